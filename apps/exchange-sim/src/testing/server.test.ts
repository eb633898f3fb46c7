import { databaseDigest, register, startTestServer } from './server';

/**
 * A test database starts as a copy of the run's template (testing/server.ts, `freshDatabase`). That copy,
 * opened as a restart at its stored clock, must be exactly the database a first start makes: every
 * row of every table, the market's state and the clock — or every suite would test another exchange.
 * Two first starts differ only where the product draws at random (the demo account's password salt
 * and its referral code), so those two columns are left out of the comparison, and only they.
 */
const RANDOM_PER_START = {
  users: 'id, email, country_code, mobile, username, lang, status, ban_reason, vip_level, parent_member_id, tax_identity, member_tag_islamic, email_verified, mobile_verified, has_google2fa, created_at',
};

describe('test databases from a template', () => {
  it('equal, row for row, the database a first start back-fills', async () => {
    const made = await startTestServer({ fromTemplate: false });
    const copied = await startTestServer();
    try {
      expect(copied.ctx.clock.now()).toBe(made.ctx.clock.now());
      for (const symbol of ['BTCUSDT', 'ETHUSDT', 'SOLUSDT']) expect(copied.ctx.market.lastPrice(symbol)).toEqual(made.ctx.market.lastPrice(symbol));
      const columns = made.ctx.db.prepare('SELECT name FROM pragma_table_info(?) ORDER BY cid').pluck().all('users') as string[];
      // the comparison names every column of users but the two random ones: a new column is compared too
      expect(columns.filter((c) => !RANDOM_PER_START.users.split(', ').includes(c))).toEqual(['password_hash', 'referral_code']);
      expect(databaseDigest(copied.ctx.db, RANDOM_PER_START)).toBe(databaseDigest(made.ctx.db, RANDOM_PER_START));
      // and the copy is a database of its own: what one test writes, the next copy does not see
      await register(copied, 'writer@template.test');
      await copied.dispose();
      const again = await startTestServer();
      expect(databaseDigest(again.ctx.db, RANDOM_PER_START)).toBe(databaseDigest(made.ctx.db, RANDOM_PER_START));
      await again.dispose();
    } finally {
      await made.dispose();
      await copied.dispose();
    }
  });
});
