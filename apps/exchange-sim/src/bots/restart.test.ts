/**
 * Bots across crashes.
 *
 * 1. In process: a server is abandoned mid-run without closing (what a
 *    crash leaves: only committed transactions), another opens the same
 *    database and runs on; the bots (grids, DCA, a futures martingale) end
 *    exactly as on a server that never stopped.
 * 2. A failure inside a bot's transition (here: the ledger refusing a fill)
 *    rolls back that bot's whole step — no order row, journal or state of it
 *    remains — while the other bots go on.
 * 3. The real process is killed with SIGKILL while bots trade at 3600×, and
 *    restarted: the ledger check passes and the bots continue.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SPOT_GRID_PATHS, DCA_PATHS, FMART_PATHS } from '@tb/contracts';
import { useCrashKit } from '../testing/crash';
import type { LiveGrid } from './kinds/spot-grid/book';
import { gridAround, startKit, type Kit } from '../testing/bots';

const HOUR = 3600_000;

async function scenario(kit: Kit) {
  const grid = (await kit.post<{ grid_id: string }>(SPOT_GRID_PATHS.createGrid, gridAround(kit, 'BTCUSDT', 0.015, 6, '3000'))).result.grid_id;
  const trailing = (await kit.post<{ grid_id: string }>(SPOT_GRID_PATHS.createGrid, { ...gridAround(kit, 'ETHUSDT', 0.01, 5, '2000'), enable_trailing: true, ts_percent: '0.05' })).result.grid_id;
  const dca = (await kit.post<{ bot_id: string }>(DCA_PATHS.createBot, { parameters: { frequency_in_second: 1800, quote_coin: 'USDT', pairs: [{ base: 'SOL', amount: '30' }], take_profit_per: '0.01' } })).result.bot_id;
  const mart = (
    await kit.post<{ bot_id: string }>(FMART_PATHS.createFmartBot, {
      symbol: 'BTCUSDT', martingale_mode: 1, leverage: '3', price_float_percent: '0.001', add_position_percent: '1.5', add_position_num: 3, init_margin: '2000', round_tp_percent: '0.002',
    })
  ).result.bot_id;
  return { grid, trailing, dca, mart };
}

async function views(kit: Kit, ids: { grid: string; trailing: string; dca: string; mart: string }) {
  const out: unknown[] = [];
  for (const id of [ids.grid, ids.trailing]) {
    out.push((await kit.post(SPOT_GRID_PATHS.queryGridDetail, { grid_id: id })).result);
    out.push((await kit.post(SPOT_GRID_PATHS.getOpenOrders, { grid_id: id, limit: 100 })).result);
    out.push((await kit.post(SPOT_GRID_PATHS.getHistoryOrders, { grid_id: id, limit: 100 })).result);
  }
  out.push((await kit.post(DCA_PATHS.status, { bot_id: ids.dca })).result);
  out.push((await kit.post(DCA_PATHS.orderHistory, { bot_id: ids.dca, limit: 100 })).result);
  out.push((await kit.post(FMART_PATHS.getFmartDetail, { bot_id: ids.mart })).result);
  out.push((await kit.post(FMART_PATHS.getFmartHistoryOrders, { bot_id: ids.mart, limit: 100 })).result);
  out.push((await kit.post(FMART_PATHS.getFmartOpenOrders, { bot_id: ids.mart, limit: 100 })).result);
  out.push((await kit.post(FMART_PATHS.getFmartRoundList, { bot_id: ids.mart, limit: 100 })).result);
  return out;
}

describe('bots across crashes', () => {
  it('continues after an abandoned server exactly as a server that never stopped', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tb-bots-restart-'));
    const reference = await startKit();
    const crashed = await startKit({ dbPath: join(dir, 'sim.db') }, dir);
    try {
      const a = await scenario(reference);
      const b = await scenario(crashed);
      expect(b).toEqual(a);
      reference.run(5 * HOUR);
      crashed.run(2 * HOUR + 17 * 6_000);
      const crashTime = crashed.server.ctx.clock.now();
      // The crash: the server is dropped without closing; only what was committed survives.
      const restarted = await startKit({ dbPath: join(dir, 'sim.db') }, dir);
      try {
        const open = restarted.server.ctx.db.prepare("SELECT kind, COUNT(*) AS n FROM bots WHERE status != 'COMPLETED' GROUP BY kind").all() as { kind: string; n: number }[];
        // Every bot that was not completed runs again, of each kind.
        expect(restarted.bots.runner.size()).toEqual(Object.fromEntries(open.map((r) => [r.kind, r.n])));
        expect(restarted.bots.runner.size().DCA_SPOT).toBe(1);
        const resumedAt = restarted.server.ctx.clock.now();
        expect(resumedAt).toBeLessThanOrEqual(crashTime);
        restarted.run(reference.server.ctx.clock.now() - resumedAt);
        expect(restarted.server.ctx.clock.now()).toBe(reference.server.ctx.clock.now());
        const before = await views(reference, a);
        expect(await views(restarted, b)).toEqual(before);
        const grid = before[0] as { detail: { arbitrage_num: number } };
        expect(grid.detail.arbitrage_num).toBeGreaterThan(0);
        const mart = before[8] as { fmart_detail: { completed_rounds: number } };
        expect(mart.fmart_detail.completed_rounds).toBeGreaterThan(0);
        expect(restarted.server.ctx.derivatives.postings.identity(b.mart)?.ok).toBe(true);
        expect(restarted.server.ctx.ledger.check().problems).toEqual([]);
        expect(restarted.bots.runner.faults).toEqual([]);
      } finally {
        await restarted.dispose();
      }
    } finally {
      await reference.dispose();
      await crashed.server.close().catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('catches a grid up through the candles of a downtime (the real-time clock jumping ahead)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tb-bots-downtime-'));
    try {
      const first = await startKit({ dbPath: join(dir, 'sim.db') }, dir);
      const id = (await first.post<{ grid_id: string }>(SPOT_GRID_PATHS.createGrid, gridAround(first, 'BTCUSDT', 0.01, 6, '3000'))).result.grid_id;
      first.run(10 * 60_000);
      const stopped = first.server.ctx.clock.now();
      await first.server.close();
      // Downtime: at SIM_SPEED=1 the clock resumes at the wall clock; here the stored clock jumps 12 hours.
      const Database = (await import('better-sqlite3')).default;
      const raw = new Database(join(dir, 'sim.db'));
      raw.prepare("UPDATE meta SET value = ? WHERE key = 'clock.sim_time'").run(String(stopped + 12 * HOUR));
      raw.close();
      const second = await startKit({ dbPath: join(dir, 'sim.db') }, dir);
      try {
        const live = second.bots.runner.get<LiveGrid>(id)!;
        // the bookmark reached the last closed candle before the restart
        expect(live.state.lastTime).toBeGreaterThan(stopped + 12 * HOUR - 2 * 60_000);
        const history = (await second.post<{ orders: { update_time: number }[] }>(SPOT_GRID_PATHS.getHistoryOrders, { grid_id: id, limit: 100 })).result.orders;
        const duringDowntime = history.filter((o) => o.update_time > stopped && o.update_time < stopped + 12 * HOUR);
        expect(duringDowntime.length).toBeGreaterThan(0);
        const d = (await second.post<{ detail: { quote_amount: string; base_amount: string } }>(SPOT_GRID_PATHS.queryGridDetail, { grid_id: id })).result.detail;
        expect(second.server.ctx.ledger.format('USDT', second.botBalance(100_000_001, id, 'USDT'))).toBe(d.quote_amount);
        expect(second.server.ctx.ledger.format('BTC', second.botBalance(100_000_001, id, 'BTC'))).toBe(d.base_amount);
        expect(second.server.ctx.ledger.check().problems).toEqual([]);
        expect(second.bots.runner.faults).toEqual([]);
      } finally {
        await second.server.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('rolls back a bot’s whole step when part of it fails, and keeps the others running', async () => {
    const kit = await startKit();
    try {
      const victim = (await kit.post<{ grid_id: string }>(SPOT_GRID_PATHS.createGrid, gridAround(kit, 'BTCUSDT', 0.01, 4, '2000'))).result.grid_id;
      const bystander = (await kit.post<{ grid_id: string }>(SPOT_GRID_PATHS.createGrid, gridAround(kit, 'BTCUSDT', 0.015, 6, '2000'))).result.grid_id;
      const db = kit.server.ctx.db;
      const holdings = (json: string) => {
        const s = JSON.parse(json) as Record<string, unknown>;
        return ['status', 'gap', 'qty', 'levels', 'quoteFree', 'baseFree', 'quoteInBuys', 'baseInSells', 'profitHeld', 'gridProfit', 'arbitrageCount', 'nextRef'].map((k) => s[k]);
      };
      // (a quiet bot's price bookmark may be written meanwhile; its holdings and orders may not)
      const rowsOf = (id: string) => ({
        bot: holdings((db.prepare('SELECT state FROM bots WHERE id = ?').get(id) as { state: string }).state),
        orders: db.prepare('SELECT * FROM bot_orders WHERE bot_id = ? ORDER BY id').all(id),
        journals: db.prepare("SELECT COUNT(*) AS n FROM journals WHERE memo LIKE ?").get(`${id} %`),
      });
      const before = rowsOf(victim);
      // The ledger refuses every trade of the victim: its fills cannot be booked.
      const ledger = kit.server.ctx.ledger;
      const post = ledger.post.bind(ledger);
      ledger.post = (input) => {
        if (input.memo?.startsWith(`${victim} `)) throw new Error('disk full (injected)');
        return post(input);
      };
      let hours = 0;
      while (kit.bots.runner.faults.length === 0 && hours++ < 48) kit.run(HOUR);
      ledger.post = post;
      expect(kit.bots.runner.faults).toEqual([expect.stringContaining(`grid ${victim} could not apply its step`)]);
      // nothing of the failed step was written
      expect(rowsOf(victim)).toEqual(before);
      expect(kit.server.ctx.ledger.check().problems).toEqual([]);
      // the bystander kept trading in the same batches
      const b = (await kit.post<{ detail: { status: string; arbitrage_num: number } }>(SPOT_GRID_PATHS.queryGridDetail, { grid_id: bystander })).result.detail;
      expect(b.status).toBe('RUNNING');
      kit.run(12 * HOUR);
      const later = (await kit.post<{ detail: { arbitrage_num: number } }>(SPOT_GRID_PATHS.queryGridDetail, { grid_id: bystander })).result.detail;
      expect(later.arbitrage_num).toBeGreaterThan(0);
      expect(rowsOf(victim)).toEqual(before);
    } finally {
      kit.bots.runner.faults.length = 0;
      await kit.dispose();
    }
  });
});

describe('bots across kill -9 of the real process', () => {
  const kit = useCrashKit('sim-bots-crash', { SIM_SPEED: '3600', SIM_SEED: 'bots-crash' });

  it('keeps the bots and the ledger whole across SIGKILL while they trade at 3600×', async () => {
    let sim = await kit.start();
    try {
      const cookie = await kit.demoCookie();
      const symbols = (await (await fetch(`${kit.base}/x-api/s1/bot/grid/v1/list-symbol-info-v2?quote_coin=USDT`)).json()) as { result: { list: { symbol: string; price: string; tick_size: string }[] } };
      const grids: string[] = [];
      for (const symbol of ['BTCUSDT', 'ETHUSDT', 'SOLUSDT', 'XRPUSDT']) {
        const info = symbols.result.list.find((s) => s.symbol === symbol)!;
        const scale = info.tick_size.split('.')[1]?.length ?? 0;
        const price = Number(info.price);
        const body = { symbol, min_price: (price * 0.985).toFixed(scale), max_price: (price * 1.015).toFixed(scale), cell_number: 6, quote_investment: '2000' };
        const created = await kit.call<{ grid_id: string; status_code: number }>(SPOT_GRID_PATHS.createGrid, body, cookie);
        expect(created.body.result.status_code).toBe(200);
        grids.push(created.body.result.grid_id);
      }
      const dca = await kit.call<{ bot_id: string; status_code: number }>(DCA_PATHS.createBot, { parameters: { frequency_in_second: 600, quote_coin: 'USDT', pairs: [{ base: 'BTC', amount: '20' }] } }, cookie);
      expect(dca.body.result.status_code).toBe(200);
      const fills = async (c: string) => {
        let n = 0;
        for (const id of grids) n += (await kit.call<{ total: number }>(SPOT_GRID_PATHS.getHistoryOrders, { grid_id: id }, c)).body.result.total;
        return n;
      };
      let before = 0;
      for (let crash = 0; crash < 2; crash++) {
        await new Promise((r) => setTimeout(r, 2_500));
        await kit.kill9(sim);
        sim = await kit.start();
        const c = await kit.demoCookie();
        const now = await fills(c);
        expect(now).toBeGreaterThanOrEqual(before);
        before = now;
        for (const id of grids) {
          expect((await kit.call<{ detail: { status: string } }>(SPOT_GRID_PATHS.queryGridDetail, { grid_id: id }, c)).body.result.detail.status).toBe('RUNNING');
        }
      }
      // The bots go on trading after the last restart: polled on the exchange's progress, not a wall-clock
      // wait (at 3600× a busy machine may take longer to reach the next fill; the test's limit is the hang guard).
      const c = await kit.demoCookie();
      const roundsNow = async () => (await kit.call<{ total: number }>(DCA_PATHS.orderHistory, { bot_id: dca.body.result.bot_id }, c)).body.result.total;
      let after = await fills(c);
      let rounds = await roundsNow();
      while (after <= before || rounds <= 1) {
        await new Promise((r) => setTimeout(r, 250));
        after = await fills(c);
        rounds = await roundsNow();
      }
      expect(after).toBeGreaterThan(before);
      expect(rounds).toBeGreaterThan(1);
      await kit.kill9(sim);
      const check = kit.ledgerCheck();
      expect(check).toContain('ledger OK');
      sim = await kit.start();
      console.log(`bots crash test: 3 × kill -9 at 3600×; ${before} grid fills before the last restart, ${rounds} DCA rounds; ledger OK`);
    } finally {
      await kit.kill9(sim);
    }
  });
});
