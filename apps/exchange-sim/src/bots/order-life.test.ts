/**
 * An order's whole life stays in the history (issue 29): a close takes every
 * resting order off the book, and each stays as ORDER_STATUS_CANCELLED with
 * its why (ORDER_CANCEL_REASON_BOT_CLOSED) beside the fills, in the spot
 * grid's, futures grid's and martingale's history calls, paged, and after a
 * restart on the same database. The other whys are the engine's (its tests:
 * spot grid trailing / futures grid move / martingale round end).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FMART_PATHS, FUTURES_GRID_PATHS, SPOT_GRID_PATHS } from '@tb/contracts';
import { gridAround, startKit, type Kit } from '../testing/bots';

type Order = { order_id: string; status: string; cancel_reason: string; filled_qty: string };
type Page = { total: number; orders: Order[] };

const CANCELLED = 'ORDER_STATUS_CANCELLED';
const BOT_CLOSED = 'ORDER_CANCEL_REASON_BOT_CLOSED';

async function history(kit: Kit, path: string, idField: string, id: string, cookie: string, limit = 100, page = 1): Promise<Page> {
  const r = await kit.post<Page>(path, { [idField]: id, limit, page }, cookie);
  expect(r.result.status_code).toBe(200);
  return r.result;
}

function futuresGridBody(kit: Kit): Record<string, unknown> {
  const market = kit.server.ctx.market;
  const last = market.markPrice('BTCUSDT').indexTicks;
  const price = (f: number) => market.formatContractPrice('BTCUSDT', Math.round(last * f));
  return { symbol: 'BTCUSDT', grid_mode: 2, min_price: price(0.97), max_price: price(1.03), cell_number: 6, leverage: '5', total_investment: '1000' };
}

describe('order life', () => {
  it('a close keeps its cancelled orders with the why, paged, and a restart keeps them', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tb-order-life-'));
    const dbPath = join(dir, 'sim.db');
    let kit = await startKit({ dbPath }, dir);
    try {
      const spotUser = await kit.user('life-spot', { USDT: '5000' });
      const futUser = await kit.user('life-fut', { USDT: '20000' }, 'derivatives');
      const grid = (await kit.post<{ grid_id: string }>(SPOT_GRID_PATHS.createGrid, gridAround(kit, 'BTCUSDT', 0.02, 6, '1000'), spotUser.cookie)).result.grid_id;
      const fgrid = (await kit.post<{ bot_id: string }>(FUTURES_GRID_PATHS.create, futuresGridBody(kit), futUser.cookie)).result.bot_id;
      const mart = (
        await kit.post<{ bot_id: string }>(
          FMART_PATHS.createFmartBot,
          { symbol: 'BTCUSDT', martingale_mode: 1, leverage: '3', price_float_percent: '0.01', add_position_percent: '1.5', add_position_num: 3, init_margin: '2000', round_tp_percent: '0.01' },
          futUser.cookie,
        )
      ).result.bot_id;
      kit.run(10 * 60_000);

      const open = async (path: string, idField: string, id: string, cookie: string) => (await kit.post<Page>(path, { [idField]: id, limit: 100 }, cookie)).result.total;
      const cases = [
        { path: SPOT_GRID_PATHS.getHistoryOrders, openPath: SPOT_GRID_PATHS.getOpenOrders, idField: 'grid_id', id: grid, cookie: spotUser.cookie, close: () => kit.post(SPOT_GRID_PATHS.closeGrid, { grid_id: grid, close_mode: 3 }, spotUser.cookie) },
        { path: FUTURES_GRID_PATHS.getHistoryOrders, openPath: FUTURES_GRID_PATHS.getOpenOrders, idField: 'bot_id', id: fgrid, cookie: futUser.cookie, close: () => kit.post(FUTURES_GRID_PATHS.close, { bot_id: fgrid }, futUser.cookie) },
        { path: FMART_PATHS.getFmartHistoryOrders, openPath: FMART_PATHS.getFmartOpenOrders, idField: 'bot_id', id: mart, cookie: futUser.cookie, close: () => kit.post(FMART_PATHS.closeFmartBot, { bot_id: mart }, futUser.cookie) },
      ];
      const before: Page[] = [];
      for (const c of cases) {
        const resting = await open(c.openPath, c.idField, c.id, c.cookie);
        expect(resting).toBeGreaterThan(0);
        const prior = await history(kit, c.path, c.idField, c.id, c.cookie);
        expect((await c.close()).result).toMatchObject({ status_code: 200 });
        expect(await open(c.openPath, c.idField, c.id, c.cookie)).toBe(0);
        const after = await history(kit, c.path, c.idField, c.id, c.cookie);
        const cancelled = after.orders.filter((o) => o.status.toUpperCase().includes('CANCELLED'));
        // every order resting at the close is kept, cancelled with the close as its why; nothing else is lost
        expect(cancelled).toHaveLength(resting);
        for (const o of cancelled) expect(o).toMatchObject({ cancel_reason: BOT_CLOSED, filled_qty: '0' });
        expect(after.total).toBeGreaterThanOrEqual(prior.total + resting);
        for (const o of after.orders.filter((x) => !cancelled.includes(x))) expect(o.cancel_reason).toBe('');
        // paged: one row per page walks the same rows
        const walked: string[] = [];
        for (let p = 1; p <= Math.min(after.total, 4); p++) walked.push(...(await history(kit, c.path, c.idField, c.id, c.cookie, 1, p)).orders.map((o) => o.order_id));
        expect(walked).toEqual(after.orders.slice(0, walked.length).map((o) => o.order_id));
        before.push(after);
      }
      expect(cases[0].path).toBe(SPOT_GRID_PATHS.getHistoryOrders);
      expect(before[0].orders.some((o) => o.status === CANCELLED)).toBe(true);

      // the history query reads its page from the partial index, never the whole table
      const plan = kit.server.ctx.db
        .prepare("EXPLAIN QUERY PLAN SELECT * FROM bot_orders INDEXED BY bot_orders_history WHERE bot_id = ? AND status != 'NEW' ORDER BY update_time DESC, id DESC LIMIT 10 OFFSET 0")
        .all('1') as { detail: string }[];
      expect(plan.map((p) => p.detail).join(' ')).not.toMatch(/TEMP B-TREE/);

      await kit.dispose();
      kit = await startKit({ dbPath }, dir);
      for (const [i, c] of cases.entries()) expect(await history(kit, c.path, c.idField, c.id, c.cookie)).toEqual(before[i]);
    } finally {
      await kit.dispose();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
