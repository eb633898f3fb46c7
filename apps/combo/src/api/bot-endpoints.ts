/**
 * The calls of one running combo bot (detail, positions, rebalance list,
 * history orders, transfers, close detail, follow detail, limits) and its
 * actions (rebalance now, transfer, modify settings, close), injected into
 * the page's one RTK Query slice when the bot pages load — the create page
 * does not carry them. Names start with `combo` (CONVENTIONS 3). A change
 * invalidates the bot's tags, so its detail, positions and lists refetch
 * once. Refusals the dialogs explain at their fields are `silent`. The
 * follow detail and the limits are the create page's endpoints
 * (`./create-endpoints`: the same calls, one cache entry each), re-exported here.
 */
import { api } from '@tb/data-access-api';
import type { Static } from 'typebox';
import type * as C from '@tb/contracts';

type Success<T extends { status_code?: unknown }> = Omit<T, 'status_code' | 'debug_msg'>;
export type ComboDetailResult = Success<Static<typeof C.FcomboDetailSuccess>>;
export type ComboDetail = C.FcomboDetail;
export type ComboLeg = C.FcomboLegDetail;
export type ComboPositionsResult = Success<Static<typeof C.FcomboPositionsSuccess>>;
export type ComboPosition = C.FcomboPosition;
export type ComboPartListResult = Success<Static<typeof C.FcomboPartListSuccess>>;
export type ComboPart = C.FcomboPart;
export type ComboOrdersResult = Success<Static<typeof C.FcomboOrdersSuccess>>;
export type ComboOrder = C.FcomboOrder;
export type ComboTransferListResult = Success<Static<typeof C.FcomboTransferDetailSuccess>>;
export type ComboTransferRow = C.FcomboTransferRow;
export type ComboCloseDetailResult = Success<Static<typeof C.FcomboCloseDetailSuccess>>;
export type ComboFollowResult = Success<Static<typeof C.FcomboFollowSuccess>>;
export type ComboFollowDetail = C.FcomboFollowDetail;
export type ComboLimitResult = Success<Static<typeof C.FcomboLimitSuccess>>;
export type ComboTransferBody = C.FcomboTransferBody;
export type ComboModifyBody = C.FcomboModifyBody;
export type ComboLimitBody = C.FcomboLimitBody;

/** Every combo leg is a linear USDT perpetual (design decision 2): the bot's coin. */
export const COMBO_COIN = 'USDT';

export interface ComboPageArgs {
  botId: string;
  page: number;
  limit: number;
}

const FCOMBO = '/x-api/contract/v5/private/fcombobot';
/**
 * The bot pages' calls. `FCOMBO_PATHS` is not on the schema-free
 * `@tb/contracts/paths` entry yet (only on the index, which would pull
 * TypeBox into the remote), so they are spelled here and checked against
 * the contract's literal types: a path that differs does not compile. Use
 * `FCOMBO_PATHS` from `@tb/contracts/paths` once that entry exports it.
 */
export const COMBO_BOT_PATHS: Pick<
  typeof C.FCOMBO_PATHS,
  'closeBot' | 'getDetail' | 'getCloseDetail' | 'getHistoryOrders' | 'getPositions' | 'getPartList' | 'transfer' | 'adjustPosition' | 'modifySetting' | 'getTransferDetail'
> = {
  closeBot: `${FCOMBO}/close-bot`,
  getDetail: `${FCOMBO}/get-detail`,
  getCloseDetail: `${FCOMBO}/get-close-detail`,
  getHistoryOrders: `${FCOMBO}/get-history-orders-v2`,
  getPositions: `${FCOMBO}/get-positions`,
  getPartList: `${FCOMBO}/get-part-list`,
  transfer: `${FCOMBO}/transfer`,
  adjustPosition: `${FCOMBO}/adjust-position`,
  modifySetting: `${FCOMBO}/modify-setting`,
  getTransferDetail: `${FCOMBO}/get-transfer-detail`,
};
const P = COMBO_BOT_PATHS;

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
      query: ({ botId, page, limit }) => post(P.getHistoryOrders, { bot_id: botId, page, limit }),
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
    comboAdjustPosition: build.mutation<Success<Static<typeof C.FcomboAdjustSuccess>>, C.FcomboBotIdBody>({
      query: (body) => post(P.adjustPosition, body),
      invalidatesTags: (_r, error, body) => (error ? [] : changed(body.bot_id)),
      extraOptions: { silent: true },
    }),
    comboTransfer: build.mutation<Success<Static<typeof C.FcomboTransferSuccess>>, ComboTransferBody>({
      query: (body) => post(P.transfer, body),
      invalidatesTags: (_r, error, body) => (error ? [] : changed(body.bot_id)),
      extraOptions: { silent: true },
    }),
    comboModifySetting: build.mutation<Success<Static<typeof C.FcomboModifySuccess>>, ComboModifyBody>({
      query: (body) => post(P.modifySetting, body),
      invalidatesTags: (_r, error, body) => (error ? [] : changed(body.bot_id)),
      extraOptions: { silent: true },
    }),
    comboClose: build.mutation<Record<string, never>, C.FcomboBotIdBody>({
      query: (body) => post(P.closeBot, body),
      invalidatesTags: (_r, error, body) => (error ? [] : [...changed(body.bot_id), 'BotList']),
      extraOptions: { silent: true },
    }),
  }),
});

export { COMBO_CREATE_PATHS, useComboCreateFollowSourceQuery as useComboFollowDetailQuery, useComboCreateLimitQuery as useComboBotLimitQuery } from './create-endpoints';

export const {
  useComboDetailQuery,
  useComboPositionsQuery,
  useComboPartListQuery,
  useComboHistoryOrdersQuery,
  useComboTransferDetailQuery,
  useComboCloseDetailQuery,
  useComboAdjustPositionMutation,
  useComboTransferMutation,
  useComboModifySettingMutation,
  useComboCloseMutation,
} = comboBotApi;
