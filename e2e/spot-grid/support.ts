import type { APIRequestContext } from '@playwright/test';
import { test as base, expect } from '../support/fixtures';
import { disposeSim, startSim } from '../support/sim';
import { balances, post, type CoinBalances, type Envelope } from '../support/api';

/**
 * Spot-grid specs run on their own simulator with a stopped clock: the market moves when a test moves
 * it (`sim.advance`: a grid a few tenths of a percent wide around the price fills and books profit
 * within simulated minutes), so what a test sees never depends on how fast this machine is. Seven
 * days of history so the backtest preview has its full week.
 */
export const test = base.extend({
  sim: [
    async ({}, use) => {
      const sim = await startSim({ speed: 0, historyDays: 8 });
      await use(sim);
      await disposeSim(sim);
    },
    { scope: 'worker', timeout: 600_000 },
  ],
});
export { expect };

export const GRID = '/x-api/s1/bot/grid/v1';

export { balances, post, type CoinBalances, type Envelope };

export interface SymbolItem {
  symbol: string;
  base_coin: string;
  quote_coin: string;
  price: string;
  tick_size: string;
}

/** A pair of the spot list (price now). */
export async function symbolItem(request: APIRequestContext, symbol: string): Promise<SymbolItem> {
  const response = await request.get(`${GRID}/list-symbol-info-v2`);
  const body = (await response.json()) as Envelope<{ list: SymbolItem[] }>;
  const item = body.result.list.find((s) => s.symbol === symbol);
  if (!item) throw new Error(`${symbol} is not listed`);
  return item;
}

export interface Detail {
  grid_id: string;
  status: string;
  grid_profit: string;
  total_profit: string;
  withdrawable_profit: string;
  cum_withdrew_amount: string;
  arbitrage_num: number;
  settlement_assets: string;
  base_amount: string;
  quote_amount: string;
  close_reason: string;
}

export async function gridDetail(request: APIRequestContext, gridId: string): Promise<Detail> {
  const body = await post<{ detail: Detail }>(request, `${GRID}/query-grid-detail`, { grid_id: gridId });
  expect(body.ret_code).toBe(0);
  return body.result.detail;
}

/** The caller's ongoing spot grids (the all-bots list). */
export async function runningGrids(request: APIRequestContext): Promise<number> {
  const body = await post<{ bots: Array<{ bot_type: string }> }>(request, '/x-api/s1/bot/tradingbot/v1/list-all-bots', { status: 'ongoing' });
  expect(body.ret_code).toBe(0);
  return body.result.bots.filter((bot) => bot.bot_type === 'GRID_SPOT').length;
}

/** The accessibility checks every area's specs share (e2e/support/a11y.ts). */
export { axe, plain } from '../support/a11y';
