import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base, expect } from '@playwright/test';
import { AREAS } from '@tb/util-bot-kinds';
import { manifestWith, remoteOrigin, type RemoteOrigin } from '../support/remote-origin';
import { disposeSim, startSim, type SimHandle } from '../support/sim';

/**
 * Every remote down in turn (issue 14, item 10): each area of the registry is
 * deployed on its own origin; one at a time its server is really killed.
 * Then its area shows a clear message with Retry, the shell and the next area
 * still work, Retry while it is down fails cleanly, and once it is back Retry
 * recovers it in the same page, without a reload.
 */
const test = base.extend<object, { setup: { sim: SimHandle; origins: RemoteOrigin[] } }>({
  setup: [
    async ({}, use) => {
      const work = mkdtempSync(join(tmpdir(), 'tb-every-remote-'));
      const origins = await Promise.all(AREAS.map((a) => remoteOrigin(a.area, work)));
      for (const origin of origins) await origin.start();
      const sim = await startSim({ remotesFile: manifestWith(origins, work) });
      await use({ sim, origins });
      for (const origin of origins) await origin.stop();
      await disposeSim(sim);
      rmSync(work, { recursive: true, force: true });
    },
    { scope: 'worker', timeout: 600_000 },
  ],
});

test(`each of the ${AREAS.length} remotes down in turn: its area offers Retry, the others work, Retry recovers without a reload`, async ({ page, setup }) => {
  const { sim, origins } = setup;
  await page.goto(`${sim.baseURL}/tradingbot/en/`);
  const nav = page.getByRole('navigation', { name: 'Trading bots' });
  // The areas' link names as the navigation says them (the registry's order).
  await expect(nav.getByRole('link')).toHaveCount(AREAS.length + 1);
  const names = new Map<string, string>();
  for (const link of await nav.getByRole('link').all()) {
    const href = (await link.getAttribute('href')) ?? '';
    const area = AREAS.find((a) => href.endsWith(`/${a.area}/`));
    if (area) names.set(area.area, ((await link.textContent()) ?? '').trim());
  }
  expect([...names.keys()].sort()).toEqual(AREAS.map((a) => a.area).sort());
  const open = (area: string) => nav.getByRole('link', { name: names.get(area)!, exact: true }).click();
  const heading = page.getByRole('main').getByRole('heading', { level: 1 });
  const unavailable = page.getByRole('alert').filter({ hasText: 'unavailable right now' });

  for (const [i, origin] of origins.entries()) {
    const other = origins[(i + 1) % origins.length];
    await origin.stop();
    await page.goto(`${sim.baseURL}/tradingbot/en/${origin.area}/`);
    await expect(unavailable, `${origin.area} down`).toBeVisible();
    await expect(unavailable.getByRole('button', { name: 'Retry' })).toBeVisible();
    await page.evaluate((n) => ((window as unknown as { __noReload: number }).__noReload = n), i + 1);

    // The shell and another area keep working.
    await open(other.area);
    await expect(page).toHaveURL(new RegExp(`/${other.area}/$`));
    await expect(heading).toBeVisible();
    await expect(unavailable).toHaveCount(0);

    // Retry while still down: a clean failure.
    await open(origin.area);
    await unavailable.getByRole('button', { name: 'Retry' }).click();
    await expect(unavailable).toBeVisible();

    // Back up: Retry recovers in the same page.
    await origin.start();
    await unavailable.getByRole('button', { name: 'Retry' }).click();
    await expect(heading, `${origin.area} back`).toBeVisible();
    await expect(unavailable).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __noReload?: number }).__noReload)).toBe(i + 1);
  }
});
