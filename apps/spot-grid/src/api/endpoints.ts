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
import { API_PATHS, SPOT_GRID_PATHS } from '@tb/contracts/paths';
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

/** The candles call (shared by the charts and the backtest preview). */
export const KLINE_PATH = API_PATHS.kline;

export interface KlineArgs {
  symbol: string;
  interval: string;
  limit?: number;
  end?: number;
}

export const post = <B>(url: string, body: B) => ({ url, method: 'POST' as const, body });

export const spotGridApi = api.injectEndpoints({
  endpoints: (build) => ({
    spotGridSymbols: build.query<SpotSymbolListResult, void>({
      query: () => ({ url: SPOT_GRID_PATHS.listSymbolInfoV2, method: 'GET' }),
      keepUnusedDataFor: 300,
    }),
    spotGridKlines: build.query<KlineResult, KlineArgs>({
      query: ({ symbol, interval, limit, end }) => ({ url: KLINE_PATH, method: 'GET', query: { symbol, interval, limit, end } }),
      extraOptions: { silent: true },
    }),
    spotGridValidate: build.query<ValidateInputResult, ValidateInputBody>({
      query: (body) => post(SPOT_GRID_PATHS.validateInput, body),
      extraOptions: { silent: true, loginRedirect: false },
      keepUnusedDataFor: 30,
    }),
    spotGridInitialBuy: build.query<SpotGridInitialBuyResult, SpotGridInitialBuyBody>({
      query: (body) => post(SPOT_GRID_PATHS.getInitialBuyAmount, body),
      extraOptions: { silent: true, loginRedirect: false },
      keepUnusedDataFor: 30,
    }),
    spotGridAvailable: build.query<SpotGridAvailableBalanceResult, string>({
      query: (symbol) => post(SPOT_GRID_PATHS.queryAvailableBalance, { symbol }),
      extraOptions: { silent: true, loginRedirect: false },
      providesTags: ['Balance'],
    }),
    spotGridAiParams: build.query<AiParamsResult, string>({
      query: (symbol) => ({ url: SPOT_GRID_PATHS.aiParamsDetail, method: 'GET', query: { symbol } }),
      extraOptions: { silent: true },
    }),
    spotGridFollowDetail: build.query<SpotGridFollowDetailResult, string>({
      query: (gridId) => post(SPOT_GRID_PATHS.queryFollowGridDetail, { grid_id: gridId }),
      extraOptions: { silent: true },
    }),
    spotGridCreate: build.mutation<CreateGridResult, CreateGridBody>({
      query: (body) => post(SPOT_GRID_PATHS.createGrid, body),
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
