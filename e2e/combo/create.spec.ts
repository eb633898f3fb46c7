import type { Page } from '@playwright/test';
import { axe } from '../support/a11y';
import { THREE_LEG_COMBO } from '../support/bot-bodies';
import { expect, test } from '../support/fixtures';

/**
 * The combo create page on a real simulator, at 390 px and on a desktop: a
 * visitor opens it with three contracts (the engine's own bounds, no
 * private call), logs in, makes ETHUSDT short (a mix), sets leverage and
 * margin, reviews and creates; create-bot gets the exact body and the page
 * opens the new bot's detail. axe finds no serious violation on the form
 * nor on the review dialog.
 */
const LEGS = 'BTCUSDT,ETHUSDT,SOLUSDT';

async function createMix(page: Page, viewport: string) {
  await page.goto(`/tradingbot/en/combo/create/?symbols=${LEGS}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Create a futures combo' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Weight of BTCUSDT (%)' })).toHaveValue('33.34');
  await expect(page.getByRole('textbox', { name: 'Weight of ETHUSDT (%)' })).toHaveValue('33.33');
  await expect(page.getByRole('textbox', { name: 'Weight of SOLUSDT (%)' })).toHaveValue('33.33');
  await page.getByRole('radiogroup', { name: 'Side of ETHUSDT' }).getByRole('radio', { name: 'Short' }).check();
  await expect(page.getByTestId('bot-mode')).toHaveText('Bot mode: Mix');
  await page.getByRole('textbox', { name: 'Leverage (every leg)' }).fill('3');
  await page.getByRole('textbox', { name: /^Initial margin/ }).fill('300');
  await page.getByRole('radio', { name: 'Interval or drift, whichever comes first' }).check();
  await page.getByRole('radio', { name: '4 hours' }).check();
  await page.getByRole('textbox', { name: /^Rebalance when a weight drifts/ }).fill('5');
  await page.getByRole('textbox', { name: /^Take profit/ }).fill('20');
  await expect(page.getByRole('table', { name: 'Each leg at open' })).toBeVisible();
  await axe(page, `create ${viewport}`);
}

const BODY = THREE_LEG_COMBO;

for (const [viewport, size] of [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 900 }],
] as const) {
  test(`a visitor logs in and creates a three-leg mix combo (${viewport})`, async ({ page, sim, newUser, loginAs, shot }) => {
    await page.setViewportSize(size);
    const user = await newUser();
    await sim.admin('fund', user.email, 'USDT', '5000', 'derivatives');

    // a visitor: the page answers with the engine's bounds, asks to log in, sends no private call
    const limits: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/fcombobot/get-limit')) limits.push(request.postData() ?? '');
    });
    await page.goto(`/tradingbot/en/combo/create/?symbols=${LEGS}`);
    await expect(page.getByText('Log in to create the bot.')).toBeVisible();
    await page.getByRole('textbox', { name: /^Initial margin/ }).fill('300');
    await expect(page.getByRole('textbox', { name: /^Initial margin/ })).toHaveAccessibleDescription(/Allowed:/);
    expect(limits).toEqual([]);

    await loginAs(user);
    await createMix(page, viewport);
    await shot(`combo-create-${viewport}`);
    const creates: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/fcombobot/create-bot')) creates.push(request.postData() ?? '');
    });
    await page.getByRole('button', { name: 'Review' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create this combo?' });
    await expect(dialog.getByText('Long BTCUSDT 33.34% · Short ETHUSDT 33.33% · Long SOLUSDT 33.33%')).toBeVisible();
    await axe(page, `review ${viewport}`);
    await dialog.getByRole('button', { name: 'Create bot' }).click();
    await expect(page).toHaveURL(/\/combo\/detail\/\d+\/$/, { timeout: 30_000 });
    expect(JSON.parse(creates[0])).toEqual(BODY);
  });
}
