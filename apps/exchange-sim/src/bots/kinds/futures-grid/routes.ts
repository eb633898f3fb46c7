import * as C from '@tb/contracts';
import { emptyBodyAsObject } from '../../../http/optional-body';
import { type RouteTable, endpoint, post } from '../../../http/route-table';
import { createRow, kindRouteTable } from '../../common/kind-routes';
import type { FuturesGridService } from './service';

/**
 * Futures grid calls (`/x-api/contract/v5/fgridbot/…`, contracts
 * futures-grid.ts). Every call is private; banned users get ret_code 10009,
 * except fgrid-bot-create, which answers status_code 421 with the ban reason.
 */
export function futuresGridRoutes(grids: FuturesGridService): RouteTable {
  const P = C.FUTURES_GRID_PATHS;
  const optionalBody = { preValidation: emptyBodyAsObject };
  return kindRouteTable('futures-grid', [
    post(P.validateInput, C.FuturesGridValidateBody, C.FuturesGridValidateResult, 'FG-1: dry-run a futures grid; ranges, liquidation estimates and a check code', ({ body }) => grids.validate(body)),
    createRow(P.create, C.FuturesGridCreateBody, C.FuturesGridCreateResult, 'FG-2: create a futures grid (moves the investment from the derivatives or unified account)', ({ user, body }) => grids.create(user, body), 'bot_id'),
    post(P.close, C.FuturesGridIdBody, C.FuturesGridCloseResult, 'FG-3: cancel the orders, close the position at market and settle', ({ user, body }) => grids.close(user, body.bot_id)),
    post(P.getDetail, C.FuturesGridIdBody, C.FuturesGridDetailResult, 'FG-4: configuration, position, PnL decomposition, margin and liquidation price', ({ user, body }) => grids.detail(user, body.bot_id)),
    post(P.addMargin, C.FuturesGridAddMarginBody, C.FuturesGridMarginResult, 'Add margin to the position (its liquidation price moves away)', ({ user, body }) => grids.addMargin(user, body), {
      exposure: { op: 'margin-in' },
    }),
    post(P.withdrawProfit, C.FuturesGridWithdrawBody, C.FuturesGridMarginResult, 'Withdraw profit that leaves the position and its orders safe', ({ user, body }) => grids.withdraw(user, body)),
    post(P.queryTpSlRange, C.FuturesGridTpSlBody, C.FuturesGridTpSlRangeResult, 'TP/SL ranges now (against the last and liquidation price) and the verdict of values sent', ({ user, body }) => grids.tpSlRange(user, body)),
    post(P.updateTpSl, C.FuturesGridTpSlBody, C.FuturesGridChangeResult, 'Change TP/SL of a running grid (its statistics stay)', ({ user, body }) => grids.updateTpSl(user, body)),
    post(P.updateTrailingStop, C.FuturesGridTrailingBody, C.FuturesGridChangeResult, 'Set or clear the trailing stop', ({ user, body }) => grids.updateTrailingStop(user, body)),
    post(P.getPnlCurve, C.FuturesGridPnlCurveBody, C.FuturesGridPnlCurveResult, 'Grid profit, floating and total PnL over time (15-minute samples)', ({ user, body }) => grids.pnlCurve(user, body)),
    post(P.getHistoryOrders, C.FuturesGridOrdersBody, C.FuturesGridOrdersResult, 'Filled orders with the profit of each round trip (paged)', ({ user, body }) => grids.orders(user, body, 'history')),
    post(P.getOpenOrders, C.FuturesGridOrdersBody, C.FuturesGridOrdersResult, 'Resting grid orders (paged)', ({ user, body }) => grids.orders(user, body, 'open')),
    post(P.queryMoveScope, C.FuturesGridMoveScopeBody, C.FuturesGridMoveScopeResult, 'Move-up / move-down bounds allowed now, and the verdict of values sent', ({ user, body }) => grids.moveScope(user, body)),
    post(P.updateMoveScope, C.FuturesGridMoveScopeBody, C.FuturesGridChangeResult, 'Set the move-up / move-down bounds of an arithmetic grid', ({ user, body }) => grids.updateMoveScope(user, body)),
    post(P.getFollowDetail, C.FuturesGridIdBody, C.FuturesGridFollowResult, 'v1: a followable futures grid and the parameters to copy', ({ viewer, body }) => grids.followDetail(viewer, body.bot_id), { auth: 'optional' }),
    post(P.getCloseMode, C.FuturesGridIdBody, C.FuturesGridCloseModeResult, 'The close mode and what it would hand back now', ({ user, body }) => grids.closeMode(user, body.bot_id)),
    post(P.recommendSymbol, C.FuturesGridRecommendBody, C.FuturesGridRecommendResult, 'Contracts suited to a grid now (by 24 h amplitude)', ({ body }) => grids.recommend(body), optionalBody),
    post(P.getUserBalanceV1, C.FuturesGridBalanceBody, C.FuturesGridBalanceResult, 'v1: available balance in the derivatives and unified accounts', ({ user, body }) => grids.balance(user, body), optionalBody),
    endpoint({
      method: 'GET',
      path: P.getSymbolAiParams,
      auth: 'user',
      query: C.FuturesGridAiParamsQuery,
      result: C.FuturesGridAiParamsResult,
      summary: 'AI parameters per grid mode from 7 days of index candles, each backtested (funding and liquidation included)',
      handler: ({ query }) => grids.aiParams(query.symbol),
    }),
    post(P.getUserBalance, C.FuturesGridBalanceBody, C.FuturesGridBalanceResult, 'Available balance in the derivatives and unified accounts', ({ user, body }) => grids.balance(user, body), {
      ...optionalBody,
    }),
  ]);
}
