/**
 * The ranking, across every kind a trader can copy (a driver with a copy
 * detail, `driver.follow`, or ranking figures, `driver.ranking`): the
 * followable (`allow_follow`) running bots of those kinds. DCA bots are not
 * ranked: the spec gives DCA no copy detail, and the ranking is where a
 * trader finds a bot to copy. Queries filter by those kinds, never by a
 * kind's name, and read the ranking keys every state write refreshes
 * (store.saveState: `start_time`, `pnl_per_e8`, `apr_e8`, `pnl_e8`, the
 * equity peak and `max_dd_e8`, a curve point per RANK_BUCKET_MS).
 *
 * - `filter()`: ranking-filter (contracts spot-grid.ts) — running-time bands,
 *   PnL bands with how many ranked bots fall in each now, the sort keys;
 * - `mixedRanking()`: tools `mixed-ranking` (contracts tools.ts) — sorted,
 *   filtered and paged in SQL on those columns (indexed `bots_ranked`, which
 *   holds every column the count and the sort read, so neither touches a
 *   bot's row and its state blob), so an answer sorts narrow keys (ids) and
 *   reads the page's rows alone, one statement each (prepared once, ids as a
 *   JSON array): their copied counts (`bots_followers`), leverage (the
 *   futures states' `config.leverageE2`) and curve points.
 *   Max drawdown: the largest fall of 1 + PnL fraction (the bot's equity over
 *   what it was given) from an earlier peak, sampled at every state write.
 *   The risk figure beside the return: return ÷ max(drawdown, 1 %).
 * - `list()`: the ranked bots as their kinds summarise them (tests, tools).
 */
import {
  MIXED_RANKING_DEFAULT_LIMIT,
  type MixedRankingBody,
  type MixedRankingResult,
  RANKING_CURVE_POINTS,
  type RankingRow,
} from '@tb/contracts';
import { compareDecimal } from '@tb/engine';
import { RANKING_PNL_BAND_PERCENT, RANKING_RUN_TIME_HOURS, type RankingSort, rankingPnlBand, rankingRunTime, rankingSort } from '@tb/util-enums';
import type { Statement } from 'better-sqlite3';
import type { SimContext } from '../context';
import { fromUnits } from '../lib/decimal';
import { maskName } from './common/display';
import { ok } from './common/results';
import type { RankingSummary } from './driver';
import type { DriverRegistry } from './drivers';
import type { FollowService } from './follow';
import type { BotLifecycle } from './lifecycle';
import type { BotRunner } from './runner';
import type { BotRow, BotStore } from './store';

type Ranked = { start_time: number; pnl_per_e8: number };

/** The columns a ranking row is made of. */
type RankedRow = Pick<BotRow, 'id' | 'kind' | 'symbol' | 'base_token' | 'quote_token' | 'user_id' | 'start_time' | 'pnl_per_e8' | 'apr_e8' | 'pnl_e8' | 'max_dd_e8'> & {
  rtd_e2: number;
  leverage_e2: number | null;
};

/** The risk figure's drawdown floor (RANKING_DRAWDOWN_FLOOR, 1 %) × 1e8. */
const RTD_FLOOR_E8 = 1_000_000;

/** Prepared statements the ranking keeps (one per distinct SQL text) before it starts over. */
const STATEMENT_CACHE_MAX = 256;

/** The page's copied counts and followers' PnL (ids: a JSON array); `followed_bot_id != ''` reads the partial index bots_followers alone. */
const PAGE_FOLLOWERS_SQL = `SELECT followed_bot_id AS id, SUM(status != 'COMPLETED') AS n, SUM(pnl_e8) AS pnl FROM bots
  WHERE followed_bot_id != '' AND followed_bot_id IN (SELECT value FROM json_each(?)) GROUP BY followed_bot_id`;

/** The page's rows (ids: a JSON array). */
const PAGE_ROWS_SQL = `SELECT id, kind, symbol, base_token, quote_token, user_id, start_time, pnl_per_e8, apr_e8, pnl_e8, max_dd_e8,
    (pnl_per_e8 * 100) / MAX(max_dd_e8, ${RTD_FLOOR_E8}) AS rtd_e2, json_extract(state, '$.config.leverageE2') AS leverage_e2
  FROM bots WHERE id IN (SELECT value FROM json_each(?))`;

export class RankingService {
  private readonly statements = new Map<string, Statement>();

  constructor(private readonly deps: { ctx: SimContext; runner: BotRunner; drivers: DriverRegistry; lifecycle: BotLifecycle; follow: FollowService; store: BotStore }) {}

  /** The kinds whose bots are ranked. */
  kinds(): string[] {
    return this.deps.drivers
      .all()
      .filter((d) => d.ranking || d.follow)
      .map((d) => d.kind);
  }

  /** Followable running bots of the ranked kinds (their rows). */
  private rows<T>(columns: string): T[] {
    const kinds = this.kinds();
    if (!kinds.length) return [];
    return this.deps.ctx.db
      .prepare(`SELECT ${columns} FROM bots WHERE kind IN (${kinds.map(() => '?').join(', ')}) AND allow_follow = 1 AND status = 'RUNNING' ORDER BY id`)
      .all(...kinds) as T[];
  }

  filter() {
    this.deps.runner.drain();
    const now = this.deps.ctx.clock.now();
    const rows = this.rows<Ranked>('start_time, pnl_per_e8');
    const hours = (x: number | null) => (x === null ? '' : String(x));
    const run_time = rankingRunTime.values.map((value) => {
      const [lo, hi] = RANKING_RUN_TIME_HOURS[value];
      const count = rows.filter((r) => {
        const h = (now - r.start_time) / 3_600_000;
        return h >= lo && (hi === null || h < hi);
      }).length;
      return { code: rankingRunTime.toCode(value), value: rankingRunTime.toServer(value), min_hours: hours(lo), max_hours: hours(hi), count };
    });
    const pnl_bands = rankingPnlBand.values.map((value, code) => {
      const [lo, hi] = RANKING_PNL_BAND_PERCENT[value];
      const loE8 = Number.isFinite(lo) ? lo * 1_000_000 : null;
      const hiE8 = hi === null ? null : hi * 1_000_000;
      const count = rows.filter((r) => (loE8 === null || r.pnl_per_e8 >= loE8) && (hiE8 === null || r.pnl_per_e8 < hiE8)).length;
      const per = (x: number) => fromUnits(BigInt(x), 2);
      return { code, value: rankingPnlBand.toServer(value), min_per: Number.isFinite(lo) ? per(lo) : '', max_per: hi === null ? '' : per(hi), count };
    });
    const sort = rankingSort.values.filter((v) => v !== 'unspecified').map((value) => ({ code: rankingSort.toCode(value), value: rankingSort.toServer(value) }));
    return ok({ run_time, pnl_bands, sort });
  }

  /** The ranked bots, best first (`sort` default PnL percentage; ties: older bot first). */
  list(options: { sort?: RankingSort; limit?: number } = {}): RankingSummary[] {
    this.deps.runner.drain();
    const now = this.deps.ctx.clock.now();
    const out: (RankingSummary & { pnlPerE8: number })[] = [];
    for (const row of this.rows<BotRow>('*')) {
      const driver = this.deps.drivers.get(row.kind);
      const found = driver && this.deps.lifecycle.liveOf(driver, row);
      if (!driver || !found) continue;
      const facts = this.deps.follow.facts(row);
      const item = driver.ranking ? null : driver.listItem(row, found.bot, now);
      const figures = driver.ranking?.figures(row, found.bot, now) ?? (item && {
        symbol: item.symbol,
        quote_token: item.quote_token,
        total_pnl: item.total_pnl,
        total_pnl_per: item.total_pnl_per,
        total_apr: fromUnits(BigInt(row.apr_e8), 8),
      });
      if (!figures) continue;
      out.push({
        bot_id: row.id,
        bot_type: row.kind,
        nick_name: facts.nickName,
        run_time: Math.max(0, now - row.start_time),
        follow_num: facts.followers,
        ...figures,
        pnlPerE8: row.pnl_per_e8,
      });
    }
    const sort = options.sort && options.sort !== 'unspecified' ? options.sort : 'pnlPercent';
    const key = (a: (typeof out)[number], b: (typeof out)[number]): number =>
      sort === 'copiedCount' ? b.follow_num - a.follow_num : sort === 'pnlAmount' ? compareDecimal(b.total_pnl, a.total_pnl) : b.pnlPerE8 - a.pnlPerE8;
    out.sort((a, b) => key(a, b) || a.bot_id.localeCompare(b.bot_id));
    return out.slice(0, options.limit ?? out.length).map(({ pnlPerE8: _, ...summary }) => summary);
  }

  /** tools `mixed-ranking`: the ranked bots filtered, sorted and paged (contracts tools.ts). */
  mixedRanking(body: MixedRankingBody): MixedRankingResult {
    this.deps.runner.drain();
    const now = this.deps.ctx.clock.now();
    const page = body.page ?? 1;
    const limit = body.limit ?? MIXED_RANKING_DEFAULT_LIMIT;
    const ranked = this.kinds();
    const kinds = body.bot_types?.length ? ranked.filter((k) => body.bot_types!.includes(k as never)) : ranked;
    if (!kinds.length) return ok({ total: 0, page, limit, as_of: now, rows: [] });
    const where = [`b.status = 'RUNNING'`, 'b.allow_follow = 1', `b.kind IN (${kinds.map(() => '?').join(', ')})`];
    const params: (string | number)[] = [...kinds];
    if (body.symbol) {
      // a DCA's pairs and a combo's legs are joined with ","; the symbol pattern admits no LIKE wildcard
      where.push(`(',' || b.symbol || ',') LIKE ?`);
      params.push(`%,${body.symbol},%`);
    }
    const runTime = body.run_time ? rankingRunTime.fromServer(body.run_time) : 'all';
    if (runTime !== 'all') {
      const [lo, hi] = RANKING_RUN_TIME_HOURS[runTime];
      where.push('b.start_time <= ?');
      params.push(now - lo * 3_600_000);
      if (hi !== null) {
        where.push('b.start_time > ?');
        params.push(now - hi * 3_600_000);
      }
    }
    const band = body.pnl_band ? rankingPnlBand.fromServer(body.pnl_band) : 'all';
    if (band !== 'all') {
      const [lo, hi] = RANKING_PNL_BAND_PERCENT[band];
      where.push('b.pnl_per_e8 >= ?');
      params.push(lo * 1_000_000);
      if (hi !== null) {
        where.push('b.pnl_per_e8 < ?');
        params.push(hi * 1_000_000);
      }
    }
    const sort = body.sort ? rankingSort.fromServer(body.sort) : 'pnlPercent';
    const filter = where.join(' AND ');
    const total = (this.statement(`SELECT COUNT(*) FROM bots b WHERE ${filter}`, true).get(...params) as number) ?? 0;
    // The page's ids first, sorted on narrow keys (the sorter never carries a state blob); copied counts
    // join in only when they are the sort key, else they are counted for the page's rows alone.
    const rtd = `(b.pnl_per_e8 * 100) / MAX(b.max_dd_e8, ${RTD_FLOOR_E8})`;
    const order = `${sort === 'copiedCount' ? 'COALESCE(f.n, 0) DESC' : sort === 'pnlAmount' ? 'b.pnl_e8 DESC' : 'b.pnl_per_e8 DESC'}, ${rtd} DESC, b.start_time ASC, b.id ASC`;
    const followersJoin =
      sort === 'copiedCount'
        ? `LEFT JOIN (SELECT followed_bot_id AS id, SUM(status != 'COMPLETED') AS n FROM bots WHERE followed_bot_id != '' GROUP BY followed_bot_id) f ON f.id = b.id`
        : '';
    const ids = this.statement(`SELECT b.id FROM bots b ${followersJoin} WHERE ${filter} ORDER BY ${order} LIMIT ? OFFSET ?`, true).all(...params, limit, (page - 1) * limit) as string[];
    if (!ids.length) return ok({ total, page, limit, as_of: now, rows: [] });
    // the page's rows, their followers and their curve points: one statement each, the ids passed as one JSON array
    const idList = JSON.stringify(ids);
    const followers = new Map((this.statement(PAGE_FOLLOWERS_SQL).all(idList) as { id: string; n: number; pnl: number }[]).map((f) => [f.id, f]));
    const byId = new Map((this.statement(PAGE_ROWS_SQL).all(idList) as RankedRow[]).map((r) => [r.id, r]));
    const rows = ids.map((id) => byId.get(id)!);
    const curves = this.deps.store.pnlCurves(
      rows.map((r) => ({ id: r.id, perE8: r.pnl_per_e8 })),
      now,
      RANKING_CURVE_POINTS,
    );
    return ok({ total, page, limit, as_of: now, rows: rows.map((row) => this.rankingRow(row, followers.get(row.id), curves.get(row.id)!, now)) });
  }

  /**
   * A prepared statement per SQL text, kept: the ranking's SQL varies only with which filters a request
   * uses (kinds, symbol, bands, sort), so the set is small; it is bounded all the same.
   */
  private statement(sql: string, pluck = false): Statement {
    let statement = this.statements.get(sql);
    if (!statement) {
      if (this.statements.size >= STATEMENT_CACHE_MAX) this.statements.clear();
      statement = this.deps.ctx.db.prepare(sql);
      if (pluck) statement.pluck();
      this.statements.set(sql, statement);
    }
    return statement;
  }

  private rankingRow(row: RankedRow, followers: { n: number; pnl: number } | undefined, curve: RankingRow['curve'], now: number): RankingRow {
    const e8 = (x: number) => fromUnits(BigInt(x), 8);
    return {
      bot_id: row.id,
      bot_type: row.kind as RankingRow['bot_type'],
      symbol: row.symbol,
      base_token: row.base_token,
      quote_token: row.quote_token,
      nick_name: maskName(this.deps.ctx.users.get(row.user_id)?.username ?? 'user'),
      start_time: row.start_time,
      run_time: Math.max(0, now - row.start_time),
      total_pnl: e8(row.pnl_e8),
      total_pnl_per: e8(row.pnl_per_e8),
      total_apr: e8(row.apr_e8),
      max_drawdown: e8(row.max_dd_e8),
      return_to_drawdown: fromUnits(BigInt(row.rtd_e2), 2, true),
      follow_num: followers?.n ?? 0,
      followers_pnl: e8(followers?.pnl ?? 0),
      // the futures kinds keep their leverage × 100 in their state's config (engine states); spot kinds have none
      leverage: typeof row.leverage_e2 === 'number' ? fromUnits(BigInt(row.leverage_e2), 2) : '',
      curve,
    };
  }
}
