import { defineCodedEnum, defineEnum, prefixed, type EnumValue, type MemberSpec } from './define-enum';

/**
 * Spot grid close reason (SG-4 `close_reason`; spec §4 grid close reasons:
 * closed manually, failed initiation, symbol delisted, stop loss, take
 * profit, user ban). The API adds trailing stop, standard clearance and tax
 * tag change, mixing the `CLOSED_` and `CLOSE_` prefixes; both spellings
 * read. The example's `UNKNOWN_GridCloseReason` reads as unknown. Codes in
 * the documented order.
 */
export const gridCloseReason = /*#__PURE__*/ defineCodedEnum(
  'GridCloseReason',
  {
    unknown: { wire: 'UNKNOWN', code: 0, aliases: ['UNKNOWN_GridCloseReason', 'UNSPECIFIED'] },
    closedManually: { wire: 'CLOSED_MANUALLY', code: 1, aliases: ['CLOSE_MANUALLY'] },
    failedInitiation: { wire: 'CLOSED_FAILED_INITIATION', code: 2, aliases: ['CLOSE_FAILED_INITIATION'] },
    symbolDelisted: { wire: 'CLOSED_SYMBOL_DELISTED', code: 3, aliases: ['CLOSE_SYMBOL_DELISTED'] },
    stopLoss: { wire: 'CLOSED_STOP_LOSS', code: 4, aliases: ['CLOSE_STOP_LOSS'] },
    takeProfit: { wire: 'CLOSED_TAKE_PROFIT', code: 5, aliases: ['CLOSE_TAKE_PROFIT'] },
    userBan: { wire: 'CLOSED_USER_BAN', code: 6, aliases: ['CLOSE_USER_BAN'] },
    trailingStop: { wire: 'CLOSED_TRAILING_STOP', code: 7, aliases: ['CLOSE_TRAILING_STOP'] },
    standardClearance: { wire: 'CLOSE_STANDARD_CLEARANCE', code: 8, aliases: ['CLOSED_STANDARD_CLEARANCE'] },
    taxTagChange: { wire: 'CLOSE_TAX_TAG_CHANGE', code: 9, aliases: ['CLOSED_TAX_TAG_CHANGE'] },
  },
  'unknown',
);
export type GridCloseReason = EnumValue<typeof gridCloseReason>;

/**
 * DCA close reason (spec §4: manually, reached max investment, symbol
 * delisted, user banned). Identifiers `DCA_CLOSE_REASON_*` designed.
 */
export const dcaCloseReason = /*#__PURE__*/ defineCodedEnum(
  'DcaCloseReason',
  {
    unknown: { wire: 'DCA_CLOSE_REASON_UNKNOWN', code: 0 },
    manually: { wire: 'DCA_CLOSE_REASON_MANUALLY', code: 1 },
    reachedMax: { wire: 'DCA_CLOSE_REASON_REACHED_MAX', code: 2 },
    symbolDelisted: { wire: 'DCA_CLOSE_REASON_SYMBOL_DELISTED', code: 3 },
    userBanned: { wire: 'DCA_CLOSE_REASON_USER_BANNED', code: 4 },
    /** Designed: the owner's tax identity changed to or from IND-GST (contracts compliance.ts), as the spot grid's CLOSE_TAX_TAG_CHANGE. */
    taxTagChange: { wire: 'DCA_CLOSE_REASON_TAX_TAG_CHANGE', code: 5 },
  },
  'unknown',
);
export type DcaCloseReason = EnumValue<typeof dcaCloseReason>;

/**
 * The unified close code (`bot_close_code` / `close_code`), one `BOT_CLOSE_CODE_*`
 * space shared by all products (spec §4 list; each product documents a
 * subset with its own labels, all accepted as aliases). Identifiers seen:
 * `BOT_CLOSE_CODE_UNKNOWN`, `BOT_CLOSE_CODE_FAILED_INITIATION`,
 * `BOT_CLOSE_CODE_CANCELED_MANUALLY`; the rest follow their pattern. No
 * integer codes: the per-product lists order them differently, so only the
 * identifiers are stable.
 */
export const botCloseCode = /*#__PURE__*/ defineEnum(
  'BotCloseCode',
  {
    unknown: { wire: 'BOT_CLOSE_CODE_UNKNOWN', aliases: ['BOT_CLOSE_CODE_UNSPECIFIED', 'Unknown', 'Unspecified'] },
    failedInitiation: { wire: 'BOT_CLOSE_CODE_FAILED_INITIATION', aliases: ['Failed initiation'] },
    canceledManually: {
      wire: 'BOT_CLOSE_CODE_CANCELED_MANUALLY',
      aliases: ['Canceled manually', 'Canceled manually by user', 'BOT_CLOSE_CODE_CANCELLED_MANUALLY'],
    },
    canceledAuto: { wire: 'BOT_CLOSE_CODE_CANCELED_AUTO', aliases: ['Auto canceled (other)', 'Canceled automatically (other)'] },
    canceledAutoTp: {
      wire: 'BOT_CLOSE_CODE_CANCELED_AUTO_TP',
      aliases: ['Auto canceled (take-profit)', 'Canceled by take-profit trigger'],
    },
    canceledAutoSl: { wire: 'BOT_CLOSE_CODE_CANCELED_AUTO_SL', aliases: ['Auto canceled (stop-loss)', 'Canceled by stop-loss trigger'] },
    canceledAutoLiquidation: { wire: 'BOT_CLOSE_CODE_CANCELED_AUTO_LIQUIDATION', aliases: ['Canceled by liquidation'] },
    dcaReachedMax: { wire: 'BOT_CLOSE_CODE_DCA_REACHED_MAX', aliases: ['DCA reached max investment'] },
    // the engine spells it …_USER_BANNED (libs/engine common/close-codes.ts, kept in stored states): read as the same code
    userBan: { wire: 'BOT_CLOSE_CODE_USER_BAN', aliases: ['User account banned', 'BOT_CLOSE_CODE_USER_BANNED'] },
    topPriceTrigger: { wire: 'BOT_CLOSE_CODE_TOP_PRICE_TRIGGER', aliases: ['Neutral grid hit top price'] },
    bottomPriceTrigger: { wire: 'BOT_CLOSE_CODE_BOTTOM_PRICE_TRIGGER', aliases: ['Neutral grid hit bottom price'] },
    roundTakeProfit: { wire: 'BOT_CLOSE_CODE_ROUND_TAKE_PROFIT', aliases: ['Martingale round take-profit triggered'] },
    symbolDelist: { wire: 'BOT_CLOSE_CODE_SYMBOL_DELIST', aliases: ['Symbol delisted'] },
    negativeArbitrage: { wire: 'BOT_CLOSE_CODE_NEGATIVE_ARBITRAGE', aliases: ['Negative arbitrage'] },
    trailingStop: { wire: 'BOT_CLOSE_CODE_TRAILING_STOP', aliases: ['Trailing stop', 'Trailing stop exit'] },
    oiLimit: { wire: 'BOT_CLOSE_CODE_OI_LIMIT', aliases: ['OI limit'] },
    standardClearance: { wire: 'BOT_CLOSE_CODE_STANDARD_CLEARANCE' },
    compliance: { wire: 'BOT_CLOSE_CODE_COMPLIANCE', aliases: ['Compliance clearance'] },
    taxTagChange: { wire: 'BOT_CLOSE_CODE_TAX_TAG_CHANGE' },
    adl: { wire: 'BOT_CLOSE_CODE_ADL', aliases: ['ADL (Auto-Deleveraging)'] },
  },
  'unknown',
);
export type BotCloseCode = EnumValue<typeof botCloseCode>;

/** Close codes that mean the user (not the market or the platform) stopped the bot. */
export function isUserInitiatedClose(code: BotCloseCode): boolean {
  return code === 'canceledManually';
}

type FuturesStopTypeValue =
  | 'unspecified'
  | 'init'
  | 'user'
  | 'takeProfit'
  | 'noBalance'
  | 'forLiquidation'
  | 'settle'
  | 'triggerFuturesFailed'
  | 'assetTransferFailed'
  | 'stopLoss'
  | 'reduceOnly'
  | 'riskLimit'
  | 'riskSystem'
  | 'priceDrop'
  | 'userBan'
  | 'topPriceTriggered'
  | 'bottomPriceTriggered'
  | 'master'
  | 'notEnoughBalance'
  | 'entryTiming'
  | 'negativeArbitrage'
  | 'trailingStop'
  | 'orderCost'
  | 'bustPrice'
  | 'symbolOffline'
  | 'system'
  | 'compliance'
  | 'adl';

/**
 * Futures grid stop type (FG-4 `close_reason`, spec §4 "futures stop types"),
 * identifiers `F_GRID_BOT_STOP_TYPE_*` (example:
 * `F_GRID_BOT_STOP_TYPE_TRIGGER_FBU_FAIL`, "trigger futures failed"). The
 * documented labels read as aliases; the spec's list plus the API's
 * compliance clearance and ADL. Copy-trade reasons: `master` (the leader's
 * bot stopped), `notEnoughBalance` (the follower could not fund the copy),
 * `entryTiming` (bad entry timing for the copy).
 */
export const futuresStopType = /*#__PURE__*/ defineEnum(
  'FuturesStopType',
  /*#__PURE__*/ prefixed(
    'F_GRID_BOT_STOP_TYPE_',
    {
      unspecified: 'UNSPECIFIED',
      init: 'INIT',
      user: 'USER',
      takeProfit: 'TAKE_PROFIT',
      noBalance: 'NO_BALANCE',
      forLiquidation: 'FOR_LIQUIDATION',
      settle: 'SETTLE',
      triggerFuturesFailed: 'TRIGGER_FBU_FAIL',
      assetTransferFailed: 'ASSET_TRANSFER_FAIL',
      stopLoss: 'STOP_LOSS',
      reduceOnly: 'REDUCE_ONLY',
      riskLimit: 'RISK_LIMIT',
      riskSystem: 'RISK_SYSTEM',
      priceDrop: 'PRICE_DROP',
      userBan: 'USER_BAN',
      topPriceTriggered: 'TOP_PRICE_TRIGGERED',
      bottomPriceTriggered: 'BOTTOM_PRICE_TRIGGERED',
      master: 'MASTER',
      notEnoughBalance: 'NOT_ENOUGH_BALANCE',
      entryTiming: 'ENTRY_TIMING',
      negativeArbitrage: 'NEGATIVE_ARBITRAGE',
      trailingStop: 'TRAILING_STOP',
      orderCost: 'ORDER_COST',
      bustPrice: 'BUST_PRICE',
      symbolOffline: 'SYMBOL_OFFLINE',
      system: 'SYSTEM',
      compliance: 'COMPLIANCE',
      adl: 'ADL',
    } satisfies Record<FuturesStopTypeValue, string>,
    undefined,
    {
      unspecified: ['Unspecified'],
      init: ['Init failure'],
      user: ['User stopped'],
      takeProfit: ['Take-profit triggered'],
      noBalance: ['Insufficient order balance'],
      forLiquidation: ['Liquidation'],
      settle: ['Contract delisted'],
      triggerFuturesFailed: ['FBU trigger failed', 'F_GRID_BOT_STOP_TYPE_TRIGGER_FUTURES_FAILED'],
      assetTransferFailed: ['Asset transfer failed'],
      stopLoss: ['Stop-loss triggered'],
      reduceOnly: ['Reduce-only'],
      riskLimit: ['Risk limit'],
      riskSystem: ['System anomaly — fallback stop'],
      userBan: ['User banned'],
      topPriceTriggered: ['Neutral grid hit top price'],
      bottomPriceTriggered: ['Neutral grid hit bottom price'],
      master: ['CopyTrade master stopped'],
      notEnoughBalance: ['CopyTrade follower insufficient balance'],
      entryTiming: ['CopyTrade bad entry timing'],
      negativeArbitrage: ['Negative arbitrage'],
      trailingStop: ['Trailing stop'],
      bustPrice: ['Close price worse than bankruptcy price'],
      compliance: ['Compliance clearance'],
      adl: ['ADL (Auto-Deleveraging)'],
    },
  ),
  'unspecified',
);
export type FuturesStopType = EnumValue<typeof futuresStopType>;

type MartingaleStopTypeValue =
  | 'unspecified'
  | 'initError'
  | 'byUser'
  | 'liquidation'
  | 'symbolOffline'
  | 'stopLoss'
  | 'system'
  | 'userBanned'
  | 'orderCost'
  | 'roundTakeProfit'
  | 'reduceOnly'
  | 'bustPrice'
  | 'negativeArbitrage'
  | 'compliance'
  | 'adl';

const MARTINGALE_STOP_MEMBERS = /*#__PURE__*/ prefixed(
  'F_MART_BOT_STOP_TYPE_STOP_TYPE_',
  {
    unspecified: 'UNKNOWN_UNSPECIFIED',
    initError: 'INIT_ERROR',
    byUser: 'BY_USER',
    liquidation: 'LIQUIDATION',
    symbolOffline: 'SYMBOL_OFFLINE',
    stopLoss: 'STOP_LOSS',
    system: 'SYSTEM',
    userBanned: 'USER_BANNED',
    orderCost: 'ORDER_COST',
    roundTakeProfit: 'ROUND_TAKE_PROFIT',
    reduceOnly: 'REDUCE_ONLY',
    bustPrice: 'BUST_PRICE',
    negativeArbitrage: 'NEGATIVE_ARBITRAGE',
    compliance: 'COMPLIANCE',
    adl: 'ADL',
  } satisfies Record<MartingaleStopTypeValue, string>,
  undefined,
  {
    unspecified: ['Unspecified'],
    initError: ['Init failure'],
    byUser: ['User stopped'],
    liquidation: ['Liquidation'],
    symbolOffline: ['Symbol delisted'],
    stopLoss: ['Stop-loss triggered'],
    system: ['System stopped'],
    userBanned: ['User banned'],
    orderCost: ['Insufficient order balance'],
    roundTakeProfit: ['Single round take-profit (auto-cycle off)'],
    reduceOnly: ['Reduce-only'],
    bustPrice: ['Bankruptcy price breach'],
    negativeArbitrage: ['Negative arbitrage'],
    compliance: ['Compliance clearance'],
    adl: ['ADL (Auto-Deleveraging)'],
  },
);

/**
 * Martingale stop type (FM-4 `stop_type`; spec §4: init error, by user,
 * liquidation, symbol offline, stop loss, system, user banned, order cost;
 * the API adds single-round TP, reduce-only, bankruptcy price, negative
 * arbitrage, compliance, ADL). Identifiers `F_MART_BOT_STOP_TYPE_STOP_TYPE_*`
 * (example: `F_MART_BOT_STOP_TYPE_STOP_TYPE_UNKNOWN_UNSPECIFIED`).
 */
export const martingaleStopType = /*#__PURE__*/ defineEnum('MartingaleStopType', MARTINGALE_STOP_MEMBERS, 'unspecified');
export type MartingaleStopType = EnumValue<typeof martingaleStopType>;

type ComboStopTypeValue =
  | 'unspecified'
  | 'initError'
  | 'byUser'
  | 'liquidation'
  | 'symbolOffline'
  | 'stopLoss'
  | 'system'
  | 'userBanned'
  | 'takeProfit'
  | 'orderCost'
  | 'reduceOnly'
  | 'bustPrice'
  | 'trailingStop'
  | 'oiLimit'
  | 'compliance'
  | 'adl';

/**
 * Combo stop type (FC-4 `stop_type`, 16 documented labels), identifiers
 * `BOT_STOP_TYPE_*` (example: `BOT_STOP_TYPE_BY_USER`). Interface values are
 * shared with the martingale stop types where they mean the same thing.
 */
export const comboStopType = /*#__PURE__*/ defineEnum(
  'ComboStopType',
  /*#__PURE__*/ prefixed(
    'BOT_STOP_TYPE_',
    {
      unspecified: 'UNSPECIFIED',
      initError: 'INIT_ERROR',
      byUser: 'BY_USER',
      liquidation: 'LIQUIDATION',
      symbolOffline: 'SYMBOL_OFFLINE',
      stopLoss: 'STOP_LOSS',
      system: 'SYSTEM',
      userBanned: 'USER_BANNED',
      takeProfit: 'TAKE_PROFIT',
      orderCost: 'ORDER_COST',
      reduceOnly: 'REDUCE_ONLY',
      bustPrice: 'BUST_PRICE',
      trailingStop: 'TRAILING_STOP',
      oiLimit: 'OI_LIMIT',
      compliance: 'COMPLIANCE',
      adl: 'ADL',
    } satisfies Record<ComboStopTypeValue, string>,
    undefined,
    {
      unspecified: ['Unspecified'],
      initError: ['Init failure'],
      byUser: ['User stopped'],
      liquidation: ['Liquidation'],
      symbolOffline: ['Symbol delisted'],
      stopLoss: ['Stop-loss triggered'],
      system: ['System stopped'],
      userBanned: ['User banned'],
      takeProfit: ['Take-profit triggered'],
      orderCost: ['Insufficient order balance'],
      reduceOnly: ['Reduce-only'],
      bustPrice: ['Bankruptcy price breach'],
      trailingStop: ['Trailing stop'],
      oiLimit: ['OI limit'],
      compliance: ['Compliance clearance'],
      adl: ['ADL (Auto-Deleveraging)'],
    },
  ) as Record<ComboStopTypeValue, MemberSpec>,
  'unspecified',
);
export type ComboStopType = EnumValue<typeof comboStopType>;
