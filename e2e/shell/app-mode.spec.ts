import { expect, test } from '../support/fixtures';
import { APP_USER_AGENT, bridgeCalls, installFakeBridge } from './support/fake-bridge';

test.use({ userAgent: APP_USER_AGENT, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test.describe('inside the native app (fake bridge)', () => {
  test('login goes through the native screen, the session rides on UserToken, links go through the bridge', async ({ page, newUser, shot }) => {
    const user = await newUser();
    await installFakeBridge(page, user);
    await page.goto('/tradingbot/en/');
    // Never a smart app banner inside the app.
    await expect(page.getByRole('heading', { name: 'Trading bots', level: 1 })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Get the app' })).toHaveCount(0);

    // Native login: the app router pushes its login page (fromWeb=1); the profile is re-read; the page reloads.
    await Promise.all([page.waitForEvent('load'), page.getByRole('banner').getByRole('button', { name: 'Log in' }).click()]);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log out' })).toBeVisible();
    const calls = await bridgeCalls(page);
    expect(calls.find((call) => call.method === 'routerPush')).toEqual({ method: 'routerPush', args: ['tbapp://login?fromWeb=1'] });
    // No cookie session exists: the private list below works only through the UserToken header.
    expect((await page.context().cookies()).some((cookie) => cookie.name.startsWith('tb_secure_token_'))).toBe(false);
    await expect(page.getByRole('heading', { name: 'No running bots' })).toBeVisible();
    await shot('shell-in-app-logged-in');

    // Mapped web paths become app navigations; the webview stays where it is.
    const before = page.url();
    await page.getByRole('link', { name: 'Create: Spot grid' }).click();
    await expect.poll(async () => (await bridgeCalls(page)).at(-1)).toEqual({ method: 'routerPush', args: ['tbapp://trading_bot/grid_create'] });
    expect(page.url()).toBe(before);

    // mailto/tel → URL launcher; by-mini: → route target (links as remotes or announcements render them).
    await page.evaluate(() => {
      const main = document.getElementById('main')!;
      main.insertAdjacentHTML('beforeend', '<p><a href="mailto:support@example.com">Mail support</a> <a href="by-mini://earn/eth-staking">ETH staking</a></p>');
    });
    await page.getByRole('link', { name: 'Mail support' }).click();
    await page.getByRole('link', { name: 'ETH staking' }).click();
    const last = (await bridgeCalls(page)).slice(-2);
    expect(last).toEqual([
      { method: 'launchUrl', args: ['mailto:support@example.com'] },
      { method: 'routeTarget', args: ['by-mini://earn/eth-staking'] },
    ]);
    expect(page.url()).toBe(before);
  });
});
