/**
 * Bot persistence: rows of `bots`, `bot_orders`, `bot_rounds`, `bot_pnl`
 * (see schema.ts), with prepared statements. Callers wrap writes in `tx` with
 * the ledger postings of the same change.
 */
import type { Db } from '../db/database';
import { nextId } from '../db/database';
import { fromUnits } from '../lib/decimal';

/** The user account that funds a bot: spot kinds 'spot' | 'fund', futures kinds 'derivatives' | 'unified'. */
export type FundingAccount = 'spot' | 'fund' | 'derivatives' | 'unified';

export type BotRow = {
  id: string;
  user_id: number;
  /** The kind's registry list type (GRID_SPOT, DCA_SPOT, …); its driver reads the row (bots/driver.ts). */
  kind: string;
  symbol: string;
  base_token: string;
  quote_token: string;
  status: string;
  account_type: FundingAccount;
  config: string;
  state: string;
  allow_follow: number;
  followed_bot_id: string;
  reward_id: string;
  reward_amount: string;
  create_time: number;
  start_time: number;
  end_time: number;
  update_time: number;
  buying_since: number;
  pnl_per_e8: number;
  apr_e8: number;
  /** Total PnL in the quote coin × 1e8 (ranking by amount). */
  pnl_e8: number;
  /** The highest 1e8 × (1 + PnL fraction) written so far. */
  peak_e8: number;
  /** The largest fall from a previous peak, as a fraction of that peak × 1e8. */
  max_dd_e8: number;
};

export type NewBot = Omit<BotRow, 'id' | 'start_time' | 'end_time' | 'update_time' | 'buying_since' | 'pnl_per_e8' | 'apr_e8' | 'pnl_e8' | 'peak_e8' | 'max_dd_e8'>;

/** Sim ms per ranking curve point (bot_rank_points): one point per 6 hours, the last figure written in it. */
export const RANK_BUCKET_MS = 6 * 3_600_000;

type RankPoint = { bucket: number; pnl_per_e8: number };

/** A bot's ranking points (bucket order) before `now`, then `perE8` at `now`, thinned evenly to `max` keeping the first and the last. */
function rankCurve(stored: readonly RankPoint[], perE8: number, now: number, max: number): Array<{ t: number; v: string }> {
  let points = stored.filter((p) => p.bucket < now).map((p) => ({ t: p.bucket, e8: p.pnl_per_e8 }));
  points.push({ t: now, e8: perE8 });
  if (points.length > max) {
    const step = (points.length - 1) / (max - 1);
    points = Array.from({ length: max }, (_, i) => points[Math.round(i * step)]);
  }
  return points.map((p) => ({ t: p.t, v: fromUnits(BigInt(p.e8), 8) }));
}

export type OrderRow = {
  /** 18 digits: 10^17 + the row id. */
  order_id: string;
  bot_id: string;
  ref: number | null;
  symbol: string;
  side: 'buy' | 'sell';
  order_type: 'limit' | 'market';
  /**
   * NEW resting; FILLED; CANCELLED taken off the book (`cancel_reason` says why; `filled_lots` > 0 would be a
   * partial fill before it, which no engine order has: each fills whole at its level); REJECTED never placed.
   */
  status: 'NEW' | 'FILLED' | 'CANCELLED' | 'REJECTED';
  price_ticks: number;
  lots: number;
  filled_lots: number;
  notional: number;
  fee: number;
  cell: number;
  profit: number | null;
  round_id: string | null;
  reject_reason: string;
  /** A cancelled order's why (the engine's OrderCancelReason: bot_closed, grid_moved, …); '' otherwise. */
  cancel_reason: string;
  create_time: number;
  update_time: number;
};

/**
 * A new order row: the fields without a default. By default nothing is
 * filled, the order has no grid cell (-1), profit, round or reject reason,
 * and its update time is its creation time.
 */
export type NewOrder = Pick<OrderRow, 'bot_id' | 'ref' | 'symbol' | 'side' | 'order_type' | 'status' | 'price_ticks' | 'lots' | 'create_time'> &
  Partial<Pick<OrderRow, 'filled_lots' | 'notional' | 'fee' | 'cell' | 'profit' | 'round_id' | 'reject_reason' | 'update_time'>>;

type StoredOrder = Omit<OrderRow, 'order_id'> & { id: number };
const ORDER_ID_BASE = 100_000_000_000_000_000n;
const orderId = (id: number | bigint): string => (ORDER_ID_BASE + BigInt(id)).toString();
const withOrderId = ({ id, ...row }: StoredOrder): OrderRow => ({ ...row, order_id: orderId(id) });

export type RoundRow = {
  round_id: string;
  bot_id: string;
  round_no: number;
  round_type: string;
  time: number;
  filled_num: number;
  skipped_num: number;
  quote_amount: number;
  fee: number;
  /** The kind's own detail of the round (JSON, '' none; migration 3). */
  detail?: string;
};

export type PnlRow = { time: number; grid_profit: number; total_pnl: number; price_ticks: number };

/** A bot's total PnL as a day began (bots-summary's PnL today). */
export type DayMark = { bot_id: string; day: number; total_pnl: string; taken_at: number };

/**
 * Figures written with every state (ranking keys): PnL and APR as fractions
 * × 1e8, and the total PnL in the quote coin × 1e8. With them the store keeps
 * the equity peak and the largest drawdown (1 + PnL fraction: the bot's
 * equity over what it was given, sampled at every state write) and a curve
 * point per RANK_BUCKET_MS.
 */
export type StateFigures = { status: string; startTime: number; endTime: number; pnlPerE8: number; aprE8: number; pnlE8: number };

export class BotStore {
  private readonly s;

  constructor(readonly db: Db) {
    this.s = {
      insertBot: db.prepare(
        `INSERT INTO bots (id, user_id, kind, symbol, base_token, quote_token, status, account_type, config, state, allow_follow,
           followed_bot_id, reward_id, reward_amount, create_time, update_time)
         VALUES (@id, @user_id, @kind, @symbol, @base_token, @quote_token, @status, @account_type, @config, @state, @allow_follow,
           @followed_bot_id, @reward_id, @reward_amount, @create_time, @create_time)`,
      ),
      saveState: db.prepare(
        `UPDATE bots SET state = @state, status = @status, start_time = @start, end_time = @end, update_time = @now,
           pnl_per_e8 = @per, apr_e8 = @apr, pnl_e8 = @pnl,
           max_dd_e8 = MAX(max_dd_e8, ((MAX(peak_e8, 100000000 + CAST(@per AS INTEGER)) - (100000000 + CAST(@per AS INTEGER))) * 100000000)
             / MAX(peak_e8, 100000000 + CAST(@per AS INTEGER), 1)),
           peak_e8 = MAX(peak_e8, 100000000 + CAST(@per AS INTEGER))
         WHERE id = @id`,
      ),
      rankPoints: db.prepare('SELECT bucket, pnl_per_e8 FROM bot_rank_points WHERE bot_id = ? ORDER BY bucket'),
      // the points of many bots at once (ids as a JSON array): one statement for a whole ranking page
      rankPointsOf: db.prepare('SELECT bot_id, bucket, pnl_per_e8 FROM bot_rank_points WHERE bot_id IN (SELECT value FROM json_each(?)) ORDER BY bot_id, bucket'),
      rankPoint: db.prepare('INSERT INTO bot_rank_points (bot_id, bucket, pnl_per_e8) VALUES (?, ?, ?) ON CONFLICT (bot_id, bucket) DO UPDATE SET pnl_per_e8 = excluded.pnl_per_e8'),
      saveConfig: db.prepare('UPDATE bots SET config = ?, update_time = ? WHERE id = ?'),
      setBuying: db.prepare('UPDATE bots SET buying_since = ? WHERE id = ?'),
      setSettlement: db.prepare("UPDATE bots SET config = json_set(config, '$.settlement', json(?)) WHERE id = ?"),
      get: db.prepare('SELECT * FROM bots WHERE id = ?'),
      active: db.prepare("SELECT * FROM bots WHERE status != 'COMPLETED' ORDER BY id"),
      countActive: db.prepare("SELECT COUNT(*) FROM bots WHERE user_id = ? AND kind = ? AND status != 'COMPLETED'").pluck(),
      listUser: db.prepare(
        `SELECT * FROM bots WHERE user_id = ? AND (status = 'COMPLETED') = ? ORDER BY create_time DESC, id DESC LIMIT ? OFFSET ?`,
      ),
      countUser: db.prepare(`SELECT COUNT(*) FROM bots WHERE user_id = ? AND (status = 'COMPLETED') = ?`).pluck(),
      // `followed_bot_id != ''` lets SQLite read the partial index bots_followers (no bot id is empty)
      followers: db.prepare("SELECT COUNT(*) FROM bots WHERE followed_bot_id != '' AND followed_bot_id = ? AND status != 'COMPLETED'").pluck(),
      insertOrder: db.prepare(
        `INSERT INTO bot_orders (bot_id, ref, symbol, side, order_type, status, price_ticks, lots, filled_lots, notional, fee, cell,
           profit, round_id, reject_reason, create_time, update_time)
         VALUES (@bot_id, @ref, @symbol, @side, @order_type, @status, @price_ticks, @lots, @filled_lots, @notional, @fee, @cell,
           @profit, @round_id, @reject_reason, @create_time, @update_time)`,
      ),
      fillOrder: db.prepare(
        `UPDATE bot_orders SET status = 'FILLED', filled_lots = ?, notional = ?, fee = ?, update_time = ?
         WHERE bot_id = ? AND ref = ? AND status = 'NEW' RETURNING id`,
      ),
      cancelOrder: db.prepare("UPDATE bot_orders SET status = 'CANCELLED', cancel_reason = ?, update_time = ? WHERE bot_id = ? AND ref = ? AND status = 'NEW'"),
      historyOrders: db.prepare(
        "SELECT * FROM bot_orders INDEXED BY bot_orders_history WHERE bot_id = ? AND status != 'NEW' ORDER BY update_time DESC, id DESC LIMIT ? OFFSET ?",
      ),
      countHistory: db.prepare("SELECT COUNT(*) FROM bot_orders INDEXED BY bot_orders_history WHERE bot_id = ? AND status != 'NEW'").pluck(),
      filledOf: db.prepare(
        "SELECT * FROM bot_orders WHERE bot_id = ? AND status = 'FILLED' AND symbol = ? ORDER BY update_time DESC, id DESC LIMIT ? OFFSET ?",
      ),
      countFilledOf: db.prepare("SELECT COUNT(*) FROM bot_orders WHERE bot_id = ? AND status = 'FILLED' AND symbol = ?").pluck(),
      orderProfit: db.prepare('UPDATE bot_orders SET profit = ? WHERE bot_id = ? AND ref = ?'),
      openOrders: db.prepare("SELECT * FROM bot_orders WHERE bot_id = ? AND status = 'NEW' ORDER BY price_ticks DESC, id LIMIT ? OFFSET ?"),
      countOpen: db.prepare("SELECT COUNT(*) FROM bot_orders WHERE bot_id = ? AND status = 'NEW'").pluck(),
      filledOrders: db.prepare(
        "SELECT * FROM bot_orders WHERE bot_id = ? AND status = 'FILLED' ORDER BY update_time DESC, id DESC LIMIT ? OFFSET ?",
      ),
      countFilled: db.prepare("SELECT COUNT(*) FROM bot_orders WHERE bot_id = ? AND status = 'FILLED'").pluck(),
      arbitrageSince: db.prepare(
        `SELECT COUNT(*) FROM bot_orders WHERE bot_id = ? AND status = 'FILLED' AND side = 'sell' AND order_type = 'limit'
           AND profit IS NOT NULL AND update_time >= ?`,
      ).pluck(),
      roundOrders: db.prepare('SELECT * FROM bot_orders WHERE round_id = ? ORDER BY id'),
      insertRound: db.prepare(
        `INSERT INTO bot_rounds (round_id, bot_id, round_no, round_type, time, filled_num, skipped_num, quote_amount, fee, detail)
         VALUES (@round_id, @bot_id, @round_no, @round_type, @time, @filled_num, @skipped_num, @quote_amount, @fee, @detail)`,
      ),
      rounds: db.prepare('SELECT * FROM bot_rounds WHERE bot_id = ? ORDER BY time DESC, round_id DESC LIMIT ? OFFSET ?'),
      countRounds: db.prepare('SELECT COUNT(*) FROM bot_rounds WHERE bot_id = ?').pluck(),
      round: db.prepare('SELECT * FROM bot_rounds WHERE round_id = ? AND bot_id = ?'),
      insertPnl: db.prepare(
        'INSERT OR REPLACE INTO bot_pnl (bot_id, time, grid_profit, total_pnl, price_ticks) VALUES (?, ?, ?, ?, ?)',
      ),
      pnl: db.prepare('SELECT time, grid_profit, total_pnl, price_ticks FROM bot_pnl WHERE bot_id = ? AND time >= ? AND time <= ? ORDER BY time'),
      lastPnlTime: db.prepare('SELECT MAX(time) FROM bot_pnl WHERE bot_id = ?').pluck(),
      userRunning: db.prepare(`SELECT * FROM bots WHERE user_id = ? AND status != 'COMPLETED' ORDER BY create_time, id`),
      userClosedSince: db.prepare(`SELECT * FROM bots WHERE user_id = ? AND status = 'COMPLETED' AND end_time >= ? ORDER BY id`),
      userCounts: db.prepare(`SELECT kind, SUM(status != 'COMPLETED') AS running, SUM(status = 'COMPLETED') AS closed FROM bots WHERE user_id = ? GROUP BY kind`),
      insertDayMark: db.prepare('INSERT OR IGNORE INTO bot_day_pnl (bot_id, day, total_pnl, taken_at) VALUES (?, ?, ?, ?)'),
      dayMark: db.prepare('SELECT * FROM bot_day_pnl WHERE bot_id = ? AND day = ?'),
      pruneDayMarks: db.prepare('DELETE FROM bot_day_pnl WHERE day < ?'),
    };
  }

  newBotId(): string {
    return nextId(this.db, 'bot');
  }

  newRoundId(): string {
    return nextId(this.db, 'bot_round');
  }

  insertBot(row: NewBot & { id: string }): void {
    this.s.insertBot.run(row);
  }

  saveState(id: string, state: unknown, f: StateFigures, now: number): void {
    this.s.saveState.run({ state: JSON.stringify(state), status: f.status, start: f.startTime, end: f.endTime, now, per: f.pnlPerE8, apr: f.aprE8, pnl: f.pnlE8, id });
    if (f.startTime > 0 && now >= f.startTime) this.s.rankPoint.run(id, Math.floor(now / RANK_BUCKET_MS) * RANK_BUCKET_MS, f.pnlPerE8);
  }

  saveConfig(id: string, config: unknown, now: number): void {
    this.s.saveConfig.run(JSON.stringify(config), now, id);
  }

  /** Records a closed bot's settlement in its config (`settlement`). */
  setSettlement(id: string, settlement: unknown): void {
    this.s.setSettlement.run(JSON.stringify(settlement), id);
  }

  setBuying(id: string, since: number): void {
    this.s.setBuying.run(since, id);
  }

  get(id: string): BotRow | undefined {
    return this.s.get.get(id) as BotRow | undefined;
  }

  /** The bot if it exists and belongs to `userId` (ownership: another user's bot reads as absent). */
  owned(id: string, userId: number, kind: string): BotRow | undefined {
    const row = this.get(id);
    return row && row.user_id === userId && row.kind === kind ? row : undefined;
  }

  active(): BotRow[] {
    return this.s.active.all() as BotRow[];
  }

  countActive(userId: number, kind: string): number {
    return this.s.countActive.get(userId, kind) as number;
  }

  listUser(userId: number, closed: boolean, limit: number, offset: number): { total: number; rows: BotRow[] } {
    return {
      total: this.s.countUser.get(userId, closed ? 1 : 0) as number,
      rows: this.s.listUser.all(userId, closed ? 1 : 0, limit, offset) as BotRow[],
    };
  }

  /**
   * A bot's PnL curve from its ranking points (bot_rank_points, one per 6 h), ending with the figure
   * `perE8` at `now`, thinned evenly to `max` points keeping the first and the last (the ranking's
   * small curve and the follow detail's curve).
   */
  pnlCurve(id: string, perE8: number, now: number, max: number): Array<{ t: number; v: string }> {
    return rankCurve(this.s.rankPoints.all(id) as RankPoint[], perE8, now, max);
  }

  /** `pnlCurve` of many bots (each with its figure now) read with one statement: bot id → curve. */
  pnlCurves(bots: readonly { id: string; perE8: number }[], now: number, max: number): Map<string, Array<{ t: number; v: string }>> {
    const byBot = new Map<string, RankPoint[]>(bots.map((b) => [b.id, []]));
    if (bots.length > 0) {
      for (const p of this.s.rankPointsOf.all(JSON.stringify(bots.map((b) => b.id))) as (RankPoint & { bot_id: string })[]) byBot.get(p.bot_id)?.push(p);
    }
    return new Map(bots.map((b) => [b.id, rankCurve(byBot.get(b.id)!, b.perE8, now, max)]));
  }

  followers(id: string): number {
    return this.s.followers.get(id) as number;
  }

  insertOrder(row: NewOrder): string {
    const full: Omit<OrderRow, 'order_id' | 'cancel_reason'> = { filled_lots: 0, notional: 0, fee: 0, cell: -1, profit: null, round_id: null, reject_reason: '', update_time: row.create_time, ...row };
    return orderId(this.s.insertOrder.run(full).lastInsertRowid);
  }

  /** Marks a resting order filled; returns its id (undefined when no such resting order). */
  fillOrder(botId: string, ref: number, lots: number, notional: number, fee: number, time: number): string | undefined {
    const row = this.s.fillOrder.get(lots, notional, fee, time, botId, ref) as { id: number } | undefined;
    return row && orderId(row.id);
  }

  /** Takes a resting order off the book: it stays in the history, CANCELLED at `time` with `reason` (the engine's why). */
  cancelOrder(botId: string, ref: number, reason: string, time: number): void {
    this.s.cancelOrder.run(reason, time, botId, ref);
  }

  setOrderProfit(botId: string, ref: number, profit: number): void {
    this.s.orderProfit.run(profit, botId, ref);
  }

  openOrders(botId: string, limit: number, offset: number): { total: number; rows: OrderRow[] } {
    return { total: this.s.countOpen.get(botId) as number, rows: (this.s.openOrders.all(botId, limit, offset) as StoredOrder[]).map(withOrderId) };
  }

  filledOrders(botId: string, limit: number, offset: number): { total: number; rows: OrderRow[] } {
    return { total: this.s.countFilled.get(botId) as number, rows: (this.s.filledOrders.all(botId, limit, offset) as StoredOrder[]).map(withOrderId) };
  }

  /** The order history: every order no longer resting (filled, cancelled, rejected), newest first (bot_orders_history). */
  historyOrders(botId: string, limit: number, offset: number): { total: number; rows: OrderRow[] } {
    return { total: this.s.countHistory.get(botId) as number, rows: (this.s.historyOrders.all(botId, limit, offset) as StoredOrder[]).map(withOrderId) };
  }

  /** Filled orders of one symbol of the bot (a combo leg), newest first. */
  filledOrdersOf(botId: string, symbol: string, limit: number, offset: number): { total: number; rows: OrderRow[] } {
    return { total: this.s.countFilledOf.get(botId, symbol) as number, rows: (this.s.filledOf.all(botId, symbol, limit, offset) as StoredOrder[]).map(withOrderId) };
  }

  /** Completed round trips (grid sells that booked profit) since `time`. */
  arbitrageSince(botId: string, time: number): number {
    return this.s.arbitrageSince.get(botId, time) as number;
  }

  insertRound(row: RoundRow): void {
    this.s.insertRound.run({ detail: '', ...row });
  }

  rounds(botId: string, limit: number, offset: number): { total: number; rows: RoundRow[] } {
    return { total: this.s.countRounds.get(botId) as number, rows: this.s.rounds.all(botId, limit, offset) as RoundRow[] };
  }

  round(botId: string, roundId: string): RoundRow | undefined {
    return this.s.round.get(roundId, botId) as RoundRow | undefined;
  }

  roundOrders(roundId: string): OrderRow[] {
    return (this.s.roundOrders.all(roundId) as StoredOrder[]).map(withOrderId);
  }

  insertPnl(botId: string, row: PnlRow): void {
    this.s.insertPnl.run(botId, row.time, row.grid_profit, row.total_pnl, row.price_ticks);
  }

  pnl(botId: string, from: number, to: number): PnlRow[] {
    return this.s.pnl.all(botId, from, to) as PnlRow[];
  }

  lastPnlTime(botId: string): number | null {
    return (this.s.lastPnlTime.get(botId) as number | null) ?? null;
  }

  /** The user's bots that are not completed, oldest first. */
  userRunning(userId: number): BotRow[] {
    return this.s.userRunning.all(userId) as BotRow[];
  }

  /** The user's bots completed at or after `time`. */
  userClosedSince(userId: number, time: number): BotRow[] {
    return this.s.userClosedSince.all(userId, time) as BotRow[];
  }

  /** Running and closed bots per kind of one user. */
  userCounts(userId: number): Map<string, { running: number; closed: number }> {
    const rows = this.s.userCounts.all(userId) as { kind: string; running: number; closed: number }[];
    return new Map(rows.map((r) => [r.kind, { running: r.running, closed: r.closed }]));
  }

  /** Records a bot's start-of-day figure (the first one taken for that day stays). */
  insertDayMark(mark: DayMark): void {
    this.s.insertDayMark.run(mark.bot_id, mark.day, mark.total_pnl, mark.taken_at);
  }

  dayMark(botId: string, day: number): DayMark | undefined {
    return this.s.dayMark.get(botId, day) as DayMark | undefined;
  }

  /** Forgets start-of-day figures of days before `day`. */
  pruneDayMarks(day: number): void {
    this.s.pruneDayMarks.run(day);
  }
}
