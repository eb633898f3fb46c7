/**
 * The futures positions table (migration 3): one row per bot and contract,
 * the engine's `FuturesPosition` as integers (prices in the contract's ticks,
 * size in lots, money in engine quote units), plus the funding bookkeeping
 * the settlement needs:
 * - `fundedUntil`: the last funding instant the position has been settled at,
 *   or is not owed (a position opened at T owes nothing at instants ≤ T);
 * - `fundingOwed`: funding the position owed at a past instant that its bot's
 *   wallet could not pay then (engine quote units, ≥ 0), collected as soon as
 *   the wallet can (derivatives/funding.ts).
 *
 * Rows are written only by the postings module and the funding settlement,
 * inside the transaction of the ledger journal of the same change. A flat
 * position keeps its row: the counters (realised PnL, fees, funding,
 * insurance) are the bot's lifetime figures on that contract.
 */
import type { FuturesPosition } from '@tb/engine';
import type { Db } from '../db/database';

export type PositionKey = { botId: string; symbol: string };

export type PositionRow = {
  botId: string;
  symbol: string;
  userId: number;
  /** Settlement coin. */
  coin: string;
  position: FuturesPosition;
  fundedUntil: number;
  fundingOwed: number;
  updatedAt: number;
};

type Stored = {
  bot_id: string;
  symbol: string;
  user_id: number;
  coin: string;
  side: 'long' | 'short' | null;
  lots: number;
  cost: number;
  margin: number;
  leverage_e2: number;
  tier: number;
  liq_ticks: number;
  bankruptcy_ticks: number;
  realised_pnl: number;
  fees: number;
  funding: number;
  insurance: number;
  funded_until: number;
  funding_owed: number;
  updated_at: number;
};

const fromStored = (r: Stored): PositionRow => ({
  botId: r.bot_id,
  symbol: r.symbol,
  userId: r.user_id,
  coin: r.coin,
  position: {
    side: r.side,
    lots: r.lots,
    cost: r.cost,
    margin: r.margin,
    leverageE2: r.leverage_e2,
    tier: r.tier,
    liqTicks: r.liq_ticks,
    bankruptcyTicks: r.bankruptcy_ticks,
    realisedPnl: r.realised_pnl,
    fees: r.fees,
    funding: r.funding,
    insurance: r.insurance,
  },
  fundedUntil: r.funded_until,
  fundingOwed: r.funding_owed,
  updatedAt: r.updated_at,
});

export class PositionStore {
  private readonly s;

  constructor(readonly db: Db) {
    this.s = {
      get: db.prepare('SELECT * FROM futures_positions WHERE bot_id = ? AND symbol = ?'),
      upsert: db.prepare(
        `INSERT INTO futures_positions (bot_id, symbol, user_id, coin, side, lots, cost, margin, leverage_e2, tier, liq_ticks, bankruptcy_ticks,
           realised_pnl, fees, funding, insurance, funded_until, funding_owed, updated_at)
         VALUES (@bot_id, @symbol, @user_id, @coin, @side, @lots, @cost, @margin, @leverage_e2, @tier, @liq_ticks, @bankruptcy_ticks,
           @realised_pnl, @fees, @funding, @insurance, @funded_until, @funding_owed, @updated_at)
         ON CONFLICT (bot_id, symbol) DO UPDATE SET side = excluded.side, lots = excluded.lots, cost = excluded.cost, margin = excluded.margin,
           leverage_e2 = excluded.leverage_e2, tier = excluded.tier, liq_ticks = excluded.liq_ticks, bankruptcy_ticks = excluded.bankruptcy_ticks,
           realised_pnl = excluded.realised_pnl, fees = excluded.fees, funding = excluded.funding, insurance = excluded.insurance,
           funded_until = excluded.funded_until, funding_owed = excluded.funding_owed, updated_at = excluded.updated_at`,
      ),
      ofBot: db.prepare('SELECT * FROM futures_positions WHERE bot_id = ? ORDER BY symbol'),
      ofUser: db.prepare('SELECT * FROM futures_positions WHERE user_id = ? ORDER BY bot_id, symbol'),
      due: db.prepare('SELECT * FROM futures_positions WHERE side IS NOT NULL AND funded_until < ? ORDER BY bot_id, symbol'),
      owing: db.prepare('SELECT * FROM futures_positions WHERE funding_owed > 0 ORDER BY bot_id, symbol'),
      open: db.prepare('SELECT * FROM futures_positions WHERE side IS NOT NULL ORDER BY bot_id, symbol'),
      bots: db.prepare('SELECT DISTINCT bot_id FROM futures_positions ORDER BY bot_id').pluck(),
    };
  }

  get(botId: string, symbol: string): PositionRow | undefined {
    const row = this.s.get.get(botId, symbol) as Stored | undefined;
    return row && fromStored(row);
  }

  /** Writes a row (call inside the transaction of its ledger journal). */
  save(row: PositionRow): void {
    const p = row.position;
    this.s.upsert.run({
      bot_id: row.botId,
      symbol: row.symbol,
      user_id: row.userId,
      coin: row.coin,
      side: p.side,
      lots: p.lots,
      cost: p.cost,
      margin: p.margin,
      leverage_e2: p.leverageE2,
      tier: p.tier,
      liq_ticks: p.liqTicks,
      bankruptcy_ticks: p.bankruptcyTicks,
      realised_pnl: p.realisedPnl,
      fees: p.fees,
      funding: p.funding,
      insurance: p.insurance,
      funded_until: row.fundedUntil,
      funding_owed: row.fundingOwed,
      updated_at: row.updatedAt,
    });
  }

  /** A bot's rows (every contract it has traded), by symbol. */
  ofBot(botId: string): PositionRow[] {
    return (this.s.ofBot.all(botId) as Stored[]).map(fromStored);
  }

  ofUser(userId: number): PositionRow[] {
    return (this.s.ofUser.all(userId) as Stored[]).map(fromStored);
  }

  /** Open positions with a funding instant before or at `instant` not yet settled. */
  dueBy(instant: number): PositionRow[] {
    return (this.s.due.all(instant) as Stored[]).map(fromStored);
  }

  /** Rows carrying funding their wallet could not pay yet. */
  owing(): PositionRow[] {
    return (this.s.owing.all() as Stored[]).map(fromStored);
  }

  /** Every open position. */
  open(): PositionRow[] {
    return (this.s.open.all() as Stored[]).map(fromStored);
  }

  /** Ids of every bot with a position row. */
  botIds(): string[] {
    return this.s.bots.all() as string[];
  }
}
