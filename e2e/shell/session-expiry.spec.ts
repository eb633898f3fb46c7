import { expect, test } from '../support/fixtures';

test.describe('login redirect', () => {
  test('an expired session on a private call goes to the login page with the encoded URL, and back after login', async ({ page, context, newUser, loginAs, shot }) => {
    const user = await newUser();
    await loginAs(user);
    await page.goto('/tradingbot/en/?from=e2e');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log out' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No running bots' })).toBeVisible();

    // The session ends on the server side of the browser: the auth cookie is gone.
    await context.clearCookies({ name: /^tb_secure_token_/ });
    const here = page.url();
    await page.getByRole('tab', { name: 'Closed' }).click();
    await page.waitForURL(/\/en\/login\?redirect_url=/);
    expect(page.url()).toBe(new URL(`/en/login?redirect_url=${encodeURIComponent(here)}`, here).toString());
    await shot('shell-login-redirect');

    await page.getByRole('textbox', { name: 'Email' }).fill(user.email);
    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(here);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log out' })).toBeVisible();
  });

  test('the login page refuses an off-origin redirect_url', async ({ page, newUser }) => {
    const user = await newUser();
    await page.goto(`/en/login?redirect_url=${encodeURIComponent('https://evil.example/phish')}`);
    await page.getByRole('textbox', { name: 'Email' }).fill(user.email);
    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(/\/tradingbot\/en\/$/);
    expect(new URL(page.url()).host).not.toBe('evil.example');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log out' })).toBeVisible();
  });
});
