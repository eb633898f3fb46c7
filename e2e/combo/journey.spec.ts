import { BigNumber } from '@tb/util-format';
import { expect } from '../support/fixtures';
import { testOnOwnSim } from '../support/own-sim';
import { post } from '../support/api';
import { FCOMBO_PATHS } from '@tb/contracts/paths';
import { derivativesUsdt } from '../martingale/support';

/**
 * The combo's first journey (issue 12, proof 9) on a simulator of its own whose clock
 * the test moves (`sim.advance`, SIM_SPEED=0): a three-leg mix combo (BTC
 * long, ETH short, SOL long, 2×, 20,000 USDT so one lot of any leg is well
 * under the 1 % drift threshold) is created on the create page, drift
 * rebalancing at 1 % → the market moves the weights and a percent rebalance
 * happens, listed with its reason → rebalance by hand from the detail →
 * transfer margin in → change settings → close → close detail → the
 * derivatives wallet got back exactly the settlement, which is the margin
 * put in plus the bot's PnL, and the ledger check passes.
 */
const test = testOnOwnSim({ speed: 0 });
test.describe.configure({ mode: 'serial' });

interface Part {
  no: number;
  reason: string;
}
const parts = async (request: Parameters<typeof post>[0], botId: string) =>
  (await post<{ total: number; list: Part[] }>(request, FCOMBO_PATHS.getPartList, { bot_id: botId, page: 1, limit: 100 })).result.list ?? [];

test('create a 3-leg mix → a percent rebalance → rebalance by hand → transfer in → change settings → close → ledger matches', async ({ page, sim, trader }) => {
  const user = await trader('USDT', '50000', 'derivatives');
  const before = await derivativesUsdt(sim, user.email);

  // 1. Create on the create page: ETH short makes it a mix; 2×, 20,000 USDT, rebalance when a weight drifts 1 %.
  await page.goto('/tradingbot/en/combo/create/?symbols=BTCUSDT,ETHUSDT,SOLUSDT');
  await page.getByRole('radiogroup', { name: 'Side of ETHUSDT' }).getByRole('radio', { name: 'Short' }).check();
  await page.getByRole('textbox', { name: 'Leverage (every leg)' }).fill('2');
  await page.getByRole('textbox', { name: /^Initial margin/ }).fill('20000');
  await page.getByRole('radio', { name: 'When weights drift' }).check();
  await page.getByRole('textbox', { name: /^Rebalance when a weight drifts/ }).fill('1');
  const creates: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/fcombobot/create-bot')) creates.push(request.postData() ?? '');
  });
  await page.getByRole('button', { name: 'Review' }).click();
  await page.getByRole('dialog', { name: 'Create this combo?' }).getByRole('button', { name: 'Create bot' }).click();
  await expect(page).toHaveURL(/\/combo\/detail\/\d+\/$/);
  const botId = /detail\/(\d+)\//.exec(page.url())![1];
  expect(JSON.parse(creates[0])).toMatchObject({
    leverage: '2',
    init_margin: '20000',
    adjust_position_mode: 2,
    adjust_position_percent: '0.01',
    symbol_settings: [
      { symbol: 'BTCUSDT', side: 1, target_position_percent: '0.3334' },
      { symbol: 'ETHUSDT', side: 2, target_position_percent: '0.3333' },
      { symbol: 'SOLUSDT', side: 1, target_position_percent: '0.3333' },
    ],
  });
  expect(await derivativesUsdt(sim, user.email)).toBe(new BigNumber(before).minus('20000').toFixed());

  // 2. The detail: the legs and the mix.
  await expect(page.getByRole('heading', { level: 1, name: 'BTCUSDT,ETHUSDT,SOLUSDT · 2×' })).toBeVisible();
  await expect(page.getByTestId('combo-mode')).toHaveText('Long and short');
  const legs = page.getByRole('table', { name: 'Legs' });
  await expect(legs.getByRole('rowheader')).toHaveText(['BTCUSDT', 'ETHUSDT', 'SOLUSDT']);
  // At 390 px nothing is pushed off-screen; in Arabic the page runs right to left with its own words.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(legs).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.goto(`/tradingbot/ar-SA/combo/detail/${botId}/`);
  await expect(page.getByRole('button', { name: 'إعادة التوازن الآن' })).toBeVisible();
  expect(await page.evaluate(() => getComputedStyle(document.querySelector('h1')!).direction)).toBe('rtl');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/tradingbot/en/combo/detail/${botId}/`);

  // 3. The market drifts the weights: a percent rebalance happens and is listed with its reason.
  // the market moves on twenty simulated minutes at a time until the weights have drifted past 1 %
  await expect
    .poll(async () => {
      await sim.advance(20 * 60_000);
      return (await parts(page.request, botId)).some((p) => p.reason === 'ADJUST_POSITION_MODE_PERCENT');
    })
    .toBe(true);
  await page.getByRole('link', { name: 'Rebalance history' }).click();
  const history = page.getByRole('table', { name: 'Rebalance history' });
  await expect(history.getByRole('row').filter({ hasText: 'When a weight drifts' }).first()).toBeVisible();

  // 4. Rebalance by hand from the detail.
  await page.goto(`/tradingbot/en/combo/detail/${botId}/`);
  await page.getByRole('button', { name: 'Rebalance now' }).click();
  const rebalance = page.getByRole('dialog', { name: 'Rebalance now?' });
  await expect(rebalance.getByTestId('rebalance-drift')).toContainText('Largest drift from target');
  await rebalance.getByRole('button', { name: 'Rebalance' }).click();
  await expect(rebalance).toBeHidden();
  await expect.poll(async () => (await parts(page.request, botId)).some((p) => p.reason === 'ADJUST_POSITION_MODE_BY_USER') || (await sim.advance(6_000), false)).toBe(true);

  // 5. Transfer 100 USDT in: the derivatives wallet pays it, the total margin grows by it.
  const beforeTransfer = await derivativesUsdt(sim, user.email);
  await page.getByRole('button', { name: 'Transfer margin' }).click();
  const transfer = page.getByRole('dialog', { name: 'Transfer margin' });
  await transfer.getByRole('textbox', { name: 'Amount (USDT)' }).fill('100');
  await expect(transfer.getByTestId('transfer-after')).toHaveText('Total margin after: 20,100.00 USDT');
  await transfer.getByRole('button', { name: 'Transfer' }).click();
  await expect(transfer).toBeHidden();
  await expect.poll(() => derivativesUsdt(sim, user.email)).toBe(new BigNumber(beforeTransfer).minus('100').toFixed());
  const settings = page.getByTestId('combo-settings');
  await expect(settings.getByText('Total margin').locator('xpath=following-sibling::dd')).toHaveText('20,100.00 USDT');

  // 6. Change settings: take profit 50 % on the total (statistics kept).
  await page.getByRole('button', { name: 'Change settings' }).click();
  const modify = page.getByRole('dialog', { name: 'Change settings' });
  await modify.getByRole('textbox', { name: 'Take profit (%)' }).fill('50');
  await modify.getByRole('button', { name: 'Save changes' }).click();
  await expect(modify).toBeHidden();
  await expect(settings.getByText('Take profit on the total').locator('xpath=following-sibling::dd')).toHaveText('50.00%');
  await expect
    .poll(async () => {
      const reasons = (await parts(page.request, botId)).map((p) => p.reason);
      // a rebalance's orders fill at the next price point
      if (!reasons.includes('ADJUST_POSITION_MODE_TRANSFER') || !reasons.includes('ADJUST_POSITION_MODE_MODIFY_SETTING')) await sim.advance(6_000);
      return reasons;
    })
    .toEqual(expect.arrayContaining(['ADJUST_POSITION_MODE_TRANSFER', 'ADJUST_POSITION_MODE_MODIFY_SETTING']));

  // 7. Close: every leg at market; the close detail says why.
  await page.getByRole('button', { name: 'Close bot' }).click();
  await page.getByRole('dialog', { name: 'Close this bot?' }).getByRole('button', { name: 'Close bot' }).click();
  await page.waitForURL(new RegExp(`/combo/close-detail/${botId}/$`));
  await expect(page.getByRole('heading', { level: 1, name: 'BTCUSDT,ETHUSDT,SOLUSDT · closed' })).toBeVisible();
  await expect(page.getByTestId('close-code')).toHaveText('You closed it.');

  // 8. The ledger: back = settlement = total margin + total PnL; the derivatives wallet moved by exactly −20,000 − 100 + settlement.
  const closed = (await post<{ settlement_amount: string; total_margin: string; total_pnl: string }>(page.request, FCOMBO_PATHS.getCloseDetail, { bot_id: botId })).result;
  expect(new BigNumber(closed.total_margin).toFixed()).toBe('20100');
  expect(new BigNumber(closed.settlement_amount).toFixed()).toBe(new BigNumber(closed.total_margin).plus(closed.total_pnl).toFixed());
  const after = await derivativesUsdt(sim, user.email);
  expect(new BigNumber(after).minus(before).plus('20100').toFixed()).toBe(new BigNumber(closed.settlement_amount).toFixed());
  expect(await sim.admin('ledger-check')).toContain('ledger OK');
});
