/**
 * Martingale exactness, a fast-check property over 10 000 random bots from
 * a fixed seed (the same cases on every run; each run is a few dozen steps).
 *
 * Reproducing a failure: fast-check prints the shrunk counterexample and a
 * line `{ seed: S, path: "P", endOnFailure: true }`; replay only that case with
 *   FC_SEED=S FC_PATH=P npx jest --config libs/engine/jest.config.js martingale.property
 * (other switches: ../testing/property.ts).
 *
 * Each case draws a contract (tick and lot sizes with 1 … 100 quote units
 * per tick·lot, minimum and maximum order quantity and value, maker/taker
 * fees, one to three risk tiers), a start price, a bot (long or short, a
 * leverage the first tier allows, price float, multiplier, 1–5 adds, round
 * TP, SL or none, auto-cycle on or off, an entry price sometimes) and an
 * initial margin around what its smallest round needs (sometimes below it:
 * refused), then up to 24 steps: the last price moves (a few percent, now
 * and then much more) with a mark a little off it, or the mark alone probes
 * the liquidation price ± 2 ticks; funding fixes at random rates; margin
 * added now and then; a close at the end. After every transition it replays
 * the events against its own ledger and checks:
 * - conservation, to the unit: wallet + reserved + position margin =
 *   deposits + realised PnL + funding − fees − insurance, and each of those
 *   equals the sum of what the events say moved (fills, funding,
 *   liquidation, margin added); the replayed wallet and reserve equal the
 *   state's;
 * - adds: each add rests at the average cost moved by the price float
 *   (⌊avg × (1 − pf)⌋ for a long, ⌈avg × (1 + pf)⌉ for a short, at least a
 *   tick beyond the previous fill; computed here in bigint), with
 *   ⌊base × m^k⌋ lots, and fills exactly at that price, in the step of the
 *   first point at or past it (a resting add whose trigger the point reaches
 *   fills there unless the round ended first), never before;
 * - take profit: a round that ends by its take profit has made at least
 *   round TP × the margin its orders posted; other ends are stops (stop loss,
 *   liquidation, a close);
 * - the worst-case plan refusal: a bot is created, or refused with
 *   LIQUIDATION_BEFORE_LAST_ADD, exactly when no order's liquidation trigger
 *   in its plan reaches the next add's price (checked on the plan's steps);
 * - the plan: after each order of the first round (no margin added), the
 *   position's liquidation trigger is the one planMartingale estimated for
 *   it (within one tick; in fact equal), at the planned price and size;
 * - liquidation: it happens at a mark at or past the trigger, and no open
 *   position is left with the mark at or past its trigger;
 * - orders: every opening order passes the contract's tick, lot, min/max
 *   quantity and value rules; every closing order is whole lots on the tick
 *   within the largest order at its price (closing orders are exempt from the
 *   minimum order: exit.ts);
 * - the transitions are pure (they run on deep-frozen states), every state
 *   is plain JSON, and a completed bot refuses to close again;
 * - the liquidation watch (futures/risk-watch.ts; most cases run with a
 *   warning distance, many with the add guard): no add is placed or fills
 *   while the guard holds, a pause leaves no add resting, the flags after
 *   every transition are what a check at the state's mark says (so the guard
 *   never lets an add rest inside its distance), and warnings alternate
 *   with clears (raised once until the position is found outside again).
 */
import fc from 'fast-check';
import { unitsToDecimal } from '../core/decimal';
import { EngineStateError } from '../common/errors';
import { type MarketRules, checkOrder, maxLotsAt, ticksToPrice } from '../core/rules';
import { compileContract, type ContractRules, type FuturesContract, type RiskTierInput } from '../futures/contract';
import { liquidationHit, type FuturesPosition } from '../futures/position';
import { newRiskWatch, withinDistance } from '../futures/risk-watch';
import { parseRate } from '../core/rules';
import { assertProperty, propertyRuns, propertySize, check, checkRefused, expectEach, expectMinimums, frozenJson, same } from '../testing/property';
import { closeMartingale, createMartingale, planMartingale, stepMartingale, updateMartingale } from './martingale';
import type { MartingalePlan } from './plan';
import { validateMartingale } from './validate';
import type { MartingaleEvent, MartingaleInput, MartingaleState } from './types';

const FULL_RUNS = 10_000;
const RUNS = propertyRuns(FULL_RUNS);
const SEED = 0x3a27_2024;
const MAX_TICKS = 2 ** 31 - 1;

// ---- the cases -------------------------------------------------------------

const SIZES: readonly (readonly [string, string])[] = [
  ['0.1', '0.001'], // u = 1
  ['0.01', '0.01'], // u = 1
  ['0.5', '0.1'], // u = 5
  ['0.0001', '1'], // u = 1
  ['0.01', '10'], // u = 100 (coarse lots)
];

const arbContract = fc
  .record({
    size: fc.integer({ min: 0, max: SIZES.length - 1 }),
    minLots: fc.integer({ min: 1, max: 3 }),
    maxLots: fc.constantFrom(200, 20_000, 10_000_000),
    minNotional: fc.constantFrom('0', '1', '5'),
    maxNotional: fc.constantFrom('', '', '100000'),
    maker: fc.constantFrom('0', '0.0002'),
    taker: fc.constantFrom('0.00055', '0.001'),
    imr: fc.constantFrom(100, 200, 500),
    mmrPct: fc.integer({ min: 20, max: 80 }),
    tiers: fc.integer({ min: 1, max: 3 }),
    limitExp: fc.integer({ min: 4, max: 8 }),
  })
  .map((g) => {
    const [tickSize, lotSize] = SIZES[g.size];
    const lot = Number(lotSize);
    const tiers: RiskTierInput[] = [];
    for (let i = 0; i < g.tiers; i++) {
      const imrE4 = g.imr * (1 + i);
      tiers.push({ limit: String(10 ** g.limitExp * (i + 1)), imrE4, mmrE4: Math.max(1, Math.floor((imrE4 * g.mmrPct) / 100)), maxLeverageE2: Math.floor(1_000_000 / imrE4) });
    }
    const qty = (lots: number): string => unitsToDecimal(BigInt(lots) * BigInt(Math.round(lot * 10_000)), 4);
    const rules: ContractRules = {
      tickSize,
      lotSize,
      minQty: qty(g.minLots),
      maxQty: qty(g.maxLots),
      minNotional: g.minNotional,
      maxNotional: g.maxNotional,
      makerFee: g.maker,
      takerFee: g.taker,
      riskTiers: tiers,
    };
    return rules;
  });

const arbStep = fc.oneof(
  { weight: 8, arbitrary: fc.record({ k: fc.constant('move' as const), bps: fc.oneof({ weight: 6, arbitrary: fc.integer({ min: -400, max: 400 }) }, { weight: 1, arbitrary: fc.integer({ min: -2_500, max: 2_500 }) }), basis: fc.integer({ min: -30, max: 30 }) }) },
  { weight: 1, arbitrary: fc.record({ k: fc.constant('probe' as const), d: fc.integer({ min: -2, max: 2 }) }) },
  { weight: 1, arbitrary: fc.record({ k: fc.constant('funding' as const), rate: fc.oneof({ weight: 5, arbitrary: fc.integer({ min: -100_000, max: 100_000 }) }, { weight: 1, arbitrary: fc.integer({ min: 1_000_000, max: 30_000_000 }) }) }) },
  { weight: 1, arbitrary: fc.record({ k: fc.constant('margin' as const), per: fc.integer({ min: 1, max: 50 }) }) },
);

const arbCase = fc.record({
  contract: arbContract,
  startTicks: fc.integer({ min: 2_000, max: 400_000 }),
  mode: fc.constantFrom('long' as const, 'short' as const),
  /**
   * Leverage as a share of the first tier's maximum, per mille: mostly the
   * low end a martingale with several adds can survive (uniform up to 100×,
   * most plans liquidate before their last add and are refused), sometimes
   * anywhere (the refusals are checked too).
   */
  levPermille: fc.oneof({ weight: 3, arbitrary: fc.integer({ min: 0, max: 120 }) }, { weight: 1, arbitrary: fc.integer({ min: 0, max: 1_000 }) }),
  pf: fc.constantFrom('0.002', '0.005', '0.01', '0.02', '0.05', '0.1'),
  mult: fc.constantFrom('1', '1.1', '1.5', '2'),
  adds: fc.integer({ min: 1, max: 5 }),
  tp: fc.constantFrom('0.001', '0.01', '0.05', '0.2', '1'),
  sl: fc.constantFrom(null, null, '0.02', '0.1', '0.5'),
  autoCycle: fc.boolean(),
  /** Entry price offset in bps, or none. */
  entryBps: fc.oneof({ weight: 4, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: fc.integer({ min: -500, max: 500 }) }),
  /** Initial margin in percent of the smallest round's need (below 100: refused). */
  marginPercent: fc.oneof({ weight: 12, arbitrary: fc.integer({ min: 100, max: 3_000 }) }, { weight: 1, arbitrary: fc.integer({ min: 50, max: 99 }) }),
  steps: fc.array(arbStep, { minLength: 1, maxLength: 24 }),
  closeBps: fc.integer({ min: -300, max: 300 }),
  /** The liquidation watch: warning and guard distances (null: off). */
  alert: fc.constantFrom(null, '0.05', '0.1', '0.3'),
  guard: fc.constantFrom(null, null, '0.02', '0.05', '0.1', '0.3'),
});

// ---- the independent ledger ---------------------------------------------------

const seen = {
  cases: 0,
  created: 0,
  refused: 0,
  noRound: 0,
  liqRefused: 0,
  tooBig: 0,
  adds: 0,
  planChecked: 0,
  rounds: 0,
  autoRounds: 0,
  funding: 0,
  marginAdded: 0,
  entries: 0,
  warnings: 0,
  pauses: 0,
  resumes: 0,
  ends: { take_profit: 0, stop_loss: 0, liquidation: 0, closed: 0 } as Record<string, number>,
  stops: {} as Record<string, number>,
  refusals: {} as Record<string, number>,
};

const bp = (x: number, bps: number): number => Math.min(MAX_TICKS, Math.max(1, Math.round((x * (10_000 + bps)) / 10_000)));

/** The next add's trigger, computed here in bigint (types of the module comment). */
function expectedTrigger(mode: 'long' | 'short', cost: number, lots: number, prev: number, pf: string): number {
  const [i, f = ''] = pf.split('.');
  const num = BigInt(i + f);
  const den = 10n ** BigInt(f.length);
  const d = BigInt(lots) * den;
  if (mode === 'long') {
    const t = (BigInt(cost) * (den - num)) / d;
    return Math.min(Number(t), prev - 1);
  }
  const t = (BigInt(cost) * (den + num) + d - 1n) / d;
  return Math.max(Number(t), prev + 1);
}

function expectedLots(base: number, mult: string, k: number): number {
  const [i, f = ''] = mult.split('.');
  const num = BigInt(i + f);
  const den = 10n ** BigInt(f.length);
  return Number((BigInt(base) * num ** BigInt(k)) / den ** BigInt(k));
}

class Ledger {
  wallet: number;
  reserved = 0;
  deposits: number;
  realised = 0;
  fees = 0;
  funding = 0;
  insurance = 0;
  reserves = new Map<number, number>();
  /** The position as the last event left it (size, cost) and the last fill price of the round. */
  lots = 0;
  cost = 0;
  prevFill = 0;
  base = 0;
  marginAdded = false;
  round = 0;
  /** The watch's flags as the risk events left them. */
  warned = false;
  paused = false;

  constructor(
    readonly c: FuturesContract,
    readonly input: MartingaleInput,
    deposit: number,
    readonly plan: MartingalePlan,
  ) {
    this.wallet = deposit;
    this.deposits = deposit;
  }

  private closingOk(m: MarketRules, ticks: number, lots: number, all: number): boolean {
    const max = maxLotsAt(m, ticks);
    return Number.isSafeInteger(ticks) && ticks >= 1 && ticks <= MAX_TICKS && Number.isSafeInteger(lots) && lots >= 1 && (max >= 1 ? lots <= max : lots === all);
  }

  /** Replays one transition's events; `prev` is the state before, `point` the step's last price (null: none). */
  replay(prev: MartingaleState, events: readonly MartingaleEvent[], next: MartingaleState, point: { ticks: number; time: number } | null, mark: number | null): void {
    const m = this.c.market;
    const mode = this.input.mode;
    const restingAdd = prev.addOrder;
    let restingFilled = false;
    let restingCancelled = false;
    let roundEnded = false;
    let resumed = false;
    for (const e of events) {
      switch (e.type) {
        case 'round_started':
          this.base = e.baseLots;
          this.round = e.round;
          this.prevFill = e.priceTicks;
          seen.rounds++;
          if (e.round > 1) seen.autoRounds++;
          break;
        case 'entry_triggered':
          seen.entries++;
          break;
        case 'risk':
          if (e.signal === 'liq_warning') {
            check(!this.warned, 'a second warning without the position found outside between');
            this.warned = true;
            seen.warnings++;
          } else if (e.signal === 'liq_clear') {
            check(this.warned, 'a clear without a warning');
            this.warned = false;
          } else if (e.signal === 'adds_paused') {
            check(!this.paused, 'paused twice');
            this.paused = true;
            seen.pauses++;
          } else {
            check(this.paused, 'resumed without a pause');
            this.paused = false;
            resumed = true;
            seen.resumes++;
          }
          break;
        case 'order_placed':
          if (e.order === 'add') {
            check(!this.paused, 'an add was placed while the guard holds');
            const want = expectedTrigger(mode, this.cost, this.lots, this.prevFill, this.input.priceFloatPercent);
            check(e.priceTicks === want, () => `add ${e.addIndex} rests at ${e.priceTicks}, expected ${want}`);
            check(e.lots === expectedLots(this.base, this.input.addPositionPercent, e.addIndex), () => `add ${e.addIndex} of ${e.lots} lots`);
            this.wallet -= e.reserve;
            this.reserved += e.reserve;
            this.reserves.set(e.ref, e.reserve);
          }
          break;
        case 'order_cancelled':
          if (e.order === 'add') {
            const r = this.reserves.get(e.ref)!;
            this.wallet += r;
            this.reserved -= r;
            this.reserves.delete(e.ref);
            if (restingAdd !== null && e.ref === restingAdd.ref) restingCancelled = true;
          }
          break;
        case 'order_filled': {
          const f = e.fill;
          const r = e.result;
          if (f.kind === 'add') {
            const reserve = this.reserves.get(f.ref);
            check(reserve !== undefined, 'an add filled that was not resting');
            check(!this.paused, 'an add filled while the guard holds');
            check(reserve === r.marginPosted + r.fee, 'the add reserved exactly its margin and fee');
            this.wallet += reserve!;
            this.reserved -= reserve!;
            this.reserves.delete(f.ref);
            seen.adds++;
            if (restingAdd !== null && f.ref === restingAdd.ref) {
              restingFilled = true;
              check(f.priceTicks === restingAdd.priceTicks, 'the add fills at its own price');
            }
            // the first point at or past the trigger: the step's point is at or past it, at that point's time;
            // or the guard resumed with the last price already at or past it
            const reached = (t: number): boolean => (mode === 'long' ? t <= f.priceTicks : t >= f.priceTicks);
            check((point !== null && reached(point.ticks) && f.time === point.time) || (resumed && reached(next.lastTicks)), 'an add filled before the price reached it');
            check(f.liquidity === 'maker', 'adds are resting limit orders');
          }
          if (f.kind === 'initial' || f.kind === 'add') {
            check(checkOrder(m, f.priceTicks, f.lots) === null, () => `opening order ${f.lots} lots at ${f.priceTicks} breaks the rules: ${checkOrder(m, f.priceTicks, f.lots)}`);
            this.lots += f.lots;
            this.cost += f.lots * f.priceTicks;
            this.prevFill = f.priceTicks;
          } else {
            check(this.closingOk(m, f.priceTicks, f.lots, this.lots), () => `closing order ${f.lots} lots at ${f.priceTicks} breaks the rules`);
            check(f.liquidity === 'taker', 'closes are market orders');
          }
          check(r.fee === f.fee && r.walletDelta === r.marginReleased + r.realisedPnl - r.fee - r.marginPosted, 'fill result adds up');
          this.wallet += r.walletDelta;
          this.fees += r.fee;
          this.realised += r.realisedPnl;
          check(r.position.lots === (f.kind === 'initial' || f.kind === 'add' ? this.lots : r.position.lots), 'size follows the fills');
          if (!(f.kind === 'initial' || f.kind === 'add')) {
            this.lots = r.position.lots;
            this.cost = r.position.cost;
          }
          this.checkPlan(f.addIndex, f.kind, r.position, f.priceTicks, f.lots);
          break;
        }
        case 'funding':
          seen.funding++;
          this.wallet += e.result.walletDelta;
          this.funding += e.result.walletDelta;
          break;
        case 'margin_added':
          seen.marginAdded++;
          this.deposits += e.amount;
          if (e.result === null) this.wallet += e.amount;
          // either way the first round is no longer the plan's: a bigger wallet sizes it, a bigger margin moves its trigger
          this.marginAdded = true;
          break;
        case 'liquidated': {
          // at the step's mark, or (right after a fill) at the latest mark before it
          const at = { ...e.result.position, side: e.result.side, liqTicks: e.result.triggerTicks };
          check((mark !== null && liquidationHit(at, mark, mark)) || liquidationHit(at, prev.markTicks, prev.markTicks), 'liquidated before the mark reached the trigger');
          this.realised += e.result.realisedPnl;
          this.insurance += e.result.insurance;
          this.lots = 0;
          this.cost = 0;
          break;
        }
        case 'round_closed': {
          roundEnded = true;
          const r = e.round;
          seen.ends[r.end!]++;
          this.lots = 0;
          this.cost = 0;
          if (r.end === 'take_profit') {
            const tp = prev.config.roundTp;
            check(BigInt(r.profit) * BigInt(tp.den) >= BigInt(tp.num) * BigInt(r.marginPosted), () => `round ${r.no} took ${r.profit} < ${tp.num}/${tp.den} of ${r.marginPosted}`);
          }
          check(r.profit === r.realisedPnl - r.fees - r.insurance + r.funding, 'round profit adds up');
          break;
        }
        case 'closed':
          seen.stops[e.stopType] = (seen.stops[e.stopType] ?? 0) + 1;
          break;
        default:
          break;
      }
    }
    // a resting add whose trigger this step's point reached has filled, unless the round ended first
    if (restingAdd !== null && point !== null && (mode === 'long' ? point.ticks <= restingAdd.priceTicks : point.ticks >= restingAdd.priceTicks)) {
      check(restingFilled || restingCancelled || roundEnded, 'a resting add was passed without filling');
    }
    // the ledger, to the unit
    const p = next.position;
    same([next.wallet, next.reserved, next.deposits], [this.wallet, this.reserved, this.deposits], 'wallet, reserved, deposits');
    same([p.realisedPnl, p.fees, p.funding, p.insurance], [this.realised, this.fees, this.funding, this.insurance], 'position counters');
    check(next.wallet + next.reserved + p.margin === next.deposits + p.realisedPnl + p.funding - p.fees - p.insurance, 'conservation');
    // no open position is left with the mark at or past its trigger
    if (next.status === 'RUNNING' && p.side !== null) check(!liquidationHit(p, next.markTicks, next.markTicks), 'an open position sits past its liquidation price');
    // the watch: the flags are the events', and what a check at the state's mark says
    const w = next.risk;
    if (w !== undefined) {
      same([w.warned[0], w.paused[0]], [this.warned, this.paused], 'watch flags follow the events');
      if (next.status === 'RUNNING') {
        same([w.warned[0], w.paused[0]], [w.alert !== null && withinDistance(p, next.markTicks, w.alert), w.guard !== null && withinDistance(p, next.markTicks, w.guard)], 'watch flags at the mark');
        if (w.paused[0]) check(next.addOrder === null, 'an add rests while the guard holds');
      }
    }
  }

  /** After each order of the first round, the trigger is the plan's. */
  private checkPlan(index: number, kind: string, pos: FuturesPosition, ticks: number, lots: number): void {
    if (this.round !== 1 || this.marginAdded || (kind !== 'initial' && kind !== 'add')) return;
    const step = this.plan.steps[index];
    check(step !== undefined && step.priceTicks === ticks && step.lots === lots, () => `order ${index} of round 1 at ${ticks} × ${lots}, planned ${step?.priceTicks} × ${step?.lots}`);
    check(Math.abs(step.liqTicks - pos.liqTicks) <= 1, () => `liquidation after order ${index}: ${pos.liqTicks}, planned ${step.liqTicks}`);
    same([pos.liqTicks], [step.liqTicks], 'the plan’s liquidation estimate');
    seen.planChecked++;
  }
}

// ---- one case ----------------------------------------------------------------

type Case = typeof arbCase extends fc.Arbitrary<infer T> ? T : never;

function runCase(sc: Case): void {
  seen.cases++;
  const c = compileContract(sc.contract);
  const m = c.market;
  const start = sc.startTicks;
  const maxLev = c.maxLeverageE2;
  const levE2 = 100 + Math.floor(((maxLev - 100) * sc.levPermille) / 1_000);
  const entryTicks = sc.entryBps === null ? null : bp(start, sc.entryBps);
  const base: MartingaleInput = {
    mode: sc.mode,
    leverage: unitsToDecimal(levE2, 2),
    priceFloatPercent: sc.pf,
    addPositionPercent: sc.mult,
    addPositionNum: sc.adds,
    initMargin: '0',
    roundTpPercent: sc.tp,
    autoCycle: sc.autoCycle,
    ...(sc.sl === null ? {} : { slPercent: sc.sl }),
    ...(entryTicks === null ? {} : { entryPrice: ticksToPrice(m, entryTicks) }),
  };
  const market = { symbol: 'XUSDT', baseCoin: 'X', quoteCoin: 'USDT', lastPrice: ticksToPrice(m, start) };
  const limits = validateMartingale({ ...base, initMargin: undefined }, c, market);
  if (limits.init_margin.min === '') {
    seen.noRound++; // no valid round at all at these settings
    return;
  }
  const minNeeded = limits.plan!.minInitMargin;
  const margin = Math.floor((minNeeded * sc.marginPercent) / 100);
  if (margin > Number.MAX_SAFE_INTEGER / 1000) {
    seen.tooBig++;
    return;
  }
  const input: MartingaleInput = { ...base, initMargin: unitsToDecimal(margin, m.quoteScale) };
  const watch = sc.alert === null && sc.guard === null ? undefined : newRiskWatch(sc.alert === null ? null : parseRate(sc.alert, 'alert'), sc.guard === null ? null : parseRate(sc.guard, 'guard'));
  const created = createMartingale(input, c, market, 0, watch);
  const startAt = entryTicks ?? start;
  const code = created.ok ? null : created.limits.check_code;
  if (code === null || code === 'F_MART_LIMIT_CHECK_CODE_F_MART_LIQUIDATION_BEFORE_LAST_ADD') {
    // the worst-case plan refusal, checked on the plan's own steps: created ⇔ no liquidation trigger reaches the next add's
    const steps = planMartingale(input, c, startAt).steps;
    let reached = false;
    for (let k = 1; k < steps.length; k++) {
      const liq = steps[k - 1].liqTicks;
      if (sc.mode === 'long' ? liq >= steps[k].priceTicks : liq <= steps[k].priceTicks) reached = true;
    }
    check(reached === (code !== null), () => `plan ${reached ? 'liquidates' : 'survives'} before the last add, check code ${code ?? 'success'}`);
    if (reached) seen.liqRefused++;
  }
  if (!created.ok) {
    seen.refused++;
    const code = created.limits.check_code + (sc.marginPercent < 100 ? ' (below)' : '');
    seen.refusals[code] = (seen.refusals[code] ?? 0) + 1;
    if (sc.marginPercent < 100) same([created.limits.check_code], ['F_MART_LIMIT_CHECK_CODE_F_MART_INIT_MARGIN_TOO_LOW'], 'a margin below the smallest round');
    return;
  }
  check(sc.marginPercent >= 100, 'created below the smallest round');
  seen.created++;
  const plan = planMartingale(input, c, startAt);
  const ledger = new Ledger(c, input, margin, plan);
  let s = created.state;
  check(frozenJson(s), 'the state is plain JSON');
  ledger.replay({ ...s, addOrder: null, position: { ...s.position, side: null } }, created.events, s, { ticks: start, time: 0 }, null);
  let last = start;
  let time = 0;
  for (const st of sc.steps) {
    if (s.status === 'COMPLETED') break;
    time += 60_000;
    const prev = s;
    if (st.k === 'move') {
      last = bp(last, st.bps);
      const mark = bp(last, st.basis);
      const r = stepMartingale(prev, { last: [{ time, priceTicks: last }], marks: [{ time, priceTicks: mark }] });
      check(frozenJson(r.state), 'the state is plain JSON');
      ledger.replay(prev, r.events, r.state, { ticks: last, time }, mark);
      s = r.state;
    } else if (st.k === 'probe') {
      if (prev.position.side === null || prev.position.liqTicks < 1 || prev.position.liqTicks > MAX_TICKS - 3) continue;
      const mark = prev.position.liqTicks + st.d;
      const r = stepMartingale(prev, { marks: [{ time, priceTicks: mark }] });
      check(frozenJson(r.state), 'the state is plain JSON');
      const hit = liquidationHit(prev.position, mark, mark);
      check(hit === r.events.some((e) => e.type === 'liquidated'), () => `mark ${mark} against trigger ${prev.position.liqTicks}: liquidated ${!hit}`);
      ledger.replay(prev, r.events, r.state, null, mark);
      s = r.state;
    } else if (st.k === 'funding') {
      const instant = Math.ceil(time / 28_800_000) * 28_800_000;
      time = instant;
      const r = stepMartingale(prev, { funding: [{ time: instant, rateE8: st.rate, markTicks: prev.markTicks }] });
      check(frozenJson(r.state), 'the state is plain JSON');
      ledger.replay(prev, r.events, r.state, null, null);
      s = r.state;
    } else {
      const amount = unitsToDecimal(Math.max(1, Math.floor((margin * st.per) / 100)), m.quoteScale);
      const r = updateMartingale(prev, { addMargin: amount }, time);
      if (!r.ok) continue;
      check(frozenJson(r.state), 'the state is plain JSON');
      ledger.replay(prev, r.events, r.state, null, null);
      s = r.state;
    }
  }
  if (s.status !== 'COMPLETED') {
    const prev = s;
    const px = bp(last, sc.closeBps);
    const r = closeMartingale(prev, { priceTicks: px, time: time + 1 });
    ledger.replay(prev, r.events, r.state, null, null);
    s = r.state;
  }
  same([s.status, s.position.side, s.reserved], ['COMPLETED', null, 0], 'completed flat');
  checkRefused(() => closeMartingale(s, { priceTicks: last, time: time + 2 }), EngineStateError, 'a completed bot closed again');
}

describe(`martingale exactness over ${RUNS} random bots (fast-check: ${propertySize(RUNS, FULL_RUNS, SEED)})`, () => {
  it('conserves every unit, adds exactly at its triggers, never takes a round profit below target, liquidates where planned and keeps every order on the rules', () => {
    const stats = assertProperty(arbCase, runCase, { numRuns: RUNS, seed: SEED }, seen);
    if (stats === null) return;
    const n = stats.cases;
    expectMinimums(stats, {
      created: n * 0.6,
      refused: n / 50,
      liqRefused: n / 50,
      adds: n / 2,
      planChecked: n * 0.7,
      autoRounds: n,
      funding: n / 10,
      marginAdded: n / 10,
      entries: n / 50,
      warnings: n / 10,
      pauses: n / 20,
      resumes: n / 100,
    });
    expectEach(stats.ends, ['take_profit', 'stop_loss', 'liquidation', 'closed'], n / 100);
    expectEach(
      stats.stops,
      ['F_MART_BOT_STOP_TYPE_STOP_TYPE_BY_USER', 'F_MART_BOT_STOP_TYPE_STOP_TYPE_LIQUIDATION', 'F_MART_BOT_STOP_TYPE_STOP_TYPE_STOP_LOSS', 'F_MART_BOT_STOP_TYPE_STOP_TYPE_ROUND_TAKE_PROFIT', 'F_MART_BOT_STOP_TYPE_STOP_TYPE_ORDER_COST'],
      n / 1000,
    );
  });
});
