import { Route, Routes } from '@tb/router';
import { aiPickStrings } from './i18n';
// the area's one page, in the exposed module itself: a chunk asked for only after the module had run was one
// more round trip before the page's heading and intro (issue 30)
import PickPage from './pick/PickPage';
import './ai-pick.css';

aiPickStrings.register();

const pick = <PickPage />;

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
