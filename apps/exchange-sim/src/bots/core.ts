/**
 * The bot area of the simulator, created once per server by the first bot
 * route area (`botsOf`): its tables (migrated on first use), the pairs, the
 * store, the vouchers, the AI parameters, and the live runner, which starts
 * at once (loading and catching up the running bots, then following the
 * market) and stops with the server (Fastify's onClose).
 */
import type { SimApp, SimContext } from '../context';
import { AiParams } from './ai-params';
import { DcaService } from './dca-service';
import { BotPairs } from './pairs';
import { Rewards } from './rewards';
import { BotRunner } from './runner';
import { migrateBots } from './schema';
import { SpotGridService } from './spot-grid-service';
import { BotStore } from './store';

export type BotsCore = {
  ctx: SimContext;
  pairs: BotPairs;
  store: BotStore;
  runner: BotRunner;
  rewards: Rewards;
  ai: AiParams;
  log: (message: string, error?: unknown) => void;
};

export type Bots = BotsCore & { grids: SpotGridService; dca: DcaService };

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
  const bots: Bots = { ...core, grids: new SpotGridService(core), dca: new DcaService(core) };
  areas.set(ctx, bots);
  runner.start();
  app?.addHook('onClose', async () => runner.stop());
  return bots;
}
