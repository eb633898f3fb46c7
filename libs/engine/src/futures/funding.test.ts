import { compileContract } from './contract';
import { FUNDING_INTERVAL_MS, fundingInstants, fundingPayment, nextFundingInstant, settleFunding } from './funding';
import { applyFill, flatPosition, type FuturesPosition } from './position';

const c = compileContract({
  tickSize: '0.1',
  lotSize: '0.001',
  minQty: '0.001',
  maxQty: '1190',
  minNotional: '0',
  makerFee: '0',
  takerFee: '0',
  riskTiers: [{ limit: '2000000', imrE4: 100, mmrE4: 50, maxLeverageE2: 10000 }],
});
const pos = (side: 'buy' | 'sell', lots: number, ticks: number): FuturesPosition => applyFill(c, flatPosition(c, 1000), { side, lots, ticks, liquidity: 'taker' }).position;
const H = 3_600_000;

describe('funding instants', () => {
  it('are 00:00, 08:00 and 16:00 UTC, from exclusive, to inclusive', () => {
    const d = Date.UTC(2024, 0, 1);
    expect(FUNDING_INTERVAL_MS).toBe(8 * H);
    expect(fundingInstants(d, d + 24 * H)).toEqual([d + 8 * H, d + 16 * H, d + 24 * H]);
    expect(fundingInstants(d - 1, d)).toEqual([d]);
    expect(fundingInstants(d, d + 8 * H - 1)).toEqual([]);
    expect(fundingInstants(d + 5, d + 1)).toEqual([]);
    expect(nextFundingInstant(d)).toBe(d + 8 * H);
    expect(nextFundingInstant(d + 8 * H - 1)).toBe(d + 8 * H);
    expect(nextFundingInstant(-1)).toBe(0);
    // one instant per 8 h over a leap year
    expect(fundingInstants(Date.UTC(2024, 0, 1), Date.UTC(2025, 0, 1))).toHaveLength(366 * 3);
  });
});

describe('funding payments', () => {
  it('a positive rate makes longs pay shorts: value at mark × rate', () => {
    // 1 BTC, mark 20,000, rate 0.01 % → 2 USDT = 20,000 units
    const l = pos('buy', 1000, 190_000);
    const s = pos('sell', 1000, 190_000);
    expect(fundingPayment(c, l, 200_000, 10_000)).toBe(-20_000);
    expect(fundingPayment(c, s, 200_000, 10_000)).toBe(20_000);
    expect(fundingPayment(c, l, 200_000, -10_000)).toBe(20_000);
    expect(fundingPayment(c, s, 200_000, -10_000)).toBe(-20_000);
    expect(fundingPayment(c, flatPosition(c, 100), 200_000, 10_000)).toBe(0);
  });

  it('rounds in the exchange favour: payers pay the ceiling, receivers get the floor', () => {
    // value 7 units × 0.01 % = 0.0007 units
    expect(fundingPayment(c, pos('buy', 7, 1), 1, 10_000)).toBe(-1);
    expect(fundingPayment(c, pos('sell', 7, 1), 1, 10_000)).toBe(0);
  });

  it('settles into the funding counter and the wallet, leaving margin and liquidation price alone', () => {
    const l = pos('buy', 1000, 200_000);
    const r = settleFunding(c, l, 200_000, 10_000);
    expect(r.walletDelta).toBe(-20_000);
    expect(r.position).toEqual({ ...l, funding: -20_000 });
    expect(settleFunding(c, r.position, 200_000, -5_000).position.funding).toBe(-10_000);
    expect(() => fundingPayment(c, l, 200_000, 100_000_001)).toThrow(RangeError);
  });
});
