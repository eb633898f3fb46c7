#!/usr/bin/env node
/**
 * The critical request chain of the pages traders use most (issue 30: an area page's LCP waits on
 * every level of requests before it). For each page, in Chromium under a slow phone network
 * (150 ms RTT, 1.6 Mbit/s) and a 4× slower CPU (what Lighthouse's mobile profile simulates):
 * each request's start and end (ms from navigation), who asked for it and its depth in the chain
 * (the HTML is 0; a file asked for by the HTML's tags or its inline scripts 1; any other request
 * one more than the last response that had ended when it started: what it waited for), then the largest contentful paint: its element, its render time,
 * and the depth of the deepest request that ended before it (the levels the first screen waited on).
 *
 *   node tools/bench/request-chain.mjs                                   # all pages, this build
 *   node tools/bench/request-chain.mjs --pages martingale,ranking --dist dist/bench/before
 *   node tools/bench/request-chain.mjs --before dist/bench/before --runs 3
 *       # side by side: the other build first, then this one, page by page on the same machine
 *       # load; with --runs, the median LCP render time and the per-request table of the last run
 *   add --quiet to print the summary lines only.
 *
 * Who asked comes from the DevTools protocol's initiator of each request (the parser, a preload, or
 * the top frame of the script stack that asked). A request served by an earlier preload is the preload's.
 * Prints and exits 0 (benchmarks never fail a build).
 */
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, root } from './lib/built-sim.mjs';
import { median, selectedPages, startPagesSim } from './lib/pages.mjs';

const argValue = (name) => {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
};
const DIST = resolve(argValue('--dist') ?? join(root, 'dist/apps'));
const BEFORE = argValue('--before') ? resolve(argValue('--before')) : undefined;
const RUNS = Math.max(1, Number(argValue('--runs') ?? 1));
const QUIET = process.argv.includes('--quiet');
const pages = selectedPages();

/** One visit of `url`: the requests with their depth, and the LCP. */
async function visit(browser, url, cookie) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, userAgent: 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36' });
  if (cookie) {
    const origin = new URL(url);
    await context.addCookies(cookie.split('; ').map((pair) => ({ name: pair.split('=')[0], value: pair.slice(pair.indexOf('=') + 1), domain: origin.hostname, path: '/' })));
  }
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const requests = new Map();
  let navStart;
  cdp.on('Network.requestWillBeSent', (event) => {
    if (navStart === undefined) navStart = event.timestamp;
    const initiator = event.initiator ?? {};
    let parent = initiator.url;
    if (!parent && initiator.stack) {
      for (let stack = initiator.stack; stack && !parent; stack = stack.parent) parent = stack.callFrames.find((frame) => frame.url)?.url;
    }
    requests.set(event.requestId, { id: event.requestId, url: event.request.url, type: initiator.type, parent, start: (event.timestamp - navStart) * 1000, end: undefined, bytes: 0 });
  });
  cdp.on('Network.loadingFinished', (event) => {
    const row = requests.get(event.requestId);
    if (row) Object.assign(row, { end: (event.timestamp - navStart) * 1000, bytes: event.encodedDataLength });
  });
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  await page.locator('main h1').first().waitFor({ timeout: 120_000 });
  await page.waitForLoadState('networkidle', { timeout: 120_000 }).catch(() => undefined);
  const lcp = await page.evaluate(
    () =>
      new Promise((done) =>
        new PerformanceObserver((list) => {
          const entry = list.getEntries().at(-1);
          const element = entry?.element;
          const name = element ? `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${element.className && typeof element.className === 'string' ? `.${element.className.trim().split(/\s+/).join('.')}` : ''}` : 'n/a';
          done({ time: entry ? entry.renderTime || entry.startTime : null, element: name });
        }).observe({ type: 'largest-contentful-paint', buffered: true }),
      ),
  );
  await context.close();
  // Depth: the HTML 0; its own tags 1; any other request (its inline scripts' included) waited for the
  // last response that had ended when it started (the file whose code, once it had run, asked for it;
  // or the answer it needed): one more than that one.
  // (The initiator's script URL says less: webpack's chunk loader lives in main.js whoever asks.)
  const rows = [...requests.values()].filter((row) => row.end !== undefined).sort((a, b) => a.start - b.start);
  for (const [index, row] of rows.entries()) {
    if (index === 0) row.depth = 0;
    else if (row.type === 'parser') row.depth = 1;
    else {
      const waited = rows.filter((other) => other !== row && other.end <= row.start).reduce((last, other) => (!last || other.end > last.end ? other : last), undefined);
      row.depth = waited ? (waited.depth ?? 1) + 1 : 1;
      row.waited = waited;
    }
  }
  const beforeLcp = rows.filter((row) => lcp.time !== null && row.end <= lcp.time);
  const lcpDepth = beforeLcp.reduce((deepest, row) => Math.max(deepest, row.depth), 0);
  return { rows, lcp, lcpDepth, bytes: rows.reduce((sum, row) => sum + row.bytes, 0) };
}

function printRows(label, result) {
  console.log(`  ${label}: requests start → end (ms), depth, initiator, KB on the wire`);
  for (const row of result.rows) {
    const path = new URL(row.url).pathname + (new URL(row.url).search.length > 40 ? '?…' : new URL(row.url).search);
    const after = row.waited ? `  (after ${new URL(row.waited.url).pathname.split('/').pop()})` : '';
    console.log(`    ${String(Math.round(row.start)).padStart(6)} → ${String(Math.round(row.end)).padStart(6)}  d${row.depth}  ${(row.type ?? '').padEnd(8)} ${(row.bytes / 1024).toFixed(1).padStart(6)}  ${path}${after}`);
  }
}

const builds = BEFORE ? [{ label: 'before', dist: BEFORE }, { label: 'after', dist: DIST }] : [{ label: DIST.replace(`${root}/`, ''), dist: DIST }];
const sims = [];
for (const build of builds) sims.push({ ...build, ...(await startPagesSim({ dist: build.dist })) });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const summary = [];
try {
  for (const target of pages) {
    console.log(`\n${target.name} (${target.path({ gridId: ':id' })}), ${RUNS} run(s) per build, throttled (150 ms RTT, 1.6 Mbit/s, CPU 4×)`);
    const results = new Map(sims.map((sim) => [sim.label, []]));
    for (let run = 0; run < RUNS; run += 1) {
      for (const sim of sims) {
        const url = `${sim.sim.base}${target.path(sim.seed)}`;
        results.get(sim.label).push(await visit(browser, url, target.auth ? sim.seed.cookie : undefined));
      }
    }
    for (const sim of sims) {
      const all = results.get(sim.label);
      const last = all.at(-1);
      if (!QUIET) printRows(sim.label, last);
      const times = all.map((r) => r.lcp.time).filter((t) => t !== null);
      const line = `${target.key.padEnd(13)} ${sim.label.padEnd(7)} LCP ${times.length ? `${Math.round(median(times))} ms` : 'n/a'} (runs ${times.map(Math.round).join(', ')}), chain depth before LCP ${last.lcpDepth} (max ${Math.max(...last.rows.map((r) => r.depth))}), ${last.rows.length} requests, ${(last.bytes / 1024).toFixed(0)} KB, LCP element ${last.lcp.element}`;
      console.log(`  ${line}`);
      summary.push(line);
    }
  }
} finally {
  await browser.close();
  for (const sim of sims) await sim.sim.stop();
}
console.log('\nSummary');
for (const line of summary) console.log(`  ${line}`);
