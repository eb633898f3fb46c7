/**
 * Ledger postings of bots trading USDT/USDC perpetuals (isolated margin). A
 * futures driver computes each change with the engine (`applyFill`,
 * `liquidate`, `addMargin` / `reduceMargin`; funding comes from the
 * settlement service) and hands the result here: one function per engine
 * result posts its journal and writes the position row in one transaction,
 * so a driver never writes ledger entries itself.
 *
 * Accounts (all in the contract's settlement coin):
 * - wallet `user:<id>:bot:<botId>` — the bot's available balance (the same
 *   account spot bots use, `botAccount`);
 * - margin `user:<id>:bot:<botId>:position:<symbol>` — the isolated margin of
 *   the bot's position on one contract (`positionAccount`), so balances show
 *   wallet and margin apart (both under the user's `bot` account type);
 * - `system:market` — the exchange's counterparty: realised PnL, and the loss
 *   of a liquidation at its trigger price;
 * - `system:fees` — trading fees; `system:funding` — funding paid (+) and
 *   received (−); `system:insurance` — what a liquidation leaves of the margin;
 * - the user's `derivatives` or `unified` account funds the bot and gets the
 *   settlement back.
 *
 * Journals (one per change, entries netted per account; ref = the bot id or
 * the order id, memo = what happened):
 *
 * | kind                 | wallet                  | margin              | system                                  |
 * |----------------------|-------------------------|---------------------|-----------------------------------------|
 * | futures-fund         | + amount                |                     | (user account − amount)                 |
 * | futures-withdraw     | − amount                |                     | (user account + amount)                 |
 * | futures-settle       | − all                   |                     | (user account + all)                    |
 * | futures-fill         | walletDelta             | posted − released   | market − realisedPnl, fees + fee        |
 * | futures-margin       | walletDelta             | − walletDelta       |                                         |
 * | futures-funding      | walletDelta             |                     | funding − walletDelta                   |
 * | futures-liquidation  |                         | − margin            | market − realisedPnl, insurance + rest  |
 *
 * so for every bot, exactly (engine quote units × the coin factor):
 *
 *     wallet + Σ margins = deposits + Σ realisedPnl + Σ funding − Σ fees − Σ insurance
 *
 * with deposits = the net of its fund / withdraw / settle journals
 * (`identity(botId)` checks it against the ledger; `ledger-check` runs it
 * for every bot).
 *
 * Guards (each a DerivativesError, nothing written):
 * - STALE_POSITION: the result was not computed on the stored position (its
 *   counters, margin or size do not follow from it) — e.g. a driver that kept
 *   a copy from before a funding settlement;
 * - FUNDING_DUE: a fill or liquidation at event time T on an open position
 *   with a funding instant ≤ T not yet settled (funding at t is charged on the
 *   position as it stood before every event at or after t: settle first, with
 *   `funding.settleUpTo(T, [key])`). Margin changes are not held back: funding
 *   does not depend on margin;
 * - COIN / UNKNOWN_CONTRACT / ACCOUNT / NO_POSITION / OPEN_POSITIONS.
 * Ledger refusals (LedgerError INSUFFICIENT_BALANCE: a wallet cannot pay the
 * margin and fee of a fill) also change nothing.
 */
import { FUNDING_INTERVAL_MS, flatPosition, type CashResult, type FillResult, type FuturesFill, type FuturesPosition, type LiquidationResult } from '@tb/engine';
import { type Db, tx } from '../db/database';
import { type AccountRef, type Journal, type Ledger, type Posting, accountKey, botAccount, positionAccount, systemAccount, userAccount } from '../ledger/ledger';
import { type DerivContract, type FuturesContracts, type FuturesFundingAccount, isFuturesFundingAccount, ledgerUnits } from './contracts';
import type { PositionRow, PositionStore } from './positions';

/** A bot trading perpetuals: its id, owner and settlement coin (USDT or USDC; one per bot). */
export type FuturesBot = { id: string; userId: number; coin: string };
/** A futures bot with the account that funds it and gets its settlement. */
export type FuturesBotRef = FuturesBot & { account: FuturesFundingAccount };

export type DerivativesErrorCode = 'UNKNOWN_CONTRACT' | 'COIN' | 'ACCOUNT' | 'STALE_POSITION' | 'FUNDING_DUE' | 'NO_POSITION' | 'OPEN_POSITIONS';

export class DerivativesError extends Error {
  constructor(
    readonly code: DerivativesErrorCode,
    message: string,
  ) {
    super(`${code}: ${message}`);
    this.name = 'DerivativesError';
  }
}

/** Journal kinds of money entering or leaving a futures bot (its deposits in the identity). */
export const FUTURES_DEPOSIT_KINDS = ['futures-fund', 'futures-withdraw', 'futures-settle'] as const;

/** The latest funding instant at or before `t` (unix ms). */
export const fundingInstantAtOrBefore = (t: number): number => t - (((t % FUNDING_INTERVAL_MS) + FUNDING_INTERVAL_MS) % FUNDING_INTERVAL_MS);

const iso = (t: number) => new Date(t).toISOString();

const market = systemAccount('market');
const fees = systemAccount('fees');
const fundingPool = systemAccount('funding');
const insurancePool = systemAccount('insurance');

/** The per-bot futures identity, in ledger units of the bot's coin. */
export type FuturesIdentity = {
  botId: string;
  coin: string;
  wallet: bigint;
  margin: bigint;
  deposits: bigint;
  realisedPnl: bigint;
  funding: bigint;
  fees: bigint;
  insurance: bigint;
  ok: boolean;
  problems: string[];
};

const COUNTERS = ['realisedPnl', 'fees', 'funding', 'insurance', 'margin'] as const;
type Counter = (typeof COUNTERS)[number];

const signedLots = (p: FuturesPosition) => (p.side === 'long' ? p.lots : p.side === 'short' ? -p.lots : 0);

export class FuturesPostings {
  private readonly db: Db;
  private readonly ledger: Ledger;
  private readonly contracts: FuturesContracts;
  private readonly positions: PositionStore;
  private readonly depositSum;

  constructor(deps: { db: Db; ledger: Ledger; contracts: FuturesContracts; positions: PositionStore }) {
    this.db = deps.db;
    this.ledger = deps.ledger;
    this.contracts = deps.contracts;
    this.positions = deps.positions;
    this.depositSum = deps.db
      .prepare(
        `SELECT SUM(e.amount) AS total FROM entries e JOIN journals j ON j.id = e.journal_id
         WHERE e.account = ? AND e.coin = ? AND j.kind IN (${FUTURES_DEPOSIT_KINDS.map(() => '?').join(', ')})`,
      )
      .safeIntegers(true);
  }

  // ── accounts ──────────────────────────────────────────────────────────

  walletOf(bot: { id: string; userId: number }): AccountRef {
    return botAccount(bot.userId, bot.id);
  }

  marginOf(bot: { id: string; userId: number }, symbol: string): AccountRef {
    return positionAccount(bot.userId, bot.id, symbol);
  }

  fundingAccountOf(bot: FuturesBotRef): AccountRef {
    if (!isFuturesFundingAccount(bot.account)) {
      throw new DerivativesError('ACCOUNT', `a futures bot is funded from the derivatives or unified account, not ${String(bot.account)}`);
    }
    return userAccount(bot.userId, bot.account);
  }

  /** What the bot's wallet holds (ledger units of its coin). */
  walletBalance(bot: FuturesBot): bigint {
    return this.ledger.balance(this.walletOf(bot), bot.coin).wallet;
  }

  /** The contract of a symbol, checked against the bot's settlement coin. */
  contractFor(bot: FuturesBot, symbol: string): DerivContract {
    const c = this.contracts.get(symbol);
    if (!c) throw new DerivativesError('UNKNOWN_CONTRACT', `no linear contract ${symbol}`);
    if (c.coin !== bot.coin) throw new DerivativesError('COIN', `${symbol} settles in ${c.coin}, bot ${bot.id} in ${bot.coin}`);
    return c;
  }

  /** The stored position of a bot on a contract (undefined before its first fill). */
  position(botId: string, symbol: string): PositionRow | undefined {
    return this.positions.get(botId, symbol);
  }

  /**
   * The position a driver applies the engine to: the stored one while it is
   * open (its leverage is fixed); when flat or never traded, a flat position
   * at `leverageE2` (checked: FuturesError) carrying the stored lifetime
   * counters, so the result follows from the stored row.
   */
  basePosition(botId: string, symbol: string, leverageE2: number): FuturesPosition {
    const c = this.contracts.get(symbol);
    if (!c) throw new DerivativesError('UNKNOWN_CONTRACT', `no linear contract ${symbol}`);
    const stored = this.positions.get(botId, symbol)?.position;
    if (stored && stored.side !== null) return stored;
    const flat = flatPosition(c.futures, leverageE2);
    return stored ? { ...flat, realisedPnl: stored.realisedPnl, fees: stored.fees, funding: stored.funding, insurance: stored.insurance } : flat;
  }

  // ── money in and out of the bot ───────────────────────────────────────

  /** The user's derivatives/unified account → the bot's wallet (ledger units of the bot's coin). */
  fund(bot: FuturesBotRef, amount: bigint, memo = 'fund futures bot'): Journal {
    return this.ledger.transfer({ from: this.fundingAccountOf(bot), to: this.walletOf(bot), coin: bot.coin, amount, kind: 'futures-fund', ref: bot.id, memo, userId: bot.userId });
  }

  /** The bot's wallet → its funding account (a profit or margin withdrawal). */
  withdraw(bot: FuturesBotRef, amount: bigint, memo = 'withdraw from futures bot'): Journal {
    return this.ledger.transfer({ from: this.walletOf(bot), to: this.fundingAccountOf(bot), coin: bot.coin, amount, kind: 'futures-withdraw', ref: bot.id, memo, userId: bot.userId });
  }

  /**
   * Settlement when a bot closes: every position of the bot must be flat.
   * Funding it still owes is collected from the wallet when the wallet can
   * pay it, else forgiven (nothing was ever posted for it); then the whole
   * wallet goes back to the funding account. Returns what moved.
   */
  settle(bot: FuturesBotRef, time: number): bigint {
    const account = this.fundingAccountOf(bot);
    return tx(this.db, () => {
      for (const row of this.positions.ofBot(bot.id)) {
        if (row.position.side !== null || this.ledger.balance(this.marginOf(bot, row.symbol), bot.coin).wallet !== 0n) {
          throw new DerivativesError('OPEN_POSITIONS', `bot ${bot.id} still holds a ${row.symbol} position; close it before settling`);
        }
        if (row.fundingOwed > 0) {
          const c = this.contractFor(bot, row.symbol);
          if (this.ledger.balance(this.walletOf(bot), bot.coin).available >= ledgerUnits(c, row.fundingOwed)) this.collectOwed(bot, row, time);
          else this.positions.save({ ...row, fundingOwed: 0, updatedAt: time });
        }
      }
      const held = this.ledger.balance(this.walletOf(bot), bot.coin).wallet;
      if (held > 0n) {
        this.ledger.transfer({ from: this.walletOf(bot), to: account, coin: bot.coin, amount: held, kind: 'futures-settle', ref: bot.id, memo: 'settle futures bot', userId: bot.userId });
      }
      return held;
    });
  }

  // ── engine results ────────────────────────────────────────────────────

  /**
   * A fill of the bot on `symbol` at event time `time`: `result` is
   * `applyFill(contract, stored position, fill)`. Opening from flat starts
   * the position's funding clock at the fill (it owes nothing at instants
   * ≤ time). Returns the stored row.
   */
  postFuturesFill(bot: FuturesBot, symbol: string, fill: FuturesFill, result: FillResult, meta: { time: number; orderId?: string }): PositionRow {
    const c = this.contractFor(bot, symbol);
    return tx(this.db, () => {
      const stored = this.positions.get(bot.id, symbol);
      const prev = stored?.position ?? { ...result.position, side: null, lots: 0, cost: 0, margin: 0, realisedPnl: 0, fees: 0, funding: 0, insurance: 0 };
      const what = `fill of bot ${bot.id} on ${symbol}`;
      this.requireFunded(stored, meta.time, what);
      if (prev.side !== null && result.position.leverageE2 !== prev.leverageE2) {
        throw new DerivativesError('STALE_POSITION', `${what}: leverage ${result.position.leverageE2} differs from the open position's ${prev.leverageE2}`);
      }
      if (result.closedLots + result.openedLots !== fill.lots || result.closedLots > prev.lots) {
        throw new DerivativesError('STALE_POSITION', `${what}: the result closes ${result.closedLots} and opens ${result.openedLots} lots of a ${fill.lots}-lot fill on ${prev.lots} lots`);
      }
      if (signedLots(result.position) !== signedLots(prev) + (fill.side === 'buy' ? fill.lots : -fill.lots)) {
        throw new DerivativesError('STALE_POSITION', `${what}: the size after the fill does not follow from the stored position`);
      }
      if (result.walletDelta !== result.marginReleased + result.realisedPnl - result.fee - result.marginPosted) {
        throw new DerivativesError('STALE_POSITION', `${what}: walletDelta does not add up`);
      }
      this.requireContinuity(prev, result.position, { realisedPnl: result.realisedPnl, fees: result.fee, margin: result.marginPosted - result.marginReleased }, what);
      this.post(bot, c, 'futures-fill', meta.orderId ?? bot.id, `${bot.id} ${fill.side} ${fill.lots} lots ${symbol} at ${fill.ticks} ticks (${fill.liquidity})`, [
        [this.walletOf(bot), result.walletDelta],
        [this.marginOf(bot, symbol), result.marginPosted - result.marginReleased],
        [market, -result.realisedPnl],
        [fees, result.fee],
      ]);
      const opened = prev.side === null && result.position.side !== null;
      return this.save(bot, symbol, stored, result.position, meta.time, opened ? fundingInstantAtOrBefore(meta.time) : undefined);
    });
  }

  /**
   * A liquidation at event time `time`: `result` is `liquidate(contract,
   * stored position)`. The whole margin leaves the position account: the
   * loss at the trigger price to the counterparty, the rest to insurance.
   */
  postLiquidation(bot: FuturesBot, symbol: string, result: LiquidationResult, meta: { time: number }): PositionRow {
    const c = this.contractFor(bot, symbol);
    return tx(this.db, () => {
      const stored = this.positions.get(bot.id, symbol);
      const what = `liquidation of bot ${bot.id} on ${symbol}`;
      if (!stored || stored.position.side === null) throw new DerivativesError('NO_POSITION', `${what}: no open position`);
      this.requireFunded(stored, meta.time, what);
      const prev = stored.position;
      if (result.side !== prev.side || result.lots !== prev.lots || result.marginLost !== prev.margin || result.position.side !== null) {
        throw new DerivativesError('STALE_POSITION', `${what}: the result liquidates another position than the stored one`);
      }
      if (result.realisedPnl - result.insurance !== -result.marginLost) {
        throw new DerivativesError('STALE_POSITION', `${what}: realised PnL − insurance must equal the margin lost`);
      }
      this.requireContinuity(prev, result.position, { realisedPnl: result.realisedPnl, insurance: result.insurance, margin: -prev.margin }, what);
      this.post(bot, c, 'futures-liquidation', bot.id, `${bot.id} ${symbol} ${result.side} ${result.lots} lots liquidated at ${result.triggerTicks} ticks (bankruptcy ${result.bankruptcyTicks})`, [
        [this.marginOf(bot, symbol), -result.marginLost],
        [market, -result.realisedPnl],
        [insurancePool, result.insurance],
      ]);
      return this.save(bot, symbol, stored, result.position, meta.time);
    });
  }

  /** Margin added to (`addMargin`) or withdrawn from (`reduceMargin`) an open position. */
  postMarginChange(bot: FuturesBot, symbol: string, result: CashResult, meta: { time: number }): PositionRow {
    const c = this.contractFor(bot, symbol);
    return tx(this.db, () => {
      const stored = this.positions.get(bot.id, symbol);
      const what = `margin change of bot ${bot.id} on ${symbol}`;
      if (!stored || stored.position.side === null) throw new DerivativesError('NO_POSITION', `${what}: no open position`);
      this.requireSameSize(stored.position, result.position, what);
      this.requireContinuity(stored.position, result.position, { margin: -result.walletDelta }, what);
      this.post(bot, c, 'futures-margin', bot.id, `${bot.id} ${symbol} margin ${result.walletDelta < 0 ? 'added' : 'withdrawn'}`, [
        [this.walletOf(bot), result.walletDelta],
        [this.marginOf(bot, symbol), -result.walletDelta],
      ]);
      return this.save(bot, symbol, stored, result.position, meta.time);
    });
  }

  /**
   * Funding settled at `instant` (`settleFunding(contract, stored position,
   * fix.markTicks, fix.rateE8)`), against the wallet. Idempotent per
   * (bot, symbol, instant): the journal's idempotency key is
   * `futures-funding:<botId>:<symbol>:<instant>`, and a second call for a
   * settled instant changes nothing. Called by the funding settlement.
   */
  postFunding(bot: FuturesBot, symbol: string, instant: number, result: CashResult, meta: { time: number }): PositionRow {
    const c = this.contractFor(bot, symbol);
    return tx(this.db, () => {
      const stored = this.positions.get(bot.id, symbol);
      const what = `funding of bot ${bot.id} on ${symbol} at ${iso(instant)}`;
      if (!stored) throw new DerivativesError('NO_POSITION', `${what}: no position`);
      const key = fundingKey(bot.id, symbol, instant);
      if (stored.fundedUntil >= instant) return stored;
      if (this.ledger.journalByKey(key)) {
        // Posted before (the journal and the row are written together, so only a row restored by hand gets here): move the cursor only.
        const row: PositionRow = { ...stored, fundedUntil: instant };
        this.positions.save(row);
        return row;
      }
      this.requireSameSize(stored.position, result.position, what);
      this.requireContinuity(stored.position, result.position, { funding: result.walletDelta }, what);
      this.post(bot, c, 'futures-funding', `${symbol}@${instant}`, `${bot.id} ${symbol} funding ${result.walletDelta < 0 ? 'paid' : 'received'} at ${iso(instant)}`, [
        [this.walletOf(bot), result.walletDelta],
        [fundingPool, -result.walletDelta],
      ], key);
      return this.save(bot, symbol, stored, result.position, meta.time, instant);
    });
  }

  /**
   * Marks a funding instant settled for a position without money moving:
   * nothing due (a zero payment), or a payment the wallet cannot make now,
   * kept as `fundingOwed` (engine quote units) and collected later.
   */
  markFunded(bot: FuturesBot, symbol: string, instant: number, owed: number, time: number): PositionRow {
    return tx(this.db, () => {
      const stored = this.positions.get(bot.id, symbol);
      if (!stored) throw new DerivativesError('NO_POSITION', `funding of bot ${bot.id} on ${symbol}: no position`);
      if (stored.fundedUntil >= instant) return stored;
      const row: PositionRow = { ...stored, fundedUntil: instant, fundingOwed: stored.fundingOwed + owed, updatedAt: time };
      this.positions.save(row);
      return row;
    });
  }

  /**
   * Collects funding a position owes (wallet → funding pool) and counts it in
   * the position's funding; the caller checked the wallet can pay. Idempotent:
   * keyed by the instant the debt runs to.
   */
  collectOwed(bot: FuturesBot, row: PositionRow, time: number): PositionRow {
    const c = this.contractFor(bot, row.symbol);
    return tx(this.db, () => {
      const stored = this.positions.get(bot.id, row.symbol);
      if (!stored || stored.fundingOwed === 0) return stored ?? row;
      const amount = stored.fundingOwed;
      this.post(bot, c, 'futures-funding', `${row.symbol}@${stored.fundedUntil}`, `${bot.id} ${row.symbol} owed funding paid`, [
        [this.walletOf(bot), -amount],
        [fundingPool, amount],
      ], `futures-funding-owed:${bot.id}:${row.symbol}:${stored.fundedUntil}`);
      const next: PositionRow = { ...stored, position: { ...stored.position, funding: stored.position.funding - amount }, fundingOwed: 0, updatedAt: time };
      this.positions.save(next);
      return next;
    });
  }

  // ── checks ────────────────────────────────────────────────────────────

  /**
   * The futures identity of one bot against the ledger: wallet + margins =
   * deposits + realised PnL + funding − fees − insurance, and each position
   * account holding exactly its row's margin (undefined for a bot with no
   * position row).
   */
  identity(botId: string): FuturesIdentity | undefined {
    const rows = this.positions.ofBot(botId);
    if (rows.length === 0) return undefined;
    const { userId, coin } = rows[0];
    const problems: string[] = [];
    const wallet = this.ledger.balance(botAccount(userId, botId), coin).wallet;
    let margin = 0n;
    const sums: Record<Exclude<Counter, 'margin'>, bigint> = { realisedPnl: 0n, fees: 0n, funding: 0n, insurance: 0n };
    for (const row of rows) {
      const c = this.contracts.get(row.symbol);
      if (!c || row.coin !== coin || row.userId !== userId) {
        problems.push(`${row.symbol}: position row does not belong to a ${coin} bot of user ${userId}`);
        continue;
      }
      const held = this.ledger.balance(positionAccount(userId, botId, row.symbol), coin).wallet;
      margin += held;
      if (held !== ledgerUnits(c, row.position.margin)) problems.push(`${row.symbol}: margin account holds ${held}, position says ${ledgerUnits(c, row.position.margin)}`);
      for (const k of ['realisedPnl', 'fees', 'funding', 'insurance'] as const) sums[k] += ledgerUnits(c, row.position[k]);
    }
    const deposits = (this.depositSum.get(accountKey(botAccount(userId, botId)), coin, ...FUTURES_DEPOSIT_KINDS) as { total: bigint | null }).total ?? 0n;
    const lhs = wallet + margin;
    const rhs = deposits + sums.realisedPnl + sums.funding - sums.fees - sums.insurance;
    if (lhs !== rhs) problems.push(`wallet ${wallet} + margin ${margin} = ${lhs} but deposits + PnL + funding − fees − insurance = ${rhs}`);
    return { botId, coin, wallet, margin, deposits, ...sums, ok: problems.length === 0, problems };
  }

  /** The identity of every bot with a position row; the failing ones' problems. */
  checkAll(): { bots: number; problems: string[] } {
    const problems: string[] = [];
    const ids = this.positions.botIds();
    for (const id of ids) for (const p of this.identity(id)?.problems ?? []) problems.push(`futures bot ${id}: ${p}`);
    return { bots: ids.length, problems };
  }

  // ── internals ─────────────────────────────────────────────────────────

  private requireFunded(stored: PositionRow | undefined, time: number, what: string): void {
    if (!stored || stored.position.side === null) return;
    const due = fundingInstantAtOrBefore(time);
    if (stored.fundedUntil < due) {
      throw new DerivativesError(
        'FUNDING_DUE',
        `${what} at ${iso(time)}: funding at ${iso(stored.fundedUntil + FUNDING_INTERVAL_MS)} is not settled; settle funding up to the event first`,
      );
    }
  }

  private requireSameSize(prev: FuturesPosition, next: FuturesPosition, what: string): void {
    if (next.side !== prev.side || next.lots !== prev.lots || next.cost !== prev.cost || next.leverageE2 !== prev.leverageE2) {
      throw new DerivativesError('STALE_POSITION', `${what}: the result is for another position than the stored one`);
    }
  }

  private requireContinuity(prev: FuturesPosition, next: FuturesPosition, delta: Partial<Record<Counter, number>>, what: string): void {
    for (const k of COUNTERS) {
      const expected = prev[k] + (delta[k] ?? 0);
      if (next[k] !== expected) {
        throw new DerivativesError('STALE_POSITION', `${what}: ${k} ${next[k]} does not follow from the stored ${prev[k]} (expected ${expected}); compute the result on the stored position`);
      }
    }
  }

  private post(bot: FuturesBot, c: DerivContract, kind: string, ref: string, memo: string, amounts: [AccountRef, number][], idempotencyKey?: string): void {
    const entries: Posting[] = [];
    for (const [account, units] of amounts) if (units !== 0) entries.push({ account, coin: c.coin, amount: ledgerUnits(c, units) });
    if (entries.length === 0) return;
    this.ledger.post({ kind, ref, memo, userId: bot.userId, idempotencyKey, entries });
  }

  private save(bot: FuturesBot, symbol: string, stored: PositionRow | undefined, position: FuturesPosition, time: number, fundedUntil?: number): PositionRow {
    const row: PositionRow = {
      botId: bot.id,
      symbol,
      userId: bot.userId,
      coin: bot.coin,
      position,
      fundedUntil: Math.max(fundedUntil ?? 0, stored?.fundedUntil ?? 0),
      fundingOwed: stored?.fundingOwed ?? 0,
      updatedAt: time,
    };
    this.positions.save(row);
    return row;
  }
}

/** Idempotency key of the funding journal of one position at one instant. */
export const fundingKey = (botId: string, symbol: string, instant: number): string => `futures-funding:${botId}:${symbol}:${instant}`;
