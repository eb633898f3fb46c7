import { COINS, coinInfo } from '../ledger/coins';
import { scaleOf, toUnits } from '../lib/decimal';
import { LINEAR_CONTRACTS, SPOT_PAIRS, contractConfig, seriesSpecs } from './symbols';

describe('symbol table', () => {
  it('lists at least 50 shown, trading spot pairs and 20 linear perpetuals with unique names', () => {
    const shownSpot = SPOT_PAIRS.filter((p) => p.display === 1 && p.status === 'Trading');
    expect(shownSpot.length).toBeGreaterThanOrEqual(50);
    expect(new Set(SPOT_PAIRS.map((p) => p.symbol)).size).toBe(SPOT_PAIRS.length);
    expect(new Set(LINEAR_CONTRACTS.map((c) => c.symbol)).size).toBe(LINEAR_CONTRACTS.length);
    expect(LINEAR_CONTRACTS.filter((c) => c.display === 1 && c.status === 'Trading').length).toBeGreaterThanOrEqual(20);
  });

  it('keeps every spot pair consistent: coins listed, prices on tick, limits in whole lots and of sensible value', () => {
    for (const pair of SPOT_PAIRS) {
      const where = pair.symbol;
      expect({ where, base: !!coinInfo(pair.base), quote: !!coinInfo(pair.quote) }).toEqual({ where, base: true, quote: true });
      expect(pair.symbol).toBe(`${pair.base}${pair.quote}`);
      const scale = Math.max(scaleOf(pair.refPrice), scaleOf(pair.tickSize));
      expect({ where, onTick: toUnits(pair.refPrice, scale) % toUnits(pair.tickSize, scale) }).toEqual({ where, onTick: 0n });
      const lotScale = Math.max(scaleOf(pair.lotSize), scaleOf(pair.minQty), scaleOf(pair.maxQty));
      const lot = toUnits(pair.lotSize, lotScale);
      expect({ where, min: toUnits(pair.minQty, lotScale) % lot, max: toUnits(pair.maxQty, lotScale) % lot }).toEqual({ where, min: 0n, max: 0n });
      const value = (qty: string) => Number(qty) * Number(pair.refPrice);
      expect(value(pair.minQty)).toBeGreaterThanOrEqual(1);
      expect(value(pair.minQty)).toBeLessThan(20);
      expect(value(pair.maxQty)).toBeGreaterThan(100_000);
      expect(value(pair.maxQty)).toBeLessThanOrEqual(5_000_000);
      expect(scaleOf(pair.lotSize)).toBeLessThanOrEqual(coinInfo(pair.base)!.scale);
    }
  });

  it('builds contract configurations with the spec units', () => {
    for (const contract of LINEAR_CONTRACTS) {
      const config = contractConfig(contract);
      expect(config.max_leverage_e2).toBe(contract.maxLeverage * 100);
      expect(config.leverage_sections_e2.at(-1)).toBeLessThanOrEqual(config.max_leverage_e2);
      expect(config.risk_limits[0].max_leverage_e2).toBe(Math.floor(1_000_000 / config.initial_margin_rate_e4));
      expect(config.maintenance_margin_rate_e4).toBeLessThan(config.initial_margin_rate_e4);
      expect(Number(config.max_market_order_qty)).toBeLessThanOrEqual(Number(config.max_order_qty));
      expect(config.price_scale).toBe(scaleOf(contract.tickSize));
    }
  });

  it('gives every symbol a price series whose tick divides its own', () => {
    const specs = new Map(seriesSpecs().map((s) => [s.symbol, s]));
    for (const item of [...SPOT_PAIRS, ...LINEAR_CONTRACTS]) {
      const spec = specs.get(item.symbol)!;
      const scale = Math.max(scaleOf(spec.tickSize), scaleOf(item.tickSize));
      expect({ symbol: item.symbol, rest: toUnits(item.tickSize, scale) % toUnits(spec.tickSize, scale) }).toEqual({ symbol: item.symbol, rest: 0n });
    }
    expect(specs.get('BTCUSDC')!.modelSymbol).toBe('BTCUSDT');
    expect(specs.get('BNBUSDT')!.modelSymbol).toBe('BNBUSDT');
    expect(COINS.length).toBeGreaterThan(50);
  });
});
