import { EngineInputError } from '../core/rules';
import { unitsToDecimal } from '../core/decimal';
import { EngineStateError } from '../common/errors';
import { closeCombo, comboMetrics, createCombo, estimateComboLegs, modifyComboSetting, rebalanceCombo, stepCombo, transferCombo } from './combo';
import { COMBO_CONTRACTS as C, COMBO_PRICES as P, comboInput } from './fixtures';
import { validateCombo } from './validate';
import { type ComboEvent, type ComboInput, type ComboRebalance, type ComboState, COMBO_LIMIT_CHECK_CODES } from './types';

const T0 = Date.UTC(2024, 0, 1);

function create(input: ComboInput = comboInput()): { state: ComboState; events: readonly ComboEvent[] } {
  const r = createCombo(input, C, P, T0);
  if (!r.ok) throw new Error(`refused: ${r.limits.checkCode}`);
  return r;
}

/** wallet + Σ margin = deposits + Σ (realised − fees + funding − insurance), in bot units. */
function ledgerHolds(s: ComboState): void {
  let lhs = s.wallet;
  let rhs = s.deposits;
  for (const l of s.legs) {
    const p = l.position;
    lhs += p.margin * l.unitFactor;
    rhs += (p.realisedPnl - p.fees + p.funding - p.insurance) * l.unitFactor;
  }
  expect(lhs).toBe(rhs);
}

/** A last point and a mark point of one symbol at one time. */
function at(symbol: string, time: number, ticks: number, mark = ticks) {
  return { [symbol]: { last: [{ time, priceTicks: ticks }], marks: [{ time, priceTicks: mark }] } };
}

const rebalances = (events: readonly ComboEvent[]): ComboRebalance[] => events.flatMap((e) => (e.type === 'rebalance' ? [e.record] : []));
const closed = (events: readonly ComboEvent[]) => events.find((e) => e.type === 'closed');

const THREE: ComboInput['symbol_settings'] = [
  { symbol: 'BTCUSDT', side: 1, target_position_percent: '0.3334' },
  { symbol: 'ETHUSDT', side: 2, target_position_percent: '0.3333' },
  { symbol: 'SOLUSDT', side: 1, target_position_percent: '0.3333' },
];

describe('validateCombo (FC-1)', () => {
  const code = (over: Partial<ComboInput>) => validateCombo(comboInput(over), C).checkCode;
  const legs = (n: number) => {
    const names = Object.keys(C).filter((s) => s !== 'TINYUSDT');
    const names11 = [...names, 'TINYUSDT'].slice(0, n);
    return names11.map((symbol, i) => ({ symbol, side: 1, target_position_percent: i === 0 ? String((10_000 - Math.floor(10_000 / n) * (n - 1)) / 10_000) : String(Math.floor(10_000 / n) / 10_000) }));
  };

  it('walks every one of the 17 check codes', () => {
    const seen = new Set<string>([
      code({}),
      code({ symbol_settings: [{ symbol: 'BTCUSDT', side: 1, target_position_percent: '1' }] }),
      code({ symbol_settings: legs(11) }),
      code({ adjust_position_mode: 2, adjust_position_percent: '0.005' }),
      code({ adjust_position_mode: 2, adjust_position_percent: '0.51' }),
      code({ adjust_position_mode: 1, adjust_position_time_interval: 900 }),
      code({ adjust_position_mode: 1, adjust_position_time_interval: 2_419_201 }),
      code({ init_margin: '1000000.01' }),
      code({ init_margin: '9.99' }),
      code({ sl_percent: '1.01' }),
      code({ sl_percent: '0.009' }),
      code({ tp_percent: '10.5' }),
      code({ tp_percent: '0.001' }),
      code({ leverage: '51' }),
      code({ leverage: '0.5' }),
      code({ trailing_stop_percent: '0.004' }),
      code({ trailing_stop_percent: '0.6' }),
    ]);
    expect([...seen].sort()).toEqual([...COMBO_LIMIT_CHECK_CODES].sort());
    expect(code({})).toBe('LIMIT_CHECK_CODE_SUCCESS_UNSPECIFIED');
    expect(code({ symbol_settings: legs(10) })).toBe('LIMIT_CHECK_CODE_SUCCESS_UNSPECIFIED');
  });

  it('returns the first failure in FC-1 order', () => {
    expect(code({ leverage: '51', sl_percent: '2' })).toBe('LIMIT_CHECK_CODE_SL_PER_TOO_HIGH');
    expect(code({ leverage: '51', trailing_stop_percent: '0.9' })).toBe('LIMIT_CHECK_CODE_LEVERAGE_TOO_HIGH');
    expect(code({ init_margin: '1', adjust_position_mode: 2, adjust_position_percent: '0.9' })).toBe('LIMIT_CHECK_CODE_ADJUST_POSITION_PERCENT_TOO_HIGH');
  });

  it('gives the bounds of decision 6 as strings', () => {
    const b = validateCombo(comboInput(), C).bounds;
    expect(b).toEqual({
      init_margin: { min: '10', max: '1000000' },
      leverage: { min: '1', max: '50' },
      adjust_position_percent: { min: '0.01', max: '0.5' },
      adjust_position_time_interval: { min: '1800', max: '2419200' },
      sl_percent: { min: '0.01', max: '1' },
      tp_percent: { min: '0.01', max: '10' },
      trailing_stop_percent: { min: '0.005', max: '0.5' },
    });
    // min notional 5 × 1.1 / (0.0001 × 1×) = 55 000 USDT
    const skew = comboInput({ leverage: '1', symbol_settings: [{ symbol: 'BTCUSDT', side: 1, target_position_percent: '0.0001' }, { symbol: 'ETHUSDT', side: 1, target_position_percent: '0.9999' }] });
    expect(validateCombo(skew, C).bounds.init_margin.min).toBe('55000');
    // at 3×: 18 333.33… → 18 334 (rounded up to whole USDT)
    expect(validateCombo({ ...skew, leverage: '3' }, C).bounds.init_margin.min).toBe('18334');
    expect(validateCombo({ ...skew, leverage: '3', init_margin: '18333' }, C).checkCode).toBe('LIMIT_CHECK_CODE_INIT_MARGIN_TOO_LOW');
    expect(validateCombo({ ...skew, leverage: '3', init_margin: '18334' }, C).checkCode).toBe('LIMIT_CHECK_CODE_SUCCESS_UNSPECIFIED');
  });

  it('answers without leverage or margin (the create page before they are typed)', () => {
    const r = validateCombo({ ...comboInput(), leverage: '', init_margin: undefined }, C);
    expect(r.checkCode).toBe('LIMIT_CHECK_CODE_SUCCESS_UNSPECIFIED');
    expect(r.bounds.leverage.max).toBe('50');
  });

  it('refuses malformed input with EngineInputError naming the field (the 400)', () => {
    const bad = (over: Partial<ComboInput>, field: string) => {
      try {
        validateCombo(comboInput(over), C);
      } catch (e) {
        expect(e).toBeInstanceOf(EngineInputError);
        expect((e as EngineInputError).field).toBe(field);
        return;
      }
      throw new Error(`accepted ${JSON.stringify(over)}`);
    };
    bad({ symbol_settings: [{ symbol: 'BTCUSDT', side: 1, target_position_percent: '0.5' }, { symbol: 'BTCUSDT', side: 2, target_position_percent: '0.5' }] }, 'symbol_settings[1].symbol');
    bad({ symbol_settings: [{ symbol: 'NOPEUSDT', side: 1, target_position_percent: '0.5' }, { symbol: 'BTCUSDT', side: 2, target_position_percent: '0.5' }] }, 'symbol_settings[0].symbol');
    bad({ symbol_settings: [{ symbol: 'ETHUSDT', side: 1, target_position_percent: '0.5' }, { symbol: 'BTCUSDT', side: 2, target_position_percent: '0.4' }] }, 'symbol_settings');
    bad({ symbol_settings: [{ symbol: 'ETHUSDT', side: 1, target_position_percent: '0.50001' }, { symbol: 'BTCUSDT', side: 2, target_position_percent: '0.49999' }] }, 'symbol_settings[0].target_position_percent');
    bad({ symbol_settings: [{ symbol: 'ETHUSDT', side: 3, target_position_percent: '0.5' }, { symbol: 'BTCUSDT', side: 2, target_position_percent: '0.5' }] }, 'symbol_settings[0].side');
    bad({ adjust_position_mode: 5 }, 'adjust_position_mode');
    bad({ adjust_position_mode: 6 }, 'adjust_position_mode');
    bad({ adjust_position_mode: 1, adjust_position_time_interval: 1801 }, 'adjust_position_time_interval');
    bad({ adjust_position_mode: 2 }, 'adjust_position_percent');
    bad({ leverage: 'x' }, 'leverage');
    bad({ sl_percent: '-0.1' }, 'sl_percent');
  });
});

describe('createCombo', () => {
  it('opens every leg at E × w × leverage rounded down to the lot, the even split giving the remainder to the first leg', () => {
    const { state, events } = create(comboInput({ symbol_settings: THREE }));
    // 1000 × 0.3334 × 5 = 1667 / 67250.5 → 0.024 BTC; 1666.5 / 3480.25 → 0.47 ETH; 1666.5 / 148.62 → 11.2 SOL
    expect(state.legs.map((l) => l.position.lots)).toEqual([24, 47, 112]);
    expect(state.legs.map((l) => l.position.side)).toEqual(['long', 'short', 'long']);
    expect(state.quoteScale).toBe(4);
    const fills = events.filter((e) => e.type === 'fill');
    expect(fills).toHaveLength(3);
    // taker 0.055 % rounded up: 0.024 × 67250.5 = 1614.012 → 0.88770… → 0.8878
    expect(fills.map((f) => (f.type === 'fill' ? f.result.fee * state.legs[f.leg].unitFactor : 0))).toEqual([8878, 8997, 9160]);
    const open = rebalances(events);
    expect(open).toHaveLength(1);
    expect(open[0].no).toBe(0);
    expect(open[0].legs.map((l) => l.targetBp)).toEqual([3334, 3333, 3333]);
    expect(state.rebalances).toBe(0);
    ledgerHolds(state);
    const m = comboMetrics(state, { now: T0 });
    expect(m.bot_mode).toBe('BOT_MODE_MIX');
    expect(m.total_margin).toBe('1000');
    expect(m.total_exec_fee).toBe('2.7035');
    expect(m.total_pnl).toBe('-2.7035');
    expect(m.symbol_settings.map((l) => l.qty)).toEqual(['0.024', '0.47', '11.2']);
  });

  it('returns the check code and creates nothing when FC-1 fails', () => {
    const r = createCombo(comboInput({ leverage: '60' }), C, P, T0);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.limits.checkCode).toBe('LIMIT_CHECK_CODE_LEVERAGE_TOO_HIGH');
  });

  it('estimateComboLegs shows what the opening does', () => {
    const est = estimateComboLegs(comboInput({ symbol_settings: THREE }), C, P);
    const { state } = create(comboInput({ symbol_settings: THREE }));
    expect(est.map((e) => e.lots)).toEqual(state.legs.map((l) => l.position.lots));
    expect(est.map((e) => e.liquidation_price)).toEqual(comboMetrics(state, { now: T0 }).symbol_settings.map((l) => l.liquidation_price));
    expect(est[0]).toMatchObject({ symbol: 'BTCUSDT', qty: '0.024', notional: '1614.012', margin: '322.8024', limitedReason: null });
  });

  it('marks a leg below one order LIMITED_REASON_MIN_QTY', () => {
    // 1000 × 0.05 × 1 = 50 USDT < one BTC lot (67.25)
    const input = comboInput({ leverage: '1', symbol_settings: [{ symbol: 'BTCUSDT', side: 1, target_position_percent: '0.05' }, { symbol: 'ETHUSDT', side: 1, target_position_percent: '0.95' }] });
    const { state, events } = create(input);
    expect(state.legs[0].position.lots).toBe(0);
    // ETH then holds the whole notional, outside the band: marked too (its weight moved by BTC's lot)
    expect(rebalances(events)[0].legs.map((l) => l.limitedReason)).toEqual(['LIMITED_REASON_MIN_QTY', 'LIMITED_REASON_MIN_QTY']);
    expect(estimateComboLegs(input, C, P)[0].limitedReason).toBe('LIMITED_REASON_MIN_QTY');
  });

  it('when the wallet cannot pay margin + fees, every target shrinks by one factor and the legs say so: LIMITED_REASON_MARGIN, not MIN_QTY', () => {
    // both legs long at 2×: a 10 % rise is unrealised profit (in the equity, not cash), so the larger targets cannot be funded
    const input = comboInput({ leverage: '2', symbol_settings: [{ symbol: 'BTCUSDT', side: 1, target_position_percent: '0.5' }, { symbol: 'ETHUSDT', side: 1, target_position_percent: '0.5' }] });
    const { state } = create(input);
    const up = { BTCUSDT: { mark: Math.round(P.BTCUSDT.mark * 1.1) }, ETHUSDT: { mark: Math.round(P.ETHUSDT.mark * 1.1) } };
    const r = rebalanceCombo(state, 4, T0 + 60_000, up);
    const rec = rebalances(r.events)[0];
    expect(rec.legs.map((l) => l.limitedReason)).toEqual(['LIMITED_REASON_MARGIN', 'LIMITED_REASON_MARGIN']);
    // it sized at the marks it was given (what a page reports), not at the bot's last step's
    expect(r.state.legs.map((l) => l.markTicks)).toEqual([up.BTCUSDT.mark, up.ETHUSDT.mark]);
    expect(unitsToDecimal(rec.equity, state.quoteScale)).toBe(comboMetrics(state, { now: T0 + 60_000, prices: up }).equity);
    // and a transfer's rebalance does the same
    expect(transferCombo(state, 'in', '10', T0 + 60_000, up).state.legs.map((l) => l.markTicks)).toEqual([up.BTCUSDT.mark, up.ETHUSDT.mark]);
  });

  it('caps a leg at the risk limit of its leverage: LIMITED_REASON_RISK_LIMIT', () => {
    // TINY: 20× up to 2 000 USDT, then 5× only; at 10× a 5 000 USDT target stops at 2 000
    const input = comboInput({ leverage: '10', symbol_settings: [{ symbol: 'TINYUSDT', side: 1, target_position_percent: '0.5' }, { symbol: 'ETHUSDT', side: 1, target_position_percent: '0.5' }] });
    const { state, events } = create(input);
    expect(state.legs[0].position.lots).toBe(2000);
    expect(rebalances(events)[0].legs[0].limitedReason).toBe('LIMITED_REASON_RISK_LIMIT');
    // the ETH leg is then far above its half: marked too, the cap moved its weight
    expect(rebalances(events)[0].legs[1].limitedReason).toBe('LIMITED_REASON_RISK_LIMIT');
    ledgerHolds(state);
  });
});

describe('rebalance triggers', () => {
  it('mode 1: at the interval since the last rebalance, not before', () => {
    const { state } = create(comboInput({ adjust_position_mode: 1, adjust_position_time_interval: 3600 }));
    const a = stepCombo(state, { feeds: at('BTCUSDT', T0 + 3_599_999, 700_000) });
    expect(rebalances(a.events)).toHaveLength(0);
    const b = stepCombo(a.state, { feeds: at('BTCUSDT', T0 + 3_600_000, 700_000) });
    expect(rebalances(b.events).map((r) => [r.no, r.reason])).toEqual([[1, 1]]);
    const c = stepCombo(b.state, { feeds: {}, now: T0 + 7_199_999 });
    expect(rebalances(c.events)).toHaveLength(0);
    const d = stepCombo(c.state, { feeds: {}, now: T0 + 7_200_000 });
    expect(rebalances(d.events).map((r) => r.no)).toEqual([2]);
    expect(d.state.rebalances).toBe(2);
    ledgerHolds(d.state);
  });

  it('mode 2: when the drift exceeds the percent at a mark, not before', () => {
    const { state } = create(comboInput({ adjust_position_mode: 2, adjust_position_percent: '0.05', symbol_settings: THREE }));
    // BTC +15 %: its weight 0.328 → 0.36, drift 0.027 < 0.05
    const a = stepCombo(state, { feeds: at('BTCUSDT', T0 + 1000, 773_380) });
    expect(rebalances(a.events)).toHaveLength(0);
    // BTC +40 %: weight ≈ 0.41, drift > 0.05
    const b = stepCombo(a.state, { feeds: at('BTCUSDT', T0 + 2000, 941_507) });
    const r = rebalances(b.events);
    expect(r.map((x) => [x.no, x.reason])).toEqual([[1, 2]]);
    expect(r[0].legs[0].afterLots).toBeLessThan(r[0].legs[0].beforeLots);
    for (const leg of r[0].legs) if (leg.limitedReason === null) expect(Math.abs(leg.afterBp - leg.targetBp)).toBeLessThanOrEqual(500);
    ledgerHolds(b.state);
    // no time rebalance in mode 2
    expect(rebalances(stepCombo(b.state, { feeds: {}, now: T0 + 30 * 86_400_000 }).events)).toHaveLength(0);
  });

  it('mode 2 fires only when whole lots can bring a leg closer: no empty rebalances at every mark, no lot traded back and forth', () => {
    // 1 000 USDT at 3× over three legs: one BTC lot (≈ 67 USDT) is ≈ 2 % of the basket, twice the 1 % band.
    let { state } = create(comboInput({ leverage: '3', adjust_position_mode: 2, adjust_position_percent: '0.01', symbol_settings: THREE }));
    const made: ComboRebalance[] = [];
    for (let i = 1; i <= 400; i++) {
      // All three wander ±1 % around their prices, out of step.
      const wobble = (p: number, k: number) => p + Math.round(p * 0.01 * Math.sin(i / k));
      const time = T0 + i * 1000;
      const feeds = { ...at('BTCUSDT', time, wobble(672_505, 3)), ...at('ETHUSDT', time, wobble(348_025, 5)), ...at('SOLUSDT', time, wobble(14_862, 7)) };
      const r = stepCombo(state, { feeds });
      made.push(...rebalances(r.events));
      state = r.state;
    }
    expect(made.length).toBeGreaterThan(0);
    // Every drift rebalance traded (before the rule: 49 records here, 41 of them trading nothing).
    for (const r of made) expect(r.legs.some((l) => l.afterLots !== l.beforeLots)).toBe(true);
    expect(made.length).toBeLessThan(20);
    ledgerHolds(state);
  });

  it('mode 3: whichever comes first', () => {
    const { state } = create(comboInput({ adjust_position_mode: 3, adjust_position_percent: '0.05', adjust_position_time_interval: 1800, symbol_settings: THREE }));
    const a = stepCombo(state, { feeds: at('BTCUSDT', T0 + 1000, 941_507) });
    expect(rebalances(a.events).map((r) => r.reason)).toEqual([2]);
    const b = stepCombo(a.state, { feeds: {}, now: T0 + 1000 + 1_800_000 });
    expect(rebalances(b.events).map((r) => r.reason)).toEqual([1]);
  });

  it('mode 4: only when the user asks', () => {
    const { state } = create(comboInput({ symbol_settings: THREE }));
    const a = stepCombo(state, { feeds: at('BTCUSDT', T0 + 1000, 941_507), now: T0 + 40 * 86_400_000 });
    expect(rebalances(a.events)).toHaveLength(0);
    const b = rebalanceCombo(a.state, 4, T0 + 2000);
    expect(rebalances(b.events).map((r) => [r.no, r.reason])).toEqual([[1, 4]]);
    expect(b.state.lastRebalanceAt).toBe(T0 + 2000);
    ledgerHolds(b.state);
  });
});

describe('stops on the total', () => {
  const longs = (over: Partial<ComboInput>) =>
    create(comboInput({ symbol_settings: [{ symbol: 'BTCUSDT', side: 1, target_position_percent: '0.5' }, { symbol: 'SOLUSDT', side: 1, target_position_percent: '0.5' }], ...over })).state;

  it('take profit when total PnL / total margin reaches tp_percent', () => {
    const s = longs({ tp_percent: '0.2' });
    // BTC +5 %: ≈ +12 % of the margin — not yet
    const a = stepCombo(s, { feeds: at('BTCUSDT', T0 + 1000, 706_130) });
    expect(closed(a.events)).toBeUndefined();
    const b = stepCombo(a.state, { feeds: at('BTCUSDT', T0 + 2000, 773_380) });
    expect(closed(b.events)).toMatchObject({ stopType: 'BOT_STOP_TYPE_TAKE_PROFIT', closeCode: 'BOT_CLOSE_CODE_CANCELED_AUTO_TP' });
    expect(b.state.legs.every((l) => l.position.side === null)).toBe(true);
    expect(comboMetrics(b.state, { now: T0 + 2000 }).tp_exit_equity).not.toBe('0');
    ledgerHolds(b.state);
  });

  it('stop loss when total PnL ≤ −sl_percent × total margin', () => {
    const s = longs({ sl_percent: '0.2' });
    expect(closed(stepCombo(s, { feeds: at('BTCUSDT', T0 + 1000, 638_880) }).events)).toBeUndefined();
    const b = stepCombo(s, { feeds: at('BTCUSDT', T0 + 1000, 578_000) });
    expect(closed(b.events)).toMatchObject({ stopType: 'BOT_STOP_TYPE_STOP_LOSS', closeCode: 'BOT_CLOSE_CODE_CANCELED_AUTO_SL' });
    ledgerHolds(b.state);
  });

  it('trailing stop when equity falls trailing_stop_percent below its peak', () => {
    const s = longs({ trailing_stop_percent: '0.05' });
    const up = stepCombo(s, { feeds: at('BTCUSDT', T0 + 1000, 740_000) });
    expect(closed(up.events)).toBeUndefined();
    // a small dip: within 5 % of the peak
    const dip = stepCombo(up.state, { feeds: at('BTCUSDT', T0 + 2000, 735_000) });
    expect(closed(dip.events)).toBeUndefined();
    const down = stepCombo(dip.state, { feeds: at('BTCUSDT', T0 + 3000, 715_000) });
    expect(closed(down.events)).toMatchObject({ stopType: 'BOT_STOP_TYPE_TRAILING_STOP', closeCode: 'BOT_CLOSE_CODE_TRAILING_STOP' });
  });
});

describe('liquidation', () => {
  it('a leg liquidated loses its margin only; the bot closes when every leg is gone', () => {
    const { state } = create(comboInput({ leverage: '10' }));
    const btcMargin = state.legs[0].position.margin;
    const liqBtc = state.legs[0].position.liqTicks;
    const a = stepCombo(state, { feeds: at('BTCUSDT', T0 + 1000, liqBtc) });
    const liq = a.events.find((e) => e.type === 'leg_liquidated');
    expect(liq).toMatchObject({ symbol: 'BTCUSDT', marginLost: btcMargin * state.legs[0].unitFactor });
    expect(a.state.status).toBe('RUNNING');
    expect(a.state.legs[0].liquidated).toBe(true);
    ledgerHolds(a.state);
    // a rebalance now gives the whole equity to the live leg
    const r = rebalanceCombo(a.state, 4, T0 + 1500);
    expect(rebalances(r.events)[0].legs.map((l) => l.targetBp)).toEqual([0, 10000]);
    const liqEth = r.state.legs[1].position.liqTicks;
    const b = stepCombo(r.state, { feeds: at('ETHUSDT', T0 + 2000, liqEth) });
    expect(closed(b.events)).toMatchObject({ stopType: 'BOT_STOP_TYPE_LIQUIDATION', closeCode: 'BOT_CLOSE_CODE_CANCELED_AUTO_LIQUIDATION' });
    ledgerHolds(b.state);
  });

  it('a mark one tick short of the trigger liquidates nothing', () => {
    const { state } = create(comboInput({ leverage: '10' }));
    const a = stepCombo(state, { feeds: at('BTCUSDT', T0 + 1000, state.legs[0].position.liqTicks + 1) });
    expect(a.events.some((e) => e.type === 'leg_liquidated')).toBe(false);
  });
});

describe('funding', () => {
  it('settles each leg on its own fix, once per instant, into the wallet', () => {
    const { state } = create(comboInput());
    const instant = T0 + 8 * 3_600_000;
    const fix = { time: instant, rateE8: 10_000, markTicks: 672_505 };
    const a = stepCombo(state, { feeds: { BTCUSDT: { funding: [fix, fix] } } });
    const f = a.events.filter((e) => e.type === 'funding');
    expect(f).toHaveLength(1);
    // long pays ceil(value × 0.01 %): value = lots × 67250.5
    const lots = state.legs[0].position.lots;
    const valueUnits = lots * 672_505; // tick 0.1 × lot 0.001 = 1e-4 units per tick-lot
    expect(f[0]).toMatchObject({ symbol: 'BTCUSDT', walletDelta: -Math.ceil((valueUnits * 10_000) / 1e8) });
    expect(a.state.wallet).toBe(state.wallet - Math.ceil((valueUnits * 10_000) / 1e8));
    expect(a.state.legs[1].position.funding).toBe(0);
    // ETH is short: it receives on a positive rate
    const b = stepCombo(a.state, { feeds: { ETHUSDT: { funding: [{ time: instant, rateE8: 10_000, markTicks: 348_025 }] } } });
    const g = b.events.find((e) => e.type === 'funding');
    expect(g && g.type === 'funding' && g.walletDelta).toBeGreaterThan(0);
    ledgerHolds(b.state);
    expect(comboMetrics(b.state, { now: instant }).funding_fee).not.toBe('0');
  });
});

describe('stepCombo walks every symbol merged by time', () => {
  it('funding before prices at an equal time, then symbols in time order, whatever the order of the feeds', () => {
    const { state } = create(comboInput({ adjust_position_mode: 2, adjust_position_percent: '0.05' }));
    const t = T0 + 8 * 3_600_000;
    const r = stepCombo(state, {
      feeds: {
        ETHUSDT: { last: [{ time: t + 2000, priceTicks: 348_000 }], marks: [{ time: t + 2000, priceTicks: 348_000 }] },
        BTCUSDT: { funding: [{ time: t, rateE8: 10_000, markTicks: 672_505 }], last: [{ time: t, priceTicks: 941_507 }], marks: [{ time: t, priceTicks: 941_507 }] },
      },
    });
    const kinds = r.events.map((e) => `${e.type}@${e.time - t}`);
    // BTC's funding at t is charged on the position before BTC's jump at t rebalances it
    expect(kinds[0]).toBe('funding@0');
    expect(kinds).toContain('rebalance@0');
    const times = r.events.map((e) => e.time);
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    ledgerHolds(r.state);
  });

  it('refuses points out of time order and prices that are not ticks', () => {
    const { state } = create(comboInput());
    expect(() => stepCombo(state, { feeds: { BTCUSDT: { last: [{ time: T0 + 2, priceTicks: 1 }, { time: T0 + 1, priceTicks: 1 }] } } })).toThrow(EngineInputError);
    expect(() => stepCombo(state, { feeds: { BTCUSDT: { marks: [{ time: T0 + 2, priceTicks: 0 }] } } })).toThrow(EngineInputError);
  });
});

describe('transfer, modify-setting, close', () => {
  it('transfer in adds to the total margin and rebalances (reason 6)', () => {
    const { state } = create(comboInput());
    const a = transferCombo(state, 'in', '500', T0 + 1000);
    expect(a.state.deposits).toBe(state.deposits + 500 * 10_000);
    expect(rebalances(a.events).map((r) => r.reason)).toEqual([6]);
    expect(a.state.legs[0].position.lots).toBeGreaterThan(state.legs[0].position.lots);
    ledgerHolds(a.state);
    expect(comboMetrics(a.state, { now: T0 + 1000 }).midway_transfer).toBe('500');
  });

  it('transfer out is limited to the available balance, never a leg margin', () => {
    const { state } = create(comboInput());
    const avail = state.wallet;
    expect(() => transferCombo(state, 'out', String((avail + 1) / 10_000), T0 + 1000)).toThrow(EngineInputError);
    expect(() => transferCombo(state, 'out', '0', T0 + 1000)).toThrow(EngineInputError);
    const a = transferCombo(state, 'out', String(avail / 10_000), T0 + 1000);
    expect(a.state.deposits).toBe(state.deposits - avail);
    expect(a.state.transferredOut).toBe(avail);
    ledgerHolds(a.state);
  });

  it('modify-setting checks like FC-1, keeps the statistics and rebalances (reason 5)', () => {
    const { state } = create(comboInput());
    const a = rebalanceCombo(state, 4, T0 + 500);
    const bad = modifyComboSetting(a.state, { tp_percent: '20' }, T0 + 1000);
    expect(bad).toEqual({ ok: false, checkCode: 'LIMIT_CHECK_CODE_TP_PER_TOO_HIGH' });
    const ok = modifyComboSetting(a.state, { tp_percent: '0.5', adjust_position_mode: 2, adjust_position_percent: '0.1' }, T0 + 1000);
    if (!ok.ok) throw new Error(ok.checkCode);
    expect(ok.events[0]).toEqual({ type: 'settings_changed', time: T0 + 1000 });
    expect(rebalances(ok.events).map((r) => [r.no, r.reason])).toEqual([[2, 5]]);
    expect(ok.state.config.adjustMode).toBe(2);
    expect(ok.state.modifiedAt).toBe(T0 + 1000);
    const m = comboMetrics(ok.state, { now: T0 + 1000 });
    expect([m.tp_percent, m.adjust_position_percent, m.adjusted_position_num]).toEqual(['0.5', '0.1', '2']);
    // removing a stop
    const off = modifyComboSetting(ok.state, { tp_percent: '' }, T0 + 2000);
    expect(off.ok && off.state.config.tp).toBe(null);
  });

  it('close: every leg closed at market, close code per cause; nothing more afterwards', () => {
    const { state } = create(comboInput({ symbol_settings: THREE }));
    const a = closeCombo(state, 'symbol_delisted', T0 + 1000, { SOLUSDT: { mark: 15_000, last: 15_010 } });
    expect(closed(a.events)).toMatchObject({ stopType: 'BOT_STOP_TYPE_SYMBOL_OFFLINE', closeCode: 'BOT_CLOSE_CODE_SYMBOL_DELIST' });
    expect(a.events.filter((e) => e.type === 'fill' && e.kind === 'close')).toHaveLength(3);
    expect(a.state.legs.every((l) => l.position.side === null && l.position.margin === 0)).toBe(true);
    expect(a.state.exitEquity).toBe(a.state.wallet);
    ledgerHolds(a.state);
    expect(comboMetrics(a.state, { now: T0 + 9000 }).end_time).toBe(String((T0 + 1000) / 1000));
    expect(stepCombo(a.state, { feeds: at('BTCUSDT', T0 + 2000, 1) }).events).toEqual([]);
    expect(() => closeCombo(a.state, 'manual', T0 + 3000)).toThrow(EngineStateError);
    expect(() => transferCombo(a.state, 'in', '1', T0 + 3000)).toThrow(EngineStateError);
    expect(closed(closeCombo(state, 'manual', T0).events)).toMatchObject({ closeCode: 'BOT_CLOSE_CODE_CANCELED_MANUALLY' });
    expect(closed(closeCombo(state, 'user_banned', T0).events)).toMatchObject({ stopType: 'BOT_STOP_TYPE_USER_BANNED', closeCode: 'BOT_CLOSE_CODE_USER_BANNED' });
  });

  it('never modifies the state it is given', () => {
    const { state } = create(comboInput({ adjust_position_mode: 2, adjust_position_percent: '0.05', symbol_settings: THREE }));
    const copy = JSON.stringify(state);
    stepCombo(state, { feeds: at('BTCUSDT', T0 + 1000, 941_507) });
    transferCombo(state, 'in', '10', T0);
    closeCombo(state, 'manual', T0);
    expect(JSON.stringify(state)).toBe(copy);
  });
});
