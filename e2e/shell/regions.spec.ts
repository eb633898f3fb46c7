import { CHROMIUM_ARGS } from '../playwright.config';
import { axe } from '../support/a11y';
import { expect, test } from '../support/fixtures';

/**
 * Regional sites (issue 15 item 7): the site comes from the page host. The
 * browser resolves the sites' host names to the simulator (Chromium's host
 * resolver rules), so the pages below are served under those hosts.
 */
const HOSTS = ['www.exchange.com.hk', 'www.exchange.ae', 'testnet.exchange.com'];
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...CHROMIUM_ARGS, `--host-resolver-rules=${HOSTS.map((host) => `MAP ${host} 127.0.0.1`).join(', ')}`],
  },
});

const on = (host: string, baseURL: string | undefined, path: string) => `http://${host}:${new URL(baseURL ?? '').port}${path}`;

test('Hong Kong: opens in Traditional Chinese, spot bots only, futures addresses say why', async ({ page, baseURL, shot }) => {
  await page.goto(on('www.exchange.com.hk', baseURL, '/tradingbot'));
  await expect(page).toHaveURL(/\/tradingbot\/zh-TW\/$/);
  const notice = page.getByRole('complementary', { name: '關於本站' });
  await expect(notice).toContainText('香港站：僅提供現貨機器人');
  const nav = page.getByRole('navigation', { name: '交易機器人' });
  await expect(nav.getByRole('link', { name: '現貨網格' })).toBeAttached();
  await expect(nav.getByRole('link', { name: '合約網格' })).toHaveCount(0);
  await shot('site-hk-home');
  await axe(page, 'Hong Kong home');
  await page.goto(on('www.exchange.com.hk', baseURL, '/tradingbot/zh-TW/futures-grid/create/'));
  await expect(page.getByRole('heading', { name: '本站不提供合約網格', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: '前往交易機器人' })).toHaveAttribute('href', '/tradingbot/zh-TW/');
  await axe(page, 'Hong Kong futures page');
});

test('UAE: opens in Arabic for the Emirates, right to left, with the leverage disclosure (390 px)', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(on('www.exchange.ae', baseURL, '/tradingbot/'));
  await expect(page).toHaveURL(/\/tradingbot\/ar-ARE\/$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('complementary', { name: 'حول هذا الموقع' })).toContainText('موقع الإمارات');
  // every kind is offered: the futures grid is in the (phone) menu
  const nav = page.getByRole('navigation', { name: 'روبوتات التداول' });
  await nav.getByRole('button', { name: 'القائمة' }).click();
  await expect(nav.getByRole('link', { name: 'شبكة العقود' })).toBeVisible();
  await nav.getByRole('button', { name: 'القائمة' }).click();
  // the notice wraps inside the phone's width: nothing cut or pushed off-screen
  const box = await page.getByRole('complementary', { name: 'حول هذا الموقع' }).boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
  await axe(page, 'UAE home at 390 px');
});

test('testnet: every page says its funds are test funds; every kind is offered', async ({ page, baseURL }) => {
  await page.goto(on('testnet.exchange.com', baseURL, '/tradingbot/en/'));
  await expect(page.getByRole('complementary', { name: 'About this site' })).toContainText('Testnet: bots here trade test funds with no real value.');
  await expect(page.getByRole('navigation', { name: 'Trading bots' }).getByRole('link', { name: 'Futures grid' })).toBeAttached();
});

test('the simulator’s own host is the global site: no notice', async ({ page }) => {
  await page.goto('/tradingbot/en/');
  await expect(page.getByRole('heading', { name: 'Trading bots', level: 1 })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'About this site' })).toHaveCount(0);
});
