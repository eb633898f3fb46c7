#!/usr/bin/env node
/**
 * Home page waterfall: when each request of a first visit to the home starts
 * and ends (ms from navigation), in Chromium against the built product.
 * Shows whether the home's data (announcements) is requested in parallel
 * with its code (the home chunk) rather than after it.
 *
 *   node tools/bench/home-waterfall.mjs [--throttle]   # --throttle: 1.6 Mbit/s, 150 ms RTT (a slow phone network)
 *
 * Prints and exits 0 (benchmarks never fail a build).
 */
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, root, startBuiltSim } from './lib/built-sim.mjs';

const sim = await startBuiltSim({ env: { SIM_HISTORY_DAYS: '2', SIM_DIST: join(root, 'dist/apps') }, readyPath: '/tradingbot/en/' });
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
await page.goto(`${sim.base}/tradingbot/en/`);
await page.getByRole('heading', { name: /announcements/i }).waitFor();
await page.locator('.tb-news, .tb-announcements .tb-muted, .tb-announcements [role=alert]').first().waitFor();
const lcp = await page.evaluate(
  () => new Promise((resolve) => new PerformanceObserver((list) => resolve(list.getEntries().at(-1)?.startTime ?? null)).observe({ type: 'largest-contentful-paint', buffered: true })),
);
await browser.close();
await sim.stop();
console.log(`Home first visit${process.argv.includes('--throttle') ? ' (throttled)' : ''}: request start → end (ms from navigation)`);
for (const row of rows.sort((a, b) => a.start - b.start)) console.log(`  ${String(Math.round(row.start)).padStart(6)} → ${String(Math.round(row.end)).padStart(6)}  ${row.path}`);
console.log(`Largest contentful paint: ${lcp === null ? 'n/a' : `${Math.round(lcp)} ms`}`);
