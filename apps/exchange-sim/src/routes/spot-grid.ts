import {
  AiParamsQuery,
  AiParamsResult,
  Envelope,
  ErrorEnvelope,
  ListUserRewardBody,
  ListUserRewardResult,
  RankingFilterBody,
  RankingFilterResult,
  SPOT_GRID_PATHS,
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
import { botsOf } from '../bots/core';
import { ok, paging } from '../bots/common';
import type { RouteArea } from '../context';
import { userOf } from '../http/auth';
import { envelope } from '../http/envelope';
import { emptyBodyAsObject } from '../http/optional-body';

const errors = { 400: ErrorEnvelope, 413: ErrorEnvelope };
const tags = ['spot-grid'];

/**
 * Spot grid and generic grid calls (`/x-api/s1/bot/grid/v1/…`, contracts
 * spot-grid.ts). Every call is private; banned users get ret_code 10009,
 * except create-grid, which answers status_code 421 with the ban reason.
 */
export const spotGridRoutes: RouteArea = (app, ctx) => {
  const bots = botsOf(ctx, app);
  const grids = bots.grids;
  const now = () => ctx.clock.now();
  const user = { auth: 'user' as const };

  app.post(
    SPOT_GRID_PATHS.validateInput,
    { schema: { tags, summary: 'SG-1: dry-run a spot grid; ranges and a check code', body: SpotGridValidateBody, response: { 200: Envelope(SpotGridValidateResult), ...errors } }, config: user },
    async (request) => envelope(now(), grids.validate(request.body)),
  );
  app.post(
    SPOT_GRID_PATHS.createGrid,
    {
      schema: { tags, summary: 'SG-2: create a spot grid (moves the investment into the bot account)', body: SpotGridCreateBody, response: { 200: Envelope(SpotGridCreateResult), ...errors } },
      config: { auth: 'user-allow-banned' },
    },
    async (request) => envelope(now(), grids.create(userOf(request), request.body)),
  );
  app.post(
    SPOT_GRID_PATHS.queryGridDetail,
    { schema: { tags, summary: 'SG-4: one spot grid’s configuration, state, profit and holdings', body: SpotGridIdBody, response: { 200: Envelope(SpotGridDetailResult), ...errors } }, config: user },
    async (request) => envelope(now(), grids.detail(userOf(request), request.body.grid_id)),
  );
  app.post(
    SPOT_GRID_PATHS.getPnlCurve,
    { schema: { tags, summary: 'Grid profit, floating and total PnL over time (15-minute samples)', body: SpotGridPnlCurveBody, response: { 200: Envelope(SpotGridPnlCurveResult), ...errors } }, config: user },
    async (request) => envelope(now(), grids.pnlCurve(userOf(request), request.body)),
  );
  app.post(
    SPOT_GRID_PATHS.getInitialBuyAmount,
    { schema: { tags, summary: 'The market order a grid would place when it starts', body: SpotGridInitialBuyBody, response: { 200: Envelope(SpotGridInitialBuyResult), ...errors } }, config: user },
    async (request) => envelope(now(), grids.initialBuy(request.body)),
  );
  app.post(
    SPOT_GRID_PATHS.getWithdrawDetail,
    { schema: { tags, summary: 'Profit that can be withdrawn now', body: SpotGridIdBody, response: { 200: Envelope(SpotGridWithdrawDetailResult), ...errors } }, config: user },
    async (request) => envelope(now(), grids.withdrawDetail(userOf(request), request.body.grid_id)),
  );
  app.post(
    SPOT_GRID_PATHS.withdrawProfit,
    { schema: { tags, summary: 'Withdraw grid profit to the funding account', body: SpotGridWithdrawBody, response: { 200: Envelope(SpotGridWithdrawResult), ...errors } }, config: user },
    async (request) => envelope(now(), grids.withdraw(userOf(request), request.body)),
  );
  app.post(
    SPOT_GRID_PATHS.queryBalanceList,
    {
      schema: { tags, summary: 'Spendable balances in the spot and fund accounts', body: SpotGridBalanceListBody, response: { 200: Envelope(SpotGridBalanceListResult), ...errors } },
      config: user,
      preValidation: emptyBodyAsObject,
    },
    async (request) => envelope(now(), grids.balanceList(userOf(request), request.body)),
  );
  app.post(
    SPOT_GRID_PATHS.queryAvailableBalance,
    { schema: { tags, summary: 'Available base and quote for a pair', body: SpotGridAvailableBalanceBody, response: { 200: Envelope(SpotGridAvailableBalanceResult), ...errors } }, config: user },
    async (request) => envelope(now(), grids.availableBalance(userOf(request), request.body)),
  );
  app.post(
    SPOT_GRID_PATHS.validateUpdateSgrid,
    { schema: { tags, summary: 'Check an addition or a TP/SL change of a running grid', body: SpotGridUpdateBody, response: { 200: Envelope(SpotGridValidateUpdateResult), ...errors } }, config: user },
    async (request) => envelope(now(), grids.validateUpdate(userOf(request), request.body)),
  );
  app.post(
    SPOT_GRID_PATHS.updateSgrid,
    { schema: { tags, summary: 'Add investment to or change TP/SL of a running grid', body: SpotGridUpdateBody, response: { 200: Envelope(SpotGridUpdateResult), ...errors } }, config: user },
    async (request) => envelope(now(), grids.update(userOf(request), request.body)),
  );
  app.post(
    SPOT_GRID_PATHS.recommendSymbol,
    {
      schema: { tags, summary: 'Pairs suited to a grid now (by 24 h amplitude)', body: SpotGridRecommendBody, response: { 200: Envelope(SpotGridRecommendResult), ...errors } },
      config: user,
      preValidation: emptyBodyAsObject,
    },
    async (request) => envelope(now(), grids.recommend(request.body)),
  );
  app.post(
    SPOT_GRID_PATHS.getCloseModes,
    { schema: { tags, summary: 'Close modes allowed now with their estimated settlement', body: SpotGridIdBody, response: { 200: Envelope(SpotGridCloseModesResult), ...errors } }, config: user },
    async (request) => envelope(now(), grids.closeModes(userOf(request), request.body.grid_id)),
  );
  app.post(
    SPOT_GRID_PATHS.closeGrid,
    { schema: { tags, summary: 'SG-3: close a grid and settle per close_mode', body: SpotGridCloseBody, response: { 200: Envelope(SpotGridCloseResult), ...errors } }, config: user },
    async (request) => envelope(now(), grids.close(userOf(request), request.body)),
  );
  app.post(
    SPOT_GRID_PATHS.getOpenOrders,
    { schema: { tags, summary: 'Resting grid orders', body: SpotGridOrdersBody, response: { 200: Envelope(SpotGridOrdersResult), ...errors } }, config: user },
    async (request) => envelope(now(), grids.orders(userOf(request), request.body, 'open')),
  );
  app.post(
    SPOT_GRID_PATHS.getHistoryOrders,
    { schema: { tags, summary: 'Filled orders with the profit of each round trip', body: SpotGridOrdersBody, response: { 200: Envelope(SpotGridOrdersResult), ...errors } }, config: user },
    async (request) => envelope(now(), grids.orders(userOf(request), request.body, 'history')),
  );
  app.post(
    SPOT_GRID_PATHS.queryFollowGridDetail,
    { schema: { tags, summary: 'A followable grid and the parameters to copy', body: SpotGridIdBody, response: { 200: Envelope(SpotGridFollowDetailResult), ...errors } }, config: user },
    async (request) => envelope(now(), grids.followDetail(userOf(request), request.body.grid_id)),
  );
  app.post(
    SPOT_GRID_PATHS.rankingFilter,
    {
      schema: { tags, summary: 'Ranking filters: running-time and PnL bands, sort keys', body: RankingFilterBody, response: { 200: Envelope(RankingFilterResult), ...errors } },
      config: user,
      preValidation: emptyBodyAsObject,
    },
    async () => envelope(now(), grids.rankingFilter()),
  );
  app.post(
    SPOT_GRID_PATHS.listUserReward,
    {
      schema: { tags, summary: 'The caller’s bot vouchers', body: ListUserRewardBody, response: { 200: Envelope(ListUserRewardResult), ...errors } },
      config: user,
      preValidation: emptyBodyAsObject,
    },
    async (request) => {
      const { limit, offset } = paging(request.body);
      return envelope(now(), ok(bots.rewards.list(userOf(request).id, request.body.status, limit, offset, now())));
    },
  );
  app.get(
    SPOT_GRID_PATHS.aiParamsDetail,
    { schema: { tags, summary: 'AI grid parameters per style from 7 days of history, backtested', querystring: AiParamsQuery, response: { 200: Envelope(AiParamsResult), ...errors } }, config: user },
    async (request) => envelope(now(), grids.aiParams(request.query.symbol)),
  );
};
