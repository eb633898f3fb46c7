/**
 * Turning spot-grid engine transitions into rows and postings: every event of
 * a transition becomes an order row change and/or a ledger journal, and the
 * new state is written beside them. Callers run this inside one transaction.
 */
import { type SpotGridEvent, type SpotGridState, spotGridMetrics } from '@tb/engine';
import { PNL_CURVE_SAMPLE_MS } from '@tb/contracts';
import type { Ledger } from '../ledger/ledger';
import { toUnits } from '../lib/decimal';
import { type BotPair, baseLedgerUnits, quoteLedgerUnits } from './pairs';
import { type BotRef, postFill, postSettlement } from './postings';
import type { BotStore, StateFigures } from './store';

/** A spot grid the runner drives. */
export type LiveGrid = BotRef & {
  kind: 'GRID_SPOT';
  pair: BotPair;
  state: SpotGridState;
  /** Wall-clock ms of the last write of `state`. */
  persistedWall: number;
  /** The state in memory is newer than the row (price bookmark only: no events). */
  dirty: boolean;
  /** Simulated time of the next PnL sample. */
  nextSample: number;
  /** A transition failed to apply (a bug): the bot is left alone and reported. */
  faulted: boolean;
};

/** Ranking keys of a grid's state at a price. */
export function gridFigures(state: SpotGridState, priceTicks: number, now: number): StateFigures {
  const m = spotGridMetrics(state, priceTicks, now);
  const e8 = (text: string) => {
    const units = toUnits(text, 8);
    const cap = 9_000_000_000_000_000n;
    return Number(units > cap ? cap : units < -cap ? -cap : units);
  };
  return {
    status: state.status,
    startTime: Math.max(0, state.startedAt),
    endTime: state.endedAt,
    pnlPerE8: e8(m.current_per),
    aprE8: e8(m.total_apr),
  };
}

/** The next 15-minute boundary after `time`. */
export const nextSampleAfter = (time: number): number => Math.floor(time / PNL_CURVE_SAMPLE_MS) * PNL_CURVE_SAMPLE_MS + PNL_CURVE_SAMPLE_MS;

/** Records a PnL sample of the state at `time`. */
export function sampleGrid(store: BotStore, bot: { id: string }, state: SpotGridState, priceTicks: number, time: number): void {
  const m = spotGridMetrics(state, priceTicks, time);
  const units = (text: string) => Number(toUnits(text, state.market.quoteScale));
  store.insertPnl(bot.id, {
    time,
    grid_profit: units(m.grid_profit),
    total_pnl: units(m.total_profit),
    price_ticks: state.status === 'COMPLETED' ? state.lastTicks : priceTicks,
  });
}

/**
 * Writes the effects of `events` (orders, fills with their ledger journals,
 * booked profit, settlement at close). `now` stamps rows of events that carry
 * no time (placements, cancellations).
 */
export function applyGridEvents(store: BotStore, ledger: Ledger, bot: BotRef, pair: BotPair, events: readonly SpotGridEvent[], now: number): void {
  let time = now;
  let lastSellRef = -1;
  for (const event of events) {
    switch (event.type) {
      case 'order_placed':
        store.insertOrder({
          bot_id: bot.id,
          ref: event.ref,
          symbol: pair.symbol,
          side: event.side,
          order_type: 'limit',
          status: 'NEW',
          price_ticks: event.priceTicks,
          lots: event.lots,
          filled_lots: 0,
          notional: 0,
          fee: 0,
          cell: event.cell,
          profit: null,
          round_id: null,
          reject_reason: '',
          create_time: time,
          update_time: time,
        });
        break;
      case 'order_cancelled':
        store.cancelOrder(bot.id, event.ref);
        break;
      case 'order_filled': {
        time = event.time;
        let orderId: string | undefined;
        if (event.orderType === 'limit') orderId = store.fillOrder(bot.id, event.ref, event.lots, event.notional, event.fee, time);
        if (!orderId) {
          orderId = store.insertOrder({
            bot_id: bot.id,
            ref: event.ref,
            symbol: pair.symbol,
            side: event.side,
            order_type: event.orderType,
            status: 'FILLED',
            price_ticks: event.priceTicks,
            lots: event.lots,
            filled_lots: event.lots,
            notional: event.notional,
            fee: event.fee,
            cell: event.cell,
            profit: null,
            round_id: null,
            reject_reason: '',
            create_time: time,
            update_time: time,
          });
        }
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
