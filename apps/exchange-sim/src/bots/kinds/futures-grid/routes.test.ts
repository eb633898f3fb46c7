import { BOT_STATUS_CODE, BOTS_PATHS, FUTURES_GRID_PATHS as P, RetCode, type AiValidationOut, type BotListItem, type FuturesGridDetail } from '@tb/contracts';
import { compareDecimal, priceToTicks } from '@tb/engine';
import { userAccount } from '../../../ledger/ledger';
import { login } from '../../../testing/server';
import { settlementGap } from '../../settlement-parts';
import { checkCases } from '@tb/engine/testing';
import { type Kit, expectSound, leaderWithHistory, useKit, withStoredSim } from '../../../testing/bots';
import { expectCheckCodes } from '../../../testing/check-cases';

type R = Record<string, unknown>;
const MINUTE = 60_000;

/** A futures-grid body around the contract's last price: ±`width`, `cells` cells, long at 5× unless said. */
function gridAround(kit: Kit, symbol: string, width = 0.02, cells = 6, investment = '1000', extra: R = {}): R {
  const market = kit.server.ctx.market;
  const last = market.markPrice(symbol).indexTicks;
  const price = (f: number) => market.formatContractPrice(symbol, Math.round(last * f));
  return { symbol, grid_mode: 2, min_price: price(1 - width), max_price: price(1 + width), cell_number: cells, leverage: '5', total_investment: investment, ...extra };
}

const validateBody = (b: R): R => {
  const { total_investment, ...rest } = b;
  return { ...rest, init_margin: total_investment };
};

async function detailOf(kit: Kit, id: string, cookie: string): Promise<FuturesGridDetail> {
  const r = await kit.post<{ detail: FuturesGridDetail }>(P.getDetail, { bot_id: id }, cookie);
  expect(r.result.status_code).toBe(200);
  return r.result.detail;
}

/** Filled orders of a bot (the initial market order and the grid's fills). */
const filled = (kit: Kit, id: string) => (kit.server.ctx.db.prepare("SELECT COUNT(*) AS n FROM bot_orders WHERE bot_id = ? AND status = 'FILLED'").get(id) as { n: number }).n;

const derivatives = (kit: Kit, userId: number) => kit.server.ctx.ledger.balance(userAccount(userId, 'derivatives'), 'USDT').wallet;

/** The futures identity of the bot holds against the ledger. */
function expectIdentity(kit: Kit, id: string): void {
  const identity = kit.server.ctx.derivatives.postings.identity(id);
  expect(identity?.problems).toEqual([]);
}

describe('futures grid API', () => {
  const kit = useKit();

  it('answers 10007 on every call without a login', async () => {
    for (const path of [P.validateInput, P.create, P.close, P.getDetail, P.addMargin, P.withdrawProfit, P.updateTpSl, P.queryTpSlRange, P.updateTrailingStop, P.getUserBalance, P.getHistoryOrders, P.getOpenOrders, P.queryMoveScope, P.updateMoveScope, P.getCloseMode, P.recommendSymbol, P.getUserBalanceV1, P.getPnlCurve]) {
      expect((await kit.post(path, {}, '')).ret_code).toBe(RetCode.NOT_LOGGED_IN);
    }
    // the copy detail answers visitors (the ranking is public): an unknown bot is a 404
    expect((await kit.post(P.getFollowDetail, { bot_id: '100000000000000999' }, '')).result).toMatchObject({ status_code: 404 });
    expect((await kit.get(`${P.getSymbolAiParams}?symbol=BTCUSDT`, '')).ret_code).toBe(RetCode.NOT_LOGGED_IN);
  });

  it('validates with ranges, liquidation estimates and each check code; a refused create changes nothing', async () => {
    const u = await kit.user('fg-validate', { USDT: '5000' }, 'derivatives');
    // the check codes of the flagged settings (trailing stop, TP/SL by percent, moves) need their feature flags (feature-flags.ts)
    for (const flag of ['futuresTrailingStop', 'tpslEquity', 'longShortTrailing'] as const) kit.server.ctx.users.setFlag(u.id, flag, true);
    const ok = await kit.post(P.validateInput, validateBody(gridAround(kit, 'BTCUSDT')), u.cookie);
    expect(ok.result).toMatchObject({ status_code: 200, check_code: 'FGRID_CHECK_CODE_SUCCESS' });
    expect(compareDecimal(ok.result.long_liq_price as string, '0')).toBe(1);
    const before = derivatives(kit, u.id);
    const at = (f: number) => {
      const m = kit.server.ctx.market;
      return m.formatContractPrice('BTCUSDT', Math.round(m.markPrice('BTCUSDT').indexTicks * f));
    };
    const cases = checkCases<R>('FGRID_CHECK_CODE_', {
      bounded: {
        GRID_NO: [{ cell_number: 1 }, { cell_number: 5_000 }],
        INVESTMENT: [{ total_investment: '1' }, null],
        LEVERAGE: [null, { leverage: '500' }],
        TP: [null, { tp_sl_type: 1, take_profit_per: '50', stop_loss_per: '0.1' }],
        SL: [null, { tp_sl_type: 1, take_profit_per: '0.1', stop_loss_per: '5' }],
        LOW_PRICE: [null, { min_price: at(1.01), max_price: at(1.05) }],
        // the second: with an entry price the range is judged against the entry, a grid entirely below it
        HIGH_PRICE: [[{ min_price: at(0.95), max_price: at(0.99) }, { entry_price: at(1.5) }], null],
        MOVE_UP_PRICE: [{ move_up_price: at(1.01) }, null],
        MOVE_DOWN_PRICE: [null, { move_down_price: at(0.99) }],
      },
      other: {
        INVALID_TRAILING_STOP_PERCENT: { trailing_stop_per: '5' },
        MOVE_PRICE_NOT_ALLOWED: { grid_type: 2, move_up_price: '1000000' },
        SL_PRICE_LOWER_THAN_LIQ_PRICE: { leverage: '50', tp_sl_type: 2, stop_loss_price: at(0.9) },
        SL_CAUSE_LIQUIDATION: { leverage: '50', tp_sl_type: 1, stop_loss_per: '0.99', take_profit_per: '0.5' },
        TP_PRICE_LOWER_THAN_LAST_PRICE: { tp_sl_type: 2, take_profit_price: at(0.99) },
      },
    });
    const body = (change: R) => gridAround(kit, 'BTCUSDT', 0.02, 6, '1000', change);
    await expectCheckCodes(cases, { check: async (change) => (await kit.post(P.validateInput, validateBody(body(change)), u.cookie)).result, create: async (change) => (await kit.post(P.create, body(change), u.cookie)).result });
    const unknown = await kit.post(P.create, { ...gridAround(kit, 'BTCUSDT'), symbol: 'NOSUCHUSDT' }, u.cookie);
    expect(unknown.result).toMatchObject({ status_code: 400, check_code: 'FGRID_CHECK_CODE_SYMBOL_NOT_EXISTS' });
    for (const hidden of ['FILUSDT', 'WLDUSDT']) {
      expect((await kit.post(P.validateInput, validateBody({ ...gridAround(kit, 'BTCUSDT'), symbol: hidden }), u.cookie)).result).toMatchObject({ check_code: 'FGRID_CHECK_CODE_SYMBOL_NOT_EXISTS' });
    }
    const delisted = await kit.post(P.create, { ...gridAround(kit, 'BTCUSDT'), symbol: 'FTMUSDT' }, u.cookie);
    expect(delisted.result).toMatchObject({ status_code: 400, check_code: 'FGRID_CHECK_CODE_PRE_SETTLE_REDUCE_ONLY' });
    const schema = await kit.post(P.create, { ...gridAround(kit, 'BTCUSDT'), foo: 1 }, u.cookie);
    expect(schema).toMatchObject({ status: 400, ret_code: RetCode.INVALID_PARAMS });
    const poor = await kit.post(P.create, gridAround(kit, 'BTCUSDT', 0.02, 6, '9000'), u.cookie);
    expect(poor.result.status_code).toBe(BOT_STATUS_CODE.INSUFFICIENT_BALANCE);
    expect(derivatives(kit, u.id)).toBe(before);
    expect(kit.server.ctx.db.prepare('SELECT COUNT(*) AS n FROM bots WHERE user_id = ?').get(u.id)).toEqual({ n: 0 });
  });

  it('recommends contracts open for grids with their leverage and 24 h figures, and reports balances', async () => {
    const r = await kit.post<{ list: { symbol: string; max_leverage: string; amplitude_24h: string }[] }>(P.recommendSymbol, { limit: 50 });
    expect(r.result.status_code).toBe(200);
    expect(r.result.list.length).toBeGreaterThan(0);
    expect(r.result.list.map((x) => x.symbol)).toContain('BTCUSDT');
    const btc = r.result.list.find((x) => x.symbol === 'BTCUSDT')!;
    expect(btc.max_leverage).toBe('100');
    const amplitudes = r.result.list.map((x) => x.amplitude_24h);
    expect([...amplitudes].sort((a, b) => compareDecimal(b, a))).toEqual(amplitudes);
    const u = await kit.user('fg-balance', { USDT: '1234.5' }, 'derivatives');
    for (const path of [P.getUserBalance, P.getUserBalanceV1]) {
      expect((await kit.post(path, {}, u.cookie)).result).toMatchObject({ status_code: 200, coin: 'USDT', derivatives_balance: '1234.5', unified_balance: '0' });
    }
  });

  it('proposes AI parameters per grid mode from recent volatility, validated walk-forward: only those whose test passed are offered, and they validate as proposed', async () => {
    const url = `${P.getSymbolAiParams}?symbol=ETHUSDT`;
    type Row = R & { grid_mode: number; leverage: string; min_price: string; max_price: string; cell_number: number; backtest_fills: number; validation: AiValidationOut };
    const r = await kit.get<{ ai_params: Row[]; withheld: Row[]; none_passed: boolean; loss_limit: string; config: { max_leverage_e2: number }; cached: boolean; candles: number }>(url);
    expect(r.result).toMatchObject({ status_code: 200, symbol: 'ETHUSDT', cached: false, loss_limit: '0.02' });
    expect(r.result.candles).toBeGreaterThanOrEqual(140);
    expect(r.result.config.max_leverage_e2).toBe(kit.server.ctx.derivatives.contracts.get('ETHUSDT')!.futures.maxLeverageE2);
    // every mode is either offered (its test passed) or withheld with why, in mode order
    expect([...r.result.ai_params, ...r.result.withheld].map((p) => p.grid_mode).sort()).toEqual([1, 2, 3]);
    expect(r.result.none_passed).toBe(r.result.ai_params.length === 0);
    for (const p of r.result.withheld) expect(['no_fills', 'liquidated', 'loss_beyond_limit', 'not_backtested']).toContain(p.validation.failure);
    for (const p of r.result.ai_params) {
      // the card's figures are the test window's, which the choice did not see: it traded, was not liquidated, lost no more than the limit
      expect(p.validation).toMatchObject({ failure: '', liquidations: 0 });
      expect(p.backtest_fills).toBe(p.validation.fills);
      expect(p.validation.fills).toBeGreaterThan(0);
      expect(Number(p.validation.window_return)).toBeGreaterThanOrEqual(-0.02);
      expect(p.validation.test_start).toBeGreaterThan(p.validation.choose_start);
      expect(p).toMatchObject({ grid_type: 2, total_apr: p.validation.apr, backtest_fills: expect.any(Number) });
      const v = await kit.post(P.validateInput, { symbol: 'ETHUSDT', grid_mode: p.grid_mode, grid_type: 2, min_price: p.min_price, max_price: p.max_price, cell_number: p.cell_number, leverage: p.leverage, init_margin: '10000' });
      expect(v.result.check_code).toBe('FGRID_CHECK_CODE_SUCCESS');
    }
    expect((await kit.get(url)).result).toMatchObject({ cached: true, ai_params: r.result.ai_params });
    expect((await kit.get(`${P.getSymbolAiParams}?symbol=NOSUCHUSDT`)).result).toMatchObject({ status_code: 400 });
  });

  it('funds a grid from the unified account when asked, and hands it back there', async () => {
    const u = await kit.user('fg-unified', { USDT: '3000' }, 'unified');
    const ledger = kit.server.ctx.ledger;
    const unified = () => ledger.balance(userAccount(u.id, 'unified'), 'USDT').wallet;
    const c = await kit.post<{ bot_id: string }>(P.create, gridAround(kit, 'BTCUSDT', 0.02, 6, '1000', { account_type: 2, grid_mode: 3 }), u.cookie);
    expect(c.result).toMatchObject({ status_code: 200 });
    expect(unified()).toBe(ledger.units('USDT', '2000'));
    expect((await detailOf(kit, c.result.bot_id, u.cookie)).account_type).toBe('BOT_ACCOUNT_TYPE_UNIFIED');
    const closed = await kit.post<{ settled: string }>(P.close, { bot_id: c.result.bot_id }, u.cookie);
    expect(unified()).toBe(ledger.units('USDT', '2000') + ledger.units('USDT', closed.result.settled));
    expect(derivatives(kit, u.id)).toBe(0n);
  });

  it('creates a long grid from the derivatives account: the position opens, one order rests per cell, the ledger holds the engine’s figures', async () => {
    const u = await kit.user('fg-create', { USDT: '5000' }, 'derivatives');
    const before = derivatives(kit, u.id);
    const created = await kit.post<{ bot_id: string }>(P.create, gridAround(kit, 'BTCUSDT', 0.03, 6, '1000'), u.cookie);
    expect(created.result).toMatchObject({ status_code: 200, check_code: 'FGRID_CHECK_CODE_SUCCESS' });
    const id = created.result.bot_id;
    expect(id).toMatch(/^1\d{17}$/);
    expect(derivatives(kit, u.id)).toBe(before - kit.server.ctx.ledger.units('USDT', '1000'));
    const d = await detailOf(kit, id, u.cookie);
    expect(d).toMatchObject({ status: 'FUTURE_GRID_STATUS_RUNNING', total_investment: '1000', cell_number: 6, leverage: '5', futures_pos_side: expect.stringMatching(/LONG/), account_type: 'BOT_ACCOUNT_TYPE_DERIVATIVES' });
    expect(compareDecimal(d.liquidation_price, '0')).toBe(1);
    expect(d.levels).toHaveLength(7);
    expect(kit.server.ctx.db.prepare("SELECT COUNT(*) AS n FROM bot_orders WHERE bot_id = ? AND status = 'NEW'").get(id)).toEqual({ n: 6 });
    expectIdentity(kit, id);
    const list = await kit.post<{ bots: R[] }>(BOTS_PATHS.listAllBots, { status: 'ongoing' }, u.cookie);
    expect(list.result.bots).toEqual([expect.objectContaining({ bot_id: id, bot_type: 'GRID_FUTURES', fgridBot: { leverageE2: 500 } })]);
  });

  it('without tpslEquity a percent stop the bot already has is kept: sent back unchanged it passes, changed it is refused, cleared it goes', async () => {
    const u = await kit.user('fg-kept', { USDT: '5000' }, 'derivatives');
    kit.server.ctx.users.setFlag(u.id, 'tpslEquity', true);
    const id = (await kit.post<{ bot_id: string }>(P.create, { ...gridAround(kit, 'ETHUSDT', 0.01, 8, '1000'), tp_sl_type: 1, take_profit_per: '0.5' }, u.cookie)).result.bot_id;
    expect((await detailOf(kit, id, u.cookie)).take_profit_per).toBe('0.5');
    kit.server.ctx.users.setFlag(u.id, 'tpslEquity', false);
    // changed: refused (403, the flag named), nothing changes
    const changed = await kit.post(P.updateTpSl, { bot_id: id, tp_sl_type: 1, take_profit_per: '0.6' }, u.cookie);
    expect(changed.result).toMatchObject({ status_code: 403, debug_msg: expect.stringContaining('feature flag tpslEquity') });
    expect((await detailOf(kit, id, u.cookie)).take_profit_per).toBe('0.5');
    // kept (the same value written another way) while nothing else changes: accepted, still 0.5
    expect((await kit.post(P.updateTpSl, { bot_id: id, tp_sl_type: 1, take_profit_per: '0.50' }, u.cookie)).result.status_code).not.toBe(403);
    expect((await detailOf(kit, id, u.cookie)).take_profit_per).toBe('0.5');
    // cleared: accepted, gone
    expect((await kit.post(P.updateTpSl, { bot_id: id, take_profit_per: '' }, u.cookie)).result.status_code).toBe(200);
    expect((await detailOf(kit, id, u.cookie)).take_profit_per).toBe('');
    expect((await kit.post(P.close, { bot_id: id }, u.cookie)).result.status_code).toBe(200);
  });

  it('adds margin (the liquidation price moves away), edits TP/SL keeping the statistics, and closes with the user close code', async () => {
    const u = await kit.user('fg-life', { USDT: '5000' }, 'derivatives');
    const id = (await kit.post<{ bot_id: string }>(P.create, gridAround(kit, 'ETHUSDT', 0.01, 8, '1000'), u.cookie)).result.bot_id;
    // the feature flags (off for a new account, feature-flags.ts): without them the trailing stop, TP/SL by percent and the
    // range that follows the price are refused with 403, naming the field and the flag, and nothing changes
    for (const [path, body, flag] of [
      [P.updateTrailingStop, { trailing_stop_per: '0.05' }, 'futuresTrailingStop'],
      [P.updateTpSl, { tp_sl_type: 1, take_profit_per: '0.5' }, 'tpslEquity'],
      [P.updateMoveScope, { move_up_price: '999999' }, 'longShortTrailing'],
    ] as const) {
      const refused = await kit.post(path, { bot_id: id, ...body }, u.cookie);
      expect(refused.result).toMatchObject({ status_code: 403, debug_msg: expect.stringContaining(`feature flag ${flag}`) });
      kit.server.ctx.users.setFlag(u.id, flag, true);
    }
    expect((await kit.post(P.create, { ...gridAround(kit, 'ETHUSDT', 0.01, 8, '1000'), trailing_stop_per: '0.05' }, (await kit.user('fg-noflag', { USDT: '5000' }, 'derivatives')).cookie)).result).toMatchObject({ status_code: 403 });
    kit.run(90 * MINUTE);
    const d0 = await detailOf(kit, id, u.cookie);
    expect(d0.status).toBe('FUTURE_GRID_STATUS_RUNNING');
    // the grid traded: fills beyond the initial market order, booked round trips
    expect(filled(kit, id)).toBeGreaterThan(2);
    expect(d0.arbitrage_num).toBeGreaterThan(0);
    expect(compareDecimal(d0.grid_profit, '0')).toBe(1);
    // the PnL curve: a sample at creation and every 15 minutes, ending now with the detail's figures
    const curve = await kit.post<{ points: { time: number; grid_profit: string; total_pnl: string }[] }>(P.getPnlCurve, { bot_id: id }, u.cookie);
    expect(curve.result.status_code).toBe(200);
    const points = curve.result.points;
    expect(points.length).toBeGreaterThanOrEqual(7);
    expect(points[points.length - 1]).toMatchObject({ time: kit.server.ctx.clock.now(), grid_profit: d0.grid_profit, total_pnl: d0.pnl });
    for (let i = 1; i < points.length; i++) {
      expect(points[i].time).toBeGreaterThan(points[i - 1].time);
      expect(compareDecimal(points[i].grid_profit, points[i - 1].grid_profit)).toBeGreaterThanOrEqual(0);
    }
    const thin = await kit.post<{ points: unknown[] }>(P.getPnlCurve, { bot_id: id, limit: 3 }, u.cookie);
    expect(thin.result.points).toHaveLength(3);

    // add margin: the long's liquidation price falls
    const added = await kit.post(P.addMargin, { bot_id: id, amount: '200' }, u.cookie);
    expect(added.result).toMatchObject({ status_code: 200, bot_id: id });
    const d1 = await detailOf(kit, id, u.cookie);
    expect(compareDecimal(d1.liquidation_price, d0.liquidation_price)).toBe(-1);
    expect(compareDecimal(d1.position_balance, d0.position_balance)).toBe(1);
    expect(d1.total_investment).toBe('1200');
    // a grid awaiting its entry price holds no position: no margin to add
    const eth = kit.server.ctx.market;
    const entry = eth.formatContractPrice('ETHUSDT', Math.round(eth.markPrice('ETHUSDT').indexTicks * 0.995));
    const waiting = (await kit.post<{ bot_id: string }>(P.create, gridAround(kit, 'ETHUSDT', 0.01, 8, '500', { entry_price: entry }), u.cookie)).result.bot_id;
    expect((await detailOf(kit, waiting, u.cookie)).status).not.toMatch(/RUNNING$/);
    expect((await kit.post(P.addMargin, { bot_id: waiting, amount: '10' }, u.cookie)).result).toMatchObject({ status_code: BOT_STATUS_CODE.FUTURES_GRID_COMMON, check_code: 'FGRID_CHECK_CODE_OPERATE_DENIED' });
    expect((await kit.post(P.close, { bot_id: waiting }, u.cookie)).result).toMatchObject({ status_code: 200 });
    const tooMuch = await kit.post(P.addMargin, { bot_id: id, amount: '100000' }, u.cookie);
    expect(tooMuch.result.status_code).toBe(BOT_STATUS_CODE.INSUFFICIENT_BALANCE);
    expectIdentity(kit, id);

    // withdraw profit: at most what leaves the position and its orders safe; the liquidation price does not move
    const withdrawable = d1.withdrawable_profit;
    expect(compareDecimal(withdrawable, '0')).toBe(1);
    const over = await kit.post(P.withdrawProfit, { bot_id: id, amount: (Number(withdrawable) + 1).toFixed(2) }, u.cookie);
    expect(over.result.status_code).toBe(400);
    const beforeWithdraw = derivatives(kit, u.id);
    const took = await kit.post(P.withdrawProfit, { bot_id: id, amount: withdrawable }, u.cookie);
    expect(took.result).toMatchObject({ status_code: 200, liquidation_price: d1.liquidation_price, position_balance: d1.position_balance });
    expect(derivatives(kit, u.id) - beforeWithdraw).toBe(kit.server.ctx.ledger.units('USDT', withdrawable));
    expect((await detailOf(kit, id, u.cookie)).cum_withdrew_amount).toBe(withdrawable);
    expectIdentity(kit, id);

    // TP/SL: the ranges first, then the change; statistics stay
    const range = await kit.post<{ take_profit_price: { from: string; to: string }; stop_loss_price: { from: string; to: string } }>(P.queryTpSlRange, { bot_id: id }, u.cookie);
    expect(range.result).toMatchObject({ status_code: 200 });
    const last = Number(d1.last_price);
    // inside the ranges the query answers: TP above the last price, SL between the liquidation and the last price
    const tp = range.result.take_profit_price.from;
    const sl = range.result.stop_loss_price.to;
    expect(compareDecimal(sl, d1.liquidation_price)).toBe(1);
    const edit = await kit.post(P.updateTpSl, { bot_id: id, tp_sl_type: 2, take_profit_price: tp, stop_loss_price: sl }, u.cookie);
    expect(edit.result).toMatchObject({ status_code: 200, check_code: 'FGRID_CHECK_CODE_SUCCESS' });
    const d2 = await detailOf(kit, id, u.cookie);
    expect(d2).toMatchObject({ take_profit_price: tp, stop_loss_price: sl, tp_sl_type: expect.any(String) });
    for (const k of ['grid_profit', 'arbitrage_num', 'realised_pnl', 'funding_fee', 'total_investment', 'create_time', 'current_position'] as const) expect(d2[k]).toEqual(d1[k]);
    const wrong = await kit.post(P.updateTpSl, { bot_id: id, tp_sl_type: 2, take_profit_price: (last * 0.5).toFixed(2) }, u.cookie);
    // a long grid's take-profit below the last price: 435 with the verdict's check code
    expect(wrong.result.status_code).toBe(BOT_STATUS_CODE.TP_BELOW_LAST_PRICE);
    expect(wrong.result.check_code).toBe('FGRID_CHECK_CODE_TP_PRICE_LOWER_THAN_LAST_PRICE');
    expect((await detailOf(kit, id, u.cookie)).take_profit_price).toBe(tp);
    const trailing = await kit.post(P.updateTrailingStop, { bot_id: id, trailing_stop_per: '0.05' }, u.cookie);
    expect(trailing.result).toMatchObject({ status_code: 200 });

    // orders: one resting per cell, the fills with their round trips' profit
    const open = await kit.post<{ total: number; orders: R[] }>(P.getOpenOrders, { bot_id: id, limit: 100 }, u.cookie);
    expect(open.result).toMatchObject({ status_code: 200, total: 8 });
    const history = await kit.post<{ total: number; orders: { profit: string; order_type: string }[] }>(P.getHistoryOrders, { bot_id: id, limit: 100 }, u.cookie);
    expect(history.result.total).toBe(filled(kit, id));
    expect(history.result.orders.filter((o) => o.profit !== '').length).toBe(d2.arbitrage_num);

    // move scope: an arithmetic grid may move; a bound inside the grid is refused with its check code
    const scope = await kit.post<{ supported: boolean; move_up_price: { from: string; to: string } }>(P.queryMoveScope, { bot_id: id }, u.cookie);
    expect(scope.result).toMatchObject({ status_code: 200, supported: true, shift: 0 });
    const moved = await kit.post(P.updateMoveScope, { bot_id: id, move_up_price: scope.result.move_up_price.from }, u.cookie);
    expect(moved.result).toMatchObject({ status_code: 200 });
    expect((await detailOf(kit, id, u.cookie)).move_up_price).toBe(scope.result.move_up_price.from);
    const inside = await kit.post(P.updateMoveScope, { bot_id: id, move_up_price: d2.min_price }, u.cookie);
    expect(inside.result.status_code).toBe(400);
    expect(inside.result.check_code).toMatch(/^FGRID_CHECK_CODE_/);

    // the close mode's estimate is what the close hands back at the same price
    const mode = await kit.post<{ close_modes: { close_mode: number; estimated_settlement: string }[] }>(P.getCloseMode, { bot_id: id }, u.cookie);
    expect(mode.result.close_modes).toEqual([expect.objectContaining({ close_mode: 1 })]);

    // close: orders cancelled, the position closed, the wallet handed back
    const closed = await kit.post(P.close, { bot_id: id }, u.cookie);
    expect(closed.result.settled).toBe(mode.result.close_modes[0].estimated_settlement);
    expect(closed.result).toMatchObject({ status_code: 200, bot_id: id, bot_close_code: 'BOT_CLOSE_CODE_CANCELED_MANUALLY' });
    const d3 = await detailOf(kit, id, u.cookie);
    expect(d3).toMatchObject({ status: expect.stringMatching(/COMPLETED$/), bot_close_code: 'BOT_CLOSE_CODE_CANCELED_MANUALLY', futures_pos_side: 'FUTURES_POSITION_SIDE_UNSPECIFIED', current_position: '0' });
    // the settlement in the futures kinds' parts: they add up exactly to what the close handed back
    expect(d3.settlement_parts).toMatchObject({ settlement: closed.result.settled, liquidation_loss: '0' });
    expect(settlementGap(d3.settlement_parts!)).toBe(0n);
    expect(kit.server.ctx.ledger.format('USDT', derivatives(kit, u.id))).toBe(
      kit.server.ctx.ledger.format('USDT', kit.server.ctx.ledger.units('USDT', '3800') + kit.server.ctx.ledger.units('USDT', withdrawable) + kit.server.ctx.ledger.units('USDT', closed.result.settled as string)),
    );
    expect(kit.botBalance(u.id, id, 'USDT')).toBe(0n);
    expectIdentity(kit, id);
    const again = await kit.post(P.close, { bot_id: id }, u.cookie);
    expect(again.result.status_code).toBe(BOT_STATUS_CODE.GRID_CANNOT_BE_CANCELLED);
    const otherUser = await kit.post(P.getDetail, { bot_id: id }, kit.demo);
    expect(otherUser.result.status_code).toBe(BOT_STATUS_CODE.FORBIDDEN);
  });
});

describe('futures grid copies', () => {
  const kit = useKit();

  it('shows a followable grid with the parameters to copy; a copy records its leader and counts as a follower', async () => {
    const grid = gridAround(kit, 'BTCUSDT', 0.02, 6, '1000', { grid_mode: 1, leverage: '3' });
    const { leader, copier, id } = await leaderWithHistory(kit, 'fg', { USDT: '5000' }, async (cookie) => (await kit.post<{ bot_id: string }>(P.create, grid, cookie)).result.bot_id, 10 * MINUTE);
    type Follow = { detail: { parameters: R & { min_investment: string }; follow_num: number; nick_name: string } };
    const seen = await kit.post<Follow>(P.getFollowDetail, { bot_id: id }, copier.cookie);
    expect(seen.result).toMatchObject({ status_code: 200, detail: { bot_id: id, symbol: 'BTCUSDT', follow_num: 0, parameters: { grid_mode: 1, leverage: '3', cell_number: 6 } } });
    const { min_investment, ...params } = seen.result.detail.parameters;
    expect(compareDecimal(min_investment, '0')).toBe(1);
    const copy = await kit.post<{ bot_id: string }>(P.create, { ...params, total_investment: '1000', create_type: 1, followed_grid_id: id, block_source: 3 }, copier.cookie);
    expect(copy.result).toMatchObject({ status_code: 200 });
    expect(kit.bots.store.get(copy.result.bot_id)).toMatchObject({ followed_bot_id: id });
    expect((await kit.post<Follow>(P.getFollowDetail, { bot_id: id }, copier.cookie)).result.detail.follow_num).toBe(1);
    // the cards' product tags: the leader leads while the copy runs, the copy follows
    const tags = async (cookie: string) => (await kit.post<{ bots: BotListItem[] }>(BOTS_PATHS.listAllBots, { status: 'ongoing' }, cookie)).result.bots.map((b) => b.product_tags);
    expect(await tags(leader.cookie)).toEqual([['BOT_PRODUCT_TAG_FUTURE_GRID', 'BOT_PRODUCT_TAG_FUTURE_GRID_COPY_TRADE_LEADER']]);
    expect(await tags(copier.cookie)).toEqual([['BOT_PRODUCT_TAG_FUTURE_GRID', 'BOT_PRODUCT_TAG_FUTURE_GRID_COPY_TRADE_FOLLOWER']]);
    const wrongSymbol = await kit.post(P.create, { ...gridAround(kit, 'ETHUSDT'), followed_grid_id: id, create_type: 1 }, copier.cookie);
    expect(wrongSymbol.result.status_code).toBe(BOT_STATUS_CODE.WRONG_OR_INVALID_PARAMS);
    const unknown = await kit.post(P.create, { ...gridAround(kit, 'BTCUSDT'), followed_grid_id: '100000000000000999', create_type: 1 }, copier.cookie);
    expect(unknown.result.status_code).toBe(BOT_STATUS_CODE.NOT_FOUND);
    const noLeader = await kit.post(P.create, { ...gridAround(kit, 'BTCUSDT'), create_type: 1 }, copier.cookie);
    expect(noLeader.result.status_code).toBe(BOT_STATUS_CODE.WRONG_OR_INVALID_PARAMS);
  });

  it('a copy-trade follower stops with "master stopped" when its master closes; the owner is told, and a copy of a copy follows', async () => {
    const leader = await kit.user('fg-master', { USDT: '5000' }, 'derivatives');
    const copier = await kit.user('fg-follower', { USDT: '5000' }, 'derivatives');
    const body = gridAround(kit, 'BTCUSDT', 0.02, 6, '1000');
    const master = (await kit.post<{ bot_id: string }>(P.create, body, leader.cookie)).result.bot_id;
    const copy = (await kit.post<{ bot_id: string }>(P.create, { ...body, create_type: 1, followed_grid_id: master }, copier.cookie)).result.bot_id;
    const copyOfCopy = (await kit.post<{ bot_id: string }>(P.create, { ...body, create_type: 1, followed_grid_id: copy }, leader.cookie)).result.bot_id;
    kit.run(10 * MINUTE);
    // nothing to do while the master runs
    expect(kit.bots.sweepMasters()).toBe(0);
    expect((await kit.post(P.close, { bot_id: master }, leader.cookie)).result.status_code).toBe(200);
    // the sweep (also on the server's own timer, so the counts are not asserted) closes the copy, and the copy of the copy one sweep later
    kit.bots.sweepMasters();
    kit.bots.sweepMasters();
    const d = await detailOf(kit, copy, copier.cookie);
    expect(d).toMatchObject({ status: expect.stringMatching(/COMPLETED$/), close_reason: 'F_GRID_BOT_STOP_TYPE_MASTER', bot_close_code: 'BOT_CLOSE_CODE_CANCELED_AUTO', current_position: '0' });
    expect(kit.botBalance(copier.id, copy, 'USDT')).toBe(0n);
    expect(kit.server.ctx.derivatives.postings.identity(copy)?.problems).toEqual([]);
    expect(await detailOf(kit, copyOfCopy, leader.cookie)).toMatchObject({ close_reason: 'F_GRID_BOT_STOP_TYPE_MASTER' });
    // the follower's owner heard of the master's stop and of their own bot's close
    const kinds = kit.bots.notices.list(copier.id, 0, 20, false).items.map((n) => `${n.kind}:${n.bot_id}`);
    expect(kinds).toEqual(expect.arrayContaining([`leader_stopped:${copy}`, `closed:${copy}`]));
    expect(kit.bots.sweepMasters()).toBe(0);
  });
});

describe('futures grid and bans, delistings', () => {
  const kit = useKit();

  it('a banned user cannot create (421 with the reason); the ban sweep closes a running grid with the ban close code and hands the wallet back', async () => {
    const u = await kit.user('fg-ban', { USDT: '5000' }, 'derivatives');
    const id = (await kit.post<{ bot_id: string }>(P.create, gridAround(kit, 'BTCUSDT', 0.02, 6, '1000'), u.cookie)).result.bot_id;
    kit.run(10 * MINUTE);
    kit.server.ctx.users.ban(u.id, 'market abuse');
    const refused = await kit.post(P.create, gridAround(kit, 'BTCUSDT', 0.02, 6, '1000'), u.cookie);
    expect(refused.result).toMatchObject({ status_code: BOT_STATUS_CODE.USER_BANNED, ban_reason_text: 'market abuse' });
    // the sweep (also on the server's own timer) closes it
    kit.bots.sweepBans();
    expect(kit.bots.sweepBans()).toBe(0);
    kit.server.ctx.users.unban(u.id);
    const d = await detailOf(kit, id, u.cookie);
    // the wire spelling every decoder knows (issue 29: the engine's own BOT_CLOSE_CODE_USER_BANNED is answered as …_USER_BAN)
    expect(d).toMatchObject({ status: expect.stringMatching(/COMPLETED$/), bot_close_code: 'BOT_CLOSE_CODE_USER_BAN', current_position: '0' });
    expect(kit.botBalance(u.id, id, 'USDT')).toBe(0n);
    expect(kit.server.ctx.derivatives.postings.identity(id)?.problems).toEqual([]);
  });

  it('a delisting of the contract closes its grids with the delist close code; a delisting of the same-named spot pair does not reach them', async () => {
    const u = await kit.user('fg-delist', { USDT: '5000' }, 'derivatives');
    const id = (await kit.post<{ bot_id: string }>(P.create, gridAround(kit, 'SOLUSDT', 0.02, 6, '1000'), u.cookie)).result.bot_id;
    kit.run(10 * MINUTE);
    kit.bots.delist('SOLUSDT', 'spot');
    kit.bots.sweepDelistings();
    expect((await detailOf(kit, id, u.cookie)).status).toMatch(/RUNNING$/);
    kit.bots.delist('SOLUSDT', 'futures');
    kit.bots.sweepDelistings();
    const d = await detailOf(kit, id, u.cookie);
    expect(d).toMatchObject({ status: expect.stringMatching(/COMPLETED$/), bot_close_code: 'BOT_CLOSE_CODE_SYMBOL_DELIST', current_position: '0' });
    expect(kit.botBalance(u.id, id, 'USDT')).toBe(0n);
    expect(kit.server.ctx.derivatives.postings.identity(id)?.problems).toEqual([]);
  });
});

describe('futures grid liquidation', () => {
  const kit = useKit();

  it('a 50x long grid is liquidated at a mark past its trigger; the close detail says so and the ledger agrees', async () => {
    const u = await kit.user('fg-liq', { USDT: '5000' }, 'derivatives');
    const market = kit.server.ctx.market;
    const last = market.markPrice('ETHUSDT').indexTicks;
    const price = (f: number) => market.formatContractPrice('ETHUSDT', Math.round(last * f));
    // the price near the bottom: the cells above it open long at market
    const body = { symbol: 'ETHUSDT', grid_mode: 2, min_price: price(0.998), max_price: price(1.01), cell_number: 6, leverage: '50', total_investment: '500' };
    const created = await kit.post<{ bot_id: string }>(P.create, body, u.cookie);
    expect(created.result).toMatchObject({ status_code: 200, debug_msg: '' });
    const id = created.result.bot_id;
    const start = await detailOf(kit, id, u.cookie);
    const liq = start.liquidation_price;
    expect(compareDecimal(liq, start.last_price)).toBe(-1);
    let d = start;
    for (let hour = 0; hour < 96 && !/COMPLETED$/.test(d.status); hour++) {
      kit.run(60 * MINUTE, 6_000);
      d = await detailOf(kit, id, u.cookie);
    }
    expect(d).toMatchObject({ status: expect.stringMatching(/COMPLETED$/), bot_close_code: 'BOT_CLOSE_CODE_CANCELED_AUTO_LIQUIDATION', current_position: '0' });
    // liquidated at its trigger: the mark then was at or below the trigger, the margin is gone to the counterparty and insurance
    const row = kit.server.ctx.derivatives.postings.position(id, 'ETHUSDT')!;
    expect(row.position.insurance).toBeGreaterThanOrEqual(0);
    // the trigger (real_close_price) was reached by the mark in the minute of the liquidation, and it lies below the entry's estimate
    const c = kit.server.ctx.derivatives.contracts.get('ETHUSDT')!;
    const trigger = priceToTicks(c.futures.market, d.real_close_price);
    const minute = Math.floor(d.end_time / MINUTE) * MINUTE;
    const marks = market.markCandles('ETHUSDT', minute - MINUTE, minute);
    const live = market.markPrice('ETHUSDT');
    const lows = [...Array.from(marks.low), ...(live.time <= d.end_time + MINUTE ? [live.markTicks] : [])];
    expect(Math.min(...lows)).toBeLessThanOrEqual(trigger);
    expect(compareDecimal(liq, start.last_price)).toBe(-1);
    expect(kit.botBalance(u.id, id, 'USDT')).toBe(0n);
    expect(kit.server.ctx.derivatives.postings.identity(id)?.problems).toEqual([]);
  });
});

describe('futures grid across a restart', () => {
  it('resumes from its row with its statistics and goes on trading', async () => {
    await withStoredSim('tb-fgrid-restart-', async (sim) => {
      const first = await sim.start();
      const u = await first.user('fg-restart', { USDT: '5000' }, 'derivatives');
      const id = (await first.post<{ bot_id: string }>(P.create, gridAround(first, 'ETHUSDT', 0.01, 8, '1000'), u.cookie)).result.bot_id;
      first.run(60 * MINUTE);
      const before = await detailOf(first, id, u.cookie);
      first.bots.runner.stop();
      // the server is dropped; a new one opens the same database
      const second = await sim.start();
      try {
        expect(second.bots.runner.size().GRID_FUTURES).toBe(1);
        const cookie = await login(second.server, 'fg-restart@bots.test', 'Passw0rd-test');
        const after = await detailOf(second, id, cookie);
        for (const k of ['grid_profit', 'arbitrage_num', 'total_investment', 'create_time', 'leverage', 'min_price', 'max_price'] as const) expect(after[k]).toEqual(before[k]);
        const fills = filled(second, id);
        second.run(90 * MINUTE);
        const later = await detailOf(second, id, cookie);
        expect(filled(second, id)).toBeGreaterThan(fills);
        expect(later.arbitrage_num).toBeGreaterThan(before.arbitrage_num);
        expectSound(second, id);
      } finally {
        await second.dispose();
      }
    });
  });
});
