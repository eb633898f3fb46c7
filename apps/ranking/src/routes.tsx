import { lazy, Suspense } from 'react';
import { Route, Routes } from '@tb/router';
import { Spinner } from '@tb/ui';
import { rankingStrings } from './i18n';
import './ranking.css';

rankingStrings.register();

const RankingPage = lazy(() => import('./list/RankingPage'));
const list = (
  <Suspense fallback={<Spinner size="lg" />}>
    <RankingPage />
  </Suspense>
);

/**
 * Bot ranking under `/tradingbot/{lang}/ranking/`: the ranked list (also the
 * fallback of an unknown path). A row opens the bot's follow page in its
 * kind's own area.
 */
export default function RankingRoutes() {
  return (
    <Routes>
      <Route index element={list} />
      <Route path="*" element={list} />
    </Routes>
  );
}
