import { BacktestRecorder, drawdownAfter } from './curve';

describe('backtest recorder', () => {
  it('tracks the largest fall from the running peak', () => {
    let peak = 0;
    let dd = 0;
    for (const eq of [100, 110, 99, 120, 60, 90, 130, 130, 117, 125]) {
      dd = drawdownAfter(peak, eq, dd);
      if (eq > peak) peak = eq;
    }
    expect(dd).toBe(0.5); // 120 → 60
    expect(drawdownAfter(0, -5, 0)).toBe(0); // no peak yet
    expect(drawdownAfter(100, 100, 0.2)).toBe(0.2);
  });

  it('stores the samples a loop takes at the first close of each period and at the last candle', () => {
    // 10 candles of 1 min from t0 = 0, a sample every 3 min
    const progress: number[] = [];
    const rec = new BacktestRecorder(10, 0, 60_000, { sampleMs: 180_000, onProgress: (f) => progress.push(f) });
    const equity = [100, 110, 99, 120, 60, 90, 130, 130, 117, 125];
    let next = rec.firstSample;
    const sampled: number[] = [];
    equity.forEach((eq, i) => {
      const close = (i + 1) * 60_000;
      if (close >= next || i === 9) {
        sampled.push(i);
        rec.sample(close, eq, eq - 100, i);
        while (next <= close) next += rec.sampleMs;
      }
    });
    const curve = rec.finish();
    expect(sampled).toEqual([2, 5, 8, 9]);
    expect(Array.from(curve.time)).toEqual([180_000, 360_000, 540_000, 600_000]);
    expect(Array.from(curve.equity)).toEqual([99, 90, 117, 125]);
    expect(Array.from(curve.totalPnl)).toEqual([-1, -10, 17, 25]);
    expect(Array.from(curve.gridProfit)).toEqual([2, 5, 8, 9]);
    expect(rec.last()).toEqual({ equity: 125, totalPnl: 25 });
    expect(progress).toEqual([1]);
  });

  it('reports progress as a fraction of the candles, and 1 at the end', () => {
    const progress: number[] = [];
    const rec = new BacktestRecorder(4 * 65_536, 0, 60_000, { onProgress: (f) => progress.push(f) });
    rec.progress(65_535);
    rec.progress(131_071);
    rec.finish();
    expect(progress).toEqual([65_535 / (4 * 65_536), 131_071 / (4 * 65_536), 1]);
    expect(() => new BacktestRecorder(3, 0, 60_000, {}).progress(1)).not.toThrow();
  });
});
