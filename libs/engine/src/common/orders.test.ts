import fc from 'fast-check';
import { type SymbolRules, checkOrder, compileRules, fee, maxLotsAt, minLotsAt } from '../core/rules';
import {
  buyCost,
  buyReserve,
  executable,
  fillAmounts,
  marketBuyCost,
  marketChunks,
  marketSellProceeds,
  maxBuyLots,
  maxMarketBuyLots,
  minMarketSellLots,
  minExecutableLots,
  minMarketSellPrice,
  minSellLots,
  minSellPrice,
  orderRate,
  sellProceeds,
} from './orders';

const rules: SymbolRules = { tickSize: '0.01', lotSize: '0.001', minQty: '0.001', maxQty: '5', minNotional: '1', maxNotional: '20000', makerFee: '0.001', takerFee: '0.002' };
const m = compileRules(rules);
/** Market rules drawn from realistic shapes (fee rates with up to 5 decimals). */
const arbMarket = fc
  .record({
    tickSize: fc.constantFrom('0.01', '0.1', '0.0001', '0.05', '1'),
    lotSize: fc.constantFrom('0.001', '0.0001', '1', '0.01'),
    makerFee: fc.constantFrom('0', '0.0002', '0.001'),
    takerFee: fc.constantFrom('0', '0.00075', '0.001', '0.002', '0.01'),
  })
  .map((r) => compileRules({ ...r, minQty: r.lotSize, maxQty: '1000000', minNotional: '0' }));
/** Markets whose largest order is small, so that market orders split. */
const arbSmallMax = fc
  .record({
    lotSize: fc.constantFrom('1', '0.01', '0.001'),
    minLots: fc.integer({ min: 1, max: 3 }),
    maxQty: fc.constantFrom('5', '7', '50'),
    minNotional: fc.constantFrom('0', '1'),
    maxNotional: fc.constantFrom('', '300', '5000'),
    takerFee: fc.constantFrom('0.00075', '0.001', '0.002'),
  })
  .map(({ minLots, lotSize, ...r }) =>
    compileRules({ ...r, tickSize: '0.01', lotSize, minQty: String(Number(lotSize) * minLots), makerFee: '0', maxNotional: r.maxNotional }),
  );

describe('orders and fills', () => {
  it('books fees in quote, rounded up: buys cost value + fee, sells return value − fee', () => {
    // 100.00 × 0.003 = 0.3 USDT = 30 000 units of 1e-5; taker 0.2 % = 60 units
    expect(fillAmounts(m, 10_000, 3, m.taker)).toEqual({ notional: 30_000, fee: 60 });
    expect(buyCost(m, 10_000, 3)).toBe(30_060);
    expect(sellProceeds(m, 10_000, 3)).toBe(29_940);
    expect(buyReserve(m, 10_000, 3)).toBe(30_030);
    // 0.01 × 0.001 = 1 unit: any fee rounds up to one unit
    expect(fillAmounts(m, 1, 1, m.maker)).toEqual({ notional: 1, fee: 1 });
    expect(orderRate(m, 'limit')).toBe(m.maker);
    expect(orderRate(m, 'market')).toBe(m.taker);
  });

  it('maxBuyLots is the largest quantity whose cost fits the budget', () => {
    fc.assert(
      fc.property(arbMarket, fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: -10, max: 5_000_000_000 }), (mk, ticks, budget) => {
        const x = maxBuyLots(mk, ticks, budget);
        if (budget <= 0) return x === 0;
        return x >= 0 && buyCost(mk, ticks, x) <= budget && buyCost(mk, ticks, x + 1) > budget;
      }),
      { numRuns: 2_000, seed: 20_240_941 },
    );
  });

  it('minSellLots is the smallest quantity whose proceeds reach the target', () => {
    fc.assert(
      fc.property(arbMarket, fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: -10, max: 5_000_000_000 }), (mk, ticks, target) => {
        const x = minSellLots(mk, ticks, target);
        if (target <= 0) return x === 0;
        return sellProceeds(mk, ticks, x) >= target && (x === 1 || sellProceeds(mk, ticks, x - 1) < target);
      }),
      { numRuns: 2_000, seed: 20_240_942 },
    );
  });

  it('minSellPrice is the lowest price whose proceeds reach a fractional target', () => {
    fc.assert(
      fc.property(arbMarket, fc.integer({ min: 1, max: 100_000 }), fc.bigInt({ min: 1n, max: 10n ** 15n }), fc.bigInt({ min: 1n, max: 10_000n }), (mk, lots, num, den) => {
        const p = minSellPrice(mk, lots, num, den);
        const reaches = (t: number): boolean => BigInt(sellProceeds(mk, t, lots)) * den >= num;
        return p >= 1 && reaches(p) && (p === 1 || !reaches(p - 1));
      }),
      { numRuns: 2_000, seed: 20_240_943 },
    );
  });

  it('prices a split market order as executed: each chunk pays its own rounded fee', () => {
    // 10 lots of 1 at 50.01 with maxQty 5: two orders of 5 each pay ceil(25.005) = 26, one order would pay ceil(50.01) = 51
    const split = compileRules({ tickSize: '0.01', lotSize: '1', minQty: '1', maxQty: '5', minNotional: '0', makerFee: '0', takerFee: '0.001' });
    expect(marketChunks(split, 5_001, 10)).toEqual([5, 5]);
    expect(buyCost(split, 5_001, 10)).toBe(50_010 + 51);
    expect(marketBuyCost(split, 5_001, 10)).toBe(50_010 + 52);
    expect(marketSellProceeds(split, 5_001, 10)).toBe(50_010 - 52);
    expect(maxMarketBuyLots(split, 5_001, 50_061)).toBe(9); // one order's price would have said 10
    expect(marketBuyCost(split, 5_001, 0)).toBe(0);
    fc.assert(
      fc.property(arbSmallMax, fc.integer({ min: 1, max: 100_000 }), fc.integer({ min: 1, max: 400 }), (mk, ticks, lots) => {
        const chunks = marketChunks(mk, ticks, lots);
        const cost = chunks.reduce((a, x) => a + buyCost(mk, ticks, x), 0);
        const proceeds = chunks.reduce((a, x) => a + sellProceeds(mk, ticks, x), 0);
        return marketBuyCost(mk, ticks, lots) === cost && marketSellProceeds(mk, ticks, lots) === proceeds && (chunks.length !== 1 || cost === buyCost(mk, ticks, lots));
      }),
      { numRuns: 2_000, seed: 20_240_945 },
    );
  });

  it('solves split market orders exactly: most lots a budget buys, fewest lots and lowest price a target needs', () => {
    fc.assert(
      // amounts up to 300 full orders (an order of millions of chunks is no market order)
      fc.property(arbSmallMax, fc.integer({ min: 1, max: 100_000 }), fc.integer({ min: 1, max: 300_000 }), (mk, ticks, permille) => {
        const amount = Math.max(1, Math.floor((buyCost(mk, ticks, Math.max(1, maxLotsAt(mk, ticks))) * permille) / 1_000));
        const min = minLotsAt(mk, ticks);
        const x = maxMarketBuyLots(mk, ticks, amount);
        // the most lots that execute and fit: the next executable quantity costs more than the budget
        const next = minExecutableLots(mk, ticks, Math.max(x + 1, min));
        const nextOver = !Number.isFinite(next) || marketBuyCost(mk, ticks, next) > amount;
        const buyOk = x < min ? nextOver : executable(mk, ticks, x) && marketBuyCost(mk, ticks, x) <= amount && nextOver;
        // the fewest lots that execute and reach the target: every smaller executable quantity falls short
        const y = minMarketSellLots(mk, ticks, amount);
        let sellOk = !Number.isFinite(y) ? maxLotsAt(mk, ticks) < min || sellProceeds(mk, ticks, maxLotsAt(mk, ticks)) <= 0 : executable(mk, ticks, y) && marketSellProceeds(mk, ticks, y) >= amount;
        for (let z = Math.max(min, (Number.isFinite(y) ? y : 0) - 3); sellOk && Number.isFinite(y) && z < y; z++) sellOk = marketSellProceeds(mk, ticks, z) < amount;
        return buyOk && sellOk;
      }),
      { numRuns: 2_000, seed: 20_240_946 },
    );
    fc.assert(
      fc.property(arbSmallMax, fc.integer({ min: 1, max: 2_000 }), fc.bigInt({ min: 1n, max: 10n ** 9n }), (mk, lots, num) => {
        const p = minMarketSellPrice(mk, lots, num, 3n);
        const reaches = (t: number): boolean => BigInt(marketSellProceeds(mk, t, lots)) * 3n >= num;
        if (!Number.isFinite(p)) return lots < mk.minQtyLots || mk.maxNotionalUnits >= 0;
        return reaches(p) && (p === 1 || !reaches(p - 1));
      }),
      { numRuns: 2_000, seed: 20_240_947 },
    );
  });

  it('splits a market order into the fewest valid chunks, as equal as possible', () => {
    // at 100 USDT maxQty binds (5 = 5 000 lots); at 10 000 USDT maxNotional does (20 000 / 10 000 = 2 = 2 000 lots)
    expect(marketChunks(m, 10_000, 12_000)).toEqual([4_000, 4_000, 4_000]);
    expect(marketChunks(m, 10_000, 5_001)).toEqual([2_501, 2_500]);
    expect(marketChunks(m, 1_000_000, 5_000)).toEqual([1_667, 1_667, 1_666]);
    expect(marketChunks(m, 10_000, 0)).toEqual([]);
    expect(marketChunks(m, 10, 1)).toEqual([]); // 0.1 × 0.001: below the 1 USDT minimum
    // maxNotional below one lot: nothing can be ordered at that price
    expect(marketChunks(compileRules({ ...rules, maxNotional: '0.001' }), 10_000, 5)).toEqual([]);
    // largest order 5.0015, smallest 5 (4 999 of 5 000 lots at 1.0003): 9 989 lots cannot be two valid orders
    const narrow = compileRules({ tickSize: '0.0001', lotSize: '0.001', minQty: '0.001', maxQty: '5', minNotional: '5', makerFee: '0', takerFee: '0.001' });
    expect(marketChunks(narrow, 10_003, 9_989)).toEqual([]);
    expect(minExecutableLots(narrow, 10_003, 9_989)).toBe(9_998);
    expect(marketChunks(narrow, 10_003, 9_998)).toEqual([4_999, 4_999]);
    expect(maxMarketBuyLots(narrow, 10_003, marketBuyCost(narrow, 10_003, 9_998) + 1)).toBe(9_998);
    expect(maxMarketBuyLots(narrow, 10_003, marketBuyCost(narrow, 10_003, 9_998) - 1)).toBe(5_000); // 5 001 … 9 997 do not execute
    expect(minExecutableLots(narrow, 10_003, 5_001)).toBe(9_998);
    fc.assert(
      // up to 40 chunks' worth at any price
      fc.property(fc.integer({ min: 100, max: 10_000_000 }), fc.integer({ min: 1, max: 40_000 }), (ticks, per1000) => {
        const lots = Math.max(1, Math.floor((per1000 * maxLotsAt(m, ticks)) / 1000));
        const chunks = marketChunks(m, ticks, lots);
        const max = maxLotsAt(m, ticks);
        const k = Math.ceil(lots / max);
        // executes iff the fewest orders can each be valid: k·min ≤ lots (≤ k·max by the choice of k)
        if (lots < minLotsAt(m, ticks) || max < minLotsAt(m, ticks) || lots < k * minLotsAt(m, ticks)) return chunks.length === 0 && !executable(m, ticks, lots);
        return (
          executable(m, ticks, lots) &&
          chunks.reduce((a, b) => a + b, 0) === lots &&
          chunks.length === k &&
          chunks.every((x) => checkOrder(m, ticks, x) === null) &&
          chunks[0] - chunks[chunks.length - 1] <= 1
        );
      }),
      { numRuns: 2_000, seed: 20_240_944 },
    );
    expect(fee(0, m.taker)).toBe(0);
  });
});
