import BigNumber from 'bignumber.js';
import { openManualForm } from '../support/create-page';
import { axe, balances, expect, GRID, post, runningGrids, symbolItem, test } from './support';

/**
 * Invalid parameters: every mistake is explained next to the field it
 * concerns, with the allowed bound, and nothing is created (no create-grid
 * call from the page; the server refuses a forged one with the same check
 * code and leaves the balances untouched).
 */
test('invalid parameters show the right check-code message at their field and create nothing', async ({ page, sim, shot, trader }) => {
  await trader('USDT', '2000');
  const createCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith(`${GRID}/create-grid`)) createCalls.push(request.url());
  });
  const item = await symbolItem(page.request, 'BTCUSDT');
  const price = new BigNumber(item.price);
  await page.goto('/tradingbot/en/spot-grid/create/?symbol=BTCUSDT');
  await openManualForm(page);
  const create = page.getByRole('button', { name: 'Create', exact: true });
  const investment = page.getByRole('textbox', { name: /Investment in USDT/ });
  const lower = page.getByRole('textbox', { name: /Lower price/ });
  const upper = page.getByRole('textbox', { name: /Upper price/ });

  // 1. An investment below the minimum: SPOT_CHECK_CODE_INVESTMENT_TOO_LOW with its bound, at the investment field.
  await investment.fill('1');
  const tooLow = page.getByText(/^The investment is below the minimum of [\d,.]+ USDT\. Enter [\d,.]+ USDT or more\.$/);
  await expect(tooLow).toBeVisible();
  await expect(investment).toHaveAttribute('aria-invalid', 'true');
  expect(await investment.getAttribute('aria-describedby')).toContain(await tooLow.getAttribute('id'));
  await expect(create).toBeDisabled();
  await shot('spot-grid-invalid-investment');
  await axe(page, 'create with an error');

  // 2. A lower price far below the allowed range: the lower-price message, with its bound.
  await investment.fill('500');
  await lower.fill(price.div(1000).decimalPlaces(2).toFixed(2));
  const lowPrice = page.getByText(/^The lowest grid price is below the minimum of [\d,.]+\. Enter [\d,.]+ or more\.$/);
  await expect(lowPrice).toBeVisible();
  await expect(lower).toHaveAttribute('aria-invalid', 'true');
  await expect(investment).not.toHaveAttribute('aria-invalid');
  await expect(create).toBeDisabled();

  // 3. Upper price under the lower one: said at once, without asking the server.
  await lower.fill(price.times('1.1').decimalPlaces(2).toFixed(2));
  await upper.fill(price.times('0.9').decimalPlaces(2).toFixed(2));
  await expect(page.getByText('The upper price must be above the lower price.')).toBeVisible();
  await expect(upper).toHaveAttribute('aria-invalid', 'true');
  await expect(create).toBeDisabled();

  // 4. More than the balance.
  await lower.fill(price.times('0.95').decimalPlaces(2).toFixed(2));
  await upper.fill(price.times('1.05').decimalPlaces(2).toFixed(2));
  await investment.fill('5000');
  await expect(page.getByText('More than your available balance.')).toBeVisible();
  await expect(create).toBeDisabled();

  // Nothing was created, and a forged request is refused with the same verdict.
  expect(createCalls).toEqual([]);
  expect(await runningGrids(page.request)).toBe(0);
  const forged = await post<{ status_code: number; check_code?: string }>(page.request, `${GRID}/create-grid`, {
    symbol: 'BTCUSDT',
    min_price: price.times('0.95').decimalPlaces(2).toFixed(2),
    max_price: price.times('1.05').decimalPlaces(2).toFixed(2),
    cell_number: 10,
    quote_investment: '1',
  });
  expect(forged.result.status_code).toBe(400);
  expect(forged.result.check_code).toBe('SPOT_CHECK_CODE_INVESTMENT_TOO_LOW');
  expect(await runningGrids(page.request)).toBe(0);
  expect((await balances(page.request, ['USDT'])).USDT.spot).toBe('2000');
  await sim.admin('ledger-check');
});
