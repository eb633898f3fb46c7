import { Suspense, type ReactNode } from 'react';
import { lazyPage, Route, routePreloader, Routes } from '@tb/router';
import { Spinner } from '@tb/ui';
import { comboCreateStrings, comboStrings } from './i18n';
// The futures family's styles (funding, positions, liquidation notes): each futures remote loads them, never the shell.
import '@tb/futures-ui/styles.css';

comboStrings.register();
comboCreateStrings.register();

const CreatePage = lazyPage(() => import(/* webpackChunkName: "create" */ './create/CreatePage'));
const ContractsPage = lazyPage(() => import('./pages/ContractsPage'));

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
  ['detail/:botId', lazyPage(() => import(/* webpackChunkName: "detail" */ './detail/DetailPage'))],
  ['rebalances/:botId', lazyPage(() => import('./pages/RebalancesPage'))],
  ['orders/:botId/history', lazyPage(() => import('./pages/OrdersPage'))],
  ['positions/:botId', lazyPage(() => import('./pages/PositionsPage'))],
  ['close-detail/:botId', lazyPage(() => import('./pages/CloseDetailPage'))],
  ['follow/:botId', lazyPage(() => import('./pages/FollowPage'))],
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
// the page an address opens, loaded before the shell mounts these routes (RemoteArea)
ComboRoutes.preload = routePreloader([['', CreatePage], ['create', CreatePage], ['symbols', ContractsPage], ...BOT_PAGES, ['*', CreatePage]]);
