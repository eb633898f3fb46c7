import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes, useArea } from '@tb/router';
import { useStringsReady, useT } from '@tb/i18n';
import { botPageStrings } from '@tb/feature-bot-pages';
import { Spinner } from '@tb/ui';
import CreatePage from './create/CreatePage';
import { NAMESPACE, registerAreaTranslations, spotGridStrings, type Translations } from './i18n';
import './create/create.css';

registerAreaTranslations();

// Everything but the create page (the area's first route) loads when its route opens.
const SymbolsPage = lazy(() => import(/* webpackChunkName: "symbols" */ './pages/SymbolsPage'));
const DetailPage = lazy(() => import(/* webpackChunkName: "detail" */ './detail/DetailPage'));
const CloseDetailPage = lazy(() => import(/* webpackChunkName: "close-detail" */ './pages/CloseDetailPage'));
const OrdersPage = lazy(() => import(/* webpackChunkName: "orders" */ './pages/OrdersPage'));
const FollowPage = lazy(() => import(/* webpackChunkName: "follow" */ './pages/FollowPage'));

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
      <Route index element={<CreatePage />} />
      <Route path="create" element={<CreatePage />} />
      <Route path="symbols" element={page(<SymbolsPage />)} />
      <Route path="detail/:botId" element={page(<DetailPage />)} />
      <Route path="close-detail/:botId" element={page(<CloseDetailPage />)} />
      <Route path="orders/:botId/open" element={page(<OrdersPage kind="open" />)} />
      <Route path="orders/:botId/history" element={page(<OrdersPage kind="history" />)} />
      <Route path="follow/:botId" element={page(<FollowPage />)} />
      <Route path="*" element={<CreatePage />} />
    </Routes>
  );
}
