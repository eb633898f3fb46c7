import type { Page } from '@playwright/test';

/**
 * A fake of the exchange app's webview, for e2e tests: an in-app user agent
 * (`TBApp/<version>`) and a `window.TBNativeBridge` implementing the bridge
 * interface of @tb/data-access-session (getUserInfo, routerPush, launchUrl,
 * routeTarget).
 *
 * Like the real app, it keeps its own session across page loads (here in
 * localStorage): its native login screen (`tbapp://login…`) logs in against
 * the simulator's account API with `return_token`, *without* cookies, so the
 * page can only be logged in through the `UserToken` header the bridge's
 * token makes it send. Every bridge call is recorded for assertions.
 */
export const APP_USER_AGENT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 TBApp/3.6.1';

export type BridgeCall = { method: string; args: unknown[] };

export async function installFakeBridge(page: Page, credentials: { email: string; password: string }): Promise<void> {
  await page.addInitScript((creds) => {
    const CALLS = 'fakeApp:calls';
    const USER = 'fakeApp:user';
    const record = (method: string, args: unknown[]) => {
      const calls = JSON.parse(localStorage.getItem(CALLS) ?? '[]') as unknown[];
      calls.push({ method, args });
      localStorage.setItem(CALLS, JSON.stringify(calls));
    };
    async function nativeLogin() {
      const login = await fetch('/x-api/user/public/login', {
        method: 'POST',
        credentials: 'omit',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: creds.email, password: creds.password, return_token: true }),
      }).then((r) => r.json());
      if (login.ret_code !== 0) throw new Error(`native login failed: ${login.ret_msg}`);
      const token = login.result.user_token as string;
      const profile = await fetch('/x-api/v2/private/user/profile', { credentials: 'omit', headers: { UserToken: token } }).then((r) => r.json());
      const p = profile.result;
      localStorage.setItem(
        USER,
        JSON.stringify({
          uid: p.id,
          userName: p.username,
          vagueEmail: p.vague_email,
          vagueMobile: p.vague_mobile,
          mobileVerified: p.mobile_verified,
          emailVerified: p.email_verified,
          hasGoogle2fa: p.has_google2fa,
          countryCode: p.country_code,
          lang: p.lang,
          parentMemId: p.parent_member_id,
          status: p.status,
          isVip: p.loyalty_vip_info.is_vip,
          vipLabelInfo: { labelLevel: p.loyalty_vip_info.label_level },
          userToken: token,
        }),
      );
    }
    (window as unknown as Record<string, unknown>).TBNativeBridge = {
      async getUserInfo() {
        record('getUserInfo', []);
        const stored = localStorage.getItem(USER);
        return stored ? JSON.parse(stored) : null;
      },
      async routerPush(url: string, options?: { topPage?: boolean }) {
        record('routerPush', options ? [url, options] : [url]);
        if (/^tbapp:\/\/(login|register)\b/.test(url)) await nativeLogin();
      },
      launchUrl(url: string) {
        record('launchUrl', [url]);
      },
      routeTarget(url: string) {
        record('routeTarget', [url]);
      },
    };
  }, credentials);
}

export async function bridgeCalls(page: Page): Promise<BridgeCall[]> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('fakeApp:calls') ?? '[]'));
}
