/**
 * The futures-grid create page's calls, injected into the page's one RTK
 * Query api; every name starts with `futuresGrid` (convention 3). The
 * validator and the create call are `silent`: their refusals are shown at
 * the field they concern, not as toasts.
 */
import { api } from '@tb/data-access-api';
import { silentGetSymbol, silentPost, silentPostBot, silentPostFixed } from '@tb/feature-bot-pages';
import { API_PATHS, FUTURES_GRID_PATHS } from '@tb/contracts/paths';
import type {
  FuturesGridAiParamsResult,
  FuturesGridCreateBody,
  FuturesGridCreateResult,
  FuturesGridFollowResult,
  FuturesGridRecommendBody,
  FuturesGridRecommendResult,
  FuturesGridValidateBody,
  FuturesGridValidateResult,
} from '@tb/contracts';

/** A candle of the kline call (decimal strings, open time in ms). */
export interface FgridKline {
  t: number;
  o: string;
  h: string;
  l: string;
  c: string;
}

/** How many suited contracts the picker offers. */
export const RECOMMENDED_SHOWN = 5;

export const futuresGridCreateApi = api.injectEndpoints({
  endpoints: (build) => ({
    futuresGridValidate: build.query<FuturesGridValidateResult, FuturesGridValidateBody>({ ...silentPost(FUTURES_GRID_PATHS.validateInput, { loginRedirect: false }), keepUnusedDataFor: 30 }),
    futuresGridCreate: build.mutation<FuturesGridCreateResult, FuturesGridCreateBody>({ ...silentPost(FUTURES_GRID_PATHS.create), invalidatesTags: ['Balance'] }),
    futuresGridAiParams: build.query<FuturesGridAiParamsResult, string>(silentGetSymbol(FUTURES_GRID_PATHS.getSymbolAiParams)),
    futuresGridFollowDetail: build.query<FuturesGridFollowResult, string>(silentPostBot(FUTURES_GRID_PATHS.getFollowDetail)),
    /** recommend-symbol: contracts suited to a grid now (widest 24 h swings), offered above the contract list. Public. */
    futuresGridRecommend: build.query<FuturesGridRecommendResult, void>({
      ...silentPostFixed(FUTURES_GRID_PATHS.recommendSymbol, { limit: RECOMMENDED_SHOWN } satisfies FuturesGridRecommendBody, { loginRedirect: false }),
      keepUnusedDataFor: 60,
    }),
    futuresGridKlines: build.query<{ list: FgridKline[] }, { symbol: string; interval: string; limit: number }>({
      query: ({ symbol, interval, limit }) => ({ url: API_PATHS.kline, method: 'GET', query: { symbol, interval, limit } }),
      extraOptions: { silent: true },
    }),
  }),
});

export const { useFuturesGridValidateQuery, useFuturesGridCreateMutation, useFuturesGridAiParamsQuery, useFuturesGridFollowDetailQuery, useFuturesGridKlinesQuery, useFuturesGridRecommendQuery } = futuresGridCreateApi;
