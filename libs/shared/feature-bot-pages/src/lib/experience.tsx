/**
 * Fresh and experienced traders on the create pages (issue 15 item 4).
 *
 * A trader who has never run a bot (bots-summary: no running and no closed
 * bot) is *fresh*: the create pages that have AI parameters open on them,
 * with the guided start below saying in plain words what the proposal is
 * and what to check, and the safe default the AI recommends already chosen.
 * Everyone else — a trader with a bot, a visitor (who cannot ask for AI
 * parameters), or while the summary is loading or failed — lands on the
 * manual form, as before. A copy (`?copy=`) always opens the manual form
 * with the leader's parameters. The trader's own choice of tab wins from
 * then on.
 */
import { lazy, Suspense } from 'react';
import { api, skipToken } from '@tb/data-access-api';
import { BOTS_PATHS } from '@tb/contracts/paths';
import type { BotsSummaryResult } from '@tb/contracts';
import { useIsLoggedIn } from '@tb/data-access-session';

export const experienceApi = api.injectEndpoints({
  endpoints: (build) => ({
    featureBotPagesExperience: build.query<BotsSummaryResult, void>({
      query: () => ({ url: BOTS_PATHS.botsSummary, method: 'POST', body: {} }),
      extraOptions: { silent: true, loginRedirect: false },
      // a bot created anywhere invalidates the bot lists, and with them this answer
      providesTags: [{ type: 'BotList', id: 'summary' }],
    }),
  }),
});

export type TraderExperience = 'fresh' | 'experienced' | 'loading' | 'unknown';

/**
 * Whether the logged-in trader has ever run a bot: 'loading' while the
 * summary is asked (the page waits rather than showing one form and
 * switching to the other), 'unknown' for visitors and when it fails.
 */
export function useTraderExperience(): TraderExperience {
  const loggedIn = useIsLoggedIn();
  const summary = experienceApi.useFeatureBotPagesExperienceQuery(loggedIn ? undefined : skipToken);
  const data = summary.data;
  if (!loggedIn) return 'unknown';
  if (summary.isLoading) return 'loading';
  if (!data || !('running' in data)) return 'unknown';
  return data.running + data.closed === 0 ? 'fresh' : 'experienced';
}

/**
 * The tab a create page opens on: the trader's own choice, else AI
 * parameters for a fresh trader (not for a copy), else manual; null while
 * the trader's experience is loading (the page shows a spinner in its place).
 */
export function startingTab<T extends string>(chosen: T | null, experience: TraderExperience, { ai, manual, copying }: { ai: T; manual: T; copying: boolean }): T | null {
  if (chosen) return chosen;
  if (copying) return manual;
  if (experience === 'loading') return null;
  return experience === 'fresh' ? ai : manual;
}

const LazyGuidedStart = /*#__PURE__*/ lazy(() => import(/* webpackChunkName: "guided-start" */ './guided-start'));

/**
 * The guided start above the AI proposals, for a fresh trader: what they are,
 * what to check, and the way to the manual form. Only fresh traders see it, so
 * its code is a chunk of its own, fetched when it is shown.
 */
export function GuidedStart({ onManual }: { onManual: () => void }) {
  return (
    <Suspense fallback={null}>
      <LazyGuidedStart onManual={onManual} />
    </Suspense>
  );
}
