import * as C from '@tb/contracts';
import { type RouteTable, endpoint, post } from '../../../http/route-table';
import { createRow, kindRouteTable } from '../../common/kind-routes';
import type { MartingaleService } from './service';

/**
 * Futures martingale calls (`/x-api/contract/v5/private/fmartingalebot/…`,
 * contracts martingale.ts). Every call is private; banned users get ret_code
 * 10009, except create-fmart-bot, which answers status_code 421 with the ban
 * reason. The AI parameters (GET get-symbol-ai-params) are public.
 * get-fmart-follow-detail reads any followable martingale bot (every martingale
 * bot is followable; the owner's own too).
 */
export function martingaleRoutes(mart: MartingaleService): RouteTable {
  const P = C.FMART_PATHS;
  return kindRouteTable('martingale', [
    post(P.getFmartLimit, C.FmartLimitBody, C.FmartLimitResult, 'FM-1: martingale parameter limits, check code and worst-case plan', ({ body }) => mart.limit(body)),
    createRow(P.createFmartBot, C.FmartCreateBody, C.FmartCreateResult, 'FM-2: create a futures martingale bot', ({ user, body }) => mart.create(user, body), 'bot_id'),
    post(P.closeFmartBot, C.FmartBotIdBody, C.FmartCloseResult, 'FM-3: close a martingale bot (orders cancelled, position closed at market)', ({ user, body }) => mart.closeByOwner(user, body.bot_id)),
    post(P.getFmartDetail, C.FmartBotIdBody, C.FmartDetailResult, 'FM-4: martingale bot detail', ({ user, body }) => mart.detail(user, body.bot_id)),
    post(P.updateFmartBot, C.FmartUpdateBody, C.FmartUpdateResult, 'Change round TP, SL, auto-cycle or add margin while running', ({ user, body }) => mart.update(user, body), {
      // only an update that adds margin (add_margin above zero; the schema made it a decimal string) adds exposure
      exposure: { op: 'margin-in', when: { field: 'add_margin', is: 'positive' } },
    }),
    post(P.getFmartOpenOrders, C.FmartOrdersBody, C.FmartOrdersResult, 'The resting add order', ({ user, body }) => mart.orders(user, body, 'open')),
    post(P.getFmartHistoryOrders, C.FmartOrdersBody, C.FmartOrdersResult, 'Filled orders, newest first', ({ user, body }) => mart.orders(user, body, 'filled')),
    post(P.getFmartRoundList, C.FmartOrdersBody, C.FmartRoundListResult, 'Rounds, the running one first, then the closed ones newest first', ({ user, body }) => mart.roundList(user, body)),
    post(P.getFmartRoundDetail, C.FmartRoundDetailBody, C.FmartRoundDetailResult, 'One round: its figures, each add and the closing fill', ({ user, body }) => mart.roundDetail(user, body)),
    post(P.getFmartCloseDetail, C.FmartBotIdBody, C.FmartCloseDetailResult, 'Why and how a martingale bot closed, and its settlement', ({ user, body }) => mart.closeDetail(user, body.bot_id)),
    post(P.getFmartFollowDetail, C.FmartBotIdBody, C.FmartFollowResult, 'A followable martingale bot and the parameters to copy it with', ({ viewer, body }) => mart.followDetail(viewer, body.bot_id), { auth: 'optional' }),
    endpoint({
      method: 'GET',
      path: P.getSymbolAiParams,
      auth: 'public',
      query: C.FmartAiParamsQuery,
      result: C.FmartAiParamsResult,
      summary: 'AI martingale parameters per mode from 7 days of history, backtested',
      handler: ({ query }) => mart.aiParams(query.symbol),
    }),
  ]);
}
