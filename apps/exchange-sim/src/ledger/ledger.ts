import type { AccountType } from '@tb/contracts';
import { type Db, tx } from '../db/database';
import { fromUnits, toUnits, DecimalError } from '../lib/decimal';
import { coinInfo } from './coins';

/**
 * The double-entry ledger. Every balance change is a journal whose entries sum
 * to zero per coin; `balances` keeps the running total per account and coin.
 * Money enters and leaves through the `external` system account (deposits and
 * withdrawals), so for every coin:
 *
 *   Σ entries on all non-external accounts = deposits − withdrawals.
 *
 * Amounts are bigint minor units (coin scale from ledger/coins.ts). All writes
 * run inside one transaction (joining the caller's when there is one).
 *
 * Accounts:
 * - `user:<id>:<type>`        a user's spot / derivatives / unified / fund / bot account;
 * - `user:<id>:bot:<botId>`   one bot's own funds (shown under the user's `bot` account type);
 * - `user:<id>:bot:<botId>:position:<symbol>`  the isolated margin of a futures bot's position
 *                             on one contract (also under `bot`; see derivatives/postings.ts);
 * - `system:<name>`           external (deposits/withdrawals), market (trade counterparty), fees,
 *                             funding (perpetual funding paid and received), insurance (what
 *                             liquidations leave of the margin).
 */
export type SystemAccountName = 'external' | 'market' | 'fees' | 'funding' | 'insurance';
export type AccountRef =
  | { kind: 'user'; userId: number; type: AccountType }
  | { kind: 'bot'; userId: number; botId: string }
  | { kind: 'position'; userId: number; botId: string; symbol: string }
  | { kind: 'system'; name: SystemAccountName };

export const userAccount = (userId: number, type: AccountType): AccountRef => ({ kind: 'user', userId, type });
export const botAccount = (userId: number, botId: string): AccountRef => ({ kind: 'bot', userId, botId });
/** The position margin of a bot on one contract: a sub-account of the bot, so balances show wallet and margin apart. */
export const positionAccount = (userId: number, botId: string, symbol: string): AccountRef => ({ kind: 'position', userId, botId, symbol });
export const systemAccount = (name: SystemAccountName): AccountRef => ({ kind: 'system', name });

export function accountKey(ref: AccountRef): string {
  switch (ref.kind) {
    case 'user':
      return `user:${ref.userId}:${ref.type}`;
    case 'bot':
      return `user:${ref.userId}:bot:${ref.botId}`;
    case 'position':
      return `user:${ref.userId}:bot:${ref.botId}:position:${ref.symbol}`;
    case 'system':
      return `system:${ref.name}`;
  }
}

function ownerOf(ref: AccountRef): { userId: number | null; type: string | null } {
  if (ref.kind === 'user') return { userId: ref.userId, type: ref.type };
  if (ref.kind === 'bot' || ref.kind === 'position') return { userId: ref.userId, type: 'bot' };
  return { userId: null, type: null };
}

export type LedgerErrorCode = 'INSUFFICIENT_BALANCE' | 'UNKNOWN_COIN' | 'INVALID_AMOUNT' | 'UNBALANCED' | 'NO_HOLD';

/** Largest amount (minor units) one entry may move: 2^62, half the 64-bit range, so sums cannot overflow unnoticed. */
export const MAX_UNITS = 2n ** 62n;

export class LedgerError extends Error {
  constructor(
    readonly code: LedgerErrorCode,
    message: string,
  ) {
    super(message);
  }
}

export type Posting = { account: AccountRef; coin: string; amount: bigint };
export type PostInput = {
  /** What happened: 'deposit', 'withdrawal', 'transfer', 'grid-create', … */
  kind: string;
  /** A business reference (transfer id, bot id, order id). */
  ref?: string;
  memo?: string;
  /** The user the journal concerns (for history queries). */
  userId?: number;
  /** A key that makes the post idempotent: posting the same key again returns the first journal. */
  idempotencyKey?: string;
  entries: Posting[];
};
export type Journal = { id: string; kind: string; ref: string; memo: string; createdAt: number; replayed: boolean };

export type BalanceRow = { wallet: bigint; frozen: bigint; available: bigint };
export type UserBalanceRow = { accountType: AccountType; coin: string; wallet: bigint; frozen: bigint };

export type LedgerCheck = {
  ok: boolean;
  problems: string[];
  coins: { coin: string; deposits: string; withdrawals: string; held: string }[];
  journals: number;
  entries: number;
};

export class Ledger {
  /** The database the ledger writes (to join its postings with other changes in one `tx`). */
  readonly database: Db;
  private readonly insertJournal;
  private readonly insertEntry;
  private readonly upsertBalance;
  private readonly selectBalance;
  private readonly selectJournalByKey;
  private readonly selectUserBalances;
  private readonly selectHold;
  private readonly upsertHold;
  private readonly deleteHold;
  private readonly addFrozen;

  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {
    this.database = db;
    this.insertJournal = db.prepare(
      'INSERT INTO journals (kind, ref, memo, user_id, idempotency_key, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    );
    this.insertEntry = db.prepare('INSERT INTO entries (journal_id, account, coin, amount) VALUES (?, ?, ?, ?)');
    this.upsertBalance = db
      .prepare(
        `INSERT INTO balances (account, coin, user_id, account_type, wallet, frozen) VALUES (?, ?, ?, ?, ?, 0)
         ON CONFLICT (account, coin) DO UPDATE SET wallet = wallet + excluded.wallet
         RETURNING wallet, frozen`,
      )
      .safeIntegers(true);
    this.selectBalance = db.prepare('SELECT wallet, frozen FROM balances WHERE account = ? AND coin = ?').safeIntegers(true);
    this.selectJournalByKey = db.prepare('SELECT id, kind, ref, memo, created_at FROM journals WHERE idempotency_key = ?');
    this.selectUserBalances = db
      .prepare(
        `SELECT account_type, coin, SUM(wallet) AS wallet, SUM(frozen) AS frozen FROM balances
         WHERE user_id = ? GROUP BY account_type, coin`,
      )
      .safeIntegers(true);
    this.selectHold = db.prepare('SELECT amount FROM holds WHERE account = ? AND coin = ? AND ref = ?').safeIntegers(true);
    this.upsertHold = db.prepare(
      `INSERT INTO holds (account, coin, ref, amount) VALUES (?, ?, ?, ?)
       ON CONFLICT (account, coin, ref) DO UPDATE SET amount = amount + excluded.amount`,
    );
    this.deleteHold = db.prepare('DELETE FROM holds WHERE account = ? AND coin = ? AND ref = ?');
    this.addFrozen = db
      .prepare(
        `INSERT INTO balances (account, coin, user_id, account_type, wallet, frozen) VALUES (?, ?, ?, ?, 0, ?)
         ON CONFLICT (account, coin) DO UPDATE SET frozen = frozen + excluded.frozen RETURNING wallet, frozen`,
      )
      .safeIntegers(true);
  }

  /**
   * Parses a decimal amount for a coin into minor units; rejects unknown coins,
   * excess decimals and amounts beyond MAX_UNITS (balances are 64-bit integers).
   */
  units(coin: string, amount: string): bigint {
    const info = coinInfo(coin);
    if (!info) throw new LedgerError('UNKNOWN_COIN', `unknown coin: ${coin}`);
    try {
      const units = toUnits(amount, info.scale);
      if (units > MAX_UNITS || units < -MAX_UNITS) {
        throw new LedgerError('INVALID_AMOUNT', `amount: at most ${this.format(coin, MAX_UNITS)} ${coin}`);
      }
      return units;
    } catch (error) {
      if (error instanceof DecimalError) {
        throw new LedgerError('INVALID_AMOUNT', `amount: ${coin} supports at most ${info.scale} decimal places`);
      }
      throw error;
    }
  }

  /** Formats minor units of a coin as a decimal string (trailing zeros trimmed). */
  format(coin: string, units: bigint): string {
    const info = coinInfo(coin);
    if (!info) throw new LedgerError('UNKNOWN_COIN', `unknown coin: ${coin}`);
    return fromUnits(units, info.scale);
  }

  /**
   * Posts one journal. Entries must sum to zero per coin; a user or bot
   * account may not end below its frozen amount (available < 0). Throws
   * LedgerError and changes nothing when a rule is broken.
   */
  post(input: PostInput): Journal {
    return tx(this.db, () => {
      if (input.idempotencyKey) {
        const existing = this.selectJournalByKey.get(input.idempotencyKey) as
          | { id: number; kind: string; ref: string; memo: string; created_at: number }
          | undefined;
        if (existing) {
          return {
            id: String(existing.id),
            kind: existing.kind,
            ref: existing.ref,
            memo: existing.memo,
            createdAt: existing.created_at,
            replayed: true,
          };
        }
      }
      if (input.entries.length < 2) throw new LedgerError('UNBALANCED', 'a journal needs at least two entries');
      const sums = new Map<string, bigint>();
      for (const entry of input.entries) {
        if (!coinInfo(entry.coin)) throw new LedgerError('UNKNOWN_COIN', `unknown coin: ${entry.coin}`);
        if (entry.amount === 0n) throw new LedgerError('INVALID_AMOUNT', 'amount must not be zero');
        sums.set(entry.coin, (sums.get(entry.coin) ?? 0n) + entry.amount);
      }
      for (const [coin, sum] of sums) {
        if (sum !== 0n) throw new LedgerError('UNBALANCED', `entries for ${coin} do not sum to zero (${sum})`);
      }
      const createdAt = this.now();
      const ref = input.ref ?? '';
      const memo = input.memo ?? '';
      const info = this.insertJournal.run(input.kind, ref, memo, input.userId ?? null, input.idempotencyKey ?? null, createdAt);
      const journalId = info.lastInsertRowid;
      for (const entry of input.entries) {
        const key = accountKey(entry.account);
        const owner = ownerOf(entry.account);
        if (entry.amount > MAX_UNITS || entry.amount < -MAX_UNITS) {
          throw new LedgerError('INVALID_AMOUNT', `amount: at most ${this.format(entry.coin, MAX_UNITS)} ${entry.coin}`);
        }
        this.insertEntry.run(journalId, key, entry.coin, entry.amount);
        let after: { wallet: bigint; frozen: bigint };
        try {
          after = this.upsertBalance.get(key, entry.coin, owner.userId, owner.type, entry.amount) as { wallet: bigint; frozen: bigint };
        } catch (error) {
          if (error instanceof Error && /integer overflow/i.test(error.message)) {
            throw new LedgerError('INVALID_AMOUNT', `amount: the ${entry.coin} balance would exceed what the ledger can hold`);
          }
          throw error;
        }
        if (entry.account.kind !== 'system' && after.wallet - after.frozen < 0n) {
          // Throwing rolls back the whole journal.
          const available = after.wallet - after.frozen - entry.amount;
          throw new LedgerError(
            'INSUFFICIENT_BALANCE',
            `insufficient ${entry.coin} balance: available ${this.format(entry.coin, available)}, needed ${this.format(entry.coin, -entry.amount)}`,
          );
        }
      }
      return { id: String(journalId), kind: input.kind, ref, memo, createdAt, replayed: false };
    });
  }

  /** Moves `amount` (> 0) of a coin from one account to another as one journal. */
  transfer(input: {
    from: AccountRef;
    to: AccountRef;
    coin: string;
    amount: bigint;
    kind: string;
    ref?: string;
    memo?: string;
    userId?: number;
    idempotencyKey?: string;
  }): Journal {
    if (input.amount <= 0n) throw new LedgerError('INVALID_AMOUNT', 'amount must be greater than zero');
    return this.post({
      kind: input.kind,
      ref: input.ref,
      memo: input.memo,
      userId: input.userId,
      idempotencyKey: input.idempotencyKey,
      entries: [
        { account: input.from, coin: input.coin, amount: -input.amount },
        { account: input.to, coin: input.coin, amount: input.amount },
      ],
    });
  }

  /** Money arriving from outside the exchange. */
  deposit(to: AccountRef, coin: string, amount: bigint, memo = 'deposit'): Journal {
    return this.transfer({
      from: systemAccount('external'),
      to,
      coin,
      amount,
      kind: 'deposit',
      memo,
      userId: to.kind === 'system' ? undefined : to.userId,
    });
  }

  /** Money leaving the exchange. */
  withdraw(from: AccountRef, coin: string, amount: bigint, memo = 'withdrawal'): Journal {
    return this.transfer({
      from,
      to: systemAccount('external'),
      coin,
      amount,
      kind: 'withdrawal',
      memo,
      userId: from.kind === 'system' ? undefined : from.userId,
    });
  }

  /** Reserves part of an account's available balance under a reference (an order, a bot being set up). */
  hold(account: AccountRef, coin: string, ref: string, amount: bigint): void {
    if (amount <= 0n) throw new LedgerError('INVALID_AMOUNT', 'amount must be greater than zero');
    tx(this.db, () => {
      const key = accountKey(account);
      const owner = ownerOf(account);
      const after = this.addFrozen.get(key, coin, owner.userId, owner.type, amount) as { wallet: bigint; frozen: bigint };
      if (after.frozen > after.wallet) {
        throw new LedgerError(
          'INSUFFICIENT_BALANCE',
          `insufficient ${coin} balance: available ${this.format(coin, after.wallet - after.frozen + amount)}, needed ${this.format(coin, amount)}`,
        );
      }
      this.upsertHold.run(key, coin, ref, amount);
    });
  }

  /** Releases a hold entirely; returns the amount released. */
  release(account: AccountRef, coin: string, ref: string): bigint {
    return tx(this.db, () => {
      const key = accountKey(account);
      const row = this.selectHold.get(key, coin, ref) as { amount: bigint } | undefined;
      if (!row) throw new LedgerError('NO_HOLD', `no hold ${ref} on ${key} ${coin}`);
      this.deleteHold.run(key, coin, ref);
      const owner = ownerOf(account);
      this.addFrozen.get(key, coin, owner.userId, owner.type, -row.amount);
      return row.amount;
    });
  }

  balance(account: AccountRef, coin: string): BalanceRow {
    const row = this.selectBalance.get(accountKey(account), coin) as { wallet: bigint; frozen: bigint } | undefined;
    const wallet = row?.wallet ?? 0n;
    const frozen = row?.frozen ?? 0n;
    return { wallet, frozen, available: wallet - frozen };
  }

  /** A user's balances grouped by account type and coin (bot sub-accounts summed into `bot`). */
  userBalances(userId: number): UserBalanceRow[] {
    return (this.selectUserBalances.all(userId) as { account_type: AccountType; coin: string; wallet: bigint; frozen: bigint }[]).map(
      (row) => ({ accountType: row.account_type, coin: row.coin, wallet: row.wallet, frozen: row.frozen }),
    );
  }

  journalByKey(key: string): Journal | undefined {
    const row = this.selectJournalByKey.get(key) as
      | { id: number; kind: string; ref: string; memo: string; created_at: number }
      | undefined;
    return row && { id: String(row.id), kind: row.kind, ref: row.ref, memo: row.memo, createdAt: row.created_at, replayed: true };
  }

  /**
   * The invariant check (tests and `sim:admin ledger-check`):
   * 1. every journal sums to zero per coin;
   * 2. each running balance equals the sum of its account's entries;
   * 3. per coin, the entries on all non-external accounts sum to deposits − withdrawals;
   * 4. user and bot accounts satisfy 0 ≤ frozen ≤ wallet, and frozen equals the sum of holds.
   */
  check(): LedgerCheck {
    const problems: string[] = [];
    const db = this.db;
    const read = <T>(sql: string) => db.prepare(sql).safeIntegers(true).all() as T[];
    for (const row of read<{ journal_id: bigint; coin: string; total: bigint }>(
      'SELECT journal_id, coin, SUM(amount) AS total FROM entries GROUP BY journal_id, coin HAVING total != 0',
    )) {
      problems.push(`journal ${row.journal_id} ${row.coin} sums to ${row.total}`);
    }
    for (const row of read<{ account: string; coin: string; wallet: bigint; total: bigint | null }>(
      `SELECT b.account, b.coin, b.wallet, (SELECT SUM(e.amount) FROM entries e WHERE e.account = b.account AND e.coin = b.coin) AS total
       FROM balances b`,
    )) {
      if ((row.total ?? 0n) !== row.wallet) {
        problems.push(`balance ${row.account} ${row.coin} is ${row.wallet} but its entries sum to ${row.total ?? 0n}`);
      }
    }
    for (const row of read<{ account: string; coin: string; total: bigint }>(
      `SELECT e.account, e.coin, SUM(e.amount) AS total FROM entries e
       WHERE NOT EXISTS (SELECT 1 FROM balances b WHERE b.account = e.account AND b.coin = e.coin)
       GROUP BY e.account, e.coin`,
    )) {
      problems.push(`entries on ${row.account} ${row.coin} (${row.total}) have no balance row`);
    }
    const coins: LedgerCheck['coins'] = [];
    const perCoin = read<{ coin: string; deposits: bigint | null; withdrawals: bigint | null; held: bigint | null }>(
      `SELECT coin,
         (SELECT -SUM(amount) FROM entries x WHERE x.coin = c.coin AND x.account = 'system:external' AND x.amount < 0) AS deposits,
         (SELECT SUM(amount) FROM entries x WHERE x.coin = c.coin AND x.account = 'system:external' AND x.amount > 0) AS withdrawals,
         (SELECT SUM(amount) FROM entries x WHERE x.coin = c.coin AND x.account != 'system:external') AS held
       FROM (SELECT DISTINCT coin FROM entries) c ORDER BY coin`,
    );
    for (const row of perCoin) {
      const deposits = row.deposits ?? 0n;
      const withdrawals = row.withdrawals ?? 0n;
      const held = row.held ?? 0n;
      if (held !== deposits - withdrawals) {
        problems.push(`${row.coin}: accounts hold ${held} but deposits − withdrawals = ${deposits - withdrawals}`);
      }
      const format = (units: bigint) => (coinInfo(row.coin) ? this.format(row.coin, units) : units.toString());
      coins.push({ coin: row.coin, deposits: format(deposits), withdrawals: format(withdrawals), held: format(held) });
    }
    for (const row of read<{ account: string; coin: string; wallet: bigint; frozen: bigint; holds: bigint | null }>(
      `SELECT b.account, b.coin, b.wallet, b.frozen,
         (SELECT SUM(h.amount) FROM holds h WHERE h.account = b.account AND h.coin = b.coin) AS holds
       FROM balances b WHERE b.user_id IS NOT NULL`,
    )) {
      if (row.frozen < 0n || row.frozen > row.wallet) {
        problems.push(`${row.account} ${row.coin}: frozen ${row.frozen} outside 0..wallet ${row.wallet}`);
      }
      if ((row.holds ?? 0n) !== row.frozen) {
        problems.push(`${row.account} ${row.coin}: frozen ${row.frozen} but holds sum to ${row.holds ?? 0n}`);
      }
    }
    const count = (sql: string) => Number((db.prepare(sql).get() as { n: number }).n);
    return {
      ok: problems.length === 0,
      problems,
      coins,
      journals: count('SELECT COUNT(*) AS n FROM journals'),
      entries: count('SELECT COUNT(*) AS n FROM entries'),
    };
  }
}

