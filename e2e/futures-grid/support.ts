import BigNumber from 'bignumber.js';
import type { APIRequestContext } from '@playwright/test';
import { expect } from '../support/fixtures';
import { testOnOwnSim } from '../support/own-sim';
import type { SimOptions } from '../support/sim';
import { post } from '../support/api';

export { axe, plain } from '../support/a11y';
export { expect, post };

/**
 * Futures-grid specs run on their own simulator with a stopped clock: the market moves when a test
 * moves it (`sim.advance`, in the simulated time a step needs: a grid ±1 % around the price fills and
 * books grid profit within simulated minutes), so what a test sees never depends on how long this
 * machine took to get there. No sign-up funds: each test funds its user with `sim.admin('fund', …)`,
 * so balances start from known figures.
 */
export function futuresGridTest(options: SimOptions = {}) {
  return testOnOwnSim({ speed: 0, historyDays: 2, ...options });
}

export const FG = '/x-api/contract/v5/fgridbot';
const ASSET = '/x-api/v3/private/cht/asset-common';

/** The wallet balance of `coin` in the spot, derivatives and bot accounts (get-all-coin). */
export async function accounts(request: APIRequestContext, coin = 'USDT'): Promise<{ spot: string; derivatives: string; bot: string }> {
  const body = await post<{ coins: Array<{ coin: string; accounts: Array<{ account_type: string; wallet_balance: string }> }> }>(request, `${ASSET}/get-all-coin`, {
    coins: [coin],
    account_types: ['spot', 'derivatives', 'bot'],
    with_zero: true,
  });
  expect(body.ret_code).toBe(0);
  const out = { spot: '0', derivatives: '0', bot: '0' };
  for (const account of body.result.coins.find((c) => c.coin === coin)?.accounts ?? []) {
    if (account.account_type in out) out[account.account_type as keyof typeof out] = account.wallet_balance;
  }
  return out;
}

/** Moves `amount` USDT from the spot account to the derivatives account (the API the transfer dialog calls). */
export async function transferToDerivatives(request: APIRequestContext, amount: string) {
  const body = await post(request, `${ASSET}/transfer`, { coin: 'USDT', amount, from_account_type: 'spot', to_account_type: 'derivatives' });
  expect(body.ret_code).toBe(0);
}

/** The contract's mark price now (recommend-symbol lists every contract open for futures grids). */
export async function markPrice(request: APIRequestContext, symbol: string): Promise<BigNumber> {
  const body = await post<{ status_code: number; list: Array<{ symbol: string; mark_price: string }> }>(request, `${FG}/recommend-symbol`, { limit: 50 });
  expect(body.ret_code).toBe(0);
  const row = body.result.list.find((s) => s.symbol === symbol);
  if (!row) throw new Error(`${symbol} is not open for futures grids`);
  return new BigNumber(row.mark_price);
}

export interface FgridDetail {
  bot_id: string;
  status: string;
  grid_profit: string;
  pnl: string;
  arbitrage_num: number;
  create_time: number;
  liquidation_price: string;
  position_balance: string;
  futures_pos_side: string;
  take_profit_per: string;
  trailing_stop_per: string;
  close_reason: string;
  bot_close_code: string;
  equity: string;
}

export async function fgridDetail(request: APIRequestContext, botId: string): Promise<FgridDetail> {
  const body = await post<{ status_code: number; detail: FgridDetail }>(request, `${FG}/get-fgrid-detail`, { bot_id: botId });
  expect(body.ret_code).toBe(0);
  expect(body.result.status_code).toBe(200);
  return body.result.detail;
}

/** A grid range ±`width` around the mark price on BTCUSDT's 0.1 tick (lower rounded down, upper up). */
export async function gridRange(symbol: string, request: APIRequestContext, width: string): Promise<{ min: string; max: string }> {
  const mark = await markPrice(request, symbol);
  return {
    min: mark.times(new BigNumber(1).minus(width)).decimalPlaces(1, BigNumber.ROUND_FLOOR).toFixed(1),
    max: mark.times(new BigNumber(1).plus(width)).decimalPlaces(1, BigNumber.ROUND_CEIL).toFixed(1),
  };
}

/**
 * Creates a futures grid through the API (fgrid-bot-create), ±`width` around
 * the mark price: the liquidation journey's set-up (journey A creates its
 * grid on the create page).
 */
export async function createGrid(request: APIRequestContext, { mode, leverage, investment, cells, width }: { mode: 1 | 2 | 3; leverage: string; investment: string; cells: number; width: string }): Promise<string> {
  const range = await gridRange('BTCUSDT', request, width);
  const body = await post<{ status_code: number; debug_msg: string; bot_id: string; check_code: string }>(request, `${FG}/fgrid-bot-create`, {
    symbol: 'BTCUSDT',
    grid_mode: mode,
    grid_type: 1,
    min_price: range.min,
    max_price: range.max,
    cell_number: cells,
    leverage,
    total_investment: investment,
    account_type: 1,
  });
  expect(body.ret_code).toBe(0);
  expect(body.result.status_code, body.result.debug_msg).toBe(200);
  return body.result.bot_id;
}
