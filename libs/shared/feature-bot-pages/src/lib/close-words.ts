import { botCloseCode, comboStopType, dcaCloseReason, futuresStopType, gridCloseReason, martingaleStopType } from '@tb/util-enums';
import { enCloseWords } from './locales/en-close';
import { useBotPageT } from './strings';

/**
 * Every close code, stop type and close reason of every kind in words
 * (issue 29, "nothing raw"): one catalogue of meanings (`closeWords.*`,
 * en-close.ts) and, per enumeration, which meaning each value has. A page
 * never prints an identifier: a value no enumeration knows reads as
 * "closed for a reason the exchange did not give" (`unknown`).
 *
 * The enumerations (util-enums close.ts) read every spelling the exchange
 * and the engine use (the engine's `BOT_CLOSE_CODE_USER_BANNED` is an alias
 * of `…_USER_BAN`).
 *
 * Which of the spec's automatic stops the simulator reaches (its situations,
 * docs/ARCHITECTURE.md "Stop types the simulator reaches"):
 * - `master` (futures grid MASTER): a copy-trade follower whose master
 *   closed (the simulator's master sweep);
 * - `riskLimit` (futures grid RISK_LIMIT) and `noBalance` (futures grid
 *   NO_BALANCE, martingale ORDER_COST): an order refused by the contract's
 *   risk limit or the bot's wallet.
 * Exchange-side only (meanings kept so a real answer reads in words):
 * `followerBalance` and `entryTiming` (a real follower mirroring its
 * master's orders; a simulator copy runs its own grid), `transferFailed`
 * (the simulator's create moves the margin in the same transaction, so a
 * lacking balance is a create refusal), `reduceOnly` (no reduce-only mode in
 * the simulator), the combo's ORDER_COST (a combo shrinks an unfundable
 * rebalance instead, LIMITED_REASON_MARGIN), and `triggerFailed`, `riskSystem`, `priceDrop`,
 * `settled`, `system` (the exchange's own faults and products).
 */
export type CloseMeaning = keyof (typeof enCloseWords)['closeWords'];

type Values<E extends { values: readonly string[] }> = E['values'][number];

/** Unified close code (`bot_close_code` / `close_code`) → meaning. */
export const CLOSE_CODE_MEANING: Readonly<Record<Values<typeof botCloseCode>, CloseMeaning>> = {
  unknown: 'unknown',
  failedInitiation: 'failedStart',
  canceledManually: 'user',
  canceledAuto: 'autoOther',
  canceledAutoTp: 'takeProfit',
  canceledAutoSl: 'stopLoss',
  canceledAutoLiquidation: 'liquidation',
  dcaReachedMax: 'reachedMax',
  userBan: 'userBanned',
  topPriceTrigger: 'topPrice',
  bottomPriceTrigger: 'bottomPrice',
  roundTakeProfit: 'roundTakeProfit',
  symbolDelist: 'delisted',
  negativeArbitrage: 'negativeArbitrage',
  trailingStop: 'trailingStop',
  oiLimit: 'oiLimit',
  standardClearance: 'standardClearance',
  compliance: 'compliance',
  taxTagChange: 'taxTagChange',
  adl: 'adl',
};

/** Futures grid stop type (`close_reason`, `F_GRID_BOT_STOP_TYPE_*`) → meaning. */
export const GRID_STOP_MEANING: Readonly<Record<Values<typeof futuresStopType>, CloseMeaning>> = {
  unspecified: 'unknown',
  init: 'failedStart',
  user: 'user',
  takeProfit: 'takeProfit',
  noBalance: 'noBalance',
  forLiquidation: 'liquidation',
  settle: 'settled',
  triggerFuturesFailed: 'triggerFailed',
  assetTransferFailed: 'transferFailed',
  stopLoss: 'stopLoss',
  reduceOnly: 'reduceOnly',
  riskLimit: 'riskLimit',
  riskSystem: 'riskSystem',
  priceDrop: 'priceDrop',
  userBan: 'userBanned',
  topPriceTriggered: 'topPrice',
  bottomPriceTriggered: 'bottomPrice',
  master: 'master',
  notEnoughBalance: 'followerBalance',
  entryTiming: 'entryTiming',
  negativeArbitrage: 'negativeArbitrage',
  trailingStop: 'trailingStop',
  orderCost: 'noBalance',
  bustPrice: 'bustPrice',
  symbolOffline: 'delisted',
  system: 'system',
  compliance: 'compliance',
  adl: 'adl',
};

/** Martingale stop type (`F_MART_BOT_STOP_TYPE_STOP_TYPE_*`) → meaning. */
export const MART_STOP_MEANING: Readonly<Record<Values<typeof martingaleStopType>, CloseMeaning>> = {
  unspecified: 'unknown',
  initError: 'failedStart',
  byUser: 'user',
  liquidation: 'liquidation',
  symbolOffline: 'delisted',
  stopLoss: 'stopLoss',
  system: 'system',
  userBanned: 'userBanned',
  orderCost: 'noBalance',
  roundTakeProfit: 'roundTakeProfit',
  reduceOnly: 'reduceOnly',
  bustPrice: 'bustPrice',
  negativeArbitrage: 'negativeArbitrage',
  compliance: 'compliance',
  adl: 'adl',
};

/** Combo stop type (`BOT_STOP_TYPE_*`) → meaning. */
export const COMBO_STOP_MEANING: Readonly<Record<Values<typeof comboStopType>, CloseMeaning>> = {
  unspecified: 'unknown',
  initError: 'failedStart',
  byUser: 'user',
  liquidation: 'liquidation',
  symbolOffline: 'delisted',
  stopLoss: 'stopLoss',
  system: 'system',
  userBanned: 'userBanned',
  takeProfit: 'takeProfit',
  orderCost: 'noBalance',
  reduceOnly: 'reduceOnly',
  bustPrice: 'bustPrice',
  trailingStop: 'trailingStop',
  oiLimit: 'oiLimit',
  compliance: 'compliance',
  adl: 'adl',
};

/** Spot grid close reason (`CLOSED_*`) → meaning. */
export const SPOT_REASON_MEANING: Readonly<Record<Values<typeof gridCloseReason>, CloseMeaning>> = {
  unknown: 'unknown',
  closedManually: 'user',
  failedInitiation: 'failedStart',
  symbolDelisted: 'delisted',
  stopLoss: 'stopLoss',
  takeProfit: 'takeProfit',
  userBan: 'userBanned',
  trailingStop: 'trailingStop',
  standardClearance: 'standardClearance',
  taxTagChange: 'taxTagChange',
};

/** DCA close reason (`DCA_CLOSE_REASON_*`) → meaning. */
export const DCA_REASON_MEANING: Readonly<Record<Values<typeof dcaCloseReason>, CloseMeaning>> = {
  unknown: 'unknown',
  manually: 'user',
  reachedMax: 'reachedMax',
  symbolDelisted: 'delisted',
  userBanned: 'userBanned',
  taxTagChange: 'taxTagChange',
};

/** Which enumeration a wire value belongs to. */
export type CloseValueKind = 'closeCode' | 'gridStop' | 'martStop' | 'comboStop' | 'spotReason' | 'dcaReason';

/** The meaning of a wire value of `kind` (total: an unrecognised value is `unknown`). */
export function closeMeaning(kind: CloseValueKind, wire: string | null | undefined): CloseMeaning {
  const v = wire ?? '';
  switch (kind) {
    case 'closeCode':
      return CLOSE_CODE_MEANING[botCloseCode.fromServer(v)];
    case 'gridStop':
      return GRID_STOP_MEANING[futuresStopType.fromServer(v)];
    case 'martStop':
      return MART_STOP_MEANING[martingaleStopType.fromServer(v)];
    case 'comboStop':
      return COMBO_STOP_MEANING[comboStopType.fromServer(v)];
    case 'spotReason':
      return SPOT_REASON_MEANING[gridCloseReason.fromServer(v)];
    case 'dcaReason':
      return DCA_REASON_MEANING[dcaCloseReason.fromServer(v)];
  }
}

/** `(kind, wire) → words` in the page's language. */
export function useCloseWords(): (kind: CloseValueKind, wire: string | null | undefined) => string {
  const t = useBotPageT(enCloseWords);
  return (kind, wire) => t(`closeWords.${closeMeaning(kind, wire)}`);
}
