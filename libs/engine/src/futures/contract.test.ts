/**
 * The contract boundary against the configuration the simulator serves: the
 * tiers below are what apps/exchange-sim `riskTiers()` yields for BTCUSDT
 * (100×, base limit 2,000,000) and XRPUSDT (75×, 400,000), copied as data (the
 * engine does not import the simulator), mapped field by field as the
 * simulator will map a ContractSymbol.
 */
import { FuturesError, checkLeverage, compileContract, maxLeverageFor, tierFor, type ContractRules } from './contract';

interface SimTier {
  id: number;
  limit: string;
  initial_margin_rate_e4: number;
  maintenance_margin_rate_e4: number;
  max_leverage_e2: number;
}
const fromSim = (s: { tick_size: string; lot_size: string; min_qty: string; max_order_qty: string; min_notional_value: string; max_leverage_e2: number; risk_limits: SimTier[] }): ContractRules => ({
  tickSize: s.tick_size,
  lotSize: s.lot_size,
  minQty: s.min_qty,
  maxQty: s.max_order_qty,
  minNotional: s.min_notional_value,
  makerFee: '0.0002',
  takerFee: '0.00055',
  maxLeverageE2: s.max_leverage_e2,
  riskTiers: s.risk_limits.map((t) => ({ limit: t.limit, imrE4: t.initial_margin_rate_e4, mmrE4: t.maintenance_margin_rate_e4, maxLeverageE2: t.max_leverage_e2 })),
});

const btc = compileContract(
  fromSim({
    tick_size: '0.1',
    lot_size: '0.001',
    min_qty: '0.001',
    max_order_qty: '1190',
    min_notional_value: '5',
    max_leverage_e2: 10000,
    risk_limits: [
      { id: 1, limit: '2000000', initial_margin_rate_e4: 100, maintenance_margin_rate_e4: 50, max_leverage_e2: 10000 },
      { id: 2, limit: '4000000', initial_margin_rate_e4: 150, maintenance_margin_rate_e4: 75, max_leverage_e2: 6666 },
      { id: 3, limit: '6000000', initial_margin_rate_e4: 200, maintenance_margin_rate_e4: 100, max_leverage_e2: 5000 },
      { id: 4, limit: '8000000', initial_margin_rate_e4: 250, maintenance_margin_rate_e4: 125, max_leverage_e2: 4000 },
      { id: 5, limit: '10000000', initial_margin_rate_e4: 300, maintenance_margin_rate_e4: 150, max_leverage_e2: 3333 },
    ],
  }),
);
const xrp = compileContract(
  fromSim({
    tick_size: '0.0001',
    lot_size: '1',
    min_qty: '1',
    max_order_qty: '6540000',
    min_notional_value: '5',
    max_leverage_e2: 7500,
    risk_limits: [
      { id: 1, limit: '400000', initial_margin_rate_e4: 133, maintenance_margin_rate_e4: 67, max_leverage_e2: 7518 },
      { id: 2, limit: '800000', initial_margin_rate_e4: 200, maintenance_margin_rate_e4: 100, max_leverage_e2: 5000 },
    ],
  }),
);

const USDT = 10_000; // BTCUSDT quote units per USDT (scale 1 + 3)

describe('contract compiled from the simulator configuration', () => {
  it('keeps limits in quote units and tier ids', () => {
    expect(btc.market.quoteScale).toBe(4);
    expect(btc.tiers.map((t) => [t.id, t.limit])).toEqual([1, 2, 3, 4, 5].map((i) => [i, i * 2_000_000 * USDT]));
    expect(tierFor(btc, 2_000_000 * USDT)?.id).toBe(1);
    expect(tierFor(btc, 2_000_000 * USDT + 1)?.id).toBe(2);
    expect(tierFor(btc, 10_000_000 * USDT + 1)).toBeNull();
  });

  it('caps leverage at the contract maximum even when the first tier would allow a little more (XRP: 75× not 75.18×)', () => {
    expect(xrp.maxLeverageE2).toBe(7500);
    expect(maxLeverageFor(xrp, 0)).toBe(7500);
    expect(() => checkLeverage(xrp, 7501)).toThrow(/LEVERAGE_TOO_HIGH/);
    expect(() => checkLeverage(xrp, 7500)).not.toThrow();
  });

  it('names the error the simulator maps to a check code: RISK_LIMIT for a tier that does not allow the leverage', () => {
    expect(maxLeverageFor(btc, 3_000_000 * USDT)).toBe(6666);
    let err: unknown;
    try {
      checkLeverage(btc, 7500, 3_000_000 * USDT);
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(FuturesError);
    expect((err as FuturesError).code).toBe('RISK_LIMIT');
    expect((err as FuturesError).maxLeverageE2).toBe(6666);
    expect(() => checkLeverage(btc, 6666, 3_000_000 * USDT)).not.toThrow();
    expect(() => checkLeverage(btc, 100, 10_000_000 * USDT + 1)).toThrow(/RISK_LIMIT/);
  });

  it('refuses malformed boundary input with the field named', () => {
    const base = fromSim({ tick_size: '0.1', lot_size: '0.001', min_qty: '0.001', max_order_qty: '1', min_notional_value: '5', max_leverage_e2: 50, risk_limits: [] });
    expect(() => compileContract({ ...base, riskTiers: [{ limit: '1', imrE4: 100, mmrE4: 50, maxLeverageE2: 10000 }] })).toThrow(/maxLeverageE2/);
    expect(() => compileContract({ ...base, maxLeverageE2: 100, riskTiers: [{ limit: 'x', imrE4: 100, mmrE4: 50, maxLeverageE2: 10000 }] })).toThrow(/riskTiers\[0\]\.limit/);
    expect(() => compileContract({ ...base, maxLeverageE2: 100, riskTiers: [{ limit: '1', imrE4: 0, mmrE4: 50, maxLeverageE2: 10000 }] })).toThrow(/imrE4/);
    expect(() =>
      compileContract({
        ...base,
        maxLeverageE2: 100,
        riskTiers: [
          { limit: '1', imrE4: 200, mmrE4: 50, maxLeverageE2: 5000 },
          { limit: '2', imrE4: 100, mmrE4: 50, maxLeverageE2: 10000 },
        ],
      }),
    ).toThrow(/may not allow more leverage/);
  });
});
