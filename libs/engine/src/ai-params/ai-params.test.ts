import { proposeSpotGridParams } from './ai-params';
import { createPriceModel, generateHistory } from '../market/price-model';
import { validateSpotGrid } from '../spot-grid/validate';

const market = {
  symbol: 'SOLUSDT',
  baseCoin: 'SOL',
  quoteCoin: 'USDT',
  lastPrice: '150',
  rules: { tickSize: '0.01', lotSize: '0.001', minQty: '0.001', maxQty: '10000', minNotional: '5', makerFee: '0.001', takerFee: '0.001' },
};
const candles = generateHistory(createPriceModel({ seed: 'ai', symbol: 'SOLUSDT', startPriceTicks: 15_000, startTime: Date.UTC(2024, 0, 1), tickSize: '0.01', lotSize: '0.001' }), 7 * 1440).series;

describe('proposeSpotGridParams', () => {
  it('proposes valid grids whose width and density follow the style, with a backtested APR', () => {
    const hp = proposeSpotGridParams('high_profits', candles, market, '5000');
    const st = proposeSpotGridParams('steady', candles, market, '5000');
    const hf = proposeSpotGridParams('high_frequency', candles, market, '5000');
    const width = (p: typeof hp) => Number(p.maxPrice) / Number(p.minPrice);
    expect(width(hf)).toBeLessThan(width(hp));
    expect(width(hp)).toBeLessThan(width(st));
    // high frequency: tighter spacing per cell
    expect(Math.log(width(hf)) / hf.cellNumber).toBeLessThan(Math.log(width(hp)) / hp.cellNumber);
    for (const p of [hp, st, hf]) {
      const last = (candles.close[candles.length - 1] / 100).toFixed(2);
      expect(validateSpotGrid({ minPrice: p.minPrice, maxPrice: p.maxPrice, cellNumber: p.cellNumber, gridType: 'geometric', quoteInvestment: '5000' }, { ...market, lastPrice: last }).check_code).toBe('SPOT_CHECK_CODE_SUCCESS_UNSPECIFIED');
      expect(p.volatilityRatio).toBeGreaterThan(0);
      expect(Number.isFinite(p.backtestApr)).toBe(true);
      // grid profit only grows (round trips net of fees are never negative here)
      expect(p.backtestGridApr).toBeGreaterThanOrEqual(0);
    }
    expect(hf.backtestFills).toBeGreaterThan(hp.backtestFills);
    expect(proposeSpotGridParams('steady', candles, market, '5000')).toEqual(st); // deterministic
  });
});
