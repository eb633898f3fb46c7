import { AreaFrame, type AreaFrameProps } from '@tb/ui';
import { rankingStrings, type Translations } from './i18n';

rankingStrings.register();

/** Every route of the area (spec §2); the first one is also the area's index. */
const PAGES: AreaFrameProps<Translations>['pages'] = [
  ['list', ''],
];

/**
 * Bot ranking: every screen of this area has its route and navigation; the
 * screens themselves arrive with this bot kind's own release.
 */
export default function RankingRoutes() {
  return <AreaFrame strings={rankingStrings} pages={PAGES} />;
}
