/**
 * The bots' tables. They are versioned on their own (`meta` key
 * `schema.bots`, one transaction per step, never edit a shipped step;
 * append) so the bot area can evolve without renumbering the core's
 * migration list, which other areas append to as well.
 *
 * Amounts are INTEGER engine units of the bot's pair (price ticks, base lots,
 * quote units of 10^-(tick scale + lot scale)), formatted with the pair's
 * rules at the API edge; money itself lives in the ledger. `state` is the
 * engine's JSON state: the bot's whole truth, written in the same transaction
 * as the ledger postings and order rows of the change that produced it.
 */
import { type Db, getMeta, setMeta } from '../db/database';

export const BOT_MIGRATIONS: readonly (string | ((db: Db) => void))[] = [
  // 1: bots, their orders, DCA rounds, PnL samples, vouchers
  `
  CREATE TABLE bots (
    id TEXT PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users (id),
    kind TEXT NOT NULL,                 -- GRID_SPOT | DCA_SPOT
    symbol TEXT NOT NULL,               -- pair, or the pairs joined with ','
    base_token TEXT NOT NULL,           -- base coin, or the bases joined with ','
    quote_token TEXT NOT NULL,
    status TEXT NOT NULL,               -- engine status: AWAIT_ACTIVATION | RUNNING | COMPLETED
    account_type TEXT NOT NULL,         -- funding account: spot | fund (futures kinds: derivatives | unified)
    config TEXT NOT NULL,               -- creation parameters and attribution (JSON)
    state TEXT NOT NULL,                -- engine state (JSON)
    allow_follow INTEGER NOT NULL DEFAULT 0,
    followed_bot_id TEXT NOT NULL DEFAULT '',
    reward_id TEXT NOT NULL DEFAULT '',
    reward_amount TEXT NOT NULL DEFAULT '0',
    create_time INTEGER NOT NULL,
    start_time INTEGER NOT NULL DEFAULT 0,
    end_time INTEGER NOT NULL DEFAULT 0,
    update_time INTEGER NOT NULL,
    buying_since INTEGER NOT NULL DEFAULT 0,   -- DCA: a round is executing since (sim ms), 0 = idle
    -- ranking keys refreshed with the state (fractions × 1e8, integers): never used as money
    pnl_per_e8 INTEGER NOT NULL DEFAULT 0,
    apr_e8 INTEGER NOT NULL DEFAULT 0
  );
  CREATE INDEX bots_user ON bots (user_id, create_time);
  CREATE INDEX bots_active ON bots (status) WHERE status != 'COMPLETED';
  CREATE INDEX bots_followed ON bots (followed_bot_id) WHERE followed_bot_id != '';
  CREATE INDEX bots_ranking ON bots (kind, allow_follow);

  -- The API's order_id is 10^17 + id (18 digits, like every exchange id).
  CREATE TABLE bot_orders (
    id INTEGER PRIMARY KEY,
    bot_id TEXT NOT NULL REFERENCES bots (id),
    ref INTEGER,                        -- the engine's order reference within the bot (NULL: never placed)
    symbol TEXT NOT NULL,
    side TEXT NOT NULL,                 -- buy | sell
    order_type TEXT NOT NULL,           -- limit | market
    status TEXT NOT NULL,               -- NEW | FILLED | REJECTED (| CANCELLED, step 10)
    price_ticks INTEGER NOT NULL,
    lots INTEGER NOT NULL,
    filled_lots INTEGER NOT NULL DEFAULT 0,
    notional INTEGER NOT NULL DEFAULT 0,
    fee INTEGER NOT NULL DEFAULT 0,
    cell INTEGER NOT NULL DEFAULT -1,
    profit INTEGER,                     -- grid profit booked by this sell
    round_id TEXT,                      -- DCA round
    reject_reason TEXT NOT NULL DEFAULT '',
    create_time INTEGER NOT NULL,
    update_time INTEGER NOT NULL,
    UNIQUE (bot_id, ref)
  );
  CREATE INDEX bot_orders_status ON bot_orders (bot_id, status, update_time);
  CREATE INDEX bot_orders_round ON bot_orders (round_id) WHERE round_id IS NOT NULL;

  CREATE TABLE bot_rounds (
    round_id TEXT PRIMARY KEY,
    bot_id TEXT NOT NULL REFERENCES bots (id),
    round_no INTEGER NOT NULL,
    round_type TEXT NOT NULL,
    time INTEGER NOT NULL,
    filled_num INTEGER NOT NULL,
    skipped_num INTEGER NOT NULL,
    quote_amount INTEGER NOT NULL,      -- ledger units of the quote coin
    fee INTEGER NOT NULL
  );
  CREATE INDEX bot_rounds_bot ON bot_rounds (bot_id, time);

  CREATE TABLE bot_pnl (
    bot_id TEXT NOT NULL REFERENCES bots (id),
    time INTEGER NOT NULL,
    grid_profit INTEGER NOT NULL,       -- engine quote units
    total_pnl INTEGER NOT NULL,
    price_ticks INTEGER NOT NULL,
    PRIMARY KEY (bot_id, time)
  ) WITHOUT ROWID;

  CREATE TABLE bot_rewards (
    reward_id TEXT PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users (id),
    reward_type TEXT NOT NULL,
    coin TEXT NOT NULL,
    amount INTEGER NOT NULL,            -- ledger units of the coin
    min_investment INTEGER NOT NULL,    -- ledger units, 0 = none
    bot_types TEXT NOT NULL,            -- comma-separated bot list names
    create_time INTEGER NOT NULL,
    expire_time INTEGER NOT NULL,
    used_time INTEGER NOT NULL DEFAULT 0,
    used_bot_id TEXT NOT NULL DEFAULT ''
  );
  CREATE INDEX bot_rewards_user ON bot_rewards (user_id, create_time);
  `,
  // 2: databases made by the first build of step 1 keyed orders by a TEXT order_id; rebuild them on the row id
  (db) => {
    const columns = (db.prepare('PRAGMA table_info(bot_orders)').all() as { name: string }[]).map((c) => c.name);
    if (columns.includes('id')) return;
    db.exec(`
      ALTER TABLE bot_orders RENAME TO bot_orders_v1;
      DROP INDEX IF EXISTS bot_orders_status;
      DROP INDEX IF EXISTS bot_orders_round;
      CREATE TABLE bot_orders (
        id INTEGER PRIMARY KEY,
        bot_id TEXT NOT NULL REFERENCES bots (id),
        ref INTEGER, symbol TEXT NOT NULL, side TEXT NOT NULL, order_type TEXT NOT NULL, status TEXT NOT NULL,
        price_ticks INTEGER NOT NULL, lots INTEGER NOT NULL, filled_lots INTEGER NOT NULL DEFAULT 0,
        notional INTEGER NOT NULL DEFAULT 0, fee INTEGER NOT NULL DEFAULT 0, cell INTEGER NOT NULL DEFAULT -1,
        profit INTEGER, round_id TEXT, reject_reason TEXT NOT NULL DEFAULT '',
        create_time INTEGER NOT NULL, update_time INTEGER NOT NULL,
        UNIQUE (bot_id, ref)
      );
      INSERT INTO bot_orders (id, bot_id, ref, symbol, side, order_type, status, price_ticks, lots, filled_lots, notional, fee, cell,
          profit, round_id, reject_reason, create_time, update_time)
        SELECT CAST(order_id AS INTEGER) - 100000000000000000, bot_id, ref, symbol, side, order_type, status, price_ticks, lots, filled_lots,
          notional, fee, cell, profit, round_id, reject_reason, create_time, update_time FROM bot_orders_v1;
      DROP TABLE bot_orders_v1;
      CREATE INDEX bot_orders_status ON bot_orders (bot_id, status, update_time);
      CREATE INDEX bot_orders_round ON bot_orders (round_id) WHERE round_id IS NOT NULL;
    `);
  },
  // 3: each bot's total PnL as a day began (PnL today in bots-summary), any kind: a decimal string in its quote coin
  `
  CREATE TABLE bot_day_pnl (
    bot_id TEXT NOT NULL REFERENCES bots (id),
    day INTEGER NOT NULL,               -- 00:00 UTC, sim ms
    total_pnl TEXT NOT NULL,            -- the bot's list figure then (quote coin, decimal)
    taken_at INTEGER NOT NULL,          -- sim ms it was taken (later than day when the exchange was down at midnight)
    PRIMARY KEY (bot_id, day)
  ) WITHOUT ROWID;
  `,
  // 4: a kind's own detail of a round (JSON; the martingale keeps each closed round's fills and figures there)
  `ALTER TABLE bot_rounds ADD COLUMN detail TEXT NOT NULL DEFAULT '';`,
  // 5: futures combo's tables. They belong to the kind and moved to its own migrations (kinds/combo/schema.ts,
  // meta `schema.bots.COMBO_FUTURES`), whose first step creates them IF NOT EXISTS: the same tables whether a
  // database ran this step before the move or not. The step stays (empty) so the numbering never changes.
  `SELECT 1;`,
  // 6: the ranking's keys beyond PnL % and APR (bots/ranking.ts): the PnL amount, the equity peak and the
  // largest fall from it (both as 1e8 × (1 + PnL fraction)), and a PnL-fraction point per RANK_BUCKET_MS
  // for the ranking's small curves, all written with every state (store.saveState)
  `
  ALTER TABLE bots ADD COLUMN pnl_e8 INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE bots ADD COLUMN peak_e8 INTEGER NOT NULL DEFAULT 100000000;
  ALTER TABLE bots ADD COLUMN max_dd_e8 INTEGER NOT NULL DEFAULT 0;
  UPDATE bots SET peak_e8 = MAX(100000000, 100000000 + pnl_per_e8);
  UPDATE bots SET max_dd_e8 = ((peak_e8 - (100000000 + pnl_per_e8)) * 100000000) / peak_e8;
  CREATE INDEX bots_ranked ON bots (status, allow_follow, pnl_per_e8);
  CREATE TABLE bot_rank_points (
    bot_id TEXT NOT NULL REFERENCES bots (id),
    bucket INTEGER NOT NULL,            -- sim ms, a multiple of RANK_BUCKET_MS
    pnl_per_e8 INTEGER NOT NULL,        -- the PnL fraction × 1e8 last written in that bucket
    PRIMARY KEY (bot_id, bucket)
  ) WITHOUT ROWID;
  `,
  // 7: the ranking reads its filters and sort keys from indexes alone (bots/ranking.ts): every column those
  // queries touch sits in bots_ranked, so counting, filtering and sorting 10,000s of ranked bots never reads
  // a bot's row (its config and state blobs come first in the row and spill over pages); the copied counts
  // and followers' PnL come from bots_followers the same way (it replaces bots_followed, same partial key)
  `
  DROP INDEX IF EXISTS bots_ranked;
  CREATE INDEX bots_ranked ON bots (status, allow_follow, pnl_per_e8, kind, pnl_e8, max_dd_e8, start_time, id);
  DROP INDEX IF EXISTS bots_followed;
  CREATE INDEX bots_followers ON bots (followed_bot_id, status, pnl_e8) WHERE followed_bot_id != '';
  `,
  // 8: the tax terms (IND-GST or not) the compliance sweep last saw per user (bots/compliance.ts): a user whose
  // tax identity no longer matches has their running spot bots closed with the tax-tag close; no row = not IND-GST
  `
  CREATE TABLE bot_tax_terms (
    user_id INTEGER PRIMARY KEY REFERENCES users (id),
    ind_gst INTEGER NOT NULL
  );
  `,
  // 9: account and market states that refuse bot calls (bots/guards.ts), set by the admin CLI: a member's
  // type (a sub-account names its master) and a unified-account upgrade in progress; symbols whose order
  // placement is halted
  `
  CREATE TABLE bot_member_states (
    user_id INTEGER PRIMARY KEY REFERENCES users (id),
    master_id INTEGER NOT NULL DEFAULT 0,      -- a sub-account's master member id; 0 = a main account
    upgrade_until INTEGER NOT NULL DEFAULT 0   -- a unified-account upgrade runs until (sim ms); 0 = none
  );
  CREATE TABLE bot_symbol_halts (
    symbol TEXT PRIMARY KEY,            -- spot pair or perpetual contract name (both markets)
    halted_at INTEGER NOT NULL          -- sim ms
  ) WITHOUT ROWID;
  `,
  // 10: an order's whole life is kept (store.cancelOrder): a cancelled order stays, status CANCELLED with the
  // engine's why (OrderCancelReason), where it used to be deleted. Rows of an older database stay as they are
  // (they never held a cancelled order). The history (every status but NEW, newest first) reads its page from
  // bot_orders_history in order: a page costs its offset + limit index entries, whatever the table holds.
  `
  ALTER TABLE bot_orders ADD COLUMN cancel_reason TEXT NOT NULL DEFAULT '';
  CREATE INDEX bot_orders_history ON bot_orders (bot_id, update_time, id) WHERE status != 'NEW';
  `,
];

type Step = string | ((db: Db) => void);

/** Applies the pending steps of one list, versioned under `key`; returns how many ran. */
function migrate(db: Db, key: string, steps: readonly Step[]): number {
  const current = Number(getMeta(db, key) ?? '0');
  let applied = 0;
  for (let version = current + 1; version <= steps.length; version++) {
    const step = steps[version - 1];
    db.transaction(() => {
      if (typeof step === 'string') db.exec(step);
      else step(db);
      setMeta(db, key, String(version));
    }).immediate();
    applied++;
  }
  return applied;
}

/**
 * Applies the shared bot tables' pending steps, then each kind's own (a kind module's `migrations`,
 * meta `schema.bots.<kind>`: a kind's tables live in its folder); returns how many ran.
 */
export function migrateBots(db: Db, kinds: readonly { readonly kind: string; readonly migrations?: readonly Step[] }[] = []): number {
  let applied = migrate(db, 'schema.bots', BOT_MIGRATIONS);
  for (const module of kinds) if (module.migrations?.length) applied += migrate(db, `schema.bots.${module.kind}`, module.migrations);
  return applied;
}
