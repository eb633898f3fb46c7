import { AreaFrame, type AreaFrameProps } from '@tb/ui';
import { futuresGridStrings, type Translations } from './i18n';

futuresGridStrings.register();

/** Every route of the area (spec §2); the first one is also the area's index. */
const PAGES: AreaFrameProps<Translations>['pages'] = [
  ['create', 'create'],
  ['symbols', 'symbols'],
  ['detail', 'detail/:botId'],
  ['closeDetail', 'close-detail/:botId'],
  ['openOrders', 'orders/:botId/open'],
  ['historyOrders', 'orders/:botId/history'],
  ['positions', 'positions/:botId'],
  ['follow', 'follow/:botId'],
];

/**
 * Futures grid: every screen of this area has its route and navigation; the
 * screens themselves arrive with this bot kind's own release.
 */
export default function FuturesGridRoutes() {
  return <AreaFrame strings={futuresGridStrings} pages={PAGES} />;
}
