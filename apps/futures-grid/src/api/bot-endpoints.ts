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

const SILENT = { silent: true } as const;

export const fgridBotApi = api.injectEndpoints({
  endpoints: (build) => {
    /** A change of a running bot: its body as sent, no toast, then what it makes stale. */
    const change = <R, B extends { bot_id: string }>(path: string, stale: (botId: string) => ReturnType<typeof changed> | ReturnType<typeof bot>) =>
      build.mutation<R, B>({ query: (body) => post(path, body), extraOptions: SILENT, invalidatesTags: (_r, _e, body) => stale(body.bot_id) });
    /** The server's judgement of values (ranges and a check code): asked fresh every time. */
    const judge = <R, B>(path: string) => build.query<R, B>({ query: (body) => post(path, body), extraOptions: SILENT, keepUnusedDataFor: 0 });
    /** One server page of the bot's open orders or fills. */
    const orderPage = (path: string) =>
      build.query<FuturesGridOrdersResult, OrdersArgs>({ query: ({ botId, page, limit }) => post(path, { bot_id: botId, page, limit }), extraOptions: SILENT, providesTags: (_r, _e, { botId }) => orders(botId) });
    return {
      futuresGridBotDetail: build.query<FuturesGridDetail, string>({
        query: (botId) => post(P.getDetail, { bot_id: botId }),
        transformResponse: (result: FuturesGridDetailResult) => result.detail,
        extraOptions: SILENT,
        providesTags: (_r, _e, botId) => bot(botId),
      }),
      futuresGridBotPnlCurve: build.query<FuturesGridPnlCurveResult, string>({ query: (botId) => post(P.getPnlCurve, { bot_id: botId, limit: 500 }), extraOptions: SILENT, providesTags: (_r, _e, botId) => bot(botId) }),
      futuresGridBotMarkKlines: build.query<KlineResult, KlineArgs>({ query: ({ symbol, interval, limit }) => ({ url: API_PATHS.markKline, method: 'GET', query: { symbol, interval, limit } }), extraOptions: SILENT }),
      futuresGridBotOpenOrders: orderPage(P.getOpenOrders),
      futuresGridBotHistoryOrders: orderPage(P.getHistoryOrders),
      futuresGridBotAddMargin: change<FuturesGridMarginResult, FuturesAddMarginBody>(P.addMargin, changed),
      futuresGridBotWithdraw: change<FuturesGridMarginResult, FuturesWithdrawBody>(P.withdrawProfit, changed),
      futuresGridBotTpSlRange: judge<FuturesGridTpSlRangeResult, TpSlBody>(P.queryTpSlRange),
      futuresGridBotUpdateTpSl: change<FuturesGridChangeResult, TpSlBody>(P.updateTpSl, bot),
      futuresGridBotUpdateTrailingStop: change<FuturesGridChangeResult, FuturesGridTrailingBody>(P.updateTrailingStop, bot),
      futuresGridBotMoveScope: judge<FuturesGridMoveScopeResult, FuturesGridMoveScopeBody>(P.queryMoveScope),
      futuresGridBotUpdateMoveScope: change<FuturesGridChangeResult, FuturesGridMoveScopeBody>(P.updateMoveScope, bot),
      futuresGridBotCloseMode: build.query<FuturesGridCloseModeResult, string>({ query: (botId) => post(P.getCloseMode, { bot_id: botId }), extraOptions: SILENT, keepUnusedDataFor: 0 }),
      futuresGridBotClose: build.mutation<FuturesGridCloseResult, string>({ query: (botId) => post(P.close, { bot_id: botId }), extraOptions: SILENT, invalidatesTags: (_r, _e, botId) => changed(botId) }),
    };
  },
});

export const {
  useFuturesGridBotDetailQuery,
  useFuturesGridBotPnlCurveQuery,
  useFuturesGridBotMarkKlinesQuery,
  useFuturesGridBotOpenOrdersQuery,
  useFuturesGridBotHistoryOrdersQuery,
  useFuturesGridBotAddMarginMutation,
  useFuturesGridBotWithdrawMutation,
  useLazyFuturesGridBotTpSlRangeQuery,
  useFuturesGridBotUpdateTpSlMutation,
  useFuturesGridBotUpdateTrailingStopMutation,
  useFuturesGridBotMoveScopeQuery,
  useLazyFuturesGridBotMoveScopeQuery,
  useFuturesGridBotUpdateMoveScopeMutation,
  useFuturesGridBotCloseModeQuery,
  useFuturesGridBotCloseMutation,
} = fgridBotApi;
