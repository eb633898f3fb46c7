import { type ReactNode, Suspense } from 'react';
import { lazyPage, Route, routePreloader, Routes } from '@tb/router';
import { Spinner } from '@tb/ui';
import { rankingStrings } from './i18n';
// the list is the area's first screen (its index and fallback): in the exposed module itself, not a chunk asked
// for only after it has run, which was one more round trip before the page's heading and intro (issue 30)
import RankingPage from './list/RankingPage';
import './ranking.css';

rankingStrings.register();

const StrategyPage = lazyPage(() => import('./strategy/StrategyPage'));
const StrategiesPage = lazyPage(() => import('./strategy/StrategyPage').then((m) => ({ default: m.StrategiesPage })));
const page = (element: ReactNode) => <Suspense fallback={<Spinner size="lg" />}>{element}</Suspense>;
const list = <RankingPage />;

/**
 * Bot ranking under `/tradingbot/{lang}/ranking/`: the ranked list (also the
 * fallback of an unknown path). A row opens the bot's follow page in its
 * kind's own area. `strategy/` lists every bot kind as a strategy and
 * `strategy/:kind/` (a registry area) explains one (strategy/StrategyPage).
 */
export default function RankingRoutes() {
  return (
    <Routes>
      <Route index element={list} />
      <Route path="strategy" element={page(<StrategiesPage />)} />
      <Route path="strategy/:kind" element={page(<StrategyPage />)} />
      <Route path="*" element={list} />
    </Routes>
  );
}
// the page an address opens, loaded before the shell mounts these routes (RemoteArea; the list is in this module)
RankingRoutes.preload = routePreloader([
  ['strategy', StrategiesPage],
  ['strategy/:kind', StrategyPage],
]);
