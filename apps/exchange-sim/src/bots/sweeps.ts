/**
 * What the exchange does to running bots from outside their owners' calls,
 * for every registered kind (the drivers say how their bots close).
 *
 * Bans: an administrator bans a user from another process (the admin CLI
 * writes the users table), so the server sweeps: at start and every
 * SWEEP_MS of wall time it closes every running bot of a banned user with the
 * kind's user-ban close (its driver's `settle` for the `ban` cause). The
 * user's coins come back to the funding account; the bots stay in the
 * history with their close reason. A busy bot (a DCA round executing) is
 * closed by a later sweep.
 *
 * Delistings: the admin CLI (or `Bots.delist` in process) records a delisted
 * symbol (market/delistings.ts); the sweep then reaches every running bot
 * that trades it, of every kind whose market (its registry row's `market`:
 * spot pairs or perpetual contracts) is the delisted symbol's, and applies
 * the kind's delisting rule (its driver's `delist`, default: close with the
 * kind's delisting reason; the coins go back to the funding account). It
 * scans only when the delisted set changed since its last scan, or a busy
 * bot is waiting.
 *
 * Masters: a copy of a kind with copy-trade tags in the registry (the futures
 * grid: its copies are the spec's copy-trade followers, `productTagsOf`)
 * follows its master; when the master is closed (for any reason) the sweep
 * closes every running copy of it with the kind's master close (futures grid
 * `F_GRID_BOT_STOP_TYPE_MASTER`, "CopyTrade master stopped"; positions closed
 * at market, margin back to the funding account). The master's owner's close
 * already told the copies' owners (`leader_stopped`, notices.ts); the
 * copies' own close follows within SWEEP_MS. Copies of the other kinds are
 * parameter copies and run on. A copy of a copy closes one sweep after its
 * own master.
 */
import { USER_STATUS } from '@tb/contracts';
import { BOT_KINDS } from '@tb/util-bot-kinds';
import type { SimContext } from '../context';
import type { ListingMarket } from '../market/delistings';
import type { CloseOrder } from './driver';
import type { DriverRegistry } from './drivers';
import type { BotLifecycle, SystemOutcome } from './lifecycle';
import type { BotRunner } from './runner';
import type { BotRow, BotStore } from './store';

/** What a delisting sweep did to the bots it reached. */
export type DelistingTally = { closed: number; updated: number; busy: number };

/** Wall ms between two sweeps (bans, delistings). */
export const SWEEP_MS = 2_000;

export class Sweeps {
  private readonly banned;
  private readonly orphans;
  /** The delisted set's generation the last complete scan saw (-1: never scanned). */
  private scanned = -1;

  constructor(
    private readonly deps: {
      ctx: SimContext;
      store: BotStore;
      runner: BotRunner;
      drivers: DriverRegistry;
      lifecycle: BotLifecycle;
      log: (message: string, error?: unknown) => void;
    },
  ) {
    this.banned = deps.ctx.db.prepare("SELECT b.* FROM bots b JOIN users u ON u.id = b.user_id WHERE b.status != 'COMPLETED' AND u.status = ? ORDER BY b.id");
    const copyTrade = BOT_KINDS.filter((row) => row.copyTradeTags !== null).map((row) => `'${row.listType}'`);
    this.orphans =
      copyTrade.length === 0
        ? null
        : deps.ctx.db.prepare(
            `SELECT f.* FROM bots f JOIN bots m ON m.id = f.followed_bot_id AND m.kind = f.kind
             WHERE f.followed_bot_id != '' AND f.status != 'COMPLETED' AND m.status = 'COMPLETED' AND f.kind IN (${copyTrade.join(', ')}) ORDER BY f.id`,
          );
  }

  /** Closes the running copy-trade followers whose master is closed; the number closed. */
  masters(): number {
    return this.closeAll((this.orphans?.all() ?? []) as BotRow[], { cause: 'master' }, 'master');
  }

  /** Closes the running bots of banned users; the number closed. */
  bans(): number {
    return this.closeAll(this.banned.all(USER_STATUS.BANNED) as BotRow[], { cause: 'ban' }, 'ban');
  }

  /** Closes each row's bot for `order` (a busy or failing one waits for the next sweep); the number closed. */
  private closeAll(rows: readonly BotRow[], order: CloseOrder, sweep: string): number {
    let closed = 0;
    for (const row of rows) {
      const driver = this.deps.drivers.get(row.kind);
      if (!driver) continue;
      try {
        if (this.deps.lifecycle.systemClose(driver, row, order) === 'closed') closed++;
      } catch (error) {
        this.deps.log(`${sweep} sweep: bot ${row.id} could not be closed; retried at the next sweep`, error);
      }
    }
    return closed;
  }

  /** Applies every delisting to the running bots it reaches (only when something changed or waits). */
  delistings(): DelistingTally {
    const tally: DelistingTally = { closed: 0, updated: 0, busy: 0 };
    const { ctx, store, runner, drivers, lifecycle } = this.deps;
    const list = ctx.delistings.list();
    const generation = ctx.delistings.generation;
    if (generation === this.scanned) return tally;
    for (const { market, symbol } of list) {
      for (const bot of runner.trading(symbol)) {
        const driver = drivers.get(bot.kind);
        const row = store.get(bot.id);
        if (!driver || !row || (drivers.row(bot.kind).market as ListingMarket) !== market) continue;
        let outcome: SystemOutcome;
        try {
          outcome = lifecycle.systemDelist(driver, row, symbol);
        } catch (error) {
          this.deps.log(`delisting sweep: bot ${bot.id} (${symbol}) could not be closed; retried at the next sweep`, error);
          outcome = 'busy';
        }
        if (outcome === 'closed') tally.closed++;
        else if (outcome === 'updated') tally.updated++;
        else if (outcome === 'busy') tally.busy++;
      }
    }
    // A busy bot (or a failure) keeps the scan due at the next sweep.
    this.scanned = tally.busy > 0 ? -1 : generation;
    return tally;
  }
}
