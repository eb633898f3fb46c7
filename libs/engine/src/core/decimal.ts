/**
 * Exact decimal-string <-> scaled-integer conversion.
 *
 * At the engine's boundary every amount is a decimal string ("0.01", "-12.5").
 * Inside, an amount is an integer count of units of 10^-scale, held as a
 * `bigint` here and as a safe-integer `number` in the hot paths (see int.ts).
 * Nothing in this file uses floating point.
 */

/** How a value that falls between two representable units is rounded. */
export type RoundingMode =
  /** toward zero (truncate) */
  | 'down'
  /** away from zero */
  | 'up'
  /** toward -infinity */
  | 'floor'
  /** toward +infinity */
  | 'ceil'
  /** to nearest, ties away from zero */
  | 'half-up'
  /** to nearest, ties to the even neighbour (banker's rounding) */
  | 'half-even'
  /** refuse: throw a DecimalError if the value is not exactly representable */
  | 'exact';

/** A malformed decimal string or a value that cannot be represented as asked. */
export class DecimalError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DecimalError';
  }
}

const DECIMAL_RE = /^([+-]?)(\d+)(?:\.(\d+))?$/;

/** A decimal parsed exactly: value = units × 10^-scale. */
export interface ParsedDecimal {
  readonly units: bigint;
  readonly scale: number;
}

/**
 * Parses a plain decimal string ("12", "-0.5", "+3.140"); no exponents, no
 * thousands separators, no surrounding spaces. Trailing zeros count towards
 * the scale ("0.010" has scale 3).
 */
export function parseDecimal(text: string): ParsedDecimal {
  if (typeof text !== 'string') throw new DecimalError(`not a decimal string: ${String(text)}`);
  const m = DECIMAL_RE.exec(text);
  if (!m) throw new DecimalError(`not a decimal number: "${text}"`);
  const frac = m[3] ?? '';
  const digits = BigInt(m[2] + frac);
  return { units: m[1] === '-' ? -digits : digits, scale: frac.length };
}

/** True when `text` is a plain decimal string accepted by parseDecimal. */
export function isDecimal(text: unknown): text is string {
  return typeof text === 'string' && DECIMAL_RE.test(text);
}

/** 10^n as bigint (n ≥ 0), cached for small n. */
const POW10: bigint[] = [];
for (let i = 0, p = 1n; i <= 40; i++, p *= 10n) POW10.push(p);
export function pow10(n: number): bigint {
  if (n < 0 || !Number.isInteger(n)) throw new DecimalError(`bad power of ten: ${n}`);
  return n < POW10.length ? POW10[n] : 10n ** BigInt(n);
}

/**
 * Integer division n / d rounded with `mode` (d ≠ 0). 'exact' throws when
 * there is a remainder.
 */
export function divRound(n: bigint, d: bigint, mode: RoundingMode): bigint {
  if (d === 0n) throw new DecimalError('division by zero');
  if (d < 0n) {
    n = -n;
    d = -d;
  }
  const q = n / d; // truncates toward zero
  const r = n % d; // sign of n
  if (r === 0n) return q;
  const negative = n < 0n;
  switch (mode) {
    case 'exact':
      throw new DecimalError('value is not a whole number of units');
    case 'down':
      return q;
    case 'up':
      return negative ? q - 1n : q + 1n;
    case 'floor':
      return negative ? q - 1n : q;
    case 'ceil':
      return negative ? q : q + 1n;
    case 'half-up':
    case 'half-even': {
      const twice = (r < 0n ? -r : r) * 2n;
      const away = negative ? q - 1n : q + 1n;
      if (twice > d) return away;
      if (twice < d) return q;
      if (mode === 'half-up') return away;
      return q % 2n === 0n ? q : away;
    }
  }
}

/**
 * Converts a decimal string to an integer count of 10^-scale units.
 * Extra decimals are rounded with `mode` ('exact' by default: refuse).
 */
export function decimalToUnits(text: string, scale: number, mode: RoundingMode = 'exact'): bigint {
  const p = parseDecimal(text);
  if (p.scale <= scale) return p.units * pow10(scale - p.scale);
  try {
    return divRound(p.units, pow10(p.scale - scale), mode);
  } catch (e) {
    if (e instanceof DecimalError) throw new DecimalError(`"${text}" has more than ${scale} decimals`);
    throw e;
  }
}

/**
 * Formats `units` × 10^-scale as a decimal string. With `trim` (default)
 * trailing fractional zeros are dropped ("1.50" → "1.5", "2.00" → "2").
 */
export function unitsToDecimal(units: bigint | number, scale: number, trim = true): string {
  let v = typeof units === 'bigint' ? units : BigInt(units);
  const negative = v < 0n;
  if (negative) v = -v;
  let s = v.toString();
  if (scale > 0) {
    if (s.length <= scale) s = '0'.repeat(scale - s.length + 1) + s;
    let int = s.slice(0, s.length - scale);
    let frac = s.slice(s.length - scale);
    if (trim) frac = frac.replace(/0+$/, '');
    if (int === '') int = '0';
    s = frac ? `${int}.${frac}` : int;
  }
  return negative && s !== '0' ? `-${s}` : s;
}

/** Number of decimals needed to write `text` without trailing zeros ("0.0100" → 2). */
export function significantScale(text: string): number {
  const frac = /\.(\d*?)0*$/.exec(text);
  return frac ? frac[1].length : 0;
}

/** Compares two decimal strings: -1, 0 or 1. */
export function compareDecimal(a: string, b: string): number {
  const pa = parseDecimal(a);
  const pb = parseDecimal(b);
  const s = Math.max(pa.scale, pb.scale);
  const ua = pa.units * pow10(s - pa.scale);
  const ub = pb.units * pow10(s - pb.scale);
  return ua < ub ? -1 : ua > ub ? 1 : 0;
}

/** num/den as a decimal string with `scale` decimals, rounded with `mode` (default half-even). */
export function ratioToDecimal(num: bigint, den: bigint, scale: number, mode: RoundingMode = 'half-even'): string {
  if (den === 0n) throw new DecimalError('division by zero');
  return unitsToDecimal(divRound(num * pow10(scale), den, mode), scale);
}
