/**
 * The pages traders use most (issue 30): what `bench:lighthouse` and
 * `bench:long-tasks` measure, and the exchange they are measured on.
 *
 * - home, the create pages a trader starts a bot from (spot grid, futures
 *   grid, martingale, combo, DCA), a running bot's detail page (a spot grid
 *   of the demo account, created for the run), the ranking and the AI daily
 *   pick;
 * - create pages, the ranking and the AI pick as a visitor (what a link from outside
 *   opens), the detail page and a second run of the home (`home-trader`) with the
 *   demo trader's session;
 * - the simulator is the production build serving `dist` (default
 *   `dist/apps`), with a few seeded leaders so the ranking has rows.
 */
import { join } from 'node:path';
import { demoWithGrid, root, startBuiltSim } from './built-sim.mjs';

/** @typedef {{ key: string, name: string, path: (seed: { gridId: string }) => string, auth: boolean }} TraderPage */

/** @type {TraderPage[]} */
export const TRADER_PAGES = [
  { key: 'home', name: 'home', path: () => '/tradingbot/en/', auth: false },
  // The home as the demo trader sees it: their bots, and the AI pick pop-up's remote loaded after the first screen.
  { key: 'home-trader', name: 'home (trader)', path: () => '/tradingbot/en/', auth: true },
  { key: 'spot-grid', name: 'create (spot grid)', path: () => '/tradingbot/en/spot-grid/', auth: false },
  { key: 'futures-grid', name: 'create (futures grid)', path: () => '/tradingbot/en/futures-grid/', auth: false },
  { key: 'martingale', name: 'create (martingale)', path: () => '/tradingbot/en/martingale/', auth: false },
  { key: 'combo', name: 'create (combo)', path: () => '/tradingbot/en/combo/', auth: false },
  { key: 'dca', name: 'create (DCA)', path: () => '/tradingbot/en/dca/create/', auth: false },
  { key: 'detail', name: 'bot detail (spot grid)', path: (seed) => `/tradingbot/en/spot-grid/detail/${seed.gridId}/`, auth: true },
  { key: 'ranking', name: 'ranking', path: () => '/tradingbot/en/ranking/', auth: false },
  { key: 'ai-pick', name: 'AI pick', path: () => '/tradingbot/en/ai-pick/', auth: false },
];

/** `--pages home,spot-grid` (or BENCH_PAGES) picks some of them; default all. */
export function selectedPages(argv = process.argv, env = process.env) {
  const index = argv.indexOf('--pages');
  const wanted = (index >= 0 ? argv[index + 1] : env.BENCH_PAGES)?.split(',').map((s) => s.trim()).filter(Boolean);
  if (!wanted?.length) return TRADER_PAGES;
  const unknown = wanted.filter((key) => !TRADER_PAGES.some((page) => page.key === key));
  if (unknown.length) throw new Error(`unknown page ${unknown.join(', ')}; pages: ${TRADER_PAGES.map((p) => p.key).join(', ')}`);
  return TRADER_PAGES.filter((page) => wanted.includes(page.key));
}

/**
 * The built simulator serving `dist` with 12 seeded leaders over 8 days of
 * history (the ranking's rows; ~10–20 s more at start than none) and the demo
 * trader's spot grid: { sim, seed: { cookie, gridId } }.
 */
export async function startPagesSim({ dist = join(root, 'dist/apps'), env = {} } = {}) {
  const sim = await startBuiltSim({
    env: { SIM_HISTORY_DAYS: '8', SIM_LEADERS: '12', SIM_DIST: dist, ...env },
    readyPath: '/tradingbot/en/',
    timeoutMs: 300_000,
  });
  try {
    return { sim, seed: await demoWithGrid(sim.base) };
  } catch (error) {
    await sim.stop();
    throw error;
  }
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
