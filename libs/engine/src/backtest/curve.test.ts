import { BacktestRecorder } from './curve';

describe('backtest recorder', () => {
  it('samples at the first close of each period and at the last candle, with drawdown from the running peak', () => {
    // 10 candles of 1 min from t0 = 0, a sample every 3 min
    const progress: number[] = [];
    const rec = new BacktestRecorder(10, 0, 60_000, { sampleMs: 180_000, onProgress: (f) => progress.push(f) });
    const equity = [100, 110, 99, 120, 60, 90, 130, 130, 117, 125];
    const sampled: number[] = [];
    equity.forEach((eq, i) => {
      const close = (i + 1) * 60_000;
      if (rec.candle(i, close, eq)) {
        sampled.push(i);
        rec.sample(close, eq, eq - 100, i);
      }
    });
    const curve = rec.finish();
    expect(sampled).toEqual([2, 5, 8, 9]);
    expect(Array.from(curve.time)).toEqual([180_000, 360_000, 540_000, 600_000]);
    expect(Array.from(curve.equity)).toEqual([99, 90, 117, 125]);
    expect(Array.from(curve.totalPnl)).toEqual([-1, -10, 17, 25]);
    expect(Array.from(curve.gridProfit)).toEqual([2, 5, 8, 9]);
    expect(rec.maxDrawdown).toBe(0.5); // 120 → 60
    expect(rec.last()).toEqual({ equity: 125, totalPnl: 25 });
    expect(progress).toEqual([1]);
  });

  it('reports progress about every 2^16 candles', () => {
    const progress: number[] = [];
    const n = 3 * 65_536;
    const rec = new BacktestRecorder(n, 0, 60_000, { onProgress: (f) => progress.push(f) });
    for (let i = 0; i < n; i++) if (rec.candle(i, (i + 1) * 60_000, 1)) rec.sample((i + 1) * 60_000, 1, 0, 0);
    rec.finish();
    expect(progress).toEqual([65_535 / n, 131_071 / n, 196_607 / n, 1]);
  });
});
