import { lazy } from 'react';
import { useArea } from '@tb/router';
import { useStringsReady } from '@tb/i18n';
import { botPageStrings, KindRoutes } from '@tb/feature-bot-pages';
import { futuresStrings } from '@tb/futures-ui';
import { Spinner } from '@tb/ui';
import { futuresGridStrings } from './i18n';

futuresGridStrings.register();

// The create page is the area's home; every other page loads when its route opens (each brings its strings and styles).
const CreatePage = lazy(() => import(/* webpackChunkName: "create" */ './create/CreatePage'));
const ContractsPage = lazy(() => import(/* webpackChunkName: "fgrid-contracts" */ './pages/ContractsPage'));
const DetailPage = lazy(() => import(/* webpackChunkName: "fgrid-detail" */ './detail/DetailPage'));
const CloseDetailPage = lazy(() => import(/* webpackChunkName: "fgrid-close-detail" */ './pages/CloseDetailPage'));
const OrdersPage = lazy(() => import(/* webpackChunkName: "fgrid-orders" */ './pages/OrdersPage'));
const PositionsPage = lazy(() => import(/* webpackChunkName: "fgrid-positions" */ './pages/PositionsPage'));
const FollowPage = lazy(() => import(/* webpackChunkName: "fgrid-follow" */ './pages/FollowPage'));

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
  return (
    <KindRoutes
      create={<CreatePage />}
      lazyCreate
      loading={<Spinner size="lg" />}
      pages={{
        symbols: <ContractsPage />,
        detail: <DetailPage />,
        closeDetail: <CloseDetailPage />,
        openOrders: <OrdersPage kind="open" />,
        historyOrders: <OrdersPage kind="history" />,
        positions: <PositionsPage />,
        follow: <FollowPage />,
      }}
    />
  );
}
