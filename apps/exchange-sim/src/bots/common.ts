/**
 * Shared pieces of the bot services: result builders, the mapping of engine
 * values to the util-enums wire values, and the translation of engine input
 * errors into 400 refusals naming the API field.
 */
import { BOT_STATUS_CODE, type BotFailure, PAGE_LIMIT_DEFAULT } from '@tb/contracts';
import { DecimalError, EngineInputError, ExactRangeError, type Rate, type SpotCloseMode, type SpotGridState, type TpSlType, decimalToUnits, unitsToDecimal } from '@tb/engine';
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
import type { StateFigures } from './store';

export type Success<T> = T & { status_code: 200; debug_msg: '' };

export function ok<T extends object>(fields: T): Success<T> {
  return { status_code: BOT_STATUS_CODE.SUCCESS, debug_msg: '', ...fields };
}

export function refuse(status: number, debugMsg: string, extra: { check_code?: string; ban_reason_text?: string } = {}): BotFailure {
  return { status_code: status, debug_msg: debugMsg, ...extra };
}

export const notFound = (what = 'bot') => refuse(BOT_STATUS_CODE.NOT_FOUND, `${what} not found`);
export const invalid = (debugMsg: string, checkCode?: string) =>
  refuse(BOT_STATUS_CODE.INVALID_ARGUMENT, debugMsg, checkCode ? { check_code: checkCode } : {});

/**
 * A change of a running bot refused by a verdict: the bot response code its
 * check code answers with (the check code rides along). Each kind keeps its
 * own table beside its service (`statusOf`: the TP/SL and add-investment
 * verdicts the spec names, 432–437); any other verdict is 400. Create keeps
 * 400 with its check code (the create forms read the check code).
 */
export const refuseChange = (debugMsg: string, checkCode: string, statusOf: Readonly<Record<string, number>>): BotFailure =>
  refuse(statusOf[checkCode] ?? BOT_STATUS_CODE.INVALID_ARGUMENT, debugMsg, { check_code: checkCode });

/** A bot result is a refusal (status_code ≠ 200). */
export function isRefusal(result: { status_code: number }): result is BotFailure {
  return result.status_code !== BOT_STATUS_CODE.SUCCESS;
}

/** Page and offset of a paged request. */
export function paging(body: { page?: number; limit?: number }): { limit: number; offset: number } {
  const limit = body.limit ?? PAGE_LIMIT_DEFAULT;
  return { limit, offset: ((body.page ?? 1) - 1) * limit };
}

/** "" or absent → undefined. */
export const given = (value: string | undefined): string | undefined => (value === undefined || value === '' ? undefined : value);

/**
 * Runs engine code; malformed input (off the tick grid, too many decimals,
 * amounts beyond the exact range) becomes a 400 naming the field in the API's
 * spelling.
 */
export function engineCall<T>(fn: () => T, rename: Record<string, string> = {}): T | BotFailure {
  try {
    return fn();
  } catch (error) {
    if (error instanceof EngineInputError) {
      const field = rename[error.field] ?? API_FIELD[error.field] ?? error.field;
      return invalid(`${field}: ${error.message.slice(error.field.length + 2)}`);
    }
    if (error instanceof DecimalError) return invalid(error.message);
    if (error instanceof ExactRangeError) return invalid(`amount too large: ${error.message}`);
    throw error;
  }
}

/** Engine field names → API field names. */
const API_FIELD: Record<string, string> = {
  take_profit_percent: 'take_profit_per',
  stop_loss_percent: 'stop_loss_per',
  quote_investment: 'quote_investment',
  base_investment: 'base_investment',
};

export function isFailure(value: unknown): value is BotFailure {
  return typeof value === 'object' && value !== null && 'status_code' in value && (value as BotFailure).status_code !== 200;
}

// ── wire values ───────────────────────────────────────────────────────────

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

/** Masks a user name for public display: first two characters and "***". */
export const maskName = (name: string): string => `${name.slice(0, 2)}***`;

const E8 = 100_000_000n;
const CAP = 9_000_000_000_000_000n;
const clampE8 = (x: bigint): number => Number(x > CAP ? CAP : x < -CAP ? -CAP : x);

/** Quote units of 10^-scale as the coin × 1e8 (ranking by PnL amount), toward zero, clamped. */
export function unitsE8(units: number | bigint, scale: number): number {
  const x = BigInt(units);
  return clampE8(scale <= 8 ? x * 10n ** BigInt(8 - scale) : x / 10n ** BigInt(scale - 8));
}

/**
 * A bot row's ranking keys (`StateFigures`) from its state's times and its
 * total PnL over the investment it is measured against (engine quote units
 * of 10^-quoteScale): PnL / investment and its APR over the minutes running,
 * × 1e8, clamped; the PnL itself × 1e8.
 */
export function pnlFigures(
  state: { readonly status: string; readonly startedAt: number; readonly endedAt: number },
  total: number,
  investment: number,
  now: number,
  quoteScale: number,
): StateFigures {
  const inv = BigInt(Math.max(1, investment));
  const end = state.status === 'COMPLETED' ? state.endedAt : now;
  const runMs = state.startedAt < 0 ? 0 : Math.max(0, end - state.startedAt);
  const minutes = BigInt(Math.max(1, Math.floor(runMs / 60_000)));
  return {
    status: state.status,
    startTime: Math.max(0, state.startedAt),
    endTime: state.endedAt,
    pnlPerE8: clampE8((BigInt(total) * E8) / inv),
    aprE8: runMs > 0 ? clampE8((BigInt(total) * E8 * 525_600n) / (inv * minutes)) : 0,
    pnlE8: unitsE8(total, quoteScale),
  };
}

/** A decimal fraction ("-0.0125") as a ranking key × 1e8, rounded toward zero and clamped (martingale, combo). */
export function fractionE8(text: string): number {
  const neg = text.startsWith('-');
  const units = Number(decimalToUnits(neg ? text.slice(1) : text, 8, 'down'));
  return Math.max(-9e15, Math.min(9e15, neg ? -units : units));
}
