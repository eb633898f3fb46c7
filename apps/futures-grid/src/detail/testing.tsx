/**
 * Test support of the bot pages (not shipped): a scripted exchange answering
 * by path, the page's real store and i18n, and a page rendered where the
 * shell mounts the area (`/tradingbot/{locale}/futures-grid/…`), with the
 * router's location printed for assertions. A running long grid's detail as
 * get-fgrid-detail answers it.
 */
import { botPageStrings } from '@tb/feature-bot-pages';
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Provider } from '@tb/data-access-api';
import { envelope, scriptedExchange } from '@tb/data-access-api/testing';
import { ALL_FLAGS, storeWithLogin, withFlags } from '@tb/data-access-session/testing';
import type { FeatureFlag } from '@tb/contracts';
import { futuresStrings } from '@tb/futures-ui';
import { initI18n } from '@tb/i18n';
import { AreaProvider, Route, Routes } from '@tb/router';
import { MemoryRouter } from '@tb/router/testing';
import type { FuturesGridDetail } from '../api/bot-endpoints';
import { futuresGridStrings } from '../i18n';
import './part';
import { LocationProbe } from '@tb/ui/testing';

export const FG = '/x-api/contract/v5/fgridbot';
export const FG_V1 = '/x-api/fgrid/v1';
export const BOT_ID = '700000000000000042';

export type Handler = (body: Record<string, unknown>) => { result: unknown; status?: number } | undefined;
export const ok = (result: unknown) => ({ result: { status_code: 200, debug_msg: '', ...(result as object) } });

/** Answers by path; anything else is 404. `callsTo('add-margin')` lists the requests to one call. */
export function fakeExchange(handlers: Record<string, Handler>) {
  const { calls, restore } = scriptedExchange((request) => {
    const answer = handlers[request.path]?.(request.body ?? {});
    return answer ? { status: answer.status, body: envelope(answer.result).body } : undefined;
  });
  return { calls, restore, callsTo: (name: string) => calls.filter((c) => c.path.endsWith(`/${name}`)) };
}

/** Renders `element` at `path` inside the area, matched by `route`. */
export async function renderPage(element: ReactElement, { path, route, locale = 'en', flags = ALL_FLAGS }: { path: string; route: string; locale?: string; flags?: readonly FeatureFlag[] }) {
  const store = withFlags(storeWithLogin('logged-in'), flags);
  futuresGridStrings.register();
  futuresStrings.register();
  // as the area's routes: the shared bot pages' words (close words, AI test) in the page's language too
  await Promise.all([futuresGridStrings.load(locale), futuresStrings.load(locale), botPageStrings.load(locale)]);
  await initI18n(locale);
  const home = `/tradingbot/${locale}/`;
  return render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[`${home}futures-grid/${path}`]}>
        <AreaProvider homePath={home} area="futures-grid" locale={locale}>
          <Routes>
            <Route
              path={`${home}futures-grid/${route}`}
              element={
                <>
                  {element}
                  <LocationProbe />
                </>
              }
            />
            <Route path="*" element={<LocationProbe />} />
          </Routes>
        </AreaProvider>
      </MemoryRouter>
    </Provider>,
  );
}

/** A long BTCUSDT grid at 10x, running 2 days, holding 0.05 BTC (get-fgrid-detail). */
export const DETAIL: FuturesGridDetail = {
  bot_id: BOT_ID,
  symbol: 'BTCUSDT',
  base_token: 'BTC',
  quote_token: 'USDT',
  status: 'FUTURE_GRID_STATUS_RUNNING',
  grid_mode: 'FUTURE_GRID_MODE_LONG',
  grid_type: 'FUTURE_GRID_TYPE_ARITHMETIC',
  min_price: '58000.0',
  max_price: '62000.0',
  curr_min_price: '58000.0',
  curr_max_price: '62000.0',
  cell_number: 4,
  leverage: '10',
  real_leverage: '9.87',
  total_investment: '1000',
  total_value: '3025',
  current_position: '0.05',
  pnl: '31.2',
  pnl_per: '0.0312',
  grid_profit: '12.5',
  grid_apr: '2.28',
  total_apr: '5.69',
  realised_pnl: '6.2',
  unrealised_pnl: '25',
  funding_fee: '-1.3',
  position_balance: '300',
  available_balance: '650',
  total_order_balance: '81.2',
  equity: '1031.2',
  last_price: '60510.0',
  mark_price: '60500.0',
  liquidation_price: '54321.0',
  stop_loss_per: '',
  take_profit_per: '0.2',
  stop_loss_price: '56000.0',
  take_profit_price: '',
  tp_sl_type: 'TP_SL_TYPE_TP_PERCENT_SL_PRICE',
  entry_price: '',
  real_close_price: '',
  tick_size: '0.1',
  min_price_precision: '0.1',
  trailing_stop_per: '0.05',
  trailing_stop_exit_equity: '',
  close_reason: 'F_GRID_BOT_STOP_TYPE_UNSPECIFIED',
  bot_close_code: 'BOT_CLOSE_CODE_UNKNOWN',
  futures_pos_side: 'FUTURES_POSITION_SIDE_LONG',
  min_profit: '0.0101',
  max_profit: '0.0110',
  move_up_price: '',
  move_down_price: '',
  i_m_rate: '0.01',
  m_m_rate: '0.005',
  cum_withdrew_amount: '0',
  current_profit: '31.2',
  current_per: '0.0312',
  taker_fee_rate: '0.00055',
  maker_fee_rate: '0.0002',
  avg_entry_price: '60000',
  total_fee: '2.4',
  funding_owed: '0',
  withdrawable_profit: '12.5',
  qty_per_grid: '0.025',
  long_liq_price: '54321.0',
  short_liq_price: '',
  account_type: 'BOT_ACCOUNT_TYPE_DERIVATIVES',
  followed_bot_id: '',
  settlement_parts: null,
  arbitrage_num: 5,
  arbitrage_num_24: 2,
  operation_time: 2 * 86_400_000,
  create_time: 1_700_000_000_000,
  end_time: 0,
  profit_per_grid: { from: '0.0101', to: '0.0110' },
  levels: ['58000.0', '59000.0', '60000.0', '61000.0', '62000.0'],
};
