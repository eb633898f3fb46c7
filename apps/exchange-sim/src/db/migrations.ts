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
  // 3: symbols the exchange has delisted (market/delistings.ts); market = spot | futures
  `
  CREATE TABLE symbol_delistings (
    market TEXT NOT NULL,
    symbol TEXT NOT NULL,
    delisted_at INTEGER NOT NULL,
    PRIMARY KEY (market, symbol)
  ) WITHOUT ROWID;
  `,
];
