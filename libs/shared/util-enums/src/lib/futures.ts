import { defineCodedEnum, defineEnum, prefixedCoded, type EnumValue } from './define-enum';

/**
 * Order side. The exchange's order APIs send `Buy` / `Sell` (mixed case), so
 * those are the wire identifiers; `BUY`/`SELL` and `ORDER_SIDE_*` also read.
 * Codes designed: 1 buy, 2 sell.
 */
export const orderSide = /*#__PURE__*/ defineCodedEnum(
  'OrderSide',
  {
    unknown: { wire: 'UNKNOWN', code: 0, aliases: ['ORDER_SIDE_UNSPECIFIED', 'SIDE_UNSPECIFIED', ''] },
    buy: { wire: 'Buy', code: 1, aliases: ['ORDER_SIDE_BUY'] },
    sell: { wire: 'Sell', code: 2, aliases: ['ORDER_SIDE_SELL'] },
  },
  'unknown',
);
export type OrderSide = EnumValue<typeof orderSide>;

/**
 * Position side of a futures bot (`futures_pos_side` of FG-4): identifiers
 * `FUTURES_POSITION_SIDE_*`; codes in the documented order (unspecified 0,
 * short 1, long 2).
 */
export const positionSide = /*#__PURE__*/ defineCodedEnum(
  'PositionSide',
  /*#__PURE__*/ prefixedCoded(
    'FUTURES_POSITION_SIDE_',
    { unspecified: 'UNSPECIFIED', short: 'SHORT', long: 'LONG' },
    { unspecified: 0, short: 1, long: 2 },
    { unspecified: ['Unspecified'], short: ['Short position'], long: ['Long position'] },
  ),
  'unspecified',
);
export type PositionSide = EnumValue<typeof positionSide>;

/**
 * Side of one combo leg (`symbol_settings[].side`): requests send `1` long,
 * `2` short; details send `SIDE_LONG` / `SIDE_SHORT` (and the labels
 * `Long`/`Short`). Same interface values as `positionSide`, different codes:
 * use the converter of the field at hand.
 */
export const comboLegSide = /*#__PURE__*/ defineCodedEnum(
  'ComboLegSide',
  /*#__PURE__*/ prefixedCoded(
    'SIDE_',
    { unspecified: 'UNSPECIFIED', long: 'LONG', short: 'SHORT' },
    { unspecified: 0, long: 1, short: 2 },
    { long: ['Long'], short: ['Short'] },
  ),
  'unspecified',
);

/** Trade types (spec §3) of a futures fill: open/close × long/short. Identifiers designed. */
export const tradeType = /*#__PURE__*/ defineCodedEnum(
  'TradeType',
  /*#__PURE__*/ prefixedCoded(
    'TRADE_TYPE_',
    { unspecified: 'UNSPECIFIED', openLong: 'OPEN_LONG', openShort: 'OPEN_SHORT', closeLong: 'CLOSE_LONG', closeShort: 'CLOSE_SHORT' },
    { unspecified: 0, openLong: 1, openShort: 2, closeLong: 3, closeShort: 4 },
  ),
  'unspecified',
);
export type TradeType = EnumValue<typeof tradeType>;

/** The order side that performs a trade type (open long / close short buy). */
export function orderSideOfTradeType(type: TradeType): OrderSide {
  if (type === 'openLong' || type === 'closeShort') return 'buy';
  if (type === 'openShort' || type === 'closeLong') return 'sell';
  return 'unknown';
}

/** Transfer operation (spec §3): margin moved into (`in`) or out of (`out`) a bot. */
export const transferOperation = /*#__PURE__*/ defineCodedEnum(
  'TransferOperation',
  /*#__PURE__*/ prefixedCoded('TRANSFER_OPERATION_', { unspecified: 'UNSPECIFIED', in: 'IN', out: 'OUT' }, { unspecified: 0, in: 1, out: 2 }),
  'unspecified',
);
export type TransferOperation = EnumValue<typeof transferOperation>;

/**
 * Contract types (spec §3; "6 contract types" in §9). The exchange's symbol
 * APIs spell them `InversePerpetual`, `LinearPerpetual`, …; those are the
 * wire identifiers, `CONTRACT_TYPE_*` also read.
 */
export const contractType = /*#__PURE__*/ defineCodedEnum(
  'ContractType',
  {
    unspecified: { wire: 'Unspecified', code: 0, aliases: ['CONTRACT_TYPE_UNSPECIFIED'] },
    inversePerpetual: { wire: 'InversePerpetual', code: 1, aliases: ['CONTRACT_TYPE_INVERSE_PERPETUAL'] },
    linearPerpetual: { wire: 'LinearPerpetual', code: 2, aliases: ['CONTRACT_TYPE_LINEAR_PERPETUAL'] },
    inverseFutures: { wire: 'InverseFutures', code: 3, aliases: ['CONTRACT_TYPE_INVERSE_FUTURES'] },
    usdcPerpetual: { wire: 'UsdcPerpetual', code: 4, aliases: ['CONTRACT_TYPE_USDC_PERPETUAL'] },
    usdcFutures: { wire: 'UsdcFutures', code: 5, aliases: ['CONTRACT_TYPE_USDC_FUTURES'] },
    linearFutures: { wire: 'LinearFutures', code: 6, aliases: ['CONTRACT_TYPE_LINEAR_FUTURES'] },
  },
  'unspecified',
);
export type ContractType = EnumValue<typeof contractType>;

/** The six contract types of the default symbol structure (spec §9), in display order. */
export const CONTRACT_TYPES: readonly ContractType[] = /*#__PURE__*/ contractType.values.filter((value) => value !== 'unspecified');

/**
 * Kline intervals (spec §3). Interface values are the spec's labels (`1m` …
 * `1M`). Wire values follow the exchange's kline API: minutes as a number
 * string below a day (`1` … `720`), then `D`, `3D`, `W`, `M`. The `Xm`/`Xh`
 * labels and upper-case `1D`/`1W` also read; matching is case-sensitive
 * (`1m` is a minute, `1M` a month). Unknown intervals read as `1m`. `3d` and `8h` are not in every
 * exchange's list; here they are `3D` and `480`.
 */
export const klineInterval = /*#__PURE__*/ defineEnum(
  'KlineInterval',
  {
    '1m': { wire: '1', aliases: ['1m'] },
    '3m': { wire: '3', aliases: ['3m'] },
    '5m': { wire: '5', aliases: ['5m'] },
    '15m': { wire: '15', aliases: ['15m'] },
    '30m': { wire: '30', aliases: ['30m'] },
    '1h': { wire: '60', aliases: ['1h'] },
    '2h': { wire: '120', aliases: ['2h'] },
    '4h': { wire: '240', aliases: ['4h'] },
    '6h': { wire: '360', aliases: ['6h'] },
    '8h': { wire: '480', aliases: ['8h'] },
    '12h': { wire: '720', aliases: ['12h'] },
    '1d': { wire: 'D', aliases: ['1d', '1D'] },
    '3d': { wire: '3D', aliases: ['3d'] },
    '1w': { wire: 'W', aliases: ['1w', '1W'] },
    '1M': { wire: 'M', aliases: ['1M'] },
  },
  '1m',
  { caseSensitive: true },
);
export type KlineInterval = EnumValue<typeof klineInterval>;

/** Length of one kline in milliseconds; a month counts 30 days (charts use it only for spacing). */
export const KLINE_INTERVAL_MS: Readonly<Record<KlineInterval, number>> = {
  '1m': 60_000,
  '3m': 180_000,
  '5m': 300_000,
  '15m': 900_000,
  '30m': 1_800_000,
  '1h': 3_600_000,
  '2h': 7_200_000,
  '4h': 14_400_000,
  '6h': 21_600_000,
  '8h': 28_800_000,
  '12h': 43_200_000,
  '1d': 86_400_000,
  '3d': 259_200_000,
  '1w': 604_800_000,
  '1M': 2_592_000_000,
};
