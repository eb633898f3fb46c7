/**
 * The bot area of the simulator, created once per server (`startBots` by
 * createServer, `botsOf` to reach it): its tables (migrated on first use),
 * the pairs, the store, the vouchers, the driver registry with every kind's
 * driver (kinds/index.ts, plus a test's own kind), the shared
 * sequences and cross-kind services, and the live runner, which starts at
 * once (loading and catching up the running bots, then following the market)
 * and stops with the server (Fastify's onClose).
 *
 * Nothing here names a kind: every per-kind step is a driver's (driver.ts).
 */
import type { SimApp, SimContext } from '../context';
import type { ListingMarket } from '../market/delistings';
import { AiParamsRegistry } from './ai-params';
import { ComplianceSweeps } from './compliance';
import { DriverRegistry } from './drivers';
import { FollowService } from './follow';
import { KIND_MODULES } from './kinds';
import type { BotsKit, KindModule } from './kit';
import { BotLifecycle } from './lifecycle';
import { BotPairs } from './pairs';
import { RankingService } from './ranking';
import { Rewards } from './rewards';
import { BotRunner } from './runner';
import { migrateBots } from './schema';
import { type DelistingTally, SWEEP_MS, Sweeps } from './sweeps';
import { BotStore } from './store';
import { Notices } from '../notices/notices';
import { registerNotices } from '../notices/hook';
import { RiskDesk } from '../notices/risk';
import { DayMarks, botsSummary } from './summary';

export type Bots = BotsKit & {
  readonly drivers: DriverRegistry;
  readonly ranking: RankingService;
  /** The caller's bots as a whole (bots-summary, summary.ts). */
  summary(userId: number): ReturnType<typeof botsSummary>;
  /** Start-of-day figures of the running bots (PnL today). */
  readonly dayMarks: DayMarks;
  /** Closes the running bots of banned users; the number closed. */
  sweepBans(): number;
  /** Closes the running copy-trade followers whose master is closed (sweeps.ts); the number closed. */
  sweepMasters(): number;
  /** The compliance sweeps (Islamic tag → futures bots closed; tax identity to/from IND-GST → spot bots closed), compliance.ts. */
  readonly compliance: ComplianceSweeps;
  /** Applies the recorded delistings to the running bots they reach (sweeps.ts). */
  sweepDelistings(): DelistingTally;
  /**
   * Delists a symbol of a market (default spot) and applies it at once: the
   * in-process twin of `sim:admin -- delist` (whose change the sweep applies
   * within SWEEP_MS). Throws DelistingError for an unknown or delisted symbol.
   */
  delist(symbol: string, market?: ListingMarket): DelistingTally;
};

/** Kind modules beyond kinds/index.ts (a test's own kind; its row must be in the registry it sees). */
export type ExtraBotKinds = { readonly modules?: readonly KindModule[] };

const areas = new WeakMap<SimContext, Bots>();

/** Creates the bot area of a server and starts it (once; later calls return it). */
export function startBots(ctx: SimContext, app?: SimApp, extra: ExtraBotKinds = {}): Bots {
  const existing = areas.get(ctx);
  if (existing) return existing;
  const modules = [...KIND_MODULES, ...(extra.modules ?? [])];
  migrateBots(ctx.db, modules);
  const log = (message: string, error?: unknown) => {
    if (app) app.log.error({ err: error }, message);
    else console.error(message, error ?? '');
  };
  const drivers = new DriverRegistry();
  const pairs = new BotPairs(ctx.market, ctx.delistings);
  const store = new BotStore(ctx.db);
  const rewards = new Rewards(ctx.db);
  const runner = new BotRunner({ db: ctx.db, market: ctx.market, clock: ctx.clock, store, drivers, log });
  const lifecycle = new BotLifecycle({ ctx, store, runner, rewards, drivers });
  const follow = new FollowService({ ctx, store, runner, lifecycle });
  const notices = new Notices(ctx.db);
  registerNotices(ctx.db, notices);
  const risk = new RiskDesk({ db: ctx.db, market: ctx.market, runner, store, drivers });
  const kit: BotsKit = { ctx, pairs, store, runner, rewards, lifecycle, follow, ai: new AiParamsRegistry(drivers), notices, risk, log };
  for (const module of modules) {
    const driver = module.create(kit);
    if (driver.kind !== module.kind) throw new Error(`bot kind module ${module.kind} made a driver for ${driver.kind}`);
    drivers.register(driver);
  }
  const sweeps = new Sweeps({ ctx, store, runner, drivers, lifecycle, log });
  const compliance = new ComplianceSweeps({ ctx, drivers, lifecycle, log });
  const summaryDeps = { db: ctx.db, market: ctx.market, clock: ctx.clock, store, runner, drivers, lifecycle, log };
  const dayMarks = new DayMarks(summaryDeps);
  const bots: Bots = {
    ...kit,
    drivers,
    dayMarks,
    summary: (userId) => botsSummary(summaryDeps, userId),
    ranking: new RankingService({ ctx, runner, drivers, lifecycle, follow, store }),
    sweepBans: () => sweeps.bans(),
    sweepMasters: () => sweeps.masters(),
    compliance,
    sweepDelistings: () => sweeps.delistings(),
    delist(symbol, market = 'spot') {
      ctx.delistings.delist(market, symbol, ctx.clock.now());
      return sweeps.delistings();
    },
  };
  areas.set(ctx, bots);
  runner.start();
  dayMarks.start();
  const sweep = () => {
    sweeps.bans();
    sweeps.delistings();
    sweeps.masters();
    compliance.sweep();
  };
  sweep();
  const sweeper = app ? setInterval(sweep, SWEEP_MS) : undefined;
  sweeper?.unref();
  app?.addHook('onClose', async () => {
    clearInterval(sweeper);
    dayMarks.stop();
    runner.stop();
  });
  return bots;
}

/** The bot area of a server (started with the built-in kinds if createServer has not started it). */
export function botsOf(ctx: SimContext, app?: SimApp): Bots {
  return areas.get(ctx) ?? startBots(ctx, app);
}
