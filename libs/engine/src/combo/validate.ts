/**
 * FC-1 get-limit (decision 6): `validateCombo` — the same pure function the
 * simulator's get-limit and create, and the create page (locally), call.
 */
import type { ComboContracts, ComboLimitInput, ComboLimits } from './types';

/**
 * FC-1: the verdict (first failing check in FC-1's order) and every range, as
 * decimal strings. Malformed input (unknown or duplicate symbol, weights not
 * summing to 1 or with more than 4 decimals, a side other than 1/2, mode not
 * 1–4, an interval within range but not a preset, a number that does not
 * parse) throws EngineInputError naming the field: the API's 400.
 */
export function validateCombo(input: ComboLimitInput, contracts: ComboContracts): ComboLimits {
  void input;
  void contracts;
  throw new Error('validateCombo: not implemented yet');
}
