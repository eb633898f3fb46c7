import BigNumber from 'bignumber.js';
import type { Page } from '@playwright/test';
import { axe, balances, expect, GRID, gridDetail, plain, post, symbolItem, test } from './support';

/**
 * The spot-grid journey on a real simulator (clock 600× real time): a new,
 * funded user creates a grid on a seeded pair with a tight range around the
 * price (after a backtest preview and the confirmation summary), sees its
 * orders, sees fills book grid profit, withdraws the withdrawable profit,
 * closes to the quote coin and reads the close detail. Every balance change
 * is checked against what the API reported (create, withdraw, close) and
 * the simulator's ledger check passes. Screenshots and axe on every page.
 */
const SYMBOL = 'BTCUSDT';
const FUNDS = '5000';
const INVESTMENT = '1000';
const GRIDS = '10';

test.describe.configure({ mode: 'serial' });

async function fillForm(page: Page, lower: string, upper: string, grids: string, investment: string) {
  await page.getByRole('textbox', { name: /Lower price/ }).fill(lower);
  await page.getByRole('textbox', { name: /Upper price/ }).fill(upper);
  await page.getByRole('textbox', { name: /Number of grids/ }).fill(grids);
  await page.getByRole('textbox', { name: /Investment in USDT/ }).fill(investment);
}

const MINUTE = 60_000;

test('sign up → create a grid → orders → fills → grid profit > 0 → withdraw → close to quote → balances match the ledger', async ({ page, sim, newUser, loginAs, shot }, testInfo) => {
  const user = await newUser();
  await sim.admin('fund', user.email, 'USDT', FUNDS);
  await loginAs(user);
  const before = await balances(page.request, ['USDT', 'BTC']);
  expect(before.USDT.spot).toBe('5000');

  // 1. Create: a ±1.5 % range around the price, 10 grids, 1 000 USDT.
  const item = await symbolItem(page.request, SYMBOL);
  const price = new BigNumber(item.price);
  const lower = price.times('0.985').decimalPlaces(2, BigNumber.ROUND_FLOOR).toFixed(2);
  const upper = price.times('1.015').decimalPlaces(2, BigNumber.ROUND_CEIL).toFixed(2);
  await page.goto(`/tradingbot/en/spot-grid/create/?symbol=${SYMBOL}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Create spot grid' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Change pair, now BTC\/USDT/ })).toBeVisible();
  // a trader with no bot yet starts on the AI parameters, with the guided start; they choose to set everything themselves
  const guide = page.getByRole('region', { name: 'New to bots? Start here' });
  await expect(page.getByRole('tab', { name: 'AI', exact: true })).toHaveAttribute('aria-selected', 'true');
  await guide.getByRole('button', { name: 'I’ll set everything myself' }).click();
  await expect(guide).toBeHidden();
  await expect(page.getByText(/^Available: 5,000(\.00)? USDT$/)).toBeVisible();
  await fillForm(page, lower, upper, GRIDS, INVESTMENT);
  await expect(page.getByText('Parameters are valid.')).toBeVisible();
  await expect(page.locator('.sg-estimate dd').first()).toHaveText(/^\d+\.\d{2}% – \d+\.\d{2}%$/);
  await expect(page.getByText(/^Allowed: .* USDT – .* USDT$/).first()).toBeVisible();

  // 2. Backtest preview: history in pages with progress, then the PnL curve and its figures.
  await page.getByRole('button', { name: 'Backtest' }).click();
  const backtest = page.getByRole('region', { name: 'Backtest preview' });
  await expect(backtest).toBeVisible();
  await expect(backtest.getByText('Max drawdown')).toBeVisible({ timeout: 60_000 });
  await expect(backtest.getByText('Fills per day')).toBeVisible();
  await expect(backtest.locator('svg path').first()).toBeVisible();
  // the stress test (issue 31): the same worker and engine as the futures pages; a spot grid borrows nothing, so each
  // window shows drawdown and return, no liquidation or margin ratio (and the section says why)
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  const stress = page.getByRole('region', { name: 'Stress test' });
  await expect(stress.getByText(/A spot bot borrows nothing/)).toBeVisible();
  await stress.getByRole('button', { name: 'Run stress test' }).click();
  const results = stress.getByRole('table', { name: 'Stress test results per window' });
  await expect(results.getByRole('row').filter({ hasText: /Largest (fall|rise)/ }).first()).toBeVisible({ timeout: 60_000 });
  await expect(results.getByRole('columnheader', { name: 'Max drawdown' })).toBeVisible();
  await expect(results.getByRole('columnheader', { name: 'Return' })).toBeVisible();
  await expect(results.getByRole('columnheader', { name: 'Worst margin ratio' })).toHaveCount(0);
  expect(workers.length).toBeGreaterThan(0);
  await shot('spot-grid-create-desktop');
  await axe(page, 'create');

  // 3. Confirmation summary, then create.
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm spot grid' });
  await expect(confirm.getByText('BTC/USDT')).toBeVisible();
  await expect(confirm.getByText(`${Number(lower).toLocaleString('en', { minimumFractionDigits: 2 })} – ${Number(upper).toLocaleString('en', { minimumFractionDigits: 2 })}`)).toBeVisible();
  await expect(confirm.getByText(/^1,000(\.00)? USDT$/)).toBeVisible();
  await shot('spot-grid-confirm-desktop');
  await axe(page, 'confirm dialog');
  const created = page.waitForResponse((r) => r.url().endsWith(`${GRID}/create-grid`));
  await confirm.getByRole('button', { name: 'Create bot' }).click();
  const createBody = (await (await created).json()) as { ret_code: number; result: { status_code: number; grid_id: string } };
  expect(createBody.result.status_code).toBe(200);
  const gridId = createBody.result.grid_id;
  await page.waitForURL(new RegExp(`/tradingbot/en/spot-grid/detail/${gridId}/$`));
  const afterCreate = await balances(page.request, ['USDT', 'BTC']);
  expect(afterCreate.USDT.spot).toBe(new BigNumber(FUNDS).minus(INVESTMENT).toFixed());

  // 4. Orders appear on the detail page.
  await expect(page.getByRole('heading', { level: 1, name: 'BTC/USDT spot grid' })).toBeVisible();
  const openOrders = page.getByRole('table', { name: 'Open orders' });
  await expect(openOrders.getByRole('rowheader').first()).toBeVisible();
  expect(await openOrders.getByRole('rowheader').count()).toBeGreaterThan(2);

  // 5. Fills happen and book grid profit: the market moves on ten minutes at a time until some of it is withdrawable.
  await expect
    .poll(async () => {
      await sim.advance(10 * MINUTE);
      const d = await gridDetail(page.request, gridId);
      return new BigNumber(d.grid_profit).gt(0) && new BigNumber(d.withdrawable_profit).gt(0);
    })
    .toBe(true);
  const gridProfitPill = page.getByRole('region', { name: 'Profit and loss' }).getByRole('definition').first().locator('.tb-pill');
  await expect(gridProfitPill).toHaveClass(/tb-pill--up/);
  await expect(gridProfitPill).toContainText('+');
  await page.getByRole('tab', { name: 'Order history' }).click();
  await expect(page.getByRole('table', { name: 'Order history' }).getByRole('rowheader').first()).toBeVisible();
  await expect(page.getByRole('figure', { name: /PnL/ }).locator('svg path').first()).toBeVisible({ timeout: 30_000 });
  await shot('spot-grid-detail-desktop');
  await axe(page, 'detail');
  // the price chart: candles as SVG with the page and its axes; lightweight-charts' canvas only once a pointer is on it (issue 30)
  const priceChart = page.getByRole('figure', { name: 'Price and grid levels' });
  await expect(priceChart.getByTestId('price-axis')).toContainText(/\d/);
  await expect(priceChart.getByTestId('time-axis')).toContainText(/\d/);
  await expect(priceChart.locator('canvas')).toHaveCount(0);
  await priceChart.hover();
  await expect(page.getByRole('figure', { name: 'Price and grid levels' }).locator('canvas').first()).toBeVisible();

  // 6. Withdraw: the dialog shows the withdrawable amount first. Withdrawable is the booked grid
  //    profit capped by the total PnL, which moves with the price every simulated minute: should the
  //    market have turned when the dialog opens, the dialog says so (button disabled, or the server's
  //    refusal), and the trader tries again a little later (a simulated minute on).
  const withdraw = page.getByRole('dialog', { name: 'Withdraw profit' });
  let withdrawBody: { result: { status_code: number; amount: string; cum_withdrew_amount: string } } | undefined;
  let withdrawShot = false;
  for (let attempt = 0; attempt < 12 && !withdrawBody; attempt++) {
    await expect
      .poll(async () => {
        if (new BigNumber((await gridDetail(page.request, gridId)).withdrawable_profit).gt(0)) return true;
        await sim.advance(MINUTE);
        return false;
      })
      .toBe(true);
    await page.getByRole('button', { name: 'Withdraw profit' }).click();
    await expect(withdraw.getByText('Withdrawable now')).toBeVisible();
    await expect(withdraw.locator('.sg-big')).toHaveText(/^\d[\d,]*\.?\d* USDT$/);
    const submit = withdraw.getByRole('button', { name: 'Withdraw', exact: true });
    if (await submit.isEnabled()) {
      if (!withdrawShot) {
        await shot('spot-grid-withdraw-desktop');
        await axe(page, 'withdraw dialog');
        withdrawShot = true;
      }
      const withdrawn = page.waitForResponse((r) => r.url().endsWith(`${GRID}/withdraw-profit`));
      await submit.click();
      const body = (await (await withdrawn).json()) as { result: { status_code: number; amount: string; cum_withdrew_amount: string } };
      if (body.result.status_code === 200) {
        withdrawBody = body;
        break;
      }
      // refused (the profit went back under water meanwhile): the reason is shown in the dialog
      await expect(withdraw.getByRole('alert')).toBeVisible();
    }
    await withdraw.getByRole('button', { name: 'Cancel' }).click();
    await expect(withdraw).toBeHidden();
    await sim.advance(MINUTE);
  }
  expect(withdrawBody?.result.status_code).toBe(200);
  const withdrawnAmount = withdrawBody!.result.amount;
  expect(new BigNumber(withdrawnAmount).gt(0)).toBe(true);
  await expect(withdraw).toBeHidden();
  expect((await gridDetail(page.request, gridId)).cum_withdrew_amount).toBe(withdrawBody!.result.cum_withdrew_amount);
  const afterWithdraw = await balances(page.request, ['USDT', 'BTC']);
  expect(afterWithdraw.USDT.spot).toBe(new BigNumber(afterCreate.USDT.spot).plus(withdrawnAmount).toFixed());

  // 7. Close to the quote coin: each mode shows its estimate; the close detail says why and what came back.
  await page.getByRole('button', { name: 'Close bot' }).click();
  const close = page.getByRole('dialog', { name: 'Close bot' });
  await expect(close.getByRole('radio', { name: /All in USDT/ })).toBeChecked();
  await expect(close.getByText(/^Estimated: .*USDT$/).first()).toBeVisible();
  await shot('spot-grid-close-dialog-desktop');
  await axe(page, 'close dialog');
  const closed = page.waitForResponse((r) => r.url().endsWith(`${GRID}/close-grid`));
  await close.getByRole('button', { name: 'Close bot' }).click();
  const closeBody = (await (await closed).json()) as { result: { status_code: number; base_amount: string; quote_amount: string; settlement_assets: string } };
  expect(closeBody.result.status_code).toBe(200);
  expect(closeBody.result.base_amount === '' || new BigNumber(closeBody.result.base_amount).isZero()).toBe(true);
  await page.waitForURL(new RegExp(`/tradingbot/en/spot-grid/close-detail/${gridId}/$`));
  await expect(page.getByRole('heading', { level: 1, name: 'BTC/USDT spot grid · closed' })).toBeVisible();
  await expect(page.getByText('You closed it.')).toBeVisible();
  await expect(page.getByText('Closed', { exact: true })).toBeVisible();
  await expect(page.getByTestId('close-settlement')).toContainText('USDT');
  await shot('spot-grid-close-detail-desktop');
  await axe(page, 'close detail');

  // 8. Balances: funds − investment + withdrawn + settlement, nothing left in the bot; the ledger balances.
  const after = await balances(page.request, ['USDT', 'BTC']);
  expect(after.USDT.spot).toBe(new BigNumber(FUNDS).minus(INVESTMENT).plus(withdrawnAmount).plus(closeBody.result.quote_amount).toFixed());
  expect(after.BTC.spot).toBe(before.BTC.spot);
  expect(new BigNumber(after.USDT.bot).isZero()).toBe(true);
  expect(new BigNumber(after.BTC.bot).isZero()).toBe(true);
  const detail = await gridDetail(page.request, gridId);
  expect(detail.status).toBe('COMPLETED');
  expect(plain(await page.getByTestId('close-settlement').textContent())).toBe(detail.settlement_assets);
  const ledger = await sim.admin('ledger-check');
  testInfo.attach('ledger-check', { body: ledger, contentType: 'text/plain' });

  // 9. The same bot's pages at phone width and in Arabic (right to left).
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/tradingbot/en/spot-grid/close-detail/${gridId}/`);
  await expect(page.getByText('You closed it.')).toBeVisible();
  await shot('spot-grid-close-detail-phone');
  await page.goto(`/tradingbot/ar-SA/spot-grid/close-detail/${gridId}/`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByText('أنت أغلقته.')).toBeVisible();
  await shot('spot-grid-close-detail-phone-ar-SA');
  await axe(page, 'close detail (ar-SA, phone)');
});

test('a running grid at 390 px and in ar-SA: create form, detail, symbol picker; keyboard and axe', async ({ page, sim, newUser, loginAs, shot }) => {
  const user = await newUser();
  await sim.admin('fund', user.email, 'USDT', FUNDS);
  await loginAs(user);
  const item = await symbolItem(page.request, 'ETHUSDT');
  const price = new BigNumber(item.price);
  const body = await post<{ status_code: number; grid_id: string }>(page.request, `${GRID}/create-grid`, {
    symbol: 'ETHUSDT',
    min_price: price.times('0.98').decimalPlaces(2, BigNumber.ROUND_FLOOR).toFixed(2),
    max_price: price.times('1.02').decimalPlaces(2, BigNumber.ROUND_CEIL).toFixed(2),
    cell_number: 8,
    quote_investment: '800',
  });
  expect(body.result.status_code).toBe(200);
  const gridId = body.result.grid_id;

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/tradingbot/en/spot-grid/create/?symbol=ETHUSDT');
  await page.getByRole('textbox', { name: /Investment in USDT/ }).fill('500');
  await expect(page.getByText('Parameters are valid.')).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  // one column on a phone: the chart, then the form, then the stress test (it tests what the form holds), then the book;
  // the stress test mounts when it comes near the screen (below the form on a phone): scrolled to, as a trader would
  await page.getByRole('region', { name: 'Order book' }).scrollIntoViewIfNeeded();
  const chartBox = await page.getByRole('figure', { name: 'Recent price of ETH/USDT with the grid levels' }).boundingBox();
  const formBox = await page.getByRole('form', { name: 'Spot grid parameters' }).boundingBox();
  const stressBox = await page.getByRole('region', { name: 'Stress test' }).boundingBox();
  const bookBox = await page.getByRole('region', { name: 'Order book' }).boundingBox();
  expect(chartBox!.y + chartBox!.height).toBeLessThanOrEqual(formBox!.y);
  expect(formBox!.y + formBox!.height).toBeLessThanOrEqual(stressBox!.y);
  expect(stressBox!.y + stressBox!.height).toBeLessThanOrEqual(bookBox!.y);
  await shot('spot-grid-create-phone');
  await axe(page, 'create (phone)');
  // on phones the picker is its own page
  await page.getByRole('button', { name: /Change pair, now ETH\/USDT/ }).click();
  await page.waitForURL(/\/spot-grid\/symbols\/\?symbol=ETHUSDT$/);
  await expect(page.getByRole('searchbox', { name: 'Search pairs' })).toBeFocused();
  await page.keyboard.type('sol');
  const results = page.getByRole('list', { name: 'Trading pairs' }).getByRole('button');
  await expect(results.first()).toContainText('SOL/USDT');
  for (const text of await results.allTextContents()) expect(text).toContain('SOL');
  await shot('spot-grid-symbols-phone');
  await axe(page, 'symbols (phone)');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/spot-grid\/create\/\?symbol=SOLUSDT$/);
  await expect(page.getByRole('button', { name: /Change pair, now SOL\/USDT/ })).toBeVisible();

  await page.goto(`/tradingbot/en/spot-grid/detail/${gridId}/`);
  await expect(page.getByRole('heading', { level: 1, name: 'ETH/USDT spot grid' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Open orders' }).getByRole('rowheader').first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await shot('spot-grid-detail-phone');
  await axe(page, 'detail (phone)');

  await page.goto(`/tradingbot/ar-SA/spot-grid/detail/${gridId}/`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'شبكة فورية ETH/USDT' })).toBeVisible();
  await expect(page.getByText('ربح الشبكة').first()).toBeVisible();
  await shot('spot-grid-detail-phone-ar-SA');
  await axe(page, 'detail (ar-SA, phone)');

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/tradingbot/ar-SA/spot-grid/create/?symbol=ETHUSDT`);
  await page.getByRole('textbox', { name: /الاستثمار بـ USDT/ }).fill('500');
  await expect(page.getByText('المعلمات صالحة.')).toBeVisible();
  await shot('spot-grid-create-desktop-ar-SA');
  await axe(page, 'create (ar-SA)');
  await page.goto(`/tradingbot/ar-SA/spot-grid/detail/${gridId}/`);
  await expect(page.getByRole('table', { name: 'الأوامر المفتوحة' }).getByRole('rowheader').first()).toBeVisible();
  await shot('spot-grid-detail-desktop-ar-SA');

  // copy: the follow page of a bot that allows following, and "Copy this bot" fills the create form with its parameters
  await page.goto(`/tradingbot/en/spot-grid/follow/${gridId}/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Copy a spot grid · ETH/USDT' })).toBeVisible();
  await axe(page, 'follow');
  await shot('spot-grid-follow-desktop');
  await page.getByRole('button', { name: 'Copy this bot', exact: true }).click();
  await page.waitForURL(new RegExp(`/spot-grid/create/\\?symbol=ETHUSDT&copy=${gridId}$`));
  await expect(page.getByText(`Copying bot ${gridId}`)).toBeVisible();
  const copied = await post<{ detail: { min_price: string; max_price: string; cell_number: number } }>(page.request, `${GRID}/query-grid-detail`, { grid_id: gridId });
  await expect(page.getByRole('textbox', { name: /Lower price/ })).toHaveValue(copied.result.detail.min_price);
  await expect(page.getByRole('textbox', { name: /Upper price/ })).toHaveValue(copied.result.detail.max_price);
  await expect(page.getByRole('textbox', { name: /Number of grids/ })).toHaveValue(String(copied.result.detail.cell_number));
  // the investment starts above the copied bot's minimum (with headroom for the price moving)
  await expect(page.getByRole('textbox', { name: /Investment in USDT/ })).toHaveValue(/^\d+(\.\d+)?$/);
  await expect(page.getByText('Parameters are valid.')).toBeVisible();
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Confirm spot grid' }).getByText(gridId)).toBeVisible();
  await page.keyboard.press('Escape');

  // keyboard: the actions are reachable with Tab and the close dialog opens and closes with the keyboard
  await page.goto(`/tradingbot/en/spot-grid/detail/${gridId}/`);
  const closeButton = page.getByRole('button', { name: 'Close bot' });
  await closeButton.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Close bot' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(closeButton).toBeFocused();
});
