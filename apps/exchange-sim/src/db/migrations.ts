/**
 * Schema migrations, applied in order on start (`PRAGMA user_version` holds the
 * count applied). Never edit a shipped migration; append a new one.
 *
 * Amounts are INTEGER minor units of the coin (see ledger/coins.ts for each
 * coin's scale), read back as BigInt: exact, never floating point.
 * Times are unix ms: `created_at` of business rows on the simulated clock,
 * session expiry on the wall clock.
 */
export const MIGRATIONS: readonly string[] = [
  // 1: accounts, sessions, ledger, market storage
  `
  CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID;
  CREATE TABLE id_seq (name TEXT PRIMARY KEY, value INTEGER NOT NULL) WITHOUT ROWID;

  CREATE TABLE users (
    id INTEGER PRIMARY KEY,
    email TEXT UNIQUE,
    country_code TEXT,
    mobile TEXT,
    password_hash TEXT NOT NULL,
    username TEXT NOT NULL,
    lang TEXT NOT NULL DEFAULT 'en',
    status INTEGER NOT NULL DEFAULT 1,
    ban_reason TEXT NOT NULL DEFAULT '',
    vip_level INTEGER NOT NULL DEFAULT 0,
    parent_member_id INTEGER NOT NULL DEFAULT 0,
    referral_code TEXT NOT NULL UNIQUE,
    tax_identity TEXT NOT NULL DEFAULT '',
    member_tag_islamic INTEGER NOT NULL DEFAULT 0,
    email_verified INTEGER NOT NULL DEFAULT 0,
    mobile_verified INTEGER NOT NULL DEFAULT 0,
    has_google2fa INTEGER NOT NULL DEFAULT 0,
    created_at INTEGER NOT NULL,
    UNIQUE (country_code, mobile),
    CHECK (email IS NOT NULL OR (mobile IS NOT NULL AND country_code IS NOT NULL))
  );

  -- A row means the flag is on (gray) for that user.
  CREATE TABLE user_flags (
    user_id INTEGER NOT NULL REFERENCES users (id),
    flag TEXT NOT NULL,
    PRIMARY KEY (user_id, flag)
  ) WITHOUT ROWID;

  -- token_hash = sha256(token) in hex: the database never holds a usable token.
  CREATE TABLE sessions (
    token_hash TEXT PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users (id),
    platform TEXT NOT NULL DEFAULT 'pc',
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL
  ) WITHOUT ROWID;
  CREATE INDEX sessions_user ON sessions (user_id);

  -- Double-entry ledger: a journal's entries sum to zero per coin.
  CREATE TABLE journals (
    id INTEGER PRIMARY KEY,
    kind TEXT NOT NULL,
    ref TEXT NOT NULL DEFAULT '',
    memo TEXT NOT NULL DEFAULT '',
    user_id INTEGER,
    idempotency_key TEXT UNIQUE,
    created_at INTEGER NOT NULL
  );
  CREATE INDEX journals_user ON journals (user_id, id);
  CREATE TABLE entries (
    id INTEGER PRIMARY KEY,
    journal_id INTEGER NOT NULL REFERENCES journals (id),
    account TEXT NOT NULL,
    coin TEXT NOT NULL,
    amount INTEGER NOT NULL
  );
  CREATE INDEX entries_account ON entries (account, coin);
  CREATE INDEX entries_journal ON entries (journal_id);
  -- Running balance per account and coin (= sum of its entries; checked by ledger-check).
  CREATE TABLE balances (
    account TEXT NOT NULL,
    coin TEXT NOT NULL,
    user_id INTEGER,
    account_type TEXT,
    wallet INTEGER NOT NULL DEFAULT 0,
    frozen INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (account, coin)
  ) WITHOUT ROWID;
  CREATE INDEX balances_user ON balances (user_id);
  -- Reserved amounts by reference; balances.frozen = sum of the account's holds.
  CREATE TABLE holds (
    account TEXT NOT NULL,
    coin TEXT NOT NULL,
    ref TEXT NOT NULL,
    amount INTEGER NOT NULL,
    PRIMARY KEY (account, coin, ref)
  ) WITHOUT ROWID;

  -- Market: the model's state per symbol and 1-minute candles packed one row per symbol per UTC day.
  CREATE TABLE market_state (
    symbol TEXT PRIMARY KEY,
    time INTEGER NOT NULL,
    state TEXT NOT NULL
  ) WITHOUT ROWID;
  CREATE TABLE candle_days (
    symbol TEXT NOT NULL,
    day INTEGER NOT NULL,
    count INTEGER NOT NULL,
    data BLOB NOT NULL,
    PRIMARY KEY (symbol, day)
  ) WITHOUT ROWID;
  `,
  // 2: the last 8 characters of each session's token, so an in-app symbol-list request
  // (which sends only that suffix, spec §9) can be matched to its user's gray list.
  `
  ALTER TABLE sessions ADD COLUMN token_suffix TEXT NOT NULL DEFAULT '';
  CREATE INDEX sessions_suffix ON sessions (token_suffix);
  `,
  // 3: perpetuals. Market: the mark model's state at the start of each UTC day (and of the
  // history) and every funding rate fixed (see market/marks.ts). Bots: one row per futures
  // position (bot × contract), the engine's FuturesPosition as integers — prices in the
  // contract's ticks, size in lots, money in the engine's quote units of
  // 10^-(tick scale + lot scale) — written in the same transaction as the ledger postings
  // of the change that produced it (derivatives/positions.ts). No foreign key to bots: the
  // bot area creates its tables on first use, after these migrations.
  `
  CREATE TABLE mark_days (
    symbol TEXT NOT NULL,
    day INTEGER NOT NULL,                 -- UTC day number (unix ms / 86,400,000)
    time INTEGER NOT NULL,                -- open time of the first minute the state applies to
    state TEXT NOT NULL,                  -- the mark model's JSON state before that minute
    PRIMARY KEY (symbol, day)
  ) WITHOUT ROWID;
  CREATE TABLE funding_rates (
    symbol TEXT NOT NULL,
    time INTEGER NOT NULL,                -- funding instant (unix ms; 00:00, 08:00, 16:00 UTC)
    rate_e8 INTEGER NOT NULL,             -- parts per 10^8, positive = longs pay shorts
    premium_index_e8 INTEGER NOT NULL,
    samples INTEGER NOT NULL,             -- minute closes averaged into the premium index
    mark_ticks INTEGER NOT NULL,          -- mark and index (contract ticks) of the last close before the instant
    index_ticks INTEGER NOT NULL,
    PRIMARY KEY (symbol, time)
  ) WITHOUT ROWID;
  CREATE TABLE futures_positions (
    bot_id TEXT NOT NULL,
    symbol TEXT NOT NULL,
    user_id INTEGER NOT NULL REFERENCES users (id),
    coin TEXT NOT NULL,                   -- settlement coin (the contract's quote: USDT, USDC)
    side TEXT CHECK (side IN ('long', 'short')),   -- NULL when flat
    lots INTEGER NOT NULL,
    cost INTEGER NOT NULL,                -- Σ lots × ticks of the open lots
    margin INTEGER NOT NULL,
    leverage_e2 INTEGER NOT NULL,
    tier INTEGER NOT NULL,
    liq_ticks INTEGER NOT NULL,
    bankruptcy_ticks INTEGER NOT NULL,
    realised_pnl INTEGER NOT NULL,
    fees INTEGER NOT NULL,
    funding INTEGER NOT NULL,
    insurance INTEGER NOT NULL,
    funded_until INTEGER NOT NULL,        -- last funding instant settled (or not owed: opened at or after it)
    funding_owed INTEGER NOT NULL DEFAULT 0,   -- funding due that the bot's wallet could not pay yet (≥ 0)
    updated_at INTEGER NOT NULL,          -- simulated time of the change that wrote the row
    PRIMARY KEY (bot_id, symbol)
  ) WITHOUT ROWID;
  CREATE INDEX futures_positions_open ON futures_positions (symbol, funded_until) WHERE side IS NOT NULL;
  CREATE INDEX futures_positions_user ON futures_positions (user_id);
  `,
  // 4: symbols the exchange has delisted (market/delistings.ts); market = spot | futures
  `
  CREATE TABLE symbol_delistings (
    market TEXT NOT NULL,
    symbol TEXT NOT NULL,
    delisted_at INTEGER NOT NULL,
    PRIMARY KEY (market, symbol)
  ) WITHOUT ROWID;
  `,
  // 5: the accounts' audit trail (accounts/users.ts): every change of what decides an account's rights — its
  // profile locale (the restriction's locale of record: set at sign-up, changed by the account's settings call
  // or the admin CLI) and its member tag — with who made it and when
  `
  CREATE TABLE account_changes (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users (id),
    field TEXT NOT NULL,                  -- lang | member_tag_islamic
    old_value TEXT NOT NULL,              -- '' for the value given at sign-up
    new_value TEXT NOT NULL,
    actor TEXT NOT NULL,                  -- signup | self | admin
    at INTEGER NOT NULL                   -- simulated time (unix ms)
  );
  CREATE INDEX account_changes_user ON account_changes (user_id, id);
  `,
  // 6: bot notifications (notices/notices.ts): the events of a user's bots, their preferences, the default alert distance
  `
  CREATE TABLE bot_notices (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users (id),
    bot_id TEXT NOT NULL,
    bot_type TEXT NOT NULL,
    symbol TEXT NOT NULL,
    kind TEXT NOT NULL,
    detail TEXT NOT NULL,                 -- JSON object of decimal strings
    time INTEGER NOT NULL,                -- simulated time of the event
    read INTEGER NOT NULL DEFAULT 0
  );
  CREATE INDEX bot_notices_user ON bot_notices (user_id, id);
  CREATE INDEX bot_notices_unread ON bot_notices (user_id) WHERE read = 0;
  -- a row turns a kind off or on for every bot of the user (bot_id '') or one bot; no row: on
  CREATE TABLE notice_prefs (
    user_id INTEGER NOT NULL REFERENCES users (id),
    bot_id TEXT NOT NULL,
    kind TEXT NOT NULL,
    enabled INTEGER NOT NULL,
    PRIMARY KEY (user_id, bot_id, kind)
  ) WITHOUT ROWID;
  CREATE TABLE user_risk_defaults (
    user_id INTEGER PRIMARY KEY REFERENCES users (id),
    alert TEXT NOT NULL                   -- the default alert distance of new futures bots (decimal fraction)
  );
  `,
];
