#!/usr/bin/env node
/**
 * Home page waterfall: when each request of a first visit to the home starts
 * and ends (ms from navigation), in Chromium against the built product.
 * Shows whether the home's data (announcements) is requested in parallel
 * with its code (the home chunk) rather than after it.
 *
 *   node tools/bench/home-waterfall.mjs [--throttle]   # --throttle: 1.6 Mbit/s, 150 ms RTT (a slow phone network)
 *   node tools/bench/home-waterfall.mjs --path /tradingbot/en/futures-grid/create/ [--dist dist/bench/before]
 *       # a deep link into a remote instead: waits for its heading; each script's initiator shows
 *       # whether it came in the first round (index.html's own tags and preloads: `link`, `script`)
 *       # or was asked for by code that had to run first (the federation runtime, a lazy import)
 *
 * Prints and exits 0 (benchmarks never fail a build).
 */
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, root, startBuiltSim } from './lib/built-sim.mjs';

const argValue = (name) => {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
};
const PATH = argValue('--path');
const DIST = resolve(argValue('--dist') ?? join(root, 'dist/apps'));
const sim = await startBuiltSim({ env: { SIM_HISTORY_DAYS: '2', SIM_DIST: DIST }, readyPath: '/tradingbot/en/' });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
const page = await context.newPage();
if (process.argv.includes('--throttle')) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
}
const rows = [];
let t0 = 0;
page.on('requestfinished', (request) => {
  const timing = request.timing();
  const url = new URL(request.url());
  rows.push({ path: url.pathname, start: timing.startTime - t0, end: timing.startTime - t0 + timing.responseEnd });
});
t0 = Date.now();
await page.goto(`${sim.base}${PATH ?? '/tradingbot/en/'}`);
if (PATH) {
  await page.locator('main h1').first().waitFor();
  await page.waitForLoadState('networkidle');
} else {
  await page.getByRole('heading', { name: /announcements/i }).waitFor();
  await page.locator('.tb-news, .tb-announcements .tb-muted, .tb-announcements [role=alert]').first().waitFor();
}
const initiators = new Map(
  await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => [new URL(entry.name).pathname, /** @type {PerformanceResourceTiming} */ (entry).initiatorType])),
);
const lcp = await page.evaluate(
  () => new Promise((resolve) => new PerformanceObserver((list) => resolve(list.getEntries().at(-1)?.startTime ?? null)).observe({ type: 'largest-contentful-paint', buffered: true })),
);
await browser.close();
await sim.stop();
console.log(`${PATH ?? 'Home'} first visit${process.argv.includes('--throttle') ? ' (throttled)' : ''} (${DIST.replace(`${root}/`, '')}): request start → end (ms from navigation), initiator`);
for (const row of rows.sort((a, b) => a.start - b.start)) {
  console.log(`  ${String(Math.round(row.start)).padStart(6)} → ${String(Math.round(row.end)).padStart(6)}  ${(initiators.get(row.path) ?? '').padEnd(15)} ${row.path}`);
}
console.log(`Largest contentful paint: ${lcp === null ? 'n/a' : `${Math.round(lcp)} ms`}`);
