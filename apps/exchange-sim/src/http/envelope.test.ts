import { startTestServer, type TestServer } from '../testing/server';

/** The envelope states the exchange's clock speed beside its time, in successes and errors alike. */
describe('envelope clock facts', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ speed: 60 });
  });
  afterAll(() => server.dispose());

  it('carries ext_info.clock_rate = the simulator speed, with time_now in simulated time', async () => {
    const ok = (await server.app.inject({ method: 'GET', url: '/x-api/s1/bot/grid/v1/list-symbol-info-v2' })).json() as { ext_info: unknown; time_now: string };
    expect(ok.ext_info).toEqual({ clock_rate: '60' });
    expect(Number(ok.time_now) * 1000).toBeGreaterThanOrEqual(server.ctx.clock.now() - 60_000);
    const missing = await server.app.inject({ method: 'POST', url: '/x-api/nowhere', payload: {} });
    expect(missing.statusCode).toBe(404);
    expect((missing.json() as { ext_info: unknown }).ext_info).toEqual({ clock_rate: '60' });
    const bad = await server.app.inject({ method: 'GET', url: '/tb-static/shell/%' });
    expect((bad.json() as { ext_info: unknown }).ext_info).toEqual({ clock_rate: '60' });
  });
});
