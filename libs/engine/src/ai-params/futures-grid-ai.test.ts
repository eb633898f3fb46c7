import { proposeFuturesGridParams } from './futures-grid-ai';
import { compileContract } from '../futures/contract';
import { validateFuturesGrid } from '../futures-grid/validate';
import { ETH_PERP_RULES, ethHistory } from '../testing/fixtures';

const market = { symbol: 'ETHUSDT', baseCoin: 'ETH', quoteCoin: 'USDT' };
const candles = ethHistory(42, 7 * 1440, 0.8);
const contract = compileContract(ETH_PERP_RULES);

describe('proposeFuturesGridParams', () => {
  it('proposes a valid grid per mode, a leverage whose liquidation estimate lies beyond the range, and a backtested APR', () => {
    const last = (candles.close[candles.length - 1] / 100).toFixed(2);
    const neutral = proposeFuturesGridParams('neutral', candles, contract, market, '10000');
    const long = proposeFuturesGridParams('long', candles, contract, market, '10000');
    const short = proposeFuturesGridParams('short', candles, contract, market, '10000');
    const width = (p: typeof neutral) => Number(p.maxPrice) / Number(p.minPrice);
    // a directional grid holds its position through a wider range
    expect(width(neutral)).toBeLessThan(width(long));
    expect(width(long)).toBe(width(short));
    for (const p of [neutral, long, short]) {
      const v = validateFuturesGrid(
        { gridMode: p.mode, gridType: 'geometric', minPrice: p.minPrice, maxPrice: p.maxPrice, cellNumber: p.cellNumber, leverage: p.leverage, investment: '10000' },
        contract,
        { ...market, lastPrice: last },
      );
      expect(v.check_code).toBe('FGRID_CHECK_CODE_SUCCESS');
      if (v.long_liq_price !== '') expect(Number(v.long_liq_price)).toBeLessThan(Number(p.minPrice));
      if (v.short_liq_price !== '') expect(Number(v.short_liq_price)).toBeGreaterThan(Number(p.maxPrice));
      expect(Number(p.leverage)).toBeGreaterThanOrEqual(1);
      expect(p.backtested).toBe(true);
      expect(p.volatilityRatio).toBeGreaterThan(0);
      expect(Number.isFinite(p.backtestApr)).toBe(true);
      expect(p.backtestGridApr).toBeGreaterThanOrEqual(0);
    }
    expect(proposeFuturesGridParams('long', candles, contract, market, '10000')).toEqual(long); // deterministic
  });
});
