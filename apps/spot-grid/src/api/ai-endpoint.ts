/**
 * ai-params-detail, injected by the AI panel that alone asks it: the create
 * page's first screen does not carry it (issue 30).
 */
import { SPOT_GRID_PATHS } from '@tb/contracts/paths';
import { spotGridApi } from './create-endpoints';
import type { AiParamsResult } from './types';

const aiApi = spotGridApi.injectEndpoints({
  endpoints: (build) => ({
    spotGridAiParams: build.query<AiParamsResult, string>({
      query: (symbol) => ({ url: SPOT_GRID_PATHS.aiParamsDetail, method: 'GET', query: { symbol } }),
      extraOptions: { silent: true },
    }),
  }),
});

export const { useSpotGridAiParamsQuery } = aiApi;
