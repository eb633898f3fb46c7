import { expect, test } from '../support/fixtures';
import { balances } from '../support/api';

test.describe('login prompt and login state', () => {
  test('anonymous visit → login prompt → log in → the reloaded page shows the user', async ({ page, newUser, shot }) => {
    const user = await newUser();
    await page.goto('/tradingbot/en/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Log in to see your bots' })).toBeVisible();
    await shot('shell-anonymous-home');

    await page.getByRole('region', { name: 'My bots' }).getByRole('button', { name: 'Log in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: /Email/ })).toBeFocused();

    // The form checks before calling, and the server's verdict is shown in words.
    await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(dialog.getByRole('textbox', { name: /Email/ })).toHaveAccessibleDescription('Enter your email address.');
    await dialog.getByRole('textbox', { name: /Email/ }).fill(user.email);
    await dialog.getByLabel(/Password/).fill('Wrong-Password-1');
    await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Wrong email/mobile or password.');
    await shot('shell-login-prompt-error');

    await dialog.getByLabel(/Password/).fill(user.password);
    await Promise.all([page.waitForEvent('load'), dialog.getByRole('button', { name: 'Log in', exact: true }).click()]);
    await expect(header.getByText(`Signed in as ${user.email.split('@')[0]}`)).toBeAttached();
    await expect(header.getByRole('button', { name: 'Log out' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Running' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { name: 'No running bots' })).toBeVisible();
    await shot('shell-logged-in-home');

    // Escape closes a prompt; logging out brings the anonymous page back.
    await header.getByRole('button', { name: 'Log out' }).click();
    await expect(header.getByRole('button', { name: 'Log in' })).toBeVisible();
  });

  test('registration prompt creates an account and logs it in', async ({ page }) => {
    await page.goto('/tradingbot/en/');
    await page.getByRole('banner').getByRole('button', { name: 'Sign up' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create your account' });
    await expect(dialog).toBeVisible();
    const email = `e2e-reg-${Date.now()}@example.com`;
    await dialog.getByRole('textbox', { name: /Email/ }).fill(email);
    await dialog.getByLabel(/Password/).fill('short');
    await dialog.getByRole('button', { name: 'Create account' }).click();
    await expect(dialog.getByLabel(/Password/)).toHaveAccessibleDescription(/Use 8 to 128 characters/);
    await dialog.getByLabel(/Password/).fill('Register-Me-2026');
    await Promise.all([page.waitForEvent('load'), dialog.getByRole('button', { name: 'Create account' }).click()]);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log out' })).toBeVisible();
    // a new trader can create a bot at once: the simulator's sign-up test funds are in the spot account
    const funds = await balances(page.request, ['USDT', 'BTC']);
    expect(funds.USDT.spot).toBe('10000');
    expect(funds.BTC.spot).toBe('0.1');
  });

  test('Escape closes the prompt and focus returns to the button that opened it', async ({ page }) => {
    await page.goto('/tradingbot/en/');
    const opener = page.getByRole('banner').getByRole('button', { name: 'Log in' });
    await opener.click();
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(opener).toBeFocused();
  });
});

test('a banned user is told the account is restricted', async ({ page, sim, newUser, loginAs }) => {
  const user = await newUser();
  await sim.admin('ban', user.email, 'e2e check');
  await loginAs(user);
  await page.goto('/tradingbot/en/');
  await expect(page.getByRole('alert').filter({ hasText: 'Your account is restricted' })).toBeVisible();
  // Private bot calls are refused (10009 → "user no permission"); the list says it could not load.
  // (the all-bots summary above the list is refused too and says so in its own words)
  const myBots = page.getByRole('region', { name: 'My bots' });
  await expect(myBots.getByRole('alert').filter({ hasText: 'Your bots could not be loaded' })).toBeVisible();
  await expect(myBots.getByRole('alert').filter({ hasText: 'The summary could not be loaded' })).toBeVisible();
});
