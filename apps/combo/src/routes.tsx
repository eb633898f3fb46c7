import { AreaFrame, type AreaFrameProps } from '@tb/ui';
import { comboStrings, type Translations } from './i18n';

comboStrings.register();

/** Every route of the area (spec §2); the first one is also the area's index. */
const PAGES: AreaFrameProps<Translations>['pages'] = [
  ['create', 'create'],
  ['symbols', 'symbols'],
  ['detail', 'detail/:botId'],
  ['closeDetail', 'close-detail/:botId'],
  ['historyOrders', 'orders/:botId/history'],
  ['positions', 'positions/:botId'],
  ['follow', 'follow/:botId'],
];

/**
 * Futures combo: every screen of this area has its route and navigation; the
 * screens themselves arrive with this bot kind's own release.
 */
export default function ComboRoutes() {
  return <AreaFrame strings={comboStrings} pages={PAGES} />;
}
