import { lazyPage, Link, routePreloader, useArea } from '@tb/router';
import { EmptyState, Spinner } from '@tb/ui';
import { CreatePage } from './create/CreatePage';
import { useStringsReady } from '@tb/i18n';
import { botPageStrings, KIND_PAGE_PATHS, KindRoutes } from '@tb/feature-bot-pages';
import { dcaStrings, registerDcaTranslations, useDcaT } from './i18n';
import './create/create.css';

registerDcaTranslations();

// Everything after the create page loads when it is opened.
const DetailPage = lazyPage(() => import('./detail/DetailPage'));
const CloseDetailPage = lazyPage(() => import('./pages/CloseDetailPage'));
const HistoryPage = lazyPage(() => import('./pages/HistoryPage'));
const RoundPage = lazyPage(() => import('./pages/RoundPage'));

function Loading() {
  const t = useDcaT();
  return (
    <div className="dca-page dca-page--loading">
      <Spinner label={t('common.loading')} />
    </div>
  );
}

function NotFound() {
  const t = useDcaT();
  const area = useArea();
  return (
    <div className="dca-page">
      <EmptyState title={t('common.notFoundPage')} headingLevel={1} action={<Link to={area.path('create')}>{t('common.toCreate')}</Link>} />
    </div>
  );
}

/**
 * The DCA area (mounted by the shell under `/tradingbot/{lang}/dca/`):
 * - `` and `create/` — create a bot (deep links `?base=BTC,ETH&quote=USDT`);
 * - `detail/:botId/` — a bot: next buy, holdings, rounds, edit, close;
 * - `close-detail/:botId/` — the settlement of a closed bot;
 * - `orders/:botId/history/` — all rounds, paged;
 * - `orders/:botId/history/:roundId/` — the orders of one round.
 */
export default function DcaRoutes() {
  // zh-TW and ar-SA strings arrive on demand; the area waits for them rather than flash English.
  if (!useStringsReady([dcaStrings, botPageStrings], useArea().locale)) return <Loading />;
  const create = <CreatePage />;
  return (
    <KindRoutes
      create={create}
      loading={<Loading />}
      pages={{ detail: <DetailPage />, closeDetail: <CloseDetailPage />, historyOrders: <HistoryPage /> }}
      more={[['orders/:botId/history/:roundId', <RoundPage key="round" />]]}
      fallback={<NotFound />}
    />
  );
}
// the page an address opens, loaded before the shell mounts these routes (RemoteArea; the create page is in this module)
DcaRoutes.preload = routePreloader([
  [KIND_PAGE_PATHS.detail, DetailPage],
  [KIND_PAGE_PATHS.closeDetail, CloseDetailPage],
  [KIND_PAGE_PATHS.historyOrders, HistoryPage],
  ['orders/:botId/history/:roundId', RoundPage],
]);
