import { devices, type Page, type Request } from '@playwright/test';
import { axe } from '../support/a11y';
import { expect, test } from '../support/fixtures';
import { APP_USER_AGENT, installFakeBridge } from './support/fake-bridge';

/**
 * The native-app scripts (issue 15 item 5, spec §7): the app-install banner
 * and the app jump are standalone scripts on static paths, loaded only when
 * needed — the banner on a mobile browser, the jump when "Open the app" is
 * followed — never inside the app, never on a desktop.
 */
const { defaultBrowserType: _webkit, ...iPhone } = devices['iPhone 13'];
const BANNER_JS = '/tb-static/shell/static/app-install-banner.js';
const JUMP_JS = '/tb-static/shell/static/app-jump.js';

function staticScripts(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request: Request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/tb-static/shell/static/')) seen.push(path);
  });
  return seen;
}

test.describe('on a phone browser', () => {
  test.use({ ...iPhone, viewport: { width: 390, height: 844 } });

  test('the banner comes from its static script; "Open the app" loads the jump, which falls back to the download page', async ({ page }) => {
    const seen = staticScripts(page);
    await page.goto('/tradingbot/en/spot-grid/');
    const banner = page.getByRole('complementary', { name: 'Get the app' });
    await expect(banner).toBeVisible();
    expect(seen).toEqual([BANNER_JS]);
    await axe(page, 'phone page with the script-drawn banner');
    const open = banner.getByRole('link', { name: 'Open the app' });
    await expect(open).toHaveAttribute('href', /^tbapp:\/\//);
    // No app handles tbapp:// in this browser (its navigation is aborted): the page stays visible, so after
    // 1.6 s the jump goes to the download page.
    await open.click();
    await expect(page).toHaveURL(/\/en\/download\/$/);
    expect(seen).toEqual([BANNER_JS, JUMP_JS]);
    // the download page is there (the simulator's, on this origin) and leads back to the bots
    await expect(page.getByRole('main').getByRole('heading', { name: 'Get the app', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Open trading bots in the browser' })).toHaveAttribute('href', '/tradingbot/en/');
    await axe(page, 'app download page');
  });

  // Followed on a page of its own: after the aborted tbapp:// navigation above, headless Chromium delivers no
  // click or key to the page (the page still renders and navigates by script), so the link is not followed there.
  test('the download page speaks the page’s language and leads back to the bots', async ({ page, request }) => {
    await page.goto('/ar-SA/download/');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('main').getByRole('heading', { name: 'احصل على التطبيق', level: 1 })).toBeVisible();
    await page.getByRole('link', { name: 'افتح روبوتات التداول في المتصفح' }).click();
    await expect(page).toHaveURL(/\/tradingbot\/ar-SA\/$/);
    // a locale the exchange does not serve: the 404 envelope, no page
    const unknown = await request.get('/xx-XX/download/');
    expect(unknown.status()).toBe(404);
    expect(((await unknown.json()) as { ret_code: number }).ret_code).toBe(10404);
  });

  test('the static scripts are served, revalidated, and outside the shell entry', async ({ request, page }) => {
    for (const path of [BANNER_JS, JUMP_JS]) {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toMatch(/javascript/);
      expect(response.headers()['cache-control']).toBe('no-cache');
    }
    // The shell's own scripts (what index.html loads) do not carry the banner's code.
    await page.goto('/tradingbot/en/');
    const entries = await page.locator('script[src]').evaluateAll((nodes) => nodes.map((node) => (node as HTMLScriptElement).src).filter((src) => !src.includes('/static/')));
    for (const src of entries) {
      const body = await (await request.get(src)).text();
      expect(body).not.toContain('tb-app-install-banner-style');
    }
  });
});

test('desktop: no static script is loaded', async ({ page }) => {
  const seen = staticScripts(page);
  await page.goto('/tradingbot/en/');
  await expect(page.getByRole('heading', { name: 'Trading bots', level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(seen).toEqual([]);
});

test.describe('inside the app', () => {
  test.use({ userAgent: APP_USER_AGENT, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('never loads the banner script', async ({ page, newUser }) => {
    const seen = staticScripts(page);
    await installFakeBridge(page, await newUser());
    await page.goto('/tradingbot/en/');
    await expect(page.getByRole('heading', { name: 'Trading bots', level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(seen).toEqual([]);
    await expect(page.getByRole('complementary', { name: 'Get the app' })).toHaveCount(0);
  });
});
