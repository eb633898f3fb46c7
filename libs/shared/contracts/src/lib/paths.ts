/**
 * Every API path the simulator serves and the clients call (prefix included),
 * in one place. This module imports nothing: browser code reads it through
 * the `@tb/contracts/paths` entry without pulling in a single TypeBox schema,
 * and the simulator reads the same constants through `@tb/contracts`, which
 * re-exports them. A path is written here once and nowhere else.
 */
export const API_PREFIX = '/x-api';

// the notice kinds are constants too (no schema): pages list them from here
export { NOTICE_KINDS, URGENT_NOTICE_KINDS, RISK_DISTANCE_BOUNDS, type NoticeKind } from './notice-kinds';

export const API_PATHS = {
  register: '/x-api/user/public/register',
  login: '/x-api/user/public/login',
  logout: '/x-api/user/private/logout',
  profile: '/x-api/v2/private/user/profile',
  userTag: '/x-api/user/private/user-tag',
  restriction: '/x-api/user/private/restriction',
  accountSettings: '/x-api/user/private/settings',
  webConfig: '/x-api/v3/config/web',
  getAllCoin: '/x-api/v3/private/cht/asset-common/get-all-coin',
  transfer: '/x-api/v3/private/cht/asset-common/transfer',
  briefSymbolList: '/x-api/contract/v5/product/brief-symbol-list',
  dynamicSymbolItem: '/x-api/contract/v5/product/dynamic-symbol-item',
  spotSymbolList: '/x-api/s1/bot/grid/v1/list-symbol-info-v2',
  kline: '/x-api/s1/market/v1/kline',
  markKline: '/x-api/s1/market/v1/mark-kline',
  depth: '/x-api/s1/market/v1/depth',
  announcements: '/x-api/announcements/api/search/v1/index/:locale_index',
  openapi: '/x-api/docs/openapi.json',
} as const;

export const announcementsPath = (localeIndex: string): string =>
  `/x-api/announcements/api/search/v1/index/${encodeURIComponent(localeIndex)}`;

// ── bots ──────────────────────────────────────────────────────────────────

/** Bot notifications and the liquidation risk desk (notices.ts). */
export const NOTICE_PATHS = {
  list: '/x-api/s1/bot/notice/v1/list',
  unread: '/x-api/s1/bot/notice/v1/unread',
  read: '/x-api/s1/bot/notice/v1/read',
  prefs: '/x-api/s1/bot/notice/v1/prefs',
  updatePrefs: '/x-api/s1/bot/notice/v1/update-prefs',
  botRisk: '/x-api/s1/bot/risk/v1/get',
  updateBotRisk: '/x-api/s1/bot/risk/v1/update',
  riskView: '/x-api/s1/bot/risk/v1/view',
} as const;

export const BOTS_PATHS = {
  listAllBots: '/x-api/s1/bot/tradingbot/v1/list-all-bots',
  botsSummary: '/x-api/s1/bot/tradingbot/v1/bots-summary',
} as const;

const GRID = '/x-api/s1/bot/grid/v1';

export const SPOT_GRID_PATHS = {
  // Grid (generic)
  getCloseModes: `${GRID}/get-close-modes`,
  closeGrid: `${GRID}/close-grid`,
  queryFollowGridDetail: `${GRID}/query-follow-grid-detail`,
  getOpenOrders: `${GRID}/get-open-orders`,
  getHistoryOrders: `${GRID}/get-history-orders`,
  queryAvailableBalance: `${GRID}/query-available-balance`,
  validateInput: `${GRID}/validate-input`,
  rankingFilter: `${GRID}/ranking-filter`,
  listUserReward: `${GRID}/list-user-reward`,
  /** GET `?symbol=` */
  aiParamsDetail: `${GRID}/ai-params-detail`,
  /** GET; served by the market area (`API_PATHS.spotSymbolList`, `SpotSymbolListResult`). */
  listSymbolInfoV2: `${GRID}/list-symbol-info-v2`,
  // Spot grid
  createGrid: `${GRID}/create-grid`,
  queryGridDetail: `${GRID}/query-grid-detail`,
  getInitialBuyAmount: `${GRID}/get-initial-buy-amount`,
  getWithdrawDetail: `${GRID}/get-withdraw-detail`,
  withdrawProfit: `${GRID}/withdraw-profit`,
  queryBalanceList: `${GRID}/query-balance-list`,
  validateUpdateSgrid: `${GRID}/validate-update-sgrid`,
  updateSgrid: `${GRID}/update-sgrid`,
  recommendSymbol: `${GRID}/recommend-symbol`,
  /** Designed: the grid's profit over time. */
  getPnlCurve: `${GRID}/get-pnl-curve`,
} as const;

const DCA = '/x-api/s1/bot/dca/v1';

export const DCA_PATHS = {
  createBotConfiguration: `${DCA}/create-bot-configuration`,
  createBot: `${DCA}/create-bot`,
  closeBotDetail: `${DCA}/close-bot-detail`,
  closeBot: `${DCA}/close-bot`,
  status: `${DCA}/status`,
  orderHistory: `${DCA}/order-history`,
  orderDetails: `${DCA}/order-details`,
  parameters: `${DCA}/parameters`,
  updateParameters: `${DCA}/update-parameters`,
} as const;

const FGRID = '/x-api/contract/v5/fgridbot';
const FGRID_V1 = '/x-api/fgrid/v1';

/** Futures grid (spec §7): the v5 calls (POST, JSON body; get-symbol-ai-params is GET `?symbol=`) and the older v1 ones. */
export const FUTURES_GRID_PATHS = {
  getUserBalance: `${FGRID}/get-user-balance`,
  create: `${FGRID}/fgrid-bot-create`,
  close: `${FGRID}/fgrid-bot-close`,
  addMargin: `${FGRID}/add-margin`,
  withdrawProfit: `${FGRID}/withdraw-profit`,
  updateTpSl: `${FGRID}/update-fgrid-bot-tpsl`,
  updateTrailingStop: `${FGRID}/update-trailing-stop`,
  validateInput: `${FGRID}/validate-fgrid-input`,
  recommendSymbol: `${FGRID}/recommend-symbol`,
  getHistoryOrders: `${FGRID}/get-fgrid-history-orders`,
  updateMoveScope: `${FGRID}/update-fgrid-move-scope`,
  queryMoveScope: `${FGRID}/query-fgrid-move-scope`,
  queryTpSlRange: `${FGRID}/query-fgrid-tpsl-range`,
  getDetail: `${FGRID}/get-fgrid-detail`,
  /** GET `?symbol=` */
  getSymbolAiParams: `${FGRID}/get-symbol-ai-params`,
  /** Designed: the grid's PnL over time (as the spot grid's get-pnl-curve). */
  getPnlCurve: `${FGRID}/get-fgrid-pnl-curve`,
  // the older v1 calls
  getOpenOrders: `${FGRID_V1}/get-fgrid-open-orders`,
  getUserBalanceV1: `${FGRID_V1}/get-user-balance`,
  getFollowDetail: `${FGRID_V1}/get-follow-fgrid-detail`,
  getCloseMode: `${FGRID_V1}/get-futures-close-mode`,
} as const;

const FMART = '/x-api/contract/v5/private/fmartingalebot';

export const FMART_PATHS = {
  createFmartBot: `${FMART}/create-fmart-bot`,
  closeFmartBot: `${FMART}/close-fmart-bot`,
  getFmartLimit: `${FMART}/get-fmart-limit`,
  updateFmartBot: `${FMART}/update-fmart-bot`,
  getFmartDetail: `${FMART}/get-fmart-detail`,
  getFmartOpenOrders: `${FMART}/get-fmart-open-orders`,
  getFmartHistoryOrders: `${FMART}/get-fmart-history-orders`,
  getFmartRoundDetail: `${FMART}/get-fmart-round-detail`,
  getFmartCloseDetail: `${FMART}/get-fmart-close-detail`,
  getFmartFollowDetail: `${FMART}/get-fmart-follow-detail`,
  /** Designed: the bot's rounds, newest first (the spec names no list call; the round detail needs one). */
  getFmartRoundList: `${FMART}/get-fmart-round-list`,
  /** GET `?symbol=`, public. */
  getSymbolAiParams: '/x-api/contract/v5/public/fmartingalebot/get-symbol-ai-params',
} as const;

const FCOMBO = '/x-api/contract/v5/private/fcombobot';

/** Futures combo (spec §7 "Combo"; issue 12): every call POST and private. */
export const FCOMBO_PATHS = {
  createBot: `${FCOMBO}/create-bot`,
  closeBot: `${FCOMBO}/close-bot`,
  getLimit: `${FCOMBO}/get-limit`,
  getDetail: `${FCOMBO}/get-detail`,
  getCloseDetail: `${FCOMBO}/get-close-detail`,
  getHistoryOrders: `${FCOMBO}/get-history-orders-v2`,
  getPositions: `${FCOMBO}/get-positions`,
  getPartList: `${FCOMBO}/get-part-list`,
  getDailyPick: `${FCOMBO}/get-daily-pick`,
  getSymbolList: `${FCOMBO}/get-symbol-list`,
  setDailyPickNoPop: `${FCOMBO}/set-daily-pick-no-pop`,
  getFollowDetail: `${FCOMBO}/get-follow-detail`,
  transfer: `${FCOMBO}/transfer`,
  adjustPosition: `${FCOMBO}/adjust-position`,
  modifySetting: `${FCOMBO}/modify-setting`,
  getTransferDetail: `${FCOMBO}/get-transfer-detail`,
} as const;

const TOOLS = '/x-api/operation/tools';

/** The tools area (spec §7 "Tools"; issue 13): ranking, strategy pages. */
export const TOOLS_PATHS = {
  /** POST, public: the cross-kind ranking (contracts ./tools). */
  mixedRanking: `${TOOLS}/v1/mixed-ranking`,
  /** POST, public: every bot kind as a strategy, with its live figures (contracts ./tools). */
  auroraHome: `${TOOLS}/aurora/home`,
  /** POST, public: where a create form of one kind on one symbol would start (AI proposal, live facts). */
  auroraCreation: `${TOOLS}/aurora/creation`,
  /** POST, public: one strategy's facts: its parameters, live top bots and yield trend. */
  auroraInfo: `${TOOLS}/aurora/info`,
  /** POST, public: the futures combo strategy: the legs combos hold, top combos, yield trend. */
  auroraFcombo: `${TOOLS}/aurora/fcombo`,
  /** POST, public: a strategy explained in plain words (message codes + live figures) for the help panel. */
  chatStrategyInfo: `${TOOLS}/chat/strategy/info`,
  /** GET, private (`?bot_type=` optional): the strategies the caller runs, with counts and PnL. */
  discoveryStrategyInfo: '/x-api/discovery/v5/private/discovery/strategy-info',
} as const;
