/**
 * `npm run bench:live-prices` (issue 14 item 6): live prices at market speed.
 *
 * The built simulator serves the built apps; Debian Chromium opens spot grid's
 * pair list (/tradingbot/en/spot-grid/symbols/: every tradable spot pair, ~50,
 * each row a live price and 24 h change from `@tb/data-access-quotes`). The
 * simulator pushes each row once a second, so the page's quote websocket is
 * routed (Playwright `page.routeWebSocket`): subscriptions, acks and pongs go
 * to and from the real simulator, whose pushes seed each symbol's row, and the
 * route pushes every subscribed symbol LIVE_HZ (default 10) times a second in
 * the feed's own message format ({"topic":"realtimes","symbol":S,"data":[row]},
 * one message per symbol, as the simulator sends them), the close moving by a
 * few ticks each time. The browser does all the real work: parsing, the feed's
 * batching, React, layout and paint.
 *
 * Measured over LIVE_SECONDS (default 10) once the ticks flow, at a desktop
 * viewport and at 390 px with the CPU slowed 4× (a phone):
 *   - long tasks (PerformanceObserver 'longtask', > 50 ms): count, longest;
 *   - frame intervals while the ticks flow (requestAnimationFrame): p50/p95/p99/max;
 *   - updates on screen: price cells whose text changed per second (MutationObserver),
 *     and DOM mutations outside the list per second (should be ~0);
 *   - React renders (a DevTools-style commit hook, works on the production build):
 *     commits per second, renders of the component that owns the list (the
 *     "whole list/page" re-render), and component renders outside / inside the list;
 *   - main-thread script and task time per second (CDP Performance metrics).
 *
 * Playwright delivers each routed message with one small evaluation in the
 * page, so the script time includes that delivery (the same for every build).
 * The last column ("harness only", LIVE_CONTROL=0 leaves it out) measures that
 * floor: the same pushes at the same rate, each naming a symbol the page does
 * not show, so they are delivered and parsed, then dropped by the feed.
 *
 * LIVE_DISTS=label=path,label=path compares builds side by side in one run
 * (each path a `dist/apps` folder; default: this checkout's `dist/apps`).
 * Figures only; no pass/fail.
 */
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, root, startBuiltSim } from './lib/built-sim.mjs';
import { join, resolve } from 'node:path';

const HZ = Number(process.env.LIVE_HZ ?? 10);
const SECONDS = Number(process.env.LIVE_SECONDS ?? 10);
const WARMUP_MS = Number(process.env.LIVE_WARMUP_MS ?? 2000);
const PATH = '/tradingbot/en/spot-grid/symbols/';
const LIST = '#sg-symbol-list';
const PROFILES = [
  { name: 'desktop 1280×900', width: 1280, height: 900, cpu: 1 },
  { name: 'phone 390×844, CPU 4× slower', width: 390, height: 844, cpu: 4 },
];
const DISTS = (process.env.LIVE_DISTS ?? `current=${join(root, 'dist/apps')}`).split(',').map((entry) => {
  const at = entry.indexOf('=');
  return at < 0 ? { label: entry, path: resolve(entry) } : { label: entry.slice(0, at), path: resolve(entry.slice(at + 1)) };
});

/** Installed before any page script: counts React commits and which components rendered (production React calls this hook too). */
function installRenderProbe(listSelector) {
  const probe = { commits: 0, ownerRenders: 0, outside: 0, inside: 0, mounts: 0 };
  window.__liveProbe = probe;
  const COMPONENT = new Set([0, 1, 11, 14, 15]); // function, class, forwardRef, memo, simple memo
  const PERFORMED_WORK = 1;
  const isList = (fiber) => fiber.tag === 5 && fiber.stateNode instanceof Element && fiber.stateNode.matches(listSelector);
  const walk = (fiber, inList, parentComponent, counts) => {
    for (let f = fiber; f; f = f.sibling) {
      const prev = f.alternate;
      let component = parentComponent;
      if (COMPONENT.has(f.tag)) {
        const rendered = !prev || (f.flags & PERFORMED_WORK) === PERFORMED_WORK;
        if (rendered) {
          if (!prev) counts.mounts++;
          if (inList) counts.inside++;
          else counts.outside++;
        }
        component = { fiber: f, rendered };
      }
      const listHere = !inList && isList(f);
      if (listHere && component?.rendered) counts.ownerRenders++;
      // a subtree React did not visit keeps its child pointer (DevTools' own test)
      if (prev && f.child === prev.child) continue;
      if (f.child) walk(f.child, inList || listHere, component, counts);
    }
  };
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    renderers: new Map(),
    supportsFiber: true,
    isDisabled: false,
    inject(renderer) {
      const id = this.renderers.size + 1;
      this.renderers.set(id, renderer);
      return id;
    },
    checkDCE() {},
    onScheduleFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    onCommitFiberRoot(_id, root) {
      if (!probe.on) return;
      probe.commits++;
      const counts = { ownerRenders: 0, outside: 0, inside: 0, mounts: 0 };
      try {
        if (root.current.child) walk(root.current.child, false, null, counts);
      } catch {
        probe.errors = (probe.errors ?? 0) + 1;
      }
      probe.ownerRenders += counts.ownerRenders;
      probe.outside += counts.outside;
      probe.inside += counts.inside;
      probe.mounts += counts.mounts;
    },
  };
}

/** Routes the page's quote socket: the simulator answers subscriptions; the route pushes every symbol `hz` times a second. */
async function routeQuotes(page, hz, decoy = false) {
  const state = { sent: 0, symbols: new Map(), timer: null, socket: null };
  await page.routeWebSocket(/\/spot\/ws\/quote\/v1$/, (ws) => {
    const server = ws.connectToServer();
    state.socket = ws;
    server.onMessage((message) => {
      const text = typeof message === 'string' ? message : message.toString();
      try {
        const m = JSON.parse(text);
        if (m.topic === 'realtimes' && Array.isArray(m.data) && m.data[0]) {
          const row = m.data[0];
          const known = state.symbols.get(row.s);
          if (!known) state.symbols.set(row.s, { base: row, close: Number(row.c), decimals: (row.c.split('.')[1] ?? '').length });
          if (!known) ws.send(text);
          return; // later pushes are the route's own, at the market's speed
        }
      } catch {
        // not JSON: pass it on
      }
      ws.send(text);
    });
    ws.onClose(() => clearInterval(state.timer));
    clearInterval(state.timer);
    state.timer = setInterval(() => {
      const now = Date.now();
      for (const [symbol, s] of state.symbols) {
        const step = 10 ** -s.decimals;
        s.close = Math.max(step, s.close + step * Math.round((Math.random() - 0.5) * 6));
        const c = s.close.toFixed(s.decimals);
        const o = Number(s.base.o);
        const row = { ...s.base, t: now, s: symbol, c, h: Math.max(Number(s.base.h), s.close).toFixed(s.decimals), l: Math.min(Number(s.base.l), s.close).toFixed(s.decimals), m: ((s.close - o) / o).toFixed(6) };
        // a decoy names a symbol the page does not show: delivered and parsed, then dropped by the feed
        const name = decoy ? `Z${symbol}` : symbol;
        ws.send(JSON.stringify({ topic: 'realtimes', symbol: name, data: [{ ...row, s: name }] }));
        state.sent++;
      }
    }, 1000 / hz);
  });
  return state;
}

function measureInPage({ list, seconds }) {
  return new Promise((resolve) => {
    const probe = window.__liveProbe;
    const listEl = document.querySelector(list);
    const rows = listEl.querySelectorAll(':scope > li:not([aria-hidden])').length;
    const longTasks = [];
    const lt = new PerformanceObserver((entries) => entries.getEntries().forEach((e) => longTasks.push(e.duration)));
    lt.observe({ type: 'longtask' });
    let cellChanges = 0;
    let rowMutations = 0;
    let outsideMutations = 0;
    const outsideTargets = new Set();
    const changedCells = new Set();
    const mo = new MutationObserver((records) => {
      for (const r of records) {
        const node = r.target.nodeType === 1 ? r.target : r.target.parentElement;
        if (node && listEl.contains(node)) {
          rowMutations++;
          changedCells.add(node.closest('span') ?? node);
        } else {
          outsideMutations++;
          if (outsideTargets.size < 5 && node) outsideTargets.add(`${node.tagName.toLowerCase()}${node.className ? `.${String(node.className).split(' ')[0]}` : ''}`);
        }
      }
    });
    mo.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
    Object.assign(probe, { on: true, commits: 0, ownerRenders: 0, outside: 0, inside: 0, mounts: 0 });
    const frames = [];
    const start = performance.now();
    let last = start;
    const step = (now) => {
      frames.push(now - last);
      last = now;
      // distinct cells changed in this frame = updates the trader can see
      cellChanges += changedCells.size;
      changedCells.clear();
      if (now - start < seconds * 1000) return requestAnimationFrame(step);
      probe.on = false;
      lt.disconnect();
      mo.disconnect();
      resolve({ rows, frames, longTasks, cellChanges, rowMutations, outsideMutations, outsideTargets: [...outsideTargets], react: { ...probe }, seconds: (now - start) / 1000 });
    };
    requestAnimationFrame(step);
  });
}

const metric = (metrics, name) => metrics.find((m) => m.name === name)?.value ?? 0;

async function runProfile(browser, base, profile, decoy = false) {
  const context = await browser.newContext({ viewport: { width: profile.width, height: profile.height } });
  const page = await context.newPage();
  await page.addInitScript(installRenderProbe, LIST);
  const feed = await routeQuotes(page, HZ, decoy);
  await page.goto(`${base}${PATH}`);
  await page.locator(`${LIST} > li button`).first().waitFor({ timeout: 60_000 });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  if (profile.cpu > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpu });
  // every row subscribed and seeded, then a warm-up at full rate
  await page.waitForFunction((n) => document.querySelectorAll(n).length > 0, `${LIST} > li button`);
  await page.waitForTimeout(WARMUP_MS);
  const before = (await cdp.send('Performance.getMetrics')).metrics;
  const sentBefore = feed.sent;
  const m = await page.evaluate(measureInPage, { list: LIST, seconds: SECONDS });
  const after = (await cdp.send('Performance.getMetrics')).metrics;
  const sent = feed.sent - sentBefore;
  await context.close();
  const sorted = [...m.frames].sort((a, b) => a - b);
  const q = (p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
  const per = (n) => n / m.seconds;
  return {
    symbols: feed.symbols.size,
    rows: m.rows,
    pushesPerSecond: per(sent),
    longTasks: m.longTasks.length,
    longest: m.longTasks.length ? Math.max(...m.longTasks) : 0,
    blocking: m.longTasks.reduce((s, d) => s + Math.max(0, d - 50), 0),
    p50: q(50),
    p95: q(95),
    p99: q(99),
    max: sorted[sorted.length - 1],
    cellsPerSecond: per(m.cellChanges),
    rowMutationsPerSecond: per(m.rowMutations),
    outsideMutationsPerSecond: per(m.outsideMutations),
    outsideTargets: m.outsideTargets,
    commitsPerSecond: per(m.react.commits),
    ownerRendersPerSecond: per(m.react.ownerRenders),
    outsideRendersPerSecond: per(m.react.outside),
    insideRendersPerSecond: per(m.react.inside),
    scriptMsPerSecond: (1000 * (metric(after, 'ScriptDuration') - metric(before, 'ScriptDuration'))) / m.seconds,
    taskMsPerSecond: (1000 * (metric(after, 'TaskDuration') - metric(before, 'TaskDuration'))) / m.seconds,
  };
}

const LINES = [
  ['symbols live / rows in the list', (r) => `${r.symbols} / ${r.rows}`],
  ['pushes sent per second', (r) => r.pushesPerSecond.toFixed(0)],
  ['long tasks (> 50 ms): count', (r) => String(r.longTasks)],
  ['longest long task ms', (r) => (r.longTasks ? r.longest.toFixed(0) : '–')],
  ['blocking time (sum over 50 ms) ms', (r) => r.blocking.toFixed(0)],
  ['frame ms p50 / p95 / p99 / max', (r) => `${r.p50.toFixed(1)} / ${r.p95.toFixed(1)} / ${r.p99.toFixed(1)} / ${r.max.toFixed(1)}`],
  ['price cells updated on screen per s', (r) => r.cellsPerSecond.toFixed(0)],
  ['DOM mutations in the list per s', (r) => r.rowMutationsPerSecond.toFixed(0)],
  ['DOM mutations outside the list per s', (r) => `${r.outsideMutationsPerSecond.toFixed(1)}${r.outsideTargets.length ? ` (${r.outsideTargets.join(', ')})` : ''}`],
  ['React commits per s', (r) => r.commitsPerSecond.toFixed(1)],
  ['whole-list renders per s (list owner)', (r) => r.ownerRendersPerSecond.toFixed(1)],
  ['components rendered outside the list per s', (r) => r.outsideRendersPerSecond.toFixed(1)],
  ['components rendered inside the list per s', (r) => r.insideRendersPerSecond.toFixed(1)],
  ['main thread: script / task ms per s', (r) => `${r.scriptMsPerSecond.toFixed(0)} / ${r.taskMsPerSecond.toFixed(0)}`],
];

console.log(`bench:live-prices — spot grid's pair list (${PATH}) with every symbol pushed ${HZ}× a second, production build, Debian Chromium (headless)`);
console.log(`  ${SECONDS} s measured per run after ${WARMUP_MS} ms of warm-up; the quote socket routed by Playwright, rows seeded by the simulator's own pushes`);
const results = new Map(); // profile -> [{label, r}]
for (const dist of DISTS) {
  const sim = await startBuiltSim({ env: { SIM_DIST: dist.path }, readyPath: '/tradingbot/en/' });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    for (const profile of PROFILES) {
      const r = await runProfile(browser, sim.base, profile);
      if (!results.has(profile.name)) results.set(profile.name, []);
      results.get(profile.name).push({ label: dist.label, r });
    }
    if (dist === DISTS[DISTS.length - 1] && process.env.LIVE_CONTROL !== '0') {
      for (const profile of PROFILES) results.get(profile.name).push({ label: 'harness only', r: await runProfile(browser, sim.base, profile, true) });
    }
  } finally {
    await browser.close();
    await sim.stop();
  }
}
const width = Math.max(...LINES.map(([name]) => name.length)) + 2;
for (const [profile, runs] of results) {
  console.log(`\n  ${profile}`);
  console.log(`    ${''.padEnd(width)}${runs.map(({ label }) => label.padEnd(34)).join('')}`);
  for (const [name, show] of LINES) console.log(`    ${name.padEnd(width)}${runs.map(({ r }) => show(r).padEnd(34)).join('')}`);
}
