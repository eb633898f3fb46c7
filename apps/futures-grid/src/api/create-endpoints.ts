/**
 * The futures-grid create page's calls, injected into the page's one RTK
 * Query api; every name starts with `futuresGrid` (convention 3). The
 * validator and the create call are `silent`: their refusals are shown at
 * the field they concern, not as toasts.
 */
import { api } from '@tb/data-access-api';
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

const post = <B>(url: string, body: B) => ({ url, method: 'POST' as const, body });

export const futuresGridCreateApi = api.injectEndpoints({
  endpoints: (build) => ({
    futuresGridValidate: build.query<FuturesGridValidateResult, FuturesGridValidateBody>({
      query: (body) => post(FUTURES_GRID_PATHS.validateInput, body),
      extraOptions: { silent: true, loginRedirect: false },
      keepUnusedDataFor: 30,
    }),
    futuresGridCreate: build.mutation<FuturesGridCreateResult, FuturesGridCreateBody>({
      query: (body) => post(FUTURES_GRID_PATHS.create, body),
      extraOptions: { silent: true },
      invalidatesTags: ['Balance'],
    }),
    futuresGridAiParams: build.query<FuturesGridAiParamsResult, string>({
      query: (symbol) => ({ url: FUTURES_GRID_PATHS.getSymbolAiParams, method: 'GET', query: { symbol } }),
      extraOptions: { silent: true },
    }),
    futuresGridFollowDetail: build.query<FuturesGridFollowResult, string>({
      query: (botId) => post(FUTURES_GRID_PATHS.getFollowDetail, { bot_id: botId }),
      extraOptions: { silent: true },
    }),
    /** recommend-symbol: contracts suited to a grid now (widest 24 h swings), offered above the contract list. Public. */
    futuresGridRecommend: build.query<FuturesGridRecommendResult, void>({
      query: () => post(FUTURES_GRID_PATHS.recommendSymbol, { limit: RECOMMENDED_SHOWN } satisfies FuturesGridRecommendBody),
      extraOptions: { silent: true, loginRedirect: false },
      keepUnusedDataFor: 60,
    }),
    futuresGridKlines: build.query<{ list: FgridKline[] }, { symbol: string; interval: string; limit: number }>({
      query: ({ symbol, interval, limit }) => ({ url: API_PATHS.kline, method: 'GET', query: { symbol, interval, limit } }),
      extraOptions: { silent: true },
    }),
  }),
});

export const { useFuturesGridValidateQuery, useFuturesGridCreateMutation, useFuturesGridAiParamsQuery, useFuturesGridFollowDetailQuery, useFuturesGridKlinesQuery, useFuturesGridRecommendQuery } = futuresGridCreateApi;
