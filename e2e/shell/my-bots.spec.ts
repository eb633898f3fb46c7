import { expect, test } from '../support/fixtures';

test('my bots: running bots with PnL pills and links to each bot’s detail page', async ({ page, shot, trader }) => {
  await trader('USDT', '10000');
  const ids: string[] = [];
  for (const [symbol, min, max] of [
    ['BTCUSDT', '20000', '90000'],
    ['ETHUSDT', '1500', '6000'],
  ]) {
    const response = await page.request.post('/x-api/s1/bot/grid/v1/create-grid', {
      data: { symbol, min_price: min, max_price: max, cell_number: 10, quote_investment: '1000', invest_mode: 0 },
    });
    const body = (await response.json()) as { ret_code: number; result: { status_code: number; grid_id: string; debug_msg: string } };
    expect([body.ret_code, body.result.status_code, body.result.debug_msg]).toEqual([0, 200, '']);
    ids.push(body.result.grid_id);
  }

  await page.goto('/tradingbot/en/');
  const table = page.getByRole('table', { name: 'Running bots' });
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(table.getByRole('rowheader', { name: /BTC\/USDT/ })).toBeVisible();
  await expect(table.getByRole('cell', { name: /USDT \([+-]?\d+\.\d{2}%\)/ }).first()).toBeVisible();
  // each bot's link is named by its pair, kind and id: two bots of a pair never share a name
  await expect(table.getByRole('link', { name: new RegExp(`BTC/USDT.*Spot grid.*${ids[0]}`) })).toHaveAttribute('href', `/tradingbot/en/spot-grid/detail/${ids[0]}/`);
  await expect(page.getByText('2 bots')).toBeVisible();
  await shot('shell-my-bots-running');

  await page.getByRole('tab', { name: 'Closed' }).click();
  await expect(page.getByRole('heading', { name: 'No closed bots' })).toBeVisible();
  await page.getByRole('tab', { name: 'Running' }).click();
  await table.getByRole('link', { name: new RegExp(`ETH/USDT.*Spot grid.*${ids[1]}`) }).click();
  await page.waitForURL(`**/tradingbot/en/spot-grid/detail/${ids[1]}/`);
});
