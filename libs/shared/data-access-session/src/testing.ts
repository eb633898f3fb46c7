/**
 * `@tb/data-access-session/testing` — test support, never imported by app
 * code: a logged-in trader's profile and a page store in any login state, so
 * every area's harness sets up the session the same way.
 */
import { createStore, type AppStore } from '@tb/data-access-api';
import { loadProfile, profileReceived } from './lib/profile';
import { FEATURE_FLAG_KEYS, loadFeatureFlags, type FeatureFlag } from './lib/flags';

/** A complete profile (every spec field), id above 2^53 as the exchange sends them. */
export const TEST_PROFILE = {
  id: '100000000000000123',
  username: 'alice',
  vague_email: 'al***@example.com',
  vague_mobile: '',
  mobile_verified: false,
  email_verified: true,
  has_google2fa: false,
  country_code: 'HK',
  lang: 'en',
  parent_member_id: '0',
  status: 1,
  loyalty_vip_info: { is_vip: false, label_level: 0 },
};

/** A fresh page store whose login state is `login` ('unknown' = the profile call has not answered yet). */
export function storeWithLogin(login: 'logged-in' | 'anonymous' | 'unknown'): AppStore {
  const store = createStore();
  if (login === 'logged-in') store.dispatch(profileReceived({ profile: TEST_PROFILE, source: 'web' }));
  if (login === 'anonymous') store.dispatch(loadProfile.rejected(new Error('not logged in'), 'test'));
  return store;
}

// Test-only exports stay out of the shared singleton's index (a shared lib is not tree-shaken: every export of its index ships).
export { createFakeBridge, type FakeBridge } from './lib/fake-bridge';
export { sessionTranslations } from './lib/translations';

/**
 * The store with the per-user feature flags as the web-config call would
 * give them (the shell loads them at start; a page test sets them): `on`
 * lists the flags that are on, every other is off.
 */
export function withFlags<S extends AppStore>(store: S, on: readonly FeatureFlag[]): S {
  const flags = Object.fromEntries(FEATURE_FLAG_KEYS.map((k) => [k, on.includes(k)])) as Record<FeatureFlag, boolean>;
  store.dispatch(loadFeatureFlags.fulfilled(flags, 'test'));
  return store;
}

/** Every feature flag (the demo account's set): tests of the features they name. */
export const ALL_FLAGS: readonly FeatureFlag[] = FEATURE_FLAG_KEYS;
