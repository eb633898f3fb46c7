import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { MIGRATIONS } from './migrations';

export type Db = Database.Database;

export type OpenDbOptions = {
  /** File path, or ':memory:'. */
  path: string;
  /**
   * `full` (default) fsyncs every commit, so an acknowledged change survives even
   * a power cut; `normal` is enough for process crashes (kill -9) in WAL mode.
   */
  synchronous?: 'full' | 'normal';
  readonly?: boolean;
};

/**
 * Opens (creating if needed) the simulator's SQLite database: WAL journal, a
 * busy timeout so the admin CLI and the server can write the same file, and
 * foreign keys on. Runs pending migrations, each in its own transaction.
 */
export function openDb({ path, synchronous = 'full', readonly = false }: OpenDbOptions): Db {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path, { readonly });
  db.pragma('busy_timeout = 5000');
  if (!readonly) {
    db.pragma('journal_mode = WAL');
    db.pragma(`synchronous = ${synchronous.toUpperCase()}`);
    db.pragma('foreign_keys = ON');
    migrate(db);
  }
  return db;
}

/** Applies the migrations newer than `PRAGMA user_version`, one transaction each. */
export function migrate(db: Db): number {
  const current = db.pragma('user_version', { simple: true }) as number;
  let applied = 0;
  for (let version = current + 1; version <= MIGRATIONS.length; version++) {
    const sql = MIGRATIONS[version - 1];
    db.transaction(() => {
      db.exec(sql);
      db.pragma(`user_version = ${version}`);
    }).immediate();
    applied++;
  }
  return applied;
}

/**
 * Runs `fn` in one IMMEDIATE transaction (takes the write lock at the start, so
 * two writers never deadlock on upgrade). Nested calls join the outer transaction
 * (better-sqlite3 turns them into savepoints). Every state change of the
 * simulator goes through here: a crash leaves either all of it or none of it.
 */
export function tx<T>(db: Db, fn: () => T): T {
  if (db.inTransaction) return db.transaction(fn)();
  return db.transaction(fn).immediate();
}

/** Reads and writes of the small key/value table. */
export function getMeta(db: Db, key: string): string | undefined {
  const row = db.prepare('SELECT value FROM meta WHERE key = ?').get(key) as { value: string } | undefined;
  return row?.value;
}
export function setMeta(db: Db, key: string, value: string): void {
  db.prepare('INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value').run(key, value);
}

/**
 * Next value of a named sequence (persisted, so ids never repeat across restarts).
 * Call inside a transaction together with the insert that uses it.
 */
export function nextSequence(db: Db, name: string): bigint {
  const row = db
    .prepare('INSERT INTO id_seq (name, value) VALUES (?, 1) ON CONFLICT (name) DO UPDATE SET value = value + 1 RETURNING value')
    .safeIntegers(true)
    .get(name) as { value: bigint };
  return row.value;
}

/** 18-digit ids above 2^53 (as exchange ids are): 1e17 + sequence. Strings end to end. */
const ID_BASE = 100_000_000_000_000_000n;
export function nextId(db: Db, name: string): string {
  return (ID_BASE + nextSequence(db, name)).toString();
}
