/**
 * API paths the session uses, relative to /x-api. They equal the simulator's
 * `API_PATHS` in @tb/contracts (a unit test keeps them equal); they are
 * written out here so the first-load bundle does not carry the contracts'
 * schema objects.
 */
export const SESSION_PATHS = {
  profile: '/v2/private/user/profile',
  login: '/user/public/login',
  register: '/user/public/register',
  logout: '/user/private/logout',
  userTag: '/user/private/user-tag',
  webConfig: '/v3/config/web',
} as const;
