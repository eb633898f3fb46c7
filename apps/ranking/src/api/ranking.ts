/**
 * The ranking's calls, injected into the page's one RTK Query slice (names
 * start with `ranking`, CONVENTIONS 3). Both are public: a visitor reads the
 * ranking too.
 * - tools `mixed-ranking` (contracts tools.ts): one page of ranked bots for
 *   the filter (sort, kinds, symbol, running-time band, PnL band).
 * - grid `ranking-filter`: the bands with how many ranked bots fall in each.
 */
import { api } from '@tb/data-access-api';
import { SPOT_GRID_PATHS, TOOLS_PATHS } from '@tb/contracts/paths';
import type { MixedRankingBody, MixedRankingResult, RankingFilterResult } from './types';

export const rankingApi = api.injectEndpoints({
  endpoints: (build) => ({
    rankingPage: build.query<MixedRankingResult, MixedRankingBody>({
      query: (body) => ({ url: TOOLS_PATHS.mixedRanking, method: 'POST' as const, body }),
      extraOptions: { silent: true },
      keepUnusedDataFor: 60,
    }),
    rankingFilter: build.query<RankingFilterResult, void>({
      query: () => ({ url: SPOT_GRID_PATHS.rankingFilter, method: 'POST' as const, body: {} }),
      extraOptions: { silent: true },
    }),
  }),
});

export const { useRankingPageQuery, useRankingFilterQuery } = rankingApi;
