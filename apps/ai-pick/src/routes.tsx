import { lazy, Suspense } from 'react';
import { Route, Routes } from '@tb/router';
import { Spinner } from '@tb/ui';
import { aiPickStrings } from './i18n';
import './ai-pick.css';

aiPickStrings.register();

const PickPage = lazy(() => import('./pick/PickPage'));
const pick = (
  <Suspense fallback={<Spinner size="lg" />}>
    <PickPage />
  </Suspense>
);

/**
 * AI daily pick under `/tradingbot/{lang}/ai-pick/`: one page, today's combo
 * pick (also the fallback of an unknown path). The home pop-up is this
 * remote's second exposed module (`./DailyPickPopup`).
 */
export default function AiPickRoutes() {
  return (
    <Routes>
      <Route index element={pick} />
      <Route path="*" element={pick} />
    </Routes>
  );
}
