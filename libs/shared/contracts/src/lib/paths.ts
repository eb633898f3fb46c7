/** API paths served by the simulator (prefix included), shared with the clients. */
export const API_PREFIX = '/x-api';

export const API_PATHS = {
  register: '/x-api/user/public/register',
  login: '/x-api/user/public/login',
  logout: '/x-api/user/private/logout',
  profile: '/x-api/v2/private/user/profile',
  userTag: '/x-api/user/private/user-tag',
  restriction: '/x-api/user/private/restriction',
  webConfig: '/x-api/v3/config/web',
  getAllCoin: '/x-api/v3/private/cht/asset-common/get-all-coin',
  transfer: '/x-api/v3/private/cht/asset-common/transfer',
  briefSymbolList: '/x-api/contract/v5/product/brief-symbol-list',
  dynamicSymbolItem: '/x-api/contract/v5/product/dynamic-symbol-item',
  spotSymbolList: '/x-api/s1/bot/grid/v1/list-symbol-info-v2',
  kline: '/x-api/s1/market/v1/kline',
  markKline: '/x-api/s1/market/v1/mark-kline',
  announcements: '/x-api/announcements/api/search/v1/index/:locale_index',
  openapi: '/x-api/docs/openapi.json',
} as const;

export const announcementsPath = (localeIndex: string): string =>
  `/x-api/announcements/api/search/v1/index/${encodeURIComponent(localeIndex)}`;
