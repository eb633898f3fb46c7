/**
 * Property tests of the futures core (fast-check, fixed seeds, 10,000 runs
 * each; every run is a few dozen operations so a file takes seconds).
 *
 * Each run draws a contract (tick/lot sizes with unitsPerTickLot 1 … 100,
 * maker/taker fees, one to three risk tiers, with or without maintenance
 * deductions), a leverage allowed by the first tier, a start price, and a
 * random sequence of operations: fills (open, add, reduce, close, flip; maker
 * or taker, around the mark), margin added and withdrawn, funding at random
 * rates, mark moves along short paths, and mark probes placed right at the
 * liquidation price ± 2 ticks. After every operation and every mark point the
 * position is checked for liquidation, as the simulator and backtests do.
 *
 * Checked against independent bigint arithmetic written here (not the
 * engine's own helpers):
 * - conservation: wallet + margin = deposit + realised + funding − fees −
 *   insurance, exactly, with the counters equal to the sums of what each
 *   operation returned; and realised + unrealised PnL = the trade cash flow
 *   (Σ sells − Σ buys, the liquidation engine's close at the trigger
 *   included) + open size × mark;
 * - safety: no open position is ever at or below maintenance margin
 *   (equity at the mark ≤ MM) without having been liquidated;
 * - timing: the liquidation fires at the first mark point that reaches the
 *   displayed estimate (long ≤, short ≥), never at an earlier point, and the
 *   estimate is the exact liquidation point rounded toward the entry by less
 *   than one tick;
 * - pre-trade: the estimate for a planned set of fills equals the trigger of
 *   the same fills applied whole, and is within one tick of the trigger (and
 *   of the realised liquidation point on a tick-by-tick mark walk) when the
 *   fills arrive split into partial fills.
 */
import fc from 'fast-check';
import { unitsToDecimal } from '../core/decimal';
import { compileContract, FuturesError, type ContractRules, type FuturesContract, type RiskTierInput } from './contract';
import { settleFunding } from './funding';
import {
  LIQ_NEVER,
  addMargin,
  applyFill,
  estimateLiquidation,
  flatPosition,
  liquidate,
  liquidationHit,
  maxWithdrawableMargin,
  reduceMargin,
  requiredInitialMargin,
  unrealisedPnl,
  type FuturesFill,
  type FuturesPosition,
} from './position';

const RUNS = 10_000;
const MAX_TICKS = 2 ** 31 - 1;

const SIZES: readonly (readonly [string, string])[] = [
  ['0.1', '0.001'], // u = 1
  ['0.01', '0.01'], // u = 1
  ['0.0001', '1'], // u = 1
  ['0.05', '0.01'], // u = 5
  ['0.000001', '100'], // u = 100
];

const contractArb = fc
  .record({
    size: fc.integer({ min: 0, max: SIZES.length - 1 }),
    maker: fc.constantFrom('0', '0.0001', '0.0002'),
    taker: fc.constantFrom('0.00055', '0.0006', '0.001'),
    imr: fc.constantFrom(100, 200, 500, 1000, 2000),
    mmrPct: fc.integer({ min: 10, max: 100 }),
    tiers: fc.integer({ min: 1, max: 3 }),
    // first tier limit in quote units, log-uniform over 10^5 … 9 × 10^12
    limitExp: fc.integer({ min: 5, max: 12 }),
    limitMant: fc.integer({ min: 1, max: 9 }),
    deduct: fc.boolean(),
  })
  .map((g) => {
    const [tickSize, lotSize] = SIZES[g.size];
    const quoteScale = (tickSize.split('.')[1] ?? '').length + (lotSize.split('.')[1] ?? '').length;
    const limit = g.limitMant * 10 ** g.limitExp;
    const tiers: RiskTierInput[] = [];
    let ded = 0;
    for (let i = 0; i < g.tiers; i++) {
      const imrE4 = g.imr * (1 + i);
      // a tier's MMR is a share of its IMR, so it grows with the tier
      const mmrE4 = Math.max(1, Math.floor((imrE4 * g.mmrPct) / 100));
      // deductions that keep MM continuous at each limit L: d_i = d_(i-1) + L × (MMR_i − MMR_(i-1))
      if (i > 0 && g.deduct) ded += Math.floor((limit * i * (mmrE4 - tiers[i - 1].mmrE4)) / 10_000);
      tiers.push({
        limit: unitsToDecimal(limit * (i + 1), quoteScale),
        imrE4,
        mmrE4,
        maxLeverageE2: Math.floor(1_000_000 / imrE4),
        ...(g.deduct && i > 0 ? { mmDeduction: unitsToDecimal(ded, quoteScale) } : {}),
      });
    }
    const rules: ContractRules = { tickSize, lotSize, minQty: lotSize, maxQty: '100000000', minNotional: '0', makerFee: g.maker, takerFee: g.taker, riskTiers: tiers };
    return rules;
  });

type Op =
  | { k: 'fill'; buy: boolean; lots: number; off: number; maker: boolean }
  | { k: 'add'; per: number }
  | { k: 'withdraw'; per: number }
  | { k: 'funding'; rate: number }
  | { k: 'move'; steps: number[] }
  | { k: 'probe'; d: number };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  { weight: 6, arbitrary: fc.record({ k: fc.constant('fill' as const), buy: fc.boolean(), lots: fc.integer({ min: 1, max: 3000 }), off: fc.integer({ min: -50, max: 50 }), maker: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ k: fc.constant('add' as const), per: fc.integer({ min: 1, max: 1000 }) }) },
  { weight: 1, arbitrary: fc.record({ k: fc.constant('withdraw' as const), per: fc.integer({ min: 0, max: 1000 }) }) },
  { weight: 1, arbitrary: fc.record({ k: fc.constant('funding' as const), rate: fc.integer({ min: -200_000, max: 200_000 }) }) },
  { weight: 4, arbitrary: fc.record({ k: fc.constant('move' as const), steps: fc.array(fc.integer({ min: -300, max: 300 }), { minLength: 1, maxLength: 6 }) }) },
  { weight: 2, arbitrary: fc.record({ k: fc.constant('probe' as const), d: fc.integer({ min: -2, max: 2 }) }) },
);

/** Independent exact view of a position: value, maintenance margin and the liquidation numerator over lots × u. */
function exact(c: FuturesContract, p: FuturesPosition) {
  const u = BigInt(c.market.unitsPerTickLot);
  const v = BigInt(p.cost) * u;
  let tier = c.tiers[c.tiers.length - 1];
  for (const t of c.tiers) {
    if (v <= BigInt(t.limit)) {
      tier = t;
      break;
    }
  }
  let mm = (v * BigInt(tier.mmrE4) + 9_999n) / 10_000n - BigInt(tier.mmDeduction);
  if (mm < 0n) mm = 0n;
  const den = BigInt(p.lots) * u;
  const m = BigInt(p.margin);
  const equity = (mark: number): bigint => m + (p.side === 'long' ? BigInt(p.lots) * BigInt(mark) * u - v : v - BigInt(p.lots) * BigInt(mark) * u);
  // long: liquidated when mark × den ≤ v + mm − m; short: when mark × den ≥ v − mm + m
  const num = p.side === 'long' ? v + mm - m : v - mm + m;
  let estimate: number;
  if (p.side === 'long') estimate = num <= 0n ? 0 : Number((num + den - 1n) / den);
  else estimate = num / den >= BigInt(LIQ_NEVER) ? LIQ_NEVER : Number(num / den);
  if (p.side === 'long' && estimate > MAX_TICKS) estimate = MAX_TICKS;
  return { mm, den, num, equity, estimate };
}

const clampTicks = (t: number): number => Math.min(MAX_TICKS, Math.max(1, Math.round(t)));

describe('futures core properties', () => {
  it(`conserves every coin, never leaves a position below maintenance margin, and liquidates at the first mark reaching the estimate (${RUNS} runs)`, () => {
    let totalLiquidations = 0;
    let endedOpen = 0;
    fc.assert(
      fc.property(
        contractArb,
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 1_000, max: 1_000_000 }),
        fc.array(opArb, { minLength: 1, maxLength: 30 }),
        (rules, levPick, startTicks, ops) => {
          const c = compileContract(rules);
          const u = c.market.unitsPerTickLot;
          const lev = 100 + (levPick % (c.tiers[0].maxLeverageE2 - 99));
          const DEPOSIT = 10 ** 15;
          let pos = flatPosition(c, lev);
          let wallet = DEPOSIT;
          let mark = startTicks;
          // sums of what the operations returned
          let sumRealised = 0;
          let sumFees = 0;
          let sumFunding = 0;
          let sumInsurance = 0;
          // trade cash flow: Σ sells − Σ buys (notional), bigint
          let cash = 0n;
          let liquidations = 0;

          const check = (where: string): void => {
            // conservation
            if (wallet + pos.margin !== DEPOSIT + pos.realisedPnl + pos.funding - pos.fees - pos.insurance) throw new Error(`ledger broken after ${where}`);
            if (pos.realisedPnl !== sumRealised || pos.fees !== sumFees || pos.funding !== sumFunding || pos.insurance !== sumInsurance) throw new Error(`counters differ from results after ${where}`);
            const signed = pos.side === 'long' ? BigInt(pos.lots) : pos.side === 'short' ? -BigInt(pos.lots) : 0n;
            if (BigInt(pos.realisedPnl) + BigInt(unrealisedPnl(c, pos, mark)) !== cash + signed * BigInt(mark) * BigInt(u)) throw new Error(`PnL does not match the trade cash flow after ${where}`);
            if (pos.margin < 0) throw new Error('negative margin');
            if (pos.side !== null) {
              const x = exact(c, pos);
              // not liquidated ⇒ strictly above maintenance margin
              if (x.equity(mark) <= x.mm) throw new Error(`below maintenance margin without liquidation after ${where}`);
              if (pos.liqTicks !== x.estimate) throw new Error(`trigger ${pos.liqTicks} ≠ independent estimate ${x.estimate}`);
              // the estimate is the exact point rounded toward the entry by less than a tick
              if (pos.side === 'long' && x.num > 0n && x.estimate < MAX_TICKS && !((BigInt(x.estimate) - 1n) * x.den < x.num && x.num <= BigInt(x.estimate) * x.den)) throw new Error('long estimate not the ceiling');
              if (pos.side === 'short' && x.estimate < LIQ_NEVER && !(BigInt(x.estimate) * x.den <= x.num && x.num < (BigInt(x.estimate) + 1n) * x.den)) throw new Error('short estimate not the floor');
            }
          };

          /** One mark point: liquidate when it reaches the estimate shown before it. */
          const markPoint = (p: number, where: string): void => {
            mark = p;
            if (pos.side !== null) {
              const est = exact(c, pos).estimate;
              const reaches = pos.side === 'long' ? p <= est : p >= est;
              const hit = liquidationHit(pos, p, p);
              if (hit !== reaches) throw new Error(`liquidation ${hit ? 'before' : 'after'} the mark reached the estimate (${where})`);
              if (hit) {
                const side = pos.side;
                const lots = pos.lots;
                const r = liquidate(c, pos);
                if (r.insurance < 0 || r.realisedPnl - r.insurance !== -r.marginLost || r.triggerTicks !== est) throw new Error('liquidation split wrong');
                // the liquidation engine's close at the trigger is a trade of the position
                const n = BigInt(lots) * BigInt(r.triggerTicks) * BigInt(u);
                cash += side === 'long' ? n : -n;
                sumRealised += r.realisedPnl;
                sumInsurance += r.insurance;
                wallet += r.walletDelta;
                pos = r.position;
                liquidations++;
              }
            }
            check(where);
          };

          check('start');
          for (const op of ops) {
            switch (op.k) {
              case 'fill': {
                const f: FuturesFill = { side: op.buy ? 'buy' : 'sell', lots: op.lots, ticks: clampTicks((mark * (10_000 + op.off)) / 10_000), liquidity: op.maker ? 'maker' : 'taker' };
                const before = pos;
                try {
                  const r = applyFill(c, pos, f);
                  pos = r.position;
                  wallet += r.walletDelta;
                  sumRealised += r.realisedPnl;
                  sumFees += r.fee;
                  const n = BigInt(f.lots) * BigInt(f.ticks) * BigInt(u);
                  cash += op.buy ? -n : n;
                  if (r.walletDelta !== r.marginReleased + r.realisedPnl - r.fee - r.marginPosted) throw new Error('wallet delta');
                } catch (e) {
                  if (!(e instanceof FuturesError) || e.code !== 'RISK_LIMIT') throw e;
                  if (pos !== before) throw new Error('refused fill changed the position');
                }
                markPoint(mark, 'fill');
                break;
              }
              case 'add': {
                if (pos.side === null) break;
                const amount = 1 + Math.floor((pos.margin * op.per) / 1000);
                const r = addMargin(c, pos, amount);
                pos = r.position;
                wallet += r.walletDelta;
                markPoint(mark, 'add margin');
                break;
              }
              case 'withdraw': {
                const max = maxWithdrawableMargin(c, pos, mark);
                const amount = Math.ceil((max * op.per) / 1000);
                if (amount === 0) break;
                const r = reduceMargin(c, pos, amount, mark);
                pos = r.position;
                wallet += r.walletDelta;
                if (amount === max && pos.margin + unrealisedPnl(c, pos, mark) < requiredInitialMargin(c, pos)) throw new Error('withdrew below initial margin');
                try {
                  reduceMargin(c, pos, maxWithdrawableMargin(c, pos, mark) + 1, mark);
                  throw new Error('withdrawal above the maximum accepted');
                } catch (e) {
                  if (!(e instanceof FuturesError)) throw e;
                }
                markPoint(mark, 'withdraw margin');
                break;
              }
              case 'funding': {
                const r = settleFunding(c, pos, mark, op.rate);
                const liqBefore = pos.liqTicks;
                pos = r.position;
                wallet += r.walletDelta;
                sumFunding += r.walletDelta;
                if (pos.liqTicks !== liqBefore) throw new Error('funding moved the liquidation price');
                if (r.walletDelta !== 0 && Math.sign(r.walletDelta) !== (pos.side === 'long' ? -Math.sign(op.rate) : Math.sign(op.rate))) throw new Error('funding sign');
                markPoint(mark, 'funding');
                break;
              }
              case 'move':
                for (const s of op.steps) markPoint(clampTicks((mark * (10_000 + s)) / 10_000), 'move');
                break;
              case 'probe':
                if (pos.side !== null && pos.liqTicks > 0 && pos.liqTicks < LIQ_NEVER) {
                  // walk tick by tick from 2 ticks outside the trigger to `d` ticks past it (d < 0: stop short of it)
                  const outside = pos.side === 'long' ? 1 : -1;
                  const trigger = pos.liqTicks;
                  for (let k = 2; k >= op.d && pos.side !== null; k--) markPoint(clampTicks(trigger + outside * k), 'probe');
                }
                break;
            }
          }
          totalLiquidations += liquidations;
          if (pos.side !== null) endedOpen++;
        },
      ),
      { numRuns: RUNS, seed: 20_261_123 },
    );
    // the runs exercised what they claim to: many liquidations, many positions still open at the end
    expect(totalLiquidations).toBeGreaterThan(RUNS / 5);
    expect(endedOpen).toBeGreaterThan(RUNS / 10);
  });

  it(`pre-trade estimate equals the realised trigger within one tick when the planned fills arrive in parts (${RUNS} runs)`, () => {
    const planArb = fc.record({
      rules: contractArb,
      levPick: fc.integer({ min: 0, max: 1_000_000 }),
      long: fc.boolean(),
      start: fc.integer({ min: 1_000, max: 300_000 }),
      fills: fc.array(fc.record({ lots: fc.integer({ min: 1, max: 500 }), step: fc.integer({ min: 0, max: 400 }), maker: fc.boolean(), parts: fc.array(fc.integer({ min: 1, max: 1000 }), { minLength: 0, maxLength: 3 }) }), { minLength: 1, maxLength: 8 }),
      extra: fc.integer({ min: 0, max: 1000 }),
    });
    let compared = 0;
    let refused = 0;
    fc.assert(
      fc.property(planArb, (g) => {
        const c = compileContract(g.rules);
        const lev = 100 + (g.levPick % (c.tiers[0].maxLeverageE2 - 99));
        // a grid / martingale: each add is `step` per 10,000 further against the position
        let price = g.start;
        const plan: FuturesFill[] = g.fills.map((f) => {
          const ticks = clampTicks(price);
          price = g.long ? price * (1 - f.step / 10_000) : price * (1 + f.step / 10_000);
          return { side: g.long ? 'buy' : 'sell', lots: f.lots, ticks, liquidity: f.maker ? 'maker' : 'taker' };
        });
        let est;
        try {
          est = estimateLiquidation(c, lev, plan);
        } catch (e) {
          if (!(e instanceof FuturesError) || e.code !== 'RISK_LIMIT') throw e;
          // the live position refuses the same fills at the same point
          let p = flatPosition(c, lev);
          try {
            for (const f of plan) p = applyFill(c, p, f).position;
          } catch (e2) {
            if (!(e2 instanceof FuturesError) || e2.code !== 'RISK_LIMIT') throw e2;
            refused++;
            return;
          }
          throw new Error('the estimate refused fills the position accepts');
        }
        const extra = Math.floor((est.marginPosted * g.extra) / 1000);
        if (extra > 0) est = estimateLiquidation(c, lev, plan, { extraMargin: extra });
        // whole fills: identical
        let whole = flatPosition(c, lev);
        for (const f of plan) whole = applyFill(c, whole, f).position;
        if (extra > 0) whole = addMargin(c, whole, extra).position;
        if (whole.liqTicks !== est.liqTicks) throw new Error(`estimate ${est.liqTicks} ≠ trigger after the same fills ${whole.liqTicks}`);
        // split fills: within one tick
        let live = flatPosition(c, lev);
        g.fills.forEach((f, i) => {
          let left = plan[i].lots;
          for (const w of f.parts) {
            const part = Math.min(left - 1, Math.max(1, Math.floor((plan[i].lots * w) / 1000)));
            if (part < 1) break;
            live = applyFill(c, live, { ...plan[i], lots: part }).position;
            left -= part;
          }
          live = applyFill(c, live, { ...plan[i], lots: left }).position;
        });
        if (extra > 0) live = addMargin(c, live, extra).position;
        if (Math.abs(live.liqTicks - est.liqTicks) > 1) throw new Error(`estimate ${est.liqTicks} vs trigger after partial fills ${live.liqTicks}`);
        // walk the mark tick by tick across the estimate; the live position liquidates within one tick of it
        if (est.liqTicks > 2 && est.liqTicks < MAX_TICKS - 3) {
          const dir = g.long ? -1 : 1;
          let realised = -1;
          for (let k = -3; k <= 3; k++) {
            const p = est.liqTicks + dir * k;
            if (liquidationHit(live, p, p)) {
              realised = p;
              break;
            }
          }
          if (realised === -1 || Math.abs(realised - est.liqTicks) > 1) throw new Error(`estimate ${est.liqTicks}, liquidated at ${realised}`);
          compared++;
        }
      }),
      { numRuns: RUNS, seed: 20_261_124 },
    );
    // most plans are compared on a mark walk; a good share exercise the refusal path
    expect(compared).toBeGreaterThan(RUNS / 3);
    expect(refused).toBeGreaterThan(RUNS / 10);
  });
});
