import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

/**
 * The shell's own screens and the area frames have no serious or critical
 * accessibility violations (axe), at desktop and phone widths and right to left.
 */
async function seriousViolations(page: Page) {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

for (const { name, viewport, locale, logIn } of [
  { name: 'desktop', viewport: { width: 1280, height: 900 }, locale: 'en', logIn: 'Log in' },
  { name: 'phone ar-SA', viewport: { width: 390, height: 844 }, locale: 'ar-SA', logIn: 'تسجيل الدخول' },
]) {
  test(`shell pages are accessible (${name})`, async ({ page, newUser, loginAs }) => {
    await page.setViewportSize(viewport);
    await page.goto(`/tradingbot/${locale}/`);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    expect(await seriousViolations(page), 'anonymous home').toEqual([]);

    // The login prompt, open.
    await page.getByRole('banner').getByRole('button', { name: logIn, exact: true }).click();
    await expect(page.getByRole('dialog', { name: logIn })).toBeVisible();
    expect(await seriousViolations(page), 'login prompt').toEqual([]);
    await page.keyboard.press('Escape');

    const user = await newUser();
    await loginAs(user);
    await page.goto(`/tradingbot/${locale}/`);
    await expect(page.getByRole('tablist')).toBeVisible();
    expect(await seriousViolations(page), 'logged-in home').toEqual([]);

    for (const area of ['futures-grid/detail/100000000000000001', 'ranking', 'ai-pick']) {
      await page.goto(`/tradingbot/${locale}/${area}/`);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      expect(await seriousViolations(page), area).toEqual([]);
    }
  });
}
