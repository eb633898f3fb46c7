/**
 * Futures combo engine events → rows and ledger postings, inside the
 * caller's transaction with the state write (engine: libs/engine/src/combo,
 * its README "Events → simulator postings"):
 *
 * | event            | rows                                                  | ledger (`ctx.derivatives.postings`)            |
 * |------------------|-------------------------------------------------------|------------------------------------------------|
 * | fill             | a FILLED market row in `bot_orders` (round_id = `<bot>:<part no>`; the close: `<bot>:close`) | `postFuturesFill` on the leg's position |
 * | funding          | —                                                     | `postFunding` (or owed: `markFunded`)          |
 * | leg_liquidated   | —                                                     | `postLiquidation` (the leg's margin only)      |
 * | rebalance        | a `combo_parts` row (the engine's record)             | —                                              |
 * | transfer         | a `combo_transfers` row                               | in: `fund`; out: `withdraw`                    |
 * | settings_changed | —                                                     | —                                              |
 * | closed           | —                                                     | `settle` (the wallet back to the funding account) |
 *
 * Units: a leg's results are in its contract's quote units (the postings
 * convert with the contract's factor); the bot's own amounts (transfers, the
 * initial margin) are bot units 10^-quoteScale, × 10^(coin scale −
 * quoteScale) in the ledger. Every leg is a position row of the bot in
 * `futures_positions` (one per symbol), so the futures identity (wallet + Σ
 * margins = deposits + Σ PnL + funding − fees − insurance) holds per bot.
 *
 * Funding the wallet cannot pay is kept as the leg's `fundingOwed` and
 * collected after the step as soon as the wallet can pay it (as the
 * martingale; derivatives/owed.ts).
 */
import { recordNotices } from '../../../notices/hook';
import { type ComboEvent, type ComboRebalance, type ComboState, comboMetrics, notional, unitsToDecimal } from '@tb/engine';
import type { Db } from '../../../db/database';
import type { DerivContract, Derivatives, FuturesBotRef } from '../../../derivatives';
import { ledgerUnits } from '../../../derivatives';
import { asStored } from '../../../derivatives/owed';
import { coinInfo } from '../../../ledger/coins';
import { fractionE8 } from '../../common/figures';
import type { LiveBot } from '../../driver';
import type { BotStore, StateFigures } from '../../store';

export const COMBO_KIND = 'COMBO_FUTURES';

/** A combo bot the runner drives. */
export type LiveCombo = LiveBot & {
  readonly kind: 'COMBO_FUTURES';
  /** The legs' symbols, in leg order. */
  readonly legSymbols: readonly string[];
  readonly contracts: ReadonlyMap<string, DerivContract>;
  /** The bot as the futures postings know it (coin USDT). */
  readonly futures: FuturesBotRef;
  state: ComboState;
};

/** The row's config: the copy facts, and the settlement once closed. */
export type ComboConfigRow = { create_type: number; block_source: number; settlement?: { amount: string } };

export type ComboPartRow = { bot_id: string; no: number; time: number; reason: number; detail: string };
export type ComboTransferRow = { bot_id: string; time: number; type: number; amount: string; balance_after: string };

/** The kind's own tables (bots/schema.ts step 5). */
export class ComboStore {
  private readonly s;
  constructor(db: Db) {
    this.s = {
      insertPart: db.prepare('INSERT OR REPLACE INTO combo_parts (bot_id, no, time, reason, detail) VALUES (@bot_id, @no, @time, @reason, @detail)'),
      parts: db.prepare('SELECT * FROM combo_parts WHERE bot_id = ? ORDER BY no DESC LIMIT ? OFFSET ?'),
      countParts: db.prepare('SELECT COUNT(*) FROM combo_parts WHERE bot_id = ?').pluck(),
      insertTransfer: db.prepare('INSERT INTO combo_transfers (bot_id, time, type, amount, balance_after) VALUES (@bot_id, @time, @type, @amount, @balance_after)'),
      transfers: db.prepare('SELECT * FROM combo_transfers WHERE bot_id = ? ORDER BY id DESC LIMIT ? OFFSET ?'),
      countTransfers: db.prepare('SELECT COUNT(*) FROM combo_transfers WHERE bot_id = ?').pluck(),
      pick: db.prepare('SELECT payload FROM combo_daily_pick WHERE day = ?').pluck(),
      savePick: db.prepare('INSERT OR REPLACE INTO combo_daily_pick (day, payload, computed_at) VALUES (?, ?, ?)'),
      noPop: db.prepare('SELECT no_pop FROM combo_pick_no_pop WHERE user_id = ?').pluck(),
      setNoPop: db.prepare('INSERT OR REPLACE INTO combo_pick_no_pop (user_id, no_pop) VALUES (?, ?)'),
    };
  }
  insertPart(row: ComboPartRow): void {
    this.s.insertPart.run(row);
  }
  parts(botId: string, limit: number, offset: number): { total: number; rows: ComboPartRow[] } {
    return { total: this.s.countParts.get(botId) as number, rows: this.s.parts.all(botId, limit, offset) as ComboPartRow[] };
  }
  insertTransfer(row: ComboTransferRow): void {
    this.s.insertTransfer.run(row);
  }
  transfers(botId: string, limit: number, offset: number): { total: number; rows: ComboTransferRow[] } {
    return { total: this.s.countTransfers.get(botId) as number, rows: this.s.transfers.all(botId, limit, offset) as ComboTransferRow[] };
  }
  pick(day: string): string | undefined {
    return this.s.pick.get(day) as string | undefined;
  }
  savePick(day: string, payload: string, now: number): void {
    this.s.savePick.run(day, payload, now);
  }
  noPop(userId: number): boolean {
    return (this.s.noPop.get(userId) as number | undefined) === 1;
  }
  setNoPop(userId: number, noPop: boolean): void {
    this.s.setNoPop.run(userId, noPop ? 1 : 0);
  }
}

/** Bot units (10^-quoteScale) → ledger minor units of the bot's coin. */
export function botLedgerUnits(state: ComboState, coin: string, units: number): bigint {
  const info = coinInfo(coin);
  if (!info || info.scale < state.quoteScale) throw new Error(`combo: coin ${coin} cannot hold ${state.quoteScale} decimals`);
  return BigInt(units) * 10n ** BigInt(info.scale - state.quoteScale);
}

/** Bot units as a decimal of the quote coin. */
export const botText = (state: ComboState, units: number): string => unitsToDecimal(units, state.quoteScale);

/** Ranking keys of a state (fractions × 1e8): FC-4's total_pnl_per and total_apr. */
export function comboFigures(state: ComboState, now: number): StateFigures {
  const m = comboMetrics(state, { now });
  return { status: state.status, startTime: state.createdAt, endTime: state.endedAt, pnlPerE8: fractionE8(m.total_pnl_per), aprE8: fractionE8(m.total_apr), pnlE8: fractionE8(m.total_pnl) };
}

export function saveCombo(store: BotStore, bot: LiveCombo, state: ComboState, now: number): void {
  store.saveState(bot.id, state, comboFigures(state, now), now);
}

/** The part-list number of the fills of a rebalance (the opening 0; the close has its own id). */
export const partIdOf = (botId: string, no: number | 'close'): string => `${botId}:${no}`;

/**
 * Writes the effects of `events` (the table above), which start from the
 * live bot's state (`bot.state`, not yet replaced). Returns what the
 * settlement handed back (ledger units), or null.
 */
export function applyComboEvents(store: BotStore, combo: ComboStore, d: Derivatives, bot: LiveCombo, events: readonly ComboEvent[]): bigint | null {
  // notifications of what the step did (notices/hook.ts), in the same transaction
  recordNotices(store, bot, events);
  const ledger = d.postings;
  const s = bot.state;
  const owed = (symbol: string) => ledger.position(bot.id, symbol)?.fundingOwed ?? 0;
  const contractOf = (symbol: string): DerivContract => {
    const c = bot.contracts.get(symbol);
    if (!c) throw new Error(`combo ${bot.id}: no contract ${symbol}`);
    return c;
  };
  let settled: bigint | null = null;
  let time = s.lastTime;
  // the part a rebalance's fills belong to: the engine emits the fills, then the record
  let nextPart = s.rebalances + 1;
  let deposits = s.deposits;
  for (const e of events) {
    time = e.time;
    switch (e.type) {
      case 'fill': {
        const f = e.futuresFill;
        const part = e.kind === 'close' ? partIdOf(bot.id, 'close') : partIdOf(bot.id, e.kind === 'open' ? 0 : nextPart);
        const c = contractOf(e.symbol);
        const orderId = store.insertOrder({
          bot_id: bot.id, ref: null, symbol: e.symbol, side: f.side, order_type: 'market', status: 'FILLED', price_ticks: f.ticks, lots: f.lots,
          filled_lots: f.lots, notional: notional(c.futures.market, f.ticks, f.lots),
          fee: e.result.fee, profit: e.result.realisedPnl, round_id: part, create_time: e.time,
        });
        ledger.postFuturesFill(bot.futures, e.symbol, f, asStored(e.result, owed(e.symbol)), { time: e.time, orderId });
        break;
      }
      case 'funding': {
        const c = contractOf(e.symbol);
        const pay = -e.result.walletDelta;
        if (pay > 0 && ledger.walletBalance(bot.futures) < ledgerUnits(c, pay)) ledger.markFunded(bot.futures, e.symbol, e.time, pay, e.time);
        else ledger.postFunding(bot.futures, e.symbol, e.time, asStored(e.result, owed(e.symbol)), { time: e.time });
        break;
      }
      case 'leg_liquidated':
        ledger.postLiquidation(bot.futures, e.symbol, asStored(e.result, owed(e.symbol)), { time: e.time });
        break;
      case 'rebalance':
        combo.insertPart({ bot_id: bot.id, no: e.record.no, time: e.time, reason: e.record.reason, detail: JSON.stringify(e.record satisfies ComboRebalance) });
        nextPart = e.record.no + 1;
        break;
      case 'transfer': {
        const amount = botLedgerUnits(s, bot.futures.coin, e.amount);
        if (e.direction === 'in') ledger.fund(bot.futures, amount, 'combo transfer in');
        else ledger.withdraw(bot.futures, amount, 'combo transfer out');
        deposits += e.direction === 'in' ? e.amount : -e.amount;
        combo.insertTransfer({ bot_id: bot.id, time: e.time, type: e.direction === 'in' ? 1 : 2, amount: botText(s, e.amount), balance_after: botText(s, deposits) });
        break;
      }
      case 'closed':
        settled = ledger.settle(bot.futures, e.time);
        break;
      default:
        break;
    }
  }
  // owed funding is collected once the wallet can pay it
  if (settled === null) {
    for (const symbol of bot.legSymbols) {
      const row = ledger.position(bot.id, symbol);
      if (row && row.fundingOwed > 0 && ledger.walletBalance(bot.futures) >= ledgerUnits(contractOf(symbol), row.fundingOwed)) ledger.collectOwed(bot.futures, row, time);
    }
  }
  return settled;
}
