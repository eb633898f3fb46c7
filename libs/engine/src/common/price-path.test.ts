import { CANDLE_PATH_OFFSETS_MS, candlePath, highFirst, walkCandle } from './price-path';

const candle = (open: number, high: number, low: number, close: number) => ({ openTime: 60_000, open, high, low, close, volume: 0, quoteVolume: 0 });

describe('candle price path', () => {
  it('walks open → low → high → close when the candle closes at or above its open', () => {
    expect(candlePath(candle(100, 130, 90, 120))).toEqual([
      { time: 60_000, priceTicks: 100 },
      { time: 80_000, priceTicks: 90 },
      { time: 100_000, priceTicks: 130 },
      { time: 119_999, priceTicks: 120 },
    ]);
    expect(candlePath(candle(100, 100, 100, 100)).map((p) => p.priceTicks)).toEqual([100, 100, 100, 100]);
  });

  it('walks open → high → low → close when it closes below its open', () => {
    expect(candlePath(candle(100, 130, 90, 95)).map((p) => p.priceTicks)).toEqual([100, 130, 90, 95]);
    expect(highFirst(100, 95)).toBe(true);
    expect(highFirst(100, 100)).toBe(false);
  });

  it('visits the same points without building them, in order', () => {
    const seen: [number, number][] = [];
    walkCandle(100, 130, 90, 95, 0, (p, t) => seen.push([p, t]));
    expect(seen).toEqual([
      [100, CANDLE_PATH_OFFSETS_MS[0]],
      [130, CANDLE_PATH_OFFSETS_MS[1]],
      [90, CANDLE_PATH_OFFSETS_MS[2]],
      [95, CANDLE_PATH_OFFSETS_MS[3]],
    ]);
  });
});
