import {
  DCA_PATHS as P,
  DcaBotIdBody,
  DcaCloseBody,
  DcaCloseDetailResult,
  DcaCloseResult,
  DcaConfigurationBody,
  DcaConfigurationResult,
  DcaCreateBody,
  DcaCreateResult,
  DcaOrderDetailsBody,
  DcaOrderDetailsResult,
  DcaOrderHistoryBody,
  DcaOrderHistoryResult,
  DcaParametersResult,
  DcaStatusResult,
  DcaUpdateBody,
  DcaUpdateResult,
} from '@tb/contracts';
import { emptyBodyAsObject } from '../../../http/optional-body';
import { BODY_ERRORS, type RouteTable, endpoint } from '../../../http/route-table';
import type { DcaService } from './service';

/**
 * DCA calls (`/x-api/s1/bot/dca/v1/…`, contracts dca.ts). Every call is
 * private; banned users get ret_code 10009, except create-bot, which answers
 * status_code 421 with the ban reason.
 */
export function dcaRoutes(dca: DcaService): RouteTable {
  const user = 'user';
  return {
    tags: ['dca'],
    errors: BODY_ERRORS,
    rows: [
      endpoint({
        method: 'POST', path: P.createBotConfiguration, auth: user, body: DcaConfigurationBody, result: DcaConfigurationResult, preValidation: emptyBodyAsObject,
        summary: 'Frequencies, pair limit and buyable bases with per-round bounds',
        handler: ({ user, body }) => dca.configuration(user, body),
      }),
      endpoint({
        method: 'POST', path: P.createBot, auth: 'user-allow-banned', body: DcaCreateBody, result: DcaCreateResult,
        summary: 'DCA-1: create a DCA bot (first round at once)',
        handler: ({ user, body }) => dca.create(user, body),
      }),
      endpoint({
        method: 'POST', path: P.closeBot, auth: user, body: DcaCloseBody, result: DcaCloseResult,
        summary: 'DCA-2: close a DCA bot to base or quote',
        handler: ({ user, body }) => dca.close(user, body),
      }),
      endpoint({
        method: 'POST', path: P.closeBotDetail, auth: user, body: DcaBotIdBody, result: DcaCloseDetailResult,
        summary: 'Settlement of a closed DCA bot',
        handler: ({ user, body }) => dca.closeDetail(user, body.bot_id),
      }),
      endpoint({
        method: 'POST', path: P.status, auth: user, body: DcaBotIdBody, result: DcaStatusResult,
        summary: 'DCA detail: schedule, rounds, average cost and PnL per pair',
        handler: ({ user, body }) => dca.status(user, body.bot_id),
      }),
      endpoint({
        method: 'POST', path: P.orderHistory, auth: user, body: DcaOrderHistoryBody, result: DcaOrderHistoryResult,
        summary: 'Rounds of a DCA bot, newest first',
        handler: ({ user, body }) => dca.orderHistory(user, body),
      }),
      endpoint({
        method: 'POST', path: P.orderDetails, auth: user, body: DcaOrderDetailsBody, result: DcaOrderDetailsResult,
        summary: 'One round and its orders',
        handler: ({ user, body }) => dca.orderDetails(user, body),
      }),
      endpoint({
        method: 'POST', path: P.parameters, auth: user, body: DcaBotIdBody, result: DcaParametersResult,
        summary: 'A DCA bot’s parameters',
        handler: ({ user, body }) => dca.parameters(user, body.bot_id),
      }),
      endpoint({
        method: 'POST', path: P.updateParameters, auth: user, body: DcaUpdateBody, result: DcaUpdateResult,
        summary: 'Change amounts, frequency, cap or TP of a running DCA bot',
        handler: ({ user, body }) => dca.update(user, body),
      }),
    ],
  };
}
