import Database from 'better-sqlite3';
import { BOT_MIGRATIONS, migrateBots } from './schema';
import { comboKind } from './kinds/combo';

describe('bot tables', () => {
  it('migrate once, and upgrade orders keyed by the first build’s TEXT order_id to row ids', () => {
    const db = new Database(':memory:');
    db.exec('CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL); CREATE TABLE users (id INTEGER PRIMARY KEY);');
    // The first build of step 1: bot_orders keyed by order_id.
    db.exec((BOT_MIGRATIONS[0] as string).replace('id INTEGER PRIMARY KEY,', 'order_id TEXT PRIMARY KEY,'));
    db.prepare("INSERT INTO meta (key, value) VALUES ('schema.bots', '1')").run();
    db.exec("INSERT INTO users (id) VALUES (7); INSERT INTO bots (id, user_id, kind, symbol, base_token, quote_token, status, account_type, config, state, create_time, update_time) VALUES ('100000000000000001', 7, 'GRID_SPOT', 'BTCUSDT', 'BTC', 'USDT', 'RUNNING', 'spot', '{}', '{}', 1, 1)");
    db.exec("INSERT INTO bot_orders (order_id, bot_id, ref, symbol, side, order_type, status, price_ticks, lots, create_time, update_time) VALUES ('100000000000000042', '100000000000000001', 3, 'BTCUSDT', 'buy', 'limit', 'NEW', 100, 5, 1, 1)");
    expect(migrateBots(db)).toBe(BOT_MIGRATIONS.length - 1);
    expect(db.prepare('SELECT id, ref, lots FROM bot_orders').all()).toEqual([{ id: 42, ref: 3, lots: 5 }]);
    expect(migrateBots(db)).toBe(0);
    const fresh = new Database(':memory:');
    fresh.exec('CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL); CREATE TABLE users (id INTEGER PRIMARY KEY);');
    expect(migrateBots(fresh)).toBe(BOT_MIGRATIONS.length);
    expect((fresh.prepare('PRAGMA table_info(bot_orders)').all() as { name: string }[]).map((c) => c.name)[0]).toBe('id');
  });

  it('a kind’s own tables come from its module, on a fresh database and on one whose shared steps made them before they moved', () => {
    const tables = (db: Database.Database) => (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE 'combo_%' ORDER BY name").pluck().all() as string[]);
    const base = () => {
      const db = new Database(':memory:');
      db.exec('CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL); CREATE TABLE users (id INTEGER PRIMARY KEY);');
      return db;
    };
    const combo = ['combo_daily_pick', 'combo_parts', 'combo_pick_no_pop', 'combo_transfers'];
    const fresh = base();
    expect(migrateBots(fresh, [comboKind])).toBe(BOT_MIGRATIONS.length + comboKind.migrations!.length);
    expect(tables(fresh)).toEqual(combo);
    expect(fresh.prepare("SELECT value FROM meta WHERE key = 'schema.bots.COMBO_FUTURES'").pluck().get()).toBe(String(comboKind.migrations!.length));
    // before the move, shared step 5 created them (this SQL, without IF NOT EXISTS) and a combo row was written
    const old = base();
    migrateBots(old);
    old.exec((comboKind.migrations![0] as string).replace(/ IF NOT EXISTS/g, '').replace(/CREATE TABLE (\w+)/g, 'DROP TABLE IF EXISTS $1; CREATE TABLE $1'));
    old.exec("INSERT INTO users (id) VALUES (7); INSERT INTO combo_pick_no_pop (user_id, no_pop) VALUES (7, 1)");
    expect(migrateBots(old, [comboKind])).toBe(comboKind.migrations!.length);
    expect(tables(old)).toEqual(combo);
    expect(old.prepare('SELECT no_pop FROM combo_pick_no_pop WHERE user_id = 7').pluck().get()).toBe(1);
  });
});
