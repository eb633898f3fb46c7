import { compileContract, FuturesError } from '../futures/contract';
import { EngineStateError } from '../common/errors';
import { EngineInputError } from '../core/rules';
import { LIQ_NEVER, estimateLiquidation } from '../futures/position';
import { closeProfit, closeRules, takeProfitTicks } from './exit';
import { addLots, addTriggerTicks, simulateRound, type RoundSpec } from './plan';
import {
  closeMartingale,
  createMartingale,
  martingaleMetrics,
  martingaleRoundFigures,
  planMartingale,
  stepMartingale,
  updateMartingale,
  validateMartingaleUpdate,
} from './martingale';
import { validateMartingale } from './validate';
import { type MartingaleEvent, type MartingaleInput, type MartingaleState, MARTINGALE_CLOSE_CODE, MARTINGALE_STOP_TYPES } from './types';
import { btcPerpRules } from '../testing/fixtures';

/** BTCUSDT as the simulator serves it (tick 0.1, lot 0.001: quote units of 10^-4 USDT), two risk tiers. */
const btc = compileContract(btcPerpRules(2));
const market = { symbol: 'BTCUSDT', baseCoin: 'BTC', quoteCoin: 'USDT', lastPrice: '20000' };
/** The worked example: long at 20,000, 10×, an add every 2 % against the average, each add twice the one before, 3 adds, TP 10 % of the round's margin. */
const input: MartingaleInput = { mode: 'long', leverage: '10', priceFloatPercent: '0.02', addPositionPercent: '2', addPositionNum: 3, initMargin: '1000', roundTpPercent: '0.1' };
const U = 10_000; // quote units per USDT

function created(i: MartingaleInput = input, now = 0, m = market): { state: MartingaleState; events: readonly MartingaleEvent[] } {
  const r = createMartingale(i, btc, m, now);
  if (!r.ok) throw new Error(r.limits.check_code);
  return r;
}

/** wallet + reserved + margin = deposits + realised + funding − fees − insurance, exactly. */
function identity(s: MartingaleState): void {
  const p = s.position;
  expect(s.wallet + s.reserved + p.margin).toBe(s.deposits + p.realisedPnl + p.funding - p.fees - p.insurance);
}

const types = (events: readonly MartingaleEvent[]): string[] => events.map((e) => e.type);
/** Why each cancelled order left the book (the simulator keeps it in the order history with this why). */
const cancelReasons = (events: readonly MartingaleEvent[]) => events.flatMap((e) => (e.type === 'order_cancelled' ? [`${e.order}:${e.reason}`] : []));
const pts = (...ticks: number[]) => ticks.map((priceTicks, i) => ({ time: 1000 * (i + 1), priceTicks }));

describe('the worst-case plan', () => {
  it('sizes the base from the initial margin and lists every order with its liquidation (worked example)', () => {
    const plan = planMartingale(input, btc, 200_000);
    expect(plan.verdict).toBe('F_MART_LIMIT_CHECK_CODE_F_MART_CHECK_CODE_SUCCESS_UNSPECIFIED');
    // base 0.034 BTC; adds 2×, 4×, 8× of it
    expect(plan.baseLots).toBe(34);
    expect(plan.steps.map((s) => s.lots)).toEqual([34, 68, 136, 272]);
    // triggers: ⌊avg × 0.98⌋: 20,000 → 19,600; avg 19,733.33 → 19,338.6; avg 19,507.77 → 19,117.6
    expect(plan.steps.map((s) => s.priceTicks)).toEqual([200_000, 196_000, 193_386, 191_176]);
    expect(plan.steps.map((s) => s.averagePrice)).toEqual(['20000', '19733.333', '19507.771', '19299.68']);
    // initial: margin 680 × 0.034 … = 68 USDT, MM 3.4, liq = 20,000 − (68 − 3.4) / 0.034 = 18,100
    expect(plan.steps[0]).toMatchObject({ margin: 68 * U, fee: 3740, liqTicks: 181_000 });
    expect(plan.steps.map((s) => s.liqTicks)).toEqual([181_000, 178_587, 176_546, 174_663]);
    // TP after the initial order: 0.034 × P × (1 − 0.00055) − 680 − 0.374 ≥ 6.8 → P ≥ 20,222.2
    expect(plan.steps[0].tpTicks).toBe(202_222);
    expect(plan.needed).toBe(9_864_905); // 986.4905 USDT of the 1,000: the next base (35) would need more
    expect(plan.needed).toBe(plan.margin + plan.fees);
    expect(planMartingale({ ...input, initMargin: '1015.5' }, btc, 200_000).baseLots).toBe(34);
    expect(plan.liquidatedBeforeAdd).toBeNull();
    expect(plan.minInitMargin).toBe(290_146); // base 1 lot: 1 + 2 + 4 + 8 lots
  });

  it('adds ⌊base × m^k⌋ lots, each m times the one before before rounding', () => {
    expect([1, 2, 3, 4].map((k) => addLots(10, { num: 15, den: 10 }, k))).toEqual([15, 22, 33, 50]);
    expect([1, 2, 3].map((k) => addLots(7, { num: 1, den: 1 }, k))).toEqual([7, 7, 7]);
  });

  it('places each add pf against the average cost, rounded away from it and at least a tick past the last fill', () => {
    // long: ⌊20,000 × 0.98⌋; short: ⌈20,000 × 1.02⌉
    expect(addTriggerTicks('long', 200_000 * 5, 5, 200_000, { num: 2, den: 100 })).toBe(196_000);
    expect(addTriggerTicks('short', 200_000 * 5, 5, 200_000, { num: 2, den: 100 })).toBe(204_000);
    // avg 100.5 ticks, 0.1 %: ⌊100.3995⌋ = 100 = the last fill → one tick below it
    expect(addTriggerTicks('long', 201, 2, 100, { num: 1, den: 1000 })).toBe(99);
    expect(addTriggerTicks('short', 199, 2, 100, { num: 1, den: 1000 })).toBe(101);
    expect(addTriggerTicks('long', 3, 3, 1, { num: 1, den: 10 })).toBe(0);
  });

  it('refuses what cannot run, with the right check code and bounds', () => {
    const v = (over: Partial<MartingaleInput>) => validateMartingale({ ...input, ...over }, btc, market);
    expect(v({ initMargin: '10' })).toMatchObject({ check_code: 'F_MART_LIMIT_CHECK_CODE_F_MART_INIT_MARGIN_TOO_LOW', init_margin: { min: '29.0146', max: '400892.2281' } });
    // 50×: liquidation after the initial order at 19,700 is above the first add at 19,400
    const liq = v({ leverage: '50', priceFloatPercent: '0.03' });
    expect(liq.check_code).toBe('F_MART_LIMIT_CHECK_CODE_F_MART_LIQUIDATION_BEFORE_LAST_ADD');
    expect(liq.plan!.liquidatedBeforeAdd).toBe(1);
    expect(liq.plan!.steps[0].liqTicks).toBeGreaterThanOrEqual(liq.plan!.steps[1].priceTicks);
    // 30,000 USDT at 100× passes the first tier's 2,000,000 value: the leverage must come down
    const risk = v({ leverage: '100', initMargin: '30000' });
    expect(risk.check_code).toBe('F_MART_LIMIT_CHECK_CODE_F_MART_LEVERAGE_TOO_HIGH');
    expect(risk.leverage).toEqual({ min: '1', max: '67.67' });
    expect(v({ leverage: '67.67', initMargin: '30000' }).check_code).not.toBe('F_MART_LIMIT_CHECK_CODE_F_MART_LEVERAGE_TOO_HIGH');
    expect(v({ leverage: '101' }).check_code).toBe('F_MART_LIMIT_CHECK_CODE_F_MART_LEVERAGE_TOO_HIGH');
    expect(v({ leverage: '0.5' }).check_code).toBe('F_MART_LIMIT_CHECK_CODE_F_MART_LEVERAGE_TOO_LOW');
    expect(v({ priceFloatPercent: '0.0005' }).check_code).toBe('F_MART_LIMIT_CHECK_CODE_F_MART_PRICE_FLOAT_PERCENT_TOO_LOW');
    expect(v({ priceFloatPercent: '0.25' }).check_code).toBe('F_MART_LIMIT_CHECK_CODE_F_MART_PRICE_FLOAT_PERCENT_TOO_HIGH');
    expect(v({ addPositionPercent: '0.9' }).check_code).toBe('F_MART_LIMIT_CHECK_CODE_F_MART_ADD_POSITION_PERCENT_TOO_LOW');
    expect(v({ addPositionPercent: '2.5' }).check_code).toBe('F_MART_LIMIT_CHECK_CODE_F_MART_ADD_POSITION_PERCENT_TOO_HIGH');
    expect(v({ addPositionNum: 0 }).check_code).toBe('F_MART_LIMIT_CHECK_CODE_F_MART_ADD_POSITION_NUM_TOO_LOW');
    expect(v({ addPositionNum: 11 }).check_code).toBe('F_MART_LIMIT_CHECK_CODE_F_MART_ADD_POSITION_NUM_TOO_HIGH');
    expect(v({ roundTpPercent: '0.0001' }).check_code).toBe('F_MART_LIMIT_CHECK_CODE_F_MART_ROUND_TARGET_TP_PERCENT_TOO_LOW');
    expect(v({ roundTpPercent: '1.5' }).check_code).toBe('F_MART_LIMIT_CHECK_CODE_F_MART_ROUND_TARGET_TP_PERCENT_TOO_HIGH');
    expect(v({ slPercent: '0.001' }).check_code).toBe('F_MART_LIMIT_CHECK_CODE_F_MART_SL_PER_TOO_LOW');
    expect(v({ slPercent: '1.2' }).check_code).toBe('F_MART_LIMIT_CHECK_CODE_F_MART_SL_PER_TOO_HIGH');
    expect(v({ entryPrice: '1999.9' })).toMatchObject({ check_code: 'F_MART_LIMIT_CHECK_CODE_F_MART_ENTRY_PRICE_TOO_LOW', entry_price: { min: '2000', max: '200000' } });
    expect(v({ entryPrice: '200000.1' }).check_code).toBe('F_MART_LIMIT_CHECK_CODE_F_MART_ENTRY_PRICE_TOO_HIGH');
    expect(v({ initMargin: '500000' }).check_code).toBe('F_MART_LIMIT_CHECK_CODE_F_MART_LEVERAGE_TOO_HIGH');
    expect(v({ leverage: '1', initMargin: '5000000' }).check_code).toBe('F_MART_LIMIT_CHECK_CODE_F_MART_INIT_MARGIN_TOO_HIGH');
    expect(() => v({ leverage: '1.234' })).toThrow(EngineInputError);
    expect(() => v({ entryPrice: '20000.05' })).toThrow(EngineInputError);
  });

  it('answers every range with only the mode and leverage (FM-1 leaves the rest optional)', () => {
    const v = validateMartingale({ mode: 'short', leverage: '5' }, btc, market);
    expect(v.check_code).toBe('F_MART_LIMIT_CHECK_CODE_F_MART_CHECK_CODE_SUCCESS_UNSPECIFIED');
    expect(v).toMatchObject({ price_float_percent: { min: '0.001', max: '0.2' }, add_position_percent: { min: '1', max: '2' }, add_position_num: { min: '1', max: '10' }, leverage: { min: '1', max: '100' } });
    expect(v.init_margin).toEqual({ min: '', max: '' });
    const noMargin = validateMartingale({ ...input, initMargin: undefined }, btc, market);
    expect(noMargin.check_code).toBe('F_MART_LIMIT_CHECK_CODE_F_MART_CHECK_CODE_SUCCESS_UNSPECIFIED');
    expect(noMargin.init_margin).toEqual({ min: '29.0146', max: '400892.2281' });
  });
});

describe('the take-profit price', () => {
  const cr = closeRules(btc.market);
  it('is the first tick whose close reaches the target, never below it', () => {
    for (const [mode, lots, cost, fees, funding, base] of [
      ['long', 34, 34 * 200_000, 3740, 0, 680_000],
      ['long', 510, 98_428_368, 22_067, -5_000, 9_842_838],
      ['short', 32, 32 * 200_000, 3520, 1234, 640_000],
      ['short', 7, 7 * 199_999, 770, 0, 140_000],
    ] as const) {
      const tp = { num: 1, den: 10 };
      const t = takeProfitTicks(cr, mode, lots, cost, fees, funding, tp, base);
      const profit = (x: number) => closeProfit(cr, mode, lots, cost, fees, funding, x);
      expect(profit(t) * tp.den).toBeGreaterThanOrEqual(tp.num * base);
      expect(profit(mode === 'long' ? t - 1 : t + 1) * tp.den).toBeLessThan(tp.num * base);
    }
  });
  it('is none for a short whose target needs a price below one tick', () => {
    expect(takeProfitTicks(cr, 'short', 1, 10, 5, 0, { num: 1, den: 1 }, 10)).toBe(0);
  });
});

describe('a running bot', () => {
  it('opens at market, adds exactly at its triggers, takes the round profit and starts the next round (auto-cycle)', () => {
    const { state, events } = created();
    expect(types(events)).toEqual(['status', 'round_started', 'order_filled', 'order_placed', 'order_placed']);
    expect(state.addOrder).toMatchObject({ index: 1, priceTicks: 196_000, lots: 68 });
    expect(state.tpOrder!.priceTicks).toBe(202_222);
    identity(state);
    // down through two triggers in one move, then up to the TP
    const r = stepMartingale(state, { last: pts(195_000, 200_000) });
    const fills = r.events.flatMap((e) => (e.type === 'order_filled' ? [e.fill] : []));
    expect(fills.map((f) => [f.kind, f.priceTicks, f.lots, f.time])).toEqual([
      ['add', 196_000, 68, 1000],
      ['take_profit', 199_480, 102, 2000],
      ['initial', 199_480, 34, 2000],
    ]);
    const closed = r.events.find((e) => e.type === 'round_closed');
    if (closed?.type !== 'round_closed') throw new Error('no round closed');
    expect(closed.round).toMatchObject({ no: 1, adds: 1, end: 'take_profit', marginPosted: 680_000 + 1_332_800 });
    expect(closed.round.profit * 10).toBeGreaterThanOrEqual(closed.round.marginPosted);
    expect(r.state.round).toMatchObject({ no: 2, startTicks: 199_480 });
    expect(r.state.completedRounds).toBe(1);
    identity(r.state);
    expect(martingaleRoundFigures(btc, closed.round)).toMatchObject({ round: 1, status: 'take_profit', adds: 1, max_size: '0.102', avg_price: '19733.333', end_price: '19948' });
  });

  it('completes with ROUND_TAKE_PROFIT when auto-cycle is off', () => {
    const { state } = created({ ...input, autoCycle: false });
    const r = stepMartingale(state, { last: pts(203_000) });
    expect(r.state.status).toBe('COMPLETED');
    expect(r.state.stopType).toBe('F_MART_BOT_STOP_TYPE_STOP_TYPE_ROUND_TAKE_PROFIT');
    expect(r.state.closeCode).toBe('BOT_CLOSE_CODE_ROUND_TAKE_PROFIT');
    expect(r.state.position.side).toBeNull();
    expect(r.state.wallet).toBeGreaterThan(r.state.deposits);
    identity(r.state);
  });

  it('stops at the stop loss: the total PnL at its threshold is at most −sl × total margin, a tick before it was not', () => {
    const { state } = created({ ...input, slPercent: '0.05', addPositionNum: 1 });
    const r = stepMartingale(state, { last: pts(150_000) });
    expect(r.state.stopType).toBe('F_MART_BOT_STOP_TYPE_STOP_TYPE_STOP_LOSS');
    expect(r.state.closeCode).toBe('BOT_CLOSE_CODE_CANCELED_AUTO_SL');
    const sl = r.state.closeTicks;
    // before the close: the opening fills' lots, cost and fees; PnL(P) = (lots × P − cost) × u − fees, u = 1 here
    const round = r.events.find((e) => e.type === 'round_closed');
    if (round?.type !== 'round_closed') throw new Error('no round');
    const opening = round.round.fills.filter((f) => f.kind !== 'stop_loss');
    const lots = opening.reduce((a, f) => a + f.lots, 0);
    const cost = opening.reduce((a, f) => a + f.priceTicks * f.lots, 0);
    const fees = opening.reduce((a, f) => a + f.fee, 0);
    const pnl = (p: number) => lots * p - cost - fees;
    expect(pnl(sl) * 100).toBeLessThanOrEqual(-5 * 1000 * U);
    expect(pnl(sl + 1) * 100).toBeGreaterThan(-5 * 1000 * U);
    identity(r.state);
  });

  it('is liquidated when the mark reaches the trigger, even while the last price stays put', () => {
    const { state } = created();
    const r = stepMartingale(state, { marks: pts(181_001, 181_000) });
    expect(types(r.events)).toEqual(['order_cancelled', 'order_cancelled', 'liquidated', 'round_closed', 'closed', 'status']);
    expect(cancelReasons(r.events)).toEqual(['add:bot_closed', 'take_profit:bot_closed']);
    expect(r.state.stopType).toBe('F_MART_BOT_STOP_TYPE_STOP_TYPE_LIQUIDATION');
    expect(r.state.closeCode).toBe('BOT_CLOSE_CODE_CANCELED_AUTO_LIQUIDATION');
    // the position's whole margin is lost; the add's reserve is back in the wallet
    expect(r.state.wallet).toBe(1000 * U - 680_000 - 3740);
    expect(r.state.reserved).toBe(0);
    identity(r.state);
  });

  it('settles funding on the open position (not at an instant at or before its opening), into the round and the TP', () => {
    const { state } = created({ ...input }, 28_800_000);
    const before = state.tpOrder!.priceTicks;
    const r = stepMartingale(state, { funding: [{ time: 28_800_000, rateE8: 10_000, markTicks: 200_000 }, { time: 57_600_000, rateE8: 100_000, markTicks: 200_000 }] });
    const f = r.events.filter((e) => e.type === 'funding');
    expect(f).toHaveLength(1);
    // 0.034 × 20,000 × 0.1 % = 0.68 USDT paid by the long
    expect(r.state.round!.funding).toBe(-6800);
    expect(r.state.position.funding).toBe(-6800);
    expect(r.state.tpOrder!.priceTicks).toBeGreaterThan(before);
    identity(r.state);
    // the same fix again is not settled twice
    expect(stepMartingale(r.state, { funding: [{ time: 57_600_000, rateE8: 100_000, markTicks: 200_000 }] }).events).toEqual([]);
  });

  it('walks funding, then the last price, then the mark at an equal time', () => {
    const { state } = created();
    const r = stepMartingale(state, { marks: [{ time: 28_800_000, priceTicks: 181_000 }], last: [{ time: 28_800_000, priceTicks: 196_000 }], funding: [{ time: 28_800_000, rateE8: 10_000, markTicks: 200_000 }] });
    // funding on 34 lots, the add fills, and the mark then finds the bigger position's trigger (178,587) not reached
    const order = types(r.events);
    expect(order[0]).toBe('funding');
    expect(order.indexOf('order_filled')).toBeGreaterThan(0);
    expect(r.state.status).toBe('RUNNING');
    expect(r.state.position.lots).toBe(102);
  });

  it('stops with ORDER_COST when funding paid has left too little to reserve the next add', () => {
    const { state } = created();
    const r = stepMartingale(state, { funding: [{ time: 28_800_000, rateE8: 100_000_000, markTicks: 200_000 }], last: [{ time: 28_800_001, priceTicks: 196_000 }] });
    expect(r.state.stopType).toBe('F_MART_BOT_STOP_TYPE_STOP_TYPE_ORDER_COST');
    expect(r.state.closeCode).toBe('BOT_CLOSE_CODE_CANCELED_AUTO');
    expect(r.state.position.side).toBeNull();
    const round = r.events.find((e) => e.type === 'round_closed');
    expect(round?.type === 'round_closed' && round.round.end).toBe('closed');
    identity(r.state);
  });

  it('waits for its entry price, then opens there', () => {
    const { state, events } = created({ ...input, entryPrice: '19000' });
    expect(state.status).toBe('AWAIT_ACTIVATION');
    expect(types(events)).toEqual(['status']);
    const r = stepMartingale(state, { last: pts(195_000, 185_000) });
    expect(r.events[0]).toEqual({ type: 'entry_triggered', time: 2000, priceTicks: 190_000 });
    expect(r.state.round).toMatchObject({ startTicks: 190_000, baseLots: planMartingale(input, btc, 190_000).baseLots });
    // the price went on to 18,500: the first add (18,620) filled on the way
    expect(r.state.round!.adds).toBe(1);
  });

  it('shorts: adds above the average, takes profit below it', () => {
    const { state } = created({ ...input, mode: 'short' });
    expect(state.addOrder!.priceTicks).toBe(204_000);
    const r = stepMartingale(state, { last: pts(205_000, 190_000) });
    const fills = r.events.flatMap((e) => (e.type === 'order_filled' ? [e.fill] : []));
    expect(fills.slice(0, 3).map((f) => [f.kind, f.side])).toEqual([
      ['add', 'sell'],
      ['take_profit', 'buy'],
      ['initial', 'sell'],
    ]);
    expect(fills[0].priceTicks).toBe(204_000);
    // the filled add re-prices the take profit; the round's take profit ends the round and its next add goes with it
    expect(cancelReasons(r.events).slice(0, 2)).toEqual(['take_profit:replaced', 'add:round_ended']);
    // the round's TP lies below its average (about 20,135) and the next round opens where it filled
    expect(fills[1].priceTicks).toBeLessThan(201_350);
    expect(fills[2].priceTicks).toBe(fills[1].priceTicks);
    identity(r.state);
  });

  it('closes at market for its owner (orders cancelled), and refuses to close twice', () => {
    const { state } = created();
    const r = closeMartingale(state, { priceTicks: 199_000, time: 5000 });
    expect(types(r.events)).toEqual(['order_cancelled', 'order_cancelled', 'order_filled', 'round_closed', 'closed', 'status']);
    expect(cancelReasons(r.events)).toEqual(['add:bot_closed', 'take_profit:bot_closed']);
    expect(r.state).toMatchObject({ status: 'COMPLETED', stopType: 'F_MART_BOT_STOP_TYPE_STOP_TYPE_BY_USER', closeCode: 'BOT_CLOSE_CODE_CANCELED_MANUALLY', closeTicks: 199_000 });
    identity(r.state);
    expect(() => closeMartingale(r.state, { priceTicks: 199_000, time: 6000 })).toThrow(EngineStateError);
    const banned = closeMartingale(state, { priceTicks: 199_000, time: 5000, stopType: 'F_MART_BOT_STOP_TYPE_STOP_TYPE_USER_BANNED' });
    expect(banned.state.closeCode).toBe('BOT_CLOSE_CODE_USER_BANNED');
    const delisted = closeMartingale(created({ ...input, entryPrice: '19000' }).state, { priceTicks: 199_000, time: 5000, stopType: 'F_MART_BOT_STOP_TYPE_STOP_TYPE_SYMBOL_OFFLINE' });
    expect(types(delisted.events)).toEqual(['closed', 'status']);
    expect(delisted.state.closeCode).toBe('BOT_CLOSE_CODE_SYMBOL_DELIST');
  });

  it('is pure: the input state is not changed', () => {
    const { state } = created();
    const copy = JSON.stringify(state);
    stepMartingale(state, { last: pts(195_000, 203_000), marks: pts(195_000) });
    closeMartingale(state, { priceTicks: 199_000, time: 5000 });
    updateMartingale(state, { addMargin: '10' }, 1000);
    expect(JSON.stringify(state)).toBe(copy);
  });
});

describe('update-fmart-bot', () => {
  it('changes the round TP at once (the take profit is re-placed), the SL and auto-cycle, and adds margin into the position', () => {
    const { state } = created();
    const r = updateMartingale(state, { roundTpPercent: '0.2', slPercent: '0.3', autoCycle: false, addMargin: '50' }, 7000);
    if (!r.ok) throw new Error(r.check_code);
    expect(r.state.config).toMatchObject({ roundTp: { num: 2, den: 10 }, sl: { num: 3, den: 10 }, autoCycle: false });
    expect(r.state.modifiedAt).toBe(7000);
    expect(r.state.tpOrder!.priceTicks).toBeGreaterThan(state.tpOrder!.priceTicks);
    expect(r.state.deposits).toBe(1050 * U);
    expect(r.state.position.margin).toBe(state.position.margin + 50 * U);
    expect(r.state.position.liqTicks).toBeLessThan(state.position.liqTicks);
    expect(types(r.events)).toEqual(['settings_changed', 'margin_added', 'order_cancelled', 'order_placed']);
    expect(cancelReasons(r.events)).toEqual(['take_profit:replaced']);
    identity(r.state);
    const again = updateMartingale(r.state, { slPercent: '' }, 8000);
    expect(again.ok && again.state.config.sl).toBeNull();
  });

  it('refuses what it cannot do', () => {
    const { state } = created();
    expect(validateMartingaleUpdate(state, {})).toBe('F_MART_LIMIT_CHECK_CODE_F_MART_PARAMETERS_NOT_CHANGED');
    expect(validateMartingaleUpdate(state, { roundTpPercent: '0.1', autoCycle: true })).toBe('F_MART_LIMIT_CHECK_CODE_F_MART_PARAMETERS_NOT_CHANGED');
    expect(validateMartingaleUpdate(state, { roundTpPercent: '2' })).toBe('F_MART_LIMIT_CHECK_CODE_F_MART_ROUND_TARGET_TP_PERCENT_TOO_HIGH');
    expect(validateMartingaleUpdate(state, { addMargin: '0' })).toBe('F_MART_LIMIT_CHECK_CODE_F_MART_ADD_MARGIN_TOO_LOW');
    expect(validateMartingaleUpdate(state, { slPercent: '0.001' })).toBe('F_MART_LIMIT_CHECK_CODE_F_MART_SL_PER_TOO_LOW');
    // 5 % down with the base and its add open: the total PnL is already below −2 % of the margin, an SL there would fire at once
    const down = stepMartingale(created({ ...input, addPositionNum: 1, leverage: '5' }).state, { last: pts(190_000) }).state;
    expect(validateMartingaleUpdate(down, { slPercent: '0.02' })).toBe('F_MART_LIMIT_CHECK_CODE_F_MART_SL_PER_TOO_LOW');
    expect(validateMartingaleUpdate(down, { slPercent: '0.5' })).toBe('F_MART_LIMIT_CHECK_CODE_F_MART_CHECK_CODE_SUCCESS_UNSPECIFIED');
    const done = closeMartingale(state, { priceTicks: 200_000, time: 1 }).state;
    expect(validateMartingaleUpdate(done, { addMargin: '1' })).toBe('F_MART_LIMIT_CHECK_CODE_F_MART_BOT_NOT_RUNNING');
  });

  it('puts margin added while awaiting activation in the wallet', () => {
    const r = updateMartingale(created({ ...input, entryPrice: '19000' }).state, { addMargin: '10' }, 1);
    if (!r.ok) throw new Error(r.check_code);
    expect(r.events).toEqual([{ type: 'margin_added', time: 1, amount: 10 * U, result: null }]);
    expect(r.state.wallet).toBe(1010 * U);
  });
});

describe('FM-4 figures', () => {
  it('reports money in the quote coin, fractions, and times in seconds', () => {
    const { state } = created(input, 1_700_000_000_000);
    const s = stepMartingale(state, { last: [{ time: 1_700_000_060_000, priceTicks: 195_000 }], marks: [{ time: 1_700_000_060_000, priceTicks: 195_500 }] }).state;
    const f = martingaleMetrics(s, { now: 1_700_000_120_000 });
    expect(f).toMatchObject({
      bot_display_status: 'F_MART_BOT_DISPLAY_STATUS_RUNNING',
      fmart_mode: 'F_MART_MODE_MARTINGALE_MODE_LONG',
      leverage: '10',
      single_round_target_profit_per: '0.1',
      add_pos_num: '3',
      add_pos_per: '2',
      price_float_per: '0.02',
      entry_price: '',
      sl_per: '',
      total_margin: '1000',
      completed_rounds: 0,
      current_round: 1,
      current_added_pos_num: 1,
      pos_size: '0.102',
      avg_pos_price: '19733.333',
      mark_price: '19550',
      current_price: '19500',
      auto_cycle: 'AUTO_CYCLE_TOGGLE_AUTO_CYCLE_TOGGLE_ENABLE',
      stop_type: 'F_MART_BOT_STOP_TYPE_STOP_TYPE_UNKNOWN_UNSPECIFIED',
      close_code: 'BOT_CLOSE_CODE_UNKNOWN',
      create_time: '1700000000',
      operation_time: '120',
      running_duration: '120',
      end_time: '0',
      next_add_price: '19338.6',
      estimated_liq_price: '17858.7',
      base_size: '0.034',
    });
    // pnl = realized + unrealized + funding, and = equity − total margin
    const dec = (x: string) => Math.round(Number(x) * U);
    expect(dec(f.pnl)).toBe(dec(f.realized_pnl) + dec(f.unrealized_pnl) + dec(f.net_funding_fee));
    expect(dec(f.pos_balance) + dec(f.order_balance) + dec(f.available_balance) + dec(f.unrealized_pnl) - dec(f.total_margin)).toBe(dec(f.pnl));
  });
});

describe('stop types and close codes', () => {
  it('are the API lists, each stop type mapped to a unified close code', () => {
    expect(MARTINGALE_STOP_TYPES.map((t) => t.replace('F_MART_BOT_STOP_TYPE_STOP_TYPE_', ''))).toEqual([
      'INIT_ERROR', 'BY_USER', 'LIQUIDATION', 'SYMBOL_OFFLINE', 'STOP_LOSS', 'SYSTEM', 'USER_BANNED', 'ROUND_TAKE_PROFIT', 'ORDER_COST', 'REDUCE_ONLY', 'BUST_PRICE', 'NEGATIVE_ARBITRAGE', 'COMPLIANCE', 'ADL',
    ]);
    expect(MARTINGALE_CLOSE_CODE).toMatchObject({
      F_MART_BOT_STOP_TYPE_STOP_TYPE_INIT_ERROR: 'BOT_CLOSE_CODE_FAILED_INITIATION',
      F_MART_BOT_STOP_TYPE_STOP_TYPE_BY_USER: 'BOT_CLOSE_CODE_CANCELED_MANUALLY',
      F_MART_BOT_STOP_TYPE_STOP_TYPE_LIQUIDATION: 'BOT_CLOSE_CODE_CANCELED_AUTO_LIQUIDATION',
      F_MART_BOT_STOP_TYPE_STOP_TYPE_SYMBOL_OFFLINE: 'BOT_CLOSE_CODE_SYMBOL_DELIST',
      F_MART_BOT_STOP_TYPE_STOP_TYPE_STOP_LOSS: 'BOT_CLOSE_CODE_CANCELED_AUTO_SL',
      F_MART_BOT_STOP_TYPE_STOP_TYPE_ROUND_TAKE_PROFIT: 'BOT_CLOSE_CODE_ROUND_TAKE_PROFIT',
      F_MART_BOT_STOP_TYPE_STOP_TYPE_ORDER_COST: 'BOT_CLOSE_CODE_CANCELED_AUTO',
    });
    expect(LIQ_NEVER).toBeGreaterThan(2 ** 31 - 1);
  });
});

describe('a round played for a base size past the risk limit', () => {
  // five tiers: 100× to 2M USDT, then 50×, 33×… — a 5× long round of 1 + 2 + 4 + 8 + 16 bases reaches the tiers that refuse it
  const c = compileContract(btcPerpRules(5));
  const spec: RoundSpec = { mode: 'long', leverageE2: 5000, priceFloat: { num: 1, den: 100 }, addMultiplier: { num: 2, den: 1 }, maxAdds: 4, roundTp: { num: 1, den: 100 } };
  const start = 900_000;

  it('is refused at the order whose fill the exchange refuses, with the leverage that order’s tier allows', () => {
    let refusals = 0;
    for (const base of [1, 500, 2_000, 3_000, 3_600, 3_700, 5_000, 20_000, 100_000, 600_000]) {
      const sim = simulateRound(c, spec, start, base);
      if (sim.ok) {
        // every order of a round played whole is a fill the position accepts
        expect(sim.steps).toHaveLength(spec.maxAdds + 1);
        continue;
      }
      expect(sim.why).toBe('risk_limit');
      refusals += 1;
      // the orders before the refused one, played as fills, then the refused one on that position
      const before = sim.index === 0 ? undefined : simulateRound(c, { ...spec, maxAdds: sim.index - 1 }, start, base);
      if (before && !before.ok) throw new Error('the orders before the refused one were refused');
      const lots = sim.index === 0 ? base : addLots(base, spec.addMultiplier, sim.index);
      const fill = { side: 'buy' as const, ticks: sim.priceTicks, lots, liquidity: sim.index === 0 ? ('taker' as const) : ('maker' as const) };
      let thrown: unknown;
      try {
        estimateLiquidation(c, spec.leverageE2, [fill], before ? { start: before.steps[before.steps.length - 1].position } : {});
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(FuturesError);
      expect((thrown as FuturesError).code).toBe('RISK_LIMIT');
      expect(sim.maxLeverageE2).toBe((thrown as FuturesError).maxLeverageE2);
    }
    // the sizes above span both sides of the limit
    expect(refusals).toBeGreaterThanOrEqual(3);
  });
});
