/**
 * The calls of one running martingale bot (detail, orders, rounds, update,
 * close, close detail, follow detail, its chart's candles), injected into the
 * page's one RTK Query slice when the bot pages load — the create page does
 * not carry them. Names start with `martingale` (CONVENTIONS 3). A change
 * (update, close) invalidates the bot's tags, so its detail, orders and rounds
 * refetch once. Refusals the dialogs explain at their fields are `silent`.
 */
import { api } from '@tb/data-access-api';
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

export interface MartPageArgs {
  botId: string;
  page: number;
  limit: number;
}

const post = <B>(url: string, body: B) => ({ url, method: 'POST' as const, body });
const tagged = api.enhanceEndpoints({ addTagTypes: ['MartBot', 'MartOrders'] });
const bot = (id: string) => [{ type: 'MartBot' as const, id }];
const orders = (id: string) => [{ type: 'MartOrders' as const, id }];

export const martingaleBotApi = tagged.injectEndpoints({
  endpoints: (build) => ({
    martingaleDetail: build.query<MartDetailResult, string>({
      query: (botId) => post(FMART_PATHS.getFmartDetail, { bot_id: botId } satisfies FmartBotIdBody),
      extraOptions: { silent: true },
      providesTags: (_r, _e, botId) => bot(botId),
    }),
    martingaleOpenOrders: build.query<MartOrdersResult, MartPageArgs>({
      query: ({ botId, page, limit }) => post(FMART_PATHS.getFmartOpenOrders, { bot_id: botId, page, limit }),
      extraOptions: { silent: true },
      providesTags: (_r, _e, { botId }) => orders(botId),
    }),
    martingaleHistoryOrders: build.query<MartOrdersResult, MartPageArgs>({
      query: ({ botId, page, limit }) => post(FMART_PATHS.getFmartHistoryOrders, { bot_id: botId, page, limit }),
      extraOptions: { silent: true },
      providesTags: (_r, _e, { botId }) => orders(botId),
    }),
    martingaleRoundList: build.query<MartRoundListResult, MartPageArgs>({
      query: ({ botId, page, limit }) => post(FMART_PATHS.getFmartRoundList, { bot_id: botId, page, limit }),
      extraOptions: { silent: true },
      providesTags: (_r, _e, { botId }) => orders(botId),
    }),
    martingaleRoundDetail: build.query<MartRoundDetailResult, { botId: string; round: number }>({
      query: ({ botId, round }) => post(FMART_PATHS.getFmartRoundDetail, { bot_id: botId, round }),
      extraOptions: { silent: true },
      providesTags: (_r, _e, { botId }) => orders(botId),
    }),
    martingaleCloseDetail: build.query<MartCloseDetailResult, string>({
      query: (botId) => post(FMART_PATHS.getFmartCloseDetail, { bot_id: botId }),
      extraOptions: { silent: true },
      providesTags: (_r, _e, botId) => bot(botId),
    }),
    martingaleFollowDetail: build.query<MartFollowResult, string>({
      query: (botId) => post(FMART_PATHS.getFmartFollowDetail, { bot_id: botId }),
      extraOptions: { silent: true },
    }),
    martingaleDetailKlines: build.query<KlineResult, { symbol: string; interval: string; limit: number }>({
      query: ({ symbol, interval, limit }) => ({ url: API_PATHS.kline, method: 'GET', query: { symbol, interval, limit } }),
      extraOptions: { silent: true },
    }),
    martingaleUpdate: build.mutation<MartUpdateResult, FmartUpdateBody>({
      query: (body) => post(FMART_PATHS.updateFmartBot, body),
      invalidatesTags: (_r, error, body) => (error ? [] : [...bot(body.bot_id), ...orders(body.bot_id), 'Balance']),
      extraOptions: { silent: true },
    }),
    martingaleClose: build.mutation<Record<string, never>, FmartBotIdBody>({
      query: (body) => post(FMART_PATHS.closeFmartBot, body),
      invalidatesTags: (_r, error, body) => (error ? [] : [...bot(body.bot_id), ...orders(body.bot_id), 'BotList', 'Balance']),
      extraOptions: { silent: true },
    }),
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
