/**
 * The spot-grid calls, injected into the page's one RTK Query api. Every
 * endpoint name starts with `spotGrid` so no other area can overwrite it.
 *
 * - Calls a form makes while the trader types (validate-input, initial buy
 *   amount, validate-update) and the create/change calls whose refusals the
 *   dialogs explain in place are `silent`: no toast, the message goes next
 *   to the field.
 * - The calls of a running bot (detail, orders, withdraw, update, close) are
 *   injected by ./bot-endpoints with the pages that use them.
 */
import { api } from '@tb/data-access-api';
import type {
  AiParamsResult,
  CreateGridBody,
  CreateGridResult,
  KlineResult,
  SpotGridAvailableBalanceResult,
  SpotGridFollowDetailResult,
  SpotGridInitialBuyBody,
  SpotGridInitialBuyResult,
  SpotSymbolListResult,
  ValidateInputBody,
  ValidateInputResult,
} from './types';

export const GRID_PATH = '/x-api/s1/bot/grid/v1';
export const KLINE_PATH = '/x-api/s1/market/v1/kline';

export interface KlineArgs {
  symbol: string;
  interval: string;
  limit?: number;
  end?: number;
}

export const post = <B>(name: string, body: B) => ({ url: `${GRID_PATH}/${name}`, method: 'POST' as const, body });

export const spotGridApi = api.injectEndpoints({
  endpoints: (build) => ({
    spotGridSymbols: build.query<SpotSymbolListResult, void>({
      query: () => ({ url: `${GRID_PATH}/list-symbol-info-v2`, method: 'GET' }),
      keepUnusedDataFor: 300,
    }),
    spotGridKlines: build.query<KlineResult, KlineArgs>({
      query: ({ symbol, interval, limit, end }) => ({ url: KLINE_PATH, method: 'GET', query: { symbol, interval, limit, end } }),
      extraOptions: { silent: true },
    }),
    spotGridValidate: build.query<ValidateInputResult, ValidateInputBody>({
      query: (body) => post('validate-input', body),
      extraOptions: { silent: true, loginRedirect: false },
      keepUnusedDataFor: 30,
    }),
    spotGridInitialBuy: build.query<SpotGridInitialBuyResult, SpotGridInitialBuyBody>({
      query: (body) => post('get-initial-buy-amount', body),
      extraOptions: { silent: true, loginRedirect: false },
      keepUnusedDataFor: 30,
    }),
    spotGridAvailable: build.query<SpotGridAvailableBalanceResult, string>({
      query: (symbol) => post('query-available-balance', { symbol }),
      extraOptions: { silent: true, loginRedirect: false },
      providesTags: ['Balance'],
    }),
    spotGridAiParams: build.query<AiParamsResult, string>({
      query: (symbol) => ({ url: `${GRID_PATH}/ai-params-detail`, method: 'GET', query: { symbol } }),
      extraOptions: { silent: true },
    }),
    spotGridFollowDetail: build.query<SpotGridFollowDetailResult, string>({
      query: (gridId) => post('query-follow-grid-detail', { grid_id: gridId }),
      extraOptions: { silent: true },
    }),
    spotGridCreate: build.mutation<CreateGridResult, CreateGridBody>({
      query: (body) => post('create-grid', body),
      extraOptions: { silent: true },
      invalidatesTags: ['BotList', 'Balance'],
    }),
  }),
});

export const {
  useSpotGridSymbolsQuery,
  useSpotGridKlinesQuery,
  useSpotGridValidateQuery,
  useSpotGridInitialBuyQuery,
  useSpotGridAvailableQuery,
  useSpotGridAiParamsQuery,
  useSpotGridFollowDetailQuery,
  useSpotGridCreateMutation,
} = spotGridApi;
