#!/usr/bin/env node
/**
 * `npm run bench:long-tasks` (issue 30 item 2): which work blocks the main
 * thread while a page loads on a phone, and from which module.
 *
 *   npm run bench:long-tasks                          # every page of lib/pages.mjs, dist/apps
 *   npm run bench:long-tasks -- --pages home,spot-grid --runs 3
 *   npm run bench:long-tasks -- --dist dist/bench/before   # another build laid out like dist/apps
 *   npm run bench:long-tasks -- --cpu 6 --top 8 --json /tmp/tasks.json
 *
 * For each page: Debian Chromium (Playwright), a phone (412×823, Moto G
 * user agent, as Lighthouse's mobile profile) with the CPU slowed 4× through
 * the DevTools protocol (`Emulation.setCPUThrottlingRate`, what DevTools'
 * "4× slowdown" does), a fresh cache, the production build served by the
 * simulator. A Chrome trace is recorded from navigation until the page has
 * been quiet for 2 s (its main heading shown, no request in flight), with the
 * V8 sampling profiler in it (`disabled-by-default-v8.cpu_profiler`). Then,
 * per page:
 * - every long task of the renderer's main thread (a top-level task over
 *   50 ms): when it starts (ms from navigation), how long, what started it
 *   (script evaluation of which file, a timer, an event, a message…);
 * - inside each task, the CPU samples' self time by module and by function,
 *   mapped back to the source through the build's source maps (a module is
 *   an npm package, or a workspace file under apps/ or libs/), and "own
 *   code": for each sample the nearest frame on the stack from apps/ or libs/
 *   (which of our functions the time was spent under, React or not);
 * - style/layout/paint and garbage collection inside the task;
 * - the blocking time (Σ task − 50 ms) after first contentful paint — the
 *   part Lighthouse counts as TBT up to time to interactive — and overall.
 * Figures only (a benchmark never fails a build): use it to find the work,
 * and `bench:lighthouse` for the scores. Times are the 4× slowed ones.
 */
import { readFileSync, existsSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, root } from './lib/built-sim.mjs';
import { median, selectedPages, startPagesSim } from './lib/pages.mjs';

const require = createRequire(import.meta.url);
// Chrome DevTools' source-map reader, as Lighthouse ships it (a pinned devDependency).
const { SourceMap } = require(join(root, 'node_modules/lighthouse/core/lib/cdt/SDK.js'));

const arg = (name, fallback) => {
  const index = process.argv.indexOf(name);
  return index >= 0 && process.argv[index + 1] ? process.argv[index + 1] : fallback;
};
const DIST = resolve(arg('--dist', process.env.LONG_TASKS_DIST ?? join(root, 'dist/apps')));
const RUNS = Math.max(1, Number(arg('--runs', 1)));
const CPU = Number(arg('--cpu', 4));
const TOP = Number(arg('--top', 6));
const JSON_OUT = arg('--json', undefined);
const LONG_US = 50_000;
const QUIET_MS = 2000;
const MOBILE_UA =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36';
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'toplevel',
  'v8.execute',
  'blink.user_timing',
  'loading',
  'disabled-by-default-v8.cpu_profiler',
  'v8',
];

if (!existsSync(join(DIST, 'shell/index.html'))) throw new Error(`${DIST} has no built shell (npx nx run-many -t build, or --dist another build)`);

// --- source maps --------------------------------------------------------------
const maps = new Map();
/** The source map of a served script (`/tb-static/<app>/<file>` → `<dist>/<app>/<file>.map`), or null. */
function mapFor(url) {
  if (maps.has(url)) return maps.get(url);
  let map = null;
  try {
    const path = new URL(url).pathname;
    const match = /^\/tb-static\/([^/]+)\/(.+\.js)$/.exec(path);
    const file = match && join(DIST, match[1], `${match[2]}.map`);
    if (file && existsSync(file)) map = new SourceMap(url, `${url}.map`, JSON.parse(readFileSync(file, 'utf8')));
  } catch {
    map = null;
  }
  maps.set(url, map);
  return map;
}

/** `webpack://spot_grid/./libs/engine/src/x.ts` → `libs/engine/src/x.ts`. */
const cleanSource = (source) => source.replace(/^webpack:\/\/[^/]*\//, '').replace(/^(\.\.?\/)+/, '').replace(/\?.*$/, '');

/** The module a source file belongs to: an npm package, or the workspace file itself. */
function moduleOf(source) {
  const nm = source.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const parts = source.slice(nm + 'node_modules/'.length).split('/');
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  return source;
}
/** A workspace file: a lib (`libs/…`) or an app's own (`src/…`, relative to the app that built it). */
const isOwn = (module) => /^(apps|libs|src)\//.test(module);

const frames = new Map();
/** A profile node's call frame, resolved: { fn, module, where }. */
function resolveFrame(callFrame) {
  const key = `${callFrame.url}:${callFrame.lineNumber}:${callFrame.columnNumber}:${callFrame.functionName}`;
  const cached = frames.get(key);
  if (cached) return cached;
  let frame;
  if (!callFrame.url) {
    const name = callFrame.functionName || '(anonymous)';
    frame = { fn: name, module: name.startsWith('(') ? name : '(native)', where: '' };
  } else {
    const map = mapFor(callFrame.url);
    const entry = map?.findEntry(callFrame.lineNumber, callFrame.columnNumber);
    if (entry?.sourceURL) {
      const source = cleanSource(entry.sourceURL);
      frame = { fn: entry.name || callFrame.functionName || '(anonymous)', module: moduleOf(source), where: `${source}:${entry.sourceLineNumber + 1}` };
    } else {
      const path = callFrame.url.startsWith('http') ? new URL(callFrame.url).pathname : callFrame.url;
      frame = { fn: callFrame.functionName || '(anonymous)', module: path, where: `${path}:${callFrame.lineNumber + 1}` };
    }
  }
  frames.set(key, frame);
  return frame;
}

// --- trace --------------------------------------------------------------------
/** The renderer's main thread that did the most work: { pid, tid }. */
function mainThread(events) {
  const mains = events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  let best = null;
  for (const main of mains) {
    const busy = events.reduce((sum, e) => (e.pid === main.pid && e.tid === main.tid && e.name === 'RunTask' && e.ph === 'X' ? sum + (e.dur ?? 0) : sum), 0);
    if (!best || busy > best.busy) best = { pid: main.pid, tid: main.tid, busy };
  }
  if (!best) throw new Error('no renderer main thread in the trace');
  return best;
}

/** The CPU profile samples of that renderer: [{ ts, dur, node }] with node = { frame, parent }. */
function samplesOf(events, pid) {
  const profiles = events.filter((e) => e.pid === pid && e.name === 'Profile');
  const samples = [];
  for (const profile of profiles) {
    const nodes = new Map();
    let ts = profile.args?.data?.startTime ?? profile.ts;
    const chunks = events.filter((e) => e.pid === pid && e.name === 'ProfileChunk' && e.id === profile.id);
    for (const chunk of chunks) {
      const data = chunk.args?.data ?? {};
      for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, { callFrame: node.callFrame, parent: node.parent });
      const ids = data.cpuProfile?.samples ?? [];
      const deltas = data.timeDeltas ?? [];
      for (let i = 0; i < ids.length; i += 1) {
        ts += deltas[i] ?? 0;
        samples.push({ ts, id: ids[i], nodes });
      }
    }
  }
  samples.sort((a, b) => a.ts - b.ts);
  for (let i = 0; i < samples.length; i += 1) samples[i].dur = Math.min(i + 1 < samples.length ? samples[i + 1].ts - samples[i].ts : 0, 20_000);
  return samples;
}

/** The stack of a sample, leaf first, as resolved frames. */
function stackOf(sample) {
  const stack = [];
  for (let node = sample.nodes.get(sample.id); node; node = node.parent ? sample.nodes.get(node.parent) : undefined) {
    if (node.callFrame.functionName === '(root)') break;
    stack.push(resolveFrame(node.callFrame));
  }
  return stack;
}

const add = (map, key, us) => map.set(key, (map.get(key) ?? 0) + us);
const top = (map, n = TOP) => [...map.entries()].sort((a, b) => b[1] - a[1]).slice(0, n);
const ms = (us) => Math.round(us / 1000);

/** What started a task: its first script, timer, event or parse inside. */
function describeTask(task, inside) {
  const words = [];
  for (const e of inside) {
    const data = e.args?.data ?? e.args?.beginData ?? {};
    const file = (url) => (url ? (url.startsWith('http') ? new URL(url).pathname : url).replace(/^\/tb-static\//, '') : '');
    if (e.name === 'EvaluateScript' || e.name === 'v8.compileModule') words.push(`evaluate ${file(data.url)}`);
    else if (e.name === 'FunctionCall') words.push(`call ${data.functionName || '(anonymous)'}${data.url ? ` in ${file(data.url)}` : ''}`);
    else if (e.name === 'TimerFire') words.push('timer');
    else if (e.name === 'FireAnimationFrame') words.push('animation frame');
    else if (e.name === 'EventDispatch') words.push(`event ${data.type}`);
    else if (e.name === 'ParseHTML') words.push('parse HTML');
    else if (e.name === 'FireIdleCallback') words.push('idle callback');
    else if (e.name === 'XHRReadyStateChange' || e.name === 'XHRLoad') words.push('XHR');
    if (words.length >= 2) break;
  }
  return [...new Set(words)].join(', ') || task.name;
}

const RENDERING = new Set(['UpdateLayoutTree', 'Layout', 'Paint', 'PrePaint', 'Layerize', 'RecalculateStyles', 'ScheduleStyleRecalculation', 'Commit']);
const GC = /GC|garbage/i;

function analyse(events) {
  const main = mainThread(events);
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && typeof e.dur === 'number').sort((a, b) => a.ts - b.ts);
  const navStart =
    events.filter((e) => e.pid === main.pid && e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame && /^http/.test(e.args?.data?.documentLoaderURL ?? '')).at(-1)?.ts ??
    onMain[0]?.ts ??
    0;
  const fcp = events.find((e) => e.pid === main.pid && e.name === 'firstContentfulPaint' && e.ts >= navStart)?.ts;
  const lcp = events.filter((e) => e.pid === main.pid && e.name === 'largestContentfulPaint::Candidate' && e.ts >= navStart).at(-1)?.ts;
  // top-level tasks: RunTask events not inside another one
  const tasks = [];
  let end = -1;
  for (const e of onMain) {
    if (e.name !== 'RunTask' && e.name !== 'ThreadControllerImpl::RunTask') continue;
    if (e.ts < end) continue;
    end = e.ts + e.dur;
    if (e.ts >= navStart) tasks.push(e);
  }
  const samples = samplesOf(events, main.pid);
  const longTasks = tasks
    .filter((t) => t.dur > LONG_US)
    .map((task) => {
      const from = task.ts;
      const to = task.ts + task.dur;
      const inside = onMain.filter((e) => e !== task && e.ts >= from && e.ts < to);
      const byModule = new Map();
      const byFunction = new Map();
      const byOwn = new Map();
      let rendering = 0;
      let gc = 0;
      for (const e of inside) {
        if (RENDERING.has(e.name)) rendering += e.dur;
        else if (GC.test(e.name) && !inside.some((o) => o !== e && GC.test(o.name) && o.ts <= e.ts && o.ts + o.dur >= e.ts + e.dur)) gc += e.dur;
      }
      for (const sample of samples) {
        if (sample.ts < from || sample.ts >= to) continue;
        const stack = stackOf(sample);
        const leaf = stack[0];
        if (!leaf || leaf.module === '(idle)') continue;
        add(byModule, leaf.module, sample.dur);
        add(byFunction, `${leaf.fn}  ${leaf.where || leaf.module}`, sample.dur);
        const own = stack.find((frame) => isOwn(frame.module));
        add(byOwn, own ? `${own.fn}  ${own.where}` : `(no workspace frame: ${leaf.module})`, sample.dur);
      }
      return {
        start: ms(task.ts - navStart),
        duration: ms(task.dur),
        blocking: ms(task.dur - LONG_US),
        afterFcp: fcp !== undefined && task.ts >= fcp,
        what: describeTask(task, inside),
        rendering: ms(rendering),
        gc: ms(gc),
        modules: top(byModule).map(([name, us]) => ({ name, ms: ms(us) })),
        functions: top(byFunction).map(([name, us]) => ({ name, ms: ms(us) })),
        own: top(byOwn).map(([name, us]) => ({ name, ms: ms(us) })),
      };
    });
  const blocking = longTasks.reduce((s, t) => s + t.blocking, 0);
  const blockingAfterFcp = longTasks.filter((t) => t.afterFcp).reduce((s, t) => s + t.blocking, 0);
  const busy = tasks.reduce((s, t) => s + t.dur, 0);
  return { fcp: fcp === undefined ? null : ms(fcp - navStart), lcp: lcp === undefined ? null : ms(lcp - navStart), busy: ms(busy), blocking, blockingAfterFcp, longTasks, samples: samples.length };
}

// --- run ------------------------------------------------------------------------
async function trace(browser, url, cookie) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true, userAgent: MOBILE_UA });
  // the session as the browser's own cookies: a `Cookie` request header (extraHTTPHeaders) did not reach the
  // page's credentialed API calls, so the detail page was traced as the login page it redirected to
  if (cookie) {
    await context.addCookies(
      cookie.split(';').map((pair) => pair.trim()).filter(Boolean).map((pair) => ({ name: pair.slice(0, pair.indexOf('=')), value: pair.slice(pair.indexOf('=') + 1), url: new URL('/', url).href })),
    );
  }
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
  let inflight = 0;
  let lastActivity = Date.now();
  page.on('request', () => {
    inflight += 1;
    lastActivity = Date.now();
  });
  const done = () => {
    inflight = Math.max(0, inflight - 1);
    lastActivity = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  const chunks = [];
  const finished = new Promise((resolveTrace) => cdp.once('Tracing.tracingComplete', resolveTrace));
  cdp.on('Tracing.dataCollected', ({ value }) => chunks.push(...value));
  await cdp.send('Tracing.start', { traceConfig: { includedCategories: CATEGORIES, recordMode: 'recordUntilFull' }, transferMode: 'ReportEvents' });
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  await page.locator('main h1').first().waitFor({ timeout: 120_000 });
  // quiet: nothing in flight (the quote socket aside) for QUIET_MS, at most 30 s more
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline && (inflight > 0 || Date.now() - lastActivity < QUIET_MS)) await page.waitForTimeout(200);
  await cdp.send('Tracing.end');
  await finished;
  await context.close();
  return analyse(chunks);
}

const pages = selectedPages();
console.log(`bench:long-tasks — ${pages.length} page(s), ${RUNS} run(s) each, phone 412×823, CPU ${CPU}× slower (DevTools throttling), ${DIST.replace(`${root}/`, '')}`);
const { sim, seed } = await startPagesSim({ dist: DIST });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const report = {};
try {
  for (const page of pages) {
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await trace(browser, `${sim.base}${page.path(seed)}`, page.auth ? seed.cookie : ''));
    report[page.key] = runs;
    const first = runs[0];
    console.log(`\n━━ ${page.name}  ${page.path(seed)}`);
    console.log(
      `   FCP ${first.fcp ?? 'n/a'} ms, LCP ${first.lcp ?? 'n/a'} ms, main thread busy ${first.busy} ms; long tasks ${first.longTasks.length}, blocking ${first.blocking} ms (after FCP ${first.blockingAfterFcp} ms)` +
        (RUNS > 1 ? `; over ${RUNS} runs: blocking after FCP median ${median(runs.map((r) => r.blockingAfterFcp))} ms, worst ${Math.max(...runs.map((r) => r.blockingAfterFcp))} ms` : ''),
    );
    for (const task of first.longTasks) {
      console.log(`   ▸ ${String(task.start).padStart(6)} ms  ${String(task.duration).padStart(4)} ms${task.afterFcp ? '' : ' (before FCP)'}  ${task.what}  [style/layout/paint ${task.rendering} ms, GC ${task.gc} ms]`);
      console.log(`       modules:   ${task.modules.map((m) => `${m.name} ${m.ms}`).join(' · ')}`);
      console.log(`       functions: ${task.functions.map((f) => `${f.name} ${f.ms}`).join(' · ')}`);
      console.log(`       own code:  ${task.own.map((f) => `${f.name} ${f.ms}`).join(' · ')}`);
    }
  }
  console.log('\nSummary (first run; ms at the slowed CPU)');
  console.log('page'.padEnd(26) + 'FCP'.padStart(7) + 'LCP'.padStart(7) + 'busy'.padStart(7) + 'long'.padStart(6) + 'block'.padStart(7) + 'after FCP'.padStart(11) + (RUNS > 1 ? 'median'.padStart(8) + 'worst'.padStart(7) : ''));
  for (const page of pages) {
    const runs = report[page.key];
    const r = runs[0];
    console.log(
      page.name.padEnd(26) + String(r.fcp ?? '-').padStart(7) + String(r.lcp ?? '-').padStart(7) + String(r.busy).padStart(7) + String(r.longTasks.length).padStart(6) + String(r.blocking).padStart(7) + String(r.blockingAfterFcp).padStart(11) +
        (RUNS > 1 ? String(median(runs.map((x) => x.blockingAfterFcp))).padStart(8) + String(Math.max(...runs.map((x) => x.blockingAfterFcp))).padStart(7) : ''),
    );
  }
  if (JSON_OUT) writeFileSync(JSON_OUT, JSON.stringify(report, null, 1));
} finally {
  await browser.close();
  await sim.stop();
}
