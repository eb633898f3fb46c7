import { defineCodedEnum, prefixed, prefixedCoded, defineEnum, type EnumValue } from './define-enum';

/**
 * Martingale mode: request `martingale_mode` `1` long (buys dips), `2` short
 * (sells rallies); detail `fmart_mode` `F_MART_MODE_MARTINGALE_MODE_*`
 * (example: `F_MART_MODE_MARTINGALE_MODE_LONG`; the unspecified identifier
 * follows the `…_UNKNOWN_UNSPECIFIED` pattern of the other martingale enums).
 */
export const martingaleMode = /*#__PURE__*/ defineCodedEnum(
  'MartingaleMode',
  {
    unspecified: {
      wire: 'F_MART_MODE_MARTINGALE_MODE_UNKNOWN_UNSPECIFIED',
      code: 0,
      aliases: ['F_MART_MODE_MARTINGALE_MODE_UNSPECIFIED', 'Unspecified'],
    },
    long: { wire: 'F_MART_MODE_MARTINGALE_MODE_LONG', code: 1, aliases: ['MARTINGALE_MODE_LONG', 'Long'] },
    short: { wire: 'F_MART_MODE_MARTINGALE_MODE_SHORT', code: 2, aliases: ['MARTINGALE_MODE_SHORT', 'Short'] },
  },
  'unspecified',
);
export type MartingaleMode = EnumValue<typeof martingaleMode>;

/**
 * Auto-cycle toggle (`auto_cycle_toggle` request: `1` enable = start a new
 * round after a round's take-profit, `2` disable = stop after one round;
 * detail `auto_cycle`). The example shows the doubled prefix
 * `AUTO_CYCLE_TOGGLE_AUTO_CYCLE_TOGGLE_UNKNOWN_UNSPECIFIED`; the others follow it.
 */
export const autoCycleToggle = /*#__PURE__*/ defineCodedEnum(
  'AutoCycleToggle',
  /*#__PURE__*/ prefixedCoded(
    'AUTO_CYCLE_TOGGLE_AUTO_CYCLE_TOGGLE_',
    { unspecified: 'UNKNOWN_UNSPECIFIED', enable: 'ENABLE', disable: 'DISABLE' },
    { unspecified: 0, enable: 1, disable: 2 },
    { unspecified: ['Unspecified'], enable: ['Enabled', 'AUTO_CYCLE_TOGGLE_ENABLE'], disable: ['Disabled', 'AUTO_CYCLE_TOGGLE_DISABLE'] },
  ),
  'unspecified',
);
export type AutoCycleToggle = EnumValue<typeof autoCycleToggle>;

/** Combo bot mode (`bot_mode`: overall direction of the legs; example `BOT_MODE_MIX`). */
export const comboBotMode = /*#__PURE__*/ defineCodedEnum(
  'ComboBotMode',
  /*#__PURE__*/ prefixedCoded(
    'BOT_MODE_',
    { unspecified: 'UNSPECIFIED', long: 'LONG', short: 'SHORT', mix: 'MIX' },
    { unspecified: 0, long: 1, short: 2, mix: 3 },
    { unspecified: ['Unspecified'], long: ['Long'], short: ['Short'], mix: ['Mix'] },
  ),
  'unspecified',
);
export type ComboBotMode = EnumValue<typeof comboBotMode>;

/**
 * Combo adjust-position (rebalancing) mode, `adjust_position_mode`: request
 * codes 1–6 as documented (1 fixed time interval, 2 allocation drift
 * threshold, 3 time or drift, 4 manual by user, 5 on settings modification,
 * 6 on transfer); detail `ADJUST_POSITION_MODE_*` (example:
 * `ADJUST_POSITION_MODE_TIME_OR_PERCENT`).
 */
export const adjustPositionMode = /*#__PURE__*/ defineCodedEnum(
  'AdjustPositionMode',
  /*#__PURE__*/ prefixedCoded(
    'ADJUST_POSITION_MODE_',
    {
      unspecified: 'UNSPECIFIED',
      time: 'TIME',
      percent: 'PERCENT',
      timeOrPercent: 'TIME_OR_PERCENT',
      byUser: 'BY_USER',
      modifySetting: 'MODIFY_SETTING',
      transfer: 'TRANSFER',
    },
    { unspecified: 0, time: 1, percent: 2, timeOrPercent: 3, byUser: 4, modifySetting: 5, transfer: 6 },
    {
      unspecified: ['Unspecified'],
      time: ['Time-based rebalancing'],
      percent: ['Percentage-based rebalancing'],
      timeOrPercent: ['Time or percentage (whichever triggers first)'],
      byUser: ['Manual rebalancing by user'],
      modifySetting: ['Rebalancing on settings modification'],
      transfer: ['Rebalancing on transfer'],
    },
  ),
  'unspecified',
);
export type AdjustPositionMode = EnumValue<typeof adjustPositionMode>;

/** Modes a user chooses at creation (5 and 6 are triggers the bot records, not choices). */
export const ADJUST_POSITION_MODES_OFFERED: readonly AdjustPositionMode[] = ['time', 'percent', 'timeOrPercent', 'byUser'];
/** Whether a mode needs `adjust_position_time_interval` (FC-2: modes 1 and 3). */
export function adjustModeNeedsInterval(mode: AdjustPositionMode): boolean {
  return mode === 'time' || mode === 'timeOrPercent';
}
/** Whether a mode needs `adjust_position_percent` (FC-2: modes 2 and 3). */
export function adjustModeNeedsPercent(mode: AdjustPositionMode): boolean {
  return mode === 'percent' || mode === 'timeOrPercent';
}

/** Rebalance interval presets of FC-2, in seconds (30M … 28D). */
export const ADJUST_POSITION_INTERVAL_PRESETS = [
  { label: '30M', seconds: 1800 },
  { label: '1H', seconds: 3600 },
  { label: '4H', seconds: 14400 },
  { label: '8H', seconds: 28800 },
  { label: '12H', seconds: 43200 },
  { label: '1D', seconds: 86400 },
  { label: '3D', seconds: 259200 },
  { label: '7D', seconds: 604800 },
  { label: '14D', seconds: 1209600 },
  { label: '28D', seconds: 2419200 },
] as const;

/**
 * Why a combo rebalance was limited (spec §3): the risk limit capped a leg, or
 * a leg's change was under the symbol's minimum quantity; designed beyond the
 * spec (issue 29): the wallet could not pay every increase's margin and fee,
 * so every target shrank by one factor (`margin`). Identifiers designed.
 */
export const limitedReason = /*#__PURE__*/ defineEnum(
  'LimitedReason',
  /*#__PURE__*/ prefixed('LIMITED_REASON_', { unspecified: 'UNSPECIFIED', riskLimit: 'RISK_LIMIT', minQty: 'MIN_QTY', margin: 'MARGIN' }, {
    unspecified: 0,
    riskLimit: 1,
    minQty: 2,
    margin: 3,
  }),
  'unspecified',
);
export type LimitedReason = EnumValue<typeof limitedReason>;

/**
 * Pipeline actions (spec §3): entries of a futures bot's event log (open,
 * close, entry-price trigger, TP/SL trigger, liquidation, bonus destroyed,
 * settings modified, margin transfer). Identifiers designed.
 */
export const pipelineAction = /*#__PURE__*/ defineCodedEnum(
  'PipelineAction',
  /*#__PURE__*/ prefixedCoded(
    'PIPELINE_ACTION_',
    {
      unspecified: 'UNSPECIFIED',
      open: 'OPEN',
      close: 'CLOSE',
      triggerEntryPrice: 'TRIGGER_ENTRY_PRICE',
      triggerTakeProfit: 'TRIGGER_TAKE_PROFIT',
      triggerStopLoss: 'TRIGGER_STOP_LOSS',
      liquidation: 'LIQUIDATION',
      bonusDestroy: 'BONUS_DESTROY',
      modifySetting: 'MODIFY_SETTING',
      transfer: 'TRANSFER',
    },
    {
      unspecified: 0,
      open: 1,
      close: 2,
      triggerEntryPrice: 3,
      triggerTakeProfit: 4,
      triggerStopLoss: 5,
      liquidation: 6,
      bonusDestroy: 7,
      modifySetting: 8,
      transfer: 9,
    },
  ),
  'unspecified',
);
export type PipelineAction = EnumValue<typeof pipelineAction>;
