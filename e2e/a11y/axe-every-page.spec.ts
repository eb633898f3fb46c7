import { request as apiRequest, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { BOT_KINDS } from '@tb/util-bot-kinds';
import { CHROMIUM_ARGS } from '../playwright.config';
import { axeViolations } from '../support/a11y';
import { FCOMBO_PATHS, FMART_PATHS } from '@tb/contracts/paths';
import { LONG_AUTO_CYCLE, THREE_LEG_COMBO } from '../support/bot-bodies';
import { post } from '../support/api';
import { expect, test as base, type TestUser } from '../support/fixtures';
import { createGrid } from '../futures-grid/support';
import { disposeSim, startSim, type SimHandle } from '../support/sim';

/**
 * Issue 14 item 12: every page of every area has no axe violation — of any
 * impact: the moderate ones (two landmarks of one name, a skipped heading
 * level, content outside every landmark) are what a screen-reader user trips
 * over once the serious ones are gone — on a desktop (1280×900), at 390 px
 * (390×844) and right to left (ar-SA at 390 px). One browser context per viewport; the pages that need
 * bots read a trader's real ones, created through the API once per worker:
 * of each kind one running and one closed (its close detail), a DCA round
 * and a martingale round. Seeded leaders fill the ranking. The regional
 * sites (Hong Kong, UAE) are served under their host names (as
 * shell/regions.spec.ts does), anonymous, and so are the exchange's own
 * pages the product sends people to: its login page and its app download page
 * (where "Open the app" lands without the app), both the simulator's.
 *
 * The file sits in `e2e/a11y/` so that it comes first in Playwright's (alphabetical) order: its three
 * sweeps are the suite's longest tests, and started first they run beside the short specs instead of
 * after them, on a machine with two workers.
 *
 * No axe rule is disabled. (The phone viewport that fixes the scale and turns
 * zoom off, spec §2, would break `meta-viewport`, but the shell applies it only
 * to a phone's user agent, and these contexts are desktop Chromium at phone
 * width: the rule sees the zoomable viewport.)
 *
 * Every violation of every page is collected, then printed as
 * `page · viewport: rule (impact) — help — node (with related nodes)`, and the
 * test fails on any. AXE_DEBUG=1 also saves a screenshot of each page state.
 */

type World = { sim: SimHandle; user: TestUser; bots: Bots };
type Bots = {
  spotGrid: { running: string; closed: string };
  dca: { running: string; closed: string; round: string };
  futuresGrid: { running: string; closed: string };
  martingale: { running: string; closed: string; round: number };
  combo: { running: string; closed: string };
};

const HOSTS = ['www.exchange.com.hk', 'www.exchange.ae'];

const test = base.extend<object, { world: World }>({
  world: [
    async ({}, use) => {
      // Sign-up funds as `npm start` gives them (spot and derivatives USDT); a few leaders so the ranking has rows.
      // a stopped clock: the bots' first rounds come when the world moves the market on (createBots)
      const sim = await startSim({ speed: 0, historyDays: 3, signupFunds: 'default', env: { SIM_LEADERS: '8' } });
      const api = await apiRequest.newContext({ baseURL: sim.baseURL });
      const user = { email: `axe-${process.pid}-${Date.now()}@example.com`, password: 'E2e-Password-1' };
      const registered = await post(api, '/x-api/user/public/register', user);
      if (registered.ret_code !== 0) throw new Error(`register: ${JSON.stringify(registered)}`);
      // the daily pick's pop-up would cover the home (the trader has said "don't show again")
      await ok(api, '/x-api/contract/v5/private/fcombobot/set-daily-pick-no-pop', { no_pop: true });
      const bots = await createBots(api, sim);
      await api.dispose();
      await use({ sim, user, bots });
      await disposeSim(sim);
    },
    { scope: 'worker', timeout: 600_000 },
  ],
  baseURL: async ({ world }, use) => use(world.sim.baseURL),
});

test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...CHROMIUM_ARGS, `--host-resolver-rules=${HOSTS.map((host) => `MAP ${host} 127.0.0.1`).join(', ')}`],
  },
});

/** POST that must succeed (ret code 0, status 200 when the kind answers one); the result. */
async function ok<T extends Record<string, unknown>>(api: APIRequestContext, path: string, body: unknown): Promise<T> {
  const answer = await post<T & { status_code?: number; debug_msg?: string }>(api, path, body);
  if (answer.ret_code !== 0 || (answer.result?.status_code !== undefined && ![0, 200].includes(answer.result.status_code))) {
    throw new Error(`${path} ${JSON.stringify(body)} → ${JSON.stringify(answer)}`);
  }
  return answer.result;
}

const GRID = '/x-api/s1/bot/grid/v1';
const DCA = '/x-api/s1/bot/dca/v1';
const FG = '/x-api/contract/v5/fgridbot';

const MARTINGALE = { ...LONG_AUTO_CYCLE, init_margin: '1000' };
const COMBO = THREE_LEG_COMBO;

/** Of each kind a bot closed at once (its close detail) and one left running. */
async function createBots(api: APIRequestContext, sim: SimHandle): Promise<Bots> {
  const spotGrid = async () => (await ok<{ grid_id: string }>(api, `${GRID}/create-grid`, { symbol: 'BTCUSDT', min_price: '20000', max_price: '90000', cell_number: 10, quote_investment: '1000', invest_mode: 0 })).grid_id;
  const dca = async () => (await ok<{ bot_id: string }>(api, `${DCA}/create-bot`, { create_type: 3, parameters: { frequency_in_second: 3600, quote_coin: 'USDT', pairs: [{ base: 'ETH', amount: '20' }] } })).bot_id;
  const fgrid = () => createGrid(api, { mode: 1, leverage: '2', investment: '500', cells: 10, width: '0.05' });
  const mart = async () => (await ok<{ bot_id: string }>(api, FMART_PATHS.createFmartBot, MARTINGALE)).bot_id;
  const combo = async () => (await ok<{ bot_id: string }>(api, FCOMBO_PATHS.createBot, COMBO)).bot_id;

  const closedGrid = await spotGrid();
  await ok(api, `${GRID}/close-grid`, { grid_id: closedGrid, close_mode: 4 });
  const closedDca = await dca();
  await ok(api, `${DCA}/close-bot`, { bot_id: closedDca, close_mode: 2 });
  const closedFgrid = await fgrid();
  await ok(api, `${FG}/fgrid-bot-close`, { bot_id: closedFgrid });
  const closedMart = await mart();
  await ok(api, FMART_PATHS.closeFmartBot, { bot_id: closedMart });
  const closedCombo = await combo();
  await ok(api, FCOMBO_PATHS.closeBot, { bot_id: closedCombo });

  const bots: Bots = {
    spotGrid: { running: await spotGrid(), closed: closedGrid },
    dca: { running: await dca(), closed: closedDca, round: '' },
    futuresGrid: { running: await fgrid(), closed: closedFgrid },
    martingale: { running: await mart(), closed: closedMart, round: 1 },
    combo: { running: await combo(), closed: closedCombo },
  };
  // the DCA bot's first buy round (it buys when created, filled at the next price point) and the martingale's first round
  await sim.advance(60_000);
  await expect
    .poll(async () => (await ok<{ rounds: Array<{ round_id: string; round_no: number }> }>(api, `${DCA}/order-history`, { bot_id: bots.dca.running })).rounds.find((r) => r.round_no >= 1)?.round_id ?? '')
    .not.toBe('');
  bots.dca.round = (await ok<{ rounds: Array<{ round_id: string; round_no: number }> }>(api, `${DCA}/order-history`, { bot_id: bots.dca.running })).rounds.find((r) => r.round_no >= 1)!.round_id;
  const rounds = await ok<{ rounds: Array<{ round: number }> }>(api, FMART_PATHS.getFmartRoundList, { bot_id: bots.martingale.running });
  bots.martingale.round = rounds.rounds[0]?.round ?? 1;
  return bots;
}

/**
 * A page to check: its address under /tradingbot/{lang}/; `tabs`: each tab of the main region's
 * tab list that has a tab of this name is checked too (the create pages' Manual and AI, the home's
 * running and closed bots).
 */
type Visit = { name: string; path: string; tabs?: RegExp; open?: (page: Page) => Promise<void> };

/** The create pages' way to set the parameters: Manual or AI, in English and Arabic. */
const MANUAL_OR_AI = /^(Manual|AI|AI parameters|يدوي|الذكاء الاصطناعي|معاملات الذكاء الاصطناعي)$/;

function loggedInPages(bots: Bots): Visit[] {
  const { spotGrid: sg, dca, futuresGrid: fg, martingale: mart, combo } = bots;
  return [
    // the shell: the trader's home (my bots: running and closed tabs; announcements), unknown address
    { name: 'home (my bots, announcements)', path: '', tabs: /./ },
    { name: 'not found', path: 'no-such-page/' },
    // spot grid
    { name: 'spot grid create', path: 'spot-grid/create/?symbol=BTCUSDT', tabs: MANUAL_OR_AI },
    { name: 'spot grid symbols', path: 'spot-grid/symbols/' },
    { name: 'spot grid detail', path: `spot-grid/detail/${sg.running}/` },
    { name: 'spot grid open orders', path: `spot-grid/orders/${sg.running}/open/` },
    { name: 'spot grid order history', path: `spot-grid/orders/${sg.running}/history/` },
    { name: 'spot grid close detail', path: `spot-grid/close-detail/${sg.closed}/` },
    { name: 'spot grid follow', path: `spot-grid/follow/${sg.running}/` },
    { name: 'spot grid unknown bot', path: 'spot-grid/detail/999999999999999999/' },
    // DCA
    { name: 'dca create', path: 'dca/create/?base=BTC,ETH&quote=USDT' },
    { name: 'dca detail', path: `dca/detail/${dca.running}/` },
    { name: 'dca rounds', path: `dca/orders/${dca.running}/history/` },
    { name: 'dca round orders', path: `dca/orders/${dca.running}/history/${dca.round}/` },
    { name: 'dca close detail', path: `dca/close-detail/${dca.closed}/` },
    { name: 'dca not found', path: 'dca/no-such-page/' },
    // futures grid
    { name: 'futures grid create', path: 'futures-grid/create/?symbol=BTCUSDT', tabs: MANUAL_OR_AI },
    { name: 'futures grid contracts', path: 'futures-grid/symbols/' },
    { name: 'futures grid detail', path: `futures-grid/detail/${fg.running}/` },
    { name: 'futures grid open orders', path: `futures-grid/orders/${fg.running}/open/` },
    { name: 'futures grid order history', path: `futures-grid/orders/${fg.running}/history/` },
    { name: 'futures grid position', path: `futures-grid/positions/${fg.running}/` },
    { name: 'futures grid close detail', path: `futures-grid/close-detail/${fg.closed}/` },
    { name: 'futures grid follow', path: `futures-grid/follow/${fg.running}/` },
    // martingale
    { name: 'martingale create', path: 'martingale/create/?symbol=BTCUSDT', tabs: MANUAL_OR_AI },
    { name: 'martingale contracts', path: 'martingale/symbols/' },
    { name: 'martingale detail', path: `martingale/detail/${mart.running}/` },
    { name: 'martingale round', path: `martingale/round/${mart.running}/${mart.round}/` },
    { name: 'martingale open orders', path: `martingale/orders/${mart.running}/open/` },
    { name: 'martingale order history', path: `martingale/orders/${mart.running}/history/` },
    { name: 'martingale close detail', path: `martingale/close-detail/${mart.closed}/` },
    { name: 'martingale follow', path: `martingale/follow/${mart.running}/` },
    // combo
    { name: 'combo create', path: 'combo/create/?symbols=BTCUSDT,ETHUSDT,SOLUSDT', tabs: MANUAL_OR_AI },
    { name: 'combo contracts', path: 'combo/symbols/' },
    { name: 'combo detail', path: `combo/detail/${combo.running}/` },
    { name: 'combo rebalances', path: `combo/rebalances/${combo.running}/` },
    { name: 'combo order history', path: `combo/orders/${combo.running}/history/` },
    { name: 'combo positions', path: `combo/positions/${combo.running}/` },
    { name: 'combo close detail', path: `combo/close-detail/${combo.closed}/` },
    { name: 'combo follow', path: `combo/follow/${combo.running}/` },
    // tools: ranking, strategies, AI pick
    { name: 'ranking', path: 'ranking/' },
    { name: 'strategies', path: 'ranking/strategy/' },
    ...BOT_KINDS.filter((k) => k.released).map((k) => ({ name: `strategy ${k.area}`, path: `ranking/strategy/${k.area}/` })),
    { name: 'ai pick', path: 'ai-pick/' },
  ];
}

/** The banner's log-in button by its name in each language the spec opens. */
const LOG_IN: Record<string, string> = { en: 'Log in', 'ar-SA': 'تسجيل الدخول' };

function anonymousPages(locale: string): Visit[] {
  return [
    { name: 'home (visitor)', path: '' },
    {
      name: 'login prompt',
      path: '',
      open: async (page) => {
        await page.getByRole('banner').getByRole('button', { name: LOG_IN[locale], exact: true }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
      },
    },
    {
      name: 'registration prompt',
      path: '',
      open: async (page) => {
        await page.getByRole('banner').getByRole('button', { name: LOG_IN[locale], exact: true }).click();
        const dialog = page.getByRole('dialog');
        await dialog.locator('form.tb-login > button').last().click();
        await expect(dialog.getByRole('textbox')).not.toHaveCount(0);
        await expect(dialog.locator('input[autocomplete="new-password"]')).toBeVisible();
      },
    },
    { name: 'spot grid create (visitor)', path: 'spot-grid/create/' },
    {
      name: 'area unavailable (its remote down)',
      path: 'ai-pick/',
      open: async (page) => {
        await expect(page.getByRole('main').getByRole('alert')).toBeVisible({ timeout: 30_000 });
      },
    },
  ];
}

const CONTENT_LOADING = 'main .tb-spin, main .tb-skeleton, main .tb-skeleton-text';

/** Wait for the page's content: its main heading, then no spinner or skeleton left in the main region. */
async function settle(page: Page, label: string, findings: Finding[]) {
  try {
    const heading = page.getByRole('main').getByRole('heading', { level: 1 }).first();
    await expect(heading).toBeVisible();
    await expect(page.locator(CONTENT_LOADING)).toHaveCount(0);
    // The router renders a new page as a transition and keeps the old one up meanwhile: the heading and
    // the empty spinner list above may still be the old page's. Wait until the main region stops
    // changing (two reads 200 ms apart agree), then ask again, so axe never checks a page mid-swap.
    const main = page.locator('main').first();
    let last = '';
    await expect
      .poll(async () => {
        const now = await main.innerHTML();
        const same = now === last;
        last = now;
        return same;
      }, { intervals: [200] })
      .toBe(true);
    await expect(heading).toBeVisible();
    await expect(page.locator(CONTENT_LOADING)).toHaveCount(0);
  } catch (error) {
    // a page that never shows its title or keeps loading is a finding too; axe still checks what it shows
    findings.push(`${label}: did not settle — ${String(error).split('\n').slice(0, 2).join(' ')}`);
  }
}

type Finding = string;

/** axe time and checks of the test running in this worker (its tabs summed), for the summary line. */
const tally = { axeMs: 0, checks: 0 };
async function check(page: Page, label: string, findings: Finding[]) {
  tally.checks += 1;
  const t0 = Date.now();
  for (const line of await axeViolations(page)) findings.push(`${label}: ${line}`);
  if (process.env.AXE_DEBUG) {
    await page.screenshot({ path: `test-results/axe-every-page/${label.replace(/[^\w]+/g, '-')}.png`, fullPage: true });
  }
  tally.axeMs += Date.now() - t0;
}

/** Tabs whose page is the app as its last visit left it (no dialog opened, no remote blocked): the next visit can follow a link. */
const inApp = new WeakSet<Page>();

/**
 * Goes to `url` the way a trader moving around the product does: a page already showing the app
 * follows an in-app link (the router's history entry, no reload of the shell and its remotes); a new
 * tab, or one left with a dialog open, loads the address. It returns once the main region shows
 * something other than what it showed before (the router keeps the old page up while the new one's
 * code loads), and `settle` then waits for its heading and data as after a load. A full reload costs
 * about 1.6 s of CPU per page state here, most of this sweep's time; what axe then checks is the same
 * DOM a load of the address renders.
 */
async function goTo(page: Page, url: string, fresh: boolean) {
  if (fresh || !inApp.has(page) || !url.startsWith(new URL(page.url()).origin + '/tradingbot/')) {
    await page.goto(url);
    return;
  }
  const main = page.locator('main').first();
  const before = await main.innerHTML();
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, new URL(url).pathname + new URL(url).search);
  const changed = await expect
    .poll(async () => (await main.innerHTML()) !== before)
    .toBe(true)
    .then(
      () => true,
      () => false,
    );
  if (!changed) {
    // The sweep checks pages, not the router (the journeys follow links by name): an in-app move that
    // showed nothing new in 30 s loads the address instead, and says so in the report.
    test.info().annotations.push({ type: 'in-app navigation fell back to a load', description: url });
    await page.goto(url);
  }
}

async function visit(page: Page, base: string, v: Visit, label: string, findings: Finding[]) {
  const t0 = Date.now();
  const remoteDown = v.name.startsWith('area unavailable');
  if (remoteDown) await page.route('**/tb-static/ai-pick/**', (route) => route.abort());
  try {
    await goTo(page, `${base}${v.path}`, remoteDown || !!v.open);
    // The pointer rests off the page: what axe sees never depends on where the last click in this tab was
    // (a hovered row is a state of its own; hover colours are held to the same contrast in the theme).
    await page.mouse.move(0, 0);
    if (v.open || remoteDown) inApp.delete(page);
    else inApp.add(page);
    if (v.open) await v.open(page);
    await settle(page, `${v.name} · ${label}`, findings);
    await check(page, `${v.name} · ${label}`, findings);
    if (!v.tabs) return;
    const tabs = page.getByRole('main').getByRole('tablist').filter({ has: page.getByRole('tab', { name: v.tabs }) }).first().getByRole('tab');
    const count = await tabs.count();
    for (let i = 0; i < count; i += 1) {
      const tab = tabs.nth(i);
      if ((await tab.getAttribute('aria-selected')) === 'true' || (await tab.isDisabled())) continue;
      const name = ((await tab.textContent()) ?? `tab ${i + 1}`).trim();
      await tab.click();
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      await settle(page, `${v.name} [${name}] · ${label}`, findings);
      await check(page, `${v.name} [${name}] · ${label}`, findings);
    }
  } finally {
    if (remoteDown) await page.unroute('**/tb-static/ai-pick/**');
    if (process.env.AXE_TIMES) console.log(`  ${label} ${v.name}: ${Date.now() - t0} ms`);
  }
}

const VIEWPORTS = [
  { label: 'desktop', viewport: { width: 1280, height: 900 }, locale: 'en' },
  { label: '390 px', viewport: { width: 390, height: 844 }, locale: 'en' },
  { label: 'ar-SA 390 px', viewport: { width: 390, height: 844 }, locale: 'ar-SA' },
] as const;

test.describe.configure({ mode: 'parallel' });

/**
 * Page states checked at once, each in its own tab of the viewport's browser context. A check is mostly
 * waiting (the page's requests, its settling) and the axe run of one tab overlaps the loading of the
 * others: the same page states and rules in about half the time of one tab after another.
 */
const TABS_AT_ONCE = 3;

/** Runs `work` over `items` in `TABS_AT_ONCE` tabs of `context`, each taking the next item when done. */
async function inTabs<T>(context: BrowserContext, items: readonly T[], work: (page: Page, item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(TABS_AT_ONCE, items.length) }, async () => {
      const page = await context.newPage();
      try {
        for (let i = next++; i < items.length; i = next++) await work(page, items[i]);
      } finally {
        await page.close();
      }
    }),
  );
}

for (const { label, viewport, locale } of VIEWPORTS) {
  test(`every page of every area: no axe violation (${label})`, async ({ browser, world }) => {
    const findings: Finding[] = [];
    const started = Date.now();
    Object.assign(tally, { axeMs: 0, checks: 0 });
    const base = `${world.sim.baseURL}/tradingbot/${locale}/`;
    // A visitor's pages in a context without the session cookie; the regional sites (anonymous too, by
    // their host names) and the exchange's own pages the product links to.
    const visitor = await newContext(browser, world, viewport, locale);
    const port = new URL(world.sim.baseURL).port;
    const outside = [
      ['Hong Kong home', `http://www.exchange.com.hk:${port}/tradingbot/zh-TW/`],
      ['Hong Kong futures grid (not offered)', `http://www.exchange.com.hk:${port}/tradingbot/zh-TW/futures-grid/create/`],
      ['UAE home', `http://www.exchange.ae:${port}/tradingbot/ar-ARE/`],
      ['exchange login page', `${world.sim.baseURL}/${locale}/login?redirect_url=${encodeURIComponent(base)}`],
      ['app download page', `${world.sim.baseURL}/${locale}/download/`],
    ] as const;
    await inTabs(visitor, [...anonymousPages(locale).map((v) => ({ v })), ...outside.map(([name, url]) => ({ name, url }))], async (page, item) => {
      if ('v' in item) return visit(page, base, item.v, label, findings);
      inApp.delete(page);
      await page.goto(item.url);
      await settle(page, `${item.name} · ${label}`, findings);
      await check(page, `${item.name} · ${label}`, findings);
    });
    await visitor.close();
    // The trader's pages, in a context that has logged in.
    const trader = await newContext(browser, world, viewport, locale);
    const login = await trader.request.post(`${world.sim.baseURL}/x-api/user/public/login`, { data: world.user });
    expect(((await login.json()) as { ret_code: number }).ret_code).toBe(0);
    await inTabs(trader, loggedInPages(world.bots), (page, v) => visit(page, base, v, label, findings));
    await trader.close();
    console.log(`axe ${label}: ${tally.checks} page states in ${((Date.now() - started) / 1000).toFixed(1)} s (axe ${(tally.axeMs / 1000).toFixed(1)} s summed over ${TABS_AT_ONCE} tabs), ${findings.length} findings`);
    expect(findings, findings.join('\n')).toEqual([]);
  });
}

async function newContext(browser: Browser, world: World, viewport: { width: number; height: number }, locale: string): Promise<BrowserContext> {
  return browser.newContext({ viewport, locale: locale === 'en' ? 'en-US' : locale, baseURL: world.sim.baseURL });
}
