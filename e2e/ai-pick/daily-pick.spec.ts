import { BigNumber } from '@tb/util-format';
import { axe } from '../support/a11y';
import { expect } from '../support/fixtures';
import { testOnOwnSim } from '../support/own-sim';

// The pick is per UTC day of the simulator's clock. At the suite's usual 60× a journey of a minute
// spans an hour of simulated time and may cross midnight (a new pick mid-test); at real time it
// cannot, but in the last minute of a real day.
const test = testOnOwnSim({ speed: 1, signupFunds: 'default' });

/**
 * Issue 12, proof 9 (second journey), on a real simulator: a logged-in
 * trader meets today's AI combo pick in a pop-up on the home → "Don't show
 * again" (stored on the server: set-daily-pick-no-pop { no_pop: true }) →
 * after a reload the pop-up stays away → the AI pick page shows the pick →
 * Copy opens the combo create page with ?pick=daily, filled from the same
 * pick (its legs' weights).
 */
test('the pick pops up on the home → don’t show again → reload, no pop-up → AI pick page → Copy → combo create ?pick=daily', async ({ page, newUser, loginAs, shot }) => {
  const user = await newUser({ dailyPick: 'show' });
  await loginAs(user);

  // The day's pick as the simulator serves it (the page must say the same).
  const answer = await page.request.post('/x-api/contract/v5/private/fcombobot/get-daily-pick', { data: {} });
  const body = (await answer.json()) as {
    ret_code: number;
    result: { status_code: number; pick: { date: string; bot_name: string; no_pop: boolean; symbol_settings: { symbol: string; target_position_percent: string }[] } };
  };
  expect([body.ret_code, body.result.status_code, body.result.pick.no_pop]).toEqual([0, 200, false]);
  const pick = body.result.pick;

  // 1. Home: the pop-up opens by itself, named, with the pick's name and legs.
  await page.goto('/tradingbot/en/');
  const dialog = page.getByRole('dialog', { name: 'Today’s AI pick' });
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  await expect(dialog.getByText(pick.bot_name, { exact: true })).toBeVisible();
  await expect(dialog.getByRole('table', { name: 'Legs' }).getByRole('row')).toHaveCount(pick.symbol_settings.length + 1);
  await shot('ai-pick-popup');
  await axe(page, 'daily pick pop-up');

  // 2. "Don't show again": the exact body, the dialog closes.
  const noPop = page.waitForRequest((request) => request.url().endsWith('/fcombobot/set-daily-pick-no-pop'));
  await dialog.getByRole('button', { name: 'Don’t show again' }).click();
  expect((await noPop).postDataJSON()).toEqual({ no_pop: true });
  await expect(dialog).toBeHidden();

  // 3. Reload, and again with this browser's "seen today" forgotten: the server's no_pop keeps it away.
  await page.evaluate(() => window.localStorage.clear());
  const picked = page.waitForResponse((response) => response.url().endsWith('/fcombobot/get-daily-pick'));
  await page.reload();
  await picked;
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForTimeout(1_000);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // 4. The AI pick page, from the home's Explore link.
  await page.getByRole('navigation', { name: 'Explore' }).getByRole('link', { name: 'Today’s AI pick' }).click();
  await expect(page).toHaveURL(/\/tradingbot\/en\/ai-pick\/$/);
  await expect(page.getByRole('heading', { level: 2, name: pick.bot_name })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Show the daily pick on the home page' })).not.toBeChecked();
  // the pick's walk-forward test (issue 29): its return over days it had not seen, as a curve
  await expect(page.getByRole('region', { name: 'Its test', exact: true }).getByRole('figure')).toBeVisible();
  await shot('ai-pick-page');
  await axe(page, 'ai pick page');

  // 5. Copy → the combo create page with ?pick=daily, which fills itself from the same pick (legs and weights).
  await page.getByRole('link', { name: `Copy ${pick.bot_name} to a new combo bot` }).click();
  await expect(page).toHaveURL(/\/tradingbot\/en\/combo\/create\/\?pick=daily$/);
  await expect(page.getByText(`Today’s AI pick (${pick.date}): ${pick.bot_name}`, { exact: false })).toBeVisible({ timeout: 30_000 });
  for (const leg of pick.symbol_settings) {
    await expect(page.getByRole('textbox', { name: `Weight of ${leg.symbol} (%)` })).toHaveValue(new BigNumber(leg.target_position_percent).times(100).toFixed());
  }
  await shot('ai-pick-copied-to-combo-create');
});

test('a visitor sees what the AI pick page is and a login prompt, not an error', async ({ page }) => {
  await page.goto('/tradingbot/en/ai-pick/');
  await expect(page.getByRole('heading', { level: 1, name: 'AI daily pick' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Log in to see today’s pick' })).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
});

test('phone 390 px, Arabic: the page reads right to left and nothing is wider than the screen', async ({ page, newUser, loginAs }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const user = await newUser();
  await loginAs(user);
  await page.goto('/tradingbot/ar-SA/ai-pick/');
  await expect(page.getByRole('heading', { level: 1, name: 'اختيار الذكاء الاصطناعي اليومي' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'العقود' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await axe(page, 'ai pick page ar-SA 390');
});
