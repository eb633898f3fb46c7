import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes, useArea } from '@tb/router';
import { useStringsReady } from '@tb/i18n';
import { botPageStrings } from '@tb/feature-bot-pages';
import { futuresStrings } from '@tb/futures-ui';
import { AreaFrame, Spinner, type AreaFrameProps } from '@tb/ui';
import { futuresGridStrings, type Translations } from './i18n';

futuresGridStrings.register();

// The bot pages load when their route opens (each brings the detail part's strings and styles).
const DetailPage = lazy(() => import(/* webpackChunkName: "fgrid-detail" */ './detail/DetailPage'));
const CloseDetailPage = lazy(() => import(/* webpackChunkName: "fgrid-close-detail" */ './pages/CloseDetailPage'));
const OrdersPage = lazy(() => import(/* webpackChunkName: "fgrid-orders" */ './pages/OrdersPage'));
const PositionsPage = lazy(() => import(/* webpackChunkName: "fgrid-positions" */ './pages/PositionsPage'));
const FollowPage = lazy(() => import(/* webpackChunkName: "fgrid-follow" */ './pages/FollowPage'));

/** The screens still shown as the area frame (the create side arrives with its own branch). */
const FRAME_PAGES: AreaFrameProps<Translations>['pages'] = [
  ['create', 'create'],
  ['symbols', 'symbols'],
];

const page = (node: ReactNode) => <Suspense fallback={<Spinner size="lg" />}>{node}</Suspense>;

/**
 * Futures grid routes under `/tradingbot/{lang}/futures-grid/` (spec §2):
 * bot detail, close detail, open and history orders, position and the
 * follow/copy page; every other path is the area frame's.
 */
export default function FuturesGridRoutes() {
  // the area's strings, the shared bot pages' and the futures family's arrive together
  const ready = useStringsReady([futuresGridStrings, botPageStrings, futuresStrings], useArea().locale);
  if (!ready) return <Spinner size="lg" />;
  return (
    <Routes>
      <Route path="detail/:botId" element={page(<DetailPage />)} />
      <Route path="close-detail/:botId" element={page(<CloseDetailPage />)} />
      <Route path="orders/:botId/open" element={page(<OrdersPage kind="open" />)} />
      <Route path="orders/:botId/history" element={page(<OrdersPage kind="history" />)} />
      <Route path="positions/:botId" element={page(<PositionsPage />)} />
      <Route path="follow/:botId" element={page(<FollowPage />)} />
      <Route path="*" element={<AreaFrame strings={futuresGridStrings} pages={FRAME_PAGES} />} />
    </Routes>
  );
}
