import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import BigNumber from 'bignumber.js';
import { accounts, axe, createGrid, expect, fgridDetail, futuresGridTest, transferToDerivatives } from './support';

/**
 * Journey B: a 50x long grid driven into liquidation by a known price path.
 * The simulator's replay mode (SIM_REPLAY, the documented way to run the
 * market on given candles) plays this file for BTCUSDT — the perpetual's
 * index and mark follow the same series: two days flat around 60,000 (the
 * history the clock starts after), four flat hours to set the grid up (24 s
 * at 600×), then a fall to 51,000 over two hours, then flat; after the file
 * the price model carries on from its last close. The clock stands still while the test sets the bot
 * up and looks at it (SIM_SPEED=0), then the test moves the market on half an hour at a time until the
 * bot has closed: the fall comes after the set-up however long the set-up takes on this machine.
 */
const MINUTE = 60_000;
const START = Date.UTC(2026, 0, 1);
const HISTORY_DAYS = 2;

function crashCsv(): string {
  const rows = ['time,open,high,low,close,volume'];
  const flat = HISTORY_DAYS * 1440 + 240;
  const fall = 120;
  const price = (i: number) => (i < flat ? new BigNumber(60_000).plus(i % 2 === 0 ? 15 : -15) : i < flat + fall ? new BigNumber(60_000).minus(new BigNumber(9_000).times(i - flat + 1).div(fall)) : new BigNumber(51_000));
  let previous = new BigNumber(60_000);
  for (let i = 0; i < flat + fall + 600; i++) {
    const close = price(i).decimalPlaces(1);
    const high = BigNumber.max(previous, close).plus(5);
    const low = BigNumber.min(previous, close).minus(5);
    rows.push([START + i * MINUTE, previous.toFixed(1), high.toFixed(1), low.toFixed(1), close.toFixed(1), '1.5'].join(','));
    previous = close;
  }
  return rows.join('\n');
}

const dir = mkdtempSync(join(tmpdir(), 'tb-fgrid-replay-'));
const csv = join(dir, 'BTCUSDT.csv');
writeFileSync(csv, crashCsv());

const test = futuresGridTest({ historyDays: HISTORY_DAYS, speed: 0, env: { SIM_REPLAY: `BTCUSDT=${csv}` } });

test('a 50x long grid is liquidated when the mark falls through its liquidation price; the close detail says so', async ({ page, sim, shot, trader }, testInfo) => {
  await trader('USDT', '1000');
  await transferToDerivatives(page.request, '1000');
  const botId = await createGrid(page.request, { mode: 2, leverage: '50', investment: '500', cells: 10, width: '0.005' });

  // Running: the detail shows the liquidation line's price, a long position close to the mark at 50x.
  await page.goto(`/tradingbot/en/futures-grid/detail/${botId}/`);
  await expect(page.getByRole('heading', { level: 1, name: 'BTCUSDT Long futures grid · 50x' })).toBeVisible();
  // The running detail at phone width, in Arabic: nothing wider than the screen, right to left, no serious axe finding.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/tradingbot/ar-SA/futures-grid/detail/${botId}/`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('table', { name: 'المركز' }).getByRole('rowheader', { name: 'شراء' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await shot('futures-grid-detail-phone-ar-SA');
  await axe(page, 'detail (ar-SA, phone)');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/tradingbot/en/futures-grid/detail/${botId}/`);
  const running = await fgridDetail(page.request, botId);
  expect(running.futures_pos_side).toBe('FUTURES_POSITION_SIDE_LONG');
  expect(new BigNumber(running.liquidation_price).gt(51_000)).toBe(true);

  // The fall reaches the liquidation price: the engine liquidates at the mark and closes the bot.
  // (four flat hours, then the two-hour fall: the bot is gone within seven)
  await expect
    .poll(async () => {
      await sim.advance(30 * MINUTE);
      return (await fgridDetail(page.request, botId)).status;
    })
    .toBe('FUTURE_GRID_STATUS_COMPLETED');
  expect(await sim.advance(0)).toBeLessThanOrEqual(START + HISTORY_DAYS * 1440 * MINUTE + 7 * 60 * MINUTE);
  const closed = await fgridDetail(page.request, botId);
  expect(closed.close_reason).toBe('F_GRID_BOT_STOP_TYPE_FOR_LIQUIDATION');
  expect(closed.bot_close_code).toBe('BOT_CLOSE_CODE_CANCELED_AUTO_LIQUIDATION');

  // The detail page points at the close detail, which explains the liquidation and decomposes the loss.
  await expect(page.getByText('This bot has closed.')).toBeVisible();
  await page.getByRole('link', { name: 'See how it closed' }).click();
  await page.waitForURL(new RegExp(`/futures-grid/close-detail/${botId}/$`));
  await expect(page.getByRole('heading', { level: 1, name: 'BTCUSDT futures grid · closed' })).toBeVisible();
  await expect(page.getByTestId('close-reason')).toHaveText('Its position was liquidated.');
  // the close code in words too, never the identifier (issue 29)
  await expect(page.getByTestId('close-code')).toHaveText('Its position was liquidated.');
  await expect(page.getByText('BOT_CLOSE_CODE_CANCELED_AUTO_LIQUIDATION')).toHaveCount(0);
  await expect(page.getByText('Total PnL', { exact: true }).first()).toBeVisible();
  await shot('futures-grid-liquidated-close-detail-desktop');
  await axe(page, 'liquidated close detail');

  // What the liquidation left went back to the derivatives account; the ledger balances.
  const after = await accounts(page.request);
  expect(after.derivatives).toBe(new BigNumber('500').plus(closed.equity).toFixed());
  expect(new BigNumber(after.bot).isZero()).toBe(true);
  await testInfo.attach('ledger-check', { body: await sim.admin('ledger-check'), contentType: 'text/plain' });
});
