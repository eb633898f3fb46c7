/**
 * `npm run bench:ranking-scroll` (issue 13 item 3): the ranking list's frame
 * times while a trader scrolls through all 10,000 ranked bots.
 *
 * The exchange is the ranking bench's (lib/ranked-population: 40 seeded
 * leaders, their rows copied to 10,000 ranked bots) serving the built apps.
 * Debian Chromium opens /tradingbot/en/ranking/ at a desktop (1280×900) and
 * a phone (390×844) viewport; a requestAnimationFrame loop in the page moves
 * the list's scroller SCROLL_PX_PER_FRAME (default 240 px, a fast fling of
 * ~14,000 px/s) every frame until row 10,000 is on screen, the list loading
 * its pages of 50 as it goes. It records every frame's interval, the frames
 * in which the list really moved (the others wait for a page at the end of
 * what is loaded), long tasks (> 50 ms, the long-task observer) and the most
 * rows ever in the DOM (the virtualisation). Figures only; no pass/fail.
 */
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, root } from './lib/built-sim.mjs';
import { startRankedSim } from './lib/ranked-population.mjs';
import { join } from 'node:path';

const TARGET = Number(process.env.RANKING_BOTS ?? 10_000);
const PX_PER_FRAME = Number(process.env.SCROLL_PX_PER_FRAME ?? 240);
const MAX_SECONDS = Number(process.env.SCROLL_MAX_SECONDS ?? 240);
const VIEWPORTS = [
  { name: 'desktop 1280×900', width: 1280, height: 900 },
  { name: 'phone 390×844', width: 390, height: 844 },
];

const { sim, seeded, ranked, buildSeconds } = await startRankedSim({ target: TARGET, env: { SIM_DIST: join(root, 'dist/apps') }, readyPath: '/tradingbot/en/' });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  console.log('bench:ranking-scroll — the ranking list scrolled to its last row, production build, Debian Chromium (headless)');
  console.log(`  ${seeded}; ranked bots: ${ranked} (copies made in ${buildSeconds.toFixed(1)} s); ${PX_PER_FRAME} px per frame`);
  for (const viewport of VIEWPORTS) {
    const page = await browser.newPage({ viewport: { width: viewport.width, height: viewport.height } });
    await page.goto(`${sim.base}/tradingbot/en/ranking/`);
    const scroller = page.getByRole('region', { name: 'Ranked bots' });
    await scroller.getByRole('link').first().waitFor({ timeout: 60_000 });
    const m = await scroller.evaluate(
      (el, { target, px, maxMs }) =>
        new Promise((resolve) => {
          const frames = [];
          const moving = [];
          const longTasks = [];
          const observer = new PerformanceObserver((list) => list.getEntries().forEach((e) => longTasks.push(e.duration)));
          observer.observe({ type: 'longtask' });
          let maxDomRows = 0;
          let lastRow = 0;
          let lastTop = el.scrollTop;
          const start = performance.now();
          let last = start;
          const step = (now) => {
            const dt = now - last;
            last = now;
            frames.push(dt);
            if (el.scrollTop !== lastTop) moving.push(dt);
            lastTop = el.scrollTop;
            const rows = el.querySelectorAll('li[aria-posinset]');
            maxDomRows = Math.max(maxDomRows, rows.length);
            for (const row of rows) lastRow = Math.max(lastRow, Number(row.getAttribute('aria-posinset')));
            if (lastRow >= target || now - start > maxMs) {
              observer.disconnect();
              resolve({ frames, moving, longTasks, maxDomRows, lastRow, seconds: (now - start) / 1000 });
              return;
            }
            el.scrollTop += px;
            requestAnimationFrame(step);
          };
          requestAnimationFrame(step);
        }),
      { target: TARGET, px: PX_PER_FRAME, maxMs: MAX_SECONDS * 1000 },
    );
    const sorted = [...m.moving].sort((a, b) => a - b);
    const q = (p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))].toFixed(1) : '–');
    const over = (ms) => ((100 * m.moving.filter((d) => d > ms).length) / Math.max(1, m.moving.length)).toFixed(1);
    console.log(`  ${viewport.name}: reached row ${m.lastRow} of ${TARGET} in ${m.seconds.toFixed(1)} s; ${m.frames.length} frames, ${m.moving.length} while the list moved`);
    console.log(`    frame time while moving ms: p50 ${q(50)}  p95 ${q(95)}  p99 ${q(99)}  max ${sorted.length ? sorted[sorted.length - 1].toFixed(1) : '–'}; late (> 25 ms, a missed vsync): ${over(25)} %, > 50 ms: ${over(50)} %`);
    console.log(`    long tasks (> 50 ms): ${m.longTasks.length}${m.longTasks.length ? `, longest ${Math.max(...m.longTasks).toFixed(0)} ms` : ''}; most rows in the DOM at once: ${m.maxDomRows}`);
    await page.close();
  }
} finally {
  await browser.close();
  await sim.stop();
}
