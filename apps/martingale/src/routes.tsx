import { Suspense, type ReactNode } from 'react';
import { lazyPage, Route, routePreloader, Routes } from '@tb/router';
import { Spinner } from '@tb/ui';
import { martCreateStrings, martingaleStrings } from './i18n';
// The futures family's styles (funding, positions, liquidation notes): each futures remote loads them, never the shell.
import '@tb/futures-ui/styles.css';

martingaleStrings.register();
martCreateStrings.register();

const CreatePage = lazyPage(() => import(/* webpackChunkName: "create" */ './create/CreatePage'));
const create = (
  <Suspense fallback={<Spinner size="lg" />}>
    <CreatePage />
  </Suspense>
);

// The bot pages load when opened (each waits for its strings in the page's language).
const DetailPage = lazyPage(() => import(/* webpackChunkName: "detail" */ './detail/DetailPage'));
const RoundPage = lazyPage(() => import('./pages/RoundPage'));
const CloseDetailPage = lazyPage(() => import('./pages/CloseDetailPage'));
const FollowPage = lazyPage(() => import('./pages/FollowPage'));
const ContractsPage = lazyPage(() => import('./pages/ContractsPage'));
const OpenOrdersPage = lazyPage(() => import('./pages/OrdersPage').then((m) => ({ default: m.OpenOrdersPage })));
const HistoryOrdersPage = lazyPage(() => import('./pages/OrdersPage').then((m) => ({ default: m.HistoryOrdersPage })));

function Lazy({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Spinner size="lg" />}>{children}</Suspense>;
}

/**
 * Futures martingale routes under `/tradingbot/{lang}/martingale/` (spec §2):
 * create (also the area's home and the fallback of an unknown path), the
 * phone's contract picker, bot detail, round detail, open and history orders,
 * close detail and the follow/copy page.
 */
export default function MartingaleRoutes() {
  return (
    <Routes>
      <Route index element={create} />
      <Route path="create" element={create} />
      <Route path="symbols" element={<Lazy><ContractsPage /></Lazy>} />
      <Route path="detail/:botId" element={<Lazy><DetailPage /></Lazy>} />
      <Route path="round/:botId/:roundId" element={<Lazy><RoundPage /></Lazy>} />
      <Route path="close-detail/:botId" element={<Lazy><CloseDetailPage /></Lazy>} />
      <Route path="orders/:botId/open" element={<Lazy><OpenOrdersPage /></Lazy>} />
      <Route path="orders/:botId/history" element={<Lazy><HistoryOrdersPage /></Lazy>} />
      <Route path="follow/:botId" element={<Lazy><FollowPage /></Lazy>} />
      <Route path="*" element={create} />
    </Routes>
  );
}
// the page an address opens, loaded before the shell mounts these routes (RemoteArea)
MartingaleRoutes.preload = routePreloader([
  ['', CreatePage],
  ['create', CreatePage],
  ['symbols', ContractsPage],
  ['detail/:botId', DetailPage],
  ['round/:botId/:roundId', RoundPage],
  ['close-detail/:botId', CloseDetailPage],
  ['orders/:botId/open', OpenOrdersPage],
  ['orders/:botId/history', HistoryOrdersPage],
  ['follow/:botId', FollowPage],
  ['*', CreatePage],
]);
