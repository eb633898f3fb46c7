import type { Page } from '@playwright/test';
import { FUTURES_GRID_PATHS } from '@tb/contracts/paths';
import { post } from '../support/api';
import { axe } from '../support/a11y';
import { expect, test } from '../support/fixtures';
import { gridRange, transferToDerivatives } from '../futures-grid/support';

/**
 * A restricted user (issue 15 item 1; design in @tb/contracts compliance.ts):
 * a trader has a futures-grid create form open when the exchange tags the
 * account Islamic (the admin CLI). Creating it is refused by the simulator
 * (ret code 10024, reason "islamic"): the shell's compliance wall shows the
 * code and the result, and no bot exists. From then on, the futures create
 * page says why it is unavailable and points to the spot kinds, the home's
 * futures cards say "not available", and the futures list (where running
 * bots could still be closed) carries a notice. In English on a desktop, at
 * 390 px, and in Arabic (right to left), with axe checks.
 */
const TEXT = {
  en: {
    guided: 'New to bots? Start here',
    manual: 'I’ll set everything myself',
    long: 'Long',
    lower: /^Lower price/,
    upper: /^Upper price/,
    margin: /^Margin \(USDT\)/,
    create: 'Create',
    confirm: 'Confirm the futures grid',
    confirmButton: 'Confirm and create',
    wall: 'This product is not available for your account',
    why: /Islamic finance rules/,
    products: 'Not available: Futures grid, Futures martingale, Futures combo',
    details: 'Response details',
    close: 'Close',
    unavailable: 'Futures grid is not available for your account',
    spotGrid: 'Create a Spot grid bot',
    kind: 'Not available for your account',
    notice: 'Account restriction',
  },
  'ar-SA': {
    guided: 'جديد على الروبوتات؟ ابدأ من هنا',
    manual: 'سأضبط كل شيء بنفسي',
    long: 'شراء',
    lower: /^السعر الأدنى/,
    upper: /^السعر الأعلى/,
    margin: /^الهامش \(USDT\)/,
    create: 'إنشاء',
    confirm: 'تأكيد شبكة العقود الآجلة',
    confirmButton: 'تأكيد وإنشاء',
    wall: 'هذا المنتج غير متاح لحسابك',
    why: /التمويل الإسلامي/,
    products: 'غير متاح: شبكة العقود, مارتينغال العقود, مجموعة العقود',
    details: 'تفاصيل الاستجابة',
    close: 'إغلاق',
    unavailable: 'شبكة العقود غير متاح لحسابك',
    spotGrid: 'إنشاء روبوت شبكة فورية',
    kind: 'غير متاح لحسابك',
    notice: 'قيد على الحساب',
  },
} as const;

type Locale = keyof typeof TEXT;

/** Nothing wider than the screen (the page never scrolls sideways). */
async function sideways(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/** The futures-grid create form, filled: long, ±1 % around the mark, 300 USDT margin; Create enabled. */
async function fillFuturesGrid(page: Page, locale: Locale) {
  const s = TEXT[locale];
  await page.goto(`/tradingbot/${locale}/futures-grid/create/?symbol=BTCUSDT`);
  await page.getByRole('region', { name: s.guided }).getByRole('button', { name: s.manual }).click();
  await page.getByRole('tab', { name: s.long, exact: true }).click();
  const range = await gridRange('BTCUSDT', page.request, '0.01');
  await page.getByRole('textbox', { name: s.lower }).fill(range.min);
  await page.getByRole('textbox', { name: s.upper }).fill(range.max);
  await page.getByRole('textbox', { name: s.margin }).fill('300');
  const create = page.getByRole('button', { name: s.create, exact: true });
  await expect(create).toBeEnabled({ timeout: 30_000 });
  return create;
}

for (const { name, locale, width } of [
  { name: 'desktop', locale: 'en' as const, width: 1280 },
  { name: '390 px', locale: 'en' as const, width: 390 },
  { name: 'ar-SA', locale: 'ar-SA' as const, width: 1280 },
]) {
  test(`restricted user (${name}): a blocked create opens the compliance wall; the futures areas say why they are unavailable`, async ({ page, sim, shot, trader }) => {
    const s = TEXT[locale];
    await page.setViewportSize({ width, height: 900 });
    const user = await trader('USDT', '2000');
    await transferToDerivatives(page.request, '1000');

    // 1. The form is open and valid; meanwhile the exchange tags the account Islamic.
    const create = await fillFuturesGrid(page, locale);
    expect(await sim.admin('member-tag', user.email, 'islamic', '1')).toContain('islamic 1');
    await create.click();
    await page.getByRole('dialog', { name: s.confirm }).getByRole('button', { name: s.confirmButton }).click();

    // 2. The simulator refuses it: the compliance wall with the ret code and the result.
    const wall = page.getByRole('dialog', { name: s.wall });
    await expect(wall).toBeVisible();
    await expect(wall).toHaveAccessibleDescription(s.why);
    await expect(wall.getByText(s.products)).toBeVisible();
    await expect(wall.getByText(/10024/)).toBeVisible();
    await wall.getByText(s.details).click();
    await expect(wall.locator('pre')).toContainText('"reason": "islamic"');
    expect(await sideways(page), 'wall').toBeLessThanOrEqual(1);
    await shot(`restricted-wall-${name.replace(/\W+/g, '-')}`);
    await axe(page, `compliance wall (${name})`);
    await wall.getByRole('button', { name: s.close }).last().click();
    await expect(page.getByRole('dialog', { name: s.wall })).toHaveCount(0);
    // nothing was created
    const bots = await post<{ total: number }>(page.request, '/x-api/s1/bot/tradingbot/v1/list-all-bots', { status: 'ongoing' });
    expect(bots.ret_code).toBe(0);
    expect(bots.result.total).toBe(0);

    // 3. On the next visit the futures create page says why, and points to the spot kinds.
    await page.goto(`/tradingbot/${locale}/futures-grid/create/`);
    await expect(page.getByRole('heading', { level: 1, name: s.unavailable })).toBeVisible();
    await expect(page.getByText(s.why)).toBeVisible();
    await expect(page.getByRole('link', { name: s.spotGrid })).toHaveAttribute('href', `/tradingbot/${locale}/spot-grid/create/`);
    if (locale === 'ar-SA') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    expect(await sideways(page), 'restricted create page').toBeLessThanOrEqual(1);
    await axe(page, `futures create, restricted (${name})`);

    // 4. The home: the futures kinds are marked unavailable, the spot kinds still offer Create.
    await page.goto(`/tradingbot/${locale}/`);
    const kinds = page.getByRole('list', { name: locale === 'en' ? 'Bot types' : 'أنواع الروبوتات' });
    await expect(kinds.getByText(s.kind)).toHaveCount(3);
    expect(await sideways(page), 'home').toBeLessThanOrEqual(1);
    await axe(page, `home, restricted (${name})`);

    // 5. The futures list stays reachable (running bots can be closed) under a notice saying why.
    await page.goto(`/tradingbot/${locale}/futures-grid/`);
    await expect(page.getByRole('complementary', { name: s.notice })).toContainText(s.why);
    await shot(`restricted-futures-list-${name.replace(/\W+/g, '-')}`);
    await axe(page, `futures list, restricted (${name})`);

    // 6. The account decides, the page only tightens: without the tag but with the profile locale en-GB (admin CLI), the
    // trader browsing in English (or Arabic) still gets no futures create page, and the simulator refuses a create sent with lang: en.
    if (width !== 1280) return;
    await sim.admin('member-tag', user.email, 'islamic', '0');
    expect(await sim.admin('locale', user.email, 'en-GB')).toContain('lang en-GB');
    await page.goto(`/tradingbot/${locale}/futures-grid/create/`);
    await expect(page.getByRole('heading', { level: 1, name: s.unavailable })).toBeVisible();
    await expect(page.locator('[data-restriction="locale"]')).toContainText('en-GB');
    const range = await gridRange('BTCUSDT', page.request, '0.01');
    const body = { symbol: 'BTCUSDT', grid_mode: 2, min_price: range.min, max_price: range.max, cell_number: 6, leverage: '5', total_investment: '300' };
    const refused = await (await page.request.post(FUTURES_GRID_PATHS.create, { data: body, headers: { lang: 'en' } })).json();
    expect(refused).toMatchObject({ ret_code: 10024, result: { compliance: { reason: 'locale', locale: 'en-GB', source: 'account' } } });
  });
}
