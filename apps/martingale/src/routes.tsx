import { lazy, Suspense } from 'react';
import { Route, Routes } from '@tb/router';
import { AreaFrame, Spinner, type AreaFrameProps } from '@tb/ui';
import { martCreateStrings, martingaleStrings, type Translations } from './i18n';

martingaleStrings.register();
martCreateStrings.register();

const CreatePage = lazy(() => import('./create/CreatePage'));
const create = (
  <Suspense fallback={<Spinner size="lg" />}>
    <CreatePage />
  </Suspense>
);

/** Every route of the area (spec §2); the first one is also the area's index. */
const PAGES: AreaFrameProps<Translations>['pages'] = [
  ['create', 'create'],
  ['symbols', 'symbols'],
  ['detail', 'detail/:botId'],
  ['closeDetail', 'close-detail/:botId'],
  ['openOrders', 'orders/:botId/open'],
  ['historyOrders', 'orders/:botId/history'],
  ['round', 'round/:botId/:roundId'],
  ['follow', 'follow/:botId'],
];

/**
 * Futures martingale: every screen of this area has its route and navigation; the
 * screens themselves arrive with this bot kind's own release.
 */
export default function MartingaleRoutes() {
  return (
    <Routes>
      <Route index element={create} />
      <Route path="create" element={create} />
      <Route path="*" element={<AreaFrame strings={martingaleStrings} pages={PAGES} />} />
    </Routes>
  );
}
