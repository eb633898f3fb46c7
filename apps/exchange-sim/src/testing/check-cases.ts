/**
 * A kind's "bad input → check code" table (`checkCases` of @tb/engine/testing)
 * run against its routes: the pre-check (validate-input / get-limit) answers
 * each case's code, and create refuses the same input with 400 and that code.
 * What a refusal must leave unchanged (balances, no bot) the kind's test
 * checks once after the table.
 */
import type { CheckCase } from '@tb/engine/testing';

type Answer = { readonly status_code?: unknown; readonly check_code?: unknown };

export interface CheckRoutes<P> {
  /** The pre-check of a good input with `patch` applied. */
  check(patch: P): Promise<Answer>;
  /** Create with the same input. */
  create(patch: P): Promise<Answer>;
}

/**
 * Runs every case (each assertion names its code and patch). `createRefusesFirst`: codes whose input create
 * refuses for another reason before the check (a margin above the user's balance): there create must only fail.
 */
export async function expectCheckCodes<P>(cases: readonly CheckCase<P>[], routes: CheckRoutes<P>, createRefusesFirst: readonly string[] = []): Promise<void> {
  for (const [patch, code] of cases) {
    const label = `${code} ${JSON.stringify(patch)}`;
    expect([label, (await routes.check(patch)).check_code]).toEqual([label, code]);
    const created = await routes.create(patch);
    if (createRefusesFirst.includes(code)) expect([label, created.status_code]).not.toEqual([label, 200]);
    else expect([label, created.status_code, created.check_code]).toEqual([label, 400, code]);
  }
}
