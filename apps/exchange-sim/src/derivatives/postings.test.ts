import { FuturesError, addMargin, applyFill, liquidate, reduceMargin, settleFunding } from '@tb/engine';
import { DEMO_EMAIL } from '../accounts/demo';
import { LedgerError, positionAccount, systemAccount, userAccount } from '../ledger/ledger';
import { TEST_START, type TestServer, startTestServer } from '../testing/server';
import type { Derivatives } from './index';
import { DerivativesError, type FuturesBotRef } from './postings';
import { trade } from '../testing/derivatives';

/** BTCUSDT: tick 0.1, lot 0.001 → engine quote units of 10^-4 USDT; the ledger keeps 10^-8. */
const USDT = 100_000_000n;
const usdt = (text: string) => {
  const [whole, fraction = ''] = text.split('.');
  const units = BigInt(whole.replace('-', '')) * USDT + BigInt(fraction.padEnd(8, '0'));
  return text.startsWith('-') ? -units : units;
};
const HOUR = 3_600_000;

describe('futures postings', () => {
  let server: TestServer;
  let d: Derivatives;
  let userId: number;
  let seq = 0;
  beforeAll(async () => {
    server = await startTestServer();
    d = server.ctx.derivatives;
    userId = server.ctx.users.lookup(DEMO_EMAIL)!.id;
  });
  afterAll(() => server.dispose());

  const ledger = () => server.ctx.ledger;
  const newBot = (account: FuturesBotRef['account'] = 'derivatives', coin = 'USDT'): FuturesBotRef => ({ id: `fbot-${++seq}`, userId, account, coin });
  const balance = (account: Parameters<ReturnType<typeof ledger>['balance']>[0], coin = 'USDT') => ledger().balance(account, coin).wallet;
  const expectIdentity = (botId: string) => {
    const identity = d.postings.identity(botId)!;
    expect(identity.problems).toEqual([]);
    expect(identity.ok).toBe(true);
    expect(ledger().check()).toMatchObject({ ok: true, problems: [] });
    return identity;
  };

  it('funds a bot from the derivatives or the unified account, never from spot or fund', () => {
    const derivativesBefore = balance(userAccount(userId, 'derivatives'));
    const a = newBot('derivatives');
    const b = newBot('unified');
    d.postings.fund(a, usdt('1000'));
    d.postings.fund(b, usdt('250.5'));
    expect(balance(d.postings.walletOf(a))).toBe(usdt('1000'));
    expect(balance(d.postings.walletOf(b))).toBe(usdt('250.5'));
    expect(balance(userAccount(userId, 'derivatives'))).toBe(derivativesBefore - usdt('1000'));
    for (const account of ['spot', 'fund'] as const) {
      const bad = { ...newBot(), account } as unknown as FuturesBotRef;
      expect(() => d.postings.fund(bad, usdt('1'))).toThrow(/ACCOUNT: a futures bot is funded from the derivatives or unified account, not /);
    }
    expect(() => d.postings.fund(newBot('unified'), usdt('1000000'))).toThrow(LedgerError);
    expect(ledger().check().ok).toBe(true);
  });

  it('locks margin and pays the fee on an open, releases margin and realises PnL on a reduce, to the unit', () => {
    const bot = newBot();
    d.postings.fund(bot, usdt('1000'));
    const fees = balance(systemAccount('fees'));
    const market = balance(systemAccount('market'));
    // Long 0.1 BTC at 67,000.0, 10×, taker: value 6,700, margin 670, fee 6,700 × 0.055 % = 3.685.
    const opened = trade(d, bot, 'BTCUSDT', 'buy', 100, 670_000, TEST_START, { leverageE2: 1000 });
    expect(opened.position).toMatchObject({ side: 'long', lots: 100, cost: 67_000_000, margin: 6_700_000, fees: 36_850 });
    expect(balance(d.postings.walletOf(bot))).toBe(usdt('326.315'));
    expect(balance(d.postings.marginOf(bot, 'BTCUSDT'))).toBe(usdt('670'));
    expect(balance(systemAccount('fees')) - fees).toBe(usdt('3.685'));
    // Sell half at 68,000.0 as maker: PnL 50 × 0.001 × 1,000 = 50, fee 3,400 × 0.02 % = 0.68, margin released 335.
    const reduced = trade(d, bot, 'BTCUSDT', 'sell', 50, 680_000, TEST_START + 60_000, { liquidity: 'maker', orderId: 'order-7' });
    expect(reduced.position).toMatchObject({ side: 'long', lots: 50, margin: 3_350_000, realisedPnl: 500_000, fees: 36_850 + 6_800 });
    expect(balance(d.postings.walletOf(bot))).toBe(usdt('326.315') + usdt('335') + usdt('50') - usdt('0.68'));
    expect(balance(d.postings.marginOf(bot, 'BTCUSDT'))).toBe(usdt('335'));
    expect(balance(systemAccount('market')) - market).toBe(-usdt('50'));
    // The journal: one per fill, netted per account, referenced by the order.
    const journal = server.ctx.db.prepare("SELECT kind, ref, memo FROM journals WHERE ref = 'order-7'").get();
    expect(journal).toEqual({ kind: 'futures-fill', ref: 'order-7', memo: `${bot.id} sell 50 lots BTCUSDT at 680000 ticks (maker)` });
    // Flip: sell 80 more at 66,000.0 closes the 50 left (loss 50) and opens a 30-lot short.
    const flipped = trade(d, bot, 'BTCUSDT', 'sell', 80, 660_000, TEST_START + 120_000);
    expect(flipped.position).toMatchObject({ side: 'short', lots: 30, cost: 19_800_000, margin: 1_980_000 });
    const identity = expectIdentity(bot.id);
    expect(identity).toMatchObject({ deposits: usdt('1000'), realisedPnl: usdt('0'), margin: usdt('198') });
    // The user's balances show the bot (wallet and margin) under `bot`.
    const row = ledger()
      .userBalances(userId)
      .find((r) => r.accountType === 'bot' && r.coin === 'USDT');
    expect(row!.wallet).toBeGreaterThanOrEqual(identity.wallet + identity.margin);
  });

  it('moves margin between wallet and position with addMargin / reduceMargin', () => {
    const bot = newBot('unified');
    d.postings.fund(bot, usdt('500'));
    trade(d, bot, 'ETHUSDT', 'buy', 100, 348_000, TEST_START, { leverageE2: 2000 }); // 1 ETH at 3,480.00, 20×: margin 174
    const c = d.contracts.get('ETHUSDT')!.futures;
    const stored = d.postings.position(bot.id, 'ETHUSDT')!.position;
    const added = d.postings.postMarginChange(bot, 'ETHUSDT', addMargin(c, stored, 250_000), { time: TEST_START + 1 }); // + 25 USDT (ETH: quote scale 4)
    expect(added.position.margin).toBe(stored.margin + 250_000);
    expect(added.position.liqTicks).toBeLessThan(stored.liqTicks);
    expect(balance(d.postings.marginOf(bot, 'ETHUSDT'))).toBe(usdt('199'));
    const back = d.postings.postMarginChange(bot, 'ETHUSDT', reduceMargin(c, added.position, 100_000, 348_000), { time: TEST_START + 2 });
    expect(balance(d.postings.marginOf(bot, 'ETHUSDT'))).toBe(usdt('189'));
    expect(back.position.liqTicks).toBeGreaterThan(added.position.liqTicks);
    expect(() => reduceMargin(c, back.position, 10_000_000, 348_000)).toThrow(FuturesError);
    expectIdentity(bot.id);
  });

  it('liquidates: the whole margin leaves the position, the loss at the trigger to the counterparty, the remainder to insurance', () => {
    const bot = newBot();
    d.postings.fund(bot, usdt('200'));
    // Long 0.1 BTC at 67,000.0, 50×: margin 134, MM 0.5 % = 33.5, liquidation (6,700 + 33.5 − 134) / 0.1 = 65,995.0.
    const open = trade(d, bot, 'BTCUSDT', 'buy', 100, 670_000, TEST_START, { leverageE2: 5000 });
    expect(open.position).toMatchObject({ margin: 1_340_000, liqTicks: 659_950, bankruptcyTicks: 656_600 });
    const wallet = balance(d.postings.walletOf(bot));
    const insurance = balance(systemAccount('insurance'));
    const market = balance(systemAccount('market'));
    const c = d.contracts.get('BTCUSDT')!.futures;
    const result = liquidate(c, open.position);
    expect(result).toMatchObject({ marginLost: 1_340_000, realisedPnl: -1_005_000, insurance: 335_000, walletDelta: 0 });
    const after = d.postings.postLiquidation(bot, 'BTCUSDT', result, { time: TEST_START + 5 * 60_000 });
    expect(after.position).toMatchObject({ side: null, lots: 0, margin: 0, realisedPnl: -1_005_000, insurance: 335_000 });
    expect(balance(d.postings.marginOf(bot, 'BTCUSDT'))).toBe(0n);
    expect(balance(d.postings.walletOf(bot))).toBe(wallet);
    expect(balance(systemAccount('market')) - market).toBe(usdt('100.5'));
    expect(balance(systemAccount('insurance')) - insurance).toBe(usdt('33.5'));
    expectIdentity(bot.id);
    expect(server.ctx.db.prepare("SELECT COUNT(*) AS n FROM journals WHERE kind = 'futures-liquidation' AND ref = ?").get(bot.id)).toEqual({ n: 1 });
  });

  it('refuses stale results, unsettled funding, unknown or foreign contracts and unaffordable fills, changing nothing', () => {
    const bot = newBot();
    d.postings.fund(bot, usdt('200'));
    const c = d.contracts.get('BTCUSDT')!.futures;
    const first = trade(d, bot, 'BTCUSDT', 'buy', 10, 670_000, TEST_START, { leverageE2: 1000 });
    const stale = first.position;
    trade(d, bot, 'BTCUSDT', 'buy', 10, 671_000, TEST_START + 1);
    const before = ledger().check();
    const row = d.postings.position(bot.id, 'BTCUSDT');
    const fill = { side: 'sell' as const, lots: 5, ticks: 672_000, liquidity: 'taker' as const };
    const attempts: [() => unknown, RegExp | typeof LedgerError][] = [
      // A result computed on the position before the last fill.
      [() => d.postings.postFuturesFill(bot, 'BTCUSDT', fill, applyFill(c, stale, fill), { time: TEST_START + 2 }), /STALE_POSITION: fill of bot .*: the size after the fill does not follow/],
      [() => d.postings.postMarginChange(bot, 'BTCUSDT', addMargin(c, stale, 10), { time: TEST_START + 2 }), /STALE_POSITION/],
      [() => d.postings.postLiquidation(bot, 'BTCUSDT', liquidate(c, stale), { time: TEST_START + 2 }), /STALE_POSITION/],
      // The result says 5 lots, the fill says 6.
      [() => d.postings.postFuturesFill(bot, 'BTCUSDT', { ...fill, lots: 6 }, applyFill(c, row!.position, fill), { time: TEST_START + 2 }), /STALE_POSITION/],
      // 16:00 passed: its funding must be settled before a fill at 16:00 or later.
      [() => trade(d, bot, 'BTCUSDT', 'sell', 5, 672_000, TEST_START + 4 * HOUR), /FUNDING_DUE: fill of bot .* at 2026-11-20T16:00:00.000Z: funding at 2026-11-20T16:00:00.000Z is not settled/],
      [() => d.postings.postLiquidation(bot, 'BTCUSDT', liquidate(c, row!.position), { time: TEST_START + 5 * HOUR }), /FUNDING_DUE/],
      [() => trade(d, bot, 'BTCUSDC', 'buy', 10, 134_000, TEST_START), /COIN: BTCUSDC settles in USDC, bot .* in USDT/],
      [() => trade(d, bot, 'NOPEUSDT', 'buy', 1, 1, TEST_START), /UNKNOWN_CONTRACT/],
      [() => d.postings.postMarginChange(newBot(), 'BTCUSDT', addMargin(c, stale, 10), { time: TEST_START }), /NO_POSITION/],
      // 0.5 BTC at 10×: 3,350 margin, the wallet has about 65.
      [() => trade(d, bot, 'BTCUSDT', 'buy', 500, 670_000, TEST_START + 3), LedgerError],
    ];
    for (const [attempt, error] of attempts) {
      expect(attempt).toThrow(error as RegExp);
      expect(d.postings.position(bot.id, 'BTCUSDT')).toEqual(row);
    }
    expect(ledger().check()).toEqual(before);
    // A margin change is not held back by due funding (funding does not depend on margin).
    expect(d.postings.postMarginChange(bot, 'BTCUSDT', addMargin(c, row!.position, 10_000), { time: TEST_START + 5 * HOUR }).position.margin).toBe(row!.position.margin + 10_000);
    expect(() => d.postings.settle(bot, TEST_START + 5 * HOUR)).toThrow(DerivativesError);
    expectIdentity(bot.id);
  });

  it('posts funding once per instant and settles a closed bot back to its funding account', () => {
    const bot = newBot('unified');
    const unified = balance(userAccount(userId, 'unified'));
    d.postings.fund(bot, usdt('300'));
    trade(d, bot, 'BTCUSDT', 'sell', 30, 670_000, TEST_START, { leverageE2: 1000 });
    const c = d.contracts.get('BTCUSDT')!.futures;
    const stored = d.postings.position(bot.id, 'BTCUSDT')!;
    expect(stored.fundedUntil).toBe(TEST_START - 4 * HOUR); // opened at 12:00: owes nothing at 08:00
    const instant = TEST_START + 4 * HOUR;
    // Short 0.03 BTC marked at 67,001.3, rate 0.01 %: value 2,010.039, receives floor(2,010.039 × 10^-4 × 10^4) units = 2,010 (0.201).
    const result = settleFunding(c, stored.position, 670_013, 10_000);
    expect(result.walletDelta).toBe(2_010);
    const after = d.postings.postFunding(bot, 'BTCUSDT', instant, result, { time: instant });
    expect(after).toMatchObject({ fundedUntil: instant, position: { funding: 2_010 } });
    expect(d.postings.postFunding(bot, 'BTCUSDT', instant, result, { time: instant })).toEqual(after);
    expect(server.ctx.db.prepare("SELECT COUNT(*) AS n FROM journals WHERE idempotency_key = ?").get(`futures-funding:${bot.id}:BTCUSDT:${instant}`)).toEqual({ n: 1 });
    expect(balance(systemAccount('funding'))).toBeLessThanOrEqual(-usdt('0.201'));
    // Close at 66,000.0 (after the instant): profit 30 × 10 × 100 = 3 USDT; then settle everything back.
    trade(d, bot, 'BTCUSDT', 'buy', 30, 660_000, instant + 1);
    const identity = expectIdentity(bot.id);
    const moved = d.postings.settle(bot, instant + 2);
    expect(moved).toBe(identity.wallet);
    expect(balance(d.postings.walletOf(bot))).toBe(0n);
    expect(balance(positionAccount(userId, bot.id, 'BTCUSDT'))).toBe(0n);
    expect(balance(userAccount(userId, 'unified')) - unified).toBe(identity.realisedPnl + identity.funding - identity.fees);
    expectIdentity(bot.id);
  });
});
