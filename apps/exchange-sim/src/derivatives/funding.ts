/**
 * Funding settlement of the bots' perpetual positions.
 *
 * At each funding instant t (00:00, 08:00, 16:00 UTC) every position open at
 * t pays or receives `settleFunding(contract, position, fix.markTicks,
 * fix.rateE8)` — the rate the market fixed for t and the mark of the last
 * minute close before t (market/marks.ts) — against its bot's wallet.
 *
 * Entry point: `settleUpTo(now, keys?)` settles every instant ≤ now not yet
 * settled for the given positions (default: every open position), in time
 * order, one transaction per instant (all positions settled at that instant
 * together). The caller promises that it has posted every event of those
 * positions before `now` (funding at t is charged on the position as it stood
 * after every event before t and before any event at t: futures/funding.ts);
 * the postings module enforces the other half by refusing a fill or
 * liquidation at T while an instant ≤ T is unsettled (FUNDING_DUE).
 *
 * Exactly once per (position, instant), across crashes: the position row's
 * `fundedUntil` moves to t in the same transaction as the journal, whose
 * idempotency key is `futures-funding:<botId>:<symbol>:<t>`; a crash before
 * the commit leaves neither, a crash after leaves both, and a second call
 * finds the instant settled and changes nothing.
 *
 * A payment the wallet cannot make at t is not taken from the margin (the
 * engine never lets funding move the liquidation price): the instant is
 * marked settled with the amount kept as `fundingOwed`, collected (and only
 * then counted in the position's funding) by the first later settlement call
 * that finds the wallet able to pay; a bot settling with a debt its wallet
 * cannot cover has it forgiven (postings.ts `settle`).
 *
 * An instant whose rate the market has not fixed yet (the caller is ahead of
 * the market: call `market.tick()` first) is left for a later call; the
 * position's later instants wait with it.
 */
import { FUNDING_INTERVAL_MS, settleFunding } from '@tb/engine';
import { type Db, tx } from '../db/database';
import type { Ledger } from '../ledger/ledger';
import type { FundingFix } from '../market/marks';
import { type FuturesContracts, ledgerUnits } from './contracts';
import type { PositionKey, PositionRow, PositionStore } from './positions';
import { type FuturesBot, type FuturesPostings, fundingInstantAtOrBefore } from './postings';

/** One position settled at one instant. */
export type FundingSettled = {
  botId: string;
  symbol: string;
  instant: number;
  rateE8: number;
  markTicks: number;
  /** Engine quote units into the wallet: + received, − paid (0 when owed or nothing was due). */
  walletDelta: number;
  /** A payment the wallet could not make, now owed (engine quote units, ≥ 0). */
  owed: number;
  /** Owed funding collected after this instant (engine quote units, ≥ 0). */
  collected: number;
  /** The row after the settlement. */
  row: PositionRow;
};

export type SettleReport = {
  settled: FundingSettled[];
  /** Positions whose next instant has no fixed rate yet (the market is behind `now`). */
  waiting: { botId: string; symbol: string; instant: number }[];
  /** Owed funding collected after the instants (engine quote units). */
  collected: { botId: string; symbol: string; amount: number }[];
};

/** Where rates come from (the market). */
export type FundingSource = { fundingAt(symbol: string, time: number): FundingFix | undefined };

const keyOf = (k: PositionKey) => `${k.botId}\u0000${k.symbol}`;
const botOf = (row: PositionRow): FuturesBot => ({ id: row.botId, userId: row.userId, coin: row.coin });

export class FundingSettlement {
  private readonly deps: { db: Db; ledger: Ledger; rates: FundingSource; contracts: FuturesContracts; positions: PositionStore; postings: FuturesPostings };
  /** Test hook: called after each instant's transaction commits (a crash between instants). */
  afterInstant: ((instant: number) => void) | null = null;

  constructor(deps: { db: Db; ledger: Ledger; rates: FundingSource; contracts: FuturesContracts; positions: PositionStore; postings: FuturesPostings }) {
    this.deps = deps;
  }

  /**
   * Settles every funding instant ≤ `now` of the given positions (default:
   * every open position, plus every row with owed funding), in time order,
   * one transaction per instant; then collects owed funding the wallets can
   * pay. Returns what happened. Safe to call as often as wanted.
   */
  settleUpTo(now: number, keys?: Iterable<PositionKey>): SettleReport {
    const { positions } = this.deps;
    const upTo = fundingInstantAtOrBefore(now);
    const report: SettleReport = { settled: [], waiting: [], collected: [] };
    const wanted = new Map<string, PositionKey>();
    if (keys) for (const k of keys) wanted.set(keyOf(k), { botId: k.botId, symbol: k.symbol });
    else {
      for (const row of positions.dueBy(upTo)) wanted.set(keyOf(row), { botId: row.botId, symbol: row.symbol });
      for (const row of positions.owing()) wanted.set(keyOf(row), { botId: row.botId, symbol: row.symbol });
    }
    // The instants to walk: from the earliest unsettled one of an open position up to `upTo`.
    let first = Infinity;
    for (const k of wanted.values()) {
      const row = positions.get(k.botId, k.symbol);
      if (row && row.position.side !== null && row.fundedUntil < upTo) first = Math.min(first, row.fundedUntil + FUNDING_INTERVAL_MS);
    }
    const blocked = new Set<string>();
    for (let t = Number.isFinite(first) ? fundingInstantAtOrBefore(first) : upTo + 1; t <= upTo; t += FUNDING_INTERVAL_MS) {
      tx(this.deps.db, () => {
        for (const [id, k] of wanted) {
          if (blocked.has(id)) continue;
          const row = positions.get(k.botId, k.symbol);
          if (!row || row.position.side === null || row.fundedUntil >= t) continue;
          const fix = this.deps.rates.fundingAt(k.symbol, t);
          if (!fix) {
            blocked.add(id);
            report.waiting.push({ botId: k.botId, symbol: k.symbol, instant: t });
            continue;
          }
          report.settled.push(this.settleOne(row, fix));
        }
      });
      this.afterInstant?.(t);
    }
    // Debts the wallets can pay now (a position may have been funded since).
    tx(this.deps.db, () => {
      for (const k of wanted.values()) {
        const row = positions.get(k.botId, k.symbol);
        if (row && row.fundingOwed > 0 && this.canPay(row, row.fundingOwed)) {
          report.collected.push({ botId: row.botId, symbol: row.symbol, amount: row.fundingOwed });
          this.deps.postings.collectOwed(botOf(row), row, row.updatedAt);
        }
      }
    });
    return report;
  }

  /** Settles one position at one instant (inside the instant's transaction). */
  private settleOne(row: PositionRow, fix: FundingFix): FundingSettled {
    const { contracts, postings } = this.deps;
    const c = contracts.get(row.symbol);
    if (!c) throw new Error(`funding: no contract ${row.symbol}`);
    const bot = botOf(row);
    const result = settleFunding(c.futures, row.position, fix.markTicks, fix.rateE8);
    const base = { botId: row.botId, symbol: row.symbol, instant: fix.time, rateE8: fix.rateE8, markTicks: fix.markTicks };
    let next: PositionRow;
    let owed = 0;
    if (result.walletDelta === 0) next = postings.markFunded(bot, row.symbol, fix.time, 0, fix.time);
    else if (result.walletDelta > 0 || this.canPay(row, -result.walletDelta)) next = postings.postFunding(bot, row.symbol, fix.time, result, { time: fix.time });
    else {
      owed = -result.walletDelta;
      next = postings.markFunded(bot, row.symbol, fix.time, owed, fix.time);
    }
    let collected = 0;
    if (next.fundingOwed > 0 && this.canPay(next, next.fundingOwed)) {
      collected = next.fundingOwed;
      next = postings.collectOwed(bot, next, fix.time);
    }
    return { ...base, walletDelta: owed ? 0 : result.walletDelta, owed, collected, row: next };
  }

  /** Whether the position's bot wallet can pay `units` engine quote units now. */
  private canPay(row: PositionRow, units: number): boolean {
    const c = this.deps.contracts.get(row.symbol);
    if (!c) return false;
    return this.deps.ledger.balance(this.deps.postings.walletOf({ id: row.botId, userId: row.userId }), row.coin).available >= ledgerUnits(c, units);
  }
}
