/**
 * Account and market states that refuse bot calls, kept in the bot tables
 * (schema step 8) and set by the admin CLI (bots/admin.ts) from another
 * process, so every read goes to the database (small keyed lookups):
 *
 * - member type: a sub-account (`master_id` ≠ 0, `sim:admin -- sub-account`)
 *   may run bots of its own but may not copy another member's bot
 *   (copy-trading is for main accounts): such a create answers 407
 *   UNSUPPORTED_MEMBER_TYPE;
 * - a unified-account upgrade in progress (`upgrade_until` > now on the
 *   simulated clock, `sim:admin -- account-upgrade`): the member's funds are
 *   being moved between account types, so every bot call that moves funds
 *   (create, close, add margin / investment, withdraw profit, transfers)
 *   answers 413 USER_UNIFY_ACCOUNT_UPGRADING until it ends or an
 *   administrator finishes it;
 * - a halted symbol (`sim:admin -- halt`): the matching engine takes no
 *   orders on it, so a create or close that must place orders on it cannot
 *   complete within the deadline and answers 504 INTERNAL_TIMEOUT with
 *   nothing changed (running bots keep their resting orders).
 */
import type { Db } from '../db/database';

export class BotGuards {
  private readonly s;

  constructor(db: Db) {
    this.s = {
      state: db.prepare('SELECT master_id AS masterId, upgrade_until AS upgradeUntil FROM bot_member_states WHERE user_id = ?'),
      upsertMaster: db.prepare('INSERT INTO bot_member_states (user_id, master_id) VALUES (?, ?) ON CONFLICT (user_id) DO UPDATE SET master_id = excluded.master_id'),
      upsertUpgrade: db.prepare(
        'INSERT INTO bot_member_states (user_id, upgrade_until) VALUES (?, ?) ON CONFLICT (user_id) DO UPDATE SET upgrade_until = excluded.upgrade_until',
      ),
      halted: db.prepare('SELECT 1 FROM bot_symbol_halts WHERE symbol = ?').pluck(),
      halt: db.prepare('INSERT OR IGNORE INTO bot_symbol_halts (symbol, halted_at) VALUES (?, ?)'),
      resume: db.prepare('DELETE FROM bot_symbol_halts WHERE symbol = ?'),
      halts: db.prepare('SELECT symbol, halted_at AS time FROM bot_symbol_halts ORDER BY symbol'),
    };
  }

  private state(userId: number): { masterId: number; upgradeUntil: number } {
    return (this.s.state.get(userId) as { masterId: number; upgradeUntil: number } | undefined) ?? { masterId: 0, upgradeUntil: 0 };
  }

  /** The master of a sub-account; 0 for a main account. */
  masterOf(userId: number): number {
    return this.state(userId).masterId;
  }

  /** When the member's unified-account upgrade ends (sim ms), or 0 when none runs at `now`. */
  upgradingUntil(userId: number, now: number): number {
    const until = this.state(userId).upgradeUntil;
    return until > now ? until : 0;
  }

  /** The first of `symbols` whose order placement is halted, if any. */
  haltedOf(symbols: readonly string[]): string | undefined {
    return symbols.find((symbol) => this.s.halted.get(symbol) !== undefined);
  }

  /** Makes a member a sub-account of `masterId` (0: a main account again). */
  setMaster(userId: number, masterId: number): void {
    this.s.upsertMaster.run(userId, masterId);
  }

  /** Starts (until > now) or finishes (0) a member's unified-account upgrade. */
  setUpgrade(userId: number, until: number): void {
    this.s.upsertUpgrade.run(userId, until);
  }

  /** Halts order placement on a symbol; false when it was halted already. */
  halt(symbol: string, now: number): boolean {
    return this.s.halt.run(symbol, now).changes === 1;
  }

  /** Lets orders on a symbol again; false when it was not halted. */
  resume(symbol: string): boolean {
    return this.s.resume.run(symbol).changes === 1;
  }

  halts(): { symbol: string; time: number }[] {
    return this.s.halts.all() as { symbol: string; time: number }[];
  }
}
