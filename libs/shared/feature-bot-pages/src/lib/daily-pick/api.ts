/**
 * The daily pick's two calls (issue 12, combo design decision 7), injected
 * into the page's one RTK Query slice (paths and shapes: the combo contracts). Names start with `aiPick`
 * (CONVENTIONS 3). Both are private fcombobot calls: a visitor gets the
 * shell's login prompt instead (the page checks the login state first).
 *
 * - get-daily-pick `{}` → today's answer: the simulator ranks a fixed list of
 *   combo baskets by score = total return ÷ max(max drawdown, 0.01) over 4
 *   of the last 7 days once per UTC day and picks the best-ranked one whose
 *   test over the last 3 passed (null when none did, with each candidate's
 *   verdict); `no_pop` is this user's "don't show again" for the home pop-up.
 * - set-daily-pick-no-pop `{ no_pop: boolean }` → stores that flag per user
 *   on the server (it holds across reloads and devices); the pick refetches.
 *
 * Here, not in the AI pick remote, because the shell's home asks get-daily-pick
 * itself (issue 30): it loads the remote's pop-up only when the answer says the
 * pop-up opens. The shell and the remote each bundle this module; both inject
 * into the one shared slice, so the second injection finds the endpoints there
 * and the pop-up reads the shell's cached answer (one call).
 */
import { api } from '@tb/data-access-api';
import type { FcomboDailyPick, FcomboDailyPickResult, FcomboNoPopBody } from '@tb/contracts';

export type DailyPick = FcomboDailyPick;
/** The day's answer: the pick, or none when no basket passed its test (`none_passed`, each candidate's verdict). */
export type DailyPickDay = Omit<FcomboDailyPickResult, 'status_code' | 'debug_msg'>;
export type DailyPickNoPopBody = FcomboNoPopBody;

/**
 * The two paths, as `FCOMBO_PATHS` in the contracts' lib/paths.ts has them.
 * The browser-safe entry `@tb/contracts/paths` does not re-export
 * FCOMBO_PATHS yet (the contracts' owner adds it); until then they are
 * spelled here, checked equal to the contracts' by the AI pick's daily-pick.test.ts.
 */
const FCOMBO = '/x-api/contract/v5/private/fcombobot';
export const DAILY_PICK_PATHS = {
  getDailyPick: `${FCOMBO}/get-daily-pick`,
  setDailyPickNoPop: `${FCOMBO}/set-daily-pick-no-pop`,
} as const;

const tagged = api.enhanceEndpoints({ addTagTypes: ['AiDailyPick'] });

const inject = () =>
  tagged.injectEndpoints({
    endpoints: (build) => ({
      aiPickDailyPick: build.query<DailyPickDay, void>({
        query: () => ({ url: DAILY_PICK_PATHS.getDailyPick, method: 'POST' as const, body: {} }),
        transformResponse: ({ status_code: _s, debug_msg: _d, ...day }: DailyPickDay & { status_code?: number; debug_msg?: string }) => day,
        // the home's pop-up asks for it in the background: an expired session there must not take the trader
        // off the page they are on (their next own action does); the pick page shows its error with Retry
        extraOptions: { silent: true, loginRedirect: false },
        providesTags: ['AiDailyPick'],
      }),
      aiPickSetNoPop: build.mutation<{ no_pop: boolean }, DailyPickNoPopBody>({
        query: (body) => ({ url: DAILY_PICK_PATHS.setDailyPickNoPop, method: 'POST' as const, body }),
        extraOptions: { silent: true },
        invalidatesTags: (_r, error) => (error ? [] : ['AiDailyPick']),
      }),
    }),
  });

/** The slice with the two endpoints: injected by whichever copy of this module runs first (the other finds them there). */
export const dailyPickApi: ReturnType<typeof inject> = 'aiPickDailyPick' in api.endpoints ? (tagged as ReturnType<typeof inject>) : inject();

export const { useAiPickDailyPickQuery, useAiPickSetNoPopMutation } = dailyPickApi;
