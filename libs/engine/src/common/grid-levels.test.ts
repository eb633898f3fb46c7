import { compileRules } from '../core/rules';
import { allCellsProfitable, cellProfitFraction, gridLevels, levelAt, levelsDistinct, maxCellCount, nearestLevel, profitRange, profitRangeDecimal } from './grid-levels';

const maker = compileRules({ tickSize: '0.01', lotSize: '0.001', minQty: '0.001', maxQty: '1000', minNotional: '1', makerFee: '0.001', takerFee: '0.002' }).maker;

describe('grid levels', () => {
  it('rounds arithmetic and geometric levels to ticks, N intervals', () => {
    expect(gridLevels('arithmetic', 9_000, 11_000, 4)).toEqual([9_000, 9_500, 10_000, 10_500, 11_000]);
    expect(gridLevels('arithmetic', 100, 200, 3)).toEqual([100, 133, 167, 200]);
    const g = gridLevels('geometric', 10_000, 40_000, 2);
    expect(g).toEqual([10_000, 20_000, 40_000]);
    expect(nearestLevel([10, 20, 30], 24)).toBe(1);
    expect(nearestLevel([10, 20, 30], 25)).toBe(1);
    expect(nearestLevel([10, 20, 30], 26)).toBe(2);
  });

  it('extends the same progression above the top (trailing up) and finds the nearest level at the ends', () => {
    expect(levelAt('arithmetic', 9_000, 11_000, 4, 5)).toBe(11_500);
    expect(levelAt('geometric', 10_000, 40_000, 2, 3)).toBe(80_000);
    expect(nearestLevel([10, 20, 30], 1)).toBe(0);
    expect(nearestLevel([10, 20, 30], 99)).toBe(2);
    expect(levelsDistinct([1, 2, 3])).toBe(true);
    expect(levelsDistinct([1, 2, 2])).toBe(false);
  });

  it('prices one round trip of a cell exactly: (hi − lo)/lo − f·(1 + hi/lo)', () => {
    // 95 → 100 with 0.1 % maker: 5/95 − 0.001·(1 + 100/95) = (5·1000 − 1·195) / (95·1000)
    expect(cellProfitFraction(9_500, 10_000, maker)).toEqual({ num: 500n * 1000n - 19_500n, den: 9_500n * 1000n });
    const pr = profitRange([9_000, 9_500, 10_000, 10_500, 11_000], maker);
    expect(pr.allPositive).toBe(true);
    expect(pr.minFrac).toEqual(cellProfitFraction(10_500, 11_000, maker)); // the top cell earns the smallest percent
    expect(pr.maxFrac).toEqual(cellProfitFraction(9_000, 9_500, maker));
    expect(pr.min).toBeCloseTo(500 / 10_500 - 0.001 * (1 + 11_000 / 10_500), 12);
    // per-grid profit: top cell 5/105 − 0.001·(1 + 110/105) = 0.0455714…, bottom 5/90 − 0.001·(1 + 95/90) = 0.0535…
    expect(profitRangeDecimal([9_000, 9_500, 10_000, 10_500, 11_000], maker)).toEqual({ from: '0.045571', to: '0.0535' });
  });

  it('counts the most cells whose levels stay distinct and whose every cell beats two maker fees', () => {
    // 100 … 110 ticks: a cell of one tick at ~100 earns 1 % − 0.2 % > 0, so every tick can be a level
    expect(maxCellCount('arithmetic', 100, 110, maker, 200)).toBe(10);
    expect(maxCellCount('arithmetic', 100, 110, maker, 4)).toBe(4);
    // 10 000 … 10 010: one-tick cells earn 0.01 % < 0.2 % of fees; the largest profitable count is found exactly
    const n = maxCellCount('arithmetic', 10_000, 10_010, maker, 200);
    expect(n).toBe(1);
    // the fast test agrees with the exact fractions, also where the products pass 2^53
    const tiny = { num: 1, den: 1_000_000_000_000 };
    for (const [lv, fee] of [
      [[9_000, 9_500, 10_000], maker],
      [[10_000, 10_001, 10_020], maker],
      [[2_000_000_000, 2_000_000_001, 2_000_000_002], tiny],
      [[2_000_000_000, 2_000_000_001], { num: 999_999, den: 1_000_000_000_000 }],
    ] as const)
      expect(allCellsProfitable(lv, fee)).toBe(profitRange(lv, fee).allPositive);
    // 10 000 ticks × 10^12 = 10^16 > 2^53: gain equals cost exactly at 2 500 000 / 10^12, not at one less
    expect(allCellsProfitable([1_999_995_000, 2_000_005_000], { num: 2_500_000, den: 1_000_000_000_000 })).toBe(false);
    expect(allCellsProfitable([1_999_995_000, 2_000_005_000], { num: 2_499_999, den: 1_000_000_000_000 })).toBe(true);
    expect(allCellsProfitable([4_000_000, 4_000_001], { num: 1, den: 8_000_001 })).toBe(false); // gain = cost in doubles
    const g = maxCellCount('geometric', 10_000, 10_500, maker, 200);
    expect(g).toBeGreaterThan(2);
    expect(g).toBeLessThan(200);
    expect(profitRange(gridLevels('geometric', 10_000, 10_500, g), maker).allPositive).toBe(true);
    expect(profitRange(gridLevels('geometric', 10_000, 10_500, g + 1), maker).allPositive).toBe(false);
  });
});
