/**
 * The calls of one running martingale bot (detail, orders, rounds, update,
 * close, close detail, follow detail, its chart's candles), injected into the
 * page's one RTK Query slice when the bot pages load — the create page does
 * not carry them. Names start with `martingale` (CONVENTIONS 3). A change
 * (update, close) invalidates the bot's tags, so its detail, orders and rounds
 * refetch once. Refusals the dialogs explain at their fields are `silent`.
 */
import { botPagesApi, type BotPageArgs } from '@tb/data-access-api';
import { API_PATHS, FMART_PATHS } from '@tb/contracts/paths';
import type { FmartBotIdBody, FmartUpdateBody, KlineResult } from '@tb/contracts';
import type { Static } from 'typebox';
import type * as C from '@tb/contracts';

type Success<T extends { status_code?: unknown }> = Omit<T, 'status_code' | 'debug_msg'>;
export type MartDetailResult = Success<Static<typeof C.FmartDetailSuccess>>;
export type MartOrdersResult = Success<Static<typeof C.FmartOrdersSuccess>>;
export type MartRoundListResult = Success<Static<typeof C.FmartRoundListSuccess>>;
export type MartRoundDetailResult = Success<Static<typeof C.FmartRoundDetailSuccess>>;
export type MartCloseDetailResult = Success<Static<typeof C.FmartCloseDetailSuccess>>;
export type MartFollowResult = Success<Static<typeof C.FmartFollowSuccess>>;
export type MartUpdateResult = Success<Static<typeof C.FmartUpdateSuccess>>;

export type MartPageArgs = BotPageArgs;

const post = <B>(url: string, body: B) => ({ url, method: 'POST' as const, body });
const { tagged, bot, rows: orders, ...q } = botPagesApi('bot_id', 'MartBot', 'MartOrders');

export const martingaleBotApi = tagged.injectEndpoints({
  endpoints: (build) => ({
    martingaleDetail: build.query<MartDetailResult, string>(q.byId(FMART_PATHS.getFmartDetail, bot)),
    martingaleOpenOrders: build.query<MartOrdersResult, MartPageArgs>(q.page(FMART_PATHS.getFmartOpenOrders, orders)),
    martingaleHistoryOrders: build.query<MartOrdersResult, MartPageArgs>(q.page(FMART_PATHS.getFmartHistoryOrders, orders)),
    martingaleRoundList: build.query<MartRoundListResult, MartPageArgs>(q.page(FMART_PATHS.getFmartRoundList, orders)),
    martingaleRoundDetail: build.query<MartRoundDetailResult, { botId: string; round: number }>({
      query: ({ botId, round }) => post(FMART_PATHS.getFmartRoundDetail, { bot_id: botId, round }),
      extraOptions: { silent: true },
      providesTags: (_r, _e, { botId }) => orders(botId),
    }),
    martingaleCloseDetail: build.query<MartCloseDetailResult, string>(q.byId(FMART_PATHS.getFmartCloseDetail, bot)),
    martingaleFollowDetail: build.query<MartFollowResult, string>(q.byId(FMART_PATHS.getFmartFollowDetail)),
    martingaleDetailKlines: build.query<KlineResult, { symbol: string; interval: string; limit: number }>({
      query: ({ symbol, interval, limit }) => ({ url: API_PATHS.kline, method: 'GET', query: { symbol, interval, limit } }),
      extraOptions: { silent: true },
    }),
    martingaleUpdate: build.mutation<MartUpdateResult, FmartUpdateBody>(q.change(FMART_PATHS.updateFmartBot, (id) => [...bot(id), ...orders(id), 'Balance' as const])),
    martingaleClose: build.mutation<Record<string, never>, FmartBotIdBody>(q.change(FMART_PATHS.closeFmartBot, (id) => [...bot(id), ...orders(id), 'BotList' as const, 'Balance' as const])),
  }),
});

export const {
  useMartingaleDetailQuery,
  useMartingaleOpenOrdersQuery,
  useMartingaleHistoryOrdersQuery,
  useMartingaleRoundListQuery,
  useMartingaleRoundDetailQuery,
  useMartingaleCloseDetailQuery,
  useMartingaleFollowDetailQuery,
  useMartingaleDetailKlinesQuery,
  useMartingaleUpdateMutation,
  useMartingaleCloseMutation,
} = martingaleBotApi;
