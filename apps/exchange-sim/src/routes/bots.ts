import { BOTS_PATHS, type BotListItem, Envelope, ErrorEnvelope, ListAllBotsBody, ListAllBotsResult } from '@tb/contracts';
import { ok, paging } from '../bots/common';
import { botsOf } from '../bots/core';
import type { RouteArea } from '../context';
import { userOf } from '../http/auth';
import { envelope } from '../http/envelope';

const errors = { 400: ErrorEnvelope, 413: ErrorEnvelope };

/**
 * `tradingbot/v1/list-all-bots`: the caller's bots of every kind, newest
 * first, figures at the current prices (closed bots: at their close). Each
 * kind's row view is registered in `botsOf(ctx).listViews` (spot grid and
 * DCA here; another bot kind adds its own).
 */
export const botListRoutes: RouteArea = (app, ctx) => {
  const bots = botsOf(ctx, app);
  app.post(
    BOTS_PATHS.listAllBots,
    {
      schema: { tags: ['bots'], summary: 'The caller’s bots: ongoing or closed, paged', body: ListAllBotsBody, response: { 200: Envelope(ListAllBotsResult), ...errors } },
      config: { auth: 'user' },
    },
    async (request) => {
      const user = userOf(request);
      bots.runner.drain();
      const now = ctx.clock.now();
      const { limit, offset } = paging(request.body);
      const page = bots.store.listUser(user.id, request.body.status === 'closed', limit, offset);
      const list: BotListItem[] = [];
      for (const row of page.rows) {
        const item = bots.listViews.get(row.kind)?.(row, now);
        if (item) list.push(item);
      }
      return envelope(now, ok({ total: page.total, bots: list }));
    },
  );
};
