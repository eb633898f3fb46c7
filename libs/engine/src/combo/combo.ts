/**
 * Futures combo public API: pure transitions `(state, input) → { state,
 * events }`; the input state is never modified. Units and the ledger
 * identity: types.ts.
 *
 * Which call serves which endpoint (fcombobot/…):
 * - get-limit: `validateCombo` (validate.ts); the create page's leg table:
 *   `estimateComboLegs`;
 * - create-bot: `createCombo`; the live bot: `stepCombo`;
 * - adjust-position: `rebalanceCombo(state, 4, now)`;
 * - modify-setting: `modifyComboSetting` (then a rebalance, reason 5);
 * - transfer: `transferCombo` (then a rebalance, reason 6);
 * - close-bot (and delisting, ban): `closeCombo`;
 * - get-detail / get-positions: `comboMetrics`; get-part-list: the
 *   `rebalance` events' records.
 */
import type { ComboChangeResult, ComboCreateResult, ComboLegEstimate, ComboMetrics, ComboSettingPatch } from './api-types';
import type { ComboAdjustReason, ComboCloseCause, ComboContracts, ComboInput, ComboPrices, ComboState, ComboStep, ComboStepInput, ComboStopType } from './types';

const todo = (name: string): never => {
  throw new Error(`${name}: not implemented yet`);
};

/**
 * FC-2 create: validates (a failing check code creates nothing), then opens
 * every leg at market at its last price: leg i's notional = floor(E × w_i ×
 * leverage) rounded down to the lot at the mark, E = init margin (decision
 * 3). Legs that cannot open (below one order's minimum, risk limit) are
 * reported in the opening record (a `rebalance` event with reason = the
 * bot's mode, no = 0).
 */
export function createCombo(input: ComboInput, contracts: ComboContracts, prices: ComboPrices, now: number): ComboCreateResult {
  void input, contracts, prices, now;
  return todo('createCombo');
}

/** Walks last prices, marks and funding fixes of every symbol merged by time; time / percent rebalances, leg liquidations, TP / SL / trailing stop. */
export function stepCombo(state: ComboState, input: ComboStepInput): ComboStep {
  void state, input;
  return todo('stepCombo');
}

/** A rebalance now for `reason` (4 by user, 5 after modify-setting, 6 after a transfer; 1–3 are stepCombo's own). */
export function rebalanceCombo(state: ComboState, reason: ComboAdjustReason, now: number): ComboStep {
  void state, reason, now;
  return todo('rebalanceCombo');
}

/** modify-setting: new TP / SL / trailing / rebalance mode, percent, interval (checked as FC-1 does); statistics kept; then a rebalance with reason 5. */
export function modifyComboSetting(state: ComboState, patch: ComboSettingPatch, now: number): ComboChangeResult {
  void state, patch, now;
  return todo('modifyComboSetting');
}

/** Most that may be transferred out now (bot units): the available balance, never a leg's margin. */
export function comboTransferableOut(state: ComboState): number {
  return Math.max(0, state.wallet);
}

/**
 * transfer: `amount` (decimal string, quote) in or out of the bot's wallet,
 * then a rebalance with reason 6. Out above `comboTransferableOut`, a zero
 * or malformed amount, or a completed bot throw EngineInputError('amount').
 */
export function transferCombo(state: ComboState, direction: 'in' | 'out', amount: string, now: number): ComboStep {
  void state, direction, amount, now;
  return todo('transferCombo');
}

/**
 * Closes the bot: every live leg closed at market at its last price (or
 * `prices`), stop type and close code per decision 5 (a ComboCloseCause or a
 * stop type itself).
 */
export function closeCombo(state: ComboState, cause: ComboCloseCause | ComboStopType, now: number, prices?: ComboPrices): ComboStep {
  void state, cause, now, prices;
  return todo('closeCombo');
}

/** FC-4's figures at the legs' current marks (or `prices`), at `now` (ms). */
export function comboMetrics(state: ComboState, at: { readonly now: number; readonly prices?: ComboPrices }): ComboMetrics {
  void state, at;
  return todo('comboMetrics');
}

/** Per leg what opening now would do: margin, notional, qty, estimated liquidation price (the create page's table). */
export function estimateComboLegs(input: ComboInput, contracts: ComboContracts, prices: ComboPrices): ComboLegEstimate[] {
  void input, contracts, prices;
  return todo('estimateComboLegs');
}
