#!/usr/bin/env node
/**
 * Lighthouse benchmark (issue 14, item 4): Lighthouse 12 driving Debian
 * Chromium over the production build served by the simulator, as `npm start`
 * serves it.
 *
 *   npm run bench:lighthouse            # uses dist/ (builds it when missing)
 *   npm run bench:lighthouse -- --build # production build first
 *
 * Pages: the trading-bot home, a create page (spot grid) and a bot detail page
 * (a spot grid of the demo account, created for the run), each with the
 * mobile profile (Lighthouse's default: Moto G class CPU ×4 slowdown, slow 4G)
 * and the desktop profile. Prints performance, accessibility, best practices,
 * LCP, TBT and CLS per page, then the audits that cost points, and the
 * targets: mobile performance ≥ 0.90, desktop ≥ 0.98, accessibility 1.0, best
 * practices ≥ 0.95. The spec's fixed viewport (`user-scalable=no`,
 * `maximum-scale=1`, spec §1) is the one allowed exception and is named in
 * the output when Lighthouse counts it.
 * Benchmarks never fail a build: this prints and exits 0 unless it cannot measure.
 */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH, demoWithGrid, root, startBuiltSim } from './lib/built-sim.mjs';

const { BROWSER_APPS: APPS } = await import('../scripts/lib.mjs');
const env = { ...process.env, NX_NO_CLOUD: 'true', NX_DAEMON: 'false' };
if (process.argv.includes('--build') || APPS.some((app) => !existsSync(join(root, 'dist/apps', app, 'remoteEntry.js')) && app !== 'shell') || !existsSync(join(root, 'dist/apps/exchange-sim/main.mjs'))) {
  console.log('Building production bundles…');
  execSync(`npx nx run-many -t build --projects=${[...APPS, 'exchange-sim'].join(',')} --parallel=2`, { cwd: root, stdio: 'inherit', env });
}

const TARGETS = { mobile: 0.9, desktop: 0.98, accessibility: 1, bestPractices: 0.95 };
/**
 * Audits the spec's fixed phone viewport fails by design (spec §1: 0.85 scale, not zoomable, as the
 * exchange's app webview): `meta-viewport` and `viewport` read the tag itself, and Lighthouse's
 * `font-size` fails whenever `viewport` does ("no viewport meta tag optimized for mobile screens").
 */
const VIEWPORT_EXCEPTION = new Set(['meta-viewport', 'viewport', 'font-size']);

const sim = await startBuiltSim({ env: { SIM_HISTORY_DAYS: '2', SIM_DIST: join(root, 'dist/apps') }, readyPath: '/tradingbot/en/' });
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS });

try {
  // A logged-in trader with one running spot grid, for the detail page.
  const { cookie, gridId } = await demoWithGrid(sim.base);

  const pages = [
    { name: 'home', path: '/tradingbot/en/', headers: {} },
    { name: 'create (spot grid)', path: '/tradingbot/en/spot-grid/', headers: {} },
    { name: 'bot detail (spot grid)', path: `/tradingbot/en/spot-grid/detail/${gridId}/`, headers: { Cookie: cookie } },
  ];
  const rows = [];
  for (const page of pages) {
    for (const profile of ['mobile', 'desktop']) {
      const flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices'], extraHeaders: page.headers };
      const result = await lighthouse(`${sim.base}${page.path}`, flags, profile === 'desktop' ? desktopConfig : undefined);
      const { categories, audits } = result.lhr;
      const lost = Object.values(audits)
        .filter((a) => a.score !== null && a.score < 1 && (a.scoreDisplayMode === 'binary' || a.scoreDisplayMode === 'numeric' || a.scoreDisplayMode === 'metricSavings'))
        .filter((a) => categories.accessibility.auditRefs.some((r) => r.id === a.id && r.weight > 0) || categories['best-practices'].auditRefs.some((r) => r.id === a.id && r.weight > 0))
        .map((a) => a.id);
      rows.push({
        page: page.name,
        profile,
        performance: categories.performance.score,
        accessibility: categories.accessibility.score,
        bestPractices: categories['best-practices'].score,
        lcp: audits['largest-contentful-paint'].numericValue,
        tbt: audits['total-blocking-time'].numericValue,
        cls: audits['cumulative-layout-shift'].numericValue,
        fcp: audits['first-contentful-paint'].numericValue,
        lost,
      });
    }
  }

  const pct = (n) => (n === null || n === undefined ? '  n/a' : n.toFixed(2).padStart(5));
  console.log('\nLighthouse 12 (Debian Chromium, production build served by the simulator)\n');
  console.log('page'.padEnd(26) + 'profile'.padEnd(9) + 'perf'.padStart(6) + 'a11y'.padStart(6) + 'b.p.'.padStart(6) + 'FCP ms'.padStart(9) + 'LCP ms'.padStart(9) + 'TBT ms'.padStart(9) + 'CLS'.padStart(8));
  for (const r of rows) {
    console.log(
      r.page.padEnd(26) + r.profile.padEnd(9) + pct(r.performance).padStart(6) + pct(r.accessibility).padStart(6) + pct(r.bestPractices).padStart(6) +
        String(Math.round(r.fcp)).padStart(9) + String(Math.round(r.lcp)).padStart(9) + String(Math.round(r.tbt)).padStart(9) + r.cls.toFixed(3).padStart(8),
    );
  }
  console.log('\nAudits that cost accessibility or best-practice points:');
  for (const r of rows) if (r.lost.length) console.log(`  ${r.page} (${r.profile}): ${r.lost.map((id) => (VIEWPORT_EXCEPTION.has(id) ? `${id} [the spec's fixed viewport: allowed exception]` : id)).join(', ')}`);
  const verdict = (ok) => (ok ? 'met' : 'NOT met');
  const mobile = rows.filter((r) => r.profile === 'mobile');
  const desktop = rows.filter((r) => r.profile === 'desktop');
  const minOf = (list, key) => Math.min(...list.map((r) => r[key]));
  console.log('\nTargets');
  console.log(`  mobile performance ≥ ${TARGETS.mobile}: lowest ${minOf(mobile, 'performance').toFixed(2)} → ${verdict(minOf(mobile, 'performance') >= TARGETS.mobile)}`);
  console.log(`  desktop performance ≥ ${TARGETS.desktop}: lowest ${minOf(desktop, 'performance').toFixed(2)} → ${verdict(minOf(desktop, 'performance') >= TARGETS.desktop)}`);
  const onlyException = rows.every((r) => r.accessibility >= TARGETS.accessibility || r.lost.every((id) => VIEWPORT_EXCEPTION.has(id) || !id));
  console.log(`  accessibility 1.0: lowest ${minOf(rows, 'accessibility').toFixed(2)} → ${verdict(minOf(rows, 'accessibility') >= 1)}${minOf(rows, 'accessibility') < 1 && onlyException ? " (only the spec's fixed viewport)" : ''}`);
  console.log(`  best practices ≥ ${TARGETS.bestPractices}: lowest ${minOf(rows, 'bestPractices').toFixed(2)} → ${verdict(minOf(rows, 'bestPractices') >= TARGETS.bestPractices)}`);
} finally {
  chrome.kill();
  await sim.stop();
}
