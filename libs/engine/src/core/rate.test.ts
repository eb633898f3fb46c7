import { compareRates, rateLess, sameRate } from './rate';

describe('rate comparisons', () => {
  it('compares fractions exactly, past 2^53 in the cross products', () => {
    expect(compareRates({ num: 1, den: 10 }, { num: 10, den: 100 })).toBe(0);
    expect(compareRates({ num: 999_999_999_999, den: 1_000_000_000_000 }, { num: 999_999_999_998, den: 999_999_999_999 })).toBe(1);
    expect(rateLess({ num: 1, den: 3 }, { num: 333_333_333_334, den: 1_000_000_000_000 })).toBe(true);
    expect(rateLess({ num: 1, den: 2 }, { num: 1, den: 2 })).toBe(false);
  });

  it('treats two absent rates as the same and one absent as different', () => {
    expect(sameRate(null, null)).toBe(true);
    expect(sameRate(null, { num: 0, den: 1 })).toBe(false);
    expect(sameRate({ num: 5, den: 100 }, { num: 50, den: 1000 })).toBe(true);
  });
});
