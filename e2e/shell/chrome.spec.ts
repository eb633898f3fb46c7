import { devices } from '@playwright/test';
import { expect, test } from '../support/fixtures';

// An iPhone browser, on Chromium (the device preset's webkit default does not apply here).
const { defaultBrowserType: _webkit, ...iPhone } = devices['iPhone 13'];

test.describe('shell chrome', () => {
  test.describe('on a phone browser', () => {
    test.use({ ...iPhone, viewport: { width: 390, height: 844 } });

    test('shows the smart app banner and the 0.85 viewport without zoom', async ({ page, shot }) => {
      await page.goto('/tradingbot/en/');
      const banner = page.getByRole('complementary', { name: 'Get the app' });
      await expect(banner).toBeVisible();
      await expect(banner.getByRole('link', { name: 'Open the app' })).toHaveAttribute('href', /^(tbapp|by-mini):\/\//);
      await expect(page.locator('meta[name="viewport"]')).toHaveAttribute('content', /initial-scale=0\.85.*maximum-scale=0\.85.*user-scalable=no/);
      expect(await page.evaluate(() => window.visualViewport?.scale)).toBeCloseTo(0.85, 2);
      await shot('shell-phone-banner');
      await banner.getByRole('button', { name: 'Close the app banner' }).click();
      await expect(banner).toHaveCount(0);
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Trading bots', level: 1 })).toBeVisible();
      await expect(page.getByRole('complementary', { name: 'Get the app' })).toHaveCount(0);
    });
  });

  test('desktop: no banner, scale 1, page views labelled for analytics', async ({ page }) => {
    await page.goto('/tradingbot/en/');
    await expect(page.getByRole('heading', { name: 'Trading bots', level: 1 })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Get the app' })).toHaveCount(0);
    await expect(page.locator('meta[name="viewport"]')).toHaveAttribute('content', 'width=device-width, initial-scale=1');
    const pageViews = () =>
      page.evaluate(() => {
        const store = (window as unknown as { tbAnalytics?: { events: Array<{ name: string; page: string }> } }).tbAnalytics;
        return store?.events.map((event) => `${event.name}:${event.page}`) ?? [];
      });
    await expect.poll(pageViews).toContain('page_view:TRADING_BOT_PAGE');
    await page.getByRole('navigation', { name: 'Trading bots' }).getByRole('link', { name: 'Futures grid' }).click();
    await expect.poll(pageViews).toContain('page_view:DERIVATIVES_PAGE');
  });

  test('ar-SA renders right to left, in Arabic', async ({ page, shot }) => {
    await page.goto('/tradingbot/ar-SA/');
    await expect(page.getByRole('heading', { name: 'روبوتات التداول', level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar-SA');
    // The brand sits at the right edge in a right-to-left page.
    const brand = await page.getByRole('banner').getByRole('link', { name: 'روبوتات التداول' }).boundingBox();
    const width = page.viewportSize()!.width;
    expect(brand!.x + brand!.width).toBeGreaterThan(width * 0.75);
    await shot('shell-ar-SA-home');
    await page.getByRole('banner').getByRole('button', { name: 'تسجيل الدخول' }).click();
    await expect(page.getByRole('dialog', { name: 'تسجيل الدخول' })).toBeVisible();
    await shot('shell-ar-SA-login');
  });

  test('zh-TW renders in Traditional Chinese; an unknown locale becomes en', async ({ page }) => {
    await page.goto('/tradingbot/zh-TW/');
    await expect(page.getByRole('heading', { name: '交易機器人', level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await page.goto('/tradingbot/ed-ED/');
    await page.waitForURL(/\/tradingbot\/en\/$/);
    await expect(page.getByRole('heading', { name: 'Trading bots', level: 1 })).toBeVisible();
  });
});
