import { createHash, randomBytes } from 'node:crypto';
import { AUTH_COOKIE_MAX_AGE_SECONDS, type Platform, TOKEN_SUFFIX_LENGTH } from '@tb/contracts';
import { type Db, tx } from '../db/database';
import { toUser, USER_COLUMNS, type User } from './users';

/**
 * Sessions: a token of 32 random bytes (hex) given to the client in the
 * auth cookie (or the body, for in-app clients); the database stores only its
 * SHA-256. Sessions last 7 days on the wall clock.
 *
 * Resolved sessions are cached in memory for as long as the database has not
 * changed: each lookup first reads this connection's `total_changes()` and the
 * file's `data_version` (which moves when another connection — the admin CLI,
 * another process — commits); any change drops the whole cache. So a logout,
 * a ban or a VIP change applies to the very next request, and the common case
 * (the same user polling) costs one small statement instead of a hash and a join.
 * Cached sessions are shared: treat them as read-only.
 */
export const SESSION_TTL_MS = AUTH_COOKIE_MAX_AGE_SECONDS * 1000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export type Session = { user: User; expiresAt: number; tokenHash: string };

const MAX_CACHED_SESSIONS = 50_000;

export class Sessions {
  private readonly insert;
  private readonly select;
  private readonly remove;
  private readonly purge;
  private readonly bySuffix;
  private readonly changes;
  private readonly cache = new Map<string, Session>();
  private cacheStamp = '';

  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
  ) {
    this.insert = db.prepare(
      'INSERT INTO sessions (token_hash, user_id, platform, created_at, expires_at, token_suffix) VALUES (?, ?, ?, ?, ?, ?)',
    );
    this.bySuffix = db.prepare('SELECT DISTINCT user_id FROM sessions WHERE token_suffix = ? AND expires_at > ? LIMIT 2').pluck();
    this.select = db.prepare(
      `SELECT s.expires_at AS session_expires_at, ${USER_COLUMNS} FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.token_hash = ?`,
    );
    this.remove = db.prepare('DELETE FROM sessions WHERE token_hash = ?');
    this.purge = db.prepare('DELETE FROM sessions WHERE expires_at <= ?');
    this.changes = db.prepare('SELECT total_changes() AS own, (SELECT data_version FROM pragma_data_version) AS other').raw(true);
  }

  create(userId: number, platform: Platform | string = 'pc'): { token: string; expiresAt: number } {
    const token = randomBytes(32).toString('hex');
    const created = this.now();
    const expiresAt = created + SESSION_TTL_MS;
    tx(this.db, () => {
      this.purge.run(created);
      this.insert.run(hashToken(token), userId, platform, created, expiresAt, token.slice(-TOKEN_SUFFIX_LENGTH));
    });
    return { token, expiresAt };
  }

  /** The live session of a token, or null (unknown, malformed or expired). */
  resolve(token: string | undefined): Session | null {
    if (!token || token.length !== 64 || !/^[0-9a-f]{64}$/.test(token)) return null;
    const [own, other] = this.changes.get() as [number, number];
    const stamp = `${own}:${other}`;
    if (stamp !== this.cacheStamp) {
      this.cache.clear();
      this.cacheStamp = stamp;
    }
    const now = this.now();
    const cached = this.cache.get(token);
    if (cached) return cached.expiresAt > now ? cached : null;
    const tokenHash = hashToken(token);
    const row = this.select.get(tokenHash) as (Parameters<typeof toUser>[0] & { session_expires_at: number }) | undefined;
    if (!row || row.session_expires_at <= now) return null;
    const session: Session = { user: toUser(row), expiresAt: row.session_expires_at, tokenHash };
    if (this.cache.size >= MAX_CACHED_SESSIONS) this.cache.clear();
    this.cache.set(token, session);
    return session;
  }

  /**
   * The user whose live session token ends with `suffix` (8 characters), when
   * exactly one user matches. Only for choosing a gray symbol list — never for
   * authentication.
   */
  userIdBySuffix(suffix: string): number | null {
    if (suffix.length !== TOKEN_SUFFIX_LENGTH) return null;
    const ids = this.bySuffix.all(suffix, this.now()) as number[];
    return ids.length === 1 ? ids[0] : null;
  }

  revoke(tokenHash: string): void {
    tx(this.db, () => this.remove.run(tokenHash));
  }

  /** Live sessions of a user (admin CLI). */
  count(userId: number): number {
    return (this.db.prepare('SELECT COUNT(*) AS n FROM sessions WHERE user_id = ? AND expires_at > ?').get(userId, this.now()) as { n: number }).n;
  }
}
