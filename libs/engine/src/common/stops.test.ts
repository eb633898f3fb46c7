import fc from 'fast-check';
import { type Rate, compileRules } from '../core/rules';
import { type LinearPnl, type PriceThreshold, StopLevels, compileTpSl, inferTpSlType, lossLimitPrice, profitTargetPrice, sameTpSl, tpSlUses, trailingStopPrice, updateTpSl } from './stops';

const m = compileRules({ tickSize: '0.01', lotSize: '0.001', minQty: '0.001', maxQty: '1000', minNotional: '1', makerFee: '0.001', takerFee: '0.002' });
const MAX = 2_147_483_647;

/** den·PnL(P) compared with ±num·inv, exactly. */
const pnlAt = (p: LinearPnl, ticks: number): bigint => BigInt(p.a) + BigInt(p.b) * BigInt(ticks) * BigInt(p.unitsPerTickLot);
const reachesTp = (p: LinearPnl, inv: number, r: Rate, ticks: number): boolean => pnlAt(p, ticks) * BigInt(r.den) >= BigInt(r.num) * BigInt(inv);
const reachesSl = (p: LinearPnl, inv: number, r: Rate, ticks: number): boolean => pnlAt(p, ticks) * BigInt(r.den) <= -BigInt(r.num) * BigInt(inv);

/** Checks that `t` is exactly where `holds` starts on its side, over the prices 1 … MAX. */
function isBoundary(t: PriceThreshold, holds: (ticks: number) => boolean): boolean {
  const inside = (ticks: number): boolean => (t.side === 'up' ? ticks >= t.ticks : ticks <= t.ticks);
  const probe = [1, 2, MAX - 1, MAX];
  if (Number.isFinite(t.ticks)) for (const d of [-1, 0, 1]) if (t.ticks + d >= 1 && t.ticks + d <= MAX) probe.push(t.ticks + d);
  return probe.every((x) => holds(x) === inside(x));
}

const arbRate = fc.record({ num: fc.integer({ min: 1, max: 9_999 }), den: fc.constantFrom(10_000, 1_000_000) });
const arbPnl = fc.record({
  a: fc.integer({ min: -1e12, max: 1e12 }),
  b: fc.integer({ min: -1e6, max: 1e6 }),
  unitsPerTickLot: fc.constantFrom(1, 10, 100),
});

describe('stop thresholds', () => {
  it('solves percent TP and SL exactly, for a long, a short and no position', () => {
    fc.assert(
      fc.property(arbPnl, fc.integer({ min: 1, max: 1e12 }), arbRate, (pnl, inv, rate) => {
        const tp = profitTargetPrice(pnl, inv, rate);
        const sl = lossLimitPrice(pnl, inv, rate);
        // a long profits upwards, a short downwards; flat: TP reported up, SL down
        const sideOk = pnl.b < 0 ? tp.side === 'down' && sl.side === 'up' : tp.side === 'up' && sl.side === 'down';
        return sideOk && isBoundary(tp, (x) => reachesTp(pnl, inv, rate, x)) && isBoundary(sl, (x) => reachesSl(pnl, inv, rate, x));
      }),
      { numRuns: 5_000, seed: 20_240_951 },
    );
  });

  it('reports a flat position as now or never', () => {
    const flat = (a: number): LinearPnl => ({ a, b: 0, unitsPerTickLot: 1 });
    const r = { num: 1, den: 10 };
    expect(profitTargetPrice(flat(10), 100, r)).toEqual({ side: 'up', ticks: 0 }); // +10 % already
    expect(profitTargetPrice(flat(9), 100, r)).toEqual({ side: 'up', ticks: Infinity });
    expect(lossLimitPrice(flat(-10), 100, r)).toEqual({ side: 'down', ticks: Infinity });
    expect(lossLimitPrice(flat(-9), 100, r)).toEqual({ side: 'down', ticks: 0 });
  });

  it('trails a long below its peak and a short above its trough, never early', () => {
    const ts = { num: 5, den: 100 };
    expect(trailingStopPrice(10_800, ts, 'long')).toEqual({ side: 'down', ticks: 10_260 });
    expect(trailingStopPrice(10_001, ts, 'long')).toEqual({ side: 'down', ticks: 9_500 }); // 9 500.95 floored
    expect(trailingStopPrice(10_001, ts, 'short')).toEqual({ side: 'up', ticks: 10_502 }); // 10 501.05 raised
  });

  it('keeps the nearest stop on each side and which stop it is', () => {
    const s = new StopLevels();
    expect([s.down, s.up]).toEqual([0, Infinity]);
    s.below(9_000, 'stop_loss');
    s.add({ side: 'down', ticks: 9_500 }, 'trailing_stop');
    s.add({ side: 'down', ticks: 9_500 }, 'stop_loss'); // a tie keeps the first
    s.above(12_000, 'take_profit');
    s.add({ side: 'up', ticks: 11_000 }, 'stop_loss'); // a short's stop loss sits above
    expect([s.down, s.downKind, s.up, s.upKind]).toEqual([9_500, 'trailing_stop', 11_000, 'stop_loss']);
    s.clear();
    expect([s.down, s.downKind, s.up, s.upKind]).toEqual([0, 'stop_loss', Infinity, 'take_profit']);
  });
});

describe('TP/SL settings', () => {
  it('infers the type from the fields given and compiles only what the type uses', () => {
    expect(inferTpSlType({ stopLossPrice: '90' })).toBe('price');
    expect(inferTpSlType({ takeProfitPercent: '0.1', stopLossPrice: '' })).toBe('percent');
    expect(inferTpSlType({ tsPercent: '0.05' })).toBe('empty');
    expect(tpSlUses('tp_price_sl_percent')).toEqual({ tpByPrice: true, slByPrice: false, tpByPercent: false, slByPercent: true });
    const c = compileTpSl(m, { tpSlType: 'tp_price_sl_percent', takeProfitPrice: '120', stopLossPrice: '80', takeProfitPercent: '0.3', stopLossPercent: '0.05', tsPercent: '0' });
    expect(c).toEqual({ tpSlType: 'tp_price_sl_percent', tpTicks: 12_000, slTicks: null, tpRate: null, slRate: { num: 5, den: 100 }, tsRate: null });
    expect(() => compileTpSl(m, { tpSlType: 'both' as never })).toThrow(/tp_sl_type/);
    expect(() => compileTpSl(m, { takeProfitPrice: '120.001' })).toThrow(/take_profit_price/);
  });

  it('updates: absent keeps, "" clears, an empty bot takes the implied type', () => {
    const c = compileTpSl(m, { takeProfitPrice: '120', stopLossPrice: '80', tsPercent: '0.05' });
    expect(updateTpSl(m, c, {})).toEqual(c);
    expect(updateTpSl(m, c, { stopLossPrice: '', tsPercent: '' })).toEqual({ ...c, slTicks: null, tsRate: null });
    expect(updateTpSl(m, c, { tpSlType: 'percent', takeProfitPercent: '0.1' })).toEqual({ tpSlType: 'percent', tpTicks: null, slTicks: null, tpRate: { num: 1, den: 10 }, slRate: null, tsRate: c.tsRate });
    const empty = compileTpSl(m, {});
    expect(updateTpSl(m, empty, { stopLossPercent: '0.2' }).tpSlType).toBe('percent');
    expect(sameTpSl(updateTpSl(m, c, { tsPercent: '0.050' }), c)).toBe(true);
    expect(sameTpSl(updateTpSl(m, c, { tsPercent: '0.051' }), c)).toBe(false);
  });
});
