import { AreaFrame, type AreaFrameProps } from '@tb/ui';
import { aiPickStrings, type Translations } from './i18n';

aiPickStrings.register();

/** Every route of the area (spec §2); the first one is also the area's index. */
const PAGES: AreaFrameProps<Translations>['pages'] = [
  ['pick', ''],
];

/**
 * AI daily pick: every screen of this area has its route and navigation; the
 * screens themselves arrive with this bot kind's own release.
 */
export default function AiPickRoutes() {
  return <AreaFrame strings={aiPickStrings} pages={PAGES} />;
}
