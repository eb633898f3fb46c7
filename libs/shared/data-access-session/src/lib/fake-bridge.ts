import type { AppUserInfo, NativeBridge } from './app-bridge';

/**
 * A scriptable {@link NativeBridge} for tests. It records every call; its
 * login screen "signs in" the given user when `routerPush` opens it.
 */
export interface FakeBridge extends NativeBridge {
  calls: Array<{ method: keyof NativeBridge; args: unknown[] }>;
  user: AppUserInfo | null;
}

export function createFakeBridge(options: { user?: AppUserInfo | null; signInAs?: AppUserInfo; failRouter?: boolean } = {}): FakeBridge {
  const bridge: FakeBridge = {
    calls: [],
    user: options.user ?? null,
    async getUserInfo() {
      bridge.calls.push({ method: 'getUserInfo', args: [] });
      return bridge.user;
    },
    async routerPush(url, routeOptions) {
      bridge.calls.push({ method: 'routerPush', args: routeOptions ? [url, routeOptions] : [url] });
      if (options.failRouter) throw new Error('route not available');
      if (options.signInAs && /^tbapp:\/\/(login|register)\b/.test(url)) bridge.user = options.signInAs;
    },
    launchUrl(url) {
      bridge.calls.push({ method: 'launchUrl', args: [url] });
    },
    routeTarget(url) {
      bridge.calls.push({ method: 'routeTarget', args: [url] });
    },
  };
  return bridge;
}
