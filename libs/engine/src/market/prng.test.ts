import { hashSeed, nextInt, nextU32, nextUniform, seedRng } from './prng';

describe('prng', () => {
  it('gives the same stream for the same seed and stream name', () => {
    const a = seedRng('seed-1', 'BTCUSDT');
    const b = seedRng('seed-1', 'BTCUSDT');
    const xs = Array.from({ length: 100 }, () => nextU32(a));
    const ys = Array.from({ length: 100 }, () => nextU32(b));
    expect(xs).toEqual(ys);
    expect(a).toEqual(b);
  });

  it('differs for a different seed, stream or seed type', () => {
    const first = (s: ReturnType<typeof seedRng>) => Array.from({ length: 8 }, () => nextU32(s));
    const base = first(seedRng('seed-1', 'BTCUSDT'));
    expect(first(seedRng('seed-2', 'BTCUSDT'))).not.toEqual(base);
    expect(first(seedRng('seed-1', 'ETHUSDT'))).not.toEqual(base);
    expect(first(seedRng(1, ''))).not.toEqual(first(seedRng('1', '')));
  });

  it('keeps a JSON-serialisable state of four unsigned 32-bit words', () => {
    const s = seedRng(42);
    for (let i = 0; i < 1000; i++) nextU32(s);
    const copy = JSON.parse(JSON.stringify(s));
    expect(copy).toEqual(s);
    for (const w of s) expect(Number.isInteger(w) && w >= 0 && w < 2 ** 32).toBe(true);
    expect(nextU32(copy)).toBe(nextU32(s));
  });

  it('hashes similar texts to unrelated words', () => {
    expect(hashSeed('a')).not.toEqual(hashSeed('b'));
    expect(hashSeed('')).toHaveLength(4);
  });

  it('draws uniforms in (0,1) with the right mean and unbiased bounded integers', () => {
    const s = seedRng('u');
    let sum = 0;
    const counts = [0, 0, 0, 0, 0, 0, 0];
    for (let i = 0; i < 70_000; i++) {
      const u = nextUniform(s);
      expect(u > 0 && u < 1).toBe(true);
      sum += u;
      counts[nextInt(s, 7)]++;
    }
    expect(sum / 70_000).toBeCloseTo(0.5, 2);
    for (const c of counts) expect(Math.abs(c - 10_000)).toBeLessThan(500);
    expect(() => nextInt(s, 0)).toThrow(RangeError);
  });
});
