/**
 * The ranking, across every kind whose driver offers ranking figures
 * (`driver.ranking`): the followable (`allow_follow`) running bots of those
 * kinds. Its queries filter by those kinds, never by a kind's name, and read
 * the ranking keys every state write refreshes (`start_time`, `pnl_per_e8`,
 * `apr_e8`); the figures of each listed bot are its kind's.
 *
 * - `filter()`: ranking-filter (contracts spot-grid.ts) — running-time bands,
 *   PnL bands with how many ranked bots fall in each now, the sort keys;
 * - `list()`: the ranked bots, best first by PnL percentage, PnL amount or
 *   copied count (util-enums `rankingSort`), each as its kind summarises it
 *   (the ranking area's list reads this; its endpoint comes with that area).
 */
import { compareDecimal } from '@tb/engine';
import { RANKING_PNL_BAND_PERCENT, RANKING_RUN_TIME_HOURS, type RankingSort, rankingPnlBand, rankingRunTime, rankingSort } from '@tb/util-enums';
import type { SimContext } from '../context';
import { fromUnits } from '../lib/decimal';
import { ok } from './common';
import type { RankingSummary } from './driver';
import type { DriverRegistry } from './drivers';
import type { FollowService } from './follow';
import type { BotLifecycle } from './lifecycle';
import type { BotRunner } from './runner';
import type { BotRow } from './store';

type Ranked = { start_time: number; pnl_per_e8: number };

export class RankingService {
  constructor(private readonly deps: { ctx: SimContext; runner: BotRunner; drivers: DriverRegistry; lifecycle: BotLifecycle; follow: FollowService }) {}

  /** The kinds whose bots are ranked. */
  kinds(): string[] {
    return this.deps.drivers
      .all()
      .filter((d) => d.ranking)
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
      const found = driver?.ranking && this.deps.lifecycle.liveOf(driver, row);
      if (!driver?.ranking || !found) continue;
      const facts = this.deps.follow.facts(row);
      const figures = driver.ranking.figures(row, found.bot, now);
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
}
