/**
 * Crash test: the real simulator process is killed with SIGKILL while clients
 * are moving money and registering, then started again on the same database.
 * Every acknowledged change must still be there (a replayed transfer returns
 * its original id, a registered user can log in), nothing half-applied may
 * remain (the ledger invariants hold), and the market continues without a gap.
 */
import { MINUTE_MS } from '@tb/engine';
import { useCrashKit } from './testing/crash';

describe('crash safety (kill -9)', () => {
  const kit = useCrashKit('sim-crash', { SIM_SPEED: '120', SIM_SEED: 'crash' });

  it('keeps every acknowledged change and no half-applied one across three crashes', async () => {
    const acknowledged: { request: Record<string, string>; result: Record<string, unknown> }[] = [];
    const registered: string[] = [];
    let sim = await kit.start();
    for (let round = 0; round < 3; round++) {
      const cookie = await kit.demoCookie();
      let stop = false;
      let sent = 0;
      const worker = async (lane: number) => {
        while (!stop) {
          const n = sent++;
          const request = {
            coin: n % 3 === 0 ? 'BTC' : 'USDT',
            amount: n % 3 === 0 ? '0.00000123' : `${1 + (n % 7)}.25`,
            from_account_type: n % 2 === 0 ? 'spot' : 'fund',
            to_account_type: n % 2 === 0 ? 'fund' : 'spot',
            request_id: `crash-${round}-${lane}-${n}`,
          };
          try {
            const { body } = await kit.call('/x-api/v3/private/cht/asset-common/transfer', request, cookie);
            if (body.ret_code === 0) acknowledged.push({ request, result: body.result });
            if (n % 25 === 0) {
              const email = `crash-${round}-${n}@example.com`;
              const reg = await kit.call('/x-api/user/public/register', { email, password: 'crash-pass-1' });
              if (reg.body.ret_code === 0) registered.push(email);
            }
          } catch {
            return; // the server died mid-request: that one is not acknowledged
          }
        }
      };
      const workers = [0, 1, 2, 3].map(worker);
      await new Promise((r) => setTimeout(r, 1_500 + round * 500));
      await kit.kill9(sim);
      stop = true;
      await Promise.all(workers);
      sim = await kit.start();
    }
    try {
      expect(acknowledged.length).toBeGreaterThan(50);
      expect(registered.length).toBeGreaterThan(0);
      const cookie = await kit.demoCookie();
      // Replaying each acknowledged transfer returns the stored original: nothing was lost.
      for (const { request, result } of acknowledged) {
        const { body } = await kit.call('/x-api/v3/private/cht/asset-common/transfer', request, cookie);
        expect(body.result).toEqual(result);
      }
      for (const email of registered) {
        expect((await kit.call('/x-api/user/public/login', { email, password: 'crash-pass-1' })).body.ret_code).toBe(0);
      }
      // Money only moved between the demo's accounts: totals are unchanged, and every invariant holds.
      const coins = (await kit.call<{ coins: unknown }>('/x-api/v3/private/cht/asset-common/get-all-coin', {}, cookie)).body.result.coins as { coin: string; total_balance: string }[];
      expect(coins.find((c) => c.coin === 'USDT')!.total_balance).toBe('135000');
      expect(coins.find((c) => c.coin === 'BTC')!.total_balance).toBe('1');
      const check = kit.ledgerCheck();
      expect(check).toContain('ledger OK');
      // The market has no gap across the crashes.
      const klines = (await (await fetch(`${kit.base}/x-api/s1/market/v1/kline?symbol=BTCUSDT&interval=1m&limit=1000`)).json()) as { result: { list: { t: number }[] } };
      const times = klines.result.list.map((k) => k.t);
      for (let i = 1; i < times.length; i++) expect(times[i] - times[i - 1]).toBe(MINUTE_MS);
      console.log(`crash test: 3 × kill -9; ${acknowledged.length} acknowledged transfers and ${registered.length} registrations all kept; ledger OK; ${times.length} contiguous 1m candles`);
    } finally {
      await kit.kill9(sim);
    }
  });
});
