import { BigNumber } from '@tb/util-format';
import { axe } from '../support/a11y';
import { FMART_PATHS, LONG_AUTO_CYCLE, derivativesUsdt, expect, post, test, type Round } from './support';

/**
 * The martingale journey on a real simulator (clock 120×): a long
 * martingale with auto-cycle is created on the create page (its review
 * dialog, the exact create body) → the detail page shows the running round → a round with adds
 * completes by its take profit and the next one starts → the round detail
 * lists the initial order, each add and the take-profit fill → close from
 * the detail page → close detail → the derivatives wallet got back exactly
 * the settlement, and the ledger check passes. Invalid parameters: a check
 * code and nothing created.
 */
test.describe.configure({ mode: 'serial' });

test('create long with auto-cycle → adds → a round completes → the next starts → round detail → close → close detail → ledger matches', async ({ page, sim, shot, trader }) => {
  const user = await trader('USDT', '5000', 'derivatives');
  const before = await derivativesUsdt(sim, user.email);

  // 1. The create page: long, 2x, the round's parameters as percents (sent as fractions), auto-cycle on; the worst-case plan shown; review, create.
  await page.goto('/tradingbot/en/martingale/create/?symbol=BTCUSDT');
  // a trader with no bot yet starts on the AI parameters with the guided start, and chooses to set everything themselves
  await page.getByRole('region', { name: 'New to bots? Start here' }).getByRole('button', { name: 'I’ll set everything myself' }).click();
  await page.getByRole('radio', { name: 'Long (buys dips)' }).check();
  await page.getByRole('textbox', { name: /^Leverage/ }).fill(LONG_AUTO_CYCLE.leverage);
  await page.getByRole('textbox', { name: /^Initial margin/ }).fill(LONG_AUTO_CYCLE.init_margin);
  await page.getByRole('textbox', { name: /^Price float/ }).fill(new BigNumber(LONG_AUTO_CYCLE.price_float_percent).times(100).toFixed());
  await page.getByRole('textbox', { name: /^Add multiple/ }).fill(LONG_AUTO_CYCLE.add_position_percent);
  await page.getByRole('textbox', { name: /^Maximum adds per round/ }).fill(String(LONG_AUTO_CYCLE.add_position_num));
  await page.getByRole('textbox', { name: /^Round take profit/ }).fill(new BigNumber(LONG_AUTO_CYCLE.round_tp_percent).times(100).toFixed());
  await expect(page.getByRole('switch', { name: /auto-cycle/ })).toBeChecked();
  // the stress test before create (issue 31): these settings through the history's largest fall and rise, with the
  // engine's backtest in a Web Worker (the worker is a chunk of its own: a worker of this page must start)
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  const stress = page.getByRole('region', { name: 'Stress test' });
  await stress.getByRole('button', { name: 'Run stress test' }).click();
  const results = stress.getByRole('table', { name: 'Stress test results per window' });
  await expect(results.getByRole('row').filter({ hasText: /Largest (fall|rise)/ }).filter({ hasText: /Not liquidated|Liquidated/ }).first()).toBeVisible();
  expect(workers.length).toBeGreaterThan(0);
  await shot('martingale-create-desktop');
  await axe(page, 'create');
  const creates: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/create-fmart-bot')) creates.push(request.postData() ?? '');
  });
  await page.getByRole('button', { name: 'Review' }).click();
  const confirm = page.getByRole('dialog', { name: 'Create this martingale?' });
  await confirm.getByRole('button', { name: 'Create bot' }).click();
  await expect(page).toHaveURL(/\/martingale\/detail\/\d+\/$/);
  const botId = /detail\/(\d+)\//.exec(page.url())![1];
  expect(JSON.parse(creates[0])).toMatchObject({ ...LONG_AUTO_CYCLE, account_type: 1 });
  expect(await derivativesUsdt(sim, user.email)).toBe(new BigNumber(before).minus(LONG_AUTO_CYCLE.init_margin).toFixed());

  await page.goto(`/tradingbot/en/martingale/detail/${botId}/`);
  await expect(page.getByRole('heading', { level: 1, name: 'BTCUSDT martingale · Long 2×' })).toBeVisible();
  const round = page.getByTestId('current-round');
  await expect(round.getByText('Adds done').locator('xpath=following-sibling::dd')).toHaveText(/^\d of 3$/);

  // 2. The market moves on five simulated minutes at a time until a round with at least one add has
  //    closed by its take profit while the next one runs.
  //    Bounded in simulated time (two days), not in wall time: a loaded machine takes longer, not fewer steps.
  let done: Round | undefined;
  let next = false;
  for (let step = 0; step < 576 && !(done && next); step++) {
    await sim.advance(5 * 60_000);
    const list = await post<{ rounds: Round[] }>(page.request, FMART_PATHS.getFmartRoundList, { bot_id: botId, page: 1, limit: 100 });
    const rounds = list.result.rounds ?? [];
    done = rounds.find((r) => r.status === 'take_profit' && r.adds > 0);
    next = rounds[0]?.status === 'running';
  }
  expect([!!done, next]).toEqual([true, true]);
  const completed = done!;

  // 3. The detail page shows the completed round with its adds, and the next round running.
  await page.reload();
  const rounds = page.getByRole('table', { name: 'Rounds' });
  const roundLink = { name: `Round ${completed.round} details` };
  const link = rounds.getByRole('link', roundLink);
  await expect(link).toBeVisible();
  const row = rounds.getByRole('row').filter({ has: page.getByRole('link', roundLink) });
  await expect(row.getByRole('cell').nth(0)).toHaveText('Take profit');
  await expect(row.getByRole('cell').nth(1)).toHaveText(String(completed.adds));
  await expect(rounds.getByRole('row').nth(1).getByRole('cell').nth(0)).toHaveText('Running');
  await expect(round.getByText('Rounds completed').locator('xpath=following-sibling::dd')).not.toHaveText('0');
  await shot('martingale-detail-desktop');
  await axe(page, 'detail');

  // At 390 px nothing is pushed off-screen; in Arabic the page runs right to left with its own words.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(rounds).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shot('martingale-detail-phone');
  await axe(page, 'detail (phone)');
  await page.goto(`/tradingbot/ar-SA/martingale/detail/${botId}/`);
  await expect(page.getByRole('heading', { level: 1, name: /مارتينجال BTCUSDT/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'تغيير الإعدادات' })).toBeVisible();
  expect(await page.evaluate(() => getComputedStyle(document.querySelector('h1')!).direction)).toBe('rtl');
  await shot('martingale-detail-ar-SA-phone');
  await axe(page, 'detail (ar-SA)');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/tradingbot/en/martingale/detail/${botId}/`);
  await link.click();

  // 4. Round detail: the initial order, each add, the take-profit fill.
  await expect(page.getByRole('heading', { level: 1, name: `Round ${completed.round} · BTCUSDT` })).toBeVisible();
  const fills = page.getByRole('table', { name: 'Fills of the round' });
  await expect(fills.getByRole('rowheader')).toHaveText(['Initial order', ...Array.from({ length: completed.adds }, (_, i) => `Add ${i + 1}`), 'Round take profit']);
  await shot('martingale-round-desktop');
  await axe(page, 'round detail');

  // 5. Close from the detail page.
  await page.getByRole('link', { name: 'Back to the bot' }).click();
  await page.getByRole('button', { name: 'Close bot' }).click();
  const dialog = page.getByRole('dialog', { name: 'Close this bot?' });
  await dialog.getByRole('button', { name: 'Close bot' }).click();
  await page.waitForURL(new RegExp(`/martingale/close-detail/${botId}/$`));
  await expect(page.getByRole('heading', { level: 1, name: 'BTCUSDT martingale · closed' })).toBeVisible();
  await expect(page.getByTestId('close-reason')).toHaveText('You closed it.');
  await expect(page.getByTestId('close-code')).toHaveText('You closed it.');
  await shot('martingale-close-detail-desktop');
  await axe(page, 'close detail');

  // 6. The ledger: the wallet got back exactly the settlement, which is the margin put in plus the bot's PnL.
  const closeDetail = await post<{ settlement_amount: string; pnl: string; total_margin: string }>(page.request, FMART_PATHS.getFmartCloseDetail, { bot_id: botId });
  const after = await derivativesUsdt(sim, user.email);
  const back = new BigNumber(after).minus(before).plus(LONG_AUTO_CYCLE.init_margin);
  expect(back.toFixed()).toBe(new BigNumber(closeDetail.result.settlement_amount).toFixed());
  expect(new BigNumber(closeDetail.result.settlement_amount).toFixed()).toBe(new BigNumber(closeDetail.result.total_margin).plus(closeDetail.result.pnl).toFixed());
  await expect(page.getByTestId('close-settlement')).toContainText('back to your derivatives account');
  expect(await sim.admin('ledger-check')).toContain('ledger OK');
});

test('invalid parameters: the API answers the check code and nothing is created', async ({ page, sim, trader }) => {
  const user = await trader('USDT', '5000', 'derivatives');
  const refused = await post<{ status_code: number; check_code: string }>(page.request, FMART_PATHS.createFmartBot, { ...LONG_AUTO_CYCLE, price_float_percent: '0.5' });
  expect(refused.result.status_code).toBe(400);
  expect(refused.result.check_code).toBe('F_MART_LIMIT_CHECK_CODE_F_MART_PRICE_FLOAT_PERCENT_TOO_HIGH');
  const bots = await post<{ bots: Array<{ bot_type: string }> }>(page.request, '/x-api/s1/bot/tradingbot/v1/list-all-bots', { status: 'ongoing' });
  expect(bots.result.bots.filter((b) => b.bot_type === 'MART_FUTURES')).toEqual([]);
  expect(await derivativesUsdt(sim, user.email)).toBe('5000');
});
