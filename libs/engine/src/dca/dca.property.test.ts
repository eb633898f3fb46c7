/**
 * DCA exactness, a fast-check property over 10 000 random bots from a fixed
 * seed (the same cases on every run).
 *
 * Reproducing a failure: fast-check prints the shrunk counterexample and a
 * line `{ seed: S, path: "P", endOnFailure: true }`; replay only that case with
 *   FC_SEED=S FC_PATH=P npx jest --config libs/engine/jest.config.js dca.property
 * (other switches: ../testing/property.ts).
 *
 * Each case draws 1–5 pairs, each with its own symbol rules (so quote scales
 * differ and the bot counts in the largest), price and per-round amount
 * (from below one minimum order to ~30 of them, often above the symbol's
 * largest order, so purchases split), a frequency, an optional cap
 * (max_invest_amount) and take profit, then up to 30 steps: time moves on by
 * up to three periods, every price moves, a spendable balance sometimes
 * limits the round, a pair is sometimes delisted. It closes with a random
 * mode and reason. After every transition it replays the events against an
 * independent ledger and checks:
 * - coins: the quote the bot took (`invested`) = Σ purchases' value + fees,
 *   in the common scale, exactly; per pair, lots bought = lots sold + lots
 *   held, and at the close the coins handed back are exactly those held;
 *   realised profit = Σ sales' proceeds − the cost of the cycles they closed;
 * - orders: every fill passes the symbol's tick, lot, min/max quantity and
 *   min/max notional rules, carries the exact notional and the taker fee
 *   rounded up; order refs only grow;
 * - spending: a round spends on a pair at most its amount and never more than
 *   what is left of the cap or of the spendable balance; what it buys is the
 *   largest quantity that executes within that (the next one costs more); a
 *   pair is skipped as below the minimum only when not even the smallest
 *   order fits; the bot never passes its cap, and closes as "reached max"
 *   only when no pair can place a minimum order with what is left;
 * - average cost: the engine's Σquote / Σbase equals the ledger's for the
 *   current cycle and lies between its cheapest and dearest purchase;
 * - take profit: a pair sells exactly when selling at the price returns its
 *   cost × (1 + TP) (never before its TP price, never missed at it), and
 *   books that profit;
 * - schedule: a round runs exactly when due; the next one is the first time
 *   on the bot's grid of periods after now;
 * - the transitions are pure (they run on deep-frozen states), every state is
 *   plain JSON, and a closed bot refuses to close again.
 */
import fc from 'fast-check';
import { pow10 } from '../core/decimal';
import { ExactRangeError } from '../core/int';
import { EngineInputError, type MarketRules, checkOrder, compileRules, fee, minLotsAt, quoteToUnits, unitsToQuote } from '../core/rules';
import { buyCost, marketBuyCost, marketSellProceeds, minExecutableLots } from '../common/orders';
import { arbSymbolRules } from '../testing/arbitraries';
import { assertProperty, propertyRuns, propertySize, check, checkRefused, expectEach, expectMinimums, frozenJson, same } from '../testing/property';
import { type DcaCloseMode, type DcaCloseReason, type DcaInput, type DcaState, type DcaStep, DCA_CLOSE_CODE, closeDca, createDca, dcaAverageCost, dcaTakeProfitPrice, delistDcaPair, stepDca } from './dca';

const FULL_RUNS = 10_000;
const RUNS = propertyRuns(FULL_RUNS);
const SEED = 0x0dca_2024;

// ---- the cases -------------------------------------------------------------

const arbPair = fc.record({
  rules: arbSymbolRules,
  priceTicks: fc.integer({ min: 5_000, max: 205_000 }),
  /** Per-round amount in percent of one minimum order's cost (below 100: the pair cannot buy). */
  amountPercent: fc.oneof({ arbitrary: fc.integer({ min: 100, max: 3_000 }), weight: 9 }, { arbitrary: fc.integer({ min: 10, max: 99 }), weight: 1 }),
});
const arbStep = fc.record({
  /** Time since the last step, in per-mille of a period (0 … 3 periods). */
  gapPermille: fc.integer({ min: 0, max: 3_000 }),
  /** One price move per pair, basis points. */
  moves: fc.array(fc.oneof(fc.integer({ min: -200, max: 200 }), fc.integer({ min: -2_000, max: 2_000 })), { minLength: 5, maxLength: 5 }),
  /** A spendable balance in percent of one round, sometimes. */
  availablePercent: fc.oneof({ arbitrary: fc.constant(null), weight: 4 }, { arbitrary: fc.integer({ min: 0, max: 150 }), weight: 1 }),
  delist: fc.oneof({ arbitrary: fc.constant(null), weight: 29 }, { arbitrary: fc.nat(4), weight: 1 }),
});
const arbScenario = fc.record({
  pairs: fc.array(arbPair, { minLength: 1, maxLength: 5 }),
  frequencyInSecond: fc.constantFrom(10, 60, 600, 3_600),
  /** The cap in percent of one round (≥ 100), or none. */
  capPercent: fc.oneof({ arbitrary: fc.constant(null), weight: 1 }, { arbitrary: fc.integer({ min: 100, max: 2_000 }), weight: 1 }),
  takeProfitPercent: fc.constantFrom(null, null, '0.001', '0.01', '0.05'),
  steps: fc.array(arbStep, { minLength: 1, maxLength: 30 }),
  closeMode: fc.constantFrom<DcaCloseMode>('DCA_BASE_MODE', 'DCA_QUOTE_MODE'),
  closeReason: fc.constantFrom<DcaCloseReason>('MANUALLY', 'USER_BANNED', 'SYMBOL_DELISTED'),
});
type Scenario = typeof arbScenario extends fc.Arbitrary<infer T> ? T : never;

const BASES = ['A', 'B', 'C', 'D', 'E'];
const bp = (ticks: number, b: number): number => Math.min(2_000_000_000, Math.max(1, Math.round((ticks * (10_000 + b)) / 10_000)));

/** The creation input: amounts from one minimum order's cost; the cap in the first pair's quote units (the API's). */
function inputOf(sc: Scenario): { input: DcaInput; markets: MarketRules[] } {
  const markets = sc.pairs.map((p) => compileRules(p.rules));
  const amounts = sc.pairs.map((p, i) => {
    const m = markets[i];
    const min = buyCost(m, p.priceTicks, minLotsAt(m, p.priceTicks));
    return Math.max(1, m.minNotionalUnits, Math.floor((min * p.amountPercent) / 100));
  });
  const scale = Math.max(...markets.map((m) => m.quoteScale));
  const round = amounts.reduce((a, u, i) => a + BigInt(u) * pow10(scale - markets[i].quoteScale), 0n);
  let maxInvestAmount: string | undefined;
  if (sc.capPercent !== null) {
    const unit0 = pow10(scale - markets[0].quoteScale);
    const cap = (round * BigInt(sc.capPercent) + 100n * unit0 - 1n) / (100n * unit0);
    maxInvestAmount = unitsToQuote(markets[0], Number(cap));
  }
  return {
    markets,
    input: {
      frequencyInSecond: sc.frequencyInSecond,
      quoteCoin: 'USDT',
      pairs: sc.pairs.map((p, i) => ({ base: BASES[i], amount: unitsToQuote(markets[i], amounts[i]), rules: p.rules })),
      maxInvestAmount,
      takeProfitPercent: sc.takeProfitPercent ?? undefined,
    },
  };
}

// ---- the independent ledger ------------------------------------------------

interface PairBook {
  /** Current cycle: value, fees, lots bought; the prices paid. */
  spent: number;
  fees: number;
  lots: number;
  minPx: number;
  maxPx: number;
  totalSpent: number;
  totalLots: number;
  sold: number;
  realised: number;
  cycles: number;
}

const seen = { cases: 0, created: 0, buys: 0, splitBuys: 0, sells: 0, takeProfits: 0, rounds: 0, skipped: {} as Record<string, number>, closedBy: {} as Record<string, number> };

class Ledger {
  invested = 0;
  maxRef = 0;
  readonly pairs: PairBook[];

  constructor(s: DcaState) {
    this.pairs = s.pairs.map(() => ({ spent: 0, fees: 0, lots: 0, minPx: Infinity, maxPx: 0, totalSpent: 0, totalLots: 0, sold: 0, realised: 0, cycles: 0 }));
  }

  private unit(s: DcaState, i: number): number {
    return Number(pow10(s.scale - s.pairs[i].market.quoteScale));
  }

  /** Replays one transition from `prev` at `time` with `prices`; `available` is the spendable balance in common units. */
  step(prev: DcaState, r: DcaStep, time: number, prices: Readonly<Record<string, number>>, available: number, closing: boolean): void {
    const s = r.state;
    const index = new Map(prev.pairs.map((p, i) => [p.symbol, i]));
    const bought = prev.pairs.map(() => ({ cost: 0, lots: 0, fills: 0 }));
    const proceeds = prev.pairs.map(() => 0);
    const skipped = new Set<string>();
    let roundSpent = 0;
    let investedBefore = this.invested;
    const due = !closing && prev.status === 'RUNNING' && time >= prev.nextBuyAt;
    for (const e of r.events) {
      const i = e.type === 'closed' ? -1 : index.get(e.symbol);
      check(i !== undefined, () => `an event for an unknown pair: ${JSON.stringify(e)}`);
      if (e.type === 'order_filled') {
        const p = prev.pairs[i!];
        const m = p.market;
        check(checkOrder(m, e.priceTicks, e.lots) === null, () => `fill breaks the rules: ${checkOrder(m, e.priceTicks, e.lots)} ${JSON.stringify(e)}`);
        same([e.notional, e.fee, e.priceTicks], [e.priceTicks * e.lots * m.unitsPerTickLot, fee(e.notional, m.taker), prices[p.symbol]], 'fill value, taker fee, price');
        check(e.ref > this.maxRef, () => `order ref ${e.ref} after ${this.maxRef}`);
        this.maxRef = e.ref;
        const b = this.pairs[i!];
        if (e.side === 'buy') {
          check(due, 'a purchase outside a due round');
          seen.buys++;
          b.spent += e.notional;
          b.fees += e.fee;
          b.lots += e.lots;
          b.totalSpent += e.notional;
          b.totalLots += e.lots;
          b.minPx = Math.min(b.minPx, e.priceTicks);
          b.maxPx = Math.max(b.maxPx, e.priceTicks);
          bought[i!].cost += e.notional + e.fee;
          bought[i!].lots += e.lots;
          bought[i!].fills++;
          const cost = (e.notional + e.fee) * this.unit(prev, i!);
          this.invested += cost;
          roundSpent += cost;
        } else {
          seen.sells++;
          proceeds[i!] += e.notional - e.fee;
          b.sold += e.lots;
        }
      } else if (e.type === 'take_profit') {
        const b = this.pairs[i!];
        same([e.profit], [proceeds[i!] - b.spent - b.fees], 'take profit books proceeds − the cycle cost');
        const tp = prev.tpRate!;
        // exactly when the sale returns cost × (1 + TP)
        check(BigInt(proceeds[i!]) * BigInt(tp.den) >= BigInt(b.spent + b.fees) * BigInt(tp.den + tp.num), 'take profit before its target');
        check(prices[e.symbol] >= dcaTakeProfitPrice(prev, prev.pairs[i!]), 'take profit below its TP price');
        b.realised += e.profit;
        b.cycles++;
        Object.assign(b, { spent: 0, fees: 0, lots: 0, minPx: Infinity, maxPx: 0 });
        proceeds[i!] = 0;
        seen.takeProfits++;
      } else if (e.type === 'buy_skipped') {
        check(due, 'a skip outside a due round');
        skipped.add(e.symbol);
        seen.skipped[e.reason] = (seen.skipped[e.reason] ?? 0) + 1;
        const p = prev.pairs[i!];
        const m = p.market;
        const px = prices[p.symbol];
        const unit = this.unit(prev, i!);
        const spend = prev.maxInvest >= 0 ? Math.min(p.amount, Math.floor((prev.maxInvest - investedBefore) / unit)) : p.amount;
        if (e.reason === 'symbol_delisted') check(p.delisted, 'skipped as delisted while listed');
        else if (e.reason === 'below_min_order') {
          const x = minExecutableLots(m, px, minLotsAt(m, px));
          check(!Number.isFinite(x) || marketBuyCost(m, px, x) > spend, 'skipped as below the minimum while a minimum order fits');
        }
      } else {
        seen.closedBy[e.reason] = (seen.closedBy[e.reason] ?? 0) + 1;
        same([e.closeCode, s.closeCode, s.closeReason, s.closeMode], [DCA_CLOSE_CODE[e.reason], DCA_CLOSE_CODE[e.reason], e.reason, e.closeMode], 'closed event and state');
        e.returned.forEach((x, j) => {
          const b = this.pairs[j];
          // a sale at the close realises the cycle (its cost figures stay, as the engine keeps them)
          if (proceeds[j] > 0) b.realised += proceeds[j] - b.spent - b.fees;
          same([x.symbol, x.lots, x.quote], [s.pairs[j].symbol, b.totalLots - b.sold, proceeds[j]], 'handed back: the coins held and the sale');
        });
        if (e.reason === 'REACHED_MAX') {
          // no pair could place a minimum order with what is left
          const left = s.maxInvest - this.invested;
          s.pairs.forEach((p, j) => {
            const px = prices[p.symbol];
            check(p.delisted || buyCost(p.market, px, minLotsAt(p.market, px)) * this.unit(s, j) > left, 'closed as reached max while a pair could still buy');
          });
        }
      }
      investedBefore = this.invested;
    }
    // what each purchase bought: at most the amount, the cap, the balance, and the most that executes within that
    if (due) {
      seen.rounds++;
      investedBefore = this.invested - roundSpent;
      let budget = available;
      prev.pairs.forEach((p, i) => {
        if (p.delisted) return;
        const m = p.market;
        const px = prices[p.symbol];
        const unit = this.unit(prev, i);
        const spend = prev.maxInvest >= 0 ? Math.min(p.amount, Math.floor((prev.maxInvest - investedBefore) / unit)) : p.amount;
        const got = bought[i];
        if (got.lots > 0) {
          if (got.fills > 1) seen.splitBuys++;
          same([got.cost], [marketBuyCost(m, px, got.lots)], 'a purchase costs what it executes as');
          check(got.cost <= spend && got.cost * unit <= budget, 'a purchase beyond the amount, the cap or the balance');
          const next = minExecutableLots(m, px, got.lots + 1);
          check(!Number.isFinite(next) || marketBuyCost(m, px, next) > spend, 'a purchase smaller than the amount allows');
          budget -= got.cost * unit;
          investedBefore += got.cost * unit;
        } else check(skipped.has(p.symbol), 'a pair neither bought nor skipped');
      });
      check(s.rounds === prev.rounds + 1, 'one round per due step');
      const f = prev.frequencyMs;
      same([s.nextBuyAt], [prev.nextBuyAt + f * (Math.floor((time - prev.nextBuyAt) / f) + 1)], 'the next round: the first grid time after now');
      check(s.nextBuyAt > time && (s.nextBuyAt - s.createdAt) % f === 0, 'the schedule stays on its grid');
    } else same([s.rounds, s.nextBuyAt], [prev.rounds, prev.nextBuyAt], 'no round before it is due');
    // a take profit happens exactly when selling at the price reaches the target
    if (!closing && prev.status === 'RUNNING' && prev.tpRate !== null)
      prev.pairs.forEach((p) => {
        if (p.delisted || p.lots <= 0) return;
        const tp = prev.tpRate!;
        const reaches = BigInt(marketSellProceeds(p.market, prices[p.symbol], p.lots)) * BigInt(tp.den) >= BigInt(p.spent + p.buyFees) * BigInt(tp.den + tp.num);
        check(reaches === r.events.some((e) => e.type === 'take_profit' && e.symbol === p.symbol), () => `take profit ${reaches ? 'missed' : 'early'} on ${p.symbol}`);
      });
    this.checkState(s);
  }

  private checkState(s: DcaState): void {
    check(frozenJson(s), 'the state is plain JSON');
    same([s.invested], [this.invested], 'invested = Σ purchases (value + fee) in the common scale');
    if (s.maxInvest >= 0) check(s.invested <= s.maxInvest, 'spent beyond max_invest_amount');
    s.pairs.forEach((p, i) => {
      const b = this.pairs[i];
      same(
        [p.spent, p.buyFees, p.lots, p.totalSpent, p.totalLots, p.realisedProfit, p.cycles],
        [b.spent, b.fees, b.totalLots - b.sold, b.totalSpent, b.totalLots, b.realised, b.cycles],
        `pair ${p.symbol}: cycle, lifetime, realised`,
      );
      const avg = dcaAverageCost(p);
      if (p.lots === 0) check(avg === null, 'no average without coins');
      else {
        // Σquote / Σbase of the cycle, between its cheapest and dearest purchase
        same([avg!.num, avg!.den], [BigInt(b.spent), BigInt(b.lots) * BigInt(p.market.unitsPerTickLot)], `pair ${p.symbol}: average cost`);
        check(BigInt(b.minPx) * avg!.den <= avg!.num && avg!.num <= BigInt(b.maxPx) * avg!.den, 'average cost outside the prices paid');
      }
    });
  }
}

// ---- the property ----------------------------------------------------------

function run(sc: Scenario): void {
  seen.cases++;
  const { input, markets } = inputOf(sc);
  let s: DcaState;
  try {
    s = createDca(input, 0);
  } catch (e) {
    // a cap past 2^53 units of the common scale is refused by design (see the next check for what a run may spend)
    if (e instanceof ExactRangeError) return;
    throw e;
  }
  const roundCommon = s.pairs.reduce((a, p) => a + p.amount * Number(pow10(s.scale - p.market.quoteScale)), 0);
  // every step may buy one round: a case that could pass 2^53 units is out of the engine's range, not a case to run
  if (roundCommon * (sc.steps.length + 1) > Number.MAX_SAFE_INTEGER) return;
  seen.created++;
  check(frozenJson(s), 'the state is plain JSON');
  const ledger = new Ledger(s);
  const px = sc.pairs.map((p) => p.priceTicks);
  const prices = (): Record<string, number> => Object.fromEntries(s.pairs.map((p, i) => [p.symbol, px[i]]));
  let time = 0;
  for (const st of sc.steps) {
    if (s.status !== 'RUNNING') break;
    if (st.delist !== null && st.delist < s.pairs.length) {
      s = delistDcaPair(s, s.pairs[st.delist].symbol);
      check(frozenJson(s), 'the state is plain JSON');
    }
    time += Math.floor((s.frequencyMs * st.gapPermille) / 1_000);
    for (let i = 0; i < px.length; i++) px[i] = bp(px[i], st.moves[i]);
    const available = st.availablePercent === null ? undefined : Math.floor((roundCommon * st.availablePercent) / 100);
    const common = { ...markets[0], quoteScale: s.scale };
    const prev = s;
    const pr = prices();
    const r = stepDca(prev, time, pr, available === undefined ? undefined : unitsToQuote(common, available));
    ledger.step(prev, r, time, pr, available === undefined ? Infinity : quoteToUnits(common, unitsToQuote(common, available)), false);
    s = r.state;
  }
  if (s.status === 'RUNNING') {
    const prev = s;
    const pr = prices();
    const r = closeDca(prev, sc.closeMode, time + 1, pr, sc.closeReason);
    ledger.step(prev, r, time + 1, pr, Infinity, true);
    s = r.state;
  }
  same([s.status], ['COMPLETED'], 'closed at the end');
  checkRefused(() => closeDca(s, 'DCA_BASE_MODE', time + 2, prices()), EngineInputError, 'a closed bot closed again');
}

describe(`DCA exactness over ${RUNS} random bots (fast-check: ${propertySize(RUNS, FULL_RUNS, SEED)})`, () => {
  it('conserves every coin, keeps every order on the symbol rules, spends within amount, cap and balance, and takes profit exactly at its target', () => {
    const stats = assertProperty(arbScenario, run, { numRuns: RUNS, seed: SEED }, seen);
    // the random cases reach what the property is about
    if (stats === null) return;
    const n = stats.cases;
    expectMinimums(stats, { created: n * 0.95, buys: n * 5, splitBuys: n / 100, takeProfits: n / 20 });
    expectEach(stats.skipped, ['below_min_order', 'insufficient_balance', 'symbol_delisted'], n / 100);
    expectEach(stats.closedBy, ['MANUALLY', 'REACHED_MAX', 'SYMBOL_DELISTED', 'USER_BANNED'], n / 100);
  });
});
