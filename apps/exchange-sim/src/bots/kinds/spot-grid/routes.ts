import {
  AiParamsQuery,
  AiParamsResult,
  SPOT_GRID_PATHS as P,
  SpotGridAvailableBalanceBody,
  SpotGridAvailableBalanceResult,
  SpotGridBalanceListBody,
  SpotGridBalanceListResult,
  SpotGridCloseBody,
  SpotGridCloseModesResult,
  SpotGridCloseResult,
  SpotGridCreateBody,
  SpotGridCreateResult,
  SpotGridDetailResult,
  SpotGridFollowDetailResult,
  SpotGridIdBody,
  SpotGridInitialBuyBody,
  SpotGridInitialBuyResult,
  SpotGridOrdersBody,
  SpotGridOrdersResult,
  SpotGridPnlCurveBody,
  SpotGridPnlCurveResult,
  SpotGridRecommendBody,
  SpotGridRecommendResult,
  SpotGridUpdateBody,
  SpotGridUpdateResult,
  SpotGridValidateBody,
  SpotGridValidateResult,
  SpotGridValidateUpdateResult,
  SpotGridWithdrawBody,
  SpotGridWithdrawDetailResult,
  SpotGridWithdrawResult,
} from '@tb/contracts';
import { emptyBodyAsObject } from '../../../http/optional-body';
import { BODY_ERRORS, type RouteTable, endpoint } from '../../../http/route-table';
import type { BotsKit } from '../../kit';
import type { SpotGridDriver } from './driver';
import type { SpotGridService } from './service';

/**
 * Spot grid calls (`/x-api/s1/bot/grid/v1/…`, contracts spot-grid.ts). Every
 * call is private; banned users get ret_code 10009, except create-grid, which
 * answers status_code 421 with the ban reason. The generic grid calls that
 * read across kinds (ranking-filter, list-user-reward) are in bots/routes.ts.
 */
export function spotGridRoutes(kit: BotsKit, grids: SpotGridService, driver: SpotGridDriver): RouteTable {
  const user = 'user';
  return {
    tags: ['spot-grid'],
    errors: BODY_ERRORS,
    rows: [
      endpoint({
        method: 'POST', path: P.validateInput, auth: user, body: SpotGridValidateBody, result: SpotGridValidateResult,
        summary: 'SG-1: dry-run a spot grid; ranges and a check code',
        handler: ({ body }) => grids.validate(body),
      }),
      endpoint({
        method: 'POST', path: P.createGrid, auth: 'user-allow-banned', body: SpotGridCreateBody, result: SpotGridCreateResult,
        summary: 'SG-2: create a spot grid (moves the investment into the bot account)',
        handler: ({ user, body }) => grids.create(user, body),
      }),
      endpoint({
        method: 'POST', path: P.queryGridDetail, auth: user, body: SpotGridIdBody, result: SpotGridDetailResult,
        summary: 'SG-4: one spot grid’s configuration, state, profit and holdings',
        handler: ({ user, body }) => grids.detail(user, body.grid_id),
      }),
      endpoint({
        method: 'POST', path: P.getPnlCurve, auth: user, body: SpotGridPnlCurveBody, result: SpotGridPnlCurveResult,
        summary: 'Grid profit, floating and total PnL over time (15-minute samples)',
        handler: ({ user, body }) => grids.pnlCurve(user, body),
      }),
      endpoint({
        method: 'POST', path: P.getInitialBuyAmount, auth: user, body: SpotGridInitialBuyBody, result: SpotGridInitialBuyResult,
        summary: 'The market order a grid would place when it starts',
        handler: ({ body }) => grids.initialBuy(body),
      }),
      endpoint({
        method: 'POST', path: P.getWithdrawDetail, auth: user, body: SpotGridIdBody, result: SpotGridWithdrawDetailResult,
        summary: 'Profit that can be withdrawn now',
        handler: ({ user, body }) => grids.withdrawDetail(user, body.grid_id),
      }),
      endpoint({
        method: 'POST', path: P.withdrawProfit, auth: user, body: SpotGridWithdrawBody, result: SpotGridWithdrawResult,
        summary: 'Withdraw grid profit to the funding account',
        handler: ({ user, body }) => grids.withdraw(user, body),
      }),
      endpoint({
        method: 'POST', path: P.queryBalanceList, auth: user, body: SpotGridBalanceListBody, result: SpotGridBalanceListResult, preValidation: emptyBodyAsObject,
        summary: 'Spendable balances in the spot and fund accounts',
        handler: ({ user, body }) => grids.balanceList(user, body),
      }),
      endpoint({
        method: 'POST', path: P.queryAvailableBalance, auth: user, body: SpotGridAvailableBalanceBody, result: SpotGridAvailableBalanceResult,
        summary: 'Available base and quote for a pair',
        handler: ({ user, body }) => grids.availableBalance(user, body),
      }),
      endpoint({
        method: 'POST', path: P.validateUpdateSgrid, auth: user, body: SpotGridUpdateBody, result: SpotGridValidateUpdateResult,
        summary: 'Check an addition or a TP/SL change of a running grid',
        handler: ({ user, body }) => grids.validateUpdate(user, body),
      }),
      endpoint({
        method: 'POST', path: P.updateSgrid, auth: user, body: SpotGridUpdateBody, result: SpotGridUpdateResult,
        summary: 'Add investment to or change TP/SL of a running grid',
        handler: ({ user, body }) => grids.update(user, body),
      }),
      endpoint({
        method: 'POST', path: P.recommendSymbol, auth: user, body: SpotGridRecommendBody, result: SpotGridRecommendResult, preValidation: emptyBodyAsObject,
        summary: 'Pairs suited to a grid now (by 24 h amplitude)',
        handler: ({ body }) => grids.recommend(body),
      }),
      endpoint({
        method: 'POST', path: P.getCloseModes, auth: user, body: SpotGridIdBody, result: SpotGridCloseModesResult,
        summary: 'Close modes allowed now with their estimated settlement',
        handler: ({ user, body }) => grids.closeModes(user, body.grid_id),
      }),
      endpoint({
        method: 'POST', path: P.closeGrid, auth: user, body: SpotGridCloseBody, result: SpotGridCloseResult,
        summary: 'SG-3: close a grid and settle per close_mode',
        handler: ({ user, body }) => grids.close(user, body),
      }),
      endpoint({
        method: 'POST', path: P.getOpenOrders, auth: user, body: SpotGridOrdersBody, result: SpotGridOrdersResult,
        summary: 'Resting grid orders',
        handler: ({ user, body }) => grids.orders(user, body, 'open'),
      }),
      endpoint({
        method: 'POST', path: P.getHistoryOrders, auth: user, body: SpotGridOrdersBody, result: SpotGridOrdersResult,
        summary: 'Filled orders with the profit of each round trip',
        handler: ({ user, body }) => grids.orders(user, body, 'history'),
      }),
      endpoint({
        method: 'POST', path: P.queryFollowGridDetail, auth: user, body: SpotGridIdBody, result: SpotGridFollowDetailResult,
        summary: 'A followable grid and the parameters to copy',
        handler: ({ user, body }) => kit.follow.detail(user, body.grid_id, driver),
      }),
      endpoint({
        method: 'GET', path: P.aiParamsDetail, auth: user, query: AiParamsQuery, result: AiParamsResult,
        summary: 'AI grid parameters per style from 7 days of history, backtested',
        handler: ({ query }) => driver.ai.detail(query.symbol),
      }),
    ],
  };
}
