/**
 * The spot-grid calls, injected into the page's one RTK Query api. Every
 * endpoint name starts with `spotGrid` so no other area can overwrite it.
 *
 * - Calls a form makes while the trader types (validate-input, initial buy
 *   amount, validate-update) and the create/change calls whose refusals the
 *   dialogs explain in place are `silent`: no toast, the message goes next
 *   to the field.
 * - Changes invalidate the bot's tags, so its detail, orders and curve refetch
 *   once instead of the page polling harder.
 */
import { api } from '@tb/data-access-api';
import type {
  AiParamsResult,
  CreateGridBody,
  CreateGridResult,
  GridDetailResult,
  KlineResult,
  SpotGridAvailableBalanceResult,
  SpotGridCloseBody,
  SpotGridCloseModesResult,
  SpotGridCloseResult,
  SpotGridFollowDetailResult,
  SpotGridInitialBuyBody,
  SpotGridInitialBuyResult,
  SpotGridOrdersResult,
  SpotGridPnlCurveResult,
  SpotGridUpdateBody,
  SpotGridUpdateResult,
  SpotGridValidateUpdateResult,
  SpotGridWithdrawBody,
  SpotGridWithdrawDetailResult,
  SpotGridWithdrawResult,
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

export interface OrdersArgs {
  gridId: string;
  page: number;
  limit: number;
}

const post = <B>(name: string, body: B) => ({ url: `${GRID_PATH}/${name}`, method: 'POST' as const, body });
const bot = (gridId: string) => [{ type: 'Bot' as const, id: gridId }];
const orders = (gridId: string) => [{ type: 'Orders' as const, id: gridId }];

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
    spotGridDetail: build.query<GridDetailResult, string>({
      query: (gridId) => post('query-grid-detail', { grid_id: gridId }),
      extraOptions: { silent: true },
      providesTags: (_r, _e, gridId) => bot(gridId),
    }),
    spotGridPnlCurve: build.query<SpotGridPnlCurveResult, string>({
      query: (gridId) => post('get-pnl-curve', { grid_id: gridId, limit: 500 }),
      extraOptions: { silent: true },
      providesTags: (_r, _e, gridId) => bot(gridId),
    }),
    spotGridOpenOrders: build.query<SpotGridOrdersResult, OrdersArgs>({
      query: ({ gridId, page, limit }) => post('get-open-orders', { grid_id: gridId, page, limit }),
      extraOptions: { silent: true },
      providesTags: (_r, _e, { gridId }) => orders(gridId),
    }),
    spotGridHistoryOrders: build.query<SpotGridOrdersResult, OrdersArgs>({
      query: ({ gridId, page, limit }) => post('get-history-orders', { grid_id: gridId, page, limit }),
      extraOptions: { silent: true },
      providesTags: (_r, _e, { gridId }) => orders(gridId),
    }),
    spotGridWithdrawDetail: build.query<SpotGridWithdrawDetailResult, string>({
      query: (gridId) => post('get-withdraw-detail', { grid_id: gridId }),
      extraOptions: { silent: true },
      providesTags: (_r, _e, gridId) => bot(gridId),
    }),
    spotGridWithdraw: build.mutation<SpotGridWithdrawResult, SpotGridWithdrawBody>({
      query: (body) => post('withdraw-profit', body),
      extraOptions: { silent: true },
      invalidatesTags: (_r, _e, body) => [...bot(body.grid_id), 'Balance', 'BotList'],
    }),
    spotGridValidateUpdate: build.query<SpotGridValidateUpdateResult, SpotGridUpdateBody>({
      query: (body) => post('validate-update-sgrid', body),
      extraOptions: { silent: true },
    }),
    spotGridUpdate: build.mutation<SpotGridUpdateResult, SpotGridUpdateBody>({
      query: (body) => post('update-sgrid', body),
      extraOptions: { silent: true },
      invalidatesTags: (_r, _e, body) => [...bot(body.grid_id), ...orders(body.grid_id), 'Balance', 'BotList'],
    }),
    spotGridCloseModes: build.query<SpotGridCloseModesResult, string>({
      query: (gridId) => post('get-close-modes', { grid_id: gridId }),
      extraOptions: { silent: true },
    }),
    spotGridClose: build.mutation<SpotGridCloseResult, SpotGridCloseBody>({
      query: (body) => post('close-grid', body),
      extraOptions: { silent: true },
      invalidatesTags: (_r, _e, body) => [...bot(body.grid_id), ...orders(body.grid_id), 'Balance', 'BotList'],
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
  useSpotGridDetailQuery,
  useSpotGridPnlCurveQuery,
  useSpotGridOpenOrdersQuery,
  useSpotGridHistoryOrdersQuery,
  useSpotGridWithdrawDetailQuery,
  useSpotGridWithdrawMutation,
  useLazySpotGridValidateUpdateQuery,
  useSpotGridUpdateMutation,
  useSpotGridCloseModesQuery,
  useSpotGridCloseMutation,
} = spotGridApi;
