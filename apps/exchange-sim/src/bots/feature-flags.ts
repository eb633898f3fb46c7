/**
 * The per-user feature flags (spec §6; contracts user.ts FEATURE_FLAGS,
 * admin CLI `flag <user> <flag> on|off`) as the simulator enforces them
 * (issue 29: a flag changes what it names in the pages AND here). Each is off
 * until turned on; a request that uses what a flag names without it is
 * refused with 403 and a message naming the field and the flag, and changes
 * nothing. What each names (designed; the spec lists the names only):
 *
 * - `spotTrailingStop`: the spot grid's trailing stop (checked by the spot
 *   grid pages; the simulator's spot grid predates this gate and is left as is);
 * - `futuresTrailingStop`: the trailing stop of a futures grid (create
 *   `trailing_stop_per`, update-trailing-stop) and of a combo (create and
 *   modify-setting `trailing_stop_percent`);
 * - `tpslEquity`: a futures grid's TP/SL set as a percent of its equity
 *   (PnL ÷ investment: tp_sl_type percent or one leg of the mixed types)
 *   beside the by-price form everyone has; the martingale's and combo's
 *   stops exist only as percents and are not gated;
 * - `longShortTrailing`: a futures grid's range that follows the price
 *   (move up / move down bounds on create and update-fgrid-move-scope).
 * Clearing a gated setting ("" or absent) is always allowed.
 */
import { BOT_STATUS_CODE, type BotFailure, type FeatureFlag } from '@tb/contracts';
import type { User } from '../accounts/users';
import { refuse } from './common/results';

export function flagRefusal(flags: { flags(userId: number): Set<FeatureFlag> }, user: User, flag: FeatureFlag, field: string, what: string): BotFailure | null {
  if (flags.flags(user.id).has(flag)) return null;
  return refuse(BOT_STATUS_CODE.FORBIDDEN, `${field}: ${what} is not enabled for this account (feature flag ${flag})`);
}

/** A request value that sets something (not absent, not "", not 0). */
export const sets = (v: unknown): boolean => v !== undefined && v !== null && v !== '' && v !== 0 && v !== '0';
