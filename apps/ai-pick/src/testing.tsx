/**
 * Test support of the AI pick (not shipped): a scripted exchange answering
 * the two daily-pick calls, the page's real store, router and i18n, and a
 * sample pick shaped like the combo contracts' `FcomboDailyPick`.
 */
import { render } from '@testing-library/react';
import axe from 'axe-core';
import type { ReactElement } from 'react';
import { Provider } from '@tb/data-access-api';
import { envelope, scriptedExchange } from '@tb/data-access-api/testing';
import { storeWithLogin } from '@tb/data-access-session/testing';
import { initI18n } from '@tb/i18n';
import { AreaProvider, Route, Routes } from '@tb/router';
import { MemoryRouter } from '@tb/router/testing';
import { LocationProbe } from '@tb/ui/testing';
import { DAILY_PICK_PATHS, type DailyPick } from './api/types';

export const PICK: DailyPick = {
  date: '2026-11-23',
  pick_id: 'mix-btc-eth-sol',
  bot_name: 'BTC long · ETH short · SOL long',
  bot_mode: 'BOT_MODE_MIX',
  leverage: '3',
  symbol_settings: [
    { symbol: 'BTCUSDT', side: 1, target_position_percent: '0.3334' },
    { symbol: 'ETHUSDT', side: 2, target_position_percent: '0.3333' },
    { symbol: 'SOLUSDT', side: 1, target_position_percent: '0.3333' },
  ],
  adjust_position_mode: 3,
  adjust_position_percent: '0.05',
  adjust_position_time_interval: 14400,
  suggested_init_margin: '120',
  backtest: {
    start_time: '1763251200',
    end_time: '1763856000',
    total_pnl_per: '0.042315',
    max_drawdown: '0.012',
    apr: '2.206',
    rebalance_num: 9,
    curve: [
      { time: '1763251200', pnl_per: '0' },
      { time: '1763337600', pnl_per: '-0.012' },
      { time: '1763424000', pnl_per: '0.01' },
      { time: '1763856000', pnl_per: '0.042315' },
    ],
  },
  score: '3.52625',
  rule: 'Ranked by backtest score over the first 4 of the 7 days among 12 candidate baskets; the best-ranked whose test over the last 3 days passed.',
  validation: { choose_start: 1762905600000, test_start: 1763251200000, test_end: 1763510400000, test_days: '3.000000', window_return: '0.042315', max_drawdown: '0.012', apr: '2.206', fills: 10, liquidations: 0, failure: '' },
  no_pop: false,
};

/**
 * The exchange: get-daily-pick answers `pick()` (read at each call; null: no basket passed its test, `candidates`
 * say why), set-daily-pick-no-pop stores the flag (each fails with its `…Status` when given).
 */
export function pickExchange({ pick = () => PICK, candidates = [], pickStatus, noPopStatus }: { pick?: () => DailyPick | null; candidates?: unknown[]; pickStatus?: number; noPopStatus?: number } = {}) {
  let noPop: boolean | undefined;
  const { calls, restore } = scriptedExchange((request) => {
    if (request.path === DAILY_PICK_PATHS.getDailyPick && pickStatus) return envelope({ status_code: pickStatus, debug_msg: 'unavailable' });
    if (request.path === DAILY_PICK_PATHS.getDailyPick) {
      const p = pick();
      const flag = noPop ?? p?.no_pop ?? false;
      return envelope({ status_code: 200, debug_msg: '', date: p?.date ?? PICK.date, pick: p ? { ...p, no_pop: flag } : null, loss_limit: '0.02', none_passed: p === null, candidates, no_pop: flag });
    }
    if (request.path === DAILY_PICK_PATHS.setDailyPickNoPop) {
      if (noPopStatus) return envelope({ status_code: noPopStatus, debug_msg: 'refused' });
      noPop = Boolean(request.body?.['no_pop']);
      return envelope({ status_code: 200, debug_msg: '', no_pop: noPop });
    }
    return undefined;
  });
  return { calls, restore, callsTo: (path: string) => calls.filter((c) => c.path === path).map((c) => c.body) };
}

/** Renders `element` at `url` (under `/tradingbot/{locale}/`): as the area `ai-pick` where the shell mounts it, or (`inArea: false`, the home pop-up) outside any area. */
export async function renderPick(element: ReactElement, { url, locale = 'en', login = 'logged-in', inArea = true }: { url: string; locale?: string; login?: 'logged-in' | 'anonymous'; inArea?: boolean }) {
  await initI18n(locale);
  const store = storeWithLogin(login);
  const home = `/tradingbot/${locale}/`;
  const view = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[`${home}${url}`]}>
        <div dir={locale.startsWith('ar') ? 'rtl' : 'ltr'}>
          <Routes>
            <Route
              path={`/tradingbot/${locale}/ai-pick/*`}
              element={!inArea ? null :
                <AreaProvider homePath={home} area="ai-pick" locale={locale}>
                  {element}
                </AreaProvider>
              }
            />
            <Route path="*" element={null} />
          </Routes>
          {inArea ? null : element}
        </div>
        <LocationProbe />
      </MemoryRouter>
    </Provider>,
  );
  return { ...view, store };
}

/** Serious or critical axe violations inside `element` (colour contrast and landmarks are the shell's, not measurable here). */
export async function seriousViolations(element: Element): Promise<string[]> {
  const results = await axe.run(element, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
