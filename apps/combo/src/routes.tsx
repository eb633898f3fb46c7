import { lazy } from 'react';
import { KindRoutes } from '@tb/feature-bot-pages';
import { Spinner } from '@tb/ui';
import { comboCreateStrings, comboStrings } from './i18n';
// The futures family's styles (funding, positions, liquidation notes): each futures remote loads them, never the shell.
import '@tb/futures-ui/styles.css';

comboStrings.register();
comboCreateStrings.register();

const CreatePage = lazy(() => import('./create/CreatePage'));
const ContractsPage = lazy(() => import('./pages/ContractsPage'));

// The bot pages load when opened (each waits for its strings in the page's language).
const DetailPage = lazy(() => import('./detail/DetailPage'));
const RebalancesPage = lazy(() => import('./pages/RebalancesPage'));
const OrdersPage = lazy(() => import('./pages/OrdersPage'));
const PositionsPage = lazy(() => import('./pages/PositionsPage'));
const CloseDetailPage = lazy(() => import('./pages/CloseDetailPage'));
const FollowPage = lazy(() => import('./pages/FollowPage'));

/**
 * Futures combo routes under `/tradingbot/{lang}/combo/` (design decision 9):
 * create (also the area's home), the phone's contract picker (`symbols`,
 * several contracts), and the bot pages.
 */
export default function ComboRoutes() {
  return (
    <KindRoutes
      create={<CreatePage />}
      lazyCreate
      loading={<Spinner size="lg" />}
      pages={{
        symbols: <ContractsPage />,
        detail: <DetailPage />,
        historyOrders: <OrdersPage />,
        positions: <PositionsPage />,
        closeDetail: <CloseDetailPage />,
        follow: <FollowPage />,
      }}
      more={[['rebalances/:botId', <RebalancesPage key="rebalances" />]]}
    />
  );
}
