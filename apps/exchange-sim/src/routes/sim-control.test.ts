import { SIM_CLOCK_MAX_ADVANCE_MS, SIM_CONTROL_PATHS, SPOT_GRID_PATHS } from '@tb/contracts';
import { gridAround, startKit } from '../testing/bots';
import { startTestServer } from '../testing/server';

const HOUR = 3_600_000;

describe('the simulator clock control (SIM_CLOCK_CONTROL=1 only)', () => {
  it('is not served unless the simulator was started with it', async () => {
    const server = await startTestServer();
    try {
      const r = await server.app.inject({ method: 'POST', url: SIM_CONTROL_PATHS.clock, payload: { advance_ms: 60_000 } });
      expect(r.statusCode).toBe(404);
      expect(r.json()).toMatchObject({ ret_code: 10404 });
    } finally {
      await server.dispose();
    }
  });

  it('moves the market by exactly the time asked, and the bots live through it as on a running clock', async () => {
    const kit = await startKit({ clockControl: true });
    const reference = await startKit();
    try {
      const clock = (body: unknown) => kit.server.app.inject({ method: 'POST', url: SIM_CONTROL_PATHS.clock, payload: body as object });
      const start = kit.server.ctx.clock.now();
      expect(reference.server.ctx.clock.now()).toBe(start);
      // the same grid on both, then one moved by the control, the other by the test clock, 6 h each
      const bodies = [kit, reference].map((k) => gridAround(k, 'BTCUSDT', 0.01, 6, '1000'));
      expect(bodies[0]).toEqual(bodies[1]);
      const ids = [];
      for (const k of [kit, reference]) ids.push((await k.post<{ grid_id: string }>(SPOT_GRID_PATHS.createGrid, bodies[0])).result.grid_id);
      const answer = await clock({ advance_ms: 6 * HOUR });
      expect(answer.statusCode).toBe(200);
      expect(answer.json().result).toEqual({ now: start + 6 * HOUR, speed: 0 });
      reference.run(6 * HOUR);
      expect(kit.server.ctx.market.lastPrice('BTCUSDT')).toEqual(reference.server.ctx.market.lastPrice('BTCUSDT'));
      const history = async (k: typeof kit, id: string) => (await k.post<{ total: number }>(SPOT_GRID_PATHS.getHistoryOrders, { grid_id: id })).result.total;
      expect(await history(kit, ids[0])).toBe(await history(reference, ids[1]));
      expect(await history(kit, ids[0])).toBeGreaterThan(0);
      // the speed: a running clock from now, then stopped again
      expect((await clock({ speed: 60 })).json().result.speed).toBe(60);
      expect(kit.server.ctx.clock.speed).toBe(60);
      expect((await clock({ speed: 0 })).json().result).toMatchObject({ speed: 0 });
      const stopped = kit.server.ctx.clock.now();
      await new Promise((r) => setTimeout(r, 20));
      expect(kit.server.ctx.clock.now()).toBe(stopped);
    } finally {
      await kit.dispose();
      await reference.dispose();
    }
  });

  it('refuses a bad body with the envelope and moves nothing', async () => {
    const kit = await startKit({ clockControl: true });
    try {
      const before = kit.server.ctx.clock.now();
      for (const payload of [{ advance_ms: -1 }, { advance_ms: SIM_CLOCK_MAX_ADVANCE_MS + 1 }, { advance_ms: 1.5 }, { speed: -1 }, { speed: 'fast' }, { rewind: 1 }]) {
        const r = await kit.server.app.inject({ method: 'POST', url: SIM_CONTROL_PATHS.clock, payload });
        expect([JSON.stringify(payload), r.statusCode, r.json().ret_code]).toEqual([JSON.stringify(payload), 400, 10001]);
      }
      expect(kit.server.ctx.clock.now()).toBe(before);
    } finally {
      await kit.dispose();
    }
  });
});
