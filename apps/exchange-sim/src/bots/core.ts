/**
 * The bot area of the simulator, created once per server by the first bot
 * route area (`botsOf`): its tables (migrated on first use), the pairs, the
 * store, the vouchers, the AI parameters, and the live runner, which starts
 * at once (loading and catching up the running bots, then following the
 * market) and stops with the server (Fastify's onClose).
 */
import type { BotListItem } from '@tb/contracts';
import type { SimApp, SimContext } from '../context';
import { AiParams } from './ai-params';
import { DcaService, dcaListItem } from './dca-service';
import { BotPairs } from './pairs';
import { Rewards } from './rewards';
import { BotRunner } from './runner';
import { migrateBots } from './schema';
import { SpotGridService, gridListItem } from './spot-grid-service';
import { type BotRow, BotStore } from './store';

export type BotsCore = {
  ctx: SimContext;
  pairs: BotPairs;
  store: BotStore;
  runner: BotRunner;
  rewards: Rewards;
  ai: AiParams;
  log: (message: string, error?: unknown) => void;
};

/**
 * How list-all-bots shows a row of `bots` of one kind. Another bot kind
 * (futures grid, martingale, combo) keeps its bots in the same table with its
 * list name as `kind` and registers its view: `botsOf(ctx).listViews.set('GRID_FUTURES', view)`.
 */
export type BotListView = (row: BotRow, now: number) => BotListItem | null;

export type Bots = BotsCore & { grids: SpotGridService; dca: DcaService; listViews: Map<string, BotListView> };

const areas = new WeakMap<SimContext, Bots>();

/** The bot area of a server (created, migrated and started on first call). */
export function botsOf(ctx: SimContext, app?: SimApp): Bots {
  const existing = areas.get(ctx);
  if (existing) return existing;
  migrateBots(ctx.db);
  const pairs = new BotPairs(ctx.market);
  const store = new BotStore(ctx.db);
  const log = (message: string, error?: unknown) => {
    if (app) app.log.error({ err: error }, message);
    else console.error(message, error ?? '');
  };
  const runner = new BotRunner({ db: ctx.db, ledger: ctx.ledger, market: ctx.market, clock: ctx.clock, pairs, store, log });
  const core: BotsCore = { ctx, pairs, store, runner, rewards: new Rewards(ctx.db), ai: new AiParams(pairs, ctx.clock), log };
  const bots: Bots = { ...core, grids: new SpotGridService(core), dca: new DcaService(core), listViews: new Map() };
  bots.listViews.set('GRID_SPOT', (row, now) => gridListItem(core, row, now));
  bots.listViews.set('DCA_SPOT', (row) => dcaListItem(core, row));
  areas.set(ctx, bots);
  runner.start();
  app?.addHook('onClose', async () => runner.stop());
  return bots;
}
