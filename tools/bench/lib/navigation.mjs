/**
 * A navigation inside the app, measured in the browser (issue 30 item 3): a
 * fresh visitor opens the home, waits until it is idle, then clicks a link in
 * the header (the spot grid by default) and waits for the area's page (its
 * `main h1`) and the network to settle. Lighthouse's CPU slowdown (4×) is
 * applied through DevTools for the whole visit, the network is not throttled;
 * the window is desktop-sized so the header's links are on screen.
 *
 * Per run: ms from the click to the area's heading, the long tasks' total
 * (≥ 50 ms, PerformanceObserver) from the click on, the blocking part of them
 * (each task's time over 50 ms, TBT's rule), and the JavaScript the click
 * downloaded (gzip -9 of what the server sent, KB). This is what moving the
 * federation runtime off the home's first visit costs later: the runtime's
 * download and start now happen on the first navigation into an area.
 */
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './built-sim.mjs';

export const NAVIGATION = { from: '/tradingbot/en/', area: 'spot-grid', name: 'home → spot grid create' };

/** One run against the simulator at `base`: { ms, longTaskMs, blockingMs, jsKb, files }. */
export async function measureNavigation(browser, base, { cpuSlowdown = 4, area = NAVIGATION.area } = {}) {
  // A desktop-sized window (the header's links are in a menu on a phone's width), the phone's CPU.
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await page.addInitScript(() => {
      const holder = /** @type {any} */ (window);
      holder.__navTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) holder.__navTasks.push({ start: entry.startTime, duration: entry.duration });
      }).observe({ type: 'longtask', buffered: true });
    });
    const scripts = [];
    let counting = false;
    page.on('response', (response) => {
      if (!counting || response.status() !== 200 || !new URL(response.url()).pathname.endsWith('.js')) return;
      scripts.push(response.body().catch(() => Buffer.alloc(0)));
    });
    await page.goto(`${base}${NAVIGATION.from}`);
    await page.locator('header').first().waitFor();
    await page.waitForLoadState('networkidle');
    // the home's own late work (its data, the analytics sink on idle) out of the way
    await page.evaluate(() => new Promise((resolve) => (window.requestIdleCallback ? requestIdleCallback(() => resolve(undefined), { timeout: 5000 }) : setTimeout(resolve, 1000))));
    const link = page.locator(`header a[href$="/${area}/"]`).first();
    counting = true;
    const clickAt = await page.evaluate(() => performance.now());
    await link.click();
    await page.waitForURL(new RegExp(`/${area}/$`));
    await page.locator('main h1').first().waitFor();
    const shownAt = await page.evaluate(() => performance.now());
    await page.waitForLoadState('networkidle');
    const tasks = await page.evaluate((from) => /** @type {any} */ (window).__navTasks.filter((task) => task.start >= from), clickAt - 5);
    const bodies = await Promise.all(scripts);
    return {
      ms: shownAt - clickAt,
      longTaskMs: tasks.reduce((sum, task) => sum + task.duration, 0),
      blockingMs: tasks.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0),
      jsKb: bodies.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0) / 1024,
      files: bodies.length,
    };
  } finally {
    await context.close();
  }
}

/** A browser for measureNavigation (Debian Chromium, as the other benchmarks). */
export function launchNavigationBrowser() {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}
