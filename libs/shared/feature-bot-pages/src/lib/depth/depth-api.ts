/**
 * The depth call, injected into the page's one RTK Query api under the
 * scaffolds' prefix (`featureBotPages…`): every kind's create page reads the
 * same book the same way. Silent: the panel says itself when it cannot load.
 */
import { api } from '@tb/data-access-api';
import { API_PATHS } from '@tb/contracts/paths';
import type { DepthQuery, DepthResult } from '@tb/contracts';

export const depthApi = api.injectEndpoints({
  endpoints: (build) => ({
    featureBotPagesDepth: build.query<DepthResult, DepthQuery>({
      query: ({ symbol, category, merge, limit }) => ({ url: API_PATHS.depth, method: 'GET', query: { symbol, category, merge, limit } }),
      extraOptions: { silent: true, loginRedirect: false },
    }),
  }),
});

export const { useFeatureBotPagesDepthQuery } = depthApi;
