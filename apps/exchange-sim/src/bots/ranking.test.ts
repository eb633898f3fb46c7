import { MIXED_RANKING_MAX_LIMIT, type MixedRankingResult, RANKING_CURVE_POINTS, SPOT_GRID_PATHS, TOOLS_PATHS, type RankingRow } from '@tb/contracts';
import { compareDecimal } from '@tb/engine';
import { RANKING_PNL_BAND_PERCENT, RANKING_RUN_TIME_HOURS, rankingPnlBand, rankingRunTime } from '@tb/util-enums';
import BigNumber from 'bignumber.js';
import { coinInfo } from '../ledger/coins';
import { userAccount } from '../ledger/ledger';
import { fromUnits } from '../lib/decimal';
import { SAMPLE_CREATES } from '../testing/sample-bots';
import { gridAround, useKit } from '../testing/bots';
import type { LiveGrid } from './kinds/spot-grid/book';

const DAY = 86_400_000;
const FUNDS = { USDT: '100000', ETH: '10', BTC: '1' };

describe('mixed-ranking: every ranked kind, sorted, filtered and paged in SQL', () => {
  const kit = useKit({ historyDays: 12, rateLimits: { registerPerIp: 1_000 } });
  const ids: Record<string, string[]> = {};
  let follower = '';

  const rank = async (body: Record<string, unknown> = {}) => {
    const r = await kit.post<MixedRankingResult>(TOOLS_PATHS.mixedRanking, body, '');
    expect(r.status).toBe(200);
    return r.result as unknown as { total: number; page: number; limit: number; as_of: number; rows: RankingRow[] };
  };

  beforeAll(async () => {
    // Leaders of every followable kind, started at different times, then the market runs on.
    let n = 0;
    for (const day of [0, 1, 3]) {
      for (const kind of ['GRID_SPOT', 'GRID_FUTURES', 'MART_FUTURES', 'COMBO_FUTURES']) {
        const leader = await kit.user(`leader${n++}`, FUNDS);
        const { ledger } = kit.server.ctx;
        ledger.deposit(userAccount(leader.id, 'derivatives'), 'USDT', ledger.units('USDT', '50000'));
        const make = kind === 'GRID_SPOT' ? { path: SPOT_GRID_PATHS.createGrid, body: gridAround(kit, day === 1 ? 'ETHUSDT' : 'BTCUSDT', 0.03, 8, '2000'), idField: 'grid_id' } : SAMPLE_CREATES[kind](kit);
        const reply = await kit.post<Record<string, string>>(make.path, make.body, leader.cookie);
        expect(reply.result).toMatchObject({ status_code: 200 });
        (ids[kind] ??= []).push(String(reply.result[make.idField]));
      }
      kit.fastForward(day === 3 ? 6 * 3_600_000 : DAY * (day === 0 ? 1 : 2));
    }
    // A copy of the first spot grid leader: its copied count and followers' PnL.
    const copier = await kit.user('copier', FUNDS);
    const copy = await kit.post<{ grid_id: string }>(SPOT_GRID_PATHS.createGrid, { ...gridAround(kit, 'BTCUSDT', 0.03, 8, '1000'), followed_grid_id: ids.GRID_SPOT[0], create_type: 1 }, copier.cookie);
    expect(copy.result).toMatchObject({ status_code: 200 });
    follower = copy.result.grid_id;
    kit.fastForward(3 * 3_600_000);
  });

  it('ranks the followable running bots of every kind but DCA, best PnL % first, with drawdown, risk and curve', async () => {
    const all = await rank({ limit: MIXED_RANKING_MAX_LIMIT });
    expect(new Set(all.rows.map((r) => r.bot_type))).toEqual(new Set(['GRID_SPOT', 'GRID_FUTURES', 'MART_FUTURES', 'COMBO_FUTURES']));
    expect(all.total).toBe(all.rows.length);
    expect(all.total).toBe(13);
    for (let i = 1; i < all.rows.length; i++) expect(compareDecimal(all.rows[i - 1].total_pnl_per, all.rows[i].total_pnl_per)).toBeGreaterThanOrEqual(0);
    for (const r of all.rows) {
      expect(compareDecimal(r.max_drawdown, '0')).toBeGreaterThanOrEqual(0);
      expect(compareDecimal(r.max_drawdown, '1')).toBeLessThan(0);
      const floor = BigNumber.max(r.max_drawdown, '0.01');
      expect(r.return_to_drawdown).toBe(new BigNumber(r.total_pnl_per).div(floor).decimalPlaces(2, BigNumber.ROUND_DOWN).toFixed(2));
      expect(r.curve.length).toBeGreaterThanOrEqual(1);
      expect(r.curve.length).toBeLessThanOrEqual(RANKING_CURVE_POINTS);
      expect(r.curve[r.curve.length - 1]).toEqual({ t: all.as_of, v: r.total_pnl_per });
      expect(r.nick_name).toMatch(/\*\*\*$/);
      expect(r.run_time).toBe(all.as_of - r.start_time);
      expect(r.leverage).toEqual(r.bot_type === 'GRID_SPOT' ? '' : expect.stringMatching(/^\d+(\.\d+)?$/));
    }
    const leader = all.rows.find((r) => r.bot_id === ids.GRID_SPOT[0])!;
    expect(leader.follow_num).toBe(1);
    const copied = all.rows.find((r) => r.bot_id === follower)!;
    expect(leader.followers_pnl).toBe(copied.total_pnl);
    expect(all.rows.find((r) => r.bot_type === 'MART_FUTURES')!.leverage).toBe('3');
    expect(all.rows.find((r) => r.bot_type === 'COMBO_FUTURES')!.leverage).toBe('2');
  });

  it('sorts by PnL amount and by copied count; pages are slices of one order', async () => {
    const byAmount = await rank({ sort: 'RANKING_SORT_PNL_AMOUNT', limit: 100 });
    for (let i = 1; i < byAmount.rows.length; i++) expect(compareDecimal(byAmount.rows[i - 1].total_pnl, byAmount.rows[i].total_pnl)).toBeGreaterThanOrEqual(0);
    const byCopies = await rank({ sort: 'RANKING_SORT_COPIED_COUNT', limit: 100 });
    expect(byCopies.rows[0].bot_id).toBe(ids.GRID_SPOT[0]);
    const whole = (await rank({ limit: 100 })).rows.map((r) => r.bot_id);
    const paged: string[] = [];
    for (let page = 1; page <= 4; page++) {
      const p = await rank({ limit: 4, page });
      expect(p).toMatchObject({ page, limit: 4, total: whole.length });
      paged.push(...p.rows.map((r) => r.bot_id));
    }
    expect(paged).toEqual(whole);
  });

  it('filters by kind, symbol, running time and PnL band: every row satisfies the filter, and the counts add up', async () => {
    const futures = await rank({ bot_types: ['GRID_FUTURES', 'MART_FUTURES'], limit: 100 });
    expect(futures.rows.every((r) => r.bot_type === 'GRID_FUTURES' || r.bot_type === 'MART_FUTURES')).toBe(true);
    expect(futures.total).toBe(6);
    expect((await rank({ bot_types: ['DCA_SPOT'] })).total).toBe(0);
    const eth = await rank({ symbol: 'ETHUSDT', limit: 100 });
    // spot grid day 1, the futures grid samples (ETHUSDT) and every combo (a BTCUSDT + ETHUSDT basket)
    expect(eth.rows.every((r) => r.symbol.split(',').includes('ETHUSDT'))).toBe(true);
    expect(eth.rows.some((r) => r.bot_type === 'COMBO_FUTURES')).toBe(true);
    let counted = 0;
    for (const value of rankingRunTime.values.filter((v) => v !== 'all')) {
      const band = await rank({ run_time: rankingRunTime.toServer(value), limit: 100 });
      const [lo, hi] = RANKING_RUN_TIME_HOURS[value];
      for (const r of band.rows) {
        expect(r.run_time).toBeGreaterThanOrEqual(lo * 3_600_000);
        if (hi !== null) expect(r.run_time).toBeLessThan(hi * 3_600_000);
      }
      counted += band.total;
    }
    expect(counted).toBe(13);
    let pnlCounted = 0;
    for (const value of rankingPnlBand.values.filter((v) => v !== 'all')) {
      const band = await rank({ pnl_band: rankingPnlBand.toServer(value), limit: 100 });
      const [lo, hi] = RANKING_PNL_BAND_PERCENT[value];
      for (const r of band.rows) {
        expect(new BigNumber(r.total_pnl_per).times(100).gte(lo)).toBe(true);
        if (hi !== null) expect(new BigNumber(r.total_pnl_per).times(100).lt(hi)).toBe(true);
      }
      pnlCounted += band.total;
    }
    // the bands start at 0 %: losing bots are in none of them
    const losing = (await rank({ limit: 100 })).rows.filter((r) => r.total_pnl_per.startsWith('-')).length;
    expect(pnlCounted + losing).toBe(13);
  });

  it('recomputes each spot grid leader’s ranked PnL from the ledger: the bot account’s coins at the price of its last state', async () => {
    kit.bots.runner.stop(); // writes every bot's state at the last price (the ranking reads written states)
    const rows = (await rank({ bot_types: ['GRID_SPOT'], limit: 100 })).rows;
    expect(rows.length).toBe(4);
    for (const r of rows) {
      const row = kit.bots.store.get(r.bot_id)!;
      const grid = JSON.parse(row.state) as LiveGrid['state'];
      const pair = kit.bots.pairs.get(row.symbol)!;
      const quote = kit.botBalance(row.user_id, r.bot_id, pair.quote);
      const base = kit.botBalance(row.user_id, r.bot_id, pair.base);
      const qs = coinInfo(pair.quote)!.scale;
      const bs = coinInfo(pair.base)!.scale;
      // base at the state's last price, in quote; quote coin amounts as decimals
      const baseValue = new BigNumber(fromUnits(base, bs)).times(fromUnits(BigInt(grid.lastTicks * Number(pair.market.tickUnits)), pair.market.tickScale));
      const equity = new BigNumber(fromUnits(quote, qs)).plus(baseValue);
      const pnl = equity.minus(fromUnits(BigInt(grid.investmentValue), pair.market.quoteScale));
      // the engine rounds each fill's notional to quote units; the ledger holds the same units: equal to the quote unit
      expect(pnl.minus(r.total_pnl).abs().lte(new BigNumber(10).pow(-pair.market.quoteScale).times(2))).toBe(true);
      expect(new BigNumber(r.total_pnl_per).toFixed(6, BigNumber.ROUND_DOWN)).toBe(pnl.div(fromUnits(BigInt(grid.investmentValue), pair.market.quoteScale)).toFixed(6, BigNumber.ROUND_DOWN));
    }
  });

  it('answers anyone (public) and refuses a bad body with the envelope, changing nothing', async () => {
    for (const body of [{ sort: 'BEST' }, { limit: 0 }, { limit: 101 }, { page: 0 }, { bot_types: ['NOPE'] }, { symbol: 'btc%' }, { extra: 1 }, { run_time: 3 }]) {
      const r = await kit.server.app.inject({ method: 'POST', url: TOOLS_PATHS.mixedRanking, payload: body });
      expect(r.statusCode).toBe(400);
      expect(r.json()).toMatchObject({ ret_code: expect.any(Number), ret_msg: expect.any(String) });
    }
    const empty = await kit.server.app.inject({ method: 'POST', url: TOOLS_PATHS.mixedRanking });
    expect(empty.statusCode).toBe(200);
  });
});
