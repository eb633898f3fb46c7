import { API_PATHS } from '@tb/contracts/paths';

/**
 * API paths the session uses: the simulator's own `API_PATHS`, read through
 * the contract's paths entry (`@tb/contracts/paths`), so the first-load
 * bundle carries no schema objects and no second spelling of a path.
 */
export const SESSION_PATHS = {
  profile: API_PATHS.profile,
  login: API_PATHS.login,
  register: API_PATHS.register,
  logout: API_PATHS.logout,
  userTag: API_PATHS.userTag,
  webConfig: API_PATHS.webConfig,
} as const;
