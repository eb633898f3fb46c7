/**
 * The caller's bots as a whole (`tradingbot/v1/bots-summary`, contracts
 * bots.ts) and the start-of-day figures PnL today is measured from.
 *
 * Every figure is a kind's own list row (`driver.listItem`: investment and
 * total PnL in its quote coin, at the current prices or at the close), so a
 * new kind counts here as soon as its driver is registered. Nothing is
 * converted between coins: totals are per quote coin.
 *
 * Start-of-day figures (`bot_day_pnl`): when the exchange's day begins
 * (00:00 UTC on the simulated clock), each running bot's total PnL is stored
 * (`DayMarks`, at the first price point of the day, once the runner has
 * stepped the bots on it). On start, a running bot without today's figure gets one at once, stamped
 * with the time it was taken: the summary then says PnL today runs from that
 * time (`today_from`), never pretending to cover the whole day. A bot created
 * today starts from 0.
 */
import { BOT_KINDS } from '@tb/util-bot-kinds';
import type { BotsSummaryResult, CoinTotals, KindSummary } from '@tb/contracts';
import { DAY_MS } from '@tb/engine';
import type { Db } from '../db/database';
import { tx } from '../db/database';
import { fromUnits, ratio, toUnits } from '../lib/decimal';
import type { Market } from '../market/market';
import type { SimClock } from '../market/clock';
import { ok } from './common/results';
import type { DriverRegistry } from './drivers';
import type { BotLifecycle } from './lifecycle';
import type { BotRunner } from './runner';
import type { BotRow, BotStore } from './store';

/** Scale of the sums (list figures carry at most 18 decimals). */
const SCALE = 18;
/** Start-of-day figures older than this are dropped. */
const KEEP_DAYS = 7;

export const dayStartOf = (time: number): number => Math.floor(time / DAY_MS) * DAY_MS;

type Deps = { db: Db; market: Market; clock: SimClock; store: BotStore; runner: BotRunner; drivers: DriverRegistry; lifecycle: BotLifecycle; log: (message: string, error?: unknown) => void };

/** A bot's list figures now (or at its close), through its kind's driver; null when the driver cannot show it. */
function figures(deps: Deps, row: BotRow, now: number): { coin: string; investment: string; pnl: string } | null {
  const driver = deps.drivers.get(row.kind);
  const found = driver && deps.lifecycle.liveOf(driver, row);
  const item = driver && found ? driver.listItem(row, found.bot, now) : null;
  return item ? { coin: item.quote_token, investment: item.total_investment, pnl: item.total_pnl } : null;
}

/** Takes the start-of-day figure of every running bot as each simulated day begins. */
export class DayMarks {
  private nextDay = 0;
  private unsubscribe: (() => void) | null = null;

  constructor(private readonly deps: Deps) {}

  /** Marks the bots missing today's figure, then follows the market across midnights. */
  start(): void {
    if (this.unsubscribe) return;
    const now = this.deps.clock.now();
    this.mark(dayStartOf(now), now);
    this.nextDay = dayStartOf(now) + DAY_MS;
    this.unsubscribe = this.deps.market.subscribe({
      price: (point) => {
        if (point.time < this.nextDay) return;
        const day = dayStartOf(point.time);
        this.nextDay = day + DAY_MS;
        // the bots first step on what the market has shown (this point included: the runner heard it first)
        this.deps.runner.drain();
        this.mark(day, Math.max(day, this.deps.clock.now()));
      },
    });
  }

  stop(): void {
    this.unsubscribe?.();
    this.unsubscribe = null;
  }

  /** Stores `day`'s figure of every running bot that has none (created before the day began). */
  mark(day: number, now: number): void {
    try {
      tx(this.deps.db, () => {
        for (const row of this.deps.store.active()) {
          if (row.create_time >= day || this.deps.store.dayMark(row.id, day)) continue;
          const f = figures(this.deps, row, now);
          if (f) this.deps.store.insertDayMark({ bot_id: row.id, day, total_pnl: f.pnl, taken_at: now });
        }
        this.deps.store.pruneDayMarks(day - KEEP_DAYS * DAY_MS);
      });
    } catch (error) {
      this.deps.log('bots: the start-of-day figures could not be stored', error);
    }
  }
}

type Sums = { investment: bigint; pnl: bigint; today: bigint };

function totalsOf(sums: Map<string, Sums>): CoinTotals[] {
  return [...sums.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([coin, s]) => ({
      coin,
      total_investment: fromUnits(s.investment, SCALE),
      total_pnl: fromUnits(s.pnl, SCALE),
      total_pnl_per: s.investment > 0n ? ratio(s.pnl, s.investment, 6) : '0',
      today_pnl: fromUnits(s.today, SCALE),
    }));
}

/** bots-summary for one user (see the module comment). */
export function botsSummary(deps: Deps, userId: number): Extract<BotsSummaryResult, { day_start: number }> {
  deps.runner.drain();
  const now = deps.clock.now();
  const day = dayStartOf(now);
  let todayFrom = day;
  const all = new Map<string, Sums>();
  const perKind = new Map<string, Map<string, Sums>>();
  const add = (kind: string, coin: string, part: Partial<Sums>) => {
    for (const map of [all, perKind.get(kind) ?? perKind.set(kind, new Map()).get(kind)!]) {
      const s = map.get(coin) ?? { investment: 0n, pnl: 0n, today: 0n };
      map.set(coin, { investment: s.investment + (part.investment ?? 0n), pnl: s.pnl + (part.pnl ?? 0n), today: s.today + (part.today ?? 0n) });
    }
  };
  const today = (row: BotRow, pnl: string): bigint => {
    if (row.create_time >= day) return toUnits(pnl, SCALE);
    const mark = deps.store.dayMark(row.id, day);
    if (!mark) return 0n;
    todayFrom = Math.max(todayFrom, mark.taken_at);
    return toUnits(pnl, SCALE) - toUnits(mark.total_pnl, SCALE);
  };
  for (const row of deps.store.userRunning(userId)) {
    const f = figures(deps, row, now);
    if (f) add(row.kind, f.coin, { investment: toUnits(f.investment, SCALE), pnl: toUnits(f.pnl, SCALE), today: today(row, f.pnl) });
  }
  for (const row of deps.store.userClosedSince(userId, day)) {
    const f = figures(deps, row, now);
    if (f) add(row.kind, f.coin, { today: today(row, f.pnl) });
  }
  const counts = deps.store.userCounts(userId);
  const kinds: KindSummary[] = BOT_KINDS.map((kind) => ({
    bot_type: kind.listType,
    running: counts.get(kind.listType)?.running ?? 0,
    closed: counts.get(kind.listType)?.closed ?? 0,
    totals: totalsOf(perKind.get(kind.listType) ?? new Map()),
  }));
  return ok({
    day_start: day,
    today_from: todayFrom,
    running: kinds.reduce((n, k) => n + k.running, 0),
    closed: kinds.reduce((n, k) => n + k.closed, 0),
    totals: totalsOf(all),
    kinds,
  });
}
