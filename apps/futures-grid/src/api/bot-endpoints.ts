/**
 * The calls of one running futures grid (detail, PnL curve, orders, margin,
 * profit, TP/SL, trailing stop, move scope, close, follow), injected into the
 * page's one RTK Query api when the bot's pages load (the create page does
 * not carry them). Every endpoint name starts with `fgrid`; the refusals the
 * dialogs explain at their fields are `silent` (no toast). A change
 * invalidates the bot's tags, so its detail, orders and curve refetch once.
 *
 * Field facts (contracts futures-grid.ts): percents on the wire are fractions
 * ("0.05" = 5 %); the close has one mode (cancel the orders, close the
 * position at market) whose estimate get-futures-close-mode answers.
 */
import { api } from '@tb/data-access-api';
import { API_PATHS, FUTURES_GRID_PATHS as P } from '@tb/contracts/paths';
import type {
  FuturesAddMarginBody,
  FuturesGridChangeResult,
  FuturesGridCloseModeResult,
  FuturesGridCloseResult,
  FuturesGridDetail,
  FuturesGridDetailResult,
  FuturesGridFollowResult,
  FuturesGridMarginResult,
  FuturesGridMoveScopeBody,
  FuturesGridMoveScopeResult,
  FuturesGridOrdersResult,
  FuturesGridPnlCurveResult,
  FuturesGridTpSlBody,
  FuturesGridTpSlRangeResult,
  FuturesGridTrailingBody,
  FuturesWithdrawBody,
  KlineResult,
} from '@tb/contracts';
import type { TpSlTypeCode } from '@tb/feature-bot-pages';

export type { FuturesGridDetail, FuturesGridOrdersResult, FuturesGridPnlCurveResult, FuturesGridFollowResult, KlineResult };
export type { GridOrder, PnlPoint, DecimalRange } from '@tb/contracts';

/**
 * The TP/SL body as the dialog sends it: the contracts type `tp_sl_type` as a
 * TypeBox union of integer codes whose static type does not come through.
 */
export type TpSlBody = Omit<FuturesGridTpSlBody, 'tp_sl_type'> & { tp_sl_type?: TpSlTypeCode };

export interface OrdersArgs {
  botId: string;
  page: number;
  limit: number;
}

export interface KlineArgs {
  symbol: string;
  interval: string;
  limit: number;
}

const post = <B>(url: string, body: B) => ({ url, method: 'POST' as const, body });
const bot = (botId: string) => [{ type: 'Bot' as const, id: `fgrid:${botId}` }];
const orders = (botId: string) => [{ type: 'Orders' as const, id: `fgrid:${botId}` }];
/** What any change of a bot makes stale: its figures, its orders, the user's balances and bot list. */
const changed = (botId: string) => [...bot(botId), ...orders(botId), 'Balance' as const, 'BotList' as const];

export const fgridBotApi = api.injectEndpoints({
  endpoints: (build) => ({
    fgridDetail: build.query<FuturesGridDetail, string>({
      query: (botId) => post(P.getDetail, { bot_id: botId }),
      transformResponse: (result: FuturesGridDetailResult) => result.detail,
      extraOptions: { silent: true },
      providesTags: (_r, _e, botId) => bot(botId),
    }),
    fgridPnlCurve: build.query<FuturesGridPnlCurveResult, string>({
      query: (botId) => post(P.getPnlCurve, { bot_id: botId, limit: 500 }),
      extraOptions: { silent: true },
      providesTags: (_r, _e, botId) => bot(botId),
    }),
    fgridMarkKlines: build.query<KlineResult, KlineArgs>({
      query: ({ symbol, interval, limit }) => ({ url: API_PATHS.markKline, method: 'GET', query: { symbol, interval, limit } }),
      extraOptions: { silent: true },
    }),
    fgridOpenOrders: build.query<FuturesGridOrdersResult, OrdersArgs>({
      query: ({ botId, page, limit }) => post(P.getOpenOrders, { bot_id: botId, page, limit }),
      extraOptions: { silent: true },
      providesTags: (_r, _e, { botId }) => orders(botId),
    }),
    fgridHistoryOrders: build.query<FuturesGridOrdersResult, OrdersArgs>({
      query: ({ botId, page, limit }) => post(P.getHistoryOrders, { bot_id: botId, page, limit }),
      extraOptions: { silent: true },
      providesTags: (_r, _e, { botId }) => orders(botId),
    }),
    fgridAddMargin: build.mutation<FuturesGridMarginResult, FuturesAddMarginBody>({
      query: (body) => post(P.addMargin, body),
      extraOptions: { silent: true },
      invalidatesTags: (_r, _e, body) => changed(body.bot_id),
    }),
    fgridWithdraw: build.mutation<FuturesGridMarginResult, FuturesWithdrawBody>({
      query: (body) => post(P.withdrawProfit, body),
      extraOptions: { silent: true },
      invalidatesTags: (_r, _e, body) => changed(body.bot_id),
    }),
    fgridTpSlRange: build.query<FuturesGridTpSlRangeResult, TpSlBody>({
      query: (body) => post(P.queryTpSlRange, body),
      extraOptions: { silent: true },
      keepUnusedDataFor: 0,
    }),
    fgridUpdateTpSl: build.mutation<FuturesGridChangeResult, TpSlBody>({
      query: (body) => post(P.updateTpSl, body),
      extraOptions: { silent: true },
      invalidatesTags: (_r, _e, body) => bot(body.bot_id),
    }),
    fgridUpdateTrailingStop: build.mutation<FuturesGridChangeResult, FuturesGridTrailingBody>({
      query: (body) => post(P.updateTrailingStop, body),
      extraOptions: { silent: true },
      invalidatesTags: (_r, _e, body) => bot(body.bot_id),
    }),
    fgridMoveScope: build.query<FuturesGridMoveScopeResult, FuturesGridMoveScopeBody>({
      query: (body) => post(P.queryMoveScope, body),
      extraOptions: { silent: true },
      keepUnusedDataFor: 0,
    }),
    fgridUpdateMoveScope: build.mutation<FuturesGridChangeResult, FuturesGridMoveScopeBody>({
      query: (body) => post(P.updateMoveScope, body),
      extraOptions: { silent: true },
      invalidatesTags: (_r, _e, body) => bot(body.bot_id),
    }),
    fgridCloseMode: build.query<FuturesGridCloseModeResult, string>({
      query: (botId) => post(P.getCloseMode, { bot_id: botId }),
      extraOptions: { silent: true },
      keepUnusedDataFor: 0,
    }),
    fgridClose: build.mutation<FuturesGridCloseResult, string>({
      query: (botId) => post(P.close, { bot_id: botId }),
      extraOptions: { silent: true },
      invalidatesTags: (_r, _e, botId) => changed(botId),
    }),
    fgridFollowDetail: build.query<FuturesGridFollowResult['detail'], string>({
      query: (botId) => post(P.getFollowDetail, { bot_id: botId }),
      transformResponse: (result: FuturesGridFollowResult) => result.detail,
      extraOptions: { silent: true },
    }),
  }),
});

export const {
  useFgridDetailQuery,
  useFgridPnlCurveQuery,
  useFgridMarkKlinesQuery,
  useFgridOpenOrdersQuery,
  useFgridHistoryOrdersQuery,
  useFgridAddMarginMutation,
  useFgridWithdrawMutation,
  useLazyFgridTpSlRangeQuery,
  useFgridUpdateTpSlMutation,
  useFgridUpdateTrailingStopMutation,
  useFgridMoveScopeQuery,
  useLazyFgridMoveScopeQuery,
  useFgridUpdateMoveScopeMutation,
  useFgridCloseModeQuery,
  useFgridCloseMutation,
  useFgridFollowDetailQuery,
} = fgridBotApi;
