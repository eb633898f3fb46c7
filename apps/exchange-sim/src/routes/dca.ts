import {
  DCA_PATHS,
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
  Envelope,
  ErrorEnvelope,
} from '@tb/contracts';
import { botsOf } from '../bots/core';
import type { RouteArea } from '../context';
import { userOf } from '../http/auth';
import { envelope } from '../http/envelope';
import { emptyBodyAsObject } from '../http/optional-body';

const errors = { 400: ErrorEnvelope, 413: ErrorEnvelope };
const tags = ['dca'];

/**
 * DCA calls (`/x-api/s1/bot/dca/v1/…`, contracts dca.ts). Every call is
 * private; banned users get ret_code 10009, except create-bot, which answers
 * status_code 421 with the ban reason.
 */
export const dcaRoutes: RouteArea = (app, ctx) => {
  const dca = botsOf(ctx, app).dca;
  const now = () => ctx.clock.now();
  const user = { auth: 'user' as const };

  app.post(
    DCA_PATHS.createBotConfiguration,
    {
      schema: { tags, summary: 'Frequencies, pair limit and buyable bases with per-round bounds', body: DcaConfigurationBody, response: { 200: Envelope(DcaConfigurationResult), ...errors } },
      config: user,
      preValidation: emptyBodyAsObject,
    },
    async (request) => envelope(now(), dca.configuration(userOf(request), request.body)),
  );
  app.post(
    DCA_PATHS.createBot,
    { schema: { tags, summary: 'DCA-1: create a DCA bot (first round at once)', body: DcaCreateBody, response: { 200: Envelope(DcaCreateResult), ...errors } }, config: { auth: 'user-allow-banned' } },
    async (request) => envelope(now(), dca.create(userOf(request), request.body)),
  );
  app.post(
    DCA_PATHS.closeBot,
    { schema: { tags, summary: 'DCA-2: close a DCA bot to base or quote', body: DcaCloseBody, response: { 200: Envelope(DcaCloseResult), ...errors } }, config: user },
    async (request) => envelope(now(), dca.close(userOf(request), request.body)),
  );
  app.post(
    DCA_PATHS.closeBotDetail,
    { schema: { tags, summary: 'Settlement of a closed DCA bot', body: DcaBotIdBody, response: { 200: Envelope(DcaCloseDetailResult), ...errors } }, config: user },
    async (request) => envelope(now(), dca.closeDetail(userOf(request), request.body.bot_id)),
  );
  app.post(
    DCA_PATHS.status,
    { schema: { tags, summary: 'DCA detail: schedule, rounds, average cost and PnL per pair', body: DcaBotIdBody, response: { 200: Envelope(DcaStatusResult), ...errors } }, config: user },
    async (request) => envelope(now(), dca.status(userOf(request), request.body.bot_id)),
  );
  app.post(
    DCA_PATHS.orderHistory,
    { schema: { tags, summary: 'Rounds of a DCA bot, newest first', body: DcaOrderHistoryBody, response: { 200: Envelope(DcaOrderHistoryResult), ...errors } }, config: user },
    async (request) => envelope(now(), dca.orderHistory(userOf(request), request.body)),
  );
  app.post(
    DCA_PATHS.orderDetails,
    { schema: { tags, summary: 'One round and its orders', body: DcaOrderDetailsBody, response: { 200: Envelope(DcaOrderDetailsResult), ...errors } }, config: user },
    async (request) => envelope(now(), dca.orderDetails(userOf(request), request.body)),
  );
  app.post(
    DCA_PATHS.parameters,
    { schema: { tags, summary: 'A DCA bot’s parameters', body: DcaBotIdBody, response: { 200: Envelope(DcaParametersResult), ...errors } }, config: user },
    async (request) => envelope(now(), dca.parameters(userOf(request), request.body.bot_id)),
  );
  app.post(
    DCA_PATHS.updateParameters,
    { schema: { tags, summary: 'Change amounts, frequency, cap or TP of a running DCA bot', body: DcaUpdateBody, response: { 200: Envelope(DcaUpdateResult), ...errors } }, config: user },
    async (request) => envelope(now(), dca.update(userOf(request), request.body)),
  );
};
