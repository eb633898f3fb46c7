/**
 * The combo's legs as the create form holds them: a contract, a side and a
 * weight typed as a PERCENT with at most two decimals ("33.34" = 33.34 %),
 * i.e. the API's `target_position_percent` FRACTION with at most four
 * decimals ("0.3334") — decision 2 of the combo design. Weights are kept in
 * whole basis points (0.01 % = 1) so every sum is exact integer math; the
 * form only ever sends weights that sum to EXACTLY 100 % (10 000 bp).
 */
import { comboBotMode, comboLegSide, type ComboBotMode } from '@tb/util-enums';
import { BigNumber, readNumberField, toBigNumber, type NumberRule } from '@tb/util-format';

export type LegSide = 'long' | 'short';

export interface Leg {
  symbol: string;
  side: LegSide;
  /** Percent as typed ("33.34"); "" while empty. */
  weight: string;
}

/** Decision 2: 2–10 legs (SYMBOL_NUM_TOO_LOW / SYMBOL_NUM_TOO_HIGH beyond). */
export const MIN_LEGS = 2;
export const MAX_LEGS = 10;
/** 100 % in basis points (the unit of a four-decimal fraction). */
export const WHOLE_BP = 10_000;

/** What a weight field takes (the one exact input path of `@tb/util-format`): a percent above 0 and at most 100, two decimals. */
export const WEIGHT_RULE: NumberRule = { decimals: 2, above: '0', max: '100', required: true };

/** A typed percent in basis points, or null when the weight field refuses it (`WEIGHT_RULE`: "5e1", "-3", "33.333" are refused, never read as numbers). */
export function weightBp(percent: string): number | null {
  const reading = readNumberField(percent, WEIGHT_RULE);
  if (!reading.ok) return null;
  return new BigNumber(reading.value).shiftedBy(2).toNumber();
}

/** Basis points as the percent the form shows ("3334" → "33.34"). */
export const bpToPercent = (bp: number): string => new BigNumber(bp).shiftedBy(-2).toFixed();
/** A percent with at most two decimals as the wire fraction ("33.34" → "0.3334"); exact. */
export const percentToWeight = (percent: string): string => new BigNumber(percent).shiftedBy(-2).toFixed();
/** A wire fraction as the percent shown ("0.3334" → "33.34"); exact. */
export const weightToPercent = (fraction: string): string => {
  const v = toBigNumber(fraction);
  return v === null ? '' : v.shiftedBy(2).toFixed();
};

/**
 * The even split of decision 2 in basis points: 10 000 ÷ n, the remainder
 * 0.01 %s to the first legs (3 legs → 3334, 3333, 3333).
 */
export function evenSplitBp(n: number): number[] {
  if (n <= 0) return [];
  const base = Math.floor(WHOLE_BP / n);
  const extra = WHOLE_BP - base * n;
  return Array.from({ length: n }, (_, i) => base + (i < extra ? 1 : 0));
}

/** The legs with the even split applied. */
export function evenSplit(legs: readonly Leg[]): Leg[] {
  const split = evenSplitBp(legs.length);
  return legs.map((leg, i) => ({ ...leg, weight: bpToPercent(split[i]) }));
}

/**
 * What is left to 100 % in basis points (negative when the weights exceed it),
 * or null while a weight is empty or not a valid percent.
 */
export function remainderBp(legs: readonly Leg[]): number | null {
  let sum = 0;
  for (const leg of legs) {
    const bp = weightBp(leg.weight);
    if (bp === null) return null;
    sum += bp;
  }
  return WHOLE_BP - sum;
}

/** Whether every weight is valid and they sum to exactly 100 %. */
export const weightsExact = (legs: readonly Leg[]): boolean => legs.length > 0 && remainderBp(legs) === 0;

/** Decision 2: all long = long, all short = short, else mix (the `comboBotMode` member). */
export function botModeOf(legs: readonly Leg[]): ComboBotMode {
  if (legs.length === 0) return 'unspecified';
  if (legs.every((leg) => leg.side === 'long')) return 'long';
  if (legs.every((leg) => leg.side === 'short')) return 'short';
  return 'mix';
}

/** The bot mode's wire identifier (`BOT_MODE_MIX`). */
export const botModeWire = (legs: readonly Leg[]): string => comboBotMode.toServer(botModeOf(legs));
/** A side as the request's integer (`1` long, `2` short: `comboLegSide`). */
export const sideCode = (side: LegSide): number => comboLegSide.toCode(side);
/** A side from a request integer or a wire identifier (`SIDE_SHORT`). */
export const sideOf = (value: unknown): LegSide => (comboLegSide.fromServer(value) === 'short' ? 'short' : 'long');

/**
 * A contract added (new legs go long) or removed; the weights are split
 * evenly again, so the form is exact after every change of the leg list.
 * A leg beyond MAX_LEGS or a second leg of one contract is not added.
 */
export function toggleLeg(legs: readonly Leg[], symbol: string, side: LegSide = 'long'): Leg[] {
  if (legs.some((leg) => leg.symbol === symbol)) return evenSplit(legs.filter((leg) => leg.symbol !== symbol));
  if (legs.length >= MAX_LEGS) return [...legs];
  return evenSplit([...legs, { symbol, side, weight: '' }]);
}

/** The long/short/mix quick choice: every leg long, every leg short, or alternating long, short, long… */
export function applyMode(legs: readonly Leg[], mode: 'long' | 'short' | 'mix'): Leg[] {
  return legs.map((leg, i) => ({ ...leg, side: mode === 'mix' ? (i % 2 === 0 ? 'long' : 'short') : mode }));
}
