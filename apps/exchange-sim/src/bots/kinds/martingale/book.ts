/**
 * Martingale engine events → rows and ledger postings, inside the caller's
 * transaction with the state write:
 *
 * | event            | order rows (`bot_orders`)                          | ledger (`ctx.derivatives.postings`)              |
 * |------------------|----------------------------------------------------|--------------------------------------------------|
 * | order_placed     | add: a NEW limit row (ref); take profit: none       | —                                                |
 * | order_cancelled  | the add's row goes (never history)                 | —                                                |
 * | order_filled     | add: its row FILLED; others: a FILLED market row   | `postFuturesFill` (futures-fill)                  |
 * | liquidated       | —                                                  | `postLiquidation`                                |
 * | funding          | —                                                  | `postFunding` (keyed per instant)                 |
 * | margin_added     | —                                                  | `fund` (futures-fund) + `postMarginChange` if open |
 * | round_closed     | a `bot_rounds` row, its detail the engine's round  | —                                                |
 * | closed           | —                                                  | `settle` (futures-settle: the wallet goes back)   |
 *
 * Every order row of a round carries `round_id` = `<bot id>:<round no>`.
 * The add's reserve (its margin and maker fee) stays in the bot's wallet
 * account: the ledger wallet is the engine's `wallet + reserved`, so the
 * futures identity (wallet + margin = deposits + PnL + funding − fees −
 * insurance) holds with the engine's own (martingale/types.ts).
 *
 * Funding the wallet cannot pay (the engine lets its free wallet go below 0
 * by funding alone; the ledger cannot): a payment that would leave the
 * ledger wallet short of the resting add's reserve is kept as the position's
 * `funding_owed` (`markFunded`, derivatives/funding.ts's rule) and collected
 * after the step as soon as the wallet can pay it and still hold the
 * reserve. Meanwhile the position row counts that funding later than the
 * engine does, so each result is posted with its position's funding moved
 * by what is owed (`asStored`): the row's counters follow from the row.
 * Then ledger wallet = engine wallet + reserved + owed.
 */
import { recordNotices } from '../../../notices/hook';
import { type MartingaleEvent, type MartingaleRound, type MartingaleState, martingaleMetrics } from '@tb/engine';
import type { DerivContract, Derivatives, FuturesBotRef } from '../../../derivatives';
import { ledgerUnits } from '../../../derivatives';
import { asStored } from '../../../derivatives/owed';
import { fractionE8 as e8 } from '../../common/figures';
import type { LiveBot } from '../../driver';
import type { BotStore, StateFigures } from '../../store';

/** A martingale bot the runner drives. */
export type LiveMartingale = LiveBot & {
  readonly kind: 'MART_FUTURES';
  readonly symbol: string;
  readonly contract: DerivContract;
  /** The bot as the futures postings know it. */
  readonly futures: FuturesBotRef;
  state: MartingaleState;
};

/** The row's config: the funding account, and the settlement once closed. */
/** `create_type` / `block_source`: attribution as sent (0 when not sent). */
export type MartingaleConfigRow = { account_type: string; leverage_e2: number; create_type?: number; block_source?: number; settlement?: { amount: string } };

export const roundIdOf = (botId: string, no: number): string => `${botId}:${no}`;

/** Ranking keys of a state (fractions × 1e8): the FM-4 pnl_per and total_apr. */
export function martingaleFigures(state: MartingaleState, now: number): StateFigures {
  const m = martingaleMetrics(state, { now });
  return { status: state.status, startTime: Math.max(0, state.startedAt), endTime: state.endedAt, pnlPerE8: e8(m.pnl_per), aprE8: e8(m.total_apr), pnlE8: e8(m.pnl) };
}

export function saveMartingale(store: BotStore, bot: LiveMartingale, state: MartingaleState, now: number): void {
  store.saveState(bot.id, state, martingaleFigures(state, now), now);
}

/**
 * Writes the effects of `events` (the table above), which start from the
 * live bot's state (`bot.state`, not yet replaced). Returns what the
 * settlement handed back (ledger units), or null.
 */
export function applyMartingaleEvents(store: BotStore, d: Derivatives, bot: LiveMartingale, events: readonly MartingaleEvent[]): bigint | null {
  // notifications of what the step did (notices/hook.ts), in the same transaction
  recordNotices(store, bot, events);
  const c = bot.contract;
  const symbol = bot.symbol;
  const ledger = d.postings;
  const owed = () => ledger.position(bot.id, symbol)?.fundingOwed ?? 0;
  const available = () => d.postings.walletBalance(bot.futures);
  /** What the resting add holds of the wallet (engine units). */
  let reserve = bot.state.reserved;
  let settled: bigint | null = null;
  let time = bot.state.lastTime;
  for (const e of events) {
    time = e.time;
    switch (e.type) {
      case 'order_placed':
        if (e.order === 'add') {
          reserve += e.reserve;
          store.insertOrder({
            bot_id: bot.id, ref: e.ref, symbol, side: e.side, order_type: 'limit', status: 'NEW', price_ticks: e.priceTicks, lots: e.lots,
            round_id: roundIdOf(bot.id, e.round), create_time: e.time,
          });
        }
        break;
      case 'order_cancelled':
        if (e.order === 'add') {
          reserve -= e.reserve;
          store.cancelOrder(bot.id, e.ref, e.reason ?? '', e.time);
        }
        break;
      case 'order_filled': {
        const f = e.fill;
        const orderId =
          (f.kind === 'add' ? store.fillOrder(bot.id, f.ref, f.lots, f.notional, f.fee, f.time) : undefined) ??
          store.insertOrder({
            bot_id: bot.id, ref: null, symbol, side: f.side, order_type: f.liquidity === 'maker' ? 'limit' : 'market', status: 'FILLED', price_ticks: f.priceTicks,
            lots: f.lots, filled_lots: f.lots, notional: f.notional, fee: f.fee, profit: f.realisedPnl, round_id: roundIdOf(bot.id, e.round), create_time: f.time,
          });
        if (f.kind === 'add') reserve = Math.max(0, reserve - e.result.marginPosted - e.result.fee);
        d.postings.postFuturesFill(bot.futures, symbol, e.futuresFill, asStored(e.result, owed()), { time: f.time, orderId });
        break;
      }
      case 'liquidated':
        d.postings.postLiquidation(bot.futures, symbol, asStored(e.result, owed()), { time: e.time });
        break;
      case 'funding': {
        const pay = -e.result.walletDelta;
        if (pay > 0 && available() - ledgerUnits(c, pay) < ledgerUnits(c, reserve)) d.postings.markFunded(bot.futures, symbol, e.time, pay, e.time);
        else d.postings.postFunding(bot.futures, symbol, e.time, asStored(e.result, owed()), { time: e.time });
        break;
      }
      case 'margin_added':
        d.postings.fund(bot.futures, ledgerUnits(c, e.amount), 'martingale margin added');
        if (e.result !== null) d.postings.postMarginChange(bot.futures, symbol, asStored(e.result, owed()), { time: e.time });
        break;
      case 'round_closed':
        store.insertRound(roundRow(bot, e.round));
        break;
      case 'closed':
        settled = d.postings.settle(bot.futures, e.time);
        break;
      default:
        break;
    }
  }
  // owed funding is collected once the wallet pays it and still holds the resting add's reserve
  const row = ledger.position(bot.id, symbol);
  if (settled === null && row && row.fundingOwed > 0 && available() - ledgerUnits(c, row.fundingOwed) >= ledgerUnits(c, reserve)) d.postings.collectOwed(bot.futures, row, time);
  return settled;
}

function roundRow(bot: LiveMartingale, r: MartingaleRound) {
  return {
    round_id: roundIdOf(bot.id, r.no),
    bot_id: bot.id,
    round_no: r.no,
    round_type: r.end ?? 'closed',
    time: r.startedAt,
    filled_num: r.fills.length,
    skipped_num: r.adds,
    quote_amount: Number(ledgerUnits(bot.contract, r.profit)),
    fee: Number(ledgerUnits(bot.contract, r.fees)),
    detail: JSON.stringify(r),
  };
}
