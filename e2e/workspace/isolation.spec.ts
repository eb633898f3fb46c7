import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { saveScreenshot } from '../support/fixtures';
import { manifestWith, remoteOrigin, type RemoteOrigin } from '../support/remote-origin';
import { disposeSim, startSim, type SimHandle } from '../support/sim';

/**
 * One broken remote never blanks the shell.
 *
 * The `ranking` remote is deployed on its own origin (a separate static server
 * process serving a copy of dist/apps/ranking), as an independent team's
 * deploy would be; the shell's remote manifest points at it. The test then
 * really stops that server, and really breaks the deployed files (a 404 for
 * its remoteEntry.js, then a corrupt remoteEntry.js), and checks that the shell and
 * every other area keep working, the ranking area shows a clear message with a
 * Retry button, and Retry succeeds once the remote is back, without a reload.
 */
const test = base.extend<object, { setup: { sim: SimHandle; remote: RemoteOrigin } }>({
  setup: [
    async ({}, use) => {
      const work = mkdtempSync(join(tmpdir(), 'tb-isolation-'));
      const remote = await remoteOrigin('ranking', work);
      await remote.start();
      const sim = await startSim({ remotesFile: manifestWith([remote], work) });
      await use({ sim, remote });
      await remote.stop();
      await disposeSim(sim);
      rmSync(work, { recursive: true, force: true });
    },
    { scope: 'worker', timeout: 600_000 },
  ],
});

test.describe.configure({ mode: 'serial' });

async function openRanking(page: Page) {
  await page.getByRole('navigation', { name: 'Trading bots' }).getByRole('link', { name: 'Bot ranking', exact: true }).click();
}

test('a remote on its own origin loads; stopping it leaves the shell working; Retry recovers without reload', async ({ page, setup }, testInfo) => {
  const { sim, remote } = setup;
  await page.goto(`${sim.baseURL}/tradingbot/en/ranking/`);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toContainText(/bot ranking/i);

  // Really stop the remote's server, then open a fresh page.
  await remote.stop();
  await page.goto(`${sim.baseURL}/tradingbot/en/ranking/`);
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Bot ranking is unavailable right now');
  await expect(alert.getByRole('button', { name: 'Retry' })).toBeVisible();
  await saveScreenshot(page, testInfo, 'isolation-remote-down');

  // The shell and every other area keep working.
  await page.evaluate(() => ((window as unknown as { __noReload: number }).__noReload = 1));
  const nav = page.getByRole('navigation', { name: 'Trading bots' });
  await nav.getByRole('link', { name: 'Spot grid', exact: true }).click();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toContainText(/spot grid/i);
  await nav.getByRole('link', { name: 'Futures combo', exact: true }).click();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toContainText(/futures combo/i);

  // Retry while it is still down: still a clear failure, nothing else breaks.
  await openRanking(page);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('alert')).toContainText('Bot ranking is unavailable right now');

  // Bring it back; Retry succeeds without a page reload.
  await remote.start();
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toContainText(/bot ranking/i);
  expect(await page.evaluate(() => (window as unknown as { __noReload?: number }).__noReload)).toBe(1);
});

test('a 404 entry and a corrupt remoteEntry.js are contained and recoverable', async ({ page, setup }, testInfo) => {
  const { sim, remote } = setup;
  const entryFile = join(remote.dir, 'remoteEntry.js');
  const goodEntry = readFileSync(entryFile);
  // The build's brotli/gzip copies are served before the file itself; a deploy ships a whole folder, so
  // changing the entry in place (as this test does) means the copies go: the server must see only this file.
  for (const copy of ['.br', '.gz']) rmSync(`${entryFile}${copy}`, { force: true });

  // 404: the deployed entry is gone.
  rmSync(entryFile);
  await page.goto(`${sim.baseURL}/tradingbot/en/ranking/`);
  await expect(page.getByRole('alert')).toContainText('Bot ranking is unavailable right now');
  await page.evaluate(() => ((window as unknown as { __noReload: number }).__noReload = 2));
  writeFileSync(entryFile, goodEntry);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toContainText(/bot ranking/i);

  // Broken JS: the entry script is corrupt.
  writeFileSync(entryFile, 'this is not javascript (');
  await page.goto(`${sim.baseURL}/tradingbot/en/ranking/`);
  await expect(page.getByRole('alert')).toContainText('Bot ranking is unavailable right now');
  await saveScreenshot(page, testInfo, 'isolation-remote-broken-js');
  const nav = page.getByRole('navigation', { name: 'Trading bots' });
  await nav.getByRole('link', { name: 'Spot DCA', exact: true }).click();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toContainText(/DCA/i);
  await openRanking(page);
  await expect(page.getByRole('alert')).toContainText('Bot ranking is unavailable right now');
  await page.evaluate(() => ((window as unknown as { __noReload: number }).__noReload = 3));
  writeFileSync(entryFile, goodEntry);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toContainText(/bot ranking/i);
  expect(await page.evaluate(() => (window as unknown as { __noReload?: number }).__noReload)).toBe(3);
});
