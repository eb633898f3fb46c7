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
 */
import { USER_STATUS } from '@tb/contracts';
import type { SimContext } from '../context';
import type { DriverRegistry } from './drivers';
import type { BotLifecycle } from './lifecycle';
import type { BotRow } from './store';

/** Wall ms between two sweeps (bans, delistings). */
export const SWEEP_MS = 2_000;

export class Sweeps {
  private readonly banned;

  constructor(private readonly deps: { ctx: SimContext; drivers: DriverRegistry; lifecycle: BotLifecycle; log: (message: string, error?: unknown) => void }) {
    this.banned = deps.ctx.db.prepare("SELECT b.* FROM bots b JOIN users u ON u.id = b.user_id WHERE b.status != 'COMPLETED' AND u.status = ? ORDER BY b.id");
  }

  /** Closes the running bots of banned users; the number closed. */
  bans(): number {
    let closed = 0;
    for (const row of this.banned.all(USER_STATUS.BANNED) as BotRow[]) {
      const driver = this.deps.drivers.get(row.kind);
      if (!driver) continue;
      try {
        if (this.deps.lifecycle.systemClose(driver, row, { cause: 'ban' }) === 'closed') closed++;
      } catch (error) {
        this.deps.log(`ban sweep: bot ${row.id} could not be closed; retried at the next sweep`, error);
      }
    }
    return closed;
  }
}
