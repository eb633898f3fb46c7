/**
 * The bot area of the simulator, created once per server by the first bot
 * route area (`botsOf`): its tables (migrated on first use), the pairs, the
 * store, the vouchers, the AI parameters, and the live runner, which starts
 * at once (loading and catching up the running bots, then following the
 * market) and stops with the server (Fastify's onClose).
 *
 * Bans: an administrator bans a user from another process (the admin CLI
 * writes the users table), so the server sweeps: at start and every
 * BAN_SWEEP_MS of wall time it closes every running bot of a banned user with
 * the user-ban close code (see `closeForBan` of each service for the close
 * mode). The user's coins come back to the funding account; the bots stay in
 * the history with their close reason.
 */
import { type BotListItem, USER_STATUS } from '@tb/contracts';
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

export type Bots = BotsCore & {
  grids: SpotGridService;
  dca: DcaService;
  listViews: Map<string, BotListView>;
  /** Closes the running bots of banned users; the number closed. */
  sweepBans: () => number;
};

/** Wall ms between two sweeps for running bots of banned users. */
export const BAN_SWEEP_MS = 2_000;

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
  const grids = new SpotGridService(core);
  const dca = new DcaService(core);
  const banned = ctx.db.prepare(
    "SELECT b.* FROM bots b JOIN users u ON u.id = b.user_id WHERE b.status != 'COMPLETED' AND u.status = ? AND b.kind IN ('GRID_SPOT', 'DCA_SPOT')",
  );
  const sweepBans = (): number => {
    let closed = 0;
    for (const row of banned.all(USER_STATUS.BANNED) as BotRow[]) {
      try {
        if (row.kind === 'GRID_SPOT') {
          grids.closeForBan(row);
          closed++;
        } else if (dca.closeForBan(row)) closed++;
      } catch (error) {
        log(`ban sweep: bot ${row.id} could not be closed; retried at the next sweep`, error);
      }
    }
    return closed;
  };
  const bots: Bots = { ...core, grids, dca, listViews: new Map(), sweepBans };
  bots.listViews.set('GRID_SPOT', (row, now) => gridListItem(core, row, now));
  bots.listViews.set('DCA_SPOT', (row) => dcaListItem(core, row));
  areas.set(ctx, bots);
  runner.start();
  sweepBans();
  const sweeper = app ? setInterval(sweepBans, BAN_SWEEP_MS) : undefined;
  sweeper?.unref();
  app?.addHook('onClose', async () => {
    clearInterval(sweeper);
    runner.stop();
  });
  return bots;
}
