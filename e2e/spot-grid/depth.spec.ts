import { axe, expect, plain, test } from './support';
import { openManualForm } from '../support/create-page';

/**
 * The order book on the create page (issue 15): the simulator's depth
 * snapshot around the live price, merged by the pair's ratios, and a chosen
 * price going into the price input that last had focus — on a desktop, on a
 * 390 px phone, and right to left in Arabic.
 */
const CASES = [
  { name: 'desktop en', locale: 'en', width: 1280, height: 900, manual: 'Manual', book: 'Order book', upper: 'Upper price', step: 'Price step', ten: '10 ticks', buy: /^Buy / },
  { name: '390 px en', locale: 'en', width: 390, height: 844, manual: 'Manual', book: 'Order book', upper: 'Upper price', step: 'Price step', ten: '10 ticks', buy: /^Buy / },
  { name: '390 px ar-SA', locale: 'ar-SA', width: 390, height: 844, manual: 'يدوي', book: 'دفتر الأوامر', upper: 'السعر الأعلى', step: 'خطوة السعر', ten: '10 وحدات سعرية', buy: /^شراء / },
] as const;

for (const c of CASES) {
  test(`the order book fills the focused price input (${c.name})`, async ({ page, newUser, loginAs, shot }) => {
    await page.setViewportSize({ width: c.width, height: c.height });
    const user = await newUser();
    await loginAs(user);
    await page.goto(`/tradingbot/${c.locale}/spot-grid/create/?symbol=BTCUSDT`);
    await openManualForm(page, c.manual);
    const book = page.getByRole('region', { name: c.book });
    // the book is asked for once it comes near the screen (on a phone it is below the form)
    await book.scrollIntoViewIfNeeded();
    await expect(book.getByRole('button', { name: c.buy }).first()).toBeVisible();

    // merged by ten ticks: every buy price is a multiple of 0.10
    await book.getByRole('radiogroup', { name: c.step }).getByRole('radio', { name: c.ten }).click();
    await expect(book.getByRole('radio', { name: c.ten })).toBeChecked();
    await expect(async () => {
      const prices = await book.getByRole('button', { name: c.buy }).allTextContents();
      expect(prices.length).toBeGreaterThan(3);
      for (const price of prices) expect(plain(price).replace(/,/g, '')).toMatch(/^\d+\.\d0$/);
    }).toPass();

    // the upper price had focus last: the chosen buy price goes there, exactly as the book shows it
    const upper = page.getByRole('textbox', { name: new RegExp(c.upper) });
    await upper.click();
    const best = book.getByRole('button', { name: c.buy }).first();
    const shown = plain(await best.textContent()).replace(/,/g, '');
    await best.click();
    await expect(upper).toHaveValue(shown);

    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await book.scrollIntoViewIfNeeded();
    await shot(`spot-grid-depth-${c.name.replace(/\s+/g, '-')}`);
    await axe(page, `create page with the order book (${c.name})`);
  });
}
