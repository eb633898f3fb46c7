import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Db, openDb } from '../db/database';
import { Sessions } from './sessions';
import { Users } from './users';

describe('sessions', () => {
  let dir: string;
  let db: Db;
  let other: Db;
  let users: Users;
  let now = 1_000_000;
  let sessions: Sessions;
  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'tb-sessions-'));
    db = openDb({ path: join(dir, 'db.sqlite'), synchronous: 'normal' });
    other = openDb({ path: join(dir, 'db.sqlite'), synchronous: 'normal' });
    users = new Users(db);
    sessions = new Sessions(db, () => now);
    await users.create({ identifier: { email: 'a@example.com' }, password: 'abcdefg1', now, cost: { N: 1024, r: 8, p: 1 } });
  });
  afterEach(() => {
    db.close();
    other.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('resolves a token until it is revoked or expires, and never stores the token itself', () => {
    const { token, expiresAt } = sessions.create(100_000_001, 'app');
    expect(expiresAt).toBe(now + 7 * 24 * 3600 * 1000);
    expect(sessions.resolve(token)?.user.email).toBe('a@example.com');
    expect(sessions.resolve(token)).toBe(sessions.resolve(token));
    expect(db.prepare('SELECT token_hash, token_suffix FROM sessions').get()).toEqual({ token_hash: expect.not.stringContaining(token), token_suffix: token.slice(-8) });
    expect(sessions.resolve('0'.repeat(64))).toBeNull();
    expect(sessions.resolve('not-a-token')).toBeNull();
    now = expiresAt;
    expect(sessions.resolve(token)).toBeNull();
    now = 1_000_000;
    sessions.revoke(sessions.resolve(token)!.tokenHash);
    expect(sessions.resolve(token)).toBeNull();
  });

  it('sees changes made by this process and by another connection on the very next lookup', () => {
    const { token } = sessions.create(100_000_001);
    expect(sessions.resolve(token)?.user.status).toBe(1);
    users.ban(100_000_001, 'test');
    expect(sessions.resolve(token)?.user.status).toBe(2);
    // Another process (the admin CLI) writes through its own connection.
    other.prepare('UPDATE users SET status = 1, vip_level = 4 WHERE id = 100000001').run();
    expect(sessions.resolve(token)?.user).toMatchObject({ status: 1, vipLevel: 4 });
    other.prepare('DELETE FROM sessions').run();
    expect(sessions.resolve(token)).toBeNull();
  });
});
