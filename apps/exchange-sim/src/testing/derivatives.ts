/**
 * Helpers for the derivatives tests: a bare ledger database (for property
 * tests that need thousands of fresh ledgers), a funding-rate table standing
 * in for the market where a test chooses the rates by hand, and the few lines
 * a futures driver runs per trade (engine result on the stored position, then
 * the posting).
 */
import { type FuturesFill, type FillSide, type Liquidity, applyFill } from '@tb/engine';
import { type Db, openDb } from '../db/database';
import { Ledger, userAccount } from '../ledger/ledger';
import type { FundingFix } from '../market/marks';
import { type Derivatives, createDerivatives } from '../derivatives';
import type { FundingSource } from '../derivatives/funding';
import type { PositionRow } from '../derivatives/positions';
import type { FuturesBot } from '../derivatives/postings';

/** Funding rates fixed by hand: (symbol, instant) → rate and mark. */
export class RatesTable implements FundingSource {
  private readonly fixes = new Map<string, FundingFix>();

  set(symbol: string, time: number, rateE8: number, markTicks: number): FundingFix {
    const fix: FundingFix = { symbol, time, rateE8, premiumIndexE8: 0, samples: 0, markTicks, indexTicks: markTicks };
    this.fixes.set(`${symbol}@${time}`, fix);
    return fix;
  }

  fundingAt(symbol: string, time: number): FundingFix | undefined {
    return this.fixes.get(`${symbol}@${time}`);
  }

  clear(): void {
    this.fixes.clear();
  }
}

export type BareDerivatives = {
  db: Db;
  ledger: Ledger;
  d: Derivatives;
  rates: RatesTable;
  userId: number;
  /** Empties the ledger, the positions and the rates (a fresh start without re-creating the database). */
  reset(): void;
  close(): void;
};

/** An in-memory database (migrated) with one user, its ledger and the derivatives side on a rates table. */
export function bareDerivatives(now: () => number = () => 0): BareDerivatives {
  const db = openDb({ path: ':memory:', synchronous: 'normal' });
  db.prepare("INSERT INTO users (id, email, password_hash, username, referral_code, created_at) VALUES (1, 'p@example.com', '-', 'p', 'REF1', 0)").run();
  const ledger = new Ledger(db, now);
  const rates = new RatesTable();
  const d = createDerivatives({ db, ledger, rates });
  const reset = () => {
    db.exec('DELETE FROM entries; DELETE FROM journals; DELETE FROM balances; DELETE FROM holds; DELETE FROM futures_positions;');
    rates.clear();
  };
  return { db, ledger, d, rates, userId: 1, reset, close: () => db.close() };
}

/** Deposits into a user's account from outside (ledger units). */
export function deposit(ledger: Ledger, userId: number, account: 'derivatives' | 'unified' | 'spot' | 'fund', coin: string, amount: bigint): void {
  ledger.deposit(userAccount(userId, account), coin, amount);
}

/** What a driver does for one fill: the engine on the stored position, then the posting. */
export function trade(
  d: Derivatives,
  bot: FuturesBot,
  symbol: string,
  side: FillSide,
  lots: number,
  ticks: number,
  time: number,
  options: { leverageE2?: number; liquidity?: Liquidity; orderId?: string } = {},
): PositionRow {
  const c = d.contracts.get(symbol)!;
  const base = d.postings.basePosition(bot.id, symbol, options.leverageE2 ?? 1000);
  const fill: FuturesFill = { side, lots, ticks, liquidity: options.liquidity ?? 'taker' };
  return d.postings.postFuturesFill(bot, symbol, fill, applyFill(c.futures, base, fill), { time, orderId: options.orderId });
}
