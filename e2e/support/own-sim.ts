import { test as base } from './fixtures';
import { disposeSim, startSim, type SimOptions } from './sim';

/**
 * The shared fixtures on a simulator of the spec file's own (its clock speed,
 * seed, funds): one per worker, disposed after. A failed test carries the
 * simulator's log (a stalled market or a refused call shows there).
 */
export function testOnOwnSim(options: SimOptions) {
  const test = base.extend({
    sim: [
      async ({}, use) => {
        const sim = await startSim(options);
        await use(sim);
        await disposeSim(sim);
      },
      { scope: 'worker', timeout: 600_000 },
    ],
  });
  test.afterEach(async ({ sim }, testInfo) => {
    if (testInfo.status !== testInfo.expectedStatus) await testInfo.attach('simulator output', { body: sim.output().slice(-20_000), contentType: 'text/plain' });
  });
  return test;
}
