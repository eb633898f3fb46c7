import { BOTS_PATHS, type BotListItem, type BotsSummaryResult, type CoinTotals, DCA_PATHS, RetCode, SPOT_GRID_PATHS } from '@tb/contracts';
import { BOT_KINDS } from '@tb/util-bot-kinds';
import { DAY_MS } from '@tb/engine';
import { TEST_START } from '../testing/server';
import { gridAround, useKit } from '../testing/bots';

type Summary = Extract<BotsSummaryResult, { day_start: number }>;
const HOUR = 3_600_000;
const n = (text: string) => Number(text);

describe('bots-summary: the caller’s bots as a whole', () => {
  const kit = useKit();

  it('sums running bots per quote coin and per kind, counts closed ones, and measures PnL today from a stored start-of-day figure', async () => {
    const u = await kit.user('summary', { USDT: '5000', USDC: '2000' });
    const other = await kit.user('summary-other', { USDT: '5000' });
    const btc = (await kit.post<{ grid_id: string }>(SPOT_GRID_PATHS.createGrid, gridAround(kit, 'BTCUSDT', 0.02, 5, '500'), u.cookie)).result.grid_id;
    const eth = (await kit.post<{ grid_id: string }>(SPOT_GRID_PATHS.createGrid, gridAround(kit, 'ETHUSDT', 0.02, 5, '400'), u.cookie)).result.grid_id;
    await kit.post(SPOT_GRID_PATHS.createGrid, gridAround(kit, 'BTCUSDC', 0.02, 5, '300'), u.cookie);
    const dca = (await kit.post<{ bot_id: string }>(DCA_PATHS.createBot, { parameters: { frequency_in_second: 3600, quote_coin: 'USDT', pairs: [{ base: 'SOL', amount: '20' }] } }, u.cookie)).result.bot_id;
    await kit.post(SPOT_GRID_PATHS.createGrid, gridAround(kit, 'BTCUSDT'), other.cookie);
    kit.run(HOUR, 60_000);

    const list = async (status: 'ongoing' | 'closed') => (await kit.post<{ bots: BotListItem[] }>(BOTS_PATHS.listAllBots, { status, limit: 100 }, u.cookie)).result.bots;
    const summary = async () => (await kit.post<Summary>(BOTS_PATHS.botsSummary, {}, u.cookie)).result;

    // created today: PnL today is the whole PnL, per coin, never converted between coins
    let s = await summary();
    expect(s).toMatchObject({ status_code: 200, debug_msg: '', day_start: Date.UTC(2026, 10, 20), today_from: Date.UTC(2026, 10, 20), running: 4, closed: 0 });
    const rows = await list('ongoing');
    const expected = (coin: string, bots: BotListItem[]) => {
      const mine = bots.filter((b) => b.quote_token === coin);
      return { investment: mine.reduce((a, b) => a + n(b.total_investment), 0), pnl: mine.reduce((a, b) => a + n(b.total_pnl), 0) };
    };
    const usdt = s.totals.find((t) => t.coin === 'USDT')!;
    expect(s.totals.map((t) => t.coin)).toEqual(['USDC', 'USDT']);
    expect(n(usdt.total_investment)).toBeCloseTo(expected('USDT', rows).investment, 8);
    expect(n(usdt.total_pnl)).toBeCloseTo(expected('USDT', rows).pnl, 8);
    expect(usdt.today_pnl).toBe(usdt.total_pnl);
    expect(n(s.totals[0].total_investment)).toBe(300);
    // one row per registry kind, in registry order
    expect(s.kinds.map((k) => k.bot_type)).toEqual(BOT_KINDS.map((k) => k.listType));
    expect(s.kinds.find((k) => k.bot_type === 'GRID_SPOT')).toMatchObject({ running: 3, closed: 0 });
    expect(s.kinds.find((k) => k.bot_type === 'DCA_SPOT')).toMatchObject({ running: 1, closed: 0 });
    expect(s.kinds.find((k) => k.bot_type === 'GRID_FUTURES')).toEqual({ bot_type: 'GRID_FUTURES', running: 0, closed: 0, totals: [] });

    // past midnight: the figure as the day began is stored, and PnL today counts from it
    kit.run(TEST_START + DAY_MS / 2 - kit.server.ctx.clock.now() + 2 * HOUR, 60_000);
    const day = Date.UTC(2026, 10, 21);
    const mark = kit.bots.store.dayMark(btc, day)!;
    expect(mark.taken_at - day).toBeLessThan(2 * 60_000);
    expect(kit.bots.store.dayMark(dca, day)).toBeDefined();
    s = await summary();
    expect([s.day_start, s.today_from]).toEqual([day, day]);
    const btcNow = (await list('ongoing')).find((b) => b.bot_id === btc)!;
    const perBot = (id: string, total: string) => n(total) - n(kit.bots.store.dayMark(id, day)!.total_pnl);
    const todays = (await list('ongoing')).filter((b) => b.quote_token === 'USDT').reduce((a, b) => a + perBot(b.bot_id, b.total_pnl), 0);
    expect(n(s.totals.find((t) => t.coin === 'USDT')!.today_pnl)).toBeCloseTo(todays, 8);
    expect(btcNow.total_pnl).not.toBe(undefined);

    // a bot closed today still counts in PnL today (its PnL at the close), and in the closed count
    await kit.post(SPOT_GRID_PATHS.closeGrid, { grid_id: eth, close_mode: 3 }, u.cookie);
    const before = s.totals.find((t) => t.coin === 'USDT') as CoinTotals;
    s = await summary();
    expect([s.running, s.closed]).toEqual([3, 1]);
    const closedEth = (await list('closed')).find((b) => b.bot_id === eth)!;
    const after = s.totals.find((t) => t.coin === 'USDT')!;
    expect(n(after.total_investment)).toBeCloseTo(n(before.total_investment) - 400, 8);
    expect(n(after.today_pnl)).toBeCloseTo(
      (await list('ongoing')).filter((b) => b.quote_token === 'USDT').reduce((a, b) => a + perBot(b.bot_id, b.total_pnl), 0) + perBot(eth, closedEth.total_pnl),
      8,
    );

    expect((await kit.post(BOTS_PATHS.botsSummary, {}, '')).ret_code).toBe(RetCode.NOT_LOGGED_IN);
    expect((await kit.post(BOTS_PATHS.botsSummary, { status: 'ongoing' }, u.cookie)).ret_code).toBe(RetCode.INVALID_PARAMS);
  });

  it('a bot that missed the midnight figure (the exchange was down) counts from when its figure was taken, and says so', async () => {
    const u = await kit.user('summary-late', { USDT: '2000' });
    const id = (await kit.post<{ grid_id: string }>(SPOT_GRID_PATHS.createGrid, gridAround(kit, 'SOLUSDT', 0.02, 5, '500'), u.cookie)).result.grid_id;
    const now = kit.server.ctx.clock.now();
    const nextDay = Math.floor(now / DAY_MS) * DAY_MS + DAY_MS;
    kit.bots.dayMarks.stop();
    kit.run(nextDay - now + 3 * HOUR, 60_000);
    expect(kit.bots.store.dayMark(id, nextDay)).toBeUndefined();
    // the start after downtime marks what is missing, stamped with its own time
    kit.bots.dayMarks.start();
    const late = kit.bots.store.dayMark(id, nextDay)!;
    expect(late.taken_at).toBe(kit.server.ctx.clock.now());
    const s = (await kit.post<Summary>(BOTS_PATHS.botsSummary, {}, u.cookie)).result;
    expect(s.day_start).toBe(nextDay);
    expect(s.today_from).toBe(late.taken_at);
  });
});
