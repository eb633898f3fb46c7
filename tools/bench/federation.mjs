#!/usr/bin/env node
/**
 * Federation overhead benchmark (issue 14, item 5): the same pages built as
 * one single bundle and as the federated product, measured side by side in
 * one run with Lighthouse 12 (Debian Chromium) on the mobile profile.
 *
 *   npm run bench:federation                 # builds what is missing, 3 runs per page and build
 *   npm run bench:federation -- --build      # production build of both first
 *   npm run bench:federation -- --runs 5
 *   FEDERATED_DIST=dist/bench/before npm run bench:federation   # another federated build against the same single bundle
 *   npm run bench:federation -- --before dist/bench/before      # also an older federated build, in the navigation table
 *   npm run bench:federation -- --before dist/bench/before --navigation-only   # the navigation table only (no Lighthouse)
 *
 * Builds:
 * - federated: the product, dist/apps (shell + one remote per area + the simulator);
 * - single: tools/bench/single-bundle/webpack.config.js into dist/bench/single/shell —
 *   the shell's own production config without Module Federation, every remote's
 *   exposed module a lazy `import()` chunk of the one compilation (no federation
 *   runtime, no remote entries, no shared-scope negotiation). Rebuilt when
 *   missing, older than the federated shell, or with --build.
 * Two simulators serve them at once (SIM_DIST=dist/apps and SIM_DIST=dist/bench/single),
 * each with a logged-in trader's spot grid for the detail page. Pages: home,
 * the spot-grid create page, that bot's detail page. Runs alternate between the
 * builds (the order flips every round); each figure is the median of the runs.
 * Prints time to interactive (Lighthouse's `interactive`), LCP, TBT, FCP, bytes
 * and requests per page and build, and the ratio federated / single of time to
 * interactive per page and overall (sum of the medians); target ≤ 1.10.
 *
 * Then a navigation inside the app (lib/navigation.mjs, Playwright, 4× CPU):
 * home, idle, click the spot grid link, until the create page's heading —
 * ms, long tasks, blocking time and JavaScript downloaded by the click, per
 * build side by side (single, `--before <dist>` when given, federated). The
 * shell's home does not carry the federation runtime (issue 30 item 3): this
 * is where its download and start are paid instead.
 * Benchmarks never fail a build: this prints and exits 0 unless it cannot measure.
 */
import { execSync } from 'node:child_process';
import { cpSync, existsSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH, demoWithGrid, root, startBuiltSim } from './lib/built-sim.mjs';
import { NAVIGATION, launchNavigationBrowser, measureNavigation } from './lib/navigation.mjs';

const { BROWSER_APPS: APPS } = await import('../scripts/lib.mjs');
const env = { ...process.env, NX_NO_CLOUD: 'true', NX_DAEMON: 'false' };
const argValue = (name, fallback) => {
  const index = process.argv.indexOf(name);
  return index >= 0 && process.argv[index + 1] ? process.argv[index + 1] : fallback;
};
const RUNS = Math.max(1, Number(argValue('--runs', process.env.FEDERATION_RUNS ?? 3)));
const TARGET = 1.1;
const rebuild = process.argv.includes('--build');
const NAVIGATION_ONLY = process.argv.includes('--navigation-only');
// --before <dist>: an older federated build laid out like dist/apps (e.g. a copy of dist/apps made before a change), for the navigation table.
const BEFORE_DIST = argValue('--before', process.env.FEDERATION_BEFORE_DIST) ? resolve(argValue('--before', process.env.FEDERATION_BEFORE_DIST)) : undefined;
if (BEFORE_DIST && !existsSync(join(BEFORE_DIST, 'shell/index.html'))) throw new Error(`--before ${BEFORE_DIST} has no built shell`);

// FEDERATED_DIST: another federated build laid out like dist/apps (e.g. a shell from another commit next to links to the remotes); it is not built here.
const FEDERATED_DIST = process.env.FEDERATED_DIST ? resolve(process.env.FEDERATED_DIST) : join(root, 'dist/apps');
const SINGLE_DIST = join(root, 'dist/bench/single');

// --- builds -----------------------------------------------------------------
const federatedMissing =
  APPS.some((app) => app !== 'shell' && !existsSync(join(FEDERATED_DIST, app, 'remoteEntry.js'))) ||
  !existsSync(join(FEDERATED_DIST, 'shell/index.html')) ||
  !existsSync(join(root, 'dist/apps/exchange-sim/main.mjs'));
if (process.env.FEDERATED_DIST && federatedMissing) throw new Error(`FEDERATED_DIST=${FEDERATED_DIST} lacks the shell, a remote or the simulator`);
if (rebuild || federatedMissing) {
  console.log('Building the federated production bundles…');
  execSync(`npx nx run-many -t build --projects=${[...APPS, 'exchange-sim'].join(',')} --parallel=2`, { cwd: root, stdio: 'inherit', env });
}
const singleIndex = join(SINGLE_DIST, 'shell/index.html');
const singleStale = !existsSync(singleIndex) || statSync(singleIndex).mtimeMs < statSync(join(root, 'dist/apps/shell/index.html')).mtimeMs;
if (rebuild || singleStale) {
  console.log('Building the single bundle (no Module Federation) into dist/bench/single…');
  execSync('npx webpack --config tools/bench/single-bundle/webpack.config.js --mode production', { cwd: root, stdio: 'inherit', env });
}
// The shell's standalone native-app scripts have no federation in them: the same files for both builds.
if (existsSync(join(FEDERATED_DIST, 'shell/static'))) cpSync(join(FEDERATED_DIST, 'shell/static'), join(SINGLE_DIST, 'shell/static'), { recursive: true });

// --- servers, data ------------------------------------------------------------
/** A logged-in demo trader with one running spot grid on `base`: { cookie, gridId }. */
const seed = demoWithGrid;

const builds = [
  { key: 'single', dist: SINGLE_DIST },
  ...(BEFORE_DIST ? [{ key: 'before', dist: BEFORE_DIST }] : []),
  { key: 'federated', dist: FEDERATED_DIST },
];
for (const build of builds) {
  build.sim = await startBuiltSim({ env: { SIM_HISTORY_DAYS: '2', SIM_DIST: build.dist }, readyPath: '/tradingbot/en/' });
}
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS });

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

try {
  for (const build of builds) build.seed = await seed(build.sim.base);
  const pages = [
    { name: 'home', path: () => '/tradingbot/en/', auth: false },
    { name: 'create (spot grid)', path: () => '/tradingbot/en/spot-grid/', auth: false },
    { name: 'bot detail (spot grid)', path: (build) => `/tradingbot/en/spot-grid/detail/${build.seed.gridId}/`, auth: true },
  ];
  /** samples[page][build] = [{ tti, lcp, tbt, fcp, bytes, requests, scripts }] */
  const samples = Object.fromEntries(pages.map((p) => [p.name, { single: [], federated: [] }]));
  const order = ['single', 'federated'];
  for (let run = 0; run < (NAVIGATION_ONLY ? 0 : RUNS); run += 1) {
    for (const page of pages) {
      // Alternate: single first on even rounds, federated first on odd ones (and per page), so neither always runs second.
      const sequence = (run + pages.indexOf(page)) % 2 === 0 ? order : [...order].reverse();
      for (const key of sequence) {
        const build = builds.find((b) => b.key === key);
        const flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], extraHeaders: page.auth ? { Cookie: build.seed.cookie } : {} };
        const url = `${build.sim.base}${page.path(build)}`;
        const result = await lighthouse(url, flags);
        const { audits } = result.lhr;
        if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
        const requests = audits['network-requests']?.details?.items ?? [];
        const sample = {
          tti: audits.interactive.numericValue,
          lcp: audits['largest-contentful-paint'].numericValue,
          tbt: audits['total-blocking-time'].numericValue,
          fcp: audits['first-contentful-paint'].numericValue,
          bytes: audits['total-byte-weight'].numericValue,
          requests: requests.length,
          scripts: requests.filter((r) => r.resourceType === 'Script').length,
        };
        if (!Number.isFinite(sample.tti)) throw new Error(`${url}: Lighthouse gave no time to interactive`);
        samples[page.name][key].push(sample);
        console.log(
          `  run ${run + 1}/${RUNS}  ${page.name.padEnd(24)} ${key.padEnd(10)} TTI ${String(Math.round(sample.tti)).padStart(6)} ms  LCP ${String(Math.round(sample.lcp)).padStart(6)} ms  TBT ${String(Math.round(sample.tbt)).padStart(5)} ms`,
        );
      }
    }
  }

  const ms = (n) => String(Math.round(n)).padStart(8);
  if (!NAVIGATION_ONLY) {
  console.log(`\nFederation overhead — Lighthouse 12 mobile profile (simulated slow 4G, 4× CPU), Debian Chromium, medians of ${RUNS} runs`);
  console.log(`single = one webpack build without Module Federation (dist/bench/single); federated = the product (${FEDERATED_DIST.replace(`${root}/`, '')})\n`);
  console.log('page'.padEnd(26) + 'build'.padEnd(11) + 'TTI ms'.padStart(8) + 'LCP ms'.padStart(8) + 'TBT ms'.padStart(8) + 'FCP ms'.padStart(8) + 'KiB'.padStart(7) + 'req'.padStart(5) + 'js'.padStart(4));
  const medians = {};
  for (const page of pages) {
    medians[page.name] = {};
    for (const key of order) {
      const list = samples[page.name][key];
      const m = Object.fromEntries(['tti', 'lcp', 'tbt', 'fcp', 'bytes', 'requests', 'scripts'].map((k) => [k, median(list.map((s) => s[k]))]));
      medians[page.name][key] = m;
      console.log(
        page.name.padEnd(26) + key.padEnd(11) + ms(m.tti) + ms(m.lcp) + ms(m.tbt) + ms(m.fcp) + String(Math.round(m.bytes / 1024)).padStart(7) + String(Math.round(m.requests)).padStart(5) + String(Math.round(m.scripts)).padStart(4),
      );
    }
  }
  const verdict = (ratio) => (ratio <= TARGET ? 'met' : 'NOT met');
  console.log(`\nRatio federated / single (target ≤ ${TARGET.toFixed(2)})`);
  console.log('page'.padEnd(26) + 'TTI'.padStart(7) + 'LCP'.padStart(7) + 'TBT'.padStart(7));
  const ratio = (a, b) => (b > 0 ? a / b : a > 0 ? Infinity : 1);
  for (const page of pages) {
    const { single, federated } = medians[page.name];
    const r = ratio(federated.tti, single.tti);
    console.log(
      page.name.padEnd(26) + r.toFixed(3).padStart(7) + ratio(federated.lcp, single.lcp).toFixed(3).padStart(7) + ratio(federated.tbt, single.tbt).toFixed(3).padStart(7) + `   TTI ${verdict(r)}`,
    );
  }
  const sum = (key, metric) => pages.reduce((total, page) => total + medians[page.name][key][metric], 0);
  const overall = ratio(sum('federated', 'tti'), sum('single', 'tti'));
  console.log(
    'overall (sum of medians)'.padEnd(26) + overall.toFixed(3).padStart(7) + ratio(sum('federated', 'lcp'), sum('single', 'lcp')).toFixed(3).padStart(7) + ratio(sum('federated', 'tbt'), sum('single', 'tbt')).toFixed(3).padStart(7) + `   TTI ${verdict(overall)}`,
  );
  console.log(`\nTarget: time to interactive federated / single ≤ ${TARGET.toFixed(2)} → ${verdict(overall)} overall`);
  }

  // --- a navigation inside the app: home → spot grid create ------------------------
  const navigation = Object.fromEntries(builds.map((build) => [build.key, []]));
  const browser = await launchNavigationBrowser();
  try {
    for (let run = 0; run < RUNS; run += 1) {
      const sequence = run % 2 === 0 ? builds : [...builds].reverse();
      for (const build of sequence) {
        const sample = await measureNavigation(browser, build.sim.base);
        navigation[build.key].push(sample);
        console.log(
          `  run ${run + 1}/${RUNS}  ${NAVIGATION.name.padEnd(24)} ${build.key.padEnd(10)} ${ms(sample.ms)} ms to the heading  long tasks ${ms(sample.longTaskMs)} ms  JS ${sample.jsKb.toFixed(1)} KB gz`,
        );
      }
    }
  } finally {
    await browser.close();
  }
  console.log(`\nNavigation ${NAVIGATION.name} (fresh cache, home idle first; 4× CPU, network not throttled), medians of ${RUNS} runs`);
  console.log('build'.padEnd(11) + 'to heading ms'.padStart(15) + 'long tasks ms'.padStart(15) + 'blocking ms'.padStart(13) + 'JS KB gz'.padStart(10) + 'files'.padStart(7) + '   dist');
  for (const build of builds) {
    const list = navigation[build.key];
    const m = Object.fromEntries(['ms', 'longTaskMs', 'blockingMs', 'jsKb', 'files'].map((k) => [k, median(list.map((s) => s[k]))]));
    console.log(
      build.key.padEnd(11) + ms(m.ms).padStart(15) + ms(m.longTaskMs).padStart(15) + ms(m.blockingMs).padStart(13) + m.jsKb.toFixed(1).padStart(10) + String(Math.round(m.files)).padStart(7) + `   ${build.dist.replace(`${root}/`, '')}`,
    );
  }
} finally {
  chrome.kill();
  for (const build of builds) await build.sim?.stop();
}
