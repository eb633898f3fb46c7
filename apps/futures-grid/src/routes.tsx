import { Suspense, type ReactNode } from 'react';
import { lazyPage, Route, routePreloader, Routes, useArea } from '@tb/router';
import { useStringsReady } from '@tb/i18n';
import { botPageStrings } from '@tb/feature-bot-pages';
import { futuresStrings } from '@tb/futures-ui';
import { Spinner } from '@tb/ui';
import { futuresGridStrings } from './i18n';

futuresGridStrings.register();

// The create page is the area's home; every other page loads when its route opens (each brings its strings and styles).
const CreatePage = lazyPage(() => import(/* webpackChunkName: "create" */ './create/CreatePage'));
const ContractsPage = lazyPage(() => import(/* webpackChunkName: "fgrid-contracts" */ './pages/ContractsPage'));
const DetailPage = lazyPage(() => import(/* webpackChunkName: "detail" */ './detail/DetailPage'));
const CloseDetailPage = lazyPage(() => import(/* webpackChunkName: "fgrid-close-detail" */ './pages/CloseDetailPage'));
const OrdersPage = lazyPage(() => import(/* webpackChunkName: "fgrid-orders" */ './pages/OrdersPage'));
const PositionsPage = lazyPage(() => import(/* webpackChunkName: "fgrid-positions" */ './pages/PositionsPage'));
const FollowPage = lazyPage(() => import(/* webpackChunkName: "fgrid-follow" */ './pages/FollowPage'));

const page = (node: ReactNode) => <Suspense fallback={<Spinner size="lg" />}>{node}</Suspense>;

/**
 * Futures grid routes under `/tradingbot/{lang}/futures-grid/` (spec §2):
 * create (also the area's home and the fallback of an unknown path), the
 * phone's contract picker, bot detail, close detail, open and history
 * orders, position and the follow/copy page.
 */
export default function FuturesGridRoutes() {
  // the area's strings, the shared bot pages' and the futures family's arrive together
  const ready = useStringsReady([futuresGridStrings, botPageStrings, futuresStrings], useArea().locale);
  if (!ready) return <Spinner size="lg" />;
  const create = page(<CreatePage />);
  return (
    <Routes>
      <Route index element={create} />
      <Route path="create" element={create} />
      <Route path="symbols" element={page(<ContractsPage />)} />
      <Route path="detail/:botId" element={page(<DetailPage />)} />
      <Route path="close-detail/:botId" element={page(<CloseDetailPage />)} />
      <Route path="orders/:botId/open" element={page(<OrdersPage kind="open" />)} />
      <Route path="orders/:botId/history" element={page(<OrdersPage kind="history" />)} />
      <Route path="positions/:botId" element={page(<PositionsPage />)} />
      <Route path="follow/:botId" element={page(<FollowPage />)} />
      <Route path="*" element={create} />
    </Routes>
  );
}
// the page an address opens, loaded before the shell mounts these routes (RemoteArea)
FuturesGridRoutes.preload = routePreloader([
  ['', CreatePage],
  ['create', CreatePage],
  ['symbols', ContractsPage],
  ['detail/:botId', DetailPage],
  ['close-detail/:botId', CloseDetailPage],
  ['orders/:botId/open', OrdersPage],
  ['orders/:botId/history', OrdersPage],
  ['positions/:botId', PositionsPage],
  ['follow/:botId', FollowPage],
  ['*', CreatePage],
]);
