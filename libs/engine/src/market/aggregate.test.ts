import { aggregateCandles, bucketStart } from './aggregate';
import { KLINE_INTERVALS, type Candle, candleAt, seriesFromCandles, sliceSeries } from './candles';
import { createPriceModel, generateHistory } from './price-model';
import { civilFromDays, daysFromCivil, parseIsoTime } from './time';

const T0 = Date.UTC(2024, 0, 30, 22, 0); // a Tuesday evening, two days before a month end

describe('calendar helpers', () => {
  it('agree with Date for civil days', () => {
    for (let d = -800_000; d <= 800_000; d += 997) {
      const date = new Date(d * 86_400_000);
      expect(civilFromDays(d)).toEqual({ year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() });
      expect(daysFromCivil(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate())).toBe(d);
    }
  });

  it('parse ISO dates with and without offsets, and refuse impossible ones', () => {
    expect(parseIsoTime('2024-03-01')).toBe(Date.UTC(2024, 2, 1));
    expect(parseIsoTime('2024-03-01T12:30Z')).toBe(Date.UTC(2024, 2, 1, 12, 30));
    expect(parseIsoTime('2024-03-01 12:30:15.250+02:00')).toBe(Date.UTC(2024, 2, 1, 10, 30, 15, 250));
    expect(parseIsoTime('2024-03-01T00:00:00-0530')).toBe(Date.UTC(2024, 2, 1, 5, 30));
    expect(parseIsoTime('2023-02-29')).toBeNull();
    expect(parseIsoTime('2024-13-01')).toBeNull();
    expect(parseIsoTime('yesterday')).toBeNull();
  });
});

describe('bucketStart', () => {
  it('aligns weeks to Monday 00:00 UTC and months to the 1st', () => {
    const t = Date.UTC(2024, 1, 29, 13, 7); // Thursday 29 Feb 2024
    expect(bucketStart(t, '1w')).toBe(Date.UTC(2024, 1, 26));
    expect(new Date(bucketStart(t, '1w')).getUTCDay()).toBe(1);
    expect(bucketStart(t, '1M')).toBe(Date.UTC(2024, 1, 1));
    expect(bucketStart(t, '1d')).toBe(Date.UTC(2024, 1, 29));
    expect(bucketStart(t, '4h')).toBe(Date.UTC(2024, 1, 29, 12));
    expect(bucketStart(t, '15m')).toBe(Date.UTC(2024, 1, 29, 13, 0));
    expect(bucketStart(t, '3d') % (3 * 86_400_000)).toBe(0);
    expect(bucketStart(Date.UTC(1969, 11, 31, 23, 59), '1d')).toBe(Date.UTC(1969, 11, 31));
  });
});

describe('aggregateCandles', () => {
  const { series } = generateHistory(
    createPriceModel({ seed: 'agg', symbol: 'ETHUSDT', startPriceTicks: 350_000, startTime: T0, tickSize: '0.01', lotSize: '0.0001' }),
    60 * 24 * 33,
  );

  it.each(KLINE_INTERVALS.filter((i) => i !== '1m'))('matches a brute-force grouping for %s', (interval) => {
    const agg = aggregateCandles(series, interval);
    const groups = new Map<number, Candle[]>();
    for (let i = 0; i < series.length; i++) {
      const c = candleAt(series, i);
      const b = bucketStart(c.openTime, interval);
      const g = groups.get(b);
      if (g) g.push(c);
      else groups.set(b, [c]);
    }
    // every bucket's open time, open, close, high, low and volume, compared in one assertion (a jest
    // expect per figure cost 8 s for the 3-minute buckets alone)
    const expected = [...groups].map(([start, cs]) => [start, cs[0].open, cs[cs.length - 1].close, Math.max(...cs.map((c) => c.high)), Math.min(...cs.map((c) => c.low)), cs.reduce((s, c) => s + c.volume, 0)]);
    const actual = Array.from({ length: agg.length }, (_, k) => {
      const a = candleAt(agg, k);
      return [a.openTime, a.open, a.close, a.high, a.low, a.volume];
    });
    expect(actual).toEqual(expected);
  });

  it('emits a partial first bucket and calendar months of different lengths', () => {
    const m = aggregateCandles(series, '1M');
    expect(Array.from(m.time!)).toEqual([Date.UTC(2024, 0, 1), Date.UTC(2024, 1, 1), Date.UTC(2024, 2, 1)]);
    const d = aggregateCandles(series, '1d');
    expect(d.time![0]).toBe(Date.UTC(2024, 0, 30));
    expect(d.open[0]).toBe(series.open[0]);
  });

  it('skips gaps and rejects unordered input or a finer target', () => {
    const a = sliceSeries(series, 0, 30);
    const rows = Array.from({ length: 30 }, (_, i) => candleAt(a, i)).filter((_, i) => i < 5 || i >= 20);
    const gappy = seriesFromCandles('ETHUSDT', '1m', rows);
    // minutes 0–4 fill one 5m bucket, 20–29 two more; the empty buckets between are absent
    expect(aggregateCandles(gappy, '5m').length).toBe(3);
    const unordered = seriesFromCandles('ETHUSDT', '1m', [rows[1], rows[0]]);
    expect(() => aggregateCandles(unordered, '5m')).toThrow(/increase/);
    const hourly = aggregateCandles(series, '1h');
    expect(() => aggregateCandles(hourly, '5m')).toThrow(/finer/);
    expect(aggregateCandles(hourly, '1d').length).toBe(aggregateCandles(series, '1d').length);
  });
});
