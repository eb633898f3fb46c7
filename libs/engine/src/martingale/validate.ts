/**
 * FM-1 get-fmart-limit: every input's `{min, max}` range and one
 * `F_MART_LIMIT_CHECK_CODE_*` verdict; and the worst-case plan behind it.
 *
 * The API documents the fields and codes but not the bounds; this engine
 * uses (designed, fractions as the API sends them):
 * - leverage: [1, the contract's maximum]; a plan whose position passes the
 *   risk limit at the leverage is LEVERAGE_TOO_HIGH with `max` the tier's
 *   leverage (a lower leverage only shrinks the position, so that suffices);
 * - price_float_percent: [0.001, 0.2] (0.1 % … 20 % against the average);
 * - add_position_percent (multiplier): [1, 2] (trading-math: typically 1–2×);
 * - add_position_num: [1, 10] (typically 1–10); lowered to the most adds
 *   whose smallest round still has valid orders when more would not;
 * - round_tp_percent: [0.001, 1] of the round's margin;
 * - sl_percent: [0.01, 1] of the total margin;
 * - entry_price: [last / 10, last × 10] (rounded inward to the tick);
 * - init_margin: from what the smallest valid round needs to what the
 *   largest one the order rules and risk limit allow can use, at the start
 *   price (the entry price if given, else the last price), computed from the
 *   other fields (plan.ts); "" while they are missing or invalid.
 * Codes are checked in the order leverage, price float, add multiplier, add
 * count, round TP, SL, entry price, then the plan (order sizes, risk limit,
 * triggers, initial margin, liquidation before the last add); the first
 * failure is returned. Fields FM-1 leaves optional are checked when given.
 */
import { rateVersusMinMax } from '../common/ranges';
import { largestPassing } from '../common/search';
import { EngineInputError, type MarketRules, type Rate, priceToTicks, ticksToPrice, unitsToQuote } from '../core/rules';
import { unitsToDecimal } from '../core/decimal';
import type { FuturesContract } from '../futures/contract';
import { compileMartingaleInput, type CompiledMartingaleInput } from './input';
import { type MartingalePlan, type RoundSpec, planRound } from './plan';
import { type MartingaleCheckCode, type MartingaleInput, type MartingaleLimitInput, type MartingaleMarket, type MinMax, MARTINGALE_CHECK_SUCCESS } from './types';

/** The bounds of the designed ranges (module comment). */
export const MARTINGALE_BOUNDS = {
  priceFloatPercent: { min: '0.001', max: '0.2' },
  addPositionPercent: { min: '1', max: '2' },
  addPositionNum: { min: 1, max: 10 },
  roundTpPercent: { min: '0.001', max: '1' },
  slPercent: { min: '0.01', max: '1' },
  /** The entry price lies within last / this … last × this. */
  entryPriceFactor: 10,
} as const;

const MAX_TICKS = 2_147_483_647;

/** FM-1's answer (without status_code / debug_msg): the verdict, every range, and the plan when it could be made. */
export interface MartingaleLimits {
  readonly check_code: MartingaleCheckCode;
  readonly price_float_percent: MinMax;
  readonly add_position_percent: MinMax;
  readonly add_position_num: MinMax;
  readonly init_margin: MinMax;
  readonly round_tp_percent: MinMax;
  readonly sl_percent: MinMax;
  readonly entry_price: MinMax;
  readonly leverage: MinMax;
  /** The worst-case plan at the start price (null while price float, multiplier, count, leverage or round TP are missing or out of range). */
  readonly plan: MartingalePlan | null;
}

/** The entry price range (ticks) around the last price. */
export function entryRange(lastTicks: number): { min: number; max: number } {
  const f = MARTINGALE_BOUNDS.entryPriceFactor;
  return { min: Math.max(1, Math.ceil(lastTicks / f)), max: Math.min(MAX_TICKS, lastTicks * f) };
}

/** The round settings of a compiled input, or null while one is missing. */
export function roundSpecOf(ci: CompiledMartingaleInput): RoundSpec | null {
  if (ci.priceFloat === null || ci.addMultiplier === null || ci.maxAdds === null || ci.roundTp === null) return null;
  return { mode: ci.mode, leverageE2: ci.leverageE2, priceFloat: ci.priceFloat, addMultiplier: ci.addMultiplier, maxAdds: ci.maxAdds, roundTp: ci.roundTp };
}

/**
 * The worst-case plan of `input` started at `startTicks` (plan.ts): every
 * order's trigger, size, margin and fee, the average cost, estimated
 * liquidation and take-profit price after it, what the whole round needs,
 * and the verdict. The base size is the largest the initial margin funds.
 */
export function planMartingale(input: MartingaleInput, contract: FuturesContract, startTicks: number): MartingalePlan {
  const ci = compileMartingaleInput(contract.market, input);
  const spec = roundSpecOf(ci);
  if (spec === null) throw new EngineInputError('price_float_percent', 'the plan needs price_float_percent, add_position_percent, add_position_num and round_tp_percent');
  if (!Number.isSafeInteger(startTicks) || startTicks < 1) throw new EngineInputError('price', 'must be a positive number of ticks');
  return planRound(contract, spec, startTicks, requiredMargin(ci.initMargin));
}

function requiredMargin(v: number | null): number {
  if (v === null) throw new EngineInputError('init_margin', 'is required');
  return v;
}

/** Validates a compiled input at `lastTicks` (module comment). */
export function limitsOf(c: FuturesContract, ci: CompiledMartingaleInput, lastTicks: number): MartingaleLimits {
  const m: MarketRules = c.market;
  const B = MARTINGALE_BOUNDS;
  const lev: MinMax = { min: '1', max: unitsToDecimal(c.maxLeverageE2, 2) };
  const num: MinMax = { min: String(B.addPositionNum.min), max: String(B.addPositionNum.max) };
  const er = entryRange(lastTicks);
  const entry: MinMax = { min: ticksToPrice(m, er.min), max: ticksToPrice(m, er.max) };
  const ranges = {
    price_float_percent: B.priceFloatPercent,
    add_position_percent: B.addPositionPercent,
    round_tp_percent: B.roundTpPercent,
    sl_percent: B.slPercent,
    entry_price: entry,
  };
  const out = (check_code: MartingaleCheckCode, extra: Partial<MartingaleLimits> = {}): MartingaleLimits => ({
    check_code,
    ...ranges,
    add_position_num: num,
    init_margin: { min: '', max: '' },
    leverage: lev,
    plan: null,
    ...extra,
  });
  let code: MartingaleCheckCode | null = null;
  const fail = (c2: MartingaleCheckCode): void => {
    if (code === null) code = c2;
  };
  if (ci.leverageE2 < 100) fail('F_MART_LIMIT_CHECK_CODE_F_MART_LEVERAGE_TOO_LOW');
  else if (ci.leverageE2 > c.maxLeverageE2) fail('F_MART_LIMIT_CHECK_CODE_F_MART_LEVERAGE_TOO_HIGH');
  const rate = (r: Rate | null, range: MinMax, low: MartingaleCheckCode, high: MartingaleCheckCode): void => {
    if (r === null) return;
    const v = rateVersusMinMax(r, range);
    if (v < 0) fail(low);
    else if (v > 0) fail(high);
  };
  rate(ci.priceFloat, B.priceFloatPercent, 'F_MART_LIMIT_CHECK_CODE_F_MART_PRICE_FLOAT_PERCENT_TOO_LOW', 'F_MART_LIMIT_CHECK_CODE_F_MART_PRICE_FLOAT_PERCENT_TOO_HIGH');
  rate(ci.addMultiplier, B.addPositionPercent, 'F_MART_LIMIT_CHECK_CODE_F_MART_ADD_POSITION_PERCENT_TOO_LOW', 'F_MART_LIMIT_CHECK_CODE_F_MART_ADD_POSITION_PERCENT_TOO_HIGH');
  if (ci.maxAdds !== null && ci.maxAdds < B.addPositionNum.min) fail('F_MART_LIMIT_CHECK_CODE_F_MART_ADD_POSITION_NUM_TOO_LOW');
  else if (ci.maxAdds !== null && ci.maxAdds > B.addPositionNum.max) fail('F_MART_LIMIT_CHECK_CODE_F_MART_ADD_POSITION_NUM_TOO_HIGH');
  rate(ci.roundTp, B.roundTpPercent, 'F_MART_LIMIT_CHECK_CODE_F_MART_ROUND_TARGET_TP_PERCENT_TOO_LOW', 'F_MART_LIMIT_CHECK_CODE_F_MART_ROUND_TARGET_TP_PERCENT_TOO_HIGH');
  rate(ci.sl, B.slPercent, 'F_MART_LIMIT_CHECK_CODE_F_MART_SL_PER_TOO_LOW', 'F_MART_LIMIT_CHECK_CODE_F_MART_SL_PER_TOO_HIGH');
  if (ci.entryTicks !== null && ci.entryTicks < er.min) fail('F_MART_LIMIT_CHECK_CODE_F_MART_ENTRY_PRICE_TOO_LOW');
  else if (ci.entryTicks !== null && ci.entryTicks > er.max) fail('F_MART_LIMIT_CHECK_CODE_F_MART_ENTRY_PRICE_TOO_HIGH');
  const spec = roundSpecOf(ci);
  // the plan needs every round setting, each within its range
  if (code !== null || spec === null) return out(code ?? MARTINGALE_CHECK_SUCCESS);
  const start = ci.entryTicks ?? lastTicks;
  const plan = planRound(c, spec, start, ci.initMargin ?? 0);
  const margin: MinMax = plan.minInitMargin > 0 ? { min: unitsToQuote(m, plan.minInitMargin), max: unitsToQuote(m, plan.maxInitMargin) } : { min: '', max: '' };
  const extra: Partial<MartingaleLimits> = { init_margin: margin, plan };
  if (plan.verdict === 'F_MART_LIMIT_CHECK_CODE_F_MART_LEVERAGE_TOO_HIGH') return out(plan.verdict, { ...extra, leverage: { min: '1', max: unitsToDecimal(plan.maxLeverageE2, 2) } });
  if (plan.verdict === 'F_MART_LIMIT_CHECK_CODE_F_MART_INIT_MARGIN_TOO_HIGH' && plan.maxInitMarginBy === 'risk_limit') {
    // the margin would pass the risk limit at this leverage: the leverage is what to lower, when a lower one can use it
    const max = leverageFor(c, spec, start, ci.initMargin!);
    if (max > 0) return out('F_MART_LIMIT_CHECK_CODE_F_MART_LEVERAGE_TOO_HIGH', { ...extra, leverage: { min: '1', max: unitsToDecimal(max, 2) } });
  }
  if (plan.verdict === 'F_MART_LIMIT_CHECK_CODE_F_MART_ADD_POSITION_NUM_TOO_HIGH') return out(plan.verdict, { ...extra, add_position_num: { min: num.min, max: String(mostAdds(c, spec, start)) } });
  // FM-1 leaves the margin optional: without it, the other fields' verdict on the smallest round (its plan) and the range
  if (ci.initMargin === null) return out(plan.liquidatedBeforeAdd !== null ? 'F_MART_LIMIT_CHECK_CODE_F_MART_LIQUIDATION_BEFORE_LAST_ADD' : MARTINGALE_CHECK_SUCCESS, extra);
  return out(plan.verdict, extra);
}

/**
 * The highest leverage (×100) below the given one at which a round can put
 * `initMargin` to work within the risk limit, or 0 when not even 1× can:
 * binary search (a lower leverage only makes the position a margin funds
 * smaller, so its tier no higher).
 */
function leverageFor(c: FuturesContract, spec: RoundSpec, start: number, initMargin: number): number {
  const lo = 100;
  const hi = spec.leverageE2 - 1;
  const fits = (lev: number): boolean => planRound(c, { ...spec, leverageE2: lev }, start, initMargin).maxInitMargin >= initMargin;
  if (hi < lo || !fits(lo)) return 0;
  return largestPassing(lo, hi, fits);
}

/** The most adds (≥ 0) whose smallest round has valid orders at `start`. */
function mostAdds(c: FuturesContract, spec: RoundSpec, start: number): number {
  for (let n = spec.maxAdds - 1; n >= 1; n--) {
    if (planRound(c, { ...spec, maxAdds: n }, start, 0).minInitMargin > 0) return n;
  }
  return 0;
}

/**
 * FM-1 get-fmart-limit: the ranges of every input and the verdict for
 * `input` on `contract` at `market`'s last price. Malformed values throw
 * EngineInputError naming the field (the API's 400).
 */
export function validateMartingale(input: MartingaleLimitInput, contract: FuturesContract, market: Pick<MartingaleMarket, 'lastPrice'>): MartingaleLimits {
  const ci = compileMartingaleInput(contract.market, input);
  return limitsOf(contract, ci, priceToTicks(contract.market, market.lastPrice, 'lastPrice'));
}
