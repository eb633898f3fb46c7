import { Suspense, type ReactNode } from 'react';
import { lazyPage, Route, routePreloader, Routes, useArea } from '@tb/router';
import { useStringsReady, useT } from '@tb/i18n';
import { botPageStrings } from '@tb/feature-bot-pages';
import { Spinner } from '@tb/ui';
import { NAMESPACE, registerAreaTranslations, spotGridStrings, type Translations } from './i18n';
// the area's styles (pages, cards, banners, the symbol list), every page's
import './create/create.css';

registerAreaTranslations();

// Every page loads when its route opens, the create page (the area's first route) too: a deep link
// into a bot's detail no longer downloads and evaluates the create form with the route table (issue
// 30). index.html preloads the chunks of the page an address opens (preload.json, webpack.config.js's
// `lazyPages`), so a create page's first visit still fetches its code in the same round as this module.
const CreatePage = lazyPage(() => import(/* webpackChunkName: "create" */ './create/CreatePage'));
const SymbolsPage = lazyPage(() => import(/* webpackChunkName: "symbols" */ './pages/SymbolsPage'));
const DetailPage = lazyPage(() => import(/* webpackChunkName: "detail" */ './detail/DetailPage'));
const CloseDetailPage = lazyPage(() => import(/* webpackChunkName: "close-detail" */ './pages/CloseDetailPage'));
const OrdersPage = lazyPage(() => import(/* webpackChunkName: "orders" */ './pages/OrdersPage'));
const FollowPage = lazyPage(() => import(/* webpackChunkName: "follow" */ './pages/FollowPage'));

function Loading() {
  const t = useT<Translations>(NAMESPACE);
  return (
    <div className="sg-page sg-loading">
      <Spinner size="lg" label={t('common.loading')} />
    </div>
  );
}

const page = (node: ReactNode) => <Suspense fallback={<Loading />}>{node}</Suspense>;

/**
 * Spot grid routes under `/tradingbot/{lang}/spot-grid/`: create (also the
 * area's home), the phone symbol picker, bot detail, close detail, open and
 * history orders, and the follow/copy detail of another user's bot.
 */
export default function SpotGridRoutes() {
  // the area's strings and the shared bot pages' arrive together (English at once, others on demand)
  const ready = useStringsReady([spotGridStrings, botPageStrings], useArea().locale);
  if (!ready) return <Loading />;
  return (
    <Routes>
      <Route index element={page(<CreatePage />)} />
      <Route path="create" element={page(<CreatePage />)} />
      <Route path="symbols" element={page(<SymbolsPage />)} />
      <Route path="detail/:botId" element={page(<DetailPage />)} />
      <Route path="close-detail/:botId" element={page(<CloseDetailPage />)} />
      <Route path="orders/:botId/open" element={page(<OrdersPage kind="open" />)} />
      <Route path="orders/:botId/history" element={page(<OrdersPage kind="history" />)} />
      <Route path="follow/:botId" element={page(<FollowPage />)} />
      <Route path="*" element={page(<CreatePage />)} />
    </Routes>
  );
}
// the page an address opens, loaded before the shell mounts these routes (RemoteArea)
SpotGridRoutes.preload = routePreloader([
  ['', CreatePage],
  ['create', CreatePage],
  ['symbols', SymbolsPage],
  ['detail/:botId', DetailPage],
  ['close-detail/:botId', CloseDetailPage],
  ['orders/:botId/open', OrdersPage],
  ['orders/:botId/history', OrdersPage],
  ['follow/:botId', FollowPage],
  ['*', CreatePage],
]);
