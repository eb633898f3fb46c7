import { TOOLS_PATHS } from '@tb/contracts';
import { RANKING_RUN_TIME_HOURS, rankingRunTime } from '@tb/util-enums';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getMeta } from '../db/database';
import { createServer } from '../server';
import { botsOf } from '../bots/core';
import { planLeaders, seedPopulation } from './population';

const NOW = Date.UTC(2026, 10, 20, 12, 0, 0);
const DAY = 86_400_000;

describe('the seeded population of leaders', () => {
  it('plans the same leaders for a seed, spread over every running-time band, some copying earlier spot grids', () => {
    const a = planLeaders('s', 40, 34);
    expect(planLeaders('s', 40, 34)).toEqual(a);
    expect(planLeaders('t', 40, 34)).not.toEqual(a);
    for (const value of rankingRunTime.values.filter((v) => v !== 'all')) {
      const [lo, hi] = RANKING_RUN_TIME_HOURS[value];
      expect(a.some((p) => p.ago >= lo * 3_600_000 && (hi === null || p.ago < hi * 3_600_000))).toBe(true);
    }
    expect(new Set(a.map((p) => p.kind))).toEqual(new Set(['GRID_SPOT', 'GRID_FUTURES', 'MART_FUTURES', 'COMBO_FUTURES', 'DCA_SPOT']));
    for (const [i, p] of a.entries()) {
      if (p.copyOf === null) continue;
      expect(a[p.copyOf].kind).toBe('GRID_SPOT');
      expect(p.copyOf).toBeLessThan(i);
    }
    expect(a.some((p) => p.copyOf !== null)).toBe(true);
  });

  it('back-fills real bots of every kind once, and a restart neither seeds again nor loses them', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tb-pop-'));
    const dbPath = join(dir, 'sim.db');
    try {
      const seeded = await seedPopulation({ dbPath, seed: 'pop-test', historyDays: 10, leaders: 16, now: NOW });
      expect(seeded).toMatchObject({ leaders: 16, days: 9 });
      expect(seeded!.seconds).toBeGreaterThan(0);
      expect(seeded!.bots).toBeGreaterThanOrEqual(14);
      // the real simulator resumes on it (stopped clock: the stored one)
      const server = await createServer({ dbPath, seed: 'pop-test', speed: 0, historyDays: 10, autoStart: false });
      try {
        expect(getMeta(server.ctx.db, 'population.leaders')).toBe('16');
        expect(server.ctx.clock.now()).toBeGreaterThanOrEqual(NOW - 60_000);
        const bots = botsOf(server.ctx);
        const kinds = server.ctx.db.prepare('SELECT DISTINCT kind FROM bots ORDER BY kind').pluck().all();
        expect(kinds).toEqual(['COMBO_FUTURES', 'DCA_SPOT', 'GRID_FUTURES', 'GRID_SPOT', 'MART_FUTURES'].filter((k) => kinds.includes(k)));
        expect(kinds.length).toBeGreaterThanOrEqual(4);
        expect(bots.runner.faults).toEqual([]);
        expect(server.ctx.ledger.check().problems).toEqual([]);
        const answer = (await server.app.inject({ method: 'POST', url: TOOLS_PATHS.mixedRanking, payload: { limit: 100 } })).json() as { result: { total: number; rows: { run_time: number; curve: unknown[] }[] } };
        expect(answer.result.total).toBeGreaterThanOrEqual(8);
        // bots that ran for days have a curve of several points, and the oldest ran more than a week
        expect(Math.max(...answer.result.rows.map((r) => r.run_time))).toBeGreaterThan(7 * DAY);
        expect(Math.max(...answer.result.rows.map((r) => r.curve.length))).toBeGreaterThan(10);
        const count = server.ctx.db.prepare('SELECT COUNT(*) FROM bots').pluck().get();
        await server.close();
        expect(await seedPopulation({ dbPath, seed: 'pop-test', historyDays: 10, leaders: 16, now: NOW + DAY })).toBeNull();
        const again = await createServer({ dbPath, seed: 'pop-test', speed: 0, historyDays: 10, autoStart: false });
        expect(again.ctx.db.prepare('SELECT COUNT(*) FROM bots').pluck().get()).toBe(count);
        await again.close();
      } finally {
        await server.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
