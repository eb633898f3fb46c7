/**
 * Engine values → the util-enums wire values (statuses, close reasons and
 * codes, TP/SL types, spot close modes) and exact rates as decimals.
 */
import { type Rate, type SpotCloseMode, type SpotGridState, type TpSlType, unitsToDecimal } from '@tb/engine';
import {
  type BotCloseCode,
  type SpotCloseMode as SpotCloseModeValue,
  type TpSlType as TpSlTypeValue,
  botCloseCode,
  gridCloseReason,
  spotCloseMode,
  spotGridStatus,
  tpSlType,
} from '@tb/util-enums';

/** SG-4 status: a grid awaiting its entry price is NEW (accepted, not yet trading). */
export function gridStatusWire(status: SpotGridState['status']): string {
  return spotGridStatus.toServer(status === 'AWAIT_ACTIVATION' ? 'new' : status === 'RUNNING' ? 'running' : 'completed');
}

export function closeReasonWire(reason: string | null): string {
  return gridCloseReason.toServer(gridCloseReason.fromServer(reason ?? ''));
}

/** The engine's close code → util-enums wire (the engine spells the ban code `…_USER_BANNED`). */
export function closeCodeWire(code: string | null): string {
  const value: BotCloseCode = code === 'BOT_CLOSE_CODE_USER_BANNED' ? 'userBan' : botCloseCode.fromServer(code ?? '');
  return botCloseCode.toServer(value);
}

const TP_SL_VALUE: Record<TpSlType, TpSlTypeValue> = {
  empty: 'empty',
  percent: 'percent',
  price: 'price',
  tp_price_sl_percent: 'tpPriceSlPercent',
  tp_percent_sl_price: 'tpPercentSlPrice',
};
export const tpSlWire = (type: TpSlType): string => tpSlType.toServer(TP_SL_VALUE[type]);
export const tpSlCode = (type: TpSlType): number => tpSlType.toCode(TP_SL_VALUE[type]);
/** Request code → engine type (0 / absent: not stated, the engine infers it from the values sent). */
export const TP_SL_BY_CODE: Record<number, TpSlType | undefined> = {
  0: undefined,
  1: 'percent',
  2: 'price',
  3: 'tp_price_sl_percent',
  4: 'tp_percent_sl_price',
};

const CLOSE_MODE_VALUE: Record<SpotCloseMode, SpotCloseModeValue> = { bit: 'bit', base: 'base', quote: 'quote', base_and_quote: 'baseAndQuote' };
export const closeModeWire = (mode: SpotCloseMode | null): string => (mode ? spotCloseMode.toServer(CLOSE_MODE_VALUE[mode]) : '');
export const SPOT_CLOSE_MODE_OF_CODE: Record<number, SpotCloseMode> = { 2: 'base', 3: 'quote', 4: 'base_and_quote' };

/** An exact fraction num/10^k as a decimal ("" for none). */
export function rateText(rate: Rate | null): string {
  if (!rate) return '';
  const scale = String(rate.den).length - 1;
  if (10 ** scale !== rate.den) return unitsToDecimal(BigInt(rate.num) * 10n ** 12n / BigInt(rate.den), 12);
  return unitsToDecimal(BigInt(rate.num), scale);
}
