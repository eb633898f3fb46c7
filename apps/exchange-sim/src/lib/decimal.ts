/**
 * Exact decimal strings ↔ scaled integers (bigint). The ledger and the market
 * keep integers (minor units, ticks, lots); decimals exist only at the API edge.
 */

const DECIMAL = /^(-?)(0|[1-9][0-9]*)(?:\.([0-9]+))?$/;

export class DecimalError extends Error {}

/** Digits after the point of a decimal string ("1.250" → 3). */
export function decimalPlaces(value: string): number {
  const match = DECIMAL.exec(value);
  if (!match) throw new DecimalError(`not a decimal: ${value}`);
  return match[3]?.length ?? 0;
}

/**
 * "1.25" at scale 8 → 125000000n. Throws when the value has more decimal
 * places than the scale (no silent rounding of money).
 */
export function toUnits(value: string, scale: number): bigint {
  const match = DECIMAL.exec(value);
  if (!match) throw new DecimalError(`not a decimal: ${value}`);
  const [, sign, whole, fraction = ''] = match;
  if (fraction.length > scale) {
    const extra = fraction.slice(scale);
    if (/[1-9]/.test(extra)) throw new DecimalError(`more than ${scale} decimal places: ${value}`);
  }
  const units = BigInt(whole + fraction.slice(0, scale).padEnd(scale, '0'));
  return sign ? -units : units;
}

/** 125000000n at scale 8 → "1.25" (trailing zeros trimmed) or, with `fixed`, "1.25000000". */
export function fromUnits(units: bigint, scale: number, fixed = false): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  let fraction = scale > 0 ? digits.slice(digits.length - scale) : '';
  if (!fixed) fraction = fraction.replace(/0+$/, '');
  const text = fraction ? `${whole}.${fraction}` : whole;
  return negative && /[1-9]/.test(text) ? `-${text}` : text;
}

/** Decimal places of a step such as "0.01" (→ 2) or "1" (→ 0). */
export function scaleOf(step: string): number {
  return decimalPlaces(step.replace(/0+$/, '').replace(/\.$/, '') || '0');
}

/** a / b rounded half away from zero to `scale` places, both as scaled integers of equal scale. */
export function ratio(numerator: bigint, denominator: bigint, scale: number): string {
  if (denominator === 0n) return '0';
  const factor = 10n ** BigInt(scale);
  const scaled = numerator * factor * 2n;
  let q = scaled / denominator;
  q = q >= 0n ? (q + 1n) / 2n : (q - 1n) / 2n;
  return fromUnits(q, scale, true);
}

/** Rounds `value` (at `fromScale`) to `toScale`, half away from zero. */
export function rescale(value: bigint, fromScale: number, toScale: number): bigint {
  if (toScale >= fromScale) return value * 10n ** BigInt(toScale - fromScale);
  const divisor = 10n ** BigInt(fromScale - toScale);
  const half = divisor / 2n;
  return value >= 0n ? (value + half) / divisor : -((-value + half) / divisor);
}
