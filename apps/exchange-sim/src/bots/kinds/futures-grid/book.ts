/**
 * Turning futures-grid engine transitions into rows and postings (the
 * engine's event → posting map, futures-grid/types.ts FuturesGridEvent):
 * - `order_placed` / `order_cancelled` → an order row NEW / cancelled;
 * - `order_filled` → `postFuturesFill` (wallet, margin, market, fees) and
 *   the order row filled (a market order: a filled row of its own);
 *   `grid_profit` → the profit of the fill that completed the round trip;
 * - `liquidated` → `postLiquidation`;
 * - `margin_added` → `fund` (funding account → wallet) then
 *   `postMarginChange` (wallet → margin);
 * - `funding` → `postFunding` at its instant, or `markFunded` with what the
 *   wallet could not pay (owed); `funding_collected` → `collectOwed`;
 *   `funding_forgiven` → nothing (`settle` forgives it);
 * - `profit_withdrawn` → `withdraw` (wallet → funding account);
 * - `closed` → `settle` (owed funding, then the whole wallet back).
 * The new state is written beside them. Callers run this inside one
 * transaction; every posting checks that the result follows from the stored
 * position, so an engine state that drifted from the ledger fails loudly.
 */
import { recordNotices } from '../../../notices/hook';
import { type FuturesGridEvent, type FuturesGridState, futuresGridEquityAt, futuresGridTotalInvestment, notional } from '@tb/engine';
import type { Derivatives, DerivContract } from '../../../derivatives';
import { ledgerUnits } from '../../../derivatives';
import type { FuturesFundingAccount } from '../../../derivatives/contracts';
import { pnlFigures } from '../../common/figures';
import type { LiveBot } from '../../driver';
import type { BotStore, StateFigures } from '../../store';
import { eventTimes } from '../../order-view';

/** A futures grid the runner drives. */
export type LiveFuturesGrid = LiveBot & {
  readonly kind: 'GRID_FUTURES';
  readonly contract: DerivContract;
  state: FuturesGridState;
  /** Simulated time of the next PnL sample (bots/pnl-curve.ts). */
  nextSample: number;
};

/** The postings' view of the bot (its settle coin and funding account). */
export const futuresRef = (bot: LiveFuturesGrid) => ({ id: bot.id, userId: bot.userId, coin: bot.contract.coin, account: bot.account as FuturesFundingAccount });

/**
 * Applies a transition's events (module comment). `store` gets the order
 * rows, `d.postings` the journals; the position rows follow the engine's.
 */
export function applyFuturesGridEvents(store: BotStore, d: Derivatives, bot: LiveFuturesGrid, events: readonly FuturesGridEvent[], now: number): void {
  // notifications of what the step did (notices/hook.ts), in the same transaction
  recordNotices(store, bot, events);
  const ref = futuresRef(bot);
  const symbol = bot.contract.symbol;
  const m = bot.contract.futures.market;
  let lastFill = -1;
  const at = eventTimes(events, now);
  for (const [i, e] of events.entries()) {
    switch (e.type) {
      case 'order_placed':
        store.insertOrder({ bot_id: bot.id, ref: e.ref, symbol, side: e.side, order_type: 'limit', status: 'NEW', price_ticks: e.priceTicks, lots: e.lots, cell: e.cell, create_time: now });
        break;
      case 'order_cancelled':
        store.cancelOrder(bot.id, e.ref, e.reason, at[i]);
        break;
      case 'order_filled': {
        d.postings.postFuturesFill(ref, symbol, e.fill, e.result, { time: e.time });
        const value = notional(m, e.priceTicks, e.lots);
        if (e.orderType === 'limit') store.fillOrder(bot.id, e.ref, e.lots, value, e.result.fee, e.time);
        else {
          store.insertOrder({ bot_id: bot.id, ref: e.ref, symbol, side: e.side, order_type: 'market', status: 'FILLED', price_ticks: e.priceTicks, lots: e.lots, filled_lots: e.lots, notional: value, fee: e.result.fee, create_time: e.time });
        }
        lastFill = e.ref;
        break;
      }
      case 'grid_profit':
        if (lastFill >= 0) store.setOrderProfit(bot.id, lastFill, e.amount);
        break;
      case 'liquidated':
        d.postings.postLiquidation(ref, symbol, e.result, { time: e.time });
        break;
      case 'margin_added':
        d.postings.fund(ref, ledgerUnits(bot.contract, e.amount), 'add margin to futures grid');
        d.postings.postMarginChange(ref, symbol, e.result, { time: e.time });
        break;
      case 'funding':
        if (e.owed === 0) d.postings.postFunding(ref, symbol, e.instant, e.result, { time: e.time });
        else d.postings.markFunded(ref, symbol, e.instant, e.owed, e.time);
        break;
      case 'funding_collected': {
        const row = d.postings.position(bot.id, symbol);
        if (row) d.postings.collectOwed(ref, row, e.time);
        break;
      }
      case 'profit_withdrawn':
        d.postings.withdraw(ref, ledgerUnits(bot.contract, e.amount), 'withdraw futures grid profit');
        break;
      case 'closed':
        d.postings.settle(ref, e.time);
        break;
      default:
        break;
    }
  }
}

/** Total PnL at the mark (engine quote units): equity + withdrawn − total investment (a closed bot: what it handed back). */
export function futuresGridPnl(state: FuturesGridState, markTicks: number): number {
  const equity = state.status === 'COMPLETED' ? state.settled : futuresGridEquityAt(state, markTicks);
  return equity + state.withdrawn - futuresGridTotalInvestment(state);
}

/** Ranking keys of a state at a mark: total PnL / total investment and its APR, × 1e8. */
export function futuresGridFigures(state: FuturesGridState, markTicks: number, now: number): StateFigures {
  return pnlFigures(state, futuresGridPnl(state, markTicks), futuresGridTotalInvestment(state), now, state.contract.market.quoteScale);
}

/** Writes the state row with its figures. */
export function saveFuturesGrid(store: BotStore, bot: { id: string }, state: FuturesGridState, now: number): void {
  store.saveState(bot.id, state, futuresGridFigures(state, state.markTicks, now), now);
}

/** Records a PnL sample of the state at `time` (its total PnL and the mark it last saw). */
export function sampleFuturesGrid(store: BotStore, bot: { id: string }, state: FuturesGridState, time: number): void {
  store.insertPnl(bot.id, { time, grid_profit: state.gridProfit, total_pnl: futuresGridPnl(state, state.markTicks), price_ticks: state.markTicks });
}
