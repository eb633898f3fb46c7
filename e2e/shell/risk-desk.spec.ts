import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import BigNumber from 'bignumber.js';
import WebSocket from 'ws';
import { FMART_PATHS, NOTICE_PATHS } from '@tb/contracts/paths';
import { axe } from '../support/a11y';
import { post } from '../support/api';
import { expect } from '../support/fixtures';
import { testOnOwnSim } from '../support/own-sim';

/**
 * The risk desk end to end (issue 31) on a replayed market (SIM_REPLAY plays
 * this file for BTCUSDT; its index and mark follow it) and a stopped exchange
 * clock that the test moves on (`sim.advance`): two days flat around 60,000
 * (the history the clock starts after), three flat hours, a 1 % rise over 30
 * minutes, two flat hours at the top, an 8 % fall over two hours, then flat.
 * The clock stands still while the test sets the bots up and looks at the
 * pages, so what the bots meet is the simulated time the test asked for,
 * whatever this machine's speed.
 *
 * A 50× long martingale (liquidation about 1.5 % under the mark) with the
 * default 10 % alert and a 2 % guard set on its detail page: the warning is
 * raised once, on the first step (the mark is always within 10 % of a 50×
 * bot's liquidation) and pushed over the socket (the bell's count moves
 * without a reload); the guard pauses adding on the next step, resumes on the
 * rise, and the fall liquidates the position, which arrives as a notice. Two
 * short martingales of the same trader (20× and 3×) outlive the falls: the
 * risk view lists the bots nearest liquidation first. Another trader's
 * socket, subscribed the same way, receives nothing.
 */
const MINUTE = 60_000;
const START = Date.UTC(2026, 0, 1);
const HISTORY_DAYS = 2;
const FLAT = 3 * 60;
const RISE = 30;
const HOLD = 120;
const FALL = 120;
const STORY_MINUTES = FLAT + RISE + HOLD + FALL;
/** Simulated time the story starts (the end of the history). */
const STORY = START + HISTORY_DAYS * 1440 * MINUTE;

function path(): string {
  const rows = ['time,open,high,low,close,volume'];
  const base = new BigNumber(60_000);
  const top = base.times('1.01');
  const bottom = base.times('0.92');
  const price = (i: number): BigNumber => {
    const wobble = i % 2 === 0 ? 10 : -10;
    const j = i - HISTORY_DAYS * 1440;
    if (j < FLAT) return base.plus(wobble);
    if (j < FLAT + RISE) return base.plus(top.minus(base).times(j - FLAT + 1).div(RISE));
    if (j < FLAT + RISE + HOLD) return top.plus(wobble);
    if (j < STORY_MINUTES) return top.minus(top.minus(bottom).times(j - FLAT - RISE - HOLD + 1).div(FALL));
    return bottom.plus(wobble);
  };
  let previous = base;
  for (let i = 0; i < HISTORY_DAYS * 1440 + STORY_MINUTES + 600; i++) {
    const close = price(i).decimalPlaces(1);
    rows.push([START + i * MINUTE, previous.toFixed(1), BigNumber.max(previous, close).plus(5).toFixed(1), BigNumber.min(previous, close).minus(5).toFixed(1), close.toFixed(1), '1.5'].join(','));
    previous = close;
  }
  return rows.join('\n');
}

const dir = mkdtempSync(join(tmpdir(), 'tb-risk-replay-'));
const csv = join(dir, 'BTCUSDT.csv');
writeFileSync(csv, path());

const test = testOnOwnSim({ speed: 0, historyDays: HISTORY_DAYS, env: { SIM_REPLAY: `BTCUSDT=${csv}` } });

type Notice = { id: string; bot_id: string; kind: string; urgent: boolean };

/** A session cookie of a user (logged in through the API), for a websocket of our own. */
async function sessionCookie(baseURL: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${baseURL}/x-api/user/public/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, password }) });
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** A quote socket subscribed to its user's notices; collects what it receives. */
async function noticeSocket(baseURL: string, cookie: string): Promise<{ notices: Notice[]; close(): void }> {
  const socket = new WebSocket(`${baseURL.replace('http', 'ws')}/spot/ws/quote/v1`, { headers: { cookie } });
  const notices: Notice[] = [];
  await new Promise<void>((resolve, reject) => {
    socket.on('error', reject);
    socket.on('open', () => socket.send(JSON.stringify({ topic: 'bot_notices', event: 'sub' })));
    socket.on('message', (data) => {
      const m = JSON.parse(String(data)) as { topic?: string; event?: string; code?: string; data?: Notice[] };
      if (m.topic !== 'bot_notices') return;
      if (m.event === 'sub') return m.code === '0' ? resolve() : reject(new Error(`notice subscription refused: ${m.code}`));
      notices.push(...(m.data ?? []));
    });
  });
  return { notices, close: () => socket.close() };
}

// round take profit at its most (100 % of the round's margin: 2 % of the price at 50×), so the 1 % rise takes no round
const MART = { symbol: 'BTCUSDT', martingale_mode: 1, price_float_percent: '0.002', add_position_percent: '1', add_position_num: 2, round_tp_percent: '1', auto_cycle_toggle: 2 };

test('alerts, the add guard, liquidation notices and the risk view, at 390 px in ar-SA; another user hears nothing', async ({ page, sim, newUser, loginAs, shot }) => {
  const trader = await newUser();
  const other = await newUser();
  await sim.admin('fund', trader.email, 'USDT', '2000', 'derivatives');
  await loginAs(trader);
  const mine = await noticeSocket(sim.baseURL, await sessionCookie(sim.baseURL, trader.email, trader.password));
  const theirs = await noticeSocket(sim.baseURL, await sessionCookie(sim.baseURL, other.email, other.password));

  // the stored notices of a bot's kinds (what the simulator recorded, whatever the socket has delivered yet)
  const stored = async (bot: string): Promise<string[]> => (await post<{ items: Notice[] }>(page.request, NOTICE_PATHS.list, { bot_id: bot, limit: 50 })).result.items.map((n) => n.kind);
  /** Moves the market on ten minutes at a time until the bot has a notice of `kind`, at most to the story's minute `by`. */
  const advanceUntil = async (bot: string, kind: string, by: number) => {
    while (!(await stored(bot)).includes(kind)) {
      const now = await sim.advance(10 * MINUTE);
      if (now > STORY + by * MINUTE) throw new Error(`no ${kind} notice of ${bot} by the story's minute ${by}: ${(await stored(bot)).join(', ')}`);
    }
  };
  // the clock stands at the story's start (the end of the replayed history) until the test moves it
  const startedAt = await sim.advance(0);
  expect(startedAt - STORY).toBeGreaterThanOrEqual(0);
  expect(startedAt - STORY).toBeLessThan(10 * MINUTE);

  // the home page is open (the bell listens on the socket) before the bots exist
  await page.goto('/tradingbot/en/');
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications');

  const create = async (leverage: string, mode: 1 | 2) => {
    const r = await post<{ bot_id: string; status_code: number }>(page.request, FMART_PATHS.createFmartBot, { ...MART, martingale_mode: mode, leverage, init_margin: '300' });
    expect(r.result.status_code, JSON.stringify(r.result)).toBe(200);
    return r.result.bot_id;
  };
  const hot = await create('50', 1);

  // one warning on the first step, pushed: the socket has it and the bell's count moves without a reload
  await advanceUntil(hot, 'liq_warning', 10);
  await expect.poll(() => mine.notices.filter((n) => n.bot_id === hot && n.kind === 'liq_warning').length).toBe(1);
  await expect(bell).toHaveAccessibleName(/^Notifications, \d+ unread$/);

  // the guard, set on the detail page's risk panel: 2 % (the 50× bot is inside it at once)
  await page.goto(`/tradingbot/en/martingale/detail/${hot}/`);
  const risk = page.getByRole('region', { name: 'Liquidation risk' });
  await risk.getByRole('checkbox', { name: 'Pause adding when liquidation is within a distance' }).check();
  await risk.getByRole('textbox', { name: /^Guard distance/ }).fill('2');
  await risk.getByRole('button', { name: 'Save risk settings' }).click();
  await expect(risk.getByRole('status').filter({ hasText: 'Risk settings saved.' })).toBeVisible();
  await advanceUntil(hot, 'adds_paused', 30);
  await expect.poll(() => mine.notices.some((n) => n.bot_id === hot && n.kind === 'adds_paused')).toBe(true);
  await expect(risk.getByText(/^Adding paused: liquidation is within 2/)).toBeVisible();
  await shot('risk-detail-guard-desktop');
  await axe(page, 'detail with the risk panel');

  // the risk view: nearest liquidation first — the 50× long while it lives, then the 20× short, then the 3× short
  const near = await create('20', 2);
  const far = await create('3', 2);
  const rank = (id: string | null) => [hot, near, far].indexOf(id ?? '');
  await page.goto('/tradingbot/en/');
  await page.getByRole('tab', { name: 'Risk' }).click();
  const cards = page.getByTestId('risk-card');
  const shown = () => cards.evaluateAll((list) => list.map((card) => card.getAttribute('data-bot')));
  await expect.poll(async () => (await shown()).filter((id) => id === near || id === far).length).toBe(2);
  const order = (await shown()).map(rank);
  expect(order).toEqual([...order].sort((a, b) => a - b));
  expect(order).not.toContain(-1);
  await expect(page.getByRole('table', { name: 'Net exposure per coin across all bots (long minus short)' }).getByRole('rowheader', { name: 'BTC' })).toBeVisible();
  await shot('risk-view-desktop');

  // the notification centre lists the warning, linking to its bot
  await bell.click();
  const centre = page.getByRole('region', { name: 'Notifications' });
  // (the 20× short is within 10 % of its liquidation too: each bot's warning links to its own page)
  const warnings = centre.getByRole('link', { name: /Liquidation warning · BTCUSDT/ });
  await expect(warnings.and(page.locator(`[href="/tradingbot/en/martingale/detail/${hot}/"]`))).toHaveCount(1);
  await expect(warnings.and(page.locator(`[href="/tradingbot/en/martingale/detail/${near}/"]`))).toHaveCount(1);
  await shot('notice-centre-desktop');
  await axe(page, 'home with the risk view and the notification centre');

  // 390 px, Arabic: the risk view as cards, right to left, nothing off-screen
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/tradingbot/ar-SA/');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('tab', { name: 'المخاطر' }).click();
  await expect(page.locator(`[data-testid="risk-card"][data-bot="${far}"]`)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await shot('risk-view-phone-ar-SA');
  await axe(page, 'risk view (ar-SA, phone)');
  await page.getByRole('button', { name: /^الإشعارات/ }).click();
  await expect(page.getByRole('region', { name: 'الإشعارات' }).getByRole('link').first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await shot('notice-centre-phone-ar-SA');
  await axe(page, 'notification centre (ar-SA, phone)');

  // the rise takes the mark out of the guard (adding resumes), the fall liquidates the 50×
  await advanceUntil(hot, 'adds_resumed', FLAT + RISE + HOLD);
  await expect.poll(() => mine.notices.some((n) => n.bot_id === hot && n.kind === 'adds_resumed')).toBe(true);
  await advanceUntil(hot, 'liquidated', STORY_MINUTES + 60);
  await expect.poll(() => mine.notices.some((n) => n.bot_id === hot && n.kind === 'liquidated' && n.urgent)).toBe(true);
  // the alert was raised once: the mark never left the 10 % of a 50× bot's liquidation
  expect(mine.notices.filter((n) => n.bot_id === hot && n.kind === 'liq_warning')).toHaveLength(1);
  // the same story in the stored list, and nothing of it for the other trader
  expect(await stored(hot)).toEqual(expect.arrayContaining(['liq_warning', 'adds_paused', 'adds_resumed', 'liquidated']));
  expect(theirs.notices).toEqual([]);
  mine.close();
  theirs.close();
});
