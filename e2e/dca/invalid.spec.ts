import AxeBuilder from '@axe-core/playwright';
import { balances, DCA, expect, fillAmounts, post, runningDcaBots, test } from './support';

/**
 * Invalid parameters never create a bot: the form explains each problem next
 * to its field and sends nothing; a request the form would not send (an
 * outdated client) is refused by the exchange with the documented code and the
 * page shows that code's message next to the field it concerns; the API
 * itself refuses every invalid body. Balances do not move.
 */
test('invalid parameters: field errors, the exchange’s check codes, nothing created', async ({ page, sim, shot, trader }) => {
  await trader('USDT', '100');
  const creates: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith(`${DCA}/create-bot`)) creates.push(request.postData() ?? '');
  });
  const before = await balances(page.request, ['USDT']);

  // 1. The form: a coin twice, an amount below its minimum, 5 seconds, a cap below one round, a TP of 0.
  await page.goto('/tradingbot/en/dca/create/?base=BTC,BTC');
  await expect(page.getByText('Available: 100.00 USDT')).toBeVisible();
  await fillAmounts(page, ['10', '1']);
  await page.getByRole('radio', { name: 'Custom' }).check();
  await page.getByRole('combobox', { name: 'Unit' }).selectOption('second');
  await page.getByRole('textbox', { name: 'Custom interval' }).fill('5');
  await page.getByRole('textbox', { name: 'Total investment cap (USDT)' }).fill('10');
  await page.getByRole('textbox', { name: 'Take profit (%)' }).fill('0');
  await page.getByRole('button', { name: 'Review plan' }).click();

  await expect(page.getByRole('combobox', { name: 'Coin 2' })).toHaveAccessibleDescription('BTC is already in row 1. Choose each coin once.');
  await expect(page.getByRole('textbox', { name: 'Amount per round for coin 2' })).toHaveAccessibleDescription(/At least 5\.\d+ USDT per round\./);
  await expect(page.getByText('The shortest interval is 10 seconds.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Total investment cap (USDT)' })).toHaveAccessibleDescription(/The cap must cover at least one round: 11\.00 USDT\./);
  await expect(page.getByRole('textbox', { name: 'Take profit (%)' })).toHaveAccessibleDescription(/At least 0\.1%\./);
  await expect(page.getByText('Fix the marked fields to continue.')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Coin 2' })).toBeFocused();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await shot('dca-invalid-form');
  const result = await new AxeBuilder({ page }).analyze();
  expect(result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

  // A plan larger than the balance can pay for one round.
  await page.getByRole('combobox', { name: 'Coin 2' }).selectOption('ETH');
  await fillAmounts(page, ['90', '20']);
  // the shortfall is every amount's: each amount field carries it, in words
  for (const coin of [1, 2]) {
    await expect(page.getByRole('textbox', { name: `Amount per round for coin ${coin}` })).toHaveAccessibleDescription(/One round needs 110\.00 USDT; you have 100\.00 USDT available\./);
  }
  expect(creates).toEqual([]);

  // 2. An outdated client sends what the form refuses: the exchange's check code, next to its field.
  await fillAmounts(page, ['10', '6']);
  await page.getByRole('textbox', { name: 'Custom interval' }).fill('60');
  await page.getByRole('textbox', { name: 'Total investment cap (USDT)' }).fill('');
  await page.getByRole('textbox', { name: 'Take profit (%)' }).fill('');
  await expect(page.getByText('Fix the marked fields to continue.')).toHaveCount(0);
  await page.route(`**${DCA}/create-bot`, async (route) => {
    const body = route.request().postDataJSON() as { parameters: { pairs: Array<{ base: string; amount: string }> } };
    body.parameters.pairs = [body.parameters.pairs[0], { ...body.parameters.pairs[1], base: body.parameters.pairs[0].base }];
    await route.continue({ postData: JSON.stringify(body) });
  });
  await page.getByRole('button', { name: 'Review plan' }).click();
  await page.getByRole('dialog', { name: 'Confirm your DCA plan' }).getByRole('button', { name: 'Start bot' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('alert').filter({ hasText: 'The same coin was chosen twice. Choose each coin only once.' })).toBeVisible();
  await expect(page).toHaveURL(/\/dca\/create\//);
  await shot('dca-invalid-server-check-code');

  // The refused field stays marked until the trader changes it.
  await page.getByRole('button', { name: 'Review plan' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Coin 2' }).selectOption('SOL');
  await expect(page.getByText('The same coin was chosen twice. Choose each coin only once.')).toHaveCount(0);
  await fillAmounts(page, ['10', '12']);

  await page.unroute(`**${DCA}/create-bot`);
  await page.route(`**${DCA}/create-bot`, async (route) => {
    const body = route.request().postDataJSON() as { parameters: { frequency_in_second: number } };
    body.parameters.frequency_in_second = 5;
    await route.continue({ postData: JSON.stringify(body) });
  });
  await page.getByRole('button', { name: 'Review plan' }).click();
  await page.getByRole('dialog', { name: 'Confirm your DCA plan' }).getByRole('button', { name: 'Start bot' }).click();
  // The exchange names the field in debug_msg: its words go next to the frequency.
  await expect(page.getByRole('group', { name: 'Buy every' })).toContainText('This value is not accepted. Check it and try again.');
  expect(creates).toHaveLength(2);
  await page.unroute(`**${DCA}/create-bot`);

  // 3. The API refuses every invalid body with its documented code.
  const create = (parameters: Record<string, unknown>) => post<{ status_code?: number; debug_msg?: string }>(page.request, `${DCA}/create-bot`, { parameters });
  const pairs = [{ base: 'BTC', amount: '10' }];
  const refusals = [
    [await create({ frequency_in_second: 9, quote_coin: 'USDT', pairs }), 400, /frequency_in_second/],
    [await create({ frequency_in_second: 2_592_001, quote_coin: 'USDT', pairs }), 400, /frequency_in_second/],
    [await create({ frequency_in_second: 60, quote_coin: 'USDT', pairs: [...pairs, { base: 'BTC', amount: '6' }] }), 409, /BTC is chosen twice/],
    [await create({ frequency_in_second: 60, quote_coin: 'USDT', pairs: ['BTC', 'ETH', 'SOL', 'XRP', 'DOGE', 'ADA'].map((base) => ({ base, amount: '6' })) }), 400, /at most 5 pairs/],
    [await create({ frequency_in_second: 60, quote_coin: 'USDT', pairs: [{ base: 'BTC', amount: '1' }] }), 400, /pairs\[0\]\.amount/],
    [await create({ frequency_in_second: 60, quote_coin: 'USDT', pairs, max_invest_amount: '9' }), 410, /max_invest_amount/],
    [await create({ frequency_in_second: 60, quote_coin: 'USDT', pairs, take_profit_per: '11' }), 400, /take_profit_per/],
  ] as const;
  for (const [answer, statusCode, message] of refusals) {
    expect(answer.ret_code).toBe(0);
    expect(answer.result.status_code).toBe(statusCode);
    expect(answer.result.debug_msg).toMatch(message);
  }
  // A body that breaks the schema is an HTTP 400 naming the field.
  const malformed = await page.request.post(`${DCA}/create-bot`, { data: { parameters: { frequency_in_second: 60, quote_coin: 'USDT', pairs, unknown: 1 } } });
  expect(malformed.status()).toBe(400);
  expect(((await malformed.json()) as { ret_code: number }).ret_code).toBe(10001);

  // Nothing was created and no money moved.
  expect(await runningDcaBots(page.request)).toBe(0);
  expect(await balances(page.request, ['USDT'])).toEqual(before);
  expect(await sim.admin('ledger-check')).toContain('ledger OK');
});
