import * as C from '@tb/contracts';
import { type RouteTable, post } from '../../../http/route-table';
import { createRow, kindRouteTable } from '../../common/kind-routes';
import type { ComboService } from './service';

/**
 * Futures combo calls (`/x-api/contract/v5/private/fcombobot/…`, contracts
 * combo.ts). Every call is private (10007 without a login); banned users get
 * ret_code 10009, except create-bot, which answers status_code 421 with the
 * ban reason. get-follow-detail reads any combo (every combo is followable;
 * the owner's own too).
 */
export function comboRoutes(combo: ComboService): RouteTable {
  const P = C.FCOMBO_PATHS;
  return kindRouteTable('combo', [
    post(P.getLimit, C.FcomboLimitBody, C.FcomboLimitResult, 'FC-1: combo parameter limits and check code', ({ body }) => combo.limit(body)),
    createRow(P.createBot, C.FcomboCreateBody, C.FcomboCreateResult, 'FC-2: create a futures combo bot', ({ user, body }) => combo.create(user, body), 'bot_id'),
    post(P.closeBot, C.FcomboBotIdBody, C.FcomboCloseResult, 'FC-3: close a combo bot (every leg closed at market)', ({ user, body }) => combo.closeByOwner(user, body.bot_id)),
    post(P.getDetail, C.FcomboBotIdBody, C.FcomboDetailResult, 'FC-4: combo bot detail', ({ user, body }) => combo.detail(user, body.bot_id)),
    post(P.getCloseDetail, C.FcomboBotIdBody, C.FcomboCloseDetailResult, 'Why and how a combo closed, per leg, and its settlement', ({ user, body }) => combo.closeDetail(user, body.bot_id)),
    post(P.getHistoryOrders, C.FcomboOrdersBody, C.FcomboOrdersResult, 'Filled orders of every leg, newest first', ({ user, body }) => combo.orders(user, body)),
    post(P.getPositions, C.FcomboBotIdBody, C.FcomboPositionsResult, 'The legs’ positions now', ({ user, body }) => combo.positions(user, body.bot_id)),
    post(P.getPartList, C.FcomboPartListBody, C.FcomboPartListResult, 'Rebalance history, newest first (the opening is no 0)', ({ user, body }) => combo.partList(user, body)),
    post(P.getDailyPick, C.FcomboDailyPickBody, C.FcomboDailyPickResult, 'The day’s AI combo pick with its 7-day backtest', ({ user }) => combo.dailyPick(user)),
    post(P.getSymbolList, C.FcomboSymbolListBody, C.FcomboSymbolListResult, 'Contracts a combo may use, by 24 h turnover', () => combo.symbolList()),
    post(P.setDailyPickNoPop, C.FcomboNoPopBody, C.FcomboNoPopResult, 'The caller’s “don’t show the daily pick again”', ({ user, body }) => combo.setNoPop(user, body.no_pop)),
    post(P.getFollowDetail, C.FcomboBotIdBody, C.FcomboFollowResult, 'A followable combo and the settings to copy it with', ({ viewer, body }) => combo.followDetail(viewer, body.bot_id), { auth: 'optional' }),
    post(P.transfer, C.FcomboTransferBody, C.FcomboTransferResult, 'Margin in (from derivatives) or out (available balance only), then a rebalance', ({ user, body }) => combo.transfer(user, body), {
      // type 1 = margin in; 2 (out) lowers exposure and is never guarded
      exposure: { op: 'margin-in', when: { field: 'type', is: 1 } },
    }),
    post(P.adjustPosition, C.FcomboBotIdBody, C.FcomboAdjustResult, 'Rebalance now (reason: by user)', ({ user, body }) => combo.adjust(user, body.bot_id)),
    post(P.modifySetting, C.FcomboModifyBody, C.FcomboModifyResult, 'Change TP, SL, trailing stop or the rebalance mode, then a rebalance', ({ user, body }) => combo.modify(user, body)),
    post(P.getTransferDetail, C.FcomboTransferDetailBody, C.FcomboTransferDetailResult, 'Margin transfers, newest first', ({ user, body }) => combo.transferDetail(user, body)),
  ]);
}
