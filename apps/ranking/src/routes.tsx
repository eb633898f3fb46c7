import { lazy, type ReactNode, Suspense } from 'react';
import { Route, Routes } from '@tb/router';
import { Spinner } from '@tb/ui';
import { rankingStrings } from './i18n';
import './ranking.css';

rankingStrings.register();

const RankingPage = lazy(() => import('./list/RankingPage'));
const StrategyPage = lazy(() => import('./strategy/StrategyPage'));
const StrategiesPage = lazy(() => import('./strategy/StrategyPage').then((m) => ({ default: m.StrategiesPage })));
const page = (element: ReactNode) => <Suspense fallback={<Spinner size="lg" />}>{element}</Suspense>;
const list = (
  <Suspense fallback={<Spinner size="lg" />}>
    <RankingPage />
  </Suspense>
);

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
