import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Db, openDb, tx } from '../db/database';
import { Ledger, LedgerError, botAccount, systemAccount, userAccount } from './ledger';

describe('ledger', () => {
  let dir: string;
  let db: Db;
  let ledger: Ledger;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'tb-ledger-'));
    db = openDb({ path: join(dir, 'ledger.db'), synchronous: 'normal' });
    ledger = new Ledger(db, () => 1_000);
  });
  afterEach(() => {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const alice = (type: 'spot' | 'fund' | 'bot' = 'spot') => userAccount(1, type);

  it('records deposits, transfers and withdrawals as balanced journals', () => {
    ledger.deposit(alice(), 'USDT', ledger.units('USDT', '1000.5'));
    ledger.transfer({ from: alice(), to: alice('fund'), coin: 'USDT', amount: ledger.units('USDT', '0.5'), kind: 'transfer', userId: 1 });
    ledger.withdraw(alice('fund'), 'USDT', ledger.units('USDT', '0.25'));
    expect(ledger.balance(alice(), 'USDT')).toEqual({ wallet: 100_000_000_000n, frozen: 0n, available: 100_000_000_000n });
    expect(ledger.format('USDT', ledger.balance(alice('fund'), 'USDT').wallet)).toBe('0.25');
    const entries = db.prepare('SELECT journal_id, account, amount FROM entries ORDER BY id').safeIntegers(true).all();
    expect(entries).toHaveLength(6);
    const check = ledger.check();
    expect(check).toMatchObject({ ok: true, problems: [], journals: 3, entries: 6 });
    expect(check.coins).toEqual([{ coin: 'USDT', deposits: '1000.5', withdrawals: '0.25', held: '1000.25' }]);
  });

  it('refuses overdrafts, unbalanced journals, unknown coins and excess decimals without changing anything', () => {
    ledger.deposit(alice(), 'BTC', ledger.units('BTC', '1'));
    const before = db.prepare('SELECT COUNT(*) AS n FROM entries').get();
    expect(() => ledger.transfer({ from: alice(), to: alice('fund'), coin: 'BTC', amount: ledger.units('BTC', '1.00000001'), kind: 'transfer' })).toThrow(
      'insufficient BTC balance: available 1, needed 1.00000001',
    );
    expect(() =>
      ledger.post({ kind: 'bad', entries: [{ account: alice(), coin: 'BTC', amount: -1n }, { account: alice('fund'), coin: 'BTC', amount: 2n }] }),
    ).toThrow('entries for BTC do not sum to zero');
    expect(() => ledger.units('DOGE2', '1')).toThrow('unknown coin: DOGE2');
    expect(() => ledger.units('USDT', '0.000000001')).toThrow('amount: USDT supports at most 8 decimal places');
    expect(() => ledger.units('SHIB', '1.001')).toThrow('at most 2 decimal places');
    expect(db.prepare('SELECT COUNT(*) AS n FROM entries').get()).toEqual(before);
    expect(ledger.balance(alice(), 'BTC').wallet).toBe(100_000_000n);
    expect(ledger.check().ok).toBe(true);
  });

  it('rolls a multi-journal transaction back as a whole', () => {
    ledger.deposit(alice(), 'USDT', 500n);
    expect(() =>
      tx(db, () => {
        ledger.transfer({ from: alice(), to: alice('fund'), coin: 'USDT', amount: 300n, kind: 'transfer' });
        ledger.transfer({ from: alice(), to: alice('fund'), coin: 'USDT', amount: 300n, kind: 'transfer' });
      }),
    ).toThrow(LedgerError);
    expect(ledger.balance(alice(), 'USDT').wallet).toBe(500n);
    expect(ledger.balance(alice('fund'), 'USDT').wallet).toBe(0n);
  });

  it('replays an idempotent posting instead of applying it twice', () => {
    ledger.deposit(alice(), 'ETH', 10n);
    const first = ledger.transfer({ from: alice(), to: alice('fund'), coin: 'ETH', amount: 4n, kind: 'transfer', idempotencyKey: 'k1' });
    const second = ledger.transfer({ from: alice(), to: alice('fund'), coin: 'ETH', amount: 4n, kind: 'transfer', idempotencyKey: 'k1' });
    expect(second).toMatchObject({ id: first.id, replayed: true });
    expect(ledger.balance(alice(), 'ETH').wallet).toBe(6n);
  });

  it('holds and releases funds, and shows bot sub-accounts under the bot account type', () => {
    ledger.deposit(alice(), 'USDT', 1_000n);
    ledger.hold(alice(), 'USDT', 'order-1', 600n);
    expect(ledger.balance(alice(), 'USDT')).toEqual({ wallet: 1_000n, frozen: 600n, available: 400n });
    expect(() => ledger.hold(alice(), 'USDT', 'order-2', 500n)).toThrow('insufficient USDT balance: available 0.000004, needed 0.000005');
    expect(() => ledger.transfer({ from: alice(), to: alice('fund'), coin: 'USDT', amount: 401n, kind: 'transfer' })).toThrow(LedgerError);
    expect(ledger.release(alice(), 'USDT', 'order-1')).toBe(600n);
    expect(() => ledger.release(alice(), 'USDT', 'order-1')).toThrow('no hold order-1');
    ledger.transfer({ from: alice(), to: botAccount(1, '100000000000000007'), coin: 'USDT', amount: 250n, kind: 'bot-create' });
    ledger.transfer({ from: alice(), to: alice('bot'), coin: 'USDT', amount: 50n, kind: 'transfer' });
    expect(ledger.userBalances(1)).toEqual(
      expect.arrayContaining([
        { accountType: 'spot', coin: 'USDT', wallet: 700n, frozen: 0n },
        { accountType: 'bot', coin: 'USDT', wallet: 300n, frozen: 0n },
      ]),
    );
    expect(ledger.check().ok).toBe(true);
  });

  it('lets system accounts go negative (the market is the counterparty) while keeping the invariant', () => {
    ledger.deposit(alice(), 'USDT', 1_000n);
    // A bought trade: USDT to the market, BTC from it.
    ledger.post({
      kind: 'trade',
      entries: [
        { account: alice(), coin: 'USDT', amount: -700n },
        { account: systemAccount('market'), coin: 'USDT', amount: 700n },
        { account: systemAccount('market'), coin: 'BTC', amount: -3n },
        { account: alice(), coin: 'BTC', amount: 3n },
      ],
    });
    const check = ledger.check();
    expect(check.ok).toBe(true);
    expect(check.coins.find((c) => c.coin === 'BTC')).toEqual({ coin: 'BTC', deposits: '0', withdrawals: '0', held: '0' });
  });

  it('detects a tampered balance, a one-sided entry and a frozen amount without holds', () => {
    ledger.deposit(alice(), 'USDT', 1_000n);
    db.prepare("UPDATE balances SET wallet = wallet + 1 WHERE account = 'user:1:spot'").run();
    db.prepare("INSERT INTO entries (journal_id, account, coin, amount) VALUES (1, 'user:2:spot', 'USDT', 5)").run();
    db.prepare("UPDATE balances SET frozen = 10 WHERE account = 'user:1:spot'").run();
    const check = ledger.check();
    expect(check.ok).toBe(false);
    expect(check.problems).toEqual(
      expect.arrayContaining([
        'journal 1 USDT sums to 5',
        'balance user:1:spot USDT is 1001 but its entries sum to 1000',
        'entries on user:2:spot USDT (5) have no balance row',
        'USDT: accounts hold 1005 but deposits − withdrawals = 1000',
        'user:1:spot USDT: frozen 10 but holds sum to 0',
      ]),
    );
  });
});
