import { createHash, randomBytes } from 'node:crypto';
import { AUTH_COOKIE_MAX_AGE_SECONDS, type Platform, TOKEN_SUFFIX_LENGTH } from '@tb/contracts';
import { type Db, tx } from '../db/database';
import { toUser, USER_COLUMNS, type User } from './users';

/**
 * Sessions: a token of 32 random bytes (hex) given to the client in the
 * auth cookie (or the body, for in-app clients); the database stores only its
 * SHA-256. Sessions last 7 days on the wall clock and are read from SQLite on
 * every request, so a logout, a ban or an expiry set by another process (the
 * admin CLI) applies at once.
 */
export const SESSION_TTL_MS = AUTH_COOKIE_MAX_AGE_SECONDS * 1000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export type Session = { user: User; expiresAt: number; tokenHash: string };

export class Sessions {
  private readonly insert;
  private readonly select;
  private readonly remove;
  private readonly purge;
  private readonly bySuffix;

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
    if (!token || !/^[0-9a-f]{64}$/.test(token)) return null;
    const tokenHash = hashToken(token);
    const row = this.select.get(tokenHash) as (Parameters<typeof toUser>[0] & { session_expires_at: number }) | undefined;
    if (!row || row.session_expires_at <= this.now()) return null;
    return { user: toUser(row), expiresAt: row.session_expires_at, tokenHash };
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
