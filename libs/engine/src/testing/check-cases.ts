/**
 * "Bad input → check code" tables, for the engine's validator tests and the
 * simulator's route tests alike. A kind writes, per input checked against a
 * range, the patch that falls below it and the one that rises above it; the
 * kit names the codes (`<prefix><INPUT>_TOO_LOW` / `_TOO_HIGH`, as
 * common/check-codes.ts builds them), so a table says only what is the
 * kind's own: its inputs and its bad values.
 */

/** One case: the patch to a good input, and the code the check answers for it. */
export type CheckCase<P> = readonly [patch: P, code: string];

export interface CheckCaseTable<P> {
  /** Per bounded input: the patch below its range and the one above it, each a patch, a list of patches, or null (no case). */
  readonly bounded?: Readonly<Record<string, readonly [below: P | readonly P[] | null, above: P | readonly P[] | null]>>;
  /** Every other code (without the prefix) → the patch, or patches, that give it. */
  readonly other?: Readonly<Record<string, P | readonly P[]>>;
}

const list = <P>(p: P | readonly P[] | null): readonly P[] => (p === null ? [] : Array.isArray(p) ? (p as readonly P[]) : [p as P]);

/** The cases of `table`, codes prefixed with `prefix`: the bounded inputs' (below, then above), then the others, in table order. */
export function checkCases<P>(prefix: string, table: CheckCaseTable<P>): CheckCase<P>[] {
  const out: CheckCase<P>[] = [];
  for (const [input, [below, above]] of Object.entries(table.bounded ?? {})) {
    for (const p of list(below)) out.push([p, `${prefix}${input}_TOO_LOW`]);
    for (const p of list(above)) out.push([p, `${prefix}${input}_TOO_HIGH`]);
  }
  for (const [code, patches] of Object.entries(table.other ?? {})) for (const p of list(patches)) out.push([p, `${prefix}${code}`]);
  return out;
}
