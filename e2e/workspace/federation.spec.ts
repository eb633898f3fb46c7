import { KIND_NAMES } from '@tb/i18n';
import { AREAS as REGISTRY_AREAS } from '@tb/util-bot-kinds';
import { test, expect } from '../support/fixtures';

/**
 * Runtime federation: every area is a real route, remotes are fetched only
 * when their route opens, and shared singletons come from the shell only.
 */
/** The navigation's English names: the bot kinds' from the one `kinds` table (@tb/i18n), the tool areas' from the shell. */
const NAV_NAMES: Record<string, string> = { ...KIND_NAMES.en, ranking: 'Bot ranking', aiPick: 'AI daily pick' };
/** Every area of the bot-kind registry; its files are served from /tb-static/<area>/. */
const AREAS = REGISTRY_AREAS.map(({ area, navKey }) => ({ area, remote: area, nav: NAV_NAMES[navKey] }));

/** The shell's lazy chunk that starts the federation runtime (apps/shell/src/federation/load-federation.ts). */
const FEDERATION_CHUNK = /^\/tb-static\/shell\/federation\.(?:[0-9a-f]+\.)?js$/;

type ManifestShared = { name: string; assets: { js: { sync: string[]; async: string[] } } };

test('locale and trailing slash are normalised', async ({ page }) => {
  await page.goto('/tradingbot');
  await expect(page).toHaveURL(/\/tradingbot\/en\/$/);
  await page.goto('/tradingbot/xx-YY/spot-grid');
  await expect(page).toHaveURL(/\/tradingbot\/en\/spot-grid\/$/);
  await page.goto('/tradingbot/ed-ED/dca/create');
  await expect(page).toHaveURL(/\/tradingbot\/en\/dca\/create\/$/);
  await page.goto('/tradingbot/tr-TUR/');
  await expect(page).toHaveURL(/\/tradingbot\/tr-TR\/$/);
  await page.goto('/tradingbot/ar-SA/');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar-SA');
});

test('every area is a real route, loaded from its own remote only when opened', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto('/tradingbot/en/');
  await expect(page.getByRole('navigation', { name: 'Trading bots' })).toBeVisible();
  // The home page downloads no remote at all, and not even the federation runtime: the home is the
  // shell's own code (its runtime is a lazy chunk, started when a remote is first needed).
  expect(requested.filter((path) => path.startsWith('/tb-static/') && !path.startsWith('/tb-static/shell/'))).toEqual([]);
  expect(requested.filter((path) => FEDERATION_CHUNK.test(path))).toEqual([]);
  expect(await page.evaluate(() => '__FEDERATION__' in window)).toBe(false);

  const heading = page.getByRole('main').getByRole('heading', { level: 1 });
  const remotesFetched = () =>
    new Set(requested.filter((path) => path.startsWith('/tb-static/') && !path.startsWith('/tb-static/shell/')).map((path) => path.split('/')[2]));
  let previous: string | undefined;
  let previousHeading = '';
  for (const { area, remote, nav } of AREAS) {
    requested.length = 0;
    await page.getByRole('navigation', { name: 'Trading bots' }).getByRole('link', { name: nav, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/tradingbot/en/${area}/$`));
    await expect(heading).toBeVisible();
    // the new area's page, not the one just left still on screen while the remote loads
    if (previousHeading) await expect(heading).not.toHaveText(previousHeading);
    previousHeading = await heading.innerText();
    // request events reach the test asynchronously: wait until the area's own files are in
    await expect.poll(() => remotesFetched().has(remote)).toBe(true);
    const fetched = remotesFetched();
    // the area just left may still finish its own lazy parts (an order book after the form): those are its files, not a new remote
    if (previous) fetched.delete(previous);
    expect([...fetched]).toEqual([remote]);
    previous = remote;
  }
});

test('a page with the shell and two remotes downloads each shared singleton once', async ({ page, request }) => {
  const requested = new Set<string>();
  page.on('response', (response) => requested.add(new URL(response.url()).pathname));
  await page.goto('/tradingbot/en/spot-grid/');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  // A deep link into a remote still loads in one round: index.html's own preload links asked for the
  // federation runtime's chunk and the remote's entry, in parallel with the shell's files, not a
  // script tag added once the shell had started.
  const initiators = await page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((entry) => ({ path: new URL(entry.name).pathname, by: entry.initiatorType })),
  );
  expect(initiators.filter((entry) => FEDERATION_CHUNK.test(entry.path)).map((entry) => entry.by)).toEqual(['link']);
  expect(initiators.filter((entry) => entry.path === '/tb-static/spot-grid/remoteEntry.js').map((entry) => entry.by)).toEqual(['link']);
  // With them, the remote's own list of its first render's files (issue 30; whether its preloads or the
  // runtime ask first for the exposed module is a race on an unthrottled machine: tools/bench/request-chain.mjs
  // shows the rounds), and the profile was asked once, by index.html's head: the session used that answer.
  expect(initiators.filter((entry) => entry.path === '/tb-static/spot-grid/preload.json').map((entry) => entry.by)).toEqual(['fetch']);
  expect(initiators.filter((entry) => entry.path === '/x-api/v2/private/user/profile').map((entry) => entry.by)).toEqual(['fetch']);
  await page.getByRole('navigation', { name: 'Trading bots' }).getByRole('link', { name: 'Spot DCA', exact: true }).click();
  await expect(page).toHaveURL(/\/dca\/$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();

  for (const remote of ['spot-grid', 'dca']) {
    const manifest = (await (await request.get(`/tb-static/${remote}/mf-manifest.json`)).json()) as { shared: ManifestShared[] };
    expect(manifest.shared.length).toBeGreaterThan(0);
    for (const shared of manifest.shared) {
      // A remote's own copy of a shared package is only a fallback: it must not be downloaded.
      for (const file of [...shared.assets.js.sync, ...shared.assets.js.async]) {
        expect(requested.has(`/tb-static/${remote}/${file}`), `${remote} downloaded its own ${shared.name} (${file})`).toBe(false);
      }
    }
  }
  // The shell's store, i18n and router instances are the ones the remotes use.
  const shareInfo = await page.evaluate(() => {
    const federation = (window as unknown as { __FEDERATION__?: { __SHARE__?: Record<string, Record<string, Record<string, Record<string, { from: string; loaded?: boolean }>>>> } }).__FEDERATION__;
    const result: Record<string, string[]> = {};
    for (const host of Object.values(federation?.__SHARE__ ?? {})) {
      for (const scope of Object.values(host)) {
        for (const [name, versions] of Object.entries(scope)) {
          for (const shared of Object.values(versions)) {
            if (shared.loaded) (result[name] ??= []).push(shared.from);
          }
        }
      }
    }
    return result;
  });
  for (const name of ['react', 'react-dom', '@tb/router', '@tb/i18n', '@tb/data-access-api']) {
    expect(new Set(shareInfo[name] ?? []), `${name} loaded from`).toEqual(new Set(['shell']));
  }
  // One federation runtime on the page: the remotes run on the shell's runtime-core instance.
  const runtime = await page.evaluate(() => {
    const g = window as unknown as { _FEDERATION_RUNTIME_CORE_FROM?: { name: string } };
    return { from: g._FEDERATION_RUNTIME_CORE_FROM?.name };
  });
  expect(runtime.from).toBe('shell');
});

test('the federation runtime failing to download shows the area as unavailable, and Retry recovers without a reload', async ({ page }) => {
  const runtimeChunk = (url: URL) => FEDERATION_CHUNK.test(url.pathname);
  await page.route(runtimeChunk, (route) => route.abort('connectionfailed'));
  await page.goto('/tradingbot/en/');
  await expect(page.getByRole('navigation', { name: 'Trading bots' })).toBeVisible();
  await page.evaluate(() => ((window as unknown as { __noReload: number }).__noReload = 1));
  await page.getByRole('navigation', { name: 'Trading bots' }).getByRole('link', { name: 'Spot grid', exact: true }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Spot grid is unavailable right now');
  // the shell itself still works: the home is its own code
  await page.unroute(runtimeChunk);
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toContainText(/spot grid/i);
  expect(await page.evaluate(() => (window as unknown as { __noReload?: number }).__noReload)).toBe(1);
});
