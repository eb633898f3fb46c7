/**
 * Test support for the engine's fast-check properties (imported by tests
 * only; not part of @tb/engine).
 *
 * Every property runs with a fixed seed, so every run of the suite checks the
 * same cases. When one fails, fast-check prints the counterexample (shrunk)
 * and a line such as
 *   { seed: 1234, path: "56:3:0", endOnFailure: true }
 * Replay exactly that case, without the other runs and without shrinking:
 *   FC_SEED=1234 FC_PATH=56:3:0 npx jest --config libs/engine/jest.config.js <test file>
 * FC_SEED alone (with FC_RUNS=n) runs a different series of cases, e.g. for
 * a longer soak: FC_SEED=7 FC_RUNS=100000 npx jest … <test file>.
 * FC_STATS=1 prints what the cases reached (the tests also assert minimums of
 * it, so that a change to the arbitraries cannot quietly stop exercising a
 * feature).
 */
import fc, { type Parameters } from 'fast-check';

/**
 * How many cases a property runs: its full count in `npm run proof` (PROPERTY_SIZE=full), a fifth of it
 * in `npm test` (issue 27: the suite's budget on a 2-core machine). Same seed, same properties, same
 * coverage minimums (they are shares of the cases run): `npm test` checks the first fifth of the cases
 * the proof checks. FC_RUNS still overrides both.
 */
export const PROPERTY_FULL = process.env.PROPERTY_SIZE === 'full';
export function propertyRuns(full: number): number {
  return PROPERTY_FULL ? full : Math.max(1, Math.round(full / 5));
}
/** The test title's words for a property's size and seed, e.g. "2000 of 10000 cases, seed 0x3a272024". */
export function propertySize(runs: number, full: number, seed: number): string {
  return `${runs === full ? `${runs}` : `${runs} of ${full}`} cases, seed 0x${seed.toString(16)}`;
}

/** Overrides of a property's parameters from FC_SEED / FC_PATH / FC_RUNS (none when unset). */
export function replay<T>(): Parameters<T> {
  const env = process.env;
  const out: { seed?: number; path?: string; endOnFailure?: boolean; numRuns?: number } = {};
  if (env.FC_SEED) out.seed = Number(env.FC_SEED);
  if (env.FC_PATH) {
    // just that case (the path names it), not the runs after it
    out.path = env.FC_PATH;
    out.endOnFailure = true;
    out.numRuns = 1;
  }
  if (env.FC_RUNS && !env.FC_PATH) out.numRuns = Number(env.FC_RUNS);
  return out;
}

/**
 * Fails the property (throws) with `what` unless `ok`. Checks inside a
 * 10 000-run property use this instead of jest's expect, which costs tens of
 * microseconds a call; fast-check reports the message with the counterexample.
 */
export function check(ok: boolean, what: string | (() => string)): void {
  if (!ok) throw new Error(typeof what === 'string' ? what : what());
}

/** Fails the property with `what` unless `act` throws an error of class `kind` (a refused transition: closing a closed bot, …). */
export function checkRefused(act: () => unknown, kind: abstract new (...args: never[]) => Error, what: string): void {
  let refused = false;
  try {
    act();
  } catch (e) {
    refused = e instanceof kind;
  }
  check(refused, what);
}

/** Fails the property unless `actual` and `expected` are the same primitive values, position by position. */
export function same(actual: readonly unknown[], expected: readonly unknown[], what: string): void {
  for (let i = 0; i < expected.length; i++) {
    if (!Object.is(actual[i], expected[i])) throw new Error(`${what}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
  }
  if (actual.length !== expected.length) throw new Error(`${what}: expected ${expected.length} values, got ${actual.length}`);
}

/**
 * Checks that `v` is plain JSON (finite numbers, strings, booleans, null,
 * arrays, plain objects; no undefined) and deep-freezes it, in one pass.
 * Engine transitions take frozen states, so one that writes to its input
 * throws (modules are strict) instead of corrupting the case: purity is
 * checked for the price of one traversal per state. Parts already frozen
 * (shared between states, such as compiled rules) are not walked again.
 */
export function frozenJson(v: unknown): boolean {
  if (v === null || typeof v === 'string' || typeof v === 'boolean') return true;
  if (typeof v === 'number') return Number.isFinite(v);
  if (typeof v !== 'object' || Object.isFrozen(v)) return typeof v === 'object';
  if (Array.isArray(v)) {
    for (const x of v) if (!frozenJson(x)) return false;
  } else {
    if (Object.getPrototypeOf(v) !== Object.prototype) return false;
    for (const x of Object.values(v as object)) if (x === undefined || !frozenJson(x)) return false;
  }
  Object.freeze(v);
  return true;
}

/**
 * Asserts that `run` passes (returns without throwing) on every case of
 * `arb`, with `params` (numRuns and the fixed seed) and the FC_* overrides.
 * Returns `stats` (the counters `run` keeps of what the cases reached) for
 * the test to assert minimums on, or null when FC_PATH replayed a single case
 * (coverage then means nothing). FC_STATS=1 prints them.
 */
export function assertProperty<T, S>(arb: fc.Arbitrary<T>, run: (value: T) => void, params: { numRuns: number; seed: number }, stats: S): S | null {
  fc.assert(
    fc.property(arb, (value) => {
      run(value);
    }),
    { ...params, ...replay<[T]>() },
  );
  if (process.env.FC_PATH) return null;
  if (process.env.FC_STATS) console.log(JSON.stringify(stats));
  return stats;
}

/** Each of `keys` was counted more than `atLeast` times (named in the failure). */
export function expectEach(counts: Readonly<Record<string, number>>, keys: readonly string[], atLeast: number): void {
  const short = keys.filter((key) => !((counts[key] ?? 0) > atLeast));
  expect(short).toEqual([]);
}

/**
 * Each counter named in `minimums` exceeded its minimum (the failure lists
 * the short ones with what they reached): one assertion for a property's
 * coverage instead of a line per counter.
 */
export function expectMinimums(counts: object, minimums: Readonly<Record<string, number>>): void {
  const count = (key: string): number => Number((counts as Record<string, unknown>)[key] ?? 0);
  const short = Object.entries(minimums)
    .filter(([key, min]) => !(count(key) > min))
    .map(([key, min]) => `${key}: ${count(key)} ≤ ${min}`);
  expect(short).toEqual([]);
}
