import BigNumber from 'bignumber.js';
import { accounts, axe, expect, fgridDetail, FG, futuresGridTest, gridRange, plain, transferToDerivatives } from './support';

/**
 * Journey A on a real simulator (clock 600×): a new trader moves USDT to the
 * derivatives account, creates a long BTCUSDT futures grid ±1 % around the
 * mark at 5x on the create page (confirming its summary), lands on its detail page, waits
 * for fills and grid profit, adds margin (the dialog shows the liquidation
 * price after the amount before confirming; it moves away from the mark),
 * edits TP/SL and the trailing stop (the statistics carry on), closes it and
 * reads the close detail's PnL decomposition; the balances equal what the
 * API reported and the simulator's ledger check passes.
 */
const test = futuresGridTest();
test.describe.configure({ mode: 'serial' });

const FUNDS = '5000';
const TO_DERIVATIVES = '2000';
const INVESTMENT = '1000';
const MARGIN = '200';

/** A price as the page prints it ("54,321.0") → a number to compare. */
const priceOf = (text: string | null) => new BigNumber(plain(text).replace(/,/g, '').replace(/[^\d.]/g, ''));

const MINUTE = 60_000;

test('sign up → derivatives → long grid → fills → grid profit → add margin → TP/SL → close → balances equal the ledger', async ({ page, sim, newUser, loginAs, shot }, testInfo) => {
  const user = await newUser();
  await sim.admin('fund', user.email, 'USDT', FUNDS);
  // the trailing stop and TP/SL by percent are per-user features (issue 29: off for a new account, as the demo's are on)
  for (const flag of ['futuresTrailingStop', 'tpslEquity', 'longShortTrailing']) await sim.admin('flag', user.email, flag, 'on');
  await loginAs(user);
  await transferToDerivatives(page.request, TO_DERIVATIVES);
  const funded = await accounts(page.request);
  expect(funded).toEqual({ spot: new BigNumber(FUNDS).minus(TO_DERIVATIVES).toFixed(), derivatives: TO_DERIVATIVES, bot: '0' });

  // 0. The create page: long mode, ±1 % around the mark, 10 grids at the starting 5x, the margin; confirm; the detail opens.
  const range = await gridRange('BTCUSDT', page.request, '0.01');
  await page.goto('/tradingbot/en/futures-grid/create/?symbol=BTCUSDT');
  // a trader with no bot yet starts on the AI parameters with the guided start, and chooses to set everything themselves
  await page.getByRole('region', { name: 'New to bots? Start here' }).getByRole('button', { name: 'I’ll set everything myself' }).click();
  await page.getByRole('tab', { name: 'Long' }).click();
  await page.getByRole('textbox', { name: /^Lower price/ }).fill(range.min);
  await page.getByRole('textbox', { name: /^Upper price/ }).fill(range.max);
  await page.getByRole('textbox', { name: /^Margin \(USDT\)/ }).fill(INVESTMENT);
  const create = page.getByRole('button', { name: 'Create', exact: true });
  // an invalid grid count: refused at that field in words by its own rule (the exact input path: nothing is asked
  // about a value the field cannot take), Create disabled, nothing sent to create
  const creates: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/fgrid-bot-create')) creates.push(request.url());
  });
  const grids = page.getByRole('textbox', { name: /^Number of grids/ });
  await grids.fill('1');
  await expect(grids).toHaveAttribute('aria-invalid', 'true');
  await expect(grids).toHaveAccessibleDescription(/at least 2/i);
  await expect(create).toBeDisabled();
  await shot('futures-grid-create-invalid');
  expect(creates).toEqual([]);
  await grids.fill('10');
  await expect(create).toBeEnabled();
  await shot('futures-grid-create-desktop');
  await axe(page, 'create');
  await create.click();
  const confirm = page.getByRole('dialog', { name: 'Confirm the futures grid' });
  await expect(confirm.getByText('Long', { exact: true })).toBeVisible();
  await confirm.getByRole('button', { name: 'Confirm and create' }).click();
  await expect(page).toHaveURL(/\/futures-grid\/detail\/\d+\/$/);
  const botId = /detail\/(\d+)\//.exec(page.url())![1];
  expect((await accounts(page.request)).derivatives).toBe(new BigNumber(TO_DERIVATIVES).minus(INVESTMENT).toFixed());

  // 1. The detail page: title, status, the position of a long grid, the grid on the chart, orders
  //    (the market's next minute: the long grid's opening buy fills at the next price point).
  await sim.advance(MINUTE);
  await page.goto(`/tradingbot/en/futures-grid/detail/${botId}/`);
  await expect(page.getByRole('heading', { level: 1, name: 'BTCUSDT Long futures grid · 5x' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Position' }).getByRole('rowheader', { name: 'Long' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('table', { name: 'Open orders' }).getByRole('rowheader').first()).toBeVisible();

  // 2. Fills book grid profit.
  await expect
    .poll(async () => {
      await sim.advance(10 * MINUTE);
      return new BigNumber((await fgridDetail(page.request, botId)).grid_profit).gt(0);
    })
    .toBe(true);
  const pnl = page.getByRole('region', { name: 'Profit and loss' });
  await expect(pnl.getByText('Grid profit', { exact: true }).locator('..').locator('.tb-pill')).toHaveClass(/tb-pill--up/);
  await page.getByRole('tab', { name: 'Order history' }).click();
  await expect(page.getByRole('table', { name: 'Order history' }).getByRole('rowheader').first()).toBeVisible();
  await shot('futures-grid-detail-desktop');
  await axe(page, 'detail');

  // 3. Add margin: the liquidation price after the amount is shown before confirming, further from the mark.
  const beforeMargin = await fgridDetail(page.request, botId);
  await page.getByRole('button', { name: 'Add margin' }).click();
  const margin = page.getByRole('dialog', { name: 'Add margin' });
  await margin.getByRole('textbox', { name: /Amount \(USDT\)/ }).fill(MARGIN);
  const now = margin.getByRole('status', { name: 'Liquidation price now' });
  const after = margin.getByRole('status', { name: /After adding 200(\.00)? USDT/ });
  await expect(after).toBeVisible();
  expect(priceOf(await after.textContent()).lt(priceOf(await now.textContent()))).toBe(true);
  await shot('futures-grid-add-margin-desktop');
  await axe(page, 'add margin dialog');
  const added = page.waitForResponse((r) => r.url().endsWith(`${FG}/add-margin`));
  await margin.getByRole('button', { name: 'Add margin' }).click();
  const addBody = (await (await added).json()) as { result: { status_code: number; liquidation_price: string; position_balance: string } };
  expect(addBody.result.status_code).toBe(200);
  expect(new BigNumber(addBody.result.liquidation_price).lt(beforeMargin.liquidation_price)).toBe(true);
  await expect(margin).toBeHidden();

  // 4. TP/SL and trailing stop: percents typed, sent ÷ 100; the statistics carry on (nothing reset).
  const beforeStops = await fgridDetail(page.request, botId);
  await page.getByRole('button', { name: 'TP/SL and trailing stop' }).click();
  const stops = page.getByRole('dialog', { name: 'TP/SL and trailing stop' });
  await stops.getByRole('radiogroup', { name: 'Take profit by' }).getByRole('radio', { name: 'Total PnL %' }).check();
  const tp = stops.getByRole('textbox', { name: /Take profit \(% of the investment\)/ });
  await tp.fill('50');
  await expect(tp).toHaveAccessibleDescription(/^Allowed: /);
  await stops.getByRole('textbox', { name: /Trailing stop \(%\)/ }).fill('5');
  await axe(page, 'TP/SL dialog');
  const tpsl = page.waitForRequest((r) => r.url().endsWith(`${FG}/update-fgrid-bot-tpsl`));
  const trailing = page.waitForRequest((r) => r.url().endsWith(`${FG}/update-trailing-stop`));
  await stops.getByRole('button', { name: 'Save' }).click();
  expect((await tpsl).postDataJSON()).toMatchObject({ bot_id: botId, tp_sl_type: 1, take_profit_per: '0.5' });
  expect((await trailing).postDataJSON()).toEqual({ bot_id: botId, trailing_stop_per: '0.05' });
  await expect(stops).toBeHidden();
  const afterStops = await fgridDetail(page.request, botId);
  expect(afterStops.take_profit_per).toBe('0.5');
  expect(afterStops.trailing_stop_per).toBe('0.05');
  expect(afterStops.create_time).toBe(beforeStops.create_time);
  expect(afterStops.arbitrage_num).toBeGreaterThanOrEqual(beforeStops.arbitrage_num);
  expect(new BigNumber(afterStops.grid_profit).gte(beforeStops.grid_profit)).toBe(true);

  // 5. Close with its mode: the estimate first, then the close detail with the decomposition.
  await page.getByRole('button', { name: 'Close bot' }).click();
  const close = page.getByRole('dialog', { name: 'Close bot' });
  await expect(close.getByRole('radio', { name: /Cancel orders and close the position at market/ })).toBeChecked();
  await expect(close.getByText(/Estimated back to you: .*USDT/)).toBeVisible();
  await axe(page, 'close dialog');
  const closed = page.waitForResponse((r) => r.url().endsWith(`${FG}/fgrid-bot-close`));
  await close.getByRole('button', { name: 'Close bot' }).click();
  const closeBody = (await (await closed).json()) as { result: { status_code: number; settled: string; close_reason: string } };
  expect(closeBody.result.status_code).toBe(200);
  expect(closeBody.result.close_reason).toBe('F_GRID_BOT_STOP_TYPE_USER');
  await page.waitForURL(new RegExp(`/tradingbot/en/futures-grid/close-detail/${botId}/$`));
  await expect(page.getByRole('heading', { level: 1, name: 'BTCUSDT futures grid · closed' })).toBeVisible();
  await expect(page.getByTestId('close-reason')).toHaveText('You closed it.');
  // the close code in words too, never the identifier (issue 29)
  await expect(page.getByTestId('close-code')).toHaveText('You closed it.');
  await expect(page.getByText('BOT_CLOSE_CODE_CANCELED_MANUALLY')).toHaveCount(0);
  for (const label of ['Grid profit', 'Position PnL', 'Funding', 'Fees', 'Total PnL']) await expect(page.getByText(label, { exact: true }).first()).toBeVisible();
  await shot('futures-grid-close-detail-desktop');
  await axe(page, 'close detail');

  // 6. Balances: derivatives = transferred − investment − margin + settled; nothing left in the bot; the ledger balances.
  const final = await accounts(page.request);
  expect(final.derivatives).toBe(new BigNumber(TO_DERIVATIVES).minus(INVESTMENT).minus(MARGIN).plus(closeBody.result.settled).toFixed());
  expect(final.spot).toBe(funded.spot);
  expect(new BigNumber(final.bot).isZero()).toBe(true);
  const detail = await fgridDetail(page.request, botId);
  expect(detail.status).toBe('FUTURE_GRID_STATUS_COMPLETED');
  await testInfo.attach('ledger-check', { body: await sim.admin('ledger-check'), contentType: 'text/plain' });

  // 6b. The order history keeps the orders the close took off the book, each cancelled with its why in words (issue 29).
  await page.goto(`/tradingbot/en/futures-grid/orders/${botId}/history`);
  const orderHistory = page.getByRole('table', { name: 'Order history' });
  await expect(orderHistory.getByRole('columnheader', { name: 'Status' })).toBeVisible();
  await expect(orderHistory.getByRole('cell', { name: 'Cancelled: the bot closed' }).first()).toBeVisible();
  await expect(orderHistory.getByRole('cell', { name: 'Filled' }).first()).toBeVisible();

  // 7. The close detail at phone width and in Arabic (right to left).
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/tradingbot/ar-SA/futures-grid/close-detail/${botId}/`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  // the shared close words in Arabic (issue 29's one catalogue)
  await expect(page.getByTestId('close-reason')).toHaveText('أنت أغلقته.');
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await shot('futures-grid-close-detail-phone-ar-SA');
  await axe(page, 'close detail (ar-SA, phone)');
});
