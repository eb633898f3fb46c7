import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes } from '@tb/router';
import { Spinner } from '@tb/ui';
import { comboCreateStrings, comboStrings } from './i18n';
// The futures family's styles (funding, positions, liquidation notes): each futures remote loads them, never the shell.
import '@tb/futures-ui/styles.css';

comboStrings.register();
comboCreateStrings.register();

const CreatePage = lazy(() => import(/* webpackChunkName: "create" */ './create/CreatePage'));
const ContractsPage = lazy(() => import('./pages/ContractsPage'));

function Lazy({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Spinner size="lg" />}>{children}</Suspense>;
}
const create = (
  <Lazy>
    <CreatePage />
  </Lazy>
);

// The bot pages load when opened (each waits for its strings in the page's language): [route, page].
const BOT_PAGES = [
  ['detail/:botId', lazy(() => import(/* webpackChunkName: "detail" */ './detail/DetailPage'))],
  ['rebalances/:botId', lazy(() => import('./pages/RebalancesPage'))],
  ['orders/:botId/history', lazy(() => import('./pages/OrdersPage'))],
  ['positions/:botId', lazy(() => import('./pages/PositionsPage'))],
  ['close-detail/:botId', lazy(() => import('./pages/CloseDetailPage'))],
  ['follow/:botId', lazy(() => import('./pages/FollowPage'))],
] as const;

/**
 * Futures combo routes under `/tradingbot/{lang}/combo/` (design decision 9):
 * create (also the area's home), the phone's contract picker (`symbols`,
 * several contracts), and the bot pages.
 */
export default function ComboRoutes() {
  return (
    <Routes>
      <Route index element={create} />
      <Route path="create" element={create} />
      <Route path="symbols" element={<Lazy><ContractsPage /></Lazy>} />
      {BOT_PAGES.map(([path, Page]) => (
        <Route key={path} path={path} element={<Lazy><Page /></Lazy>} />
      ))}
      <Route path="*" element={create} />
    </Routes>
  );
}
