import * as C from '@tb/contracts';
import { emptyBodyAsObject } from '../../../http/optional-body';
import { type RouteTable, endpoint, post } from '../../../http/route-table';
import { createRow, kindRouteTable } from '../../common/kind-routes';
import type { SpotGridService } from './service';

/**
 * Spot grid calls (`/x-api/s1/bot/grid/v1/…`, contracts spot-grid.ts). Every
 * call is private; banned users get ret_code 10009, except create-grid, which
 * answers status_code 421 with the ban reason. The generic grid calls that
 * read across kinds (ranking-filter, list-user-reward) are in bots/routes.ts.
 */
export function spotGridRoutes(grids: SpotGridService): RouteTable {
  const P = C.SPOT_GRID_PATHS;
  const optionalBody = { preValidation: emptyBodyAsObject };
  return kindRouteTable('spot-grid', [
    post(P.validateInput, C.SpotGridValidateBody, C.SpotGridValidateResult, 'SG-1: dry-run a spot grid; ranges and a check code', ({ body }) => grids.validate(body)),
    createRow(P.createGrid, C.SpotGridCreateBody, C.SpotGridCreateResult, 'SG-2: create a spot grid (moves the investment into the bot account)', ({ user, body }) => grids.create(user, body), 'grid_id'),
    post(P.queryGridDetail, C.SpotGridIdBody, C.SpotGridDetailResult, 'SG-4: one spot grid’s configuration, state, profit and holdings', ({ user, body }) => grids.detail(user, body.grid_id)),
    post(P.getPnlCurve, C.SpotGridPnlCurveBody, C.SpotGridPnlCurveResult, 'Grid profit, floating and total PnL over time (15-minute samples)', ({ user, body }) => grids.pnlCurve(user, body)),
    post(P.getInitialBuyAmount, C.SpotGridInitialBuyBody, C.SpotGridInitialBuyResult, 'The market order a grid would place when it starts', ({ body }) => grids.initialBuy(body)),
    post(P.getWithdrawDetail, C.SpotGridIdBody, C.SpotGridWithdrawDetailResult, 'Profit that can be withdrawn now', ({ user, body }) => grids.withdrawDetail(user, body.grid_id)),
    post(P.withdrawProfit, C.SpotGridWithdrawBody, C.SpotGridWithdrawResult, 'Withdraw grid profit to the funding account', ({ user, body }) => grids.withdraw(user, body)),
    post(P.queryBalanceList, C.SpotGridBalanceListBody, C.SpotGridBalanceListResult, 'Spendable balances in the spot and fund accounts', ({ user, body }) => grids.balanceList(user, body), optionalBody),
    post(P.queryAvailableBalance, C.SpotGridAvailableBalanceBody, C.SpotGridAvailableBalanceResult, 'Available base and quote for a pair', ({ user, body }) => grids.availableBalance(user, body)),
    post(P.validateUpdateSgrid, C.SpotGridUpdateBody, C.SpotGridValidateUpdateResult, 'Check an addition or a TP/SL change of a running grid', ({ user, body }) => grids.validateUpdate(user, body)),
    post(P.updateSgrid, C.SpotGridUpdateBody, C.SpotGridUpdateResult, 'Add investment to or change TP/SL of a running grid', ({ user, body }) => grids.update(user, body)),
    post(P.recommendSymbol, C.SpotGridRecommendBody, C.SpotGridRecommendResult, 'Pairs suited to a grid now (by 24 h amplitude)', ({ body }) => grids.recommend(body), optionalBody),
    post(P.getCloseModes, C.SpotGridIdBody, C.SpotGridCloseModesResult, 'Close modes allowed now with their estimated settlement', ({ user, body }) => grids.closeModes(user, body.grid_id)),
    post(P.closeGrid, C.SpotGridCloseBody, C.SpotGridCloseResult, 'SG-3: close a grid and settle per close_mode', ({ user, body }) => grids.close(user, body)),
    post(P.getOpenOrders, C.SpotGridOrdersBody, C.SpotGridOrdersResult, 'Resting grid orders', ({ user, body }) => grids.orders(user, body, 'open')),
    post(P.getHistoryOrders, C.SpotGridOrdersBody, C.SpotGridOrdersResult, 'Filled orders with the profit of each round trip', ({ user, body }) => grids.orders(user, body, 'history')),
    post(P.queryFollowGridDetail, C.SpotGridIdBody, C.SpotGridFollowDetailResult, 'A followable grid and the parameters to copy', ({ viewer, body }) => grids.followDetail(viewer, body.grid_id), { auth: 'optional' }),
    endpoint({
      method: 'GET',
      path: P.aiParamsDetail,
      auth: 'user',
      query: C.AiParamsQuery,
      result: C.AiParamsResult,
      summary: 'AI grid parameters per style from 7 days of history, backtested',
      handler: ({ query }) => grids.aiParams(query.symbol),
    }),
  ]);
}
