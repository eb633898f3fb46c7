import AxeBuilder from '@axe-core/playwright';
import { openManualForm } from '../support/create-page';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

/**
 * Spot grid and DCA as a new trader finds them (issue 16): copy reachable
 * from every detail and close detail by its name, field errors at their
 * field in words, one format per figure, distinct link names, charts with
 * axes, and no figure clipped or pushed off a 390 px phone, in English and
 * Arabic.
 */

const GRID = '/x-api/s1/bot/grid/v1';
const DCA = '/x-api/s1/bot/dca/v1';

type Envelope<T> = { ret_code: number; result: T & { status_code: number; debug_msg: string } };

async function call<T>(request: APIRequestContext, path: string, data: unknown): Promise<Envelope<T>> {
  const response = await request.post(path, { data });
  return (await response.json()) as Envelope<T>;
}

async function spotGrid(request: APIRequestContext): Promise<string> {
  const body = await call<{ grid_id: string }>(request, `${GRID}/create-grid`, { symbol: 'BTCUSDT', min_price: '20000', max_price: '90000', cell_number: 10, quote_investment: '1000', invest_mode: 0 });
  expect([body.ret_code, body.result.status_code, body.result.debug_msg]).toEqual([0, 200, '']);
  return body.result.grid_id;
}

async function dcaBot(request: APIRequestContext): Promise<string> {
  const body = await call<{ bot_id: string }>(request, `${DCA}/create-bot`, { create_type: 3, parameters: { frequency_in_second: 3600, quote_coin: 'USDT', pairs: [{ base: 'ETH', amount: '20' }] } });
  expect([body.ret_code, body.result.status_code, body.result.debug_msg]).toEqual([0, 200, '']);
  return body.result.bot_id;
}

/**
 * What a phone would hide: the page scrolling sideways, a figure (an
 * element with digits of its own) past the screen's edge outside a swipe
 * area, or a figure's box cutting its own text.
 */
async function overflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const problems: string[] = [];
    if (document.documentElement.scrollWidth > width + 1) problems.push(`the page scrolls sideways: ${document.documentElement.scrollWidth} > ${width}`);
    const inSwipeArea = (el: Element) => {
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) if (/(auto|scroll)/.test(getComputedStyle(a).overflowX)) return true;
      return false;
    };
    for (const el of Array.from(document.querySelectorAll<HTMLElement>('body *'))) {
      const own = Array.from(el.childNodes).some((n) => n.nodeType === Node.TEXT_NODE && /\d/.test(n.textContent ?? ''));
      if (!own || el.closest('[aria-hidden="true"], .tb-visually-hidden, script, style')) continue;
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const text = (el.textContent ?? '').trim().slice(0, 40);
      if ((box.right > width + 1 || box.left < -1) && !inSwipeArea(el)) problems.push(`off the screen: "${text}" (${Math.round(box.left)}…${Math.round(box.right)})`);
      const style = getComputedStyle(el);
      if (style.display !== 'inline' && style.overflowX !== 'visible' && el.scrollWidth > el.clientWidth + 1) problems.push(`cut: "${text}" (${el.scrollWidth} > ${el.clientWidth})`);
    }
    return problems;
  });
}

async function seriousViolations(page: Page) {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Links that lead to different places never share an accessible name. */
async function sharedLinkNames(page: Page): Promise<string[]> {
  const links = await page.getByRole('link').evaluateAll((nodes) => nodes.map((a) => ({ href: (a as HTMLAnchorElement).pathname + (a as HTMLAnchorElement).search, name: (a.getAttribute('aria-label') ?? a.textContent ?? '').replace(/\s+/g, ' ').trim() })));
  const byName = new Map<string, Set<string>>();
  for (const link of links) byName.set(link.name, (byName.get(link.name) ?? new Set()).add(link.href));
  return [...byName].filter(([, hrefs]) => hrefs.size > 1).map(([name, hrefs]) => `${name}: ${[...hrefs].join(' | ')}`);
}

test('copy is reachable by name from every spot grid and DCA detail and close detail, and from the follow page', async ({ page, shot, trader }) => {
  await trader('USDT', '10000');
  const grid = await spotGrid(page.request);
  const dca = await dcaBot(page.request);

  // spot grid detail → the create form filled with its parameters
  await page.goto(`/tradingbot/en/spot-grid/detail/${grid}/`);
  const actions = page.getByRole('group', { name: 'Bot actions' });
  await expect(actions.getByRole('link', { name: 'Copy parameters' })).toBeVisible();
  await expect(actions.getByRole('link', { name: 'Follow page' })).toHaveAttribute('href', `/tradingbot/en/spot-grid/follow/${grid}/`);
  expect(await sharedLinkNames(page)).toEqual([]);
  await actions.getByRole('link', { name: 'Copy parameters' }).click();
  await expect(page.getByText(`Copying bot ${grid}`)).toBeVisible();
  await expect(page.getByRole('textbox', { name: /Lower price/ })).toHaveValue(/^20,?000(\.0+)?$/);
  await expect(page.getByRole('textbox', { name: /Upper price/ })).toHaveValue(/^90,?000(\.0+)?$/);
  await shot('copy-spot-grid-create');

  // the follow page of a followable bot copies too
  await page.goto(`/tradingbot/en/spot-grid/follow/${grid}/`);
  await page.getByRole('button', { name: /Copy/ }).click();
  await expect(page).toHaveURL(new RegExp(`/spot-grid/create/\\?symbol=BTCUSDT&copy=${grid}`));

  // DCA detail → the DCA form filled in, and the copy is recorded as one
  await page.goto(`/tradingbot/en/dca/detail/${dca}/`);
  await page.getByRole('link', { name: 'Copy parameters' }).click();
  await expect(page.getByText(`Filled in from your bot ${dca}: change anything before you start it.`)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Amount per round for coin 1' })).toHaveValue('20');
  await page.getByRole('button', { name: 'Review plan' }).click();
  await page.getByRole('dialog', { name: 'Confirm your DCA plan' }).getByRole('button', { name: 'Start bot' }).click();
  await page.waitForURL(/\/dca\/detail\/\d+\/$/);
  const copyId = page.url().match(/detail\/(\d+)\//)![1];
  const status = await call<{ detail: { create_type: string; followed_bot_id: string } }>(page.request, `${DCA}/status`, { bot_id: copyId });
  expect(status.result.detail).toMatchObject({ create_type: 'CREATE_TYPE_COPY', followed_bot_id: dca });

  // close details offer it too
  expect((await call(page.request, `${GRID}/close-grid`, { grid_id: grid, close_mode: 4 })).result.status_code).toBe(200);
  await page.goto(`/tradingbot/en/spot-grid/close-detail/${grid}/`);
  await expect(page.getByRole('link', { name: 'Copy parameters' })).toHaveAttribute('href', `/tradingbot/en/spot-grid/create/?symbol=BTCUSDT&copy=${grid}`);
  expect((await call(page.request, `${DCA}/close-bot`, { bot_id: dca, close_mode: 2 })).result.status_code).toBe(200);
  await page.goto(`/tradingbot/en/dca/close-detail/${dca}/`);
  await expect(page.getByRole('link', { name: 'Copy parameters' })).toHaveAttribute('href', `/tradingbot/en/dca/create/?copy=${dca}`);
  expect(await seriousViolations(page)).toEqual([]);
});

test('errors land at their field in words, and numbers are read as typed or refused with a reason', async ({ page, trader }) => {
  await trader('USDT', '1000');

  await page.goto('/tradingbot/en/spot-grid/create/?symbol=BTCUSDT');
  await openManualForm(page);
  const cells = page.getByRole('textbox', { name: /Number of grids/ });
  await expect(cells).toHaveValue('20'); // the pair's starting range is in: typing now is not overwritten
  await cells.fill('0');
  await expect(cells).toHaveAttribute('aria-invalid', 'true');
  await expect(cells).toHaveAccessibleDescription(/\S/);
  await expect(page.getByText(/gateway error/i)).toHaveCount(0);
  await expect(page.getByText('Parameters are valid.')).toHaveCount(0);

  await page.goto('/tradingbot/en/dca/create/?base=BTC');
  const amount = page.getByRole('textbox', { name: 'Amount per round for coin 1' });
  await amount.fill('999,999');
  await amount.blur();
  await expect(amount).toHaveAttribute('aria-invalid', 'true');
  await amount.fill('5e2');
  await amount.blur();
  await expect(amount).toHaveValue('5e2'); // kept as typed, never silently "52"
  await expect(amount).toHaveAttribute('aria-invalid', 'true');
  await expect(amount).toHaveAccessibleDescription(/\S/);
  await amount.fill('0');
  await amount.blur();
  await expect(amount).toHaveAttribute('aria-invalid', 'true'); // flagged as typed, not after Review
});

test('the AI tab pre-selects the best return by its stated rule and the form lists what a style changed', async ({ page, shot, trader }) => {
  await trader('USDT', '1000');
  const ai = await page.request.get(`${GRID}/ai-params-detail?symbol=BTCUSDT`);
  const body = (await ai.json()) as Envelope<{ recommended_style_code: number; list: { style_code: number; backtest_return: string }[] }>;
  const best = Math.max(...body.result.list.map((p) => Number(p.backtest_return)));
  expect(Number(body.result.list.find((p) => p.style_code === body.result.recommended_style_code)!.backtest_return)).toBe(best);

  await page.goto('/tradingbot/en/spot-grid/create/?symbol=BTCUSDT');
  await page.getByRole('tab', { name: 'AI' }).click();
  const names = { 1: /High profits/, 2: /Steady/, 3: /High frequency/ } as const;
  const chosen = page.getByRole('radio', { name: names[body.result.recommended_style_code as 1 | 2 | 3] });
  await expect(chosen).toBeChecked();
  await expect(chosen).toHaveAccessibleName(/Best return/);
  await expect(chosen).toHaveAccessibleName(/Returned [+−-]?\d+\.\d{2}% over its [\d.]+ test days/);
  await expect(page.getByText(/^Pre-selected: the offered style whose test returned the most/)).toBeVisible();
  expect(await overflow(page), 'AI tab').toEqual([]);
  await shot('spot-grid-ai-tab');
  await page.getByRole('button', { name: 'Use these parameters' }).click();
  await expect(page.getByTestId('ai-changes').getByRole('listitem').first()).toContainText('→');
  await shot('spot-grid-ai-applied');
});

for (const { locale, menu } of [
  { locale: 'en', menu: 'Menu' },
  { locale: 'ar-SA', menu: null },
]) {
  test(`phone 390 px (${locale}): no figure clipped or off the screen, bots first, charts named, formats single`, async ({ page, shot, trader }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await trader('USDT', '10000');
    const grid = await spotGrid(page.request);
    const dca = await dcaBot(page.request);

    await page.goto(`/tradingbot/${locale}/`);
    await expect(page.getByRole('tablist').first()).toBeVisible();
    // a logged-in trader sees their bots within the first screen
    const firstBot = page.getByRole('link', { name: new RegExp(grid) });
    await expect(firstBot).toBeVisible();
    expect((await firstBot.boundingBox())!.y).toBeLessThan(844);
    expect(await overflow(page), 'home').toEqual([]);
    expect(await sharedLinkNames(page), 'home link names').toEqual([]);
    if (menu) await expect(page.getByRole('banner').getByRole('button', { name: menu })).toBeVisible();
    if (locale === 'en') {
      await expect(page.getByText('BTC/USDT').first()).toBeVisible();
      await expect(page.getByText('BTCUSDT', { exact: true })).toHaveCount(0);
      await expect(page.getByText(/\b1 bots\b/)).toHaveCount(0);
    } else {
      // one digit set: Latin digits, never Arabic-Indic ones, in Arabic
      expect(await page.locator('main').innerText()).not.toMatch(/[\u0660-\u0669]/);
    }
    await shot(`phone-${locale}-home`);

    for (const path of [`spot-grid/detail/${grid}/`, `dca/detail/${dca}/`, 'spot-grid/create/?symbol=BTCUSDT', 'dca/create/?base=BTC']) {
      await page.goto(`/tradingbot/${locale}/${path}`);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await overflow(page), path).toEqual([]);
      expect(await sharedLinkNames(page), `${path} link names`).toEqual([]);
      expect(await seriousViolations(page), path).toEqual([]);
      await shot(`phone-${locale}-${path.split('/').slice(0, 2).join('-')}`);
    }
    // the create page's chart: a named figure with price and time axes
    await page.goto(`/tradingbot/${locale}/spot-grid/create/?symbol=BTCUSDT`);
    const figure = page.getByRole('figure').first();
    await expect(figure.getByTestId('price-axis')).toContainText(/\d/);
    await expect(figure.getByTestId('time-axis')).toContainText(/\d/);
    // the AI tab's cards: every figure on the screen
    await page.getByRole('main').getByRole('tab').nth(1).click();
    // the AI panel's three styles (the order book beside the form has its own price-step radios)
    await expect(page.getByRole('tabpanel').getByRole('radio')).toHaveCount(3);
    expect(await overflow(page), 'AI tab').toEqual([]);
    await shot(`phone-${locale}-spot-grid-ai`);
  });
}
