import { lazy } from 'react';
import { KindRoutes } from '@tb/feature-bot-pages';
import { Spinner } from '@tb/ui';
import { martCreateStrings, martingaleStrings } from './i18n';
// The futures family's styles (funding, positions, liquidation notes): each futures remote loads them, never the shell.
import '@tb/futures-ui/styles.css';

martingaleStrings.register();
martCreateStrings.register();

const CreatePage = lazy(() => import('./create/CreatePage'));
// The bot pages load when opened (each waits for its strings in the page's language).
const DetailPage = lazy(() => import('./detail/DetailPage'));
const RoundPage = lazy(() => import('./pages/RoundPage'));
const CloseDetailPage = lazy(() => import('./pages/CloseDetailPage'));
const FollowPage = lazy(() => import('./pages/FollowPage'));
const ContractsPage = lazy(() => import('./pages/ContractsPage'));
const OpenOrdersPage = lazy(() => import('./pages/OrdersPage').then((m) => ({ default: m.OpenOrdersPage })));
const HistoryOrdersPage = lazy(() => import('./pages/OrdersPage').then((m) => ({ default: m.HistoryOrdersPage })));

/**
 * Futures martingale routes under `/tradingbot/{lang}/martingale/` (spec §2):
 * create (also the area's home and the fallback of an unknown path), the
 * phone's contract picker, bot detail, round detail, open and history orders,
 * close detail and the follow/copy page.
 */
export default function MartingaleRoutes() {
  return (
    <KindRoutes
      create={<CreatePage />}
      lazyCreate
      loading={<Spinner size="lg" />}
      pages={{
        symbols: <ContractsPage />,
        detail: <DetailPage />,
        closeDetail: <CloseDetailPage />,
        openOrders: <OpenOrdersPage />,
        historyOrders: <HistoryOrdersPage />,
        follow: <FollowPage />,
      }}
      more={[['round/:botId/:roundId', <RoundPage key="round" />]]}
    />
  );
}
