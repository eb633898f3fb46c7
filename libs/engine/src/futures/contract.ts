/**
 * A USDT-margined linear perpetual contract as the futures engines need it:
 * the symbol's trading rules (ticks, lots, quote units and fees, exactly as
 * spot: see core/rules.ts) plus its risk-limit tiers.
 *
 * Boundary form (`ContractRules`): decimal strings and integers, no import of
 * the API contracts. Margin rates are integers in 1/10000 (`_e4`: 50 = 0.5 %),
 * leverage an integer ×100 (`_e2`: 5000 = 50×), as the contract configuration
 * stores them. `compileContract` checks everything once and returns the
 * integer form (`FuturesContract`) every other futures function takes.
 *
 * Tier semantics (designed here, documented in one place):
 * - a position's **value** for the risk limit is its value at entry,
 *   `cost × unitsPerTickLot` in quote units (cost = Σ lots × ticks of the open
 *   lots, see position.ts) — so the tier and everything derived from it only
 *   change on fills, never with the mark price;
 * - the tier is the first one (in increasing `limit` order) whose limit is at
 *   least the value: a value exactly on a limit belongs to that tier, one
 *   quote unit more to the next; a value above the last limit is refused;
 * - the whole position uses its tier's rates (no blending across tiers);
 *   maintenance margin MM = ceil(value × MMR) − the tier's maintenance
 *   deduction (0 unless given), floored at 0;
 * - a leverage L (×100) is allowed in a tier when 100 ≤ L ≤ the tier's max
 *   leverage; initial margin IM = ceil(value × 100 / L), which at an allowed
 *   leverage is never below value × IMR because max leverage ≤ 1 / IMR is
 *   checked here.
 */
import { decimalToUnits, parseDecimal } from '../core/decimal';
import { EngineInputError, compileRules, type MarketRules, type SymbolRules } from '../core/rules';
import { safe } from '../core/int';

/** One risk-limit tier at the boundary. */
export interface RiskTierInput {
  /** Position value (quote coin, decimal string) up to which this tier applies, inclusive. */
  readonly limit: string;
  /** Initial margin rate in 1/10000 (100 = 1 %). */
  readonly imrE4: number;
  /** Maintenance margin rate in 1/10000 (50 = 0.5 %). */
  readonly mmrE4: number;
  /** Highest leverage the tier allows, ×100 (10000 = 100×). */
  readonly maxLeverageE2: number;
  /** Maintenance deduction (quote, decimal string) subtracted from value × MMR; default "0". */
  readonly mmDeduction?: string;
}

/**
 * A linear perpetual at the engine's boundary: the spot-style rules
 * (`tickSize`, `lotSize`, `minQty`, `maxQty` = max order qty, `minNotional`,
 * optional `maxNotional`, `makerFee`, `takerFee`) plus the risk tiers in
 * increasing `limit` order.
 */
export interface ContractRules extends SymbolRules {
  readonly riskTiers: readonly RiskTierInput[];
  /** The contract's own leverage cap (×100), when below the first tier's; default: the first tier's. */
  readonly maxLeverageE2?: number;
}

/** A compiled tier: limit and deduction in quote units. */
export interface RiskTier {
  /** 1-based tier number (the position of the tier in the list). */
  readonly id: number;
  /** Largest position value (quote units) in this tier. */
  readonly limit: number;
  readonly imrE4: number;
  readonly mmrE4: number;
  readonly maxLeverageE2: number;
  /** Maintenance deduction in quote units. */
  readonly mmDeduction: number;
}

/** A contract compiled to integers (JSON-serialisable). */
export interface FuturesContract {
  readonly market: MarketRules;
  readonly tiers: readonly RiskTier[];
  /** Highest leverage (×100) of the contract: min(maxLeverageE2 given, first tier's). */
  readonly maxLeverageE2: number;
}

/** Why a futures operation was refused. */
export type FuturesErrorCode =
  /** leverage below 1× (maps to a *_LEVERAGE_TOO_LOW check code) */
  | 'LEVERAGE_TOO_LOW'
  /** leverage above the contract's maximum, i.e. the first tier's (… _LEVERAGE_TOO_HIGH) */
  | 'LEVERAGE_TOO_HIGH'
  /** the position value reaches a tier that does not allow the leverage, or exceeds the last tier (… _RISK_LIMIT) */
  | 'RISK_LIMIT'
  /** a margin withdrawal above what may be withdrawn now */
  | 'MARGIN_TOO_HIGH'
  /** an operation that needs an open position on a flat one */
  | 'NO_POSITION';

/** A refused futures operation; `code` is what the simulator maps to a check code. */
export class FuturesError extends Error {
  readonly code: FuturesErrorCode;
  /** For RISK_LIMIT / LEVERAGE_TOO_HIGH: the highest leverage (×100) that would have been allowed (0 above the last tier). */
  readonly maxLeverageE2: number;
  constructor(code: FuturesErrorCode, message: string, maxLeverageE2 = 0) {
    super(`${code}: ${message}`);
    this.name = 'FuturesError';
    this.code = code;
    this.maxLeverageE2 = maxLeverageE2;
  }
}

const E4 = 10_000;

function int(n: number, field: string, min: number, max: number): number {
  if (!Number.isSafeInteger(n) || n < min || n > max) throw new EngineInputError(field, `must be an integer in [${min}, ${max}], got ${String(n)}`);
  return n;
}

/** Compiles and checks a contract. Throws EngineInputError naming the field. */
export function compileContract(rules: ContractRules): FuturesContract {
  const market = compileRules(rules);
  const input = rules.riskTiers;
  if (!Array.isArray(input) || input.length === 0) throw new EngineInputError('riskTiers', 'at least one tier is required');
  const quote = (text: string, field: string): number => {
    let p;
    try {
      p = parseDecimal(text);
    } catch {
      throw new EngineInputError(field, `"${text}" is not a decimal number`);
    }
    if (p.units < 0n) throw new EngineInputError(field, 'must not be negative');
    // a limit is an inclusive upper bound: rounding it down to the quote unit keeps it one
    return safe(Number(decimalToUnits(text, market.quoteScale, 'floor')), field);
  };
  const tiers: RiskTier[] = input.map((t, i) => {
    const f = `riskTiers[${i}]`;
    const imrE4 = int(t.imrE4, `${f}.imrE4`, 1, E4);
    const mmrE4 = int(t.mmrE4, `${f}.mmrE4`, 1, E4);
    if (mmrE4 > imrE4) throw new EngineInputError(`${f}.mmrE4`, 'maintenance margin rate above the initial margin rate');
    const maxLeverageE2 = int(t.maxLeverageE2, `${f}.maxLeverageE2`, 100, 1_000_000);
    // 1/leverage must stay at or above the tier's IMR: maxLeverage × IMR ≤ 1
    if (maxLeverageE2 * imrE4 > 1_000_000) throw new EngineInputError(`${f}.maxLeverageE2`, 'above 1 / initial margin rate');
    const limit = quote(t.limit, `${f}.limit`);
    if (limit < 1) throw new EngineInputError(`${f}.limit`, 'must be positive');
    return { id: i + 1, limit, imrE4, mmrE4, maxLeverageE2, mmDeduction: t.mmDeduction === undefined || t.mmDeduction === '' ? 0 : quote(t.mmDeduction, `${f}.mmDeduction`) };
  });
  for (let i = 1; i < tiers.length; i++) {
    if (tiers[i].limit <= tiers[i - 1].limit) throw new EngineInputError(`riskTiers[${i}].limit`, 'limits must increase');
    if (tiers[i].maxLeverageE2 > tiers[i - 1].maxLeverageE2) throw new EngineInputError(`riskTiers[${i}].maxLeverageE2`, 'a higher tier may not allow more leverage');
  }
  const cap = rules.maxLeverageE2 === undefined ? tiers[0].maxLeverageE2 : int(rules.maxLeverageE2, 'maxLeverageE2', 100, 1_000_000);
  return { market, tiers, maxLeverageE2: Math.min(cap, tiers[0].maxLeverageE2) };
}

/** Index (0-based) of the tier holding a position value (quote units), or -1 above the last limit. */
export function tierIndex(c: FuturesContract, valueUnits: number): number {
  const t = c.tiers;
  for (let i = 0; i < t.length; i++) if (valueUnits <= t[i].limit) return i;
  return -1;
}

/** The tier of a position value, or null above the last limit. */
export function tierFor(c: FuturesContract, valueUnits: number): RiskTier | null {
  const i = tierIndex(c, valueUnits);
  return i < 0 ? null : c.tiers[i];
}

/** Highest leverage (×100) allowed for a position value (the tier's, within the contract's cap); 0 above the last tier. */
export function maxLeverageFor(c: FuturesContract, valueUnits: number): number {
  const t = tierFor(c, valueUnits);
  return t === null ? 0 : Math.min(t.maxLeverageE2, c.maxLeverageE2);
}

/**
 * Checks a leverage (×100) for a position value (quote units; 0 for the
 * leverage alone). Throws FuturesError: LEVERAGE_TOO_LOW below 1×,
 * LEVERAGE_TOO_HIGH above the contract's maximum (its own cap or the
 * first tier's, the lower),
 * RISK_LIMIT when the value's tier allows less, or the value is above the
 * last tier.
 */
export function checkLeverage(c: FuturesContract, leverageE2: number, valueUnits = 0): void {
  if (!Number.isSafeInteger(leverageE2) || leverageE2 < 100) throw new FuturesError('LEVERAGE_TOO_LOW', `leverage ${leverageE2 / 100}× is below 1×`);
  const top = c.maxLeverageE2;
  if (leverageE2 > top) throw new FuturesError('LEVERAGE_TOO_HIGH', `leverage ${leverageE2 / 100}× is above the contract's ${top / 100}×`, top);
  const i = tierIndex(c, valueUnits);
  if (i < 0) throw new FuturesError('RISK_LIMIT', `position value exceeds the last risk limit`, 0);
  const max = c.tiers[i].maxLeverageE2;
  if (leverageE2 > max) throw new FuturesError('RISK_LIMIT', `risk tier ${i + 1} allows at most ${max / 100}×`, max);
}

/**
 * Parses a leverage multiplier ("5", "12.5") into ×100, exactly (at most two
 * decimals, at least 1×). Throws EngineInputError('leverage').
 */
export function parseLeverage(text: string, field = 'leverage'): number {
  let units: bigint;
  try {
    units = decimalToUnits(text, 2, 'exact');
  } catch {
    throw new EngineInputError(field, `"${text}" is not a leverage with at most two decimals`);
  }
  if (units < 100n) throw new EngineInputError(field, 'must be at least 1');
  if (units > 1_000_000n) throw new EngineInputError(field, 'must be at most 10000');
  return Number(units);
}

/**
 * A leverage multiplier as the create / limit requests send it ("5",
 * "12.5") → ×100, exactly (at most two decimals), whatever its range: below
 * 1× or above a contract's maximum is a check code of the kind's limits, not
 * malformed input. Not a decimal with ≤ 2 decimals, or outside 0 … 10000:
 * EngineInputError('leverage').
 */
export function leverageE2Of(text: string): number {
  let units: bigint;
  try {
    units = decimalToUnits(text, 2, 'exact');
  } catch {
    throw new EngineInputError('leverage', `"${text}" is not a leverage with at most two decimals`);
  }
  if (units < 0n || units > 1_000_000n) throw new EngineInputError('leverage', 'must be a multiplier between 0 and 10000');
  return Number(units);
}

/** Initial margin (quote units) of a position value at a leverage ×100: ceil(value × 100 / leverage). */
export function initialMargin(valueUnits: number, leverageE2: number): number {
  return safe(Number((BigInt(valueUnits) * 100n + BigInt(leverageE2) - 1n) / BigInt(leverageE2)), 'initial margin');
}

/** Maintenance margin (quote units) of a position value in its tier: max(0, ceil(value × MMR) − deduction). */
export function maintenanceMargin(tier: RiskTier, valueUnits: number): number {
  const mm = (BigInt(valueUnits) * BigInt(tier.mmrE4) + BigInt(E4 - 1)) / BigInt(E4) - BigInt(tier.mmDeduction);
  return mm > 0n ? safe(Number(mm), 'maintenance margin') : 0;
}
