import { MINUTES_PER_YEAR, apr, aprDecimal, minutesRunning } from './apr';

describe('APR', () => {
  it('annualises profit / investment over whole minutes running, at least one', () => {
    expect(minutesRunning(0)).toBe(1);
    expect(minutesRunning(59_999)).toBe(1);
    expect(minutesRunning(120_000)).toBe(2);
    expect(minutesRunning(DAY)).toBe(1_440);
    // 1 % in a day → 365 %
    expect(apr(1, 100, 1_440)).toBeCloseTo(3.65, 12);
    expect(aprDecimal(1, 100, 1_440)).toBe('3.65');
    expect(apr(-5, 100, MINUTES_PER_YEAR)).toBe(-0.05);
    expect(aprDecimal(-5, 100, MINUTES_PER_YEAR)).toBe('-0.05');
  });

  it('is exact in its decimal form (half-even at the last decimal) and 0 without investment', () => {
    // 1/3 per year → 0.333333
    expect(aprDecimal(1, 3, MINUTES_PER_YEAR)).toBe('0.333333');
    // 2.5e-7 rounds half-even to 0.0000002, 3.5e-7 to 0.0000004
    expect(aprDecimal(1, 4_000_000, MINUTES_PER_YEAR)).toBe('0');
    expect(aprDecimal(1, 4_000_000, MINUTES_PER_YEAR, 7)).toBe('0.0000002');
    expect(aprDecimal(7, 20_000_000, MINUTES_PER_YEAR, 7)).toBe('0.0000004');
    // amounts past 2^53 in the product stay exact
    expect(aprDecimal(9_007_199_254_740_991, 1, 1, 0)).toBe((9_007_199_254_740_991n * 525_600n).toString());
    expect(apr(10, 0, 1)).toBe(0);
    expect(aprDecimal(10, 0, 1)).toBe('0');
  });
});

const DAY = 86_400_000;
