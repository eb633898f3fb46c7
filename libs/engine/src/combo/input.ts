/**
 * Parsing of the combo's wire input (FC-1 / FC-2 / modify-setting) into
 * exact values. Malformed input throws EngineInputError naming the field
 * (the API's 400); values out of their ranges are left to validate.ts's
 * check codes.
 */
import { EngineInputError, type Rate, parseRate } from '../core/rules';
import { decimalToUnits, parseDecimal } from '../core/decimal';
import { type FuturesContract, leverageE2Of } from '../futures/contract';
import type { PositionSide } from '../futures/position';
import { type ComboAdjustMode, type ComboContracts, type ComboLegInput, type ComboLimitInput, COMBO_INTERVAL_PRESETS_S } from './types';

/** Most legs a request may carry before it is malformed rather than SYMBOL_NUM_TOO_HIGH. */
const MAX_LEGS_PARSED = 100;

export interface ParsedLeg {
  readonly symbol: string;
  readonly side: PositionSide;
  /** Weight in basis points. */
  readonly bp: number;
  readonly contract: FuturesContract;
}

export interface ParsedCombo {
  readonly legs: readonly ParsedLeg[];
  /** ×100, or null when not given. */
  readonly leverageE2: number | null;
  /** Decimal string as given (null when not given); converted to bot units by the caller. */
  readonly initMargin: string | null;
  readonly mode: ComboAdjustMode;
  readonly adjustPercent: Rate | null;
  readonly intervalS: number | null;
  readonly tp: Rate | null;
  readonly sl: Rate | null;
  readonly trailing: Rate | null;
}

const given = (v: string | number | undefined | null): boolean => v !== undefined && v !== null && v !== '';

/** A stop fraction: absent, "" or 0 = none. */
export function optionalRate(v: string | undefined, field: string): Rate | null {
  if (!given(v)) return null;
  const r = parseRate(String(v), field);
  return r.num === 0 ? null : r;
}

/** An adjust mode a user may choose (1–4); 5 and 6 are reasons, not modes. */
export function parseMode(v: unknown, field = 'adjust_position_mode'): ComboAdjustMode {
  const n = typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v;
  if (n === 1 || n === 2 || n === 3 || n === 4) return n;
  throw new EngineInputError(field, 'must be 1 (time), 2 (percent), 3 (time or percent) or 4 (by user)');
}

/** Seconds as an integer (number or digit string). */
export function parseInterval(v: number | string | undefined, field = 'adjust_position_time_interval'): number | null {
  if (!given(v)) return null;
  const n = typeof v === 'number' ? v : /^\d+$/.test(String(v)) ? Number(v) : NaN;
  if (!Number.isSafeInteger(n) || n < 0) throw new EngineInputError(field, 'must be a whole number of seconds');
  return n;
}

/** An interval within range must be a preset (checked after the range codes). */
export function checkPreset(intervalS: number, field = 'adjust_position_time_interval'): void {
  if (!COMBO_INTERVAL_PRESETS_S.includes(intervalS)) throw new EngineInputError(field, `must be one of ${COMBO_INTERVAL_PRESETS_S.join(', ')} seconds`);
}

function parseSide(v: ComboLegInput['side'], field: string): PositionSide {
  const s = String(v);
  if (s === '1' || s === 'long') return 'long';
  if (s === '2' || s === 'short') return 'short';
  throw new EngineInputError(field, 'must be 1 (long) or 2 (short)');
}

/** A weight: a fraction in (0, 1] with at most 4 decimals → basis points. */
function parseWeight(v: string, field: string): number {
  let units: bigint;
  try {
    units = decimalToUnits(String(v), 4, 'exact');
  } catch {
    throw new EngineInputError(field, `"${v}" is not a fraction with at most 4 decimals`);
  }
  if (units <= 0n || units > 10_000n) throw new EngineInputError(field, 'must be above 0 and at most 1');
  return Number(units);
}

/** The legs: known, distinct symbols; sides 1/2; weights summing to exactly 1. */
export function parseLegs(legs: readonly ComboLegInput[] | undefined, contracts: ComboContracts): ParsedLeg[] {
  if (!Array.isArray(legs)) throw new EngineInputError('symbol_settings', 'is required');
  if (legs.length > MAX_LEGS_PARSED) throw new EngineInputError('symbol_settings', `at most ${MAX_LEGS_PARSED} entries`);
  const seen = new Set<string>();
  const out: ParsedLeg[] = [];
  let sum = 0;
  legs.forEach((l, i) => {
    const f = `symbol_settings[${i}]`;
    const symbol = typeof l?.symbol === 'string' ? l.symbol : '';
    const contract = Object.prototype.hasOwnProperty.call(contracts, symbol) ? contracts[symbol] : undefined;
    if (contract === undefined) throw new EngineInputError(`${f}.symbol`, `"${symbol}" is not a contract combos can trade`);
    if (seen.has(symbol)) throw new EngineInputError(`${f}.symbol`, `"${symbol}" appears twice`);
    seen.add(symbol);
    const bp = parseWeight(l.target_position_percent, `${f}.target_position_percent`);
    sum += bp;
    out.push({ symbol, side: parseSide(l.side, `${f}.side`), bp, contract });
  });
  if (out.length > 0 && sum !== 10_000) throw new EngineInputError('symbol_settings', 'the target_position_percent of the legs must sum to exactly 1');
  return out;
}

/** Parses everything FC-1 / FC-2 carry. */
export function parseCombo(input: ComboLimitInput, contracts: ComboContracts): ParsedCombo {
  const legs = parseLegs(input.symbol_settings, contracts);
  const leverageE2 = given(input.leverage) ? leverageE2Of(String(input.leverage)) : null;
  let initMargin: string | null = null;
  if (given(input.init_margin)) {
    const text = String(input.init_margin);
    try {
      if (parseDecimal(text).units < 0n) throw new Error('negative');
    } catch {
      throw new EngineInputError('init_margin', `"${text}" is not a positive decimal`);
    }
    initMargin = text;
  }
  const mode = parseMode(input.adjust_position_mode);
  const adjustPercent = given(input.adjust_position_percent) ? parseRate(String(input.adjust_position_percent), 'adjust_position_percent') : null;
  const intervalS = parseInterval(input.adjust_position_time_interval);
  if ((mode === 2 || mode === 3) && adjustPercent === null) throw new EngineInputError('adjust_position_percent', 'is required by the percent modes (2, 3)');
  if ((mode === 1 || mode === 3) && intervalS === null) throw new EngineInputError('adjust_position_time_interval', 'is required by the time modes (1, 3)');
  return {
    legs,
    leverageE2,
    initMargin,
    mode,
    adjustPercent,
    intervalS,
    tp: optionalRate(input.tp_percent, 'tp_percent'),
    sl: optionalRate(input.sl_percent, 'sl_percent'),
    trailing: optionalRate(input.trailing_stop_percent, 'trailing_stop_percent'),
  };
}
