import { lazy, Suspense } from 'react';
import { Route, Routes } from '@tb/router';
import { AreaFrame, Spinner, type AreaFrameProps } from '@tb/ui';
import { futuresGridStrings, type Translations } from './i18n';

futuresGridStrings.register();

const CreatePage = lazy(() => import(/* webpackChunkName: "create" */ './create/CreatePage'));

/** The routes still on the area frame (spec §2) until their pages arrive; the first is the frame's fallback. */
const PAGES: AreaFrameProps<Translations>['pages'] = [
  ['detail', 'detail/:botId'],
  ['symbols', 'symbols'],
  ['closeDetail', 'close-detail/:botId'],
  ['openOrders', 'orders/:botId/open'],
  ['historyOrders', 'orders/:botId/history'],
  ['positions', 'positions/:botId'],
  ['follow', 'follow/:botId'],
];

const create = (
  <Suspense fallback={<Spinner size="lg" />}>
    <CreatePage />
  </Suspense>
);

/**
 * Futures grid: the create page (also the area's index); the other screens
 * have their routes and navigation on the area frame until they ship.
 */
export default function FuturesGridRoutes() {
  return (
    <Routes>
      <Route index element={create} />
      <Route path="create" element={create} />
      <Route path="*" element={<AreaFrame strings={futuresGridStrings} pages={PAGES} />} />
    </Routes>
  );
}
