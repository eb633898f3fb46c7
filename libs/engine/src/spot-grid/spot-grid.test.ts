import { checkOrder, ticksToPrice } from '../core/rules';
import { addInvestment, closeSpotGrid, createSpotGrid, modifySpotGrid, spotGridMetrics, stepSpotGrid, validateSpotGridUpdate, withdrawProfit, withdrawableProfit } from './spot-grid';
import { validateSpotGrid } from './validate';
import { type SpotGridEvent, type SpotGridInput, type SpotGridState, type SpotMarket, SPOT_CLOSE_CODE } from './types';
import { SMALL_BTC_SPOT } from '../testing/fixtures';
import { checkCases } from '../testing/check-cases';

const market: SpotMarket = SMALL_BTC_SPOT;
const base: SpotGridInput = { minPrice: '90', maxPrice: '110', cellNumber: 4, investMode: 'quote', quoteInvestment: '1000' };

function created(input: Partial<SpotGridInput> = {}, m: SpotMarket = market): { state: SpotGridState; events: readonly SpotGridEvent[] } {
  const r = createSpotGrid({ ...base, ...input }, m, 1_000);
  if (!r.ok) throw new Error(`create failed: ${r.validation.check_code}`);
  return r;
}
const move = (s: SpotGridState, ...prices: number[]) => stepSpotGrid(s, prices.map((p, i) => ({ time: 2_000 + i * 1_000, priceTicks: p })));
const of = <T extends SpotGridEvent['type']>(events: readonly SpotGridEvent[], type: T) => events.filter((e): e is Extract<SpotGridEvent, { type: T }> => e.type === type);

describe('validateSpotGrid', () => {
  it('accepts a sound grid and reports ranges', () => {
    const v = validateSpotGrid(base, market);
    expect(v.check_code).toBe('SPOT_CHECK_CODE_SUCCESS_UNSPECIFIED');
    expect(v.cell_distance).toBe('5');
    expect(v.cell_number.from).toBe('2');
    expect(Number(v.cell_number.to)).toBeGreaterThan(4);
    expect(v.min_price).toEqual({ from: '10', to: '109.98' });
    expect(v.take_profit).toEqual({ from: '110.01', to: '' });
    expect(v.stop_loss).toEqual({ from: '0.01', to: '89.99' });
    // per-grid profit: top cell 5/105 − 0.001·(1 + 110/105) = 0.0455714…, bottom 5/90 − 0.001·(1 + 95/90) = 0.0535…
    expect(v.profit.from).toBe('0.045571');
    expect(v.profit.to).toBe('0.0535');
    expect(Number(v.investment.from)).toBeGreaterThan(0);
  });

  const trailing = { enableTrailing: true, cellNumber: 5 };
  it.each(
    checkCases<Partial<SpotGridInput>>('SPOT_CHECK_CODE_', {
      bounded: {
        LOW_PRICE: [{ minPrice: '5' }, { minPrice: '109.99' }],
        HIGH_PRICE: [null, { maxPrice: '1001' }],
        GRID_NO: [{ cellNumber: 1 }, { cellNumber: 199 }],
        INVESTMENT: [{ quoteInvestment: '0.5' }, { quoteInvestment: '100000000' }],
        EP: [null, { entryPrice: '2000' }],
        TP: [{ takeProfitPrice: '105' }, { tpSlType: 'percent', takeProfitPercent: '11' }],
        SL: [null, [{ stopLossPrice: '95' }, { tpSlType: 'percent', stopLossPercent: '0.995' }]],
        TS_PERCENT: [{ tsPercent: '0.0005' }, { tsPercent: '0.995' }],
        LIMIT_UP_PRICE: [{ ...trailing, limitUpPrice: '111' }, { ...trailing, limitUpPrice: '1000.01' }],
      },
      other: {
        TP_TOO_LOW_THAN_MARKET: { takeProfitPrice: '99' },
        SL_TOO_HIGH_THAN_MARKET: { stopLossPrice: '101' },
        CAN_NOT_ENABLE_TRAILING_UP: { enableTrailing: true },
        ENTRY_PRICE_FORBIDDEN_TRAILING_UP: { ...trailing, entryPrice: '120' },
        LAST_PRICE_FORBIDDEN_TRAILING_UP: { ...trailing, minPrice: '101', maxPrice: '120' },
      },
    }),
  )('%o → %s', (patch, code) => {
    expect(validateSpotGrid({ ...base, ...patch }, market).check_code).toBe(code);
  });

  it('refuses trailing up when the lowest cell could not buy a valid order at the cap', () => {
    const coarse = { ...market, rules: { ...market.rules, minNotional: '1.5' } };
    const input = { ...base, cellNumber: 5, enableTrailing: true, quoteInvestment: '9', limitUpPrice: '1000' };
    expect(validateSpotGrid(input, coarse).check_code).toBe('SPOT_CHECK_CODE_INVESTMENT_FORBIDDEN_TRAILING_UP');
    expect(validateSpotGrid({ ...input, limitUpPrice: '120' }, coarse).check_code).toBe('SPOT_CHECK_CODE_SUCCESS_UNSPECIFIED');
  });

  it('throws a named input error for malformed values and creates nothing', () => {
    expect(() => validateSpotGrid({ ...base, minPrice: 'ninety' }, market)).toThrow(/min_price/);
    expect(() => validateSpotGrid({ ...base, minPrice: '90.001' }, market)).toThrow(/tick size/);
    expect(() => validateSpotGrid({ ...base, investMode: 'base' }, market)).toThrow(/base_investment/);
    expect(createSpotGrid({ ...base, cellNumber: 1 }, market, 0).ok).toBe(false);
  });
});

describe('createSpotGrid', () => {
  it('buys the base the sell side needs at market and places one order per level but the nearest', () => {
    const { state, events } = created();
    const placed = of(events, 'order_placed');
    expect(placed).toHaveLength(4);
    // price 100 sits on level 2: buys at 90 and 95, sells at 105 and 110, nothing at 100
    expect(placed.map((e) => [e.side, e.priceTicks])).toEqual([
      ['buy', 9_000],
      ['buy', 9_500],
      ['sell', 10_500],
      ['sell', 11_000],
    ]);
    const [buy] = of(events, 'order_filled');
    expect(buy).toMatchObject({ side: 'buy', orderType: 'market', priceTicks: 10_000, lots: 2 * state.qty[0] });
    expect(buy.fee).toBe(Math.ceil(buy.notional * 0.002));
    expect(state.status).toBe('RUNNING');
    expect(state.gap).toBe(2);
    expect(new Set(state.qty).size).toBe(1);
  });

  it('books the exact profit of a round trip, net of both maker fees', () => {
    const { state } = created();
    const q = state.qty[1];
    const down = move(state, 9_500); // buy at 95 fills
    expect(of(down.events, 'order_filled').map((e) => [e.side, e.priceTicks])).toEqual([['buy', 9_500]]);
    expect(of(down.events, 'order_placed').map((e) => [e.side, e.priceTicks])).toEqual([['sell', 10_000]]);
    const up = move(down.state, 10_000);
    const [profit] = of(up.events, 'grid_profit');
    // units: ticks × lots (tick 0.01, lot 0.001 → 1e-5 USDT)
    const sellN = 10_000 * q;
    const buyN = 9_500 * q;
    expect(profit.amount).toBe(sellN - Math.ceil(sellN * 0.001) - (buyN + Math.ceil(buyN * 0.001)));
    expect(up.state.arbitrageCount).toBe(1);
    expect(up.state.gridProfit).toBe(profit.amount);
    expect(withdrawableProfit(up.state, 10_000)).toBeGreaterThan(0);
  });

  it('prices an initial market buy that must be split as the orders it becomes (never spends what it does not have)', () => {
    // maxQty 5 lots: the 10 lots the sells need are bought in two orders, each fee rounded up
    const split: SpotMarket = { ...market, lastPrice: '50', rules: { tickSize: '0.01', lotSize: '1', minQty: '1', maxQty: '5', minNotional: '0', makerFee: '0', takerFee: '0.001' } };
    const input = { minPrice: '50', maxPrice: '50.03', cellNumber: 2, entryPrice: '50.01', quoteInvestment: '500.61' };
    // 500.61 USDT is what 5 lots per cell cost as one order (10 × 50.01 + fee 0.51); as two orders the fees are
    // 0.26 + 0.26, which left the bot at −0.01 USDT: priced as executed, it starts with 4 per cell instead
    const go = move(created(input, split).state, 5_001);
    const buys = of(go.events, 'order_filled');
    expect(buys.map((e) => [e.lots, e.fee])).toEqual([
      [4, 21],
      [4, 21],
    ]);
    expect(go.state).toMatchObject({ status: 'RUNNING', qty: [4, 4], baseInSells: 8 });
    expect(go.state.quoteFree).toBeGreaterThanOrEqual(0);
    expect(go.state.quoteFree + go.state.quoteInBuys + go.state.profitHeld).toBe(50_061 - 2 * (20_004 + 21));
  });

  it('sizes cells so that every order of the grid\'s life is valid, not only those placed at the start', () => {
    // 1 USDT minimum: at 111.26 9 lots (0.999 × …) suffice, but the counter buy at 111.00 needs 10
    const m: SpotMarket = { ...market, lastPrice: '111.12', rules: { tickSize: '0.01', lotSize: '0.001', minQty: '0.001', maxQty: '5', minNotional: '1', makerFee: '0', takerFee: '0.001' } };
    const input = { minPrice: '111', maxPrice: '111.52', cellNumber: 2 };
    const v = validateSpotGrid({ ...input, quoteInvestment: '0' }, m);
    const start = created({ ...input, quoteInvestment: v.investment.from }, m);
    expect(start.state.gap).toBe(0); // 111.12 is nearest 111.00: both cells start as sells
    expect(start.state.qty).toEqual([10, 10]);
    const up = move(start.state, 11_126);
    const placed = of(up.events, 'order_placed');
    expect(placed.map((e) => [e.side, e.priceTicks, e.lots])).toEqual([['buy', 11_100, 10]]);
    expect(placed.every((e) => checkOrder(up.state.market, e.priceTicks, e.lots) === null)).toBe(true);
  });

  it('waits for the entry price, then starts there', () => {
    const { state, events } = created({ entryPrice: '97' });
    expect(state.status).toBe('AWAIT_ACTIVATION');
    expect(of(events, 'order_placed')).toHaveLength(0);
    const still = move(state, 9_800, 10_200);
    expect(still.state.status).toBe('AWAIT_ACTIVATION');
    const go = move(state, 9_600, 9_000);
    expect(of(go.events, 'entry_triggered')[0].priceTicks).toBe(9_700);
    expect(go.state.status).toBe('RUNNING');
    // started at 97 (nearest level 95 has no order), then the walk down to 90 fills the buy at 90
    expect(of(go.events, 'order_filled').filter((e) => e.orderType === 'limit').map((e) => e.priceTicks)).toEqual([9_000]);
  });

  it('closes on TP price, SL price and trailing stop with the spec reasons and codes', () => {
    const tp = move(created({ takeProfitPrice: '111' }).state, 11_200);
    expect(tp.state).toMatchObject({ status: 'COMPLETED', closeReason: 'CLOSED_TAKE_PROFIT', closeCode: 'BOT_CLOSE_CODE_CANCELED_AUTO_TP', settledBase: 0 });
    expect(of(tp.events, 'order_filled').map((e) => e.priceTicks)).toEqual([10_500, 11_000]);
    const sl = move(created({ stopLossPrice: '85' }).state, 8_000);
    expect(sl.state).toMatchObject({ closeReason: 'CLOSED_STOP_LOSS', closeCode: 'BOT_CLOSE_CODE_CANCELED_AUTO_SL', settledBase: 0 });
    const sellAtStop = of(sl.events, 'order_filled').pop()!;
    expect(sellAtStop).toMatchObject({ side: 'sell', orderType: 'market', priceTicks: 8_500 });
    const ts = move(created({ tsPercent: '0.05' }).state, 10_800, 10_300, 10_200);
    expect(move(created({ tsPercent: '0.05' }).state, 10_800, 10_300).state.status).toBe('RUNNING');
    expect(ts.state).toMatchObject({ status: 'COMPLETED', closeReason: 'CLOSED_TRAILING_STOP', closeCode: 'BOT_CLOSE_CODE_TRAILING_STOP' });
    expect(of(ts.events, 'closed')[0]).toMatchObject({ reason: 'CLOSED_TRAILING_STOP' });
    expect(of(ts.events, 'order_filled').pop()!.priceTicks).toBe(Math.floor(10_800 * 0.95));
  });

  it('closes on percent TP / SL of the total PnL', () => {
    const tp = move(created({ tpSlType: 'percent', takeProfitPercent: '0.01' }).state, 11_000);
    expect(tp.state.closeReason).toBe('CLOSED_TAKE_PROFIT');
    // the PnL reached +1 % of 1000 USDT (1e8 quote units) when it fired; then the market sell paid its taker fee
    const closingFee = of(tp.events, 'order_filled').pop()!.fee;
    expect(tp.state.settledQuote - tp.state.investmentValue + closingFee).toBeGreaterThanOrEqual(1_000_000);
    const sl = move(created({ tpSlType: 'tp_price_sl_percent', takeProfitPrice: '120', stopLossPercent: '0.05' }).state, 5_000);
    expect(sl.state.closeReason).toBe('CLOSED_STOP_LOSS');
  });

  it('trails up: the lowest buy moves above the old top, capped by the limit-up price', () => {
    const { state } = created({ cellNumber: 5, enableTrailing: true, limitUpPrice: '118' });
    const r = move(state, 12_500);
    const shifts = of(r.events, 'trailing_up');
    expect(shifts.map((e) => e.maxTicks)).toEqual([11_400, 11_800]);
    // each shift took the lowest buy off the book: kept in the order history as cancelled because the grid moved
    expect(of(r.events, 'order_cancelled').map((e) => e.reason)).toEqual(['grid_moved', 'grid_moved']);
    expect(r.state.levels).toEqual([9_800, 10_200, 10_600, 11_000, 11_400, 11_800]);
    expect(r.state.status).toBe('RUNNING');
  });

  it('maps every close reason to the spot table\'s close code (no delisted or banned code there)', () => {
    expect(SPOT_CLOSE_CODE).toEqual({
      CLOSED_MANUALLY: 'BOT_CLOSE_CODE_CANCELED_MANUALLY',
      CLOSED_FAILED_INITIATION: 'BOT_CLOSE_CODE_FAILED_INITIATION',
      CLOSED_SYMBOL_DELISTED: 'BOT_CLOSE_CODE_CANCELED_AUTO',
      CLOSED_STOP_LOSS: 'BOT_CLOSE_CODE_CANCELED_AUTO_SL',
      CLOSED_TAKE_PROFIT: 'BOT_CLOSE_CODE_CANCELED_AUTO_TP',
      CLOSED_USER_BAN: 'BOT_CLOSE_CODE_CANCELED_AUTO',
      CLOSED_TRAILING_STOP: 'BOT_CLOSE_CODE_TRAILING_STOP',
      // a change of tax identity to or from IND-GST (bots/compliance.ts sweep): the unified code of its own
      CLOSE_TAX_TAG_CHANGE: 'BOT_CLOSE_CODE_TAX_TAG_CHANGE',
    });
  });

  it('settles by close mode: quote, base, as held; delisting never converts', () => {
    const { state } = created();
    const q = closeSpotGrid(state, { mode: 'quote', priceTicks: 10_000, time: 5 });
    expect(new Set(of(q.events, 'order_cancelled').map((e) => e.reason))).toEqual(new Set(['bot_closed']));
    expect(of(q.events, 'order_cancelled')).toHaveLength(state.qty.length);
    expect(q.state).toMatchObject({ status: 'COMPLETED', closeReason: 'CLOSED_MANUALLY', closeCode: 'BOT_CLOSE_CODE_CANCELED_MANUALLY', settledBase: 0, closeMode: 'quote' });
    const b = closeSpotGrid(state, { mode: 'base', priceTicks: 10_000, time: 5 });
    expect(b.state.settledBase).toBeGreaterThan(0);
    expect(b.state.settledQuote * 1).toBeLessThan(10_000 * 1); // dust below one lot's cost stays quote
    const held = closeSpotGrid(state, { mode: 'base_and_quote', priceTicks: 10_000, time: 5 });
    expect(of(held.events, 'order_filled')).toHaveLength(0);
    expect(held.state.settledBase).toBe(2 * state.qty[0]);
    const bit = closeSpotGrid(state, { mode: 'bit', priceTicks: 10_000, time: 5 });
    expect(bit.state.settledBase).toBe(0); // quote-funded → quote
    const delisted = closeSpotGrid(state, { mode: 'quote', reason: 'CLOSED_SYMBOL_DELISTED', priceTicks: 10_000, time: 5 });
    expect(delisted.state.settledBase).toBe(2 * state.qty[0]);
    expect(() => closeSpotGrid(q.state, { mode: 'quote', priceTicks: 1, time: 6 })).toThrow(/already completed/);
    expect(state.status).toBe('RUNNING'); // inputs untouched
  });

  it('withdraws profit, adds investment and modifies TP/SL while running', () => {
    let s = move(created().state, 9_500, 10_000).state;
    const w = withdrawableProfit(s, 10_000);
    expect(() => withdrawProfit(s, w + 1, 10_000, 9)).toThrow(/withdrawable/);
    s = withdrawProfit(s, w, 10_000, 9).state;
    expect(s.withdrawn).toBe(w);
    expect(withdrawableProfit(s, 10_000)).toBe(0);
    const before = s.qty[0];
    const added = addInvestment(s, { quote: '500' }, 10_000, 10);
    expect(added.ok).toBe(true);
    if (added.ok) {
      expect(added.state.qty.every((x) => x > before)).toBe(true);
      // every order re-placed at its new size: the old ones are cancelled as replaced
      expect(of(added.events, 'order_cancelled').map((e) => e.reason)).toEqual(added.state.qty.map(() => 'replaced'));
      expect(added.state.gridProfit).toBe(s.gridProfit);
    }
    expect(addInvestment(s, { quote: '0.00001' }, 10_000, 10)).toEqual({ ok: false, check_code: 'SPOT_CHECK_CODE_ADD_INVESTMENT_TOO_LOW' });
    expect(validateSpotGridUpdate(s, {}, 10_000)).toBe('SPOT_CHECK_CODE_PARAMETERS_NOT_CHANGED');
    expect(validateSpotGridUpdate(s, { takeProfitPrice: '99' }, 10_000)).toBe('SPOT_CHECK_CODE_TP_TOO_LOW_THAN_MARKET');
    expect(validateSpotGridUpdate(s, { stopLossPrice: '101' }, 10_000)).toBe('SPOT_CHECK_CODE_SL_TOO_HIGH_THAN_MARKET');
    const mod = modifySpotGrid(s, { takeProfitPrice: '150', stopLossPrice: '50' }, 10_000);
    expect(mod.ok && mod.state.config.tpTicks).toBe(15_000);
    expect(mod.ok && move(mod.state, 4_900).state.closeReason).toBe('CLOSED_STOP_LOSS');
  });

  it('reports grid profit, floating and total PnL side by side, with APR', () => {
    const s = move(created().state, 9_500, 10_000, 9_500, 10_000).state;
    const m = spotGridMetrics(s, 10_000, 1_000 + 60 * 60_000);
    expect(Number(m.grid_profit)).toBeGreaterThan(0);
    expect(Number(m.total_profit)).toBeCloseTo(Number(m.grid_profit) + Number(m.floating_profit), 8);
    expect(m.arbitrage_num).toBe(2);
    expect(Number(m.grid_apr)).toBeCloseTo((Number(m.grid_profit) / 1000) * (525_600 / 60), 4);
    expect(Number(m.profit_per_grid.from)).toBeLessThan(Number(m.profit_per_grid.to));
    expect(ticksToPrice(s.market, m.max_price_ticks)).toBe('110');
  });
});
