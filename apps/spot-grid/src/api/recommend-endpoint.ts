/**
 * recommend-symbol, injected by the pair picker (the dialog and the phone's
 * symbols page) that alone asks it: the create page's first screen does not
 * carry it (issue 30).
 */
import { SPOT_GRID_PATHS } from '@tb/contracts/paths';
import { post, spotGridApi } from './create-endpoints';
import type { SpotGridRecommendBody, SpotGridRecommendResult } from './types';

/** How many suited pairs the picker offers. */
export const RECOMMENDED_SHOWN = 5;

const recommendApi = spotGridApi.injectEndpoints({
  endpoints: (build) => ({
    /** recommend-symbol: pairs suited to a grid now (widest 24 h swings), offered above the pair list. Public. */
    spotGridRecommend: build.query<SpotGridRecommendResult, string>({
      query: (quoteCoin) => post(SPOT_GRID_PATHS.recommendSymbol, { quote_coin: quoteCoin, limit: RECOMMENDED_SHOWN } satisfies SpotGridRecommendBody),
      extraOptions: { silent: true, loginRedirect: false },
      keepUnusedDataFor: 60,
    }),
  }),
});

export const { useSpotGridRecommendQuery } = recommendApi;
