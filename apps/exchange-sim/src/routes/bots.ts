import { BOTS_PATHS, type BotListItem, Envelope, ErrorEnvelope, ListAllBotsBody, ListAllBotsResult } from '@tb/contracts';
import { type SpotGridState, spotGridMetrics } from '@tb/engine';
import { spotGridStatus } from '@tb/util-enums';
import { closeCodeWire, gridStatusWire, ok, paging } from '../bots/common';
import { botsOf } from '../bots/core';
import { dcaListFigures } from '../bots/dca-service';
import type { RouteArea } from '../context';
import { userOf } from '../http/auth';
import { envelope } from '../http/envelope';

const errors = { 400: ErrorEnvelope, 413: ErrorEnvelope };

/**
 * `tradingbot/v1/list-all-bots`: the caller's bots of every kind the
 * simulator runs (spot grid, DCA), newest first, figures at the current
 * prices (closed bots: at their close).
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
        const base = { bot_id: row.id, symbol: row.symbol, base_token: row.base_token, quote_token: row.quote_token, create_time: row.create_time };
        if (row.kind === 'GRID_SPOT') {
          const pair = bots.pairs.get(row.symbol);
          if (!pair) continue;
          const state = bots.runner.grid(row.id)?.state ?? (JSON.parse(row.state) as SpotGridState);
          const m = spotGridMetrics(state, bots.pairs.lastTicks(pair), now);
          list.push({
            ...base,
            bot_type: 'GRID_SPOT',
            status: gridStatusWire(state.status),
            end_time: state.endedAt,
            total_investment: m.total_investment,
            total_pnl: m.total_profit,
            total_pnl_per: m.current_per,
            close_code: closeCodeWire(state.closeCode),
          });
        } else {
          const figures = dcaListFigures(bots, row);
          if (!figures) continue;
          const state = JSON.parse(row.state) as { status: string; endedAt: number; closeCode: string | null };
          const live = bots.runner.dca(row.id)?.state ?? state;
          list.push({
            ...base,
            bot_type: 'DCA_SPOT',
            status: spotGridStatus.toServer(live.status === 'COMPLETED' ? 'completed' : 'running'),
            end_time: live.endedAt,
            total_investment: figures.investment,
            total_pnl: figures.pnl,
            total_pnl_per: figures.per,
            close_code: closeCodeWire(live.closeCode),
          });
        }
      }
      return envelope(now, ok({ total: page.total, bots: list }));
    },
  );
};
