/**
 * @jest-environment node
 */
import { API_PATHS, authCookieName, FEATURE_FLAGS, GUID_COOKIE, GUID_LENGTH, AUTH_COOKIE_PREFIX, RESTRICTED_LOCALES as CONTRACT_RESTRICTED, RetCode } from '@tb/contracts';
import { AUTH_COOKIE_PREFIX as CLIENT_AUTH_PREFIX, GUID_COOKIE as CLIENT_GUID, GUID_LENGTH as CLIENT_GUID_LENGTH, RET_NO_PERMISSION, RET_NO_PERMISSION_ALT, RET_NOT_LOGGED_IN } from '@tb/data-access-api';
import { FEATURE_FLAG_KEYS, RESTRICTED_LOCALES } from './flags';
import { SESSION_PATHS } from './paths';

describe('client constants equal the simulator contract', () => {
  it.each(Object.entries(SESSION_PATHS))('%s path', (name, path) => {
    expect(path).toBe(API_PATHS[name as keyof typeof API_PATHS]);
  });

  it('feature flags and restricted locales', () => {
    expect([...FEATURE_FLAG_KEYS].sort()).toEqual([...FEATURE_FLAGS].sort());
    expect(RESTRICTED_LOCALES).toEqual([...CONTRACT_RESTRICTED]);
  });

  it('cookies and ret codes', () => {
    expect(CLIENT_GUID).toBe(GUID_COOKIE);
    expect(CLIENT_GUID_LENGTH).toBe(GUID_LENGTH);
    expect(CLIENT_AUTH_PREFIX).toBe(AUTH_COOKIE_PREFIX);
    expect(authCookieName('production')).toBe(`${CLIENT_AUTH_PREFIX}production`);
    expect(RetCode.NOT_LOGGED_IN).toBe(RET_NOT_LOGGED_IN);
    expect([RET_NO_PERMISSION, RET_NO_PERMISSION_ALT]).toEqual([RetCode.NO_PERMISSION, RetCode.USER_BANNED]);
  });
});
