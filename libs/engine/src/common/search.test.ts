import { largestPassing } from './search';

describe('largestPassing', () => {
  it('finds the last n where a monotone test holds, for every cut-off in small ranges, asking about log2 of the range', () => {
    for (let lo = 0; lo <= 3; lo++) {
      for (let hi = lo; hi <= lo + 40; hi++) {
        for (let cut = lo; cut <= hi; cut++) {
          let asked = 0;
          const found = largestPassing(lo, hi, (n) => {
            asked++;
            expect(n).toBeGreaterThan(lo); // lo is taken as passing, never asked
            return n <= cut;
          });
          expect([lo, hi, cut, found]).toEqual([lo, hi, cut, cut]);
          expect(asked).toBeLessThanOrEqual(Math.ceil(Math.log2(hi - lo + 1)));
        }
      }
    }
  });

  it('gives lo for an empty or one-point range', () => {
    expect(largestPassing(5, 4, () => true)).toBe(5);
    expect(largestPassing(7, 7, () => false)).toBe(7);
  });
});
