/**
 * Turning spot-grid engine transitions into rows and postings: every event of
 * a transition becomes an order row change and/or a ledger journal, and the
 * new state is written beside them. Callers run this inside one transaction.
 */
import { type SpotGridEvent, type SpotGridState, notional } from '@tb/engine';
import { type AiParamsResult, type BotFailure, type FollowGridDetail } from '@tb/contracts';
import type { Ledger } from '../../../ledger/ledger';
import { recordSpotNotices } from '../../../notices/hook';
import type { FollowFacts, KindDriver, LiveBot } from '../../driver';
import { pnlFigures } from '../../common/figures';
import { type BotPair, baseLedgerUnits, quoteLedgerUnits } from '../../pairs';
import { type BotRef, postFill, postSettlement } from '../../postings';
import type { BotRow, BotStore, StateFigures } from '../../store';
import { eventTimes } from '../../order-view';

/** A spot grid the runner drives. */
export type LiveGrid = LiveBot & {
  readonly kind: 'GRID_SPOT';
  readonly pair: BotPair;
  state: SpotGridState;
  /** Simulated time of the next PnL sample. */
  nextSample: number;
};

/** The spot grid's driver (driver.ts): followable, with AI parameters. */
export type SpotGridDriver = KindDriver<LiveGrid> & {
  readonly follow: { detail(row: BotRow, bot: LiveGrid, facts: FollowFacts): FollowGridDetail };
  readonly ai: { detail(symbol: string): AiParamsResult | BotFailure };
};

/**
 * Total PnL and grid profit of a state at a price (engine quote units), the
 * engine's definitions computed directly (the hot path of the runner):
 * equity = quote held + base held × price (a completed bot: its settlement at
 * the close price); total = equity + withdrawn − value put in.
 */
export function gridPnl(state: SpotGridState, priceTicks: number): { total: number; grid: number; priceTicks: number } {
  const done = state.status === 'COMPLETED';
  const px = done ? state.lastTicks : priceTicks;
  const quote = done ? state.settledQuote : state.quoteFree + state.quoteInBuys + state.profitHeld;
  const base = done ? state.settledBase : state.baseFree + state.baseInSells;
  const total = quote + notional(state.market, px, base) + state.withdrawn - state.investmentValue;
  return { total, grid: state.gridProfit, priceTicks: px };
}

/** Ranking keys of a grid's state at a price: total PnL / investment and its APR, × 1e8. */
export function gridFigures(state: SpotGridState, priceTicks: number, now: number): StateFigures {
  return pnlFigures(state, gridPnl(state, priceTicks).total, state.investmentValue, now, state.market.quoteScale);
}

/**
 * The runner's fast path for a quiet move. A RUNNING grid with no TP, SL,
 * trailing stop or trailing up acts only when the price reaches its next buy
 * level (levels[gap − 1]) or its next sell level (levels[gap + 1]); a path
 * that stays strictly between them changes nothing but the price bookmark:
 * last price and time, and the peak (the highest price seen, as the engine
 * keeps it). Returns that state, or null when the engine must walk the path.
 * Equivalence with `stepSpotGrid` is property-tested (book.test.ts).
 */
export function quietStep(state: SpotGridState, path: readonly { time: number; priceTicks: number }[]): SpotGridState | null {
  const c = state.config;
  if (state.status !== 'RUNNING' || c.enableTrailing || c.tpTicks !== null || c.slTicks !== null || c.tpRate !== null || c.slRate !== null || c.tsRate !== null) return null;
  const n = state.qty.length;
  const buy = state.gap > 0 ? state.levels[state.gap - 1] : -1;
  const sell = state.gap < n ? state.levels[state.gap + 1] : Number.POSITIVE_INFINITY;
  let hi = state.peakTicks;
  for (const p of path) {
    if (p.priceTicks <= buy || p.priceTicks >= sell) return null;
    if (p.priceTicks > hi) hi = p.priceTicks;
  }
  const last = path[path.length - 1];
  return { ...state, lastTicks: last.priceTicks, lastTime: last.time, peakTicks: hi };
}


/** Records a PnL sample of the state at `time`. */
export function sampleGrid(store: BotStore, bot: { id: string }, state: SpotGridState, priceTicks: number, time: number): void {
  const pnl = gridPnl(state, priceTicks);
  store.insertPnl(bot.id, { time, grid_profit: pnl.grid, total_pnl: pnl.total, price_ticks: pnl.priceTicks });
}

/**
 * Writes the effects of `events` (orders, fills with their ledger journals,
 * booked profit, settlement at close). `now` stamps rows of events that carry
 * no time (placements, cancellations).
 */
export function applyGridEvents(store: BotStore, ledger: Ledger, bot: BotRef, pair: BotPair, events: readonly SpotGridEvent[], now: number): void {
  // notifications of what the step did (notices/hook.ts: TP/SL/trailing, closed, the copies' leader stopped), in the same transaction
  recordSpotNotices(store, { id: bot.id, userId: bot.userId, kind: 'GRID_SPOT' }, [pair], events);
  let time = now;
  let lastSellRef = -1;
  const at = eventTimes(events, now);
  for (const [i, event] of events.entries()) {
    switch (event.type) {
      case 'order_placed':
        store.insertOrder({ bot_id: bot.id, ref: event.ref, symbol: pair.symbol, side: event.side, order_type: 'limit', status: 'NEW', price_ticks: event.priceTicks, lots: event.lots, cell: event.cell, create_time: time });
        break;
      case 'order_cancelled':
        store.cancelOrder(bot.id, event.ref, event.reason, at[i]);
        break;
      case 'order_filled': {
        time = event.time;
        let orderId: string | undefined;
        if (event.orderType === 'limit') orderId = store.fillOrder(bot.id, event.ref, event.lots, event.notional, event.fee, time);
        // A market order (start, trailing up, close conversion) has no resting row: it is stored filled.
        orderId ??= store.insertOrder({
          bot_id: bot.id, ref: event.ref, symbol: pair.symbol, side: event.side, order_type: event.orderType, status: 'FILLED', price_ticks: event.priceTicks,
          lots: event.lots, filled_lots: event.lots, notional: event.notional, fee: event.fee, cell: event.cell, create_time: time,
        });
        postFill(ledger, bot, pair, { side: event.side, lots: event.lots, notional: event.notional, fee: event.fee, orderId });
        if (event.side === 'sell' && event.orderType === 'limit') lastSellRef = event.ref;
        break;
      }
      case 'grid_profit':
        time = event.time;
        if (lastSellRef >= 0) store.setOrderProfit(bot.id, lastSellRef, event.amount);
        break;
      case 'closed': {
        time = event.time;
        const moved = postSettlement(ledger, bot, [pair.quote, pair.base]);
        const quote = moved.get(pair.quote) ?? 0n;
        const base = moved.get(pair.base) ?? 0n;
        // The ledger is the truth; the engine's settlement must equal what the bot account held.
        if (quote !== quoteLedgerUnits(pair, event.quote) || base !== baseLedgerUnits(pair, event.base)) {
          throw new Error(`grid ${bot.id}: settlement ${event.quote}/${event.base} differs from the bot account (${quote} ${pair.quote}, ${base} ${pair.base})`);
        }
        break;
      }
      case 'entry_triggered':
      case 'trailing_up':
      case 'status':
      case 'profit_withdrawn':
      case 'investment_added':
        if ('time' in event) time = event.time;
        break;
    }
  }
}

/** Writes a grid's state with its ranking figures. */
export function saveGrid(store: BotStore, bot: { id: string }, state: SpotGridState, priceTicks: number, now: number): void {
  store.saveState(bot.id, state, gridFigures(state, priceTicks, now), now);
}
