import * as C from '@tb/contracts';
import { emptyBodyAsObject } from '../../../http/optional-body';
import { type RouteTable, post } from '../../../http/route-table';
import { createRow, kindRouteTable } from '../../common/kind-routes';
import type { DcaService } from './service';

/**
 * DCA calls (`/x-api/s1/bot/dca/v1/…`, contracts dca.ts). Every call is
 * private; banned users get ret_code 10009, except create-bot, which answers
 * status_code 421 with the ban reason.
 */
export function dcaRoutes(dca: DcaService): RouteTable {
  const P = C.DCA_PATHS;
  return kindRouteTable('dca', [
    post(P.createBotConfiguration, C.DcaConfigurationBody, C.DcaConfigurationResult, 'Frequencies, pair limit and buyable bases with per-round bounds', ({ user, body }) => dca.configuration(user, body), {
      preValidation: emptyBodyAsObject,
    }),
    createRow(P.createBot, C.DcaCreateBody, C.DcaCreateResult, 'DCA-1: create a DCA bot (first round at once)', ({ user, body }) => dca.create(user, body), 'bot_id'),
    post(P.closeBot, C.DcaCloseBody, C.DcaCloseResult, 'DCA-2: close a DCA bot to base or quote', ({ user, body }) => dca.close(user, body)),
    post(P.closeBotDetail, C.DcaBotIdBody, C.DcaCloseDetailResult, 'Settlement of a closed DCA bot', ({ user, body }) => dca.closeDetail(user, body.bot_id)),
    post(P.status, C.DcaBotIdBody, C.DcaStatusResult, 'DCA detail: schedule, rounds, average cost and PnL per pair', ({ user, body }) => dca.status(user, body.bot_id)),
    post(P.orderHistory, C.DcaOrderHistoryBody, C.DcaOrderHistoryResult, 'Rounds of a DCA bot, newest first', ({ user, body }) => dca.orderHistory(user, body)),
    post(P.orderDetails, C.DcaOrderDetailsBody, C.DcaOrderDetailsResult, 'One round and its orders', ({ user, body }) => dca.orderDetails(user, body)),
    post(P.parameters, C.DcaBotIdBody, C.DcaParametersResult, 'A DCA bot’s parameters', ({ user, body }) => dca.parameters(user, body.bot_id)),
    post(P.updateParameters, C.DcaUpdateBody, C.DcaUpdateResult, 'Change amounts, frequency, cap or TP of a running DCA bot', ({ user, body }) => dca.update(user, body)),
  ]);
}
