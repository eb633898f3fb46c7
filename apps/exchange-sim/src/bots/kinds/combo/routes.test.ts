import { FCOMBO_PATHS as P, RetCode, type AiValidationOut, type SettlementPartsOut, type FcomboDetail, type FcomboPart } from '@tb/contracts';
import { COMBO_CHECK_CODES } from '@tb/util-check-codes';
import { COMBO_CLOSE_CODE, compareDecimal } from '@tb/engine';
import { userAccount } from '../../../ledger/ledger';
import { checkCases } from '@tb/engine/testing';
import { type Kit, expectSound, leaderWithHistory, useKit, withStoredSim } from '../../../testing/bots';
import { expectCheckCodes } from '../../../testing/check-cases';
import { settlementGap } from '../../settlement-parts';
import type { LiveCombo } from './book';

type R = Record<string, unknown>;
const HOUR = 3600_000;
const USDT = 10n ** 8n;

/** A BTC long / ETH short combo at 2×, rebalanced when a weight drifts 2 %. */
const basic = {
  leverage: '2',
  init_margin: '1000',
  adjust_position_mode: 2,
  adjust_position_percent: '0.02',
  symbol_settings: [
    { symbol: 'BTCUSDT', target_position_percent: '0.5', side: 1 },
    { symbol: 'ETHUSDT', target_position_percent: '0.5', side: 2 },
  ],
};

function helpers(kit: Kit) {
  const create = async (body: R, cookie = kit.demo) => (await kit.post<{ bot_id: string; ban_reason_text?: string }>(P.createBot, body, cookie)).result;
  const detail = async (id: string, cookie = kit.demo) => (await kit.post<{ detail: FcomboDetail }>(P.getDetail, { bot_id: id }, cookie)).result;
  const derivatives = (userId: number) => kit.server.ctx.ledger.balance(userAccount(userId, 'derivatives'), 'USDT').wallet;
  const identity = (id: string) => kit.server.ctx.derivatives.postings.identity(id);
  const parts = async (id: string, cookie: string) => (await kit.post<{ total: number; list: FcomboPart[] }>(P.getPartList, { bot_id: id }, cookie)).result;
  return { create, detail, derivatives, identity, parts };
}

const CODE = (name: string) => `LIMIT_CHECK_CODE_${name}`;
const ELEVEN = ['BTCUSDT', 'ETHUSDT', 'SOLUSDT', 'XRPUSDT', 'DOGEUSDT', 'ADAUSDT', 'AVAXUSDT', 'DOTUSDT', 'LINKUSDT', 'LTCUSDT', 'BCHUSDT'];

describe('futures combo API', () => {
  const kit = useKit();

  it('answers 10007 without a login on every call, 10009 for banned users except on create (421)', async () => {
    const { create } = helpers(kit);
    const paths = Object.values(P);
    expect(paths).toHaveLength(16);
    for (const path of paths) if (path !== P.getFollowDetail) expect([path, (await kit.post(path, {}, '')).ret_code]).toEqual([path, RetCode.NOT_LOGGED_IN]);
    // the copy detail answers visitors (the ranking is public): an unknown bot is a 404
    expect((await kit.post(P.getFollowDetail, { bot_id: '100000000000000999' }, '')).result).toMatchObject({ status_code: 404 });
    const banned = await kit.user('combo-banned', { USDT: '5000' }, 'derivatives');
    kit.server.ctx.users.ban(banned.id, 'suspicious activity');
    expect(await create(basic, banned.cookie)).toMatchObject({ status_code: 421, ban_reason_text: 'suspicious activity' });
    expect((await kit.post(P.getDetail, { bot_id: '1' }, banned.cookie)).ret_code).toBe(RetCode.USER_BANNED);
    kit.server.ctx.users.unban(banned.id);
  });

  it('get-limit: the bounds, every check code (create refuses each, moving nothing), and 400 for malformed legs and modes 5/6', async () => {
    const limit = async (body: R) => (await kit.post<R & { check_code: string }>(P.getLimit, body)).result;
    const good = await limit(basic);
    expect(good).toEqual({
      status_code: 200,
      debug_msg: '',
      check_code: CODE('SUCCESS_UNSPECIFIED'),
      init_margin: { min: expect.any(String), max: '1000000' },
      leverage: { min: '1', max: '100' },
      adjust_position_percent: { min: '0.01', max: '0.5' },
      adjust_position_time_interval: { min: '1800', max: '2419200' },
      sl_percent: { min: '0.01', max: '1' },
      tp_percent: { min: '0.01', max: '10' },
      trailing_stop_percent: { min: '0.005', max: '0.5' },
    });
    expect(compareDecimal((good.init_margin as { min: string }).min, '10')).toBeGreaterThanOrEqual(0);
    // leverage and margin may still be empty: the bounds come all the same
    expect((await limit({ ...basic, leverage: '', init_margin: '' })).check_code).toBe(CODE('SUCCESS_UNSPECIFIED'));
    const eleven = ELEVEN.map((symbol, i) => ({ symbol, side: 1, target_position_percent: i === 0 ? '0.091' : '0.0909' }));
    const cases = checkCases<R>('LIMIT_CHECK_CODE_', {
      bounded: {
        SYMBOL_NUM: [{ symbol_settings: [{ symbol: 'BTCUSDT', side: 1, target_position_percent: '1' }] }, { symbol_settings: eleven }],
        ADJUST_POSITION_PERCENT: [{ adjust_position_percent: '0.005' }, { adjust_position_percent: '0.6' }],
        ADJUST_POSITION_TIME_INTERVAL: [{ adjust_position_mode: 1, adjust_position_time_interval: 60 }, { adjust_position_mode: 1, adjust_position_time_interval: 3_000_000 }],
        INIT_MARGIN: [{ init_margin: '5' }, { init_margin: '2000000' }],
        SL_PER: [{ sl_percent: '0.001' }, { sl_percent: '2' }],
        TP_PER: [{ tp_percent: '0.001' }, { tp_percent: '20' }],
        LEVERAGE: [{ leverage: '0.5' }, { leverage: '200' }],
        TRAILING_STOP_PERCENT: [{ trailing_stop_percent: '0.001' }, { trailing_stop_percent: '0.6' }],
      },
    });
    expect(new Set(cases.map(([, c]) => c)).size).toBe(COMBO_CHECK_CODES.length - 1);
    const u = await kit.user('combo-codes', { USDT: '5000' }, 'derivatives');
    // a trailing stop is the futures trailing-stop feature (feature-flags.ts): its check codes are reached with the flag on
    kit.server.ctx.users.setFlag(u.id, 'futuresTrailingStop', true);
    const { create, derivatives } = helpers(kit);
    await expectCheckCodes(cases, { check: (change) => limit({ ...basic, ...change }), create: (change) => create({ ...basic, ...change }, u.cookie) });
    expect(derivatives(u.id)).toBe(5000n * USDT);
    expect(kit.bots.runner.size()).not.toHaveProperty('COMBO_FUTURES');
    // without the flag a trailing stop is refused (403 naming the field and the flag) and nothing is taken
    const plain = await kit.user('combo-noflag', { USDT: '5000' }, 'derivatives');
    expect(await create({ ...basic, trailing_stop_percent: '0.05' }, plain.cookie)).toMatchObject({ status_code: 403, debug_msg: expect.stringContaining('trailing_stop_percent: a futures trailing stop is not enabled for this account (feature flag futuresTrailingStop)') });
    expect(derivatives(plain.id)).toBe(5000n * USDT);
    // malformed: 400 naming the field, on get-limit and create alike
    const legs = basic.symbol_settings;
    const malformed: [R, RegExp][] = [
      [{ adjust_position_mode: 5 }, /adjust_position_mode/],
      [{ adjust_position_mode: 6 }, /adjust_position_mode/],
      [{ symbol_settings: [{ ...legs[0], target_position_percent: '0.6' }, legs[1]] }, /sum to exactly 1/],
      [{ symbol_settings: [legs[0], { ...legs[1], symbol: 'BTCUSDT' }] }, /twice/],
      [{ symbol_settings: [legs[0], { ...legs[1], symbol: 'FTMUSDT' }] }, /FTMUSDT/],
      [{ symbol_settings: [legs[0], { ...legs[1], symbol: 'BTCUSDC' }] }, /BTCUSDC/],
      [{ adjust_position_percent: '' }, /adjust_position_percent/],
    ];
    for (const [change, message] of malformed) {
      const r = await limit({ ...basic, ...change });
      expect([change, r.status_code, r.debug_msg]).toEqual([change, 400, expect.stringMatching(message)]);
      expect((await create({ ...basic, ...change }, u.cookie)).status_code).toBe(400);
    }
    // schema refusals: HTTP 400 + 10001
    for (const body of [{ ...basic, foo: 1 }, { ...basic, adjust_position_mode: 7 }, { ...basic, symbol_settings: [{ ...legs[0], side: 3 }, legs[1]] }]) {
      const r = await kit.post(P.getLimit, body, u.cookie);
      expect([r.status, r.ret_code]).toEqual([400, RetCode.INVALID_PARAMS]);
    }
    expect(derivatives(u.id)).toBe(5000n * USDT);
  });

  it('refuses a margin the derivatives account cannot pay (401) and beyond the running limit (402), creating nothing', async () => {
    const { create, derivatives } = helpers(kit);
    const poor = await kit.user('combo-poor', { USDT: '500' }, 'derivatives');
    expect(await create(basic, poor.cookie)).toMatchObject({ status_code: 401, debug_msg: expect.stringMatching(/insufficient USDT in the derivatives account/) });
    expect(derivatives(poor.id)).toBe(500n * USDT);
    const many = await kit.user('combo-many', { USDT: '2000' }, 'derivatives');
    for (let i = 0; i < 10; i++) expect((await create({ ...basic, init_margin: '100' }, many.cookie)).status_code).toBe(200);
    expect(await create({ ...basic, init_margin: '100' }, many.cookie)).toMatchObject({ status_code: 402, debug_msg: 'at most 10 running combo bots per user' });
    expect(derivatives(many.id)).toBe(1000n * USDT);
  });

  it('opens every leg, rebalances on transfer, by user and after modify-setting (each in the part list), closes once; the ledger matches', async () => {
    const { create, detail, derivatives, identity, parts } = helpers(kit);
    const u = await kit.user('combo-life', { USDT: '5000' }, 'derivatives');
    const other = await kit.user('combo-other', { USDT: '10' }, 'derivatives');
    const created = await create({ ...basic, tp_percent: '5', create_type: 3, block_source: 1 }, u.cookie);
    expect(created).toEqual({ status_code: 200, debug_msg: '', bot_id: expect.stringMatching(/^\d{18}$/) });
    const id = created.bot_id;
    expect(derivatives(u.id)).toBe(4000n * USDT);
    const d0 = (await detail(id, u.cookie)).detail;
    expect(d0).toMatchObject({
      bot_id: id,
      bot_mode: 'BOT_MODE_MIX',
      bot_display_status: 'BOT_DISPLAY_STATUS_RUNNING',
      bot_name: 'BTCUSDT,ETHUSDT',
      leverage: '2',
      total_margin: '1000',
      adjust_position_mode: 'ADJUST_POSITION_MODE_PERCENT',
      adjust_position_percent: '0.02',
      adjusted_position_num: '0',
      tp_percent: '5',
      stop_type: 'BOT_STOP_TYPE_UNSPECIFIED',
      end_time: '0',
      create_type: 3,
      block_source: 1,
    });
    expect(d0.symbol_settings.map((l) => [l.symbol, l.side, l.target_position_percent])).toEqual([['BTCUSDT', 'SIDE_LONG', '0.5'], ['ETHUSDT', 'SIDE_SHORT', '0.5']]);
    for (const l of d0.symbol_settings) expect(compareDecimal(l.qty, '0')).toBeGreaterThan(0);
    // the opening is part 0 (reason: the bot's mode), not counted as a rebalance
    expect((await parts(id, u.cookie)).list.map((p) => [p.no, p.reason])).toEqual([[0, 'ADJUST_POSITION_MODE_PERCENT']]);
    // another user's bot: 406 on its close, 403 on every other owner call
    for (const path of [P.getDetail, P.closeBot, P.getCloseDetail, P.getHistoryOrders, P.getPositions, P.getPartList, P.adjustPosition, P.modifySetting, P.getTransferDetail]) {
      expect([path, (await kit.post(path, { bot_id: id }, other.cookie)).result.status_code]).toEqual([path, path === P.closeBot ? 406 : 403]);
    }
    expect((await kit.post(P.transfer, { bot_id: id, type: 1, amount: '10' }, other.cookie)).result.status_code).toBe(403);
    kit.run(HOUR, 60_000);

    // transfer in (401 beyond the derivatives balance), then out (400 beyond the available balance); each followed by a reason-6 rebalance
    expect((await kit.post(P.transfer, { bot_id: id, type: 1, amount: '9000' }, u.cookie)).result.status_code).toBe(401);
    const tin = (await kit.post<{ total_margin: string; available_balance: string }>(P.transfer, { bot_id: id, type: 1, amount: '200' }, u.cookie)).result;
    expect(tin).toMatchObject({ status_code: 200, bot_id: id, total_margin: '1200' });
    expect(derivatives(u.id)).toBe(3800n * USDT);
    const available = (await detail(id, u.cookie)).detail.available_balance;
    const tooMuch = await kit.post(P.transfer, { bot_id: id, type: 2, amount: '900' }, u.cookie);
    expect(tooMuch.result).toMatchObject({ status_code: 400, debug_msg: expect.stringMatching(/amount/) });
    const out = compareDecimal(available, '1') > 0 ? '1' : '';
    if (out) expect((await kit.post(P.transfer, { bot_id: id, type: 2, amount: out }, u.cookie)).result).toMatchObject({ status_code: 200, total_margin: '1199' });
    // adjust-position: reason 4
    expect((await kit.post(P.adjustPosition, { bot_id: id }, u.cookie)).result).toMatchObject({ status_code: 200, bot_id: id });
    // modify-setting: a check code refuses, nothing changes; a good one keeps the statistics and rebalances (reason 5)
    const badModify = (await kit.post(P.modifySetting, { bot_id: id, tp_percent: '20' }, u.cookie)).result;
    expect(badModify).toMatchObject({ status_code: 432, check_code: CODE('TP_PER_TOO_HIGH') });
    expect((await kit.post(P.modifySetting, { bot_id: id, adjust_position_mode: 5 }, u.cookie)).result.status_code).toBe(400);
    const before = (await detail(id, u.cookie)).detail;
    expect((await kit.post(P.modifySetting, { bot_id: id, adjust_position_mode: 3, adjust_position_time_interval: 3600, tp_percent: '', sl_percent: '0.5' }, u.cookie)).result).toEqual({ status_code: 200, debug_msg: '', check_code: CODE('SUCCESS_UNSPECIFIED') });
    const after = (await detail(id, u.cookie)).detail;
    expect(after).toMatchObject({ adjust_position_mode: 'ADJUST_POSITION_MODE_TIME_OR_PERCENT', adjust_position_time_interval: 3600, tp_percent: '', sl_percent: '0.5', create_time: before.create_time, total_margin: before.total_margin });
    expect(compareDecimal(after.total_exec_fee, before.total_exec_fee)).toBeGreaterThanOrEqual(0);
    const reasons = (await parts(id, u.cookie)).list.map((p) => p.reason);
    const expected = ['ADJUST_POSITION_MODE_MODIFY_SETTING', 'ADJUST_POSITION_MODE_BY_USER', ...(out ? ['ADJUST_POSITION_MODE_TRANSFER'] : []), 'ADJUST_POSITION_MODE_TRANSFER'];
    expect(reasons.slice(0, expected.length)).toEqual(expected);
    expect(reasons[reasons.length - 1]).toBe('ADJUST_POSITION_MODE_PERCENT');
    expect(Number(after.adjusted_position_num)).toBeGreaterThanOrEqual(expected.length);
    const part = (await parts(id, u.cookie)).list[0];
    expect(part.legs.map((l) => l.symbol)).toEqual(['BTCUSDT', 'ETHUSDT']);
    for (const l of part.legs) expect(['LIMITED_REASON_UNSPECIFIED', 'LIMITED_REASON_MIN_QTY', 'LIMITED_REASON_RISK_LIMIT']).toContain(l.limited_reason);
    // transfers: newest first, the initial margin first in time
    const transfers = (await kit.post<{ total: number; list: { type: string; amount: string; balance_after: string }[] }>(P.getTransferDetail, { bot_id: id }, u.cookie)).result;
    expect(transfers.list.slice(-2)).toEqual([
      { time: expect.any(String), type: 'TRANSFER_OPERATION_IN', amount: '200', balance_after: '1200' },
      { time: expect.any(String), type: 'TRANSFER_OPERATION_IN', amount: '1000', balance_after: '1000' },
    ]);
    expect(identity(id)?.ok).toBe(true);
    // a time rebalance falls due within the hour
    kit.run(2 * HOUR, 60_000);
    expect((await parts(id, u.cookie)).list.some((p) => p.reason === 'ADJUST_POSITION_MODE_TIME')).toBe(true);

    // positions and orders
    const positions = (await kit.post<{ positions: { symbol: string; side: string; liquidated: boolean; leverage: string }[] }>(P.getPositions, { bot_id: id }, u.cookie)).result.positions;
    expect(positions.map((p) => [p.symbol, p.side, p.leverage, p.liquidated])).toEqual([['BTCUSDT', 'SIDE_LONG', '2', false], ['ETHUSDT', 'SIDE_SHORT', '2', false]]);
    const orders = (await kit.post<{ total: number; orders: { symbol: string; action: string; order_type: string }[] }>(P.getHistoryOrders, { bot_id: id, limit: 100 }, u.cookie)).result;
    expect(orders.total).toBeGreaterThanOrEqual(2);
    expect(orders.orders[orders.orders.length - 1]).toMatchObject({ action: 'open', order_type: 'Market' });
    const eth = (await kit.post<{ orders: { symbol: string }[] }>(P.getHistoryOrders, { bot_id: id, symbol: 'ETHUSDT', limit: 100 }, u.cookie)).result.orders;
    expect(eth.length).toBeGreaterThan(0);
    expect(eth.every((o) => o.symbol === 'ETHUSDT')).toBe(true);

    // close: every leg flat, the wallet back to derivatives; a second close is 405, changes after it 412
    expect((await kit.post(P.closeBot, { bot_id: id }, u.cookie)).result).toEqual({ status_code: 200, debug_msg: '' });
    expect((await kit.post(P.closeBot, { bot_id: id }, u.cookie)).result.status_code).toBe(405);
    expect((await kit.post(P.adjustPosition, { bot_id: id }, u.cookie)).result.status_code).toBe(412);
    expect((await kit.post(P.transfer, { bot_id: id, type: 1, amount: '1' }, u.cookie)).result.status_code).toBe(412);
    const closed = (await detail(id, u.cookie)).detail;
    expect(closed).toMatchObject({ bot_display_status: 'BOT_DISPLAY_STATUS_COMPLETED', stop_type: 'BOT_STOP_TYPE_BY_USER', close_code: 'BOT_CLOSE_CODE_CANCELED_MANUALLY' });
    expect(kit.botBalance(u.id, id, 'USDT')).toBe(0n);
    expect(identity(id)?.ok).toBe(true);
    const cd = (await kit.post<R & { legs: { symbol: string; close_price: string }[]; settlement_amount: string; settlement_parts: SettlementPartsOut }>(P.getCloseDetail, { bot_id: id }, u.cookie)).result;
    // the settlement in the futures kinds' parts: they add up exactly to what went back
    expect(cd.settlement_parts.settlement).toBe(cd.settlement_amount);
    expect(settlementGap(cd.settlement_parts)).toBe(0n);
    expect(cd).toMatchObject({ status_code: 200, bot_id: id, stop_type: 'BOT_STOP_TYPE_BY_USER', close_code: 'BOT_CLOSE_CODE_CANCELED_MANUALLY', total_margin: closed.total_margin });
    expect(cd.legs.map((l) => l.symbol)).toEqual(['BTCUSDT', 'ETHUSDT']);
    for (const l of cd.legs) expect(compareDecimal(l.close_price, '0')).toBeGreaterThan(0);
    expect(derivatives(u.id)).toBe(3800n * USDT + (out ? 1n * USDT : 0n) + kit.server.ctx.ledger.units('USDT', cd.settlement_amount));
  });

  it('settles the funding due before an action taken after it: rebalance by hand, transfer, new settings and close past a funding instant the market has not ticked to', async () => {
    const { create, identity } = helpers(kit);
    const u = await kit.user('combo-funding-due', { USDT: '5000' }, 'derivatives');
    const id = (await create({ ...basic, adjust_position_mode: 4, adjust_position_percent: undefined }, u.cookie)).bot_id;
    // The clock runs ahead of the market between ticks: the market (and the runner) stop 20 s short
    // of a funding instant, the clock moves 40 s on, and the action comes after the instant.
    const calls: [string, R][] = [
      [P.adjustPosition, { bot_id: id }],
      [P.transfer, { bot_id: id, type: 1, amount: '10' }],
      [P.modifySetting, { bot_id: id, tp_percent: '0.5' }],
      [P.closeBot, { bot_id: id }],
    ];
    for (const [path, body] of calls) {
      const clock = kit.server.ctx.clock;
      const next = (Math.floor(clock.now() / (8 * HOUR)) + 1) * 8 * HOUR;
      kit.run(next - 20_000 - clock.now(), 60_000);
      clock.advance(40_000);
      const r = await kit.post(path, body, u.cookie);
      expect({ path, status: r.status, ret: r.ret_code, code: r.result.status_code, msg: r.ret_code ? r.ret_msg : '' }).toEqual({ path, status: 200, ret: 0, code: 200, msg: '' });
    }
    expect(identity(id)?.problems).toEqual([]);
  });

  it('get-symbol-list: the open linear USDT perpetuals by 24 h turnover', async () => {
    const r = (await kit.post<{ list: { symbol: string; turnover_24h: string; max_leverage: string; min_notional: string; lot_size: string; tick_size: string }[] }>(P.getSymbolList, {})).result;
    const symbols = r.list.map((s) => s.symbol);
    expect(symbols).toContain('BTCUSDT');
    for (const closedOrOther of ['FTMUSDT', 'FILUSDT', 'BTCUSDC', 'WLDUSDT']) expect(symbols).not.toContain(closedOrOther);
    for (let i = 1; i < r.list.length; i++) expect(compareDecimal(r.list[i - 1].turnover_24h, r.list[i].turnover_24h)).toBeGreaterThanOrEqual(0);
    expect(r.list.find((s) => s.symbol === 'BTCUSDT')).toMatchObject({ max_leverage: '100', lot_size: '0.001', tick_size: '0.1' });
  });

  it('get-daily-pick: once per day, the best-ranked candidate whose test over the last 3 days passed, shown with that test; no_pop per user', async () => {
    const a = await kit.user('combo-pick-a');
    const b = await kit.user('combo-pick-b');
    type Pick = { date: string; pick_id: string; score: string; no_pop: boolean; symbol_settings: { symbol: string; side: number; target_position_percent: string }[]; backtest: { start_time: string; end_time: string; curve: unknown[]; max_drawdown: string; total_pnl_per: string; apr: string }; validation: AiValidationOut };
    type Day = { date: string; pick: Pick | null; none_passed: boolean; loss_limit: string; no_pop: boolean; candidates: { pick_id: string; score: string; failure: string }[] };
    const pick = async (cookie: string) => (await kit.post<Day>(P.getDailyPick, {}, cookie)).result;
    const first = await pick(a.cookie);
    expect(first.status_code).toBe(200);
    const day = new Date(Math.floor(kit.server.ctx.clock.now() / 86_400_000) * 86_400_000).toISOString().slice(0, 10);
    expect(first).toMatchObject({ date: day, no_pop: false, loss_limit: '0.02', none_passed: first.pick === null });
    if (first.pick) {
      expect(first.pick).toMatchObject({ date: day, no_pop: false, leverage: '2', adjust_position_mode: 2, adjust_position_percent: '0.05' });
      expect(first.pick.symbol_settings.length).toBeGreaterThanOrEqual(2);
      expect(first.pick.backtest.curve.length).toBeGreaterThan(0);
      // the backtest shown is the test window's (the 3 days the ranking did not see), and it passed
      const v = first.pick.validation;
      expect(v).toMatchObject({ failure: '', liquidations: 0, window_return: first.pick.backtest.total_pnl_per, max_drawdown: first.pick.backtest.max_drawdown, apr: first.pick.backtest.apr });
      // the test window is the last 3/7 of the history read (3 of 7 days; the test market has less history than that)
      expect(Number(v.test_days)).toBeCloseTo((v.test_end - v.test_start) / 86_400_000, 5);
      expect((v.test_end - v.test_start) / (v.test_end - v.choose_start)).toBeCloseTo(3 / 7, 3);
      expect(first.pick.backtest.start_time).toBe(String(v.test_start / 1000));
      expect(v.test_end).toBe(Math.floor(kit.server.ctx.clock.now() / 86_400_000) * 86_400_000);
      expect(Number(v.window_return)).toBeGreaterThanOrEqual(-0.02);
      // its settings create a combo as they are (get-limit success)
      const body = { ...basic, symbol_settings: first.pick.symbol_settings, adjust_position_percent: '0.05' };
      expect((await kit.post<{ check_code: string }>(P.getLimit, body, a.cookie)).result.check_code).toBe(CODE('SUCCESS_UNSPECIFIED'));
    }
    // every candidate ranked above the pick failed its test, with why
    for (const c of first.candidates) expect(['', 'no_fills', 'liquidated', 'loss_beyond_limit', 'not_backtested']).toContain(c.failure);
    // stored: the same answer all day, whatever the market does meanwhile
    kit.run(HOUR, 60_000);
    const again = await pick(b.cookie);
    expect({ ...again, no_pop: false, pick: again.pick ? { ...again.pick, no_pop: false } : null }).toEqual({ ...first, no_pop: false, pick: first.pick ? { ...first.pick, no_pop: false } : null });
    expect(kit.server.ctx.db.prepare('SELECT COUNT(*) AS n FROM combo_daily_pick').get()).toEqual({ n: 1 });
    // no_pop is the caller's own
    expect((await kit.post(P.setDailyPickNoPop, { no_pop: true }, a.cookie)).result).toEqual({ status_code: 200, debug_msg: '', no_pop: true });
    expect((await pick(a.cookie)).no_pop).toBe(true);
    expect((await pick(b.cookie)).no_pop).toBe(false);
    const bad = await kit.post(P.setDailyPickNoPop, { no_pop: 'yes' }, a.cookie);
    expect([bad.status, bad.ret_code]).toEqual([400, RetCode.INVALID_PARAMS]);
  });
});

describe('futures combo closed by the exchange', () => {
  const kit = useKit();

  it("a delisting of ONE leg's contract closes the whole combo (SYMBOL_OFFLINE), a ban closes it as USER_BANNED", async () => {
    const { create, detail, derivatives, identity } = helpers(kit);
    const u = await kit.user('combo-delist', { USDT: '5000' }, 'derivatives');
    const three = { ...basic, symbol_settings: [{ symbol: 'BTCUSDT', side: 1, target_position_percent: '0.3334' }, { symbol: 'SOLUSDT', side: 1, target_position_percent: '0.3333' }, { symbol: 'XRPUSDT', side: 2, target_position_percent: '0.3333' }] };
    const id = (await create(three, u.cookie)).bot_id;
    const bad = await kit.user('combo-ban', { USDT: '5000' }, 'derivatives');
    const banned = (await create(basic, bad.cookie)).bot_id;
    kit.run(30 * 60_000, 60_000);
    expect(kit.bots.delist('XRPUSDT', 'futures')).toEqual({ closed: 1, updated: 0, busy: 0 });
    expect((await detail(id, u.cookie)).detail).toMatchObject({ bot_display_status: 'BOT_DISPLAY_STATUS_COMPLETED', stop_type: 'BOT_STOP_TYPE_SYMBOL_OFFLINE', close_code: 'BOT_CLOSE_CODE_SYMBOL_DELIST' });
    for (const l of (await detail(id, u.cookie)).detail.symbol_settings) expect(l.qty).toBe('0');
    expect(identity(id)?.ok).toBe(true);
    expect(derivatives(u.id)).toBeGreaterThan(4900n * USDT);
    // a delisted contract takes no new combo
    expect((await create({ ...three }, u.cookie)).status_code).toBe(400);

    kit.server.ctx.users.ban(bad.id, 'market abuse');
    expect(kit.bots.sweepBans()).toBe(1);
    kit.server.ctx.users.unban(bad.id);
    expect((await detail(banned, bad.cookie)).detail).toMatchObject({ stop_type: 'BOT_STOP_TYPE_USER_BANNED', close_code: 'BOT_CLOSE_CODE_USER_BAN' });
    expect(identity(banned)?.ok).toBe(true);
  });

  it('closes on its take profit or stop loss on the total, with the engine’s close code', async () => {
    const { create, detail } = helpers(kit);
    const u = await kit.user('combo-tp', { USDT: '5000' }, 'derivatives');
    // a tiny TP on a 2-leg basket: the first step up of the total closes it
    const id = (await create({ ...basic, leverage: '20', tp_percent: '0.01', sl_percent: '0.01' }, u.cookie)).bot_id;
    for (let i = 0; i < 24 && (await detail(id, u.cookie)).detail.end_time === '0'; i++) kit.run(HOUR, 60_000);
    const d = (await detail(id, u.cookie)).detail;
    expect(['BOT_STOP_TYPE_TAKE_PROFIT', 'BOT_STOP_TYPE_STOP_LOSS']).toContain(d.stop_type);
    expect(d.close_code).toBe(COMBO_CLOSE_CODE[d.stop_type as 'BOT_STOP_TYPE_TAKE_PROFIT']);
    // util-enums botCloseCode: "Canceled by take-profit trigger" / "… stop-loss trigger"
    expect([COMBO_CLOSE_CODE.BOT_STOP_TYPE_TAKE_PROFIT, COMBO_CLOSE_CODE.BOT_STOP_TYPE_STOP_LOSS]).toEqual(['BOT_CLOSE_CODE_CANCELED_AUTO_TP', 'BOT_CLOSE_CODE_CANCELED_AUTO_SL']);
    expect(kit.bots.runner.get(id)).toBeUndefined();
  });
});

describe('futures combo leg liquidation', () => {
  const kit = useKit();

  it('a liquidated leg loses its own margin only; the bot goes on with the others, or closes (LIQUIDATION) when none is left; the ledger matches', async () => {
    const { create, detail, identity } = helpers(kit);
    const u = await kit.user('combo-liq', { USDT: '5000' }, 'derivatives');
    // 100× long and short of the same basket: one side is liquidated at the first ~1 % move
    const id = (await create({ ...basic, leverage: '100', adjust_position_mode: 4, adjust_position_percent: '' }, u.cookie)).bot_id;
    let d = (await detail(id, u.cookie)).detail;
    for (let i = 0; i < 72 && d.leg_liquidations === 0; i++) {
      kit.run(HOUR, 60_000);
      d = (await detail(id, u.cookie)).detail;
    }
    expect(d.leg_liquidations).toBeGreaterThan(0);
    const gone = d.symbol_settings.filter((l) => l.liquidated);
    expect(gone.length).toBe(d.leg_liquidations);
    for (const l of gone) expect([l.qty, l.margin]).toEqual(['0', '0']);
    if (d.leg_liquidations === 2) expect(d).toMatchObject({ stop_type: 'BOT_STOP_TYPE_LIQUIDATION', bot_display_status: 'BOT_DISPLAY_STATUS_COMPLETED' });
    else expect(d.bot_display_status).toBe('BOT_DISPLAY_STATUS_RUNNING');
    expect(identity(id)?.ok).toBe(true);
    // the margin of a liquidated leg is lost, the rest of the bot's money is not
    expect(compareDecimal(d.equity, '0')).toBeGreaterThan(0);
    if (d.end_time === '0') expect((await kit.post(P.closeBot, { bot_id: id }, u.cookie)).result.status_code).toBe(200);
    expect(identity(id)?.ok).toBe(true);
    // after a liquidation the parts still add up: the leg's lost margin is the liquidation loss
    const parts = (await kit.post<{ settlement_parts: SettlementPartsOut }>(P.getCloseDetail, { bot_id: id }, u.cookie)).result.settlement_parts;
    expect(compareDecimal(parts.liquidation_loss, '0')).toBeGreaterThan(0);
    expect(settlementGap(parts)).toBe(0n);
  });
});

describe('futures combo copies (get-follow-detail)', () => {
  const kit = useKit();

  it('shows the leader masked, its legs and settings as create takes them, the PnL curve; a copy records its leader', async () => {
    const { create, detail } = helpers(kit);
    const { copier, id } = await leaderWithHistory(kit, 'combo', { USDT: '5000' }, async (cookie) => (await create({ ...basic, tp_percent: '0.5' }, cookie)).bot_id, 3 * HOUR, 60_000);
    type Follow = { nick_name: string; bot_name: string; parameters: R & { symbol_settings: unknown[]; min_init_margin: string }; curve: { time: string; pnl_per: string }[]; follow_num: number };
    const f = (await kit.post<{ detail: Follow }>(P.getFollowDetail, { bot_id: id }, copier.cookie)).result;
    expect(f.status_code).toBe(200);
    expect(f.detail).toMatchObject({ nick_name: 'co***', bot_name: 'BTCUSDT,ETHUSDT', follow_num: 0 });
    expect(f.detail.parameters).toMatchObject({
      leverage: '2',
      symbol_settings: [{ symbol: 'BTCUSDT', side: 1, target_position_percent: '0.5' }, { symbol: 'ETHUSDT', side: 2, target_position_percent: '0.5' }],
      adjust_position_mode: 2,
      adjust_position_percent: '0.02',
      adjust_position_time_interval: 0,
      tp_percent: '0.5',
      sl_percent: '',
    });
    expect(compareDecimal(f.detail.parameters.min_init_margin, '10')).toBeGreaterThanOrEqual(0);
    expect(f.detail.curve.length).toBeGreaterThan(0);
    // the leader's entry per leg beside the price now, and its PnL curve ending now; a visitor reads it too
    const market = kit.server.ctx.market;
    const leader_ = (f.detail as unknown as { leader: { start_time: number; entries: { symbol: string; start_price: string; price_now: string }[]; pnl_curve: { t: number; v: string }[] } }).leader;
    expect(leader_.entries.map((e) => e.symbol)).toEqual(['BTCUSDT', 'ETHUSDT']);
    for (const e of leader_.entries) {
      const minute = leader_.start_time - (leader_.start_time % 60_000);
      expect(e.start_price).toBe(market.klines(e.symbol, '1m', { start: minute, end: minute, limit: 1 })[0].o);
      expect(e.price_now).toBe(market.lastPrice(e.symbol).price);
    }
    expect(leader_.pnl_curve.at(-1)?.t).toBe(kit.server.ctx.clock.now());
    expect((await kit.post<{ detail: Follow }>(P.getFollowDetail, { bot_id: id }, '')).result.detail).toMatchObject({ nick_name: 'co***', defeat_per: expect.any(String) });
    const copy = await create({ ...basic, tp_percent: '0.5', create_type: 1, block_source: 3, followed_bot_id: id }, copier.cookie);
    expect(copy.status_code).toBe(200);
    expect((await detail(copy.bot_id, copier.cookie)).detail).toMatchObject({ followed_bot_id: id, create_type: 1, block_source: 3 });
    expect((await kit.post<{ detail: Follow }>(P.getFollowDetail, { bot_id: id }, copier.cookie)).result.detail.follow_num).toBe(1);
    expect((await create({ ...basic, followed_bot_id: '100000000000000999' }, copier.cookie)).status_code).toBe(404);
    expect((await kit.post(P.getFollowDetail, { bot_id: '100000000000000999' }, copier.cookie)).result.status_code).toBe(404);
  });
});

describe('futures combo across a restart', () => {
  it('resumes from its stored state (same detail), then trades on; after downtime it walks the candles it missed', async () => {
    await withStoredSim('tb-fcombo-restart-', async (sim) => {
      const first = await sim.start();
      const u = await first.user('combo-restart', { USDT: '10000' }, 'derivatives');
      const id = (await first.post<{ bot_id: string }>(P.createBot, { ...basic, adjust_position_mode: 3, adjust_position_time_interval: 3600 }, u.cookie)).result.bot_id;
      first.run(2 * HOUR, 60_000);
      const detailOf = async (kit: Kit) => (await kit.post<{ detail: FcomboDetail }>(P.getDetail, { bot_id: id }, u.cookie)).result.detail;
      const before = await detailOf(first);
      await first.dispose();
      // the same bot after a restart, but for the figures at the mark (the market restores a minute-boundary mark with the previous basis)
      const second = await sim.start();
      try {
        expect(second.bots.runner.size()).toMatchObject({ COMBO_FUTURES: 1 });
        const stable = (x: FcomboDetail) => ({ ...x, equity: '', total_pnl: '', total_pnl_per: '', roi: '', total_apr: '', unrealized_pnl: '', total_position_value: '', margin_balance: '', imr: '', mmr: '', run_time_duration: '', symbol_settings: x.symbol_settings.map((l) => ({ ...l, mark_price: '', unrealized_pnl: '', position_value: '', current_position_percent: '' })) });
        expect(stable(await detailOf(second))).toEqual(stable(before));
        second.run(2 * HOUR, 60_000);
        const live = second.bots.runner.get<LiveCombo>(id)!;
        expect(live.state.lastTime).toBeGreaterThan(second.server.ctx.clock.now() - 10 * 60_000);
        expect(live.state.rebalances).toBeGreaterThan(Number(before.adjusted_position_num));
        expectSound(second, id);
      } finally {
        await second.dispose();
      }
      const stopped = sim.downtime(3 * HOUR);
      const third = await sim.start();
      try {
        const resumed = third.bots.runner.get<LiveCombo>(id)!;
        expect(resumed.state.lastTime).toBeGreaterThan(third.server.ctx.clock.now() - 2 * 60_000);
        // the hourly time rebalances of the downtime happened during the catch-up
        expect(resumed.state.lastRebalanceAt).toBeGreaterThan(stopped);
        expectSound(third, id);
        third.run(HOUR, 60_000);
        expectSound(third, id);
      } finally {
        await third.dispose();
      }
    });
  });
});
