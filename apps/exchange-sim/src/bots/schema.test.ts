import Database from 'better-sqlite3';
import { BOT_MIGRATIONS, migrateBots } from './schema';

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
});
