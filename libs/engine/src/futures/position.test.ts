/**
 * Hand-computed cases of the futures core. Contract: tick 0.1, lot 0.001, so
 * quote units are 10^-4 USDT and one tick × one lot is one unit (u = 1);
 * 20,000 USDT = 200,000 ticks, 1 BTC = 1,000 lots, 1 USDT = 10,000 units.
 */
import { FuturesError, compileContract, parseLeverage, type ContractRules } from './contract';
import {
  LIQ_NEVER,
  addMargin,
  applyFill,
  averageEntryPrice,
  estimateLiquidation,
  flatPosition,
  futuresMetrics,
  liquidate,
  liquidationHit,
  liquidationPriceTicks,
  maxWithdrawableMargin,
  reduceMargin,
  unrealisedPnl,
  type FuturesFill,
  type FuturesPosition,
} from './position';

const USDT = 10_000;
const BTC = 1_000;
const P20K = 200_000;

const rules: ContractRules = {
  tickSize: '0.1',
  lotSize: '0.001',
  minQty: '0.001',
  maxQty: '1190',
  minNotional: '0',
  makerFee: '0.0002',
  takerFee: '0.00055',
  riskTiers: [
    { limit: '2000000', imrE4: 100, mmrE4: 50, maxLeverageE2: 10000 },
    { limit: '4000000', imrE4: 200, mmrE4: 100, maxLeverageE2: 5000 },
  ],
};
const c = compileContract(rules);

const buy = (lots: number, ticks: number, liquidity: 'maker' | 'taker' = 'maker'): FuturesFill => ({ side: 'buy', lots, ticks, liquidity });
const sell = (lots: number, ticks: number, liquidity: 'maker' | 'taker' = 'maker'): FuturesFill => ({ side: 'sell', lots, ticks, liquidity });
const open = (fill: FuturesFill, leverageE2 = 5000): FuturesPosition => applyFill(c, flatPosition(c, leverageE2), fill).position;

describe('the spec worked example: 1 BTC at 20,000, 50×, MMR 0.5 %', () => {
  it('long: IM 400, MM 100, liquidation 19,700, bankruptcy 19,600', () => {
    const r = applyFill(c, flatPosition(c, 5000), buy(BTC, P20K));
    expect(r.marginPosted).toBe(400 * USDT);
    expect(r.fee).toBe(4 * USDT); // maker 0.02 % of 20,000
    expect(r.walletDelta).toBe(-404 * USDT);
    const p = r.position;
    expect(p).toMatchObject({ side: 'long', lots: BTC, cost: BTC * P20K, margin: 400 * USDT, tier: 0, liqTicks: 197_000, bankruptcyTicks: 196_000 });
    const m = futuresMetrics(c, p, P20K);
    expect(m).toMatchObject({ entryPrice: '20000', liquidationPrice: '19700', bankruptcyPrice: '19600', positionMargin: '400', imRate: '0.01', mmRate: '0.005', leverage: '50', realLeverage: '50', size: '1', positionValue: '20000' });
  });

  it('short mirror: liquidation 20,300, bankruptcy 20,400; taker fee 0.055 %', () => {
    const r = applyFill(c, flatPosition(c, 5000), sell(BTC, P20K, 'taker'));
    expect(r.fee).toBe(11 * USDT);
    expect(r.position).toMatchObject({ side: 'short', liqTicks: 203_000, bankruptcyTicks: 204_000, margin: 400 * USDT });
  });

  it('extra margin moves the liquidation price away by extra / size', () => {
    const p = addMargin(c, open(buy(BTC, P20K)), 100 * USDT);
    expect(p.walletDelta).toBe(-100 * USDT);
    expect(p.position).toMatchObject({ margin: 500 * USDT, liqTicks: 196_000, bankruptcyTicks: 195_000 });
    const s = addMargin(c, open(sell(BTC, P20K)), 100 * USDT).position;
    expect([s.liqTicks, s.bankruptcyTicks]).toEqual([204_000, 205_000]);
  });

  it('liquidation closes at the bankruptcy price: 300 realised at 19,700, 100 (= MM) to the insurance fund', () => {
    const p = open(buy(BTC, P20K));
    expect(liquidationHit(p, 197_001, 205_000)).toBe(false);
    expect(liquidationHit(p, 197_000, 205_000)).toBe(true);
    const r = liquidate(c, p);
    expect(r).toMatchObject({ side: 'long', lots: BTC, triggerTicks: 197_000, bankruptcyTicks: 196_000, marginLost: 400 * USDT, realisedPnl: -300 * USDT, insurance: 100 * USDT, walletDelta: 0 });
    expect(r.position).toMatchObject({ side: null, lots: 0, cost: 0, margin: 0, realisedPnl: -300 * USDT, insurance: 100 * USDT });
    const s = liquidate(c, open(sell(BTC, P20K)));
    expect([s.realisedPnl, s.insurance]).toEqual([-300 * USDT, 100 * USDT]);
  });
});

describe('rounding', () => {
  it('rounds a long liquidation/bankruptcy price up and a short one down (13 lots at 20,000.7, 50×)', () => {
    // value 2,600,091; IM ceil(52,001.82) = 52,002; MM ceil(13,000.455) = 13,001
    const l = open(buy(13, 200_007));
    expect(l.margin).toBe(52_002);
    expect(l.liqTicks).toBe(197_007); // exact 197,006.92…
    expect(l.bankruptcyTicks).toBe(196_007); // exact 196,006.85…
    const s = open(sell(13, 200_007));
    expect(s.liqTicks).toBe(203_007); // exact 203,007.08…
    expect(s.bankruptcyTicks).toBe(204_007); // exact 204,007.15…
  });

  it('rounds fees up to the quote unit', () => {
    // 1 lot at 1 tick = 1 unit of notional; 0.055 % of it is charged as 1 unit
    expect(applyFill(c, flatPosition(c, 100), buy(1, 1, 'taker')).fee).toBe(1);
    expect(applyFill(c, flatPosition(c, 100), buy(1, 1, 'maker')).fee).toBe(1);
    expect(applyFill(c, flatPosition(c, 100), buy(3, 200_001, 'taker')).fee).toBe(331); // 330.00165 → 331
  });

  it('keeps the cost exactly and shows the average entry half-even with two more decimals than the tick', () => {
    let p = open(buy(2, P20K));
    p = applyFill(c, p, buy(1, 200_001)).position;
    expect(p.cost).toBe(600_001);
    expect(averageEntryPrice(c, p)).toBe('20000.033'); // 20,000.0333…
    expect(averageEntryPrice(c, p, 1)).toBe('20000');
  });

  it('a partial close removes floor(cost share) of a long and ceil of a short, so the rest never gets a better entry', () => {
    let l = open(buy(2, P20K));
    l = applyFill(c, l, buy(1, 200_001)).position; // cost 600,001 over 3 lots
    const rl = applyFill(c, l, sell(1, 210_000));
    expect(rl.realisedPnl).toBe(10_000); // removed 200,000
    expect(rl.position.cost).toBe(400_001);
    let s = open(sell(2, P20K));
    s = applyFill(c, s, sell(1, 200_001)).position;
    const rs = applyFill(c, s, buy(1, 190_000));
    expect(rs.realisedPnl).toBe(10_001); // removed 200,001
    expect(rs.position.cost).toBe(400_000);
  });
});

describe('fills', () => {
  it('adds, reduces and closes with margin posted and released', () => {
    let p = open(buy(BTC, P20K));
    const add = applyFill(c, p, buy(BTC, 190_000));
    p = add.position;
    expect(add.marginPosted).toBe(380 * USDT);
    expect(p).toMatchObject({ lots: 2 * BTC, cost: BTC * 390_000, margin: 780 * USDT });
    expect(averageEntryPrice(c, p)).toBe('19500');
    // liq = 19,500 − (780 − 0.5 % × 39,000) / 2 = 19,500 − 292.5 = 19,207.5
    expect(p.liqTicks).toBe(192_075);
    const red = applyFill(c, p, sell(500, 200_000, 'taker'));
    expect(red.closedLots).toBe(500);
    expect(red.realisedPnl).toBe(250 * USDT); // 0.5 BTC × (20,000 − 19,500)
    expect(red.marginReleased).toBe(195 * USDT);
    expect(red.walletDelta).toBe(195 * USDT + 250 * USDT - red.fee);
    const close = applyFill(c, red.position, sell(1500, 180_000));
    expect(close.position).toMatchObject({ side: null, lots: 0, cost: 0, margin: 0, liqTicks: 0 });
    expect(close.marginReleased).toBe(585 * USDT);
    expect(close.realisedPnl).toBe(-2250 * USDT); // 1.5 × (18,000 − 19,500)
    expect(close.position.realisedPnl).toBe(-2000 * USDT);
  });

  it('flips: closes the long and opens the rest short at the same price, one fee', () => {
    const p = open(buy(BTC, P20K));
    const r = applyFill(c, p, sell(1500, 210_000, 'taker'));
    expect([r.closedLots, r.openedLots]).toEqual([BTC, 500]);
    expect(r.realisedPnl).toBe(1000 * USDT);
    expect(r.marginReleased).toBe(400 * USDT);
    expect(r.marginPosted).toBe(210 * USDT);
    expect(r.fee).toBe(173_250); // 0.055 % of 31,500
    expect(r.walletDelta).toBe(400 * USDT + 1000 * USDT - 173_250 - 210 * USDT);
    expect(r.position).toMatchObject({ side: 'short', lots: 500, cost: 500 * 210_000, margin: 210 * USDT });
  });
});

describe('risk-limit tiers and leverage', () => {
  it('parses leverage into ×100 exactly', () => {
    expect(parseLeverage('50')).toBe(5000);
    expect(parseLeverage('12.5')).toBe(1250);
    expect(() => parseLeverage('0.5')).toThrow(/at least 1/);
    expect(() => parseLeverage('2.125')).toThrow(/two decimals/);
  });

  it('refuses leverage outside the contract with LEVERAGE_TOO_LOW / LEVERAGE_TOO_HIGH', () => {
    const code = (f: () => unknown): string => {
      try {
        f();
      } catch (e) {
        return e instanceof FuturesError ? e.code : String(e);
      }
      return 'none';
    };
    expect(code(() => flatPosition(c, 99))).toBe('LEVERAGE_TOO_LOW');
    expect(code(() => flatPosition(c, 10_001))).toBe('LEVERAGE_TOO_HIGH');
    expect(code(() => flatPosition(c, 10_000))).toBe('none');
  });

  it('switches tier exactly at the limit: value 2,000,000 is tier 1, one quote unit more is tier 2', () => {
    // 100 BTC at 20,000 = 2,000,000 USDT = the first limit
    const atLimit = open(buy(100 * BTC, P20K), 5000);
    expect(atLimit.tier).toBe(0);
    // liq = 20,000 − (40,000 − 10,000) / 100 = 19,700
    expect(atLimit.liqTicks).toBe(197_000);
    const over = applyFill(c, atLimit, buy(1, 1)).position; // + 1 unit of value
    expect(over.tier).toBe(1);
    // MM is now 1 % of the value: ceil(2,000,000.0001 × 1 %) = 20,000.000001 → 200,000,001 units
    // liq = (20,000,000,001 + 200,000,001 − 400,000,001) / 100,001 ticks·lots = 198,1xx.x → ceil
    const v = 20_000_000_001n;
    const mm = (v * 100n + 9_999n) / 10_000n;
    const num = v + mm - BigInt(over.margin);
    expect(BigInt(over.liqTicks)).toBe((num + 100_000n) / 100_001n);
    expect(over.liqTicks).toBeGreaterThan(atLimit.liqTicks);
  });

  it('refuses a fill that takes the value into a tier that does not allow the leverage (RISK_LIMIT), atomically', () => {
    const p = open(buy(100 * BTC, P20K), 10_000); // 100× is allowed in tier 1 only
    let err: unknown;
    try {
      applyFill(c, p, buy(1, 1));
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(FuturesError);
    expect((err as FuturesError).code).toBe('RISK_LIMIT');
    expect((err as FuturesError).maxLeverageE2).toBe(5000);
    // beyond the last tier
    const q = open(buy(200 * BTC, P20K), 5000);
    expect(() => applyFill(c, q, buy(1, 1))).toThrow(/RISK_LIMIT/);
    // a reduce is never refused
    expect(applyFill(c, q, sell(1, P20K)).position.lots).toBe(200 * BTC - 1);
  });

  it('checks tiers when compiling', () => {
    const bad = (tiers: ContractRules['riskTiers']) => () => compileContract({ ...rules, riskTiers: tiers });
    expect(bad([])).toThrow(/at least one tier/);
    expect(bad([{ limit: '10', imrE4: 100, mmrE4: 150, maxLeverageE2: 10000 }])).toThrow(/maintenance margin rate above/);
    expect(bad([{ limit: '10', imrE4: 200, mmrE4: 100, maxLeverageE2: 10000 }])).toThrow(/above 1 \/ initial margin rate/);
    expect(
      bad([
        { limit: '10', imrE4: 100, mmrE4: 50, maxLeverageE2: 10000 },
        { limit: '10', imrE4: 200, mmrE4: 100, maxLeverageE2: 5000 },
      ]),
    ).toThrow(/limits must increase/);
  });

  it('subtracts a tier maintenance deduction from MM', () => {
    const d = compileContract({ ...rules, riskTiers: [{ limit: '2000000', imrE4: 100, mmrE4: 50, maxLeverageE2: 10000, mmDeduction: '50' }] });
    const p = applyFill(d, flatPosition(d, 5000), buy(BTC, P20K)).position;
    // MM = 100 − 50 = 50 → liq = 20,000 − (400 − 50) = 19,650
    expect(p.liqTicks).toBe(196_500);
  });
});

describe('margin withdrawal', () => {
  it('allows withdrawing down to the initial margin, less any unrealised loss', () => {
    const p = addMargin(c, open(buy(BTC, P20K)), 100 * USDT).position;
    expect(maxWithdrawableMargin(c, p, P20K)).toBe(100 * USDT);
    expect(maxWithdrawableMargin(c, p, 199_500)).toBe(50 * USDT); // 50 USDT unrealised loss
    expect(maxWithdrawableMargin(c, p, 210_000)).toBe(100 * USDT); // a profit does not count
    expect(maxWithdrawableMargin(c, p, 190_000)).toBe(0);
    expect(() => reduceMargin(c, p, 100 * USDT + 1, P20K)).toThrow(/MARGIN_TOO_HIGH/);
    const r = reduceMargin(c, p, 100 * USDT, P20K);
    expect(r.walletDelta).toBe(100 * USDT);
    expect(r.position).toMatchObject({ margin: 400 * USDT, liqTicks: 197_000 });
    expect(maxWithdrawableMargin(c, flatPosition(c, 5000), P20K)).toBe(0);
    expect(() => addMargin(c, flatPosition(c, 5000), 1)).toThrow(/NO_POSITION/);
  });
});

describe('unreachable liquidation', () => {
  it('a 1× long cannot go bankrupt; its liquidation sits at MMR of the entry; a short is capped at LIQ_NEVER', () => {
    const l = open(buy(BTC, P20K), 100);
    expect(l.bankruptcyTicks).toBe(0);
    expect(l.liqTicks).toBe(1_000); // 0.5 % × 20,000 = 100
    const fat = addMargin(c, l, 1 * USDT).position;
    expect(fat.liqTicks).toBe(990);
    const s = addMargin(c, open(sell(1, 2_000_000_000), 100), 1_000_000_000_000).position;
    expect(s.liqTicks).toBe(LIQ_NEVER);
    expect(liquidationHit(s, 1, 2 ** 31 - 1)).toBe(false);
    expect(futuresMetrics(c, s, 2_000_000_000).liquidationPrice).toBe('');
  });
});

describe('pre-trade estimate', () => {
  it('equals the position after the same fills, whole, and within a tick when they fill in parts', () => {
    const plan = [buy(100, 190_000), buy(100, 180_000), buy(100, 170_000), buy(100, 160_000)];
    const est = estimateLiquidation(c, 2000, plan);
    let p = flatPosition(c, 2000);
    for (const f of plan) p = applyFill(c, p, f).position;
    expect(est.liqTicks).toBe(p.liqTicks);
    expect(est.position).toEqual(p);
    expect(est.marginPosted).toBe(p.margin);
    expect(est.peakValue).toBe(p.cost);
    let q = flatPosition(c, 2000);
    for (const f of plan) for (const part of [33, 33, 34]) q = applyFill(c, q, { ...f, lots: part }).position;
    expect(Math.abs(q.liqTicks - est.liqTicks)).toBeLessThanOrEqual(1);
    expect(liquidationPriceTicks(c, q)).toBe(q.liqTicks);
    expect(estimateLiquidation(c, 2000, plan, { extraMargin: 10 * USDT }).liqTicks).toBeLessThan(est.liqTicks);
  });

  it('refuses a plan that breaks the risk limit', () => {
    expect(() => estimateLiquidation(c, 10_000, [buy(100 * BTC, P20K), buy(BTC, P20K)])).toThrow(/RISK_LIMIT/);
  });
});

describe('unrealised PnL', () => {
  it('is (mark − entry) × size for a long and the reverse for a short', () => {
    expect(unrealisedPnl(c, open(buy(BTC, P20K)), 210_000)).toBe(1000 * USDT);
    expect(unrealisedPnl(c, open(sell(BTC, P20K)), 210_000)).toBe(-1000 * USDT);
    expect(unrealisedPnl(c, flatPosition(c, 100), 210_000)).toBe(0);
  });
});
