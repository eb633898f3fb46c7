/**
 * Proof (issue 14, item 9): crash consistency under a bot workload.
 *
 * The simulator as it ships runs as a real process at 120× while four lanes
 * create bots of every kind, close them, add to them and move money between
 * the user's accounts; at a random moment (seeded) it is killed with SIGKILL
 * and started again on the same database. After every restart:
 * - every acknowledged create is there, every acknowledged close is closed,
 *   and every other acknowledged bot is still ongoing (the runner resumed it);
 * - the ledger balances (`admin ledger-check`, which includes each futures
 *   bot's identity);
 * and at the end every acknowledged transfer, replayed with its request id,
 * returns the original answer.
 *
 * `PROOF_KILLS` sets the number of crashes: `npm run proof` runs 100, the
 * unit suite 3 (the workload is proven to run, in CI's time).
 */
import { BOTS_PATHS, DCA_PATHS, FCOMBO_PATHS, FMART_PATHS, FUTURES_GRID_PATHS, SPOT_GRID_PATHS } from '@tb/contracts';
import { BigNumber } from 'bignumber.js';
import { type CrashKit, type CrashSim, useCrashKit } from '../testing/crash';
import { rng } from '../testing/openapi';

const KILLS = Number(process.env.PROOF_KILLS ?? 3);

type Kind = 'GRID_SPOT' | 'DCA_SPOT' | 'GRID_FUTURES' | 'MART_FUTURES' | 'COMBO_FUTURES';
type Prices = { btcSpot: string; ethMark: string };

const around = (price: string, f: number) => new BigNumber(price).times(f).decimalPlaces(2, BigNumber.ROUND_HALF_UP).toFixed(2);

const CREATES: Record<Kind, (p: Prices) => { path: string; body: Record<string, unknown>; id: string }> = {
  GRID_SPOT: (p) => ({ path: SPOT_GRID_PATHS.createGrid, body: { symbol: 'BTCUSDT', min_price: around(p.btcSpot, 0.97), max_price: around(p.btcSpot, 1.03), cell_number: 5, quote_investment: '300' }, id: 'grid_id' }),
  DCA_SPOT: () => ({ path: DCA_PATHS.createBot, body: { parameters: { frequency_in_second: 600, quote_coin: 'USDT', pairs: [{ base: 'ETH', amount: '20' }] } }, id: 'bot_id' }),
  GRID_FUTURES: (p) => ({
    path: FUTURES_GRID_PATHS.create,
    body: { symbol: 'ETHUSDT', grid_mode: 1, min_price: around(p.ethMark, 0.96), max_price: around(p.ethMark, 1.04), cell_number: 5, leverage: '3', total_investment: '300' },
    id: 'bot_id',
  }),
  MART_FUTURES: () => ({
    path: FMART_PATHS.createFmartBot,
    body: { symbol: 'BTCUSDT', martingale_mode: 1, leverage: '2', price_float_percent: '0.02', add_position_percent: '1.5', add_position_num: 2, init_margin: '600', round_tp_percent: '0.01' },
    id: 'bot_id',
  }),
  COMBO_FUTURES: () => ({
    path: FCOMBO_PATHS.createBot,
    body: {
      leverage: '2',
      init_margin: '800',
      adjust_position_mode: 2,
      adjust_position_percent: '0.02',
      symbol_settings: [
        { symbol: 'ETHUSDT', side: 1, target_position_percent: '0.5' },
        { symbol: 'SOLUSDT', side: 2, target_position_percent: '0.5' },
      ],
    },
    id: 'bot_id',
  }),
};
const CLOSES: Record<Kind, (id: string) => { path: string; body: Record<string, unknown> }> = {
  GRID_SPOT: (id) => ({ path: SPOT_GRID_PATHS.closeGrid, body: { grid_id: id, close_mode: 3 } }),
  DCA_SPOT: (id) => ({ path: DCA_PATHS.closeBot, body: { bot_id: id, close_mode: 3 } }),
  GRID_FUTURES: (id) => ({ path: FUTURES_GRID_PATHS.close, body: { bot_id: id } }),
  MART_FUTURES: (id) => ({ path: FMART_PATHS.closeFmartBot, body: { bot_id: id } }),
  COMBO_FUTURES: (id) => ({ path: FCOMBO_PATHS.closeBot, body: { bot_id: id } }),
};
const KINDS = Object.keys(CREATES) as Kind[];

async function prices(kit: CrashKit): Promise<Prices> {
  // Right after a restart the market may still be catching up to now: the newest candle comes a moment later.
  const last = async (path: string) => {
    for (let i = 0; ; i += 1) {
      const list = ((await (await fetch(`${kit.base}${path}`)).json()) as { result: { list: { c: string }[] } }).result.list;
      if (list.length > 0) return list[list.length - 1].c;
      if (i > 50) throw new Error(`no candle from ${path}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  return { btcSpot: await last('/x-api/s1/market/v1/kline?symbol=BTCUSDT&interval=1m&limit=1'), ethMark: await last('/x-api/s1/market/v1/mark-kline?symbol=ETHUSDT&interval=1m&limit=1') };
}

/** Bot id → status wire value, of every bot the list gives for `status`. */
async function listed(kit: CrashKit, cookie: string, status: 'ongoing' | 'closed'): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (let page = 1; ; page += 1) {
    const { body } = await kit.call<{ total: number; bots: { bot_id: string; status: string }[] }>(BOTS_PATHS.listAllBots, { status, page, limit: 100 }, cookie);
    if (body.ret_code !== 0) throw new Error(`list-all-bots: ${body.ret_msg}`);
    for (const b of body.result.bots) ids.set(b.bot_id, b.status);
    if (body.result.bots.length < 100) return ids;
  }
}

describe('proof: crash consistency under a bot workload (kill -9)', () => {
  const kit = useCrashKit('proof-crash', { SIM_SPEED: '120', SIM_SEED: 'proof-crash' });

  it(`keeps every acknowledged create, close and transfer, and a balanced ledger, across ${KILLS} crashes`, async () => {
    const random = rng(20_261_123);
    const created = new Map<string, Kind>();
    const closed = new Set<string>();
    /** Bots whose close was sent but not answered (killed mid-request): either state is right. */
    const maybeClosed = new Set<string>();
    const closeAnswers = new Map<string, string>();
    let refusedCloses = 0;
    const transfers: { request: Record<string, string>; result: unknown }[] = [];
    const counts = { creates: 0, closes: 0, transfers: 0 };
    let sim: CrashSim = await kit.start();
    try {
      for (let round = 0; round < KILLS; round += 1) {
        const cookie = await kit.demoCookie();
        const p = await prices(kit);
        let stop = false;
        let n = 0;
        const creator = async () => {
          while (!stop) {
            const kind = KINDS[n++ % KINDS.length];
            const { path, body, id } = CREATES[kind](p);
            try {
              const r = await kit.call<Record<string, string>>(path, body, cookie);
              if (r.body.ret_code === 0 && r.body.result[id]) {
                created.set(String(r.body.result[id]), kind);
                counts.creates += 1;
              }
            } catch {
              return;
            }
          }
        };
        const closer = async () => {
          while (!stop) {
            const open = [...created.keys()].filter((id) => !closed.has(id) && !maybeClosed.has(id));
            if (open.length < 4) {
              await new Promise((r) => setTimeout(r, 20));
              continue;
            }
            const id = open[Math.floor(random() * open.length)];
            const { path, body } = CLOSES[created.get(id)!](id);
            maybeClosed.add(id);
            try {
              const r = await kit.call<{ status_code?: number }>(path, body, cookie);
              // A refusal is an answer too (ret_code 0, status_code 503 while a DCA cycle runs): only a success closed it.
              const status = r.body.result?.status_code;
              if (r.body.ret_code === 0 && (status === 0 || status === 200)) {
                closeAnswers.set(id, JSON.stringify(r.body.result).slice(0, 200));
                maybeClosed.delete(id);
                closed.add(id);
                counts.closes += 1;
              } else {
                // Refused (a DCA cycle running, 503): it is still open, for sure.
                maybeClosed.delete(id);
                refusedCloses += 1;
              }
            } catch {
              return;
            }
          }
        };
        const mover = async (lane: number) => {
          while (!stop) {
            const k = n++;
            const request = {
              coin: 'USDT',
              amount: `${1 + (k % 9)}.5`,
              from_account_type: k % 2 === 0 ? 'spot' : 'derivatives',
              to_account_type: k % 2 === 0 ? 'derivatives' : 'spot',
              request_id: `proof-${round}-${lane}-${k}`,
            };
            try {
              const r = await kit.call('/x-api/v3/private/cht/asset-common/transfer', request, cookie);
              if (r.body.ret_code === 0) {
                transfers.push({ request, result: r.body.result });
                counts.transfers += 1;
              }
            } catch {
              return;
            }
          }
        };
        const lanes = [creator(), closer(), mover(0), mover(1)];
        await new Promise((r) => setTimeout(r, 300 + Math.floor(random() * 1_200)));
        await kit.kill9(sim);
        stop = true;
        await Promise.all(lanes);
        sim = await kit.start();

        // After the restart: every acknowledged write is there.
        const after = await kit.demoCookie();
        const ongoing = await listed(kit, after, 'ongoing');
        const done = await listed(kit, after, 'closed');
        for (const id of closed) {
          const state = { id, kind: created.get(id), ack: closeAnswers.get(id), status: done.get(id) ?? ongoing.get(id) ?? 'missing', round };
          expect({ ...state, closed: done.has(id) }).toEqual({ ...state, closed: true });
        }
        for (const id of created.keys()) {
          if (closed.has(id)) continue;
          if (maybeClosed.has(id)) {
            expect({ id, listed: ongoing.has(id) || done.has(id) }).toEqual({ id, listed: true });
            if (done.has(id)) {
              maybeClosed.delete(id);
              closed.add(id);
            }
            continue;
          }
          expect({ id, kind: created.get(id), ongoing: ongoing.has(id) }).toEqual({ id, kind: created.get(id), ongoing: true });
        }
        expect(kit.ledgerCheck()).toContain('ledger OK');
      }
      const cookie = await kit.demoCookie();
      for (const { request, result } of transfers) {
        const { body } = await kit.call('/x-api/v3/private/cht/asset-common/transfer', request, cookie);
        expect(body.result).toEqual(result);
      }
      const kinds = new Set(created.values());
      expect([...kinds].sort()).toEqual([...KINDS].sort());
      expect(sim.log()).not.toMatch(/fault/i);
      console.log(`crash proof: ${KILLS} × kill -9; ${counts.creates} creates, ${counts.closes} closes (${refusedCloses} more refused as busy), ${counts.transfers} transfers acknowledged and all kept; ledger OK after every restart`);
    } finally {
      await kit.kill9(sim);
    }
  }, 120_000 + KILLS * 20_000);
});
