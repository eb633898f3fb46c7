/**
 * A martingale round's worst case, before it trades: every order of a full
 * round (the initial one and all `add_position_num` adds) with its price,
 * size, margin and fee, and the position after it — average cost, estimated
 * liquidation price, take-profit price — and what the whole round needs.
 *
 * The rules, shared with the live engine (core.ts runs the same functions):
 *
 * - **Initial order**: `baseLots` at market (taker) at the round's start
 *   price.
 * - **Add size** (designed; the API says "add_position_percent × the base
 *   size", trading-math "each add scales the order margin by the
 *   multiplier"): add k has ⌊baseLots × m^k⌋ lots, m = add_position_percent.
 *   Each add is m × the previous one before rounding (a geometric
 *   martingale: m = 2 doubles), and the first is m × the base, as the API
 *   says. Powers are taken exactly (bigint) from the base, so rounding never
 *   compounds. The size scales, not the margin: an add's margin is its value
 *   at its (lower, for a long) price / leverage.
 * - **Add trigger**: each add rests as a limit order (maker) at the average
 *   cost of the position (Σ lots × ticks / Σ lots, fees excluded, as the
 *   exchange shows it) moved against it by `price_float_percent`: long
 *   ⌊avg × (1 − pf)⌋, short ⌈avg × (1 + pf)⌉ (rounded away from the average:
 *   the move is never less than pf), and at least one tick beyond the
 *   previous fill (only with coarse ticks could the rounded trigger land on
 *   it, and the add would fill again at once).
 * - **Margin**: each order posts its own initial margin ⌈value × 100 /
 *   leverage⌉ into the isolated position (futures/position.ts applyFill), so
 *   the whole round needs Σ (margin + fee) of its orders from the bot's
 *   wallet; nothing comes back before the round closes.
 * - **Liquidation after each order** is `estimateLiquidation` of that order
 *   on the position before it: the engine's own `applyFill`, so the live
 *   position after the same fills has exactly this trigger.
 *
 * The base size for a budget (designed): the largest baseLots whose whole
 * round fits in the budget, with every order a valid order (minimum and
 * maximum quantity and value at its price) and every fill accepted by the
 * risk limit at the leverage — searched over that exact test (`baseLotsFor`).
 * Every round is sized so at its start (core.ts): the first with the
 * initial margin, which is this plan. The smallest valid base size gives
 * FM-1's `init_margin.min` (what that round needs), the largest the order
 * rules and risk limit allow gives `init_margin.max`.
 *
 * Verdicts (validate.ts reports them as FM-1 check codes): no base size
 * whose orders are all valid (the last adds pass the largest order) →
 * ADD_POSITION_NUM_TOO_HIGH; the smallest round passes the risk limit →
 * LEVERAGE_TOO_HIGH (with the tier's leverage); a trigger below one tick →
 * PRICE_FLOAT_PERCENT_TOO_HIGH; the margin cannot fund the smallest round →
 * INIT_MARGIN_TOO_LOW, or is more than the largest can use →
 * INIT_MARGIN_TOO_HIGH (validate.ts reports LEVERAGE_TOO_HIGH instead when
 * the risk limit at this leverage is what caps it); the estimated liquidation after an order is at or
 * beyond the next add's trigger (long liq ≥ trigger, short liq ≤ trigger:
 * the mark would reach it before, or as, the last price reaches the add) →
 * LIQUIDATION_BEFORE_LAST_ADD (designed).
 */
import { mulDivCeil } from '../core/int';
import { type MarketRules, type Rate, checkOrder, minLotsAt, maxLotsAt } from '../core/rules';
import { FuturesError, tierIndex, type FuturesContract } from '../futures/contract';
import { type FuturesPosition, type Liquidity, averageEntryPrice, estimateLiquidation, flatPosition } from '../futures/position';
import { closeRules, takeProfitTicks } from './exit';
import { type MartingaleCheckCode, type MartingaleMode, MARTINGALE_CHECK_SUCCESS } from './types';

const MAX_TICKS = 2_147_483_647;

/** What a round is made of: the settings that shape its orders. */
export interface RoundSpec {
  readonly mode: MartingaleMode;
  readonly leverageE2: number;
  readonly priceFloat: Rate;
  readonly addMultiplier: Rate;
  readonly maxAdds: number;
  readonly roundTp: Rate;
}

/** One order of the plan and the position after it. */
export interface MartingalePlanStep {
  /** 0: the initial order; k: add k. */
  readonly index: number;
  /** Its price (ticks): the start price, then each add's trigger. */
  readonly priceTicks: number;
  readonly lots: number;
  readonly liquidity: Liquidity;
  /** Initial margin it posts and its fee (quote units). */
  readonly margin: number;
  readonly fee: number;
  /** The position after it: size (lots) and cost (Σ lots × ticks). */
  readonly positionLots: number;
  readonly positionCost: number;
  /** Average cost after it (decimal, futures/position.ts averageEntryPrice). */
  readonly averagePrice: string;
  /** Estimated liquidation trigger after it (ticks; long 0 / short LIQ_NEVER = never). */
  readonly liqTicks: number;
  /** The round's take-profit price if it closes after this order (no funding; ticks, 0 = none). */
  readonly tpTicks: number;
  /** Margin + fees the round has needed through this order (quote units). */
  readonly needed: number;
}

/** The worst-case plan of a martingale round (module comment). */
export interface MartingalePlan {
  /** Success, or the first reason the round cannot run (module comment). */
  readonly verdict: MartingaleCheckCode;
  readonly startTicks: number;
  /** Base size (lots) for the initial margin; the smallest valid base when the margin is too low; 0 when none is valid. */
  readonly baseLots: number;
  /** The orders for `baseLots` (empty when no base size gives valid orders). */
  readonly steps: readonly MartingalePlanStep[];
  /** Margin and fees of the whole round, and their sum: what a full round can need from the wallet. */
  readonly margin: number;
  readonly fees: number;
  readonly needed: number;
  /** Largest position value (quote units) the round reaches. */
  readonly peakValue: number;
  /** The add whose trigger the liquidation before it reaches (null when none). */
  readonly liquidatedBeforeAdd: number | null;
  /** What the smallest and the largest valid round need (FM-1 `init_margin` range; 0 when none). */
  readonly minInitMargin: number;
  readonly maxInitMargin: number;
  /** What caps `maxInitMargin`: the next larger round breaks the largest order, or the risk limit at this leverage. */
  readonly maxInitMarginBy: 'order_size' | 'risk_limit';
  /** With LEVERAGE_TOO_HIGH: the highest leverage (×100) the risk tier reached allows. */
  readonly maxLeverageE2: number;
}

/** Lots of add k (k ≥ 1): ⌊base × m^k⌋, exactly. */
export function addLots(baseLots: number, m: Rate, k: number): number {
  const num = BigInt(m.num) ** BigInt(k);
  const den = BigInt(m.den) ** BigInt(k);
  const q = (BigInt(baseLots) * num) / den;
  return q > BigInt(Number.MAX_SAFE_INTEGER) ? Number.MAX_SAFE_INTEGER : Number(q);
}

/**
 * Trigger of the next add (ticks) for a position of `lots` and cost `cost`
 * (Σ lots × ticks) whose last fill was at `prevTicks`: long
 * min(⌊avg × (1 − pf)⌋, prev − 1), short max(⌈avg × (1 + pf)⌉, prev + 1);
 * 0 when it falls below one tick or above the largest price.
 */
export function addTriggerTicks(mode: MartingaleMode, cost: number, lots: number, prevTicks: number, pf: Rate): number {
  const c = BigInt(cost);
  const d = BigInt(lots) * BigInt(pf.den);
  if (mode === 'long') {
    const t = Math.min(Number((c * BigInt(pf.den - pf.num)) / d), prevTicks - 1);
    return t >= 1 ? t : 0;
  }
  const n = c * BigInt(pf.den + pf.num);
  const t = Math.max(Number((n + d - 1n) / d), prevTicks + 1);
  return t <= MAX_TICKS ? t : 0;
}

type SimFailure = 'order_min' | 'order_max' | 'risk_limit' | 'trigger';
interface SimStep {
  readonly index: number;
  readonly priceTicks: number;
  readonly lots: number;
  readonly liquidity: Liquidity;
  readonly margin: number;
  readonly fee: number;
  readonly position: FuturesPosition;
  readonly needed: number;
}
type Sim =
  | { readonly ok: true; readonly steps: readonly SimStep[]; readonly needed: number; readonly peakValue: number }
  | { readonly ok: false; readonly why: SimFailure; readonly index: number; readonly priceTicks: number; readonly maxLeverageE2: number };

/**
 * Plays a full round of `baseLots` starting at `startTicks`, every order
 * filling whole at its price (module comment); `start` is the position it
 * starts from (flat, possibly carrying lifetime counters).
 */
export function simulateRound(c: FuturesContract, spec: RoundSpec, startTicks: number, baseLots: number, start?: FuturesPosition): Sim {
  const m = c.market;
  const side = spec.mode === 'long' ? 'buy' : 'sell';
  let pos = start ?? flatPosition(c, spec.leverageE2);
  let prev = startTicks;
  let needed = 0;
  let peakValue = 0;
  const steps: SimStep[] = [];
  for (let k = 0; k <= spec.maxAdds; k++) {
    const lots = k === 0 ? baseLots : addLots(baseLots, spec.addMultiplier, k);
    const ticks = k === 0 ? startTicks : addTriggerTicks(spec.mode, pos.cost, pos.lots, prev, spec.priceFloat);
    if (ticks === 0) return { ok: false, why: 'trigger', index: k, priceTicks: 0, maxLeverageE2: 0 };
    const v = checkOrder(m, ticks, lots);
    if (v === 'MIN_QTY' || v === 'MIN_NOTIONAL') return { ok: false, why: 'order_min', index: k, priceTicks: ticks, maxLeverageE2: 0 };
    if (v !== null) return { ok: false, why: 'order_max', index: k, priceTicks: ticks, maxLeverageE2: 0 };
    const liquidity: Liquidity = k === 0 ? 'taker' : 'maker';
    const refused = riskLimitRefusal(c, pos, spec, side, ticks, lots);
    if (refused !== null) return { ok: false, why: 'risk_limit', index: k, priceTicks: ticks, maxLeverageE2: refused };
    let est;
    try {
      est = estimateLiquidation(c, spec.leverageE2, [{ side, ticks, lots, liquidity }], { start: pos });
    } catch (e) {
      if (e instanceof FuturesError && e.code === 'RISK_LIMIT') return { ok: false, why: 'risk_limit', index: k, priceTicks: ticks, maxLeverageE2: e.maxLeverageE2 };
      throw e;
    }
    pos = est.position;
    needed += est.marginPosted + est.fees;
    peakValue = Math.max(peakValue, est.peakValue);
    steps.push({ index: k, priceTicks: ticks, lots, liquidity, margin: est.marginPosted, fee: est.fees, position: pos, needed });
    prev = ticks;
  }
  return { ok: true, steps, needed, peakValue };
}

/**
 * The risk limit's refusal of an order that adds to the round's position, read before it is played:
 * the highest leverage (×100) the tier of the position value after it allows (0 past the last tier)
 * when that is below the round's — what applyFill's checkLeverage would throw as FuturesError
 * RISK_LIMIT with the same figure — else null. Null too whenever anything else would refuse the fill
 * first (a leverage outside the contract's, another side, a figure past exact integers): the fill
 * itself then says, as it always did. The searches over base sizes (init_margin.max, the base for a
 * budget) probe many rounds past the limit, and each refusal thrown was an Error with its stack
 * captured: a quarter of FM-1's time in the create page (issue 30).
 */
function riskLimitRefusal(c: FuturesContract, pos: FuturesPosition, spec: RoundSpec, side: 'buy' | 'sell', ticks: number, lots: number): number | null {
  const lev = spec.leverageE2;
  if (!Number.isSafeInteger(lev) || lev < 100 || lev > c.maxLeverageE2 || pos.leverageE2 !== lev) return null;
  if (pos.side !== null && pos.side !== (side === 'buy' ? 'long' : 'short')) return null;
  if (!Number.isSafeInteger(ticks) || ticks < 1 || ticks > MAX_TICKS || !Number.isSafeInteger(lots) || lots < 1) return null;
  const value = (pos.cost + lots * ticks) * c.market.unitsPerTickLot;
  if (!Number.isSafeInteger(lots * ticks) || !Number.isSafeInteger(pos.lots + lots) || !Number.isSafeInteger(value)) return null;
  const i = tierIndex(c, value);
  if (i < 0) return 0;
  const max = c.tiers[i].maxLeverageE2;
  return lev > max ? max : null;
}

/** The first add whose trigger the liquidation after the order before it reaches, or null. */
export function liquidatedBeforeAdd(mode: MartingaleMode, steps: readonly { readonly priceTicks: number; readonly position: { readonly liqTicks: number } }[]): number | null {
  for (let k = 1; k < steps.length; k++) {
    const liq = steps[k - 1].position.liqTicks;
    const trigger = steps[k].priceTicks;
    if (mode === 'long' ? liq >= trigger : liq <= trigger) return k;
  }
  return null;
}

/**
 * Smallest base size whose orders all meet the minimum order at their
 * prices: starting from the initial order's minimum, each order below its
 * minimum raises the base to ⌈min × den^k / num^k⌉ (its add then meets it)
 * and the round is played again (prices move only by rounding, so this ends
 * in a few rounds). Returns it with the simulation, whatever else failed.
 */
function smallestBase(c: FuturesContract, spec: RoundSpec, startTicks: number): { base: number; sim: Sim } {
  const m = c.market;
  let base = minLotsAt(m, startTicks);
  for (let guard = 0; ; guard++) {
    const sim = simulateRound(c, spec, startTicks, base);
    if (sim.ok || sim.why !== 'order_min' || guard >= 200) return { base, sim };
    const need = minLotsAt(m, sim.priceTicks);
    const k = sim.index;
    const raised = k === 0 ? need : Number((BigInt(need) * BigInt(spec.addMultiplier.den) ** BigInt(k) + BigInt(spec.addMultiplier.num) ** BigInt(k) - 1n) / BigInt(spec.addMultiplier.num) ** BigInt(k));
    base = Math.max(base + 1, raised);
  }
}

/** Largest base in [lo, hi] passing `ok` (assumed true at lo and true-then-false above it). */
function largest(lo: number, hi: number, ok: (q: number) => boolean): number {
  while (lo < hi) {
    const mid = lo + Math.ceil((hi - lo) / 2);
    if (ok(mid)) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

const failVerdict: Record<SimFailure, MartingaleCheckCode> = {
  order_min: 'F_MART_LIMIT_CHECK_CODE_F_MART_ADD_POSITION_NUM_TOO_HIGH',
  order_max: 'F_MART_LIMIT_CHECK_CODE_F_MART_ADD_POSITION_NUM_TOO_HIGH',
  risk_limit: 'F_MART_LIMIT_CHECK_CODE_F_MART_LEVERAGE_TOO_HIGH',
  trigger: 'F_MART_LIMIT_CHECK_CODE_F_MART_PRICE_FLOAT_PERCENT_TOO_HIGH',
};

/**
 * Largest base size whose round at `startTicks` is valid and needs at most
 * `budget` (0 when not even the smallest fits). The round's needs grow
 * about linearly with the base, so the search starts from the smallest
 * round scaled to the budget and gallops from there to the exact answer
 * (binary search over the exact test, a few plays of the round).
 */
export function baseLotsFor(c: FuturesContract, spec: RoundSpec, startTicks: number, budget: number): number {
  const { base, sim } = smallestBase(c, spec, startTicks);
  if (!sim.ok || sim.needed > budget) return 0;
  return baseWithin(c, spec, startTicks, budget, base, sim.needed, upperBase(c.market, spec, startTicks, budget));
}

/**
 * Largest base in [lo, hi] whose round is valid and needs ≤ budget, given
 * that `lo` (needing `loNeeded`) does: secant steps q × budget / needed(q)
 * (a round's needs are about proportional to its base, better so the larger
 * the base: rounding the adds to lots matters less), then a gallop from the
 * last guess to the exact boundary.
 */
function baseWithin(c: FuturesContract, spec: RoundSpec, startTicks: number, budget: number, lo: number, loNeeded: number, hi: number): number {
  const needed = (q: number): number => {
    const s = simulateRound(c, spec, startTicks, q);
    return s.ok ? s.needed : Number.POSITIVE_INFINITY;
  };
  const fits = (q: number): boolean => needed(q) <= budget;
  if (hi <= lo) return lo;
  let q = lo;
  let need = loNeeded;
  for (let i = 0; i < 4; i++) {
    const next = Math.min(hi, Math.max(lo, Math.floor((q * budget) / need)));
    if (next === q) break;
    const n = needed(next);
    if (!Number.isFinite(n)) break;
    q = next;
    need = n;
  }
  if (need > budget) {
    // gallop down to a base that fits
    let bad = q;
    for (let step = 1; ; step *= 2) {
      const x = Math.max(lo, bad - step);
      if (x === lo || fits(x)) return largest(x, bad - 1, fits);
      bad = x;
    }
  }
  // `q` fits: gallop up to one that does not
  let good = q;
  for (let step = 1; ; step *= 2) {
    const x = Math.min(hi, good + step);
    if (x === good) return good;
    if (!fits(x)) return largest(good, x - 1, fits);
    good = x;
  }
}

/** A base size no valid round of at most `budget` exceeds: the initial order's own maximum and margin alone. */
function upperBase(m: MarketRules, spec: RoundSpec, startTicks: number, budget: number): number {
  const byMargin = mulDivCeil(budget, spec.leverageE2, 100 * startTicks * m.unitsPerTickLot);
  return Math.max(1, Math.min(maxLotsAt(m, startTicks), byMargin));
}

/**
 * The worst-case plan of a round of `spec` started at `startTicks` for an
 * initial margin of `initMargin` quote units (module comment).
 */
export function planRound(c: FuturesContract, spec: RoundSpec, startTicks: number, initMargin: number): MartingalePlan {
  const none = (verdict: MartingaleCheckCode, maxLeverageE2 = 0): MartingalePlan => ({
    verdict,
    startTicks,
    baseLots: 0,
    steps: [],
    margin: 0,
    fees: 0,
    needed: 0,
    peakValue: 0,
    liquidatedBeforeAdd: null,
    minInitMargin: 0,
    maxInitMargin: 0,
    maxInitMarginBy: 'order_size',
    maxLeverageE2,
  });
  const small = smallestBase(c, spec, startTicks);
  if (!small.sim.ok) return none(failVerdict[small.sim.why], small.sim.maxLeverageE2);
  const minNeeded = small.sim.needed;
  // the largest round the order rules and risk limit allow (FM-1 init_margin.max)
  const cap = maxLotsAt(c.market, startTicks);
  const structural = largest(small.base, Math.max(small.base, cap), (q) => simulateRound(c, spec, startTicks, q).ok);
  const maxSim = simulateRound(c, spec, startTicks, structural);
  const maxNeeded = maxSim.ok ? maxSim.needed : minNeeded;
  const beyond = simulateRound(c, spec, startTicks, structural + 1);
  const maxInitMarginBy = !beyond.ok && beyond.why === 'risk_limit' ? 'risk_limit' : 'order_size';
  let base = small.base;
  let sim: Sim = small.sim;
  let verdict: MartingaleCheckCode = MARTINGALE_CHECK_SUCCESS;
  if (initMargin < minNeeded) verdict = 'F_MART_LIMIT_CHECK_CODE_F_MART_INIT_MARGIN_TOO_LOW';
  else if (initMargin > maxNeeded) verdict = 'F_MART_LIMIT_CHECK_CODE_F_MART_INIT_MARGIN_TOO_HIGH';
  else {
    // the very search each live round start runs (core.ts), so the plan's base is the first round's
    base = baseLotsFor(c, spec, startTicks, initMargin);
    sim = simulateRound(c, spec, startTicks, base);
  }
  if (!sim.ok) return none(failVerdict[sim.why], sim.maxLeverageE2); // not reached: `base` passed the same test
  const liquidated = liquidatedBeforeAdd(spec.mode, sim.steps);
  if (verdict === MARTINGALE_CHECK_SUCCESS && liquidated !== null) verdict = 'F_MART_LIMIT_CHECK_CODE_F_MART_LIQUIDATION_BEFORE_LAST_ADD';
  const cr = closeRules(c.market);
  let fees = 0;
  let margin = 0;
  const steps = sim.steps.map((s): MartingalePlanStep => {
    fees += s.fee;
    margin += s.margin;
    return {
      index: s.index,
      priceTicks: s.priceTicks,
      lots: s.lots,
      liquidity: s.liquidity,
      margin: s.margin,
      fee: s.fee,
      positionLots: s.position.lots,
      positionCost: s.position.cost,
      averagePrice: averageEntryPrice(c, s.position),
      liqTicks: s.position.liqTicks,
      tpTicks: takeProfitTicks(cr, spec.mode, s.position.lots, s.position.cost, fees, 0, spec.roundTp, margin),
      needed: s.needed,
    };
  });
  return {
    verdict,
    startTicks,
    baseLots: base,
    steps,
    margin,
    fees,
    needed: sim.needed,
    peakValue: sim.peakValue,
    liquidatedBeforeAdd: liquidated,
    minInitMargin: minNeeded,
    maxInitMargin: maxNeeded,
    maxInitMarginBy,
    maxLeverageE2: 0,
  };
}
