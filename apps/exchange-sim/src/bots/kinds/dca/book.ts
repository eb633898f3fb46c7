/**
 * Turning DCA engine transitions into rows and postings: each buy round,
 * take-profit sale and close becomes a `bot_rounds` row with its orders
 * (filled or rejected), every fill a ledger journal, a close the settlement.
 * Callers run this inside one transaction with the state write.
 */
import { type DcaEvent, type DcaState, type DcaStep, notional, stepDca, ticksToPrice, unitsToQuote } from '@tb/engine';
import type { Ledger } from '../../../ledger/ledger';
import { recordNotice, recordSpotNotices } from '../../../notices/hook';
import { dcaCloseReason } from '@tb/util-enums';
import { coinInfo } from '../../../ledger/coins';
import { unitsE8 } from '../../common/figures';
import type { LiveBot } from '../../driver';
import { type BotPair, type BotPairs, quoteLedgerUnits } from '../../pairs';
import { fundingAccountOf, postFill, postSettlement } from '../../postings';
import type { BotRow, BotStore, RoundRow, StateFigures } from '../../store';

/** A DCA bot the runner drives. */
export type LiveDca = LiveBot & {
  readonly kind: 'DCA_SPOT';
  readonly quote: string;
  /** Pairs in the state's order. */
  readonly pairs: readonly BotPair[];
  state: DcaState;
  /** Simulated ms since which a round is executing (close answers 503), 0 when idle. */
  buyingSince: number;
};

/** Prices of a bot's pairs now (pair ticks by symbol). */
export function dcaPrices(pairs: BotPairs, bot: { pairs: readonly BotPair[] }): Record<string, number> {
  const out: Record<string, number> = {};
  for (const p of bot.pairs) out[p.symbol] = pairs.lastTicks(p);
  return out;
}

/** One DCA step at `now`: the funding account's available quote limits the round. */
export function dcaStep(ledger: Ledger, bot: LiveDca, now: number, prices: Record<string, number>): DcaStep {
  const available = ledger.balance(fundingAccountOf(bot), bot.quote).available;
  const scale = bot.state.scale;
  const p0 = bot.pairs[0];
  // The engine reads the available amount at the state's common scale (rounded down).
  const atScale = available / 10n ** BigInt(Math.max(0, p0.quoteCoinScale - scale));
  return stepDca(bot.state, now, prices, unitsToQuote({ ...p0.market, quoteScale: scale }, Number(atScale)));
}

/** Writes a DCA state with its ranking figures at the current prices. */
export function saveDca(store: BotStore, pairs: BotPairs, bot: LiveDca, state: DcaState, now: number): void {
  const figures = dcaFigures({ quote: bot.quote, pairs: bot.pairs, state }, (p) => pairs.lastTicks(p), now);
  store.saveState(bot.id, state, figures, now);
}

export type DcaRoundType = 'DCA_ROUND_TYPE_BUY' | 'DCA_ROUND_TYPE_TAKE_PROFIT' | 'DCA_ROUND_TYPE_CLOSE';

/**
 * Writes the effects of `events`. Buys and skipped buys form the buy round
 * (numbered with the state's round count after the step); sells form a
 * take-profit round, or the close round when `closing`.
 */
export function applyDcaEvents(
  store: BotStore,
  ledger: Ledger,
  bot: LiveDca,
  after: DcaState,
  events: readonly DcaEvent[],
  closing: boolean,
  prices: Readonly<Record<string, number>>,
): void {
  const pairOf = (symbol: string): BotPair => {
    const p = bot.pairs.find((x) => x.symbol === symbol);
    if (!p) throw new Error(`dca ${bot.id}: event for unknown pair ${symbol}`);
    return p;
  };
  const rounds = new Map<DcaRoundType, RoundRow>();
  const roundOf = (type: DcaRoundType, time: number): RoundRow => {
    let row = rounds.get(type);
    if (!row) {
      row = {
        round_id: store.newRoundId(),
        bot_id: bot.id,
        round_no: type === 'DCA_ROUND_TYPE_BUY' ? after.rounds : 0,
        round_type: type,
        time,
        filled_num: 0,
        skipped_num: 0,
        quote_amount: 0,
        fee: 0,
      };
      rounds.set(type, row);
    }
    return row;
  };
  for (const event of events) {
    switch (event.type) {
      case 'order_filled': {
        const p = pairOf(event.symbol);
        const type: DcaRoundType = event.side === 'buy' ? 'DCA_ROUND_TYPE_BUY' : closing ? 'DCA_ROUND_TYPE_CLOSE' : 'DCA_ROUND_TYPE_TAKE_PROFIT';
        const round = roundOf(type, event.time);
        const orderId = store.insertOrder({
          bot_id: bot.id, ref: event.ref, symbol: p.symbol, side: event.side, order_type: 'market', status: 'FILLED', price_ticks: event.priceTicks,
          lots: event.lots, filled_lots: event.lots, notional: event.notional, fee: event.fee, round_id: round.round_id, create_time: event.time,
        });
        postFill(ledger, bot, p, { side: event.side, lots: event.lots, notional: event.notional, fee: event.fee, orderId }, event.side === 'buy' ? fundingAccountOf(bot) : undefined);
        round.filled_num++;
        round.quote_amount += Number(quoteLedgerUnits(p, event.notional));
        round.fee += Number(quoteLedgerUnits(p, event.fee));
        break;
      }
      case 'buy_skipped': {
        const p = pairOf(event.symbol);
        const round = roundOf('DCA_ROUND_TYPE_BUY', event.time);
        // A buy that could not be placed: kept as a rejected order of the round, with the reason.
        store.insertOrder({ bot_id: bot.id, ref: null, symbol: p.symbol, side: 'buy', order_type: 'market', status: 'REJECTED', price_ticks: 0, lots: 0, round_id: round.round_id, reject_reason: event.reason, create_time: event.time });
        round.skipped_num++;
        break;
      }
      case 'take_profit':
        break;
      case 'closed': {
        // Everything the bot holds goes back; the settlement is recorded with its value at the close prices.
        const moved = postSettlement(ledger, bot, [bot.quote, ...bot.pairs.map((p) => p.base)]);
        let value = moved.get(bot.quote) ?? 0n;
        const assets: { coin: string; amount: string }[] = [];
        for (const [coin, amount] of moved) {
          if (amount === 0n) continue;
          assets.push({ coin, amount: amount.toString() });
          const p = bot.pairs.find((x) => x.base === coin);
          if (p && coin !== bot.quote) value += quoteLedgerUnits(p, notional(p.market, prices[p.symbol] ?? 0, Number(amount / p.lotFactor)));
        }
        store.setSettlement(bot.id, { value: value.toString(), assets });
        break;
      }
    }
  }
  // A scheduled round where nothing could be bought still counts as a round.
  if (!rounds.has('DCA_ROUND_TYPE_BUY') && after.rounds > 0 && events.some((e) => e.type === 'buy_skipped')) roundOf('DCA_ROUND_TYPE_BUY', after.nextBuyAt);
  for (const row of rounds.values()) store.insertRound(row);
  dcaNotices(store, bot, after, events, closing);
}

/**
 * The notices of a DCA step (notices/hook.ts), in its transaction: the
 * close through the shared events path (closed with its reason, the copies'
 * leader stopped); what only a DCA does, said with the words every kind
 * shares — a buy round's purchase of a pair is an add (`add_placed`, the
 * round's number and the pair's last fill price; a large buy filled in
 * several orders is one add), a pair's take-profit sale ends its cycle
 * (`round_completed`, the cycle's number: TP does not close a DCA).
 */
function dcaNotices(store: BotStore, bot: LiveDca, after: DcaState, events: readonly DcaEvent[], closing: boolean): void {
  const ref = { id: bot.id, userId: bot.userId, kind: bot.kind };
  recordSpotNotices(store, ref, bot.pairs, events);
  const bought = new Map<string, { price: number; time: number }>();
  for (const e of events) {
    if (e.type === 'order_filled' && e.side === 'buy' && !closing) bought.set(e.symbol, { price: e.priceTicks, time: e.time });
    if (e.type === 'take_profit') {
      const cycle = after.pairs.find((p) => p.symbol === e.symbol)?.cycles ?? 0;
      recordNotice(store, ref, 'round_completed', { round: String(cycle) }, e.time, e.symbol);
    }
  }
  for (const [symbol, fill] of bought) {
    const p = bot.pairs.find((x) => x.symbol === symbol);
    if (p) recordNotice(store, ref, 'add_placed', { add: String(after.rounds), price: ticksToPrice(p.market, fill.price) }, fill.time, symbol);
  }
}

/**
 * A DCA bot's money in ledger units of its quote coin at prices (pair ticks):
 * `invested` lifetime spend with fees; `spent`/`fees`/`value` of the current
 * cycles; `realised` TP profit; `heldQuote` the quote the bot holds from TP
 * sales (= realised + the cost of the cycles sold).
 */
export function dcaValues(bot: { quote: string; pairs: readonly BotPair[]; state: DcaState }, priceOf: (p: BotPair) => number) {
  let spent = 0n;
  let fees = 0n;
  let value = 0n;
  let realised = 0n;
  for (let i = 0; i < bot.state.pairs.length; i++) {
    const s = bot.state.pairs[i];
    const p = bot.pairs[i];
    spent += quoteLedgerUnits(p, s.spent);
    fees += quoteLedgerUnits(p, s.buyFees);
    value += quoteLedgerUnits(p, notional(p.market, priceOf(p), s.lots));
    realised += quoteLedgerUnits(p, s.realisedProfit);
  }
  const scale = coinInfo(bot.quote)?.scale ?? bot.state.scale;
  const invested = BigInt(bot.state.invested) * 10n ** BigInt(Math.max(0, scale - bot.state.scale));
  const heldQuote = bot.state.status === 'COMPLETED' ? 0n : invested - spent - fees + realised;
  const unrealised = value - spent - fees;
  return { invested, spent, fees, value, realised, heldQuote, unrealised, totalPnl: unrealised + realised };
}

/** Ranking keys of a DCA state (fractions × 1e8). */
export function dcaFigures(bot: { quote: string; pairs: readonly BotPair[]; state: DcaState }, priceOf: (p: BotPair) => number, now: number): StateFigures {
  const v = dcaValues(bot, priceOf);
  const per = v.invested > 0n ? (v.totalPnl * 100_000_000n) / v.invested : 0n;
  const minutes = BigInt(Math.max(1, Math.floor(((bot.state.endedAt || now) - bot.state.createdAt) / 60_000)));
  const apr = v.invested > 0n ? (v.totalPnl * 100_000_000n * 525_600n) / (v.invested * minutes) : 0n;
  const clamp = (x: bigint) => Number(x > 9_000_000_000_000_000n ? 9_000_000_000_000_000n : x < -9_000_000_000_000_000n ? -9_000_000_000_000_000n : x);
  return { status: bot.state.status, startTime: bot.state.createdAt, endTime: bot.state.endedAt, pnlPerE8: clamp(per), aprE8: clamp(apr), pnlE8: unitsE8(v.totalPnl, coinInfo(bot.quote)?.scale ?? bot.state.scale) };
}


/** What the row's config holds: funding, last parameter change, and the settlement once closed (ledger units as strings). */
export type DcaConfig = { account_type: number; updated_at: number; create_type?: number; settlement?: { value: string; assets: { coin: string; amount: string }[] } };

/**
 * Value and PnL of a DCA bot in ledger units of its quote coin: a closed bot's
 * from the settlement recorded at close; a running bot's at the current prices
 * (coins at market + quote held from take-profit sales).
 */
export function dcaMoney(pairs: BotPairs, row: BotRow, bot: LiveDca) {
  const v = dcaValues(bot, (p) => pairs.lastTicks(p));
  const settlement = bot.state.status === 'COMPLETED' ? (JSON.parse(row.config) as DcaConfig).settlement : undefined;
  const value = settlement ? BigInt(settlement.value) : v.value + v.heldQuote;
  const pnl = settlement ? value - v.invested : v.totalPnl;
  return { ...v, value, pnl, settlement };
}

/** The close reason's wire value ("" while running). */
export const closeReasonOf = (s: DcaState): string => dcaCloseReason.toServer(dcaCloseReason.fromServer(s.closeReason ? `DCA_CLOSE_REASON_${s.closeReason}` : ''));
