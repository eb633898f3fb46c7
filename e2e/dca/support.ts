import type { APIRequestContext, Page } from '@playwright/test';
import { test as base, expect } from '../support/fixtures';
import { disposeSim, startSim } from '../support/sim';
import { balances, post, type CoinBalances, type Envelope } from '../support/api';

/**
 * DCA specs run on their own simulator with a stopped clock: the market moves when a test moves it
 * (`sim.advance`), a period of a 2-minute plan at a time, so the schedule is checked exactly (a round
 * fills at the next price point, 6 simulated seconds after it is due) on any machine.
 */
export const test = base.extend({
  sim: [
    async ({}, use) => {
      const sim = await startSim({ speed: 0 });
      await use(sim);
      await disposeSim(sim);
    },
    { scope: 'worker', timeout: 600_000 },
  ],
});
// A failed test carries the simulator's log (a stalled market or a refused call shows there).
test.afterEach(async ({ sim }, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus) await testInfo.attach('simulator output', { body: sim.output().slice(-20_000), contentType: 'text/plain' });
});

export { expect };

export const DCA = '/x-api/s1/bot/dca/v1';

export { balances, post, type CoinBalances, type Envelope };

/** Running DCA bots of the logged-in user (the all-bots list). */
export async function runningDcaBots(request: APIRequestContext): Promise<number> {
  const body = await post<{ bots: Array<{ bot_type: string }> }>(request, '/x-api/s1/bot/tradingbot/v1/list-all-bots', { status: 'ongoing' });
  expect(body.ret_code).toBe(0);
  return body.result.bots.filter((bot) => bot.bot_type === 'DCA_SPOT').length;
}

/** Fill the create form's amounts (row by row). */
export async function fillAmounts(page: Page, amounts: string[]) {
  for (const [i, amount] of amounts.entries()) {
    await page.getByRole('textbox', { name: `Amount per round for coin ${i + 1}` }).fill(amount);
  }
}
