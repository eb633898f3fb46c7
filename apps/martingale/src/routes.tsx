import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes } from '@tb/router';
import { AreaFrame, Spinner, type AreaFrameProps } from '@tb/ui';
import { martCreateStrings, martingaleStrings, type Translations } from './i18n';
// The futures family's styles (funding, positions, liquidation notes): each futures remote loads them, never the shell.
import '@tb/futures-ui/styles.css';

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

// The bot pages load when opened (each waits for its strings in the page's language).
const DetailPage = lazy(() => import('./detail/DetailPage'));
const RoundPage = lazy(() => import('./pages/RoundPage'));
const CloseDetailPage = lazy(() => import('./pages/CloseDetailPage'));
const FollowPage = lazy(() => import('./pages/FollowPage'));
const OpenOrdersPage = lazy(() => import('./pages/OrdersPage').then((m) => ({ default: m.OpenOrdersPage })));
const HistoryOrdersPage = lazy(() => import('./pages/OrdersPage').then((m) => ({ default: m.HistoryOrdersPage })));

function Lazy({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Spinner size="lg" />}>{children}</Suspense>;
}

/**
 * Futures martingale: the bot pages (detail, round detail, orders, close
 * detail, follow) are real; the screens not shipped yet stay on the area frame.
 */
export default function MartingaleRoutes() {
  return (
    <Routes>
      <Route index element={create} />
      <Route path="create" element={create} />
      <Route path="detail/:botId" element={<Lazy><DetailPage /></Lazy>} />
      <Route path="round/:botId/:roundId" element={<Lazy><RoundPage /></Lazy>} />
      <Route path="close-detail/:botId" element={<Lazy><CloseDetailPage /></Lazy>} />
      <Route path="orders/:botId/open" element={<Lazy><OpenOrdersPage /></Lazy>} />
      <Route path="orders/:botId/history" element={<Lazy><HistoryOrdersPage /></Lazy>} />
      <Route path="follow/:botId" element={<Lazy><FollowPage /></Lazy>} />
      <Route path="*" element={<AreaFrame strings={martingaleStrings} pages={PAGES} />} />
    </Routes>
  );
}
