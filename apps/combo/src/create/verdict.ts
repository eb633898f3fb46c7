/**
 * A visitor's verdict on the combo (./form.ts's FC-1 body): the engine's
 * `validateCombo` and the code it pulls in, in a chunk of its own that the
 * create page fetches once the legs' contracts are there
 * (`loadVerdict`, CreatePage.tsx) — not among the route's first-render
 * chunks (issue 30: the remote's first route within its 40 KB budget).
 */
import type { FcomboLimitBody } from '@tb/contracts';
import { EngineInputError, validateCombo, type ComboContracts } from '@tb/engine';
import type { ComboLimitAnswer } from './form';

/**
 * FC-1 answered in the page by the engine's own `validateCombo` (the code
 * the simulator runs): the bounds and check code a visitor who is not logged
 * in sees (get-limit is private). Undefined while a leg's contract is not
 * compiled yet or the engine refuses the shape (the API's 400).
 */
export function localLimit(body: FcomboLimitBody, contracts: ComboContracts): ComboLimitAnswer | undefined {
  if (body.symbol_settings.some((leg) => !contracts[leg.symbol])) return undefined;
  try {
    const limits = validateCombo(body, contracts);
    return { status_code: 0, debug_msg: '', check_code: limits.checkCode, ...limits.bounds };
  } catch (error) {
    if (error instanceof EngineInputError) return undefined;
    throw error;
  }
}

