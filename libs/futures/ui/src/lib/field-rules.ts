/**
 * What each number field of a futures form takes, from the contract the
 * engine compiled (issue 32: one exact input path, the field's own precision
 * and bounds checked before anything is sent). Every futures kind's create
 * and edit forms read their fields with these rules (`readNumberField` /
 * `NumberField`), so the same text means the same thing in every kind.
 *
 * Precision, chosen per field and kept consistently:
 * - a price: on the contract's tick (decimals and step of the tick);
 * - margin (any amount of the settlement coin): at most the contract's quote
 *   unit (`quoteScale` decimals: 4 for a 0.1 tick × 0.001 lot). The engine
 *   counts margin in those units, so a finer amount would be rounded on the
 *   way in; the field refuses it instead, and a confirmation then shows the
 *   body's amount digit for digit;
 * - leverage: two decimals (the engine's ×100 integer), 1× to the highest
 *   the contract and the planned position's risk tier allow;
 * - a percent typed by the trader (TP/SL, price float, drift…): two decimals
 *   of a percent (a four-decimal fraction on the wire).
 *
 * Ceilings: besides the ranges the limit calls answer (which the forms add
 * as they arrive), each field has a ceiling no valid bot can pass, so a
 * huge value is refused at the field instead of reaching exact integer code
 * that cannot hold it (an `ExactRangeError`):
 * - margin: the last risk tier's limit (a position cannot exceed it even at
 *   1×), and never more quote units than an exact integer holds;
 * - a price: one order of the contract's largest quantity at that price must
 *   stay an exact integer of quote units; the bound shown is that ceiling
 *   rounded down to a power of ten ("At most 1,000,000,000");
 * - a percent: 1,000,000 % (no limit call answers anything near it).
 */
import { lotsToQty, unitsToDecimal, unitsToQuote, type FuturesContract } from '@tb/engine';
import { BigNumber, type NumberRule } from '@tb/util-format';

const MAX_EXACT = BigInt(Number.MAX_SAFE_INTEGER);

/** The largest power of ten at or under a positive integer (1 for anything below 10). */
function powerOfTenUnder(n: bigint): bigint {
  let p = 1n;
  while (p * 10n <= n) p *= 10n;
  return p;
}

/** The highest price a field of this contract takes (see the module comment). */
export function priceCeiling(contract: FuturesContract): string {
  const m = contract.market;
  const perTick = BigInt(Math.max(1, m.maxQtyLots)) * BigInt(m.unitsPerTickLot);
  const ticks = MAX_EXACT / perTick;
  return new BigNumber(unitsToDecimal(powerOfTenUnder(ticks * BigInt(m.tickUnits)), m.tickScale)).toFixed();
}

/** The most margin a field of this contract takes (see the module comment). */
export function marginCeiling(contract: FuturesContract): string {
  const last = contract.tiers[contract.tiers.length - 1]?.limit ?? Number.MAX_SAFE_INTEGER;
  return unitsToQuote(contract.market, Math.min(last, Number.MAX_SAFE_INTEGER));
}

/** The rules of the number fields a futures form has. */
export interface FuturesFieldRules {
  /** A required price on the tick. */
  readonly price: NumberRule;
  /** An optional price (entry, TP/SL by price, move bounds): empty is fine. */
  readonly optionalPrice: NumberRule;
  /** The margin put in (required, more than 0). */
  readonly margin: NumberRule;
  /** A required percent (more than 0). */
  readonly percent: NumberRule;
  /** An optional percent (a stop): empty is off. */
  readonly optionalPercent: NumberRule;
  /** Decimals of a margin amount (the quote unit). */
  readonly marginDecimals: number;
}

/** A percent ceiling no limit call comes near. */
export const PERCENT_CEILING = '1000000';

/**
 * The rules of each compiled contract, built once (issue 30): a form asks for them on every change of
 * its values, and a render React restarts asks again. The same contract gives the same rule objects, so
 * a field's reading of unchanged text is not done again (`readNumberField` keeps it per rule object).
 */
const RULES = new WeakMap<FuturesContract, FuturesFieldRules>();

export function futuresFieldRules(contract: FuturesContract): FuturesFieldRules {
  const known = RULES.get(contract);
  if (known) return known;
  const m = contract.market;
  const price: NumberRule = { step: m.rules.tickSize, above: '0', max: priceCeiling(contract), required: true };
  const percent: NumberRule = { decimals: 2, above: '0', max: PERCENT_CEILING, required: true };
  const rules: FuturesFieldRules = {
    price,
    optionalPrice: { ...price, required: false },
    margin: { decimals: m.quoteScale, above: '0', max: marginCeiling(contract), required: true },
    percent,
    optionalPercent: { ...percent, required: false },
    marginDecimals: m.quoteScale,
  };
  RULES.set(contract, rules);
  return rules;
}

/** The leverage field of a futures form: 0.01 steps from 1× to a cap (the contract's `maxLeverageE2`, or the lowest of a combo's legs). */
export function leverageRule(maxLeverageE2: number): NumberRule {
  // one rule object per cap (a handful per page): the same object on every call, see RULES
  let rule = LEVERAGE_RULES.get(maxLeverageE2);
  if (!rule) {
    rule = { step: '0.01', min: '1', max: new BigNumber(maxLeverageE2).shiftedBy(-2).toFixed(), required: true };
    LEVERAGE_RULES.set(maxLeverageE2, rule);
  }
  return rule;
}
const LEVERAGE_RULES = new Map<number, NumberRule>();

/** A quantity field (base coin) on the contract's lot. */
export function quantityRule(contract: FuturesContract, required = true): NumberRule {
  return { step: contract.market.rules.lotSize, above: '0', max: lotsToQty(contract.market, contract.market.maxQtyLots), required };
}

/**
 * The margin rule of a form whose margin spreads over several contracts (a
 * combo), each leg taking its `weight` (a fraction) of it: the coarsest
 * quote unit of the legs (a finer amount would be rounded by one of them)
 * and, as the ceiling, the margin at which some leg's share would pass its
 * contract's last risk limit even at 1× (min of limit ÷ weight), or the
 * exact-integer ceiling while the weights are not known. Null without legs.
 */
export function sharedMarginRule(legs: readonly { readonly contract: FuturesContract; readonly weight?: string }[]): NumberRule | null {
  if (legs.length === 0) return null;
  // a combo asks on every keystroke and every restarted render (issue 30): the legs as they were last
  // time give the rule object of last time, computed once
  const last = LAST_SHARED;
  if (last && last.legs.length === legs.length && legs.every((leg, i) => leg.contract === last.legs[i].contract && leg.weight === last.legs[i].weight)) return last.rule;
  const decimals = Math.min(...legs.map((l) => l.contract.market.quoteScale));
  let max: BigNumber | null = null;
  for (const { contract, weight } of legs) {
    const w = weight === undefined ? null : new BigNumber(weight);
    const { exact, last: lastLimit } = ceilingsOf(contract);
    const ceiling = w !== null && w.isFinite() && w.gt(0) ? BigNumber.min(lastLimit.div(w), exact) : exact;
    max = max === null ? ceiling : BigNumber.min(max, ceiling);
  }
  const rule: NumberRule = { decimals, above: '0', max: (max as BigNumber).decimalPlaces(decimals, BigNumber.ROUND_DOWN).toFixed(), required: true };
  LAST_SHARED = { legs: legs.map(({ contract, weight }) => ({ contract, weight })), rule };
  return rule;
}

let LAST_SHARED: { readonly legs: readonly { readonly contract: FuturesContract; readonly weight?: string }[]; readonly rule: NumberRule } | null = null;

/** A contract's exact-integer margin ceiling and its last risk limit as margin, read once per contract. */
const CEILINGS = new WeakMap<FuturesContract, { readonly exact: BigNumber; readonly last: BigNumber }>();
function ceilingsOf(contract: FuturesContract): { readonly exact: BigNumber; readonly last: BigNumber } {
  let known = CEILINGS.get(contract);
  if (!known) {
    known = { exact: new BigNumber(unitsToQuote(contract.market, Number.MAX_SAFE_INTEGER)), last: new BigNumber(marginCeiling(contract)) };
    CEILINGS.set(contract, known);
  }
  return known;
}
