/**
 * Seeded pseudo-random numbers whose whole state is four 32-bit integers
 * (JSON-serialisable), so a generator can be persisted and resumed exactly.
 *
 * Generator: sfc32 (Chris Doty-Humphrey's "small fast chaotic" generator,
 * 128-bit state, passes PractRand to multiple TB). Seeding: the seed text is
 * mixed into four words with a multiply-xorshift hash, then the generator is
 * stepped 16 times to decorrelate similar seeds. Only integer operations
 * (Math.imul, shifts, xor) are used here, so the stream is bit-identical on
 * every JavaScript engine.
 */

/** The four 32-bit words of an sfc32 generator (unsigned, as plain numbers). */
export type RngState = [number, number, number, number];

/** Hashes arbitrary text into four 32-bit words. */
export function hashSeed(text: string): RngState {
  let h1 = 0x6a09e667 ^ text.length;
  let h2 = 0xbb67ae85;
  let h3 = 0x3c6ef372;
  let h4 = 0xa54ff53a;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 0x85ebca6b);
    h1 = (h1 << 13) | (h1 >>> 19);
    h2 = Math.imul(h2 ^ h1, 0xc2b2ae35) ^ c;
    h3 = Math.imul(h3 ^ (h2 >>> 15), 0x27d4eb2f) + c;
    h4 = Math.imul(h4 ^ (h3 >>> 13), 0x165667b1) ^ h1;
  }
  // final avalanche of each word
  const fin = (h: number, k: number): number => {
    h ^= k;
    h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
    h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
    return (h ^ (h >>> 16)) >>> 0;
  };
  return [fin(h1, h4), fin(h2, h1), fin(h3, h2), fin(h4, h3)];
}

/** Creates a generator state from a seed (string or number) and an optional stream name. */
export function seedRng(seed: string | number, stream = ''): RngState {
  const s = hashSeed(`${typeof seed}:${String(seed)}|${stream}`);
  for (let i = 0; i < 16; i++) nextU32(s);
  return s;
}

/** Advances `s` in place and returns the next unsigned 32-bit integer. */
export function nextU32(s: RngState): number {
  const a = s[0] | 0;
  const b = s[1] | 0;
  const c = s[2] | 0;
  const d = s[3] | 0;
  const t = (((a + b) | 0) + d) | 0;
  s[3] = (d + 1) >>> 0;
  s[0] = (b ^ (b >>> 9)) >>> 0;
  s[1] = (c + (c << 3)) >>> 0;
  const c2 = (c << 21) | (c >>> 11);
  s[2] = (c2 + t) >>> 0;
  return t >>> 0;
}

/** Uniform float in the open interval (0, 1); 32 bits of resolution. */
export function nextUniform(s: RngState): number {
  return (nextU32(s) + 0.5) / 4294967296;
}

/** Uniform integer in [0, n) for 1 ≤ n ≤ 2^32 (rejection sampling, unbiased). */
export function nextInt(s: RngState, n: number): number {
  if (!(n >= 1 && n <= 4294967296 && Number.isInteger(n))) throw new RangeError(`nextInt: bad bound ${n}`);
  const limit = 4294967296 - (4294967296 % n);
  for (;;) {
    const x = nextU32(s);
    if (x < limit) return x % n;
  }
}
