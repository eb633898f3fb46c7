/**
 * A kind's check codes, written once.
 *
 * Every validator answers with one code of its family (`FGRID_CHECK_CODE_*`,
 * `SPOT_CHECK_CODE_*`, …). Most of a family are the two ends of an input's
 * range (`<INPUT>_TOO_LOW` / `<INPUT>_TOO_HIGH`); the rest are the success
 * code and single codes. A kind names its family's prefix, its success code,
 * its bounded inputs and its other codes; the union type of the codes and
 * the runtime list both come from that one description, so a bounded input
 * cannot get one end without the other and a new kind writes only what is
 * its own.
 */

/** What a kind says about its codes (each without the family prefix). */
export interface CheckCodeSpec {
  /** The code of an input that passes. */
  readonly success: string;
  /** Inputs checked against a range: each gives `<INPUT>_TOO_LOW` and `<INPUT>_TOO_HIGH`. */
  readonly bounded: readonly string[];
  /** Every other code (cross-field checks, state refusals, one-ended bounds). */
  readonly other: readonly string[];
}

/** The codes a spec describes, with the family prefix. */
export type CheckCodeOf<P extends string, S extends CheckCodeSpec> = `${P}${S['success'] | `${S['bounded'][number]}_TOO_${'LOW' | 'HIGH'}` | S['other'][number]}`;

/** A family's codes: `all` in order (success, each bounded input's LOW then HIGH, the others) and the success code. */
export interface CheckCodes<C extends string> {
  readonly all: readonly C[];
  readonly success: C;
}

/** The codes of the family `prefix` described by `spec`. */
export function checkCodes<const P extends string, const S extends CheckCodeSpec>(prefix: P, spec: S): CheckCodes<CheckCodeOf<P, S>> {
  const code = (name: string) => `${prefix}${name}` as CheckCodeOf<P, S>;
  const all = [code(spec.success), ...spec.bounded.flatMap((b) => [code(`${b}_TOO_LOW`), code(`${b}_TOO_HIGH`)]), ...spec.other.map(code)];
  return { all, success: all[0] };
}
