/**
 * Runner throughput: 300 spot grids (6 users × 50, over 6 pairs) and 20 DCA
 * bots driven as the live server drives them at SIM_SPEED=3600 — one market
 * tick per 100 ms poll, i.e. 6 simulated minutes per tick. Prints the bot ×
 * point steps per second and the runner's share of each simulated hour
 * (3600× keeps up while a simulated hour costs under one real second).
 * Correctness is asserted; speed is printed, not asserted (2 shared cores).
 */
import { SPOT_GRID_PATHS } from '@tb/contracts';
import { type Kit, gridAround, useKit } from '../testing/bots';

const HOUR = 3600_000;
const SYMBOLS = ['BTCUSDT', 'ETHUSDT', 'SOLUSDT', 'XRPUSDT', 'DOGEUSDT', 'ADAUSDT'];

/** Grids of every width from 1 % to 2.8 %, 4 to 8 cells, arithmetic and geometric. */
const body = (kit: Kit, symbol: string, i: number) => ({ ...gridAround(kit, symbol, 0.01 + (i % 10) * 0.002, 4 + (i % 5), '500'), grid_type: 1 + (i % 2) });

describe('runner throughput', () => {
  const kit = useKit();

  it('drives 300 grids and 20 DCA bots at the pace of SIM_SPEED=3600', async () => {
    let n = 0;
    for (let u = 0; u < 6; u++) {
      const user = await kit.user(`bench${u}`, { USDT: '30000' });
      for (let i = 0; i < 50; i++) {
        const r = await kit.post(SPOT_GRID_PATHS.createGrid, body(kit, SYMBOLS[(u + i) % SYMBOLS.length], i), user.cookie);
        expect(r.result.status_code).toBe(200);
        n++;
      }
      if (u < 4) {
        for (let i = 0; i < 5; i++) {
          const r = await kit.post('/x-api/s1/bot/dca/v1/create-bot', { parameters: { frequency_in_second: 600, quote_coin: 'USDT', pairs: [{ base: 'BTC', amount: '10' }, { base: 'ETH', amount: '10' }] } }, user.cookie);
          expect(r.result.status_code).toBe(200);
        }
      }
    }
    expect(kit.bots.runner.size()).toEqual({ GRID_SPOT: n, DCA_SPOT: 20 });
    const stats = kit.bots.runner.stats;
    const startSteps = stats.steps;
    const startPoints = stats.points;
    const startDrain = stats.totalDrainMs;
    const hours = 6;
    const started = performance.now();
    // SIM_SPEED=3600 with the 100 ms poll: 360 simulated seconds per market tick.
    kit.run(hours * HOUR, 360_000);
    const wall = performance.now() - started;
    const drainMs = stats.totalDrainMs - startDrain;
    const steps = stats.steps - startSteps;
    const points = stats.points - startPoints;
    const bots = kit.bots.runner.size();
    let botPoints = 0;
    for (const symbol of SYMBOLS) botPoints += (points / SYMBOLS.length) * (kit.server.ctx.db.prepare("SELECT COUNT(*) FROM bots WHERE symbol = ? AND kind = 'GRID_SPOT'").pluck().get(symbol) as number);
    const fills = kit.server.ctx.db.prepare("SELECT COUNT(*) FROM bot_orders WHERE status = 'FILLED'").pluck().get() as number;
    console.log(
      [
        `runner: ${n} grids + 20 DCA bots over ${hours} simulated hours at 360 s per tick`,
        `  ${steps} bot steps, ~${Math.round(botPoints)} bot × price-point steps, ${fills} fills in total`,
        `  runner ${drainMs.toFixed(0)} ms (${(drainMs / hours).toFixed(0)} ms per simulated hour), whole loop incl. market ${wall.toFixed(0)} ms (${(wall / hours).toFixed(0)} ms per simulated hour)`,
        `  ${Math.round((botPoints / drainMs) * 1000)} bot × points per second; 3600× needs ${Math.round(botPoints / hours)} per second`,
        `  ${bots.GRID_SPOT ?? 0} grids still running`,
      ].join('\n'),
    );
    expect(kit.bots.runner.faults).toEqual([]);
    expect(kit.server.ctx.ledger.check().problems).toEqual([]);
    expect(fills).toBeGreaterThan(n);
  }, 600_000);
});
