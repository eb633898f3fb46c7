/**
 * query-follow-grid-detail: another user's grid, for its follow page and for
 * a copy (`?copy=<grid_id>` on the create page, ../create/CopyFollowed),
 * injected by those two alone: the create page's first screen does not carry
 * it (issue 30).
 */
import { SPOT_GRID_PATHS } from '@tb/contracts/paths';
import { post, spotGridApi } from './create-endpoints';
import type { SpotGridFollowDetailResult } from './types';

const followApi = spotGridApi.injectEndpoints({
  endpoints: (build) => ({
    spotGridFollowDetail: build.query<SpotGridFollowDetailResult, string>({
      query: (gridId) => post(SPOT_GRID_PATHS.queryFollowGridDetail, { grid_id: gridId }),
      extraOptions: { silent: true },
    }),
  }),
});

export const { useSpotGridFollowDetailQuery } = followApi;
