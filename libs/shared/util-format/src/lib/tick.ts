import { BigNumber, toBigNumber, type NumericInput } from './bignumber';

/**
 * Rounding to the exchange's steps: prices to the symbol's tick size,
 * quantities to its lot size. Steps are decimal strings (`"0.5"`, `"0.0001"`,
 * `"5"`), never floats. The result carries the step's decimals, counting
 * only significant ones (`"0.10"` counts as 1), so
 * `roundToTick('1.26', '0.10', 'floor')` → `"1.2"` and
 * `roundToTick('1.26', '0.05')` → `"1.25"`.
 *
 * A step that is not a positive number is a programming error and throws a
 * RangeError; a value that is not a number gives `null`.
 */
export type TickRounding = 'floor' | 'ceil' | 'round';

function step(tick: NumericInput, name: string): BigNumber {
  const t = toBigNumber(tick);
  if (t === null || !t.isPositive() || t.isZero()) throw new RangeError(`${name} must be a positive decimal, got ${String(tick)}`);
  return t;
}

/** Decimals a step implies (`"0.0005"` → 4, `"5"` → 0, `"0.10"` → 1). */
export function decimalsOfStep(tick: NumericInput): number {
  return step(tick, 'step').decimalPlaces() ?? 0;
}

export function roundToTick(value: NumericInput, tick: NumericInput, mode: TickRounding = 'round'): string | null {
  const t = step(tick, 'tick size');
  const n = toBigNumber(value);
  if (n === null) return null;
  const rm = mode === 'floor' ? BigNumber.ROUND_FLOOR : mode === 'ceil' ? BigNumber.ROUND_CEIL : BigNumber.ROUND_HALF_UP;
  const rounded = n.div(t).integerValue(rm).times(t);
  return (rounded.isZero() ? new BigNumber(0) : rounded).toFixed(t.decimalPlaces() ?? 0);
}

/** Quantity to a whole number of lots, rounded down by default (never order more than asked). */
export function roundToLot(quantity: NumericInput, lot: NumericInput, mode: TickRounding = 'floor'): string | null {
  return roundToTick(quantity, lot, mode);
}

/** Whether a value sits exactly on the step grid. */
export function isOnTick(value: NumericInput, tick: NumericInput): boolean {
  const t = step(tick, 'tick size');
  const n = toBigNumber(value);
  return n !== null && n.mod(t).isZero();
}

/** Move a price by a whole number of ticks (the ±10/50/200-tick offset buttons, spec §9). */
export function offsetByTicks(value: NumericInput, tick: NumericInput, ticks: number): string | null {
  const t = step(tick, 'tick size');
  const n = toBigNumber(value);
  if (n === null || !Number.isInteger(ticks)) return null;
  return n.plus(t.times(ticks)).toFixed(Math.max(t.decimalPlaces() ?? 0, n.decimalPlaces() ?? 0));
}

/** The ±10, ±50 and ±200 tick offsets of the price buttons (spec §9). */
export const PRICE_OFFSET_TICKS = [-200, -50, -10, 10, 50, 200] as const;
