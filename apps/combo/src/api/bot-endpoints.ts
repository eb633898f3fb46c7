/**
 * The calls of one running combo bot (detail, positions, rebalance list,
 * history orders, transfers, close detail, follow detail, limits) and its
 * actions (rebalance now, transfer, modify settings, close), injected into
 * the page's one RTK Query slice when the bot pages load — the create page
 * does not carry them. Names start with `combo` (CONVENTIONS 3). A change
 * invalidates the bot's tags, so its detail, positions and lists refetch
 * once. Refusals the dialogs explain at their fields are `silent`.
 */
import { api } from '@tb/data-access-api';
import { FCOMBO_PATHS as P } from '@tb/contracts/paths';
import type { Static } from 'typebox';
import type * as C from '@tb/contracts';

type Success<T extends { status_code?: unknown }> = Omit<T, 'status_code' | 'debug_msg'>;
export type ComboDetailResult = Success<Static<typeof C.FcomboDetailSuccess>>;
export type ComboDetail = ComboDetailResult['detail'];
export type ComboLeg = ComboDetail['symbol_settings'][number];
export type ComboPositionsResult = Success<Static<typeof C.FcomboPositionsSuccess>>;
export type ComboPartListResult = Success<Static<typeof C.FcomboPartListSuccess>>;
export type ComboPart = ComboPartListResult['list'][number];
export type ComboOrdersResult = Success<Static<typeof C.FcomboHistoryOrdersSuccess>>;
export type ComboOrder = ComboOrdersResult['list'][number];
export type ComboTransferListResult = Success<Static<typeof C.FcomboTransferDetailSuccess>>;
export type ComboTransferRow = ComboTransferListResult['list'][number];
export type ComboCloseDetailResult = Success<Static<typeof C.FcomboCloseDetailSuccess>>;
export type ComboFollowResult = Success<Static<typeof C.FcomboFollowDetailSuccess>>;
export type ComboLimitResult = Success<Static<typeof C.FcomboLimitSuccess>>;
export type ComboTransferBody = Static<typeof C.FcomboTransferBody>;
export type ComboModifyBody = Static<typeof C.FcomboModifySettingBody>;
export type ComboLimitBody = Static<typeof C.FcomboLimitBody>;

export interface ComboPageArgs {
  botId: string;
  page: number;
  limit: number;
}

const post = <B>(url: string, body: B) => ({ url, method: 'POST' as const, body });
const tagged = api.enhanceEndpoints({ addTagTypes: ['ComboBot', 'ComboLists'] });
const bot = (id: string) => [{ type: 'ComboBot' as const, id }];
const lists = (id: string) => [{ type: 'ComboLists' as const, id }];
const changed = (id: string) => [...bot(id), ...lists(id), 'Balance' as const];

export const comboBotApi = tagged.injectEndpoints({
  endpoints: (build) => ({
    comboDetail: build.query<ComboDetailResult, string>({
      query: (botId) => post(P.getDetail, { bot_id: botId }),
      extraOptions: { silent: true },
      providesTags: (_r, _e, botId) => bot(botId),
    }),
    comboPositions: build.query<ComboPositionsResult, string>({
      query: (botId) => post(P.getPositions, { bot_id: botId }),
      extraOptions: { silent: true },
      providesTags: (_r, _e, botId) => bot(botId),
    }),
    comboPartList: build.query<ComboPartListResult, ComboPageArgs>({
      query: ({ botId, page, limit }) => post(P.getPartList, { bot_id: botId, page, limit }),
      extraOptions: { silent: true },
      providesTags: (_r, _e, { botId }) => lists(botId),
    }),
    comboHistoryOrders: build.query<ComboOrdersResult, ComboPageArgs>({
      query: ({ botId, page, limit }) => post(P.getHistoryOrdersV2, { bot_id: botId, page, limit }),
      extraOptions: { silent: true },
      providesTags: (_r, _e, { botId }) => lists(botId),
    }),
    comboTransferDetail: build.query<ComboTransferListResult, ComboPageArgs>({
      query: ({ botId, page, limit }) => post(P.getTransferDetail, { bot_id: botId, page, limit }),
      extraOptions: { silent: true },
      providesTags: (_r, _e, { botId }) => lists(botId),
    }),
    comboCloseDetail: build.query<ComboCloseDetailResult, string>({
      query: (botId) => post(P.getCloseDetail, { bot_id: botId }),
      extraOptions: { silent: true },
      providesTags: (_r, _e, botId) => bot(botId),
    }),
    comboFollowDetail: build.query<ComboFollowResult, string>({
      query: (botId) => post(P.getFollowDetail, { bot_id: botId }),
      extraOptions: { silent: true },
    }),
    /** The bounds modify-setting is checked against (get-limit with the bot's legs, leverage and margin). */
    comboBotLimit: build.query<ComboLimitResult, ComboLimitBody>({
      query: (body) => post(P.getLimit, body),
      extraOptions: { silent: true },
    }),
    comboAdjustPosition: build.mutation<Record<string, never>, { bot_id: string }>({
      query: (body) => post(P.adjustPosition, body),
      invalidatesTags: (_r, error, body) => (error ? [] : changed(body.bot_id)),
      extraOptions: { silent: true },
    }),
    comboTransfer: build.mutation<Record<string, never>, ComboTransferBody>({
      query: (body) => post(P.transfer, body),
      invalidatesTags: (_r, error, body) => (error ? [] : changed(body.bot_id)),
      extraOptions: { silent: true },
    }),
    comboModifySetting: build.mutation<Record<string, never>, ComboModifyBody>({
      query: (body) => post(P.modifySetting, body),
      invalidatesTags: (_r, error, body) => (error ? [] : changed(body.bot_id)),
      extraOptions: { silent: true },
    }),
    comboClose: build.mutation<Record<string, never>, { bot_id: string }>({
      query: (body) => post(P.closeBot, body),
      invalidatesTags: (_r, error, body) => (error ? [] : [...changed(body.bot_id), 'BotList']),
      extraOptions: { silent: true },
    }),
  }),
});

export const {
  useComboDetailQuery,
  useComboPositionsQuery,
  useComboPartListQuery,
  useComboHistoryOrdersQuery,
  useComboTransferDetailQuery,
  useComboCloseDetailQuery,
  useComboFollowDetailQuery,
  useComboBotLimitQuery,
  useComboAdjustPositionMutation,
  useComboTransferMutation,
  useComboModifySettingMutation,
  useComboCloseMutation,
} = comboBotApi;
