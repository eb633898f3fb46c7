import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FUNDING_INTERVAL_MS } from '@tb/engine';
import { DEMO_EMAIL } from '../accounts/demo';
import { tx } from '../db/database';
import { systemAccount } from '../ledger/ledger';
import { TEST_START, type TestServer, startTestServer } from '../testing/server';
import type { FuturesBotRef } from './postings';
import { type BareDerivatives, bareDerivatives, deposit, trade } from '../testing/derivatives';

const USDT = 100_000_000n;
const HOUR = 3_600_000;
/** TEST_START is 12:00 UTC: the next instants are 16:00, 00:00 and 08:00. */
const T16 = TEST_START + 4 * HOUR;

/** The payment by hand: value = lots × mark × u (BTCUSDT: u = 1 quote unit of 10^-4), payer ceil, receiver floor. */
function handPayment(side: 'long' | 'short', lots: number, markTicks: number, rateE8: number): bigint {
  const value = BigInt(lots) * BigInt(markTicks);
  const product = value * BigInt(Math.abs(rateE8));
  const floor = product / 100_000_000n;
  const ceil = (product + 99_999_999n) / 100_000_000n;
  const pays = (side === 'long') === rateE8 > 0;
  return rateE8 === 0 ? 0n : pays ? -ceil : floor;
}

describe('funding settlement on the market’s rates', () => {
  let server: TestServer;
  let dir: string;
  let seq = 0;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'tb-funding-'));
    server = await startTestServer({}, dir);
  });
  afterAll(async () => {
    await server.dispose();
    rmSync(dir, { recursive: true, force: true });
  });

  const bot = (account: FuturesBotRef['account'] = 'derivatives'): FuturesBotRef => ({
    id: `fund-bot-${++seq}`,
    userId: server.ctx.users.lookup(DEMO_EMAIL)!.id,
    account,
    coin: 'USDT',
  });
  const journals = (key: string) => (server.ctx.db.prepare('SELECT COUNT(*) AS n FROM journals WHERE idempotency_key = ?').get(key) as { n: number }).n;

  it('charges every open position at the fixed rate and mark of each instant, exactly once, across a crash between instants and a restart', async () => {
    const d = server.ctx.derivatives;
    const long = bot();
    const short = bot('unified');
    d.postings.fund(long, 2_000n * USDT);
    d.postings.fund(short, 3_000n * USDT);
    trade(d, long, 'BTCUSDT', 'buy', 123, 670_000, TEST_START, { leverageE2: 500 });
    trade(d, short, 'BTCUSDT', 'sell', 77, 670_000, TEST_START, { leverageE2: 500 });
    trade(d, short, 'ETHUSDT', 'sell', 150, 348_000, TEST_START, { leverageE2: 500 });
    // The market runs past 16:00, 00:00 and 08:00.
    server.ctx.clock.advance(20 * HOUR + 30_000);
    server.ctx.market.tick();
    const instants = [T16, T16 + FUNDING_INTERVAL_MS, T16 + 2 * FUNDING_INTERVAL_MS];
    for (const t of instants) expect(server.ctx.market.fundingAt('BTCUSDT', t)).toBeDefined();
    // A crash inside an instant's transaction leaves nothing behind.
    expect(() =>
      tx(server.ctx.db, () => {
        d.funding.settleUpTo(T16);
        throw new Error('power cut');
      }),
    ).toThrow('power cut');
    expect(d.positions.get(long.id, 'BTCUSDT')!.fundedUntil).toBe(TEST_START - 4 * HOUR);
    expect(journals(`futures-funding:${long.id}:BTCUSDT:${T16}`)).toBe(0);
    // A crash after the first instant committed: the process dies there.
    d.funding.afterInstant = (t) => {
      if (t === T16) throw new Error('killed after 16:00');
    };
    const now = server.ctx.clock.now();
    expect(() => d.funding.settleUpTo(now)).toThrow('killed after 16:00');
    d.funding.afterInstant = null;
    expect(d.positions.get(long.id, 'BTCUSDT')!.fundedUntil).toBe(T16);
    await server.dispose();
    server = await startTestServer({}, dir);
    const after = server.ctx.derivatives;
    expect(server.ctx.clock.now()).toBe(now);
    const report = after.funding.settleUpTo(now);
    expect(report.waiting).toEqual([]);
    expect(report.settled.map((s) => [s.botId, s.symbol, s.instant])).toEqual(
      instants.slice(1).flatMap((t) => [
        [long.id, 'BTCUSDT', t],
        [short.id, 'BTCUSDT', t],
        [short.id, 'ETHUSDT', t],
      ]),
    );
    expect(after.funding.settleUpTo(now).settled).toEqual([]);
    // Every (position, instant) posted once, at the hand-computed amount.
    for (const [b, symbol, side, lots] of [
      [long, 'BTCUSDT', 'long', 123],
      [short, 'BTCUSDT', 'short', 77],
      [short, 'ETHUSDT', 'short', 150],
    ] as const) {
      let total = 0n;
      for (const t of instants) {
        expect(journals(`futures-funding:${b.id}:${symbol}:${t}`)).toBe(1);
        const fix = server.ctx.market.fundingAt(symbol, t)!;
        total += handPayment(side, lots, fix.markTicks, fix.rateE8);
      }
      const row = after.positions.get(b.id, symbol)!;
      expect({ symbol, funding: BigInt(row.position.funding), fundedUntil: row.fundedUntil }).toEqual({ symbol, funding: total, fundedUntil: instants[2] });
    }
    for (const b of [long, short]) expect(after.postings.identity(b.id)!.problems).toEqual([]);
    expect(server.ctx.ledger.check()).toMatchObject({ ok: true, problems: [] });
    // A fill after the instants goes through; a rewound cursor is caught by the idempotency key.
    trade(after, long, 'BTCUSDT', 'sell', 123, 671_000, now);
    const row = after.positions.get(short.id, 'ETHUSDT')!;
    server.ctx.db.prepare('UPDATE futures_positions SET funded_until = ? WHERE bot_id = ? AND symbol = ?').run(T16, short.id, 'ETHUSDT');
    expect(after.funding.settleUpTo(now).settled).toHaveLength(2);
    expect(after.positions.get(short.id, 'ETHUSDT')).toEqual(row);
    expect(journals(`futures-funding:${short.id}:ETHUSDT:${instants[1]}`)).toBe(1);
    expect(after.postings.identity(short.id)!.ok).toBe(true);
  });
});

describe('funding settlement on hand-picked rates', () => {
  let env: BareDerivatives;
  beforeEach(() => {
    env = bareDerivatives();
  });
  afterEach(() => env.close());
  const T0 = Date.UTC(2026, 0, 5, 3, 0);
  const T8 = Date.UTC(2026, 0, 5, 8, 0);
  const mk = (id: string, account: FuturesBotRef['account'] = 'derivatives'): FuturesBotRef => ({ id, userId: env.userId, account, coin: 'USDT' });

  it('rounds in the exchange’s favour: the payer pays the ceiling, the receiver gets the floor', () => {
    deposit(env.ledger, env.userId, 'derivatives', 'USDT', 10_000n * USDT);
    const long = mk('long');
    const short = mk('short');
    env.d.postings.fund(long, 1_000n * USDT);
    env.d.postings.fund(short, 1_000n * USDT);
    trade(env.d, long, 'BTCUSDT', 'buy', 123, 670_000, T0, { leverageE2: 1000 });
    trade(env.d, short, 'BTCUSDT', 'sell', 123, 670_000, T0, { leverageE2: 1000 });
    // Marked at 67,001.3: value 8,241.1599 USDT. +0.01 %: 0.82411599 → long pays 0.8242, short gets 0.8241.
    env.rates.set('BTCUSDT', T8, 10_000, 670_013);
    const first = env.d.funding.settleUpTo(T8);
    expect(first.settled.map((s) => [s.botId, s.walletDelta])).toEqual([
      ['long', -8_242],
      ['short', 8_241],
    ]);
    expect(handPayment('long', 123, 670_013, 10_000)).toBe(-8_242n);
    expect(env.ledger.balance(systemAccount('funding'), 'USDT').wallet).toBe(10_000n); // the 1-unit rounding, in ledger units (10^4 each)
    // −0.0375 % at 16:00: 3.09043496… → long gets 3.0904, short pays 3.0905.
    env.rates.set('BTCUSDT', T8 + FUNDING_INTERVAL_MS, -37_500, 670_013);
    const second = env.d.funding.settleUpTo(T8 + FUNDING_INTERVAL_MS + 5);
    expect(second.settled.map((s) => [s.botId, s.walletDelta])).toEqual([
      ['long', 30_904],
      ['short', -30_905],
    ]);
    expect(env.d.positions.get('long', 'BTCUSDT')!.position.funding).toBe(-8_242 + 30_904);
    expect(env.d.postings.checkAll()).toEqual({ bots: 2, problems: [] });
    expect(env.ledger.check().ok).toBe(true);
  });

  it('charges only positions open at the instant: one opened exactly at it does not pay, one closed exactly at it does', () => {
    deposit(env.ledger, env.userId, 'unified', 'USDT', 10_000n * USDT);
    const early = mk('early', 'unified');
    const onTime = mk('on-time', 'unified');
    env.d.postings.fund(early, 1_000n * USDT);
    env.d.postings.fund(onTime, 1_000n * USDT);
    env.rates.set('BTCUSDT', T8, 20_000, 670_000);
    trade(env.d, early, 'BTCUSDT', 'buy', 10, 670_000, T0);
    // Settle 08:00 first (the driver's order), then events at 08:00: a close and an open.
    expect(env.d.funding.settleUpTo(T8).settled.map((s) => s.botId)).toEqual(['early']);
    trade(env.d, early, 'BTCUSDT', 'sell', 10, 670_000, T8);
    trade(env.d, onTime, 'BTCUSDT', 'buy', 10, 670_000, T8);
    expect(env.d.positions.get('on-time', 'BTCUSDT')!.fundedUntil).toBe(T8);
    expect(env.d.funding.settleUpTo(T8 + 1000).settled).toEqual([]);
    expect(env.d.positions.get('early', 'BTCUSDT')!.position.funding).toBe(-1_340); // 6,700 × 0.02 % = 1.34
    expect(env.d.positions.get('on-time', 'BTCUSDT')!.position.funding).toBe(0);
    // The market has not fixed 16:00 yet: the position waits; a fill after 16:00 is refused until it is settled.
    expect(env.d.funding.settleUpTo(T8 + FUNDING_INTERVAL_MS).waiting).toEqual([{ botId: 'on-time', symbol: 'BTCUSDT', instant: T8 + FUNDING_INTERVAL_MS }]);
    expect(() => trade(env.d, onTime, 'BTCUSDT', 'sell', 10, 670_000, T8 + FUNDING_INTERVAL_MS)).toThrow(/FUNDING_DUE/);
    env.rates.set('BTCUSDT', T8 + FUNDING_INTERVAL_MS, 0, 670_000);
    expect(env.d.funding.settleUpTo(T8 + FUNDING_INTERVAL_MS).settled.map((s) => [s.botId, s.walletDelta])).toEqual([['on-time', 0]]);
    trade(env.d, onTime, 'BTCUSDT', 'sell', 10, 670_000, T8 + FUNDING_INTERVAL_MS);
    expect(env.d.postings.checkAll().problems).toEqual([]);
  });

  it('keeps a payment the wallet cannot make as owed, never touching the margin, and collects it once the wallet can pay', () => {
    deposit(env.ledger, env.userId, 'derivatives', 'USDT', 10_000n * USDT);
    const b = mk('broke');
    // All but the fee goes into margin: 0.1 BTC at 67,000.0 and 1×.
    env.d.postings.fund(b, 670_368_500_000n); // 6,703.685 USDT = margin 6,700 + fee 3.685
    trade(env.d, b, 'BTCUSDT', 'buy', 100, 670_000, T0, { leverageE2: 100 });
    expect(env.ledger.balance(env.d.postings.walletOf(b), 'USDT').wallet).toBe(0n);
    env.rates.set('BTCUSDT', T8, 50_000, 670_000);
    const report = env.d.funding.settleUpTo(T8);
    expect(report.settled.map((s) => [s.walletDelta, s.owed, s.collected])).toEqual([[0, 33_500, 0]]);
    const owing = env.d.positions.get('broke', 'BTCUSDT')!;
    expect(owing).toMatchObject({ fundedUntil: T8, fundingOwed: 33_500, position: { funding: 0, margin: 67_000_000 } });
    expect(env.d.postings.identity('broke')!.ok).toBe(true);
    // Not blocked: the next fill goes through (its released margin reaches the wallet); the next call collects.
    trade(env.d, b, 'BTCUSDT', 'sell', 10, 671_000, T8 + 60_000);
    env.d.postings.fund(b, 10n * USDT);
    const later = env.d.funding.settleUpTo(T8 + 120_000);
    expect(later).toEqual({ settled: [], waiting: [], collected: [{ botId: 'broke', symbol: 'BTCUSDT', amount: 33_500 }] });
    expect(env.d.positions.get('broke', 'BTCUSDT')).toMatchObject({ fundingOwed: 0, position: { funding: -33_500 } });
    expect(env.d.postings.identity('broke')!.ok).toBe(true);
    expect(env.ledger.check().ok).toBe(true);
  });
});
