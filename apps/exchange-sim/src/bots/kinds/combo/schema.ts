/**
 * Futures combo's own tables (the kind module's `migrations`, versioned under
 * meta `schema.bots.COMBO_FUTURES`; bots/schema.ts applies them after the
 * shared steps). Never edit a shipped step; append.
 */
import type { KindMigration } from '../../kit';

export const COMBO_MIGRATIONS: readonly KindMigration[] = [
  // 1: its rebalances (part list), margin transfers, the daily pick per UTC day and each user's "don't show again".
  // IF NOT EXISTS: databases made before the tables moved here got them from the shared step 5.
  `
  CREATE TABLE IF NOT EXISTS combo_parts (
    bot_id TEXT NOT NULL REFERENCES bots (id),
    no INTEGER NOT NULL,                -- 0 the opening allocation, then 1, 2, …
    time INTEGER NOT NULL,              -- sim ms
    reason INTEGER NOT NULL,            -- adjust_position_mode code 1–6
    detail TEXT NOT NULL,               -- the engine's ComboRebalance (JSON; bot units, basis points, lots)
    PRIMARY KEY (bot_id, no)
  ) WITHOUT ROWID;

  CREATE TABLE IF NOT EXISTS combo_transfers (
    id INTEGER PRIMARY KEY,
    bot_id TEXT NOT NULL REFERENCES bots (id),
    time INTEGER NOT NULL,              -- sim ms
    type INTEGER NOT NULL,              -- 1 in (the initial margin too), 2 out
    amount TEXT NOT NULL,               -- USDT, decimal
    balance_after TEXT NOT NULL         -- the bot's total margin after it, decimal
  );
  CREATE INDEX IF NOT EXISTS combo_transfers_bot ON combo_transfers (bot_id, id);

  CREATE TABLE IF NOT EXISTS combo_daily_pick (
    day TEXT PRIMARY KEY,               -- YYYY-MM-DD (UTC, simulated)
    payload TEXT NOT NULL,              -- the pick without no_pop (JSON)
    computed_at INTEGER NOT NULL        -- sim ms
  );

  CREATE TABLE IF NOT EXISTS combo_pick_no_pop (
    user_id INTEGER PRIMARY KEY REFERENCES users (id),
    no_pop INTEGER NOT NULL
  );
  `,
];
