import { test as base, expect, type Page, type TestInfo } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { FCOMBO_PATHS } from '@tb/contracts/paths';
import { disposeSim, ROOT, startSim, type SimHandle } from './sim';

export type TestUser = { email: string; password: string };

type WorkerFixtures = { sim: SimHandle };
type TestFixtures = {
  /** Save a named screenshot under e2e/screenshots/ (and attach it to the report). */
  shot: (name: string, page?: Page) => Promise<void>;
  /**
   * A freshly registered user (not logged in yet in the browser). The AI daily pick's once-a-day
   * pop-up would cover the home of every new user, whichever way they log in: unless
   * `dailyPick: 'show'`, the user has said "don't show again" (set-daily-pick-no-pop, through a
   * session of its own), as a trader who has seen it would have.
   */
  newUser: (options?: { dailyPick?: 'show' | 'hide' }) => Promise<TestUser>;
  /** Log the page's browser context in as `user` through the API (cookies). */
  loginAs: (user: TestUser) => Promise<void>;
  /**
   * A new user, funded with `amount` of `coin` (in their spot account, or `derivatives`) by the
   * simulator's admin, and logged in in the page's browser context: the start of most journeys.
   */
  trader: (coin: string, amount: string, account?: string) => Promise<TestUser>;
};

const SCREENSHOTS = join(ROOT, 'e2e/screenshots');

export async function saveScreenshot(page: Page, testInfo: TestInfo, name: string) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const path = join(SCREENSHOTS, `${name}.png`);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

let userCounter = 0;

export const test = base.extend<TestFixtures, WorkerFixtures>({
  sim: [
    async ({}, use) => {
      // The product's sign-up funds, as `npm start` gives a trader who registers.
      const sim = await startSim({ speed: Number(process.env.E2E_SIM_SPEED ?? 60), signupFunds: 'default' });
      await use(sim);
      await disposeSim(sim);
    },
    { scope: 'worker', timeout: 600_000 },
  ],
  baseURL: async ({ sim }, use) => {
    await use(sim.baseURL);
  },
  shot: async ({ page }, use, testInfo) => {
    await use((name, target) => saveScreenshot(target ?? page, testInfo, name));
  },
  newUser: async ({ sim }, use, testInfo) => {
    await use(async (options = {}) => {
      userCounter += 1;
      const user = {
        email: `e2e-${testInfo.workerIndex}-${Date.now()}-${userCounter}@example.com`,
        password: 'E2e-Password-1',
      };
      const response = await fetch(`${sim.baseURL}/x-api/user/public/register`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: user.email, password: user.password }),
      });
      const body = (await response.json()) as { ret_code: number; ret_msg: string };
      if (body.ret_code !== 0) throw new Error(`register failed: ${body.ret_code} ${body.ret_msg}`);
      if (options.dailyPick !== 'show') {
        const cookie = response.headers
          .getSetCookie()
          .map((c) => c.split(';')[0])
          .join('; ');
        const noPop = await fetch(`${sim.baseURL}${FCOMBO_PATHS.setDailyPickNoPop}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', cookie },
          body: JSON.stringify({ no_pop: true }),
        });
        const answer = (await noPop.json()) as { ret_code: number };
        if (answer.ret_code !== 0) throw new Error(`set-daily-pick-no-pop failed: ${JSON.stringify(answer)}`);
      }
      return user;
    });
  },
  loginAs: async ({ page, sim }, use) => {
    await use(async (user) => {
      const response = await page.request.post(`${sim.baseURL}/x-api/user/public/login`, {
        data: { email: user.email, password: user.password },
      });
      const body = (await response.json()) as { ret_code: number; ret_msg: string };
      if (body.ret_code !== 0) throw new Error(`login failed: ${body.ret_code} ${body.ret_msg}`);
    });
  },
  trader: async ({ sim, newUser, loginAs }, use) => {
    await use(async (coin, amount, account) => {
      const user = await newUser();
      await sim.admin('fund', user.email, coin, amount, ...(account ? [account] : []));
      await loginAs(user);
      return user;
    });
  },
});

export { expect };
