import { createPriceModel, generateHistory } from '../market/price-model';
import { candleAt } from '../market/candles';
import { nextInt, nextUniform, seedRng } from '../market/prng';
import { createSpotGrid, stepSpotGridCandle } from '../spot-grid/spot-grid';
import type { SpotGridInput, SpotMarket } from '../spot-grid/types';
import { backtestSpotGrid, backtestSpotGridReference } from './spot-grid-backtest';

const market: SpotMarket = {
  symbol: 'ETHUSDT',
  baseCoin: 'ETH',
  quoteCoin: 'USDT',
  lastPrice: '3000',
  rules: { tickSize: '0.01', lotSize: '0.0001', minQty: '0.0001', maxQty: '5000', minNotional: '5', makerFee: '0.001', takerFee: '0.001' },
};

function history(seed: number, minutes: number) {
  return generateHistory(
    createPriceModel({ seed, symbol: 'ETHUSDT', startPriceTicks: 300_000, startTime: Date.UTC(2024, 0, 1), tickSize: '0.01', lotSize: '0.0001', volProfile: { annualVol: 1.2 } }),
    minutes,
  ).series;
}

function randomInput(seed: number): SpotGridInput {
  const r = seedRng(seed, 'bt');
  const lo = 2_500 + nextInt(r, 450);
  const hi = 3_050 + nextInt(r, 500);
  const kind = nextInt(r, 5);
  return {
    minPrice: String(lo),
    maxPrice: String(hi),
    cellNumber: 5 + nextInt(r, 60),
    gridType: nextUniform(r) < 0.5 ? 'geometric' : 'arithmetic',
    quoteInvestment: String(2_000 + nextInt(r, 50_000)),
    enableTrailing: nextUniform(r) < 0.3,
    tsPercent: kind === 1 ? '0.03' : undefined,
    tpSlType: kind === 2 ? 'percent' : kind === 3 ? 'price' : undefined,
    takeProfitPercent: kind === 2 ? '0.03' : undefined,
    stopLossPercent: kind === 2 ? '0.04' : undefined,
    takeProfitPrice: kind === 3 ? String(hi + 100) : undefined,
    stopLossPrice: kind === 3 ? String(lo - 100) : undefined,
    entryPrice: kind === 4 ? String(2_960 + nextInt(r, 80)) : undefined,
  };
}

describe('spot grid backtest', () => {
  it('gives identical results with the fast walker and the per-level reference loop on 120 seeds', () => {
    let compared = 0;
    for (let seed = 1; seed <= 120; seed++) {
      const candles = history(seed, 4_000);
      const input = randomInput(seed);
      const fast = backtestSpotGrid(input, market, candles);
      const ref = backtestSpotGridReference(input, market, candles);
      expect(JSON.stringify(fast)).toBe(JSON.stringify(ref));
      if (fast.ok) compared++;
    }
    expect(compared).toBeGreaterThan(100);
  });

  it('runs the same logic as the live candle step', () => {
    const candles = history(7, 1_500);
    const input: SpotGridInput = { minPrice: '2800', maxPrice: '3200', cellNumber: 30, gridType: 'geometric', quoteInvestment: '10000', tsPercent: '0.08' };
    const bt = backtestSpotGrid(input, market, candles);
    const created = createSpotGrid(input, { ...market, lastPrice: '3000' }, candles.startTime);
    if (!bt.ok || !created.ok) throw new Error('setup failed');
    let s = created.state;
    for (let i = 0; i < candles.length; i++) s = stepSpotGridCandle(s, candleAt(candles, i)).state;
    expect({ ...s, lastTime: 0 }).toEqual({ ...bt.state, lastTime: 0 });
    expect(bt.fills).toBe(bt.trades.length);
  });

  it('returns a sampled PnL curve, drawdown, fills per day and APR, and reports progress', () => {
    const candles = history(3, 3 * 1440);
    const progress: number[] = [];
    const bt = backtestSpotGrid({ minPrice: '2700', maxPrice: '3300', cellNumber: 40, quoteInvestment: '20000' }, market, candles, { onProgress: (f) => progress.push(f) });
    if (!bt.ok) throw new Error(bt.validation.check_code);
    expect(bt.curve.time.length).toBe(72);
    expect(bt.curve.time[1] - bt.curve.time[0]).toBe(3_600_000);
    expect(bt.curve.totalPnl[71]).toBe(bt.totalPnl);
    expect(bt.curve.gridProfit[71]).toBe(bt.gridProfit);
    expect(bt.days).toBe(3);
    expect(bt.fillsPerDay).toBeCloseTo(bt.fills / 3, 10);
    expect(bt.maxDrawdown).toBeGreaterThanOrEqual(0);
    expect(bt.maxDrawdown).toBeLessThan(1);
    expect(bt.gridApr).toBeCloseTo((bt.gridProfit / bt.investment) * (525_600 / (3 * 1440)), 8);
    expect(progress[progress.length - 1]).toBe(1);
    expect(backtestSpotGrid({ minPrice: '2700', maxPrice: '3300', cellNumber: 1, quoteInvestment: '20000' }, market, candles).ok).toBe(false);
  });
});
