import { defineCodedEnum, defineEnum, prefixed, prefixedCoded, type EnumValue } from './define-enum';

/**
 * Business type (spec §3): which product a record belongs to. The spec names
 * the server identifiers itself (`BIZ_UNKNOWN`, `SPOT_GRID`, …); codes follow
 * the spec's order (designed, 0 = unknown).
 */
export const businessType = /*#__PURE__*/ defineCodedEnum(
  'BusinessType',
  {
    unknown: { wire: 'BIZ_UNKNOWN', code: 0 },
    spotGrid: { wire: 'SPOT_GRID', code: 1 },
    futureGrid: { wire: 'FUTURE_GRID', code: 2 },
    spotDca: { wire: 'SPOT_DCA', code: 3 },
    dualAsset: { wire: 'DUAL_ASSET', code: 4 },
    liquidityMining: { wire: 'LIQUIDITY_MINING', code: 5 },
    copyTrading: { wire: 'COPY_TRADING', code: 6 },
    futureMartin: { wire: 'FUTURE_MARTIN', code: 7 },
    futureCombo: { wire: 'FUTURE_COMBO', code: 8 },
  },
  'unknown',
);
export type BusinessType = EnumValue<typeof businessType>;

// Bot kind (spec §3, `BOT_TYPE_*`): derived from the bot-kind registry's rows, in @tb/util-bot-kinds (`botKind`).

/**
 * Bot product tags (spec §3): labels on a bot card. Identifiers
 * `BOT_PRODUCT_TAG_*` are designed; the copy-trade tags mark a futures grid
 * that leads (is copied) or follows (copies) another.
 */
export const botProductTag = /*#__PURE__*/ defineEnum(
  'BotProductTag',
  /*#__PURE__*/ prefixed('BOT_PRODUCT_TAG_', {
    unspecified: 'UNSPECIFIED',
    spotGrid: 'SPOT_GRID',
    spotDca: 'SPOT_DCA',
    futureGrid: 'FUTURE_GRID',
    futureGridCopyLeader: 'FUTURE_GRID_COPY_TRADE_LEADER',
    futureGridCopyFollower: 'FUTURE_GRID_COPY_TRADE_FOLLOWER',
  }),
  'unspecified',
);
export type BotProductTag = EnumValue<typeof botProductTag>;

/**
 * Create type (spec §3), sent as `create_type` in creation payloads: how the
 * parameters were chosen. Codes designed in the spec's order (copy 1, auto 2,
 * manual 3; 0 = not stated).
 */
export const createType = /*#__PURE__*/ defineCodedEnum(
  'CreateType',
  /*#__PURE__*/ prefixedCoded(
    'CREATE_TYPE_',
    { unspecified: 'UNSPECIFIED', copy: 'COPY', auto: 'AUTO', manual: 'MANUAL' },
    { unspecified: 0, copy: 1, auto: 2, manual: 3 },
  ),
  'unspecified',
);
export type CreateType = EnumValue<typeof createType>;

/**
 * Block source (spec §3), sent as `block_source`: which part of the page the
 * creation started from (analytics and attribution). Codes designed in the
 * spec's order.
 */
export const blockSource = /*#__PURE__*/ defineCodedEnum(
  'BlockSource',
  /*#__PURE__*/ prefixedCoded(
    'BLOCK_SOURCE_',
    {
      unspecified: 'UNSPECIFIED',
      mainPageCreate: 'MAIN_PAGE_CREATE_BLOCK',
      aiCreate: 'AI_CREATE_BLOCK',
      rankList: 'RANK_LIST',
      pageAi: 'PAGE_AI_BLOCK',
    },
    { unspecified: 0, mainPageCreate: 1, aiCreate: 2, rankList: 3, pageAi: 4 },
  ),
  'unspecified',
);
export type BlockSource = EnumValue<typeof blockSource>;

/**
 * Bot list status (spec §3): the all-bots list filter. Codes designed:
 * ongoing 1, closed 2 (a list request asks for one or the other).
 */
export const botListStatus = /*#__PURE__*/ defineCodedEnum(
  'BotListStatus',
  /*#__PURE__*/ prefixedCoded(
    'BOT_LIST_STATUS_',
    { unspecified: 'UNSPECIFIED', ongoing: 'ONGOING', closed: 'CLOSED' },
    { unspecified: 0, ongoing: 1, closed: 2 },
  ),
  'unspecified',
);
export type BotListStatus = EnumValue<typeof botListStatus>;

/**
 * Update fields (spec §3): what changed on a running bot, as carried by an
 * update record (margin added, profit withdrawn, settings edited).
 */
export const updateField = /*#__PURE__*/ defineCodedEnum(
  'UpdateField',
  /*#__PURE__*/ prefixedCoded(
    'UPDATE_FIELD_',
    { unspecified: 'UNSPECIFIED', addedMargin: 'ADDED_MARGIN', withdrew: 'WITHDREW', botSetting: 'BOT_SETTING' },
    { unspecified: 0, addedMargin: 1, withdrew: 2, botSetting: 3 },
  ),
  'unspecified',
);
export type UpdateField = EnumValue<typeof updateField>;

/**
 * Modify trading types (spec §3): which part of a running futures bot an edit
 * touches: TP/SL, trailing stop, or all of them.
 */
export const modifyTradingType = /*#__PURE__*/ defineCodedEnum(
  'ModifyTradingType',
  /*#__PURE__*/ prefixedCoded(
    'MODIFY_TRADING_TYPE_',
    { unspecified: 'UNSPECIFIED', tpSl: 'TP_SL', trailingStop: 'TRAILING_STOP', all: 'ALL' },
    { unspecified: 0, tpSl: 1, trailingStop: 2, all: 3 },
  ),
  'unspecified',
);
export type ModifyTradingType = EnumValue<typeof modifyTradingType>;

/**
 * Account types (`account_type` in spot- and futures-grid details). Wire
 * identifiers `BOT_ACCOUNT_TYPE_*` (the example shows `BOT_ACCOUNT_TYPE_FUND`);
 * the two products word the labels differently, both accepted as aliases.
 * Order (and codes) as documented: unspecified, derivatives, unified,
 * unified upgrading, spot, UTA, fund.
 */
export const accountType = /*#__PURE__*/ defineCodedEnum(
  'AccountType',
  /*#__PURE__*/ prefixedCoded(
    'BOT_ACCOUNT_TYPE_',
    {
      unspecified: 'UNSPECIFIED',
      derivatives: 'DERIVATIVES',
      unified: 'UNIFIED',
      unifiedUpgrading: 'UNIFIED_UPGRADING',
      spot: 'SPOT',
      uta: 'UTA',
      fund: 'FUND',
    },
    { unspecified: 0, derivatives: 1, unified: 2, unifiedUpgrading: 3, spot: 4, uta: 5, fund: 6 },
    {
      derivatives: ['Derivatives account', 'Derivative account'],
      unified: ['Unified account', 'Unified margin account'],
      unifiedUpgrading: ['Account upgrading'],
      spot: ['Spot account'],
      uta: ['UTA account', 'UTA (Unified Trading Account)'],
      fund: ['Fund account'],
    },
  ),
  'unspecified',
);
export type AccountType = EnumValue<typeof accountType>;

/** User types (spec §1): a fresh user sees guided creation first. Designed identifiers. */
export const userType = /*#__PURE__*/ defineCodedEnum(
  'UserType',
  /*#__PURE__*/ prefixedCoded(
    'USER_TYPE_',
    { unspecified: 'UNSPECIFIED', fresh: 'FRESH', experienced: 'EXPERIENCED' },
    { unspecified: 0, fresh: 1, experienced: 2 },
  ),
  'unspecified',
);
export type UserType = EnumValue<typeof userType>;

/**
 * Page labels (spec §2), used in analytics events and compliance checks. The
 * spec names the identifiers; interface values are their lowerCamel form.
 */
export const pageLabel = /*#__PURE__*/ defineEnum(
  'PageLabel',
  {
    unspecified: { wire: 'UNSPECIFIED_PAGE' },
    tradingBot: { wire: 'TRADING_BOT_PAGE' },
    derivatives: { wire: 'DERIVATIVES_PAGE' },
    fcomboCreate: { wire: 'FCOMBO_CREATE_PAGE' },
  },
  'unspecified',
);
export type PageLabel = EnumValue<typeof pageLabel>;
