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
import { botPagesApi, type BotPageArgs } from '@tb/data-access-api';
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

export type ComboPageArgs = BotPageArgs;

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

const { tagged, bot, rows: lists, ...q } = botPagesApi('bot_id', 'ComboBot', 'ComboLists');
const changed = (id: string) => [...bot(id), ...lists(id), 'Balance' as const];

export const comboBotApi = tagged.injectEndpoints({
  endpoints: (build) => ({
    comboDetail: build.query<ComboDetailResult, string>(q.byId(P.getDetail, bot)),
    comboPositions: build.query<ComboPositionsResult, string>(q.byId(P.getPositions, bot)),
    comboPartList: build.query<ComboPartListResult, ComboPageArgs>(q.page(P.getPartList, lists)),
    comboHistoryOrders: build.query<ComboOrdersResult, ComboPageArgs>(q.page(P.getHistoryOrders, lists)),
    comboTransferDetail: build.query<ComboTransferListResult, ComboPageArgs>(q.page(P.getTransferDetail, lists)),
    comboCloseDetail: build.query<ComboCloseDetailResult, string>(q.byId(P.getCloseDetail, bot)),
    comboAdjustPosition: build.mutation<Success<Static<typeof C.FcomboAdjustSuccess>>, C.FcomboBotIdBody>(q.change(P.adjustPosition, changed)),
    comboTransfer: build.mutation<Success<Static<typeof C.FcomboTransferSuccess>>, ComboTransferBody>(q.change(P.transfer, changed)),
    comboModifySetting: build.mutation<Success<Static<typeof C.FcomboModifySuccess>>, ComboModifyBody>(q.change(P.modifySetting, changed)),
    comboClose: build.mutation<Record<string, never>, C.FcomboBotIdBody>(q.change(P.closeBot, (id) => [...changed(id), 'BotList' as const])),
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
