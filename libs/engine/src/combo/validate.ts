/**
 * FC-1 get-limit (decision 6): `validateCombo` — the same pure function the
 * simulator's get-limit and create, and the create page (locally), call.
 *
 * Ranges (decimal strings):
 * - symbol count 2 … 10;
 * - leverage 1 … min over the legs of the contract's max leverage;
 * - init_margin: min = max(10, max over legs of ⌈min notional × 1.1 /
 *   (w_i × leverage)⌉) whole USDT (the leverage clamped into its range; 1×
 *   while not given), max 1,000,000;
 * - adjust_position_percent 0.01 … 0.5; adjust_position_time_interval
 *   1800 … 2419200 s (and one of the presets: otherwise a 400);
 * - tp_percent 0.01 … 10; sl_percent 0.01 … 1; trailing_stop_percent
 *   0.005 … 0.5.
 * Checks run in FC-1's order (types.ts COMBO_LIMIT_CHECK_CODES); the first
 * failure is the verdict. Optional fields are checked when given; the
 * adjust percent / interval whenever given (whatever the mode).
 */
import { compareDecimal, unitsToDecimal } from '../core/decimal';
import type { Rate } from '../core/rules';
import { rateVersusMinMax } from '../common/ranges';
import { type ParsedCombo, checkPreset, parseCombo } from './input';
import { type ComboBounds, type ComboCheckCode, type ComboContracts, type ComboLimitInput, type ComboLimits, type ComboMinMax, COMBO_CHECK_SUCCESS } from './types';

/** The fixed ranges (module comment). */
export const COMBO_BOUNDS = {
  symbolNum: { min: 2, max: 10 },
  initMargin: { floor: '10', max: '1000000' },
  adjustPositionPercent: { min: '0.01', max: '0.5' },
  adjustPositionTimeInterval: { min: '1800', max: '2419200' },
  slPercent: { min: '0.01', max: '1' },
  tpPercent: { min: '0.01', max: '10' },
  trailingStopPercent: { min: '0.005', max: '0.5' },
} as const;

/** Highest leverage (×100) every leg's contract allows (0 without legs). */
export function comboMaxLeverageE2(p: Pick<ParsedCombo, 'legs'>): number {
  return p.legs.length === 0 ? 0 : Math.min(...p.legs.map((l) => l.contract.maxLeverageE2));
}

/** The smallest init margin (whole USDT) at a leverage ×100 (module comment). */
export function minInitMargin(p: Pick<ParsedCombo, 'legs'>, leverageE2: number): bigint {
  let best = BigInt(COMBO_BOUNDS.initMargin.floor);
  for (const l of p.legs) {
    const m = l.contract.market;
    // minNotional × 1.1 / (bp / 10^4 × L / 100), in whole quote: ⌈N × 11 × 10^4 × 100 / (10 × bp × L × 10^q)⌉
    const num = BigInt(m.minNotionalUnits) * 11n * 10_000n * 100n;
    const den = 10n * BigInt(l.bp) * BigInt(leverageE2) * 10n ** BigInt(m.quoteScale);
    const v = (num + den - 1n) / den;
    if (v > best) best = v;
  }
  return best;
}

/** FC-1's ranges for parsed input. */
export function comboBounds(p: ParsedCombo): ComboBounds {
  const B = COMBO_BOUNDS;
  const maxLev = comboMaxLeverageE2(p);
  const lev = p.leverageE2 === null ? 100 : Math.max(100, maxLev > 0 ? Math.min(p.leverageE2, maxLev) : p.leverageE2);
  return {
    init_margin: { min: p.legs.length === 0 ? B.initMargin.floor : minInitMargin(p, lev).toString(), max: B.initMargin.max },
    leverage: { min: '1', max: maxLev > 0 ? unitsToDecimal(maxLev, 2) : '' },
    adjust_position_percent: { ...B.adjustPositionPercent },
    adjust_position_time_interval: { ...B.adjustPositionTimeInterval },
    sl_percent: { ...B.slPercent },
    tp_percent: { ...B.tpPercent },
    trailing_stop_percent: { ...B.trailingStopPercent },
  };
}

/** The verdict for parsed input against its bounds (FC-1's order). Throws EngineInputError for an interval in range that is not a preset. */
export function comboVerdict(p: ParsedCombo, bounds: ComboBounds): ComboCheckCode {
  const B = COMBO_BOUNDS;
  const n = p.legs.length;
  if (n < B.symbolNum.min) return 'LIMIT_CHECK_CODE_SYMBOL_NUM_TOO_LOW';
  if (n > B.symbolNum.max) return 'LIMIT_CHECK_CODE_SYMBOL_NUM_TOO_HIGH';
  const rate = (r: Rate | null, range: ComboMinMax, low: ComboCheckCode, high: ComboCheckCode): ComboCheckCode | null => {
    if (r === null) return null;
    const v = rateVersusMinMax(r, range);
    return v < 0 ? low : v > 0 ? high : null;
  };
  const first = (...codes: (() => ComboCheckCode | null)[]): ComboCheckCode => {
    for (const c of codes) {
      const code = c();
      if (code !== null) return code;
    }
    return COMBO_CHECK_SUCCESS;
  };
  return first(
    () => rate(p.adjustPercent, bounds.adjust_position_percent, 'LIMIT_CHECK_CODE_ADJUST_POSITION_PERCENT_TOO_LOW', 'LIMIT_CHECK_CODE_ADJUST_POSITION_PERCENT_TOO_HIGH'),
    () => {
      if (p.intervalS === null) return null;
      if (p.intervalS < Number(bounds.adjust_position_time_interval.min)) return 'LIMIT_CHECK_CODE_ADJUST_POSITION_TIME_INTERVAL_TOO_LOW';
      if (p.intervalS > Number(bounds.adjust_position_time_interval.max)) return 'LIMIT_CHECK_CODE_ADJUST_POSITION_TIME_INTERVAL_TOO_HIGH';
      checkPreset(p.intervalS);
      return null;
    },
    () => {
      if (p.initMargin === null) return null;
      if (compareDecimal(p.initMargin, bounds.init_margin.max) > 0) return 'LIMIT_CHECK_CODE_INIT_MARGIN_TOO_HIGH';
      if (compareDecimal(p.initMargin, bounds.init_margin.min) < 0) return 'LIMIT_CHECK_CODE_INIT_MARGIN_TOO_LOW';
      return null;
    },
    () => rate(p.sl, bounds.sl_percent, 'LIMIT_CHECK_CODE_SL_PER_TOO_LOW', 'LIMIT_CHECK_CODE_SL_PER_TOO_HIGH'),
    () => rate(p.tp, bounds.tp_percent, 'LIMIT_CHECK_CODE_TP_PER_TOO_LOW', 'LIMIT_CHECK_CODE_TP_PER_TOO_HIGH'),
    () => {
      if (p.leverageE2 === null) return null;
      const max = comboMaxLeverageE2(p);
      if (p.leverageE2 > max) return 'LIMIT_CHECK_CODE_LEVERAGE_TOO_HIGH';
      if (p.leverageE2 < 100) return 'LIMIT_CHECK_CODE_LEVERAGE_TOO_LOW';
      return null;
    },
    () => rate(p.trailing, bounds.trailing_stop_percent, 'LIMIT_CHECK_CODE_TRAILING_STOP_PERCENT_TOO_LOW', 'LIMIT_CHECK_CODE_TRAILING_STOP_PERCENT_TOO_HIGH'),
  );
}

/**
 * FC-1: the verdict (first failing check in FC-1's order) and every range, as
 * decimal strings. Malformed input (unknown or duplicate symbol, weights not
 * summing to 1 or with more than 4 decimals, a side other than 1/2, mode not
 * 1–4, a percent / interval missing that the mode needs, an interval within
 * range but not a preset, a number that does not parse) throws
 * EngineInputError naming the field: the API's 400.
 */
export function validateCombo(input: ComboLimitInput, contracts: ComboContracts): ComboLimits {
  const p = parseCombo(input, contracts);
  const bounds = comboBounds(p);
  return { checkCode: comboVerdict(p, bounds), bounds };
}
