/**
 * The bot area's endpoints: every registered kind's route table, and the
 * calls that read across kinds —
 * - `tradingbot/v1/list-all-bots`: the caller's bots of every kind, newest
 *   first, each row as its kind's driver shows it (figures at the current
 *   prices; closed bots at their close);
 * - `grid/v1/ranking-filter` (public): the ranking's bands over every
 *   ranked kind (ranking.ts);
 * - `grid/v1/list-user-reward`: the caller's vouchers, whatever kinds they
 *   apply to (rewards.ts);
 * - `tradingbot/v1/bots-summary`: the caller's bots as a whole, per quote
 *   coin and per kind, with PnL today (summary.ts);
 * - tools `v1/mixed-ranking` (public): the ranking of every ranked kind's
 *   followable running bots (ranking.ts);
 * - tools `aurora/home`, `aurora/info`, `aurora/creation`, `aurora/fcombo`,
 *   `chat/strategy/info` (public) and discovery `strategy-info` (GET,
 *   private): the strategy pages' calls (tools.ts).
 */
import {
  AuroraCreationBody,
  AuroraCreationResult,
  AuroraFcomboBody,
  AuroraFcomboResult,
  AuroraHomeBody,
  AuroraHomeResult,
  AuroraInfoBody,
  AuroraInfoResult,
  ChatStrategyInfoBody,
  ChatStrategyInfoResult,
  StrategyInfoQuery,
  StrategyInfoResult,
  BOTS_PATHS,
  BotsSummaryBody,
  BotsSummaryResult,
  type BotListItem,
  ListAllBotsBody,
  ListAllBotsResult,
  ListUserRewardBody,
  ListUserRewardResult,
  MixedRankingBody,
  MixedRankingResult,
  RankingFilterBody,
  RankingFilterResult,
  SPOT_GRID_PATHS,
  TOOLS_PATHS,
} from '@tb/contracts';
import { BOT_KINDS, productTagsOf } from '@tb/util-bot-kinds';
import { botProductTag } from '@tb/util-enums';
import type { RouteArea } from '../context';
import { emptyBodyAsObject } from '../http/optional-body';
import { BODY_ERRORS, type RouteTable, endpoint, post, registerRouteTable } from '../http/route-table';
import { paging } from './common/request';
import { ok } from './common/results';
import { type Bots, botsOf } from './core';
import { StrategyTools } from './tools';
import { registerComplianceGuard } from './compliance';
import { noticeRoutes } from '../notices/routes';

export function crossKindRoutes(bots: Bots): RouteTable {
  const { ctx, store, runner, drivers, lifecycle } = bots;
  const optionalBody = { preValidation: emptyBodyAsObject };
  const strategies = new StrategyTools(bots);
  const publicTool = { auth: 'public' as const, tags: ['tools'] };
  return {
    tags: ['spot-grid'],
    errors: BODY_ERRORS,
    rows: [
      // public, as the ranking it filters: a visitor browses the ranking too
      post(SPOT_GRID_PATHS.rankingFilter, RankingFilterBody, RankingFilterResult, 'Ranking filters: running-time and PnL bands, sort keys', () => bots.ranking.filter(), { ...optionalBody, auth: 'public' }),
      post(
        TOOLS_PATHS.mixedRanking,
        MixedRankingBody,
        MixedRankingResult,
        'The ranking of followable running bots of every ranked kind: sorted, filtered, paged',
        ({ body }) => bots.ranking.mixedRanking(body),
        { ...optionalBody, auth: 'public', tags: ['tools'] },
      ),
      post(TOOLS_PATHS.auroraHome, AuroraHomeBody, AuroraHomeResult, 'Every bot kind as a strategy: running and ranked bots, best return, median APR', () => strategies.home(), {
        ...optionalBody,
        ...publicTool,
      }),
      post(TOOLS_PATHS.auroraInfo, AuroraInfoBody, AuroraInfoResult, 'One strategy: its create parameters, live top bots and daily yield trend', ({ body }) => strategies.info(body), publicTool),
      post(
        TOOLS_PATHS.auroraCreation,
        AuroraCreationBody,
        AuroraCreationResult,
        'Where a create form of a kind on a symbol starts: the AI proposal and the live facts there',
        ({ body }) => strategies.creation(body),
        publicTool,
      ),
      post(TOOLS_PATHS.auroraFcombo, AuroraFcomboBody, AuroraFcomboResult, 'The futures combo strategy: the legs running combos hold, top combos, yield trend', ({ body }) => strategies.fcombo(body), {
        ...optionalBody,
        ...publicTool,
      }),
      post(TOOLS_PATHS.chatStrategyInfo, ChatStrategyInfoBody, ChatStrategyInfoResult, 'A strategy in plain words (message codes with live figures) for the help panel', ({ body }) => strategies.chat(body.bot_type), publicTool),
      endpoint({
        method: 'GET',
        path: TOOLS_PATHS.discoveryStrategyInfo,
        auth: 'user',
        query: StrategyInfoQuery,
        result: StrategyInfoResult,
        errors: { 400: BODY_ERRORS[400] },
        tags: ['tools'],
        summary: 'The strategies the caller runs: running and closed bots and PnL per quote coin, per kind',
        handler: ({ user, query }) => strategies.userStrategies(user.id, query.bot_type),
      }),
      post(
        SPOT_GRID_PATHS.listUserReward,
        ListUserRewardBody,
        ListUserRewardResult,
        'The caller’s bot vouchers',
        ({ user, body }) => {
          const { limit, offset } = paging(body);
          return ok(bots.rewards.list(user.id, body.status, limit, offset, ctx.clock.now()));
        },
        optionalBody,
      ),
      post(
        BOTS_PATHS.listAllBots,
        ListAllBotsBody,
        ListAllBotsResult,
        'The caller’s bots: ongoing or closed, paged',
        ({ user, body }) => {
          runner.drain();
          const now = ctx.clock.now();
          const { limit, offset } = paging(body);
          const page = store.listUser(user.id, body.status === 'closed', limit, offset);
          const list: BotListItem[] = [];
          for (const row of page.rows) {
            const driver = drivers.get(row.kind);
            const found = driver && lifecycle.liveOf(driver, row);
            const item = driver && found && driver.listItem(row, found.bot, now);
            if (!item) continue;
            const spec = BOT_KINDS.find((k) => k.listType === row.kind);
            const tags = spec ? productTagsOf(spec, { follows: row.followed_bot_id !== '', runningFollowers: store.followers(row.id) }) : [];
            list.push({ ...item, product_tags: tags.map((tag) => botProductTag.toServer(tag)) });
          }
          return ok({ total: page.total, bots: list });
        },
        { tags: ['bots'] },
      ),
      post(BOTS_PATHS.botsSummary, BotsSummaryBody, BotsSummaryResult, 'The caller’s bots as a whole: counts, investment, PnL and PnL today per quote coin and per kind', ({ user }) => bots.summary(user.id), {
        tags: ['bots'],
        ...optionalBody,
      }),
    ],
  };
}

/** Registers every kind's table, then the cross-kind one. */
export const botRoutes: RouteArea = (app, ctx) => {
  const bots = botsOf(ctx, app);
  // before the tables: the guard answers blocked creates before their handlers run
  registerComplianceGuard(app, ctx, bots.compliance);
  // a kind's table carries its kind and market to its exposure rows (the guard's facts)
  for (const driver of bots.drivers.all()) registerRouteTable(app, ctx, driver.routes(), { kind: driver.kind, market: bots.drivers.row(driver.kind).market });
  registerRouteTable(app, ctx, crossKindRoutes(bots));
  registerRouteTable(app, ctx, noticeRoutes(bots));
};
