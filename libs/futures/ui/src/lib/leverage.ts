/**
 * Leverage bounds of a futures form, from the engine's own rules: the
 * contract's cap (`FuturesContract.maxLeverageE2`, the lower of its own cap
 * and the first tier's) and the risk tier the planned position reaches
 * (`maxLeverageFor` / `checkLeverage`). Leverage is an integer ×100 (E2)
 * here, as in the engine; the form keeps the typed text ("12.5").
 *
 * What "the planned position" is depends on the kind, so the caller says it
 * with an exposure:
 * - `{ value }`: a position value that does not depend on the leverage (a
 *   planned quantity at a price);
 * - `{ margin }`: the margin (investment) the trader puts in, so the
 *   position value is margin × leverage — a higher leverage makes a bigger
 *   position, which can reach a tier that allows less. The highest allowed
 *   leverage is then the largest L with L ≤ the max leverage of the tier of
 *   margin × L; since tiers allow less as values grow, the allowed
 *   leverages are one range [1, L*], found by bisection over E2 steps with
 *   the engine's `checkLeverage` as the test.
 * Values are quote units of the contract (engine); decimal inputs are
 * rounded up to the quote unit (a larger value never reads as a lower tier).
 */
import {
  checkLeverage,
  maxLeverageFor,
  quoteToUnits,
  tierFor,
  type FuturesContract,
  type RiskTier,
} from '@tb/engine';

/** What the leverage applies to (see the module comment). */
export type LeverageExposure = { readonly value: string } | { readonly margin: string };

/** Quote units of a decimal amount (rounded up), or null when it is not a non-negative decimal. */
export function amountUnits(contract: FuturesContract, amount: string): number | null {
  if (amount.trim() === '') return null;
  try {
    return quoteToUnits(contract.market, amount, 'amount', 'up');
  } catch {
    return null;
  }
}

/** Position value (quote units, rounded up) of an exposure at a leverage (×100); null when the exposure is not a number. */
export function exposureValue(contract: FuturesContract, exposure: LeverageExposure, leverageE2: number): number | null {
  if ('value' in exposure) return amountUnits(contract, exposure.value);
  const margin = amountUnits(contract, exposure.margin);
  if (margin === null) return null;
  const value = (BigInt(margin) * BigInt(leverageE2) + 99n) / 100n;
  return value > BigInt(Number.MAX_SAFE_INTEGER) ? Number.MAX_SAFE_INTEGER : Number(value);
}

function allowed(contract: FuturesContract, leverageE2: number, valueUnits: number): boolean {
  try {
    checkLeverage(contract, leverageE2, valueUnits);
    return true;
  } catch {
    return false;
  }
}

/** Why leverage stops below the contract's cap: the tier (or none, beyond the last) the position would reach just above the bound. */
export interface LeverageBinding {
  /** The tier the position would be in; null when it would exceed the last risk limit. */
  readonly tier: RiskTier | null;
  /** The position value (quote units) that is refused. */
  readonly valueUnits: number;
}

export interface LeverageLimit {
  /** Highest allowed leverage ×100; 0 when none is (the position exceeds the last risk limit even at 1×). */
  readonly maxE2: number;
  /** Set when the bound is below the contract's cap: what refuses the next step up. */
  readonly binding: LeverageBinding | null;
}

/** The highest leverage allowed for an exposure (the contract's cap without one, or while the exposure is not a number). */
export function leverageLimit(contract: FuturesContract, exposure?: LeverageExposure): LeverageLimit {
  const cap = contract.maxLeverageE2;
  if (!exposure) return { maxE2: cap, binding: null };
  if ('value' in exposure) {
    const value = exposureValue(contract, exposure, cap);
    if (value === null) return { maxE2: cap, binding: null };
    const maxE2 = maxLeverageFor(contract, value);
    return { maxE2, binding: maxE2 < cap ? { tier: tierFor(contract, value), valueUnits: value } : null };
  }
  const valueAt = (e2: number) => exposureValue(contract, exposure, e2);
  if (valueAt(100) === null) return { maxE2: cap, binding: null };
  const ok = (e2: number) => allowed(contract, e2, valueAt(e2) as number);
  if (!ok(100)) return { maxE2: 0, binding: { tier: tierFor(contract, valueAt(100) as number), valueUnits: valueAt(100) as number } };
  if (ok(cap)) return { maxE2: cap, binding: null };
  let low = 100; // allowed
  let high = cap; // refused
  while (high - low > 1) {
    const mid = Math.floor((low + high) / 2);
    if (ok(mid)) low = mid;
    else high = mid;
  }
  const refused = valueAt(high) as number;
  return { maxE2: low, binding: { tier: tierFor(contract, refused), valueUnits: refused } };
}

/** A typed leverage, read against the contract and the exposure. */
export type LeverageReading =
  | { readonly ok: true; readonly e2: number }
  | { readonly ok: false; readonly reason: 'empty' | 'format' | 'low' }
  /** Above the contract's cap (`maxE2`). */
  | { readonly ok: false; readonly reason: 'contract'; readonly e2: number; readonly maxE2: number }
  /** The position at this leverage (`valueUnits`) is in `tier`, which allows less; `maxE2` is the highest allowed for the exposure. */
  | { readonly ok: false; readonly reason: 'risk'; readonly e2: number; readonly maxE2: number; readonly tier: RiskTier; readonly valueUnits: number }
  /** The position at this leverage exceeds the last risk limit. */
  | { readonly ok: false; readonly reason: 'beyond'; readonly e2: number; readonly maxE2: number; readonly valueUnits: number };

/**
 * Reads a typed leverage ("", "5", "12.5") exactly, in the engine's format
 * (`parseLeverage`: digits with at most two decimals, ×100 as an integer,
 * no float on the way), and checks it with `checkLeverage`
 * against the contract and the exposure. The form's submit and the picker's
 * error use this one reading.
 */
export function readLeverage(contract: FuturesContract, text: string, exposure?: LeverageExposure): LeverageReading {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, reason: 'empty' };
  // The engine's format (digits, at most two decimals), checked here so each refusal has its own reason.
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return { ok: false, reason: 'format' };
  const [whole, fraction = ''] = trimmed.split('.');
  if (whole.replace(/^0+/, '').length > 7) return { ok: false, reason: 'contract', e2: Number.MAX_SAFE_INTEGER, maxE2: contract.maxLeverageE2 };
  const e2 = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (e2 < 100) return { ok: false, reason: 'low' };
  if (e2 > contract.maxLeverageE2) return { ok: false, reason: 'contract', e2, maxE2: contract.maxLeverageE2 };
  const value = exposure ? exposureValue(contract, exposure, e2) : 0;
  if (value === null || allowed(contract, e2, value)) return { ok: true, e2 };
  const tier = tierFor(contract, value);
  const maxE2 = leverageLimit(contract, exposure).maxE2;
  return tier === null ? { ok: false, reason: 'beyond', e2, maxE2, valueUnits: value } : { ok: false, reason: 'risk', e2, maxE2, tier, valueUnits: value };
}
