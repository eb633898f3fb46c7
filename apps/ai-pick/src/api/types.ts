/**
 * The daily pick's wire shapes, from the combo contracts (decision 7):
 * decimals are strings, times Unix seconds (strings), percents fractions;
 * `bot_mode` a `BOT_MODE_*` identifier, `side` and `adjust_position_mode`
 * request codes (read with util-enums' `fromServer`, which takes both).
 */
import type { FcomboDailyPick, FcomboDailyPickResult, FcomboNoPopBody } from '@tb/contracts';

export type DailyPick = FcomboDailyPick;
/** The day's answer: the pick, or none when no basket passed its test (`none_passed`, each candidate's verdict). */
export type DailyPickDay = Omit<FcomboDailyPickResult, 'status_code' | 'debug_msg'>;
export type DailyPickNoPopBody = FcomboNoPopBody;

/**
 * The two paths, as `FCOMBO_PATHS` in the contracts' lib/paths.ts has them.
 * The browser-safe entry `@tb/contracts/paths` does not re-export
 * FCOMBO_PATHS yet (the contracts' owner adds it); until then they are
 * spelled here, checked equal to the contracts' by daily-pick.test.ts.
 */
const FCOMBO = '/x-api/contract/v5/private/fcombobot';
export const DAILY_PICK_PATHS = {
  getDailyPick: `${FCOMBO}/get-daily-pick`,
  setDailyPickNoPop: `${FCOMBO}/set-daily-pick-no-pop`,
} as const;
