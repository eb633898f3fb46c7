import { fitFuturesGrid, proposeFuturesGridValidated } from './futures-grid-ai';
import { compileContract } from '../futures/contract';
import { validateFuturesGrid } from '../futures-grid/validate';
import { splitHistory } from '../common/walk-forward';
import { ticksToPrice } from '../core/rules';
import { ETH_PERP_RULES, ethHistory } from '../testing/fixtures';

const market = { symbol: 'ETHUSDT', baseCoin: 'ETH', quoteCoin: 'USDT' };
const candles = ethHistory(42, 7 * 1440, 0.8);
const contract = compileContract(ETH_PERP_RULES);

describe('proposeFuturesGridValidated', () => {
  it('proposes a valid grid per mode around the current price, a leverage whose liquidation estimate lies beyond the range, and its test over the last 3 days', () => {
    const last = ticksToPrice(contract.market, candles.close[candles.length - 1]);
    const neutral = proposeFuturesGridValidated('neutral', candles, contract, market, '10000');
    const long = proposeFuturesGridValidated('long', candles, contract, market, '10000');
    const short = proposeFuturesGridValidated('short', candles, contract, market, '10000');
    const width = (p: typeof neutral) => Number(p.maxPrice) / Number(p.minPrice);
    // a directional grid holds its position through a wider range
    expect(width(neutral)).toBeLessThan(width(long));
    expect(width(long)).toBeCloseTo(width(short), 6);
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
      expect(p.validation.days).toBe(3);
      expect(p.backtestFills).toBe(p.validation.fills);
      expect(p.backtestGridApr).toBeGreaterThanOrEqual(0);
    }
    expect(proposeFuturesGridValidated('long', candles, contract, market, '10000')).toEqual(long); // deterministic
  });

  it('tests the range chosen before the test window, around the price where that window starts (the cause of the 0-fill backtests)', () => {
    const { fit, test } = splitHistory(candles);
    for (const mode of ['neutral', 'long', 'short'] as const) {
      const g = fitFuturesGrid(mode, fit, contract);
      expect(g.lo).toBeLessThan(test.open[0]);
      expect(g.hi).toBeGreaterThan(test.open[0]);
      expect(proposeFuturesGridValidated(mode, candles, contract, market, '10000').validation.fills).toBeGreaterThan(0);
    }
  });
});
