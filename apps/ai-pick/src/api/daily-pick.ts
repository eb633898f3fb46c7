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
 */
import { api } from '@tb/data-access-api';
import { DAILY_PICK_PATHS, type DailyPickDay, type DailyPickNoPopBody } from './types';

const tagged = api.enhanceEndpoints({ addTagTypes: ['AiDailyPick'] });

export const aiPickApi = tagged.injectEndpoints({
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

export const { useAiPickDailyPickQuery, useAiPickSetNoPopMutation } = aiPickApi;
