/**
 * Deterministic pseudo-random numbers in [0, 1) (xorshift32): the fuzz and
 * property tests draw from it so that a failure replays from its seed.
 */
export function xorshift(seed: number): () => number {
  let x = seed >>> 0 || 1;
  return () => {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    return x / 4294967296;
  };
}
