import { seriesFromCandles, type Candle } from './candles';
import { FUNDING_INTEREST_E8, addPremiumSample, EMPTY_PREMIUM_WINDOW, fundingEventsForSeries, fundingRateE8, premiumE8, premiumIndexE8 } from './funding-rate';
import { type MarkModelState, createMarkModel, markFromIndex, markSeries, stepMarkModel } from './mark-price';
import { PATH_OFFSETS_MS, createPriceModel, generateHistory, nextMinute } from './price-model';

const T0 = Date.UTC(2024, 0, 1);
const history = (minutes: number, seed = 'mark') =>
  generateHistory(createPriceModel({ seed, symbol: 'BTCUSDT', startPriceTicks: 6_500_000, startTime: T0, tickSize: '0.01', lotSize: '0.000001' }), minutes).series;
const flat = (minutes: number, ticks = 6_500_000) =>
  seriesFromCandles(
    'X',
    '1m',
    Array.from({ length: minutes }, (_, i): Candle => ({ openTime: T0 + i * 60_000, open: ticks, high: ticks, low: ticks, close: ticks, volume: 0, quoteVolume: 0 })),
  );

describe('markFromIndex', () => {
  it('adds the basis rounded half-even to the tick and stays at least one tick', () => {
    expect(markFromIndex(6_500_000, 0)).toBe(6_500_000);
    expect(markFromIndex(6_500_000, 10_000)).toBe(6_500_650); // +0.01 %
    expect(markFromIndex(6_500_000, -10_000)).toBe(6_499_350);
    expect(markFromIndex(50, 1_000_000)).toBe(50); // +0.5 tick → half-even keeps 50
    expect(markFromIndex(150, 1_000_000)).toBe(152); // +1.5 ticks → 2
    expect(markFromIndex(150, -1_000_000)).toBe(148); // −1.5 → −2
    expect(markFromIndex(1, -1_000_000)).toBe(1);
  });

  it('is non-decreasing in the index, so a candle high/low mark to the mark high/low', () => {
    for (const b of [-300_000, -1, 0, 7, 299_999]) {
      let prev = 0;
      for (let x = 1; x < 5_000; x++) {
        const m = markFromIndex(x, b);
        expect(m).toBeGreaterThanOrEqual(prev);
        prev = m;
      }
    }
  });
});

describe('mark model', () => {
  it('is deterministic per seed and symbol, and resumes exactly from a JSON round trip', () => {
    const s = history(2_000);
    const a = markSeries(createMarkModel('s1', 'BTCUSDT'), s);
    const b = markSeries(createMarkModel('s1', 'BTCUSDT'), s);
    expect(Array.from(a.series.close)).toEqual(Array.from(b.series.close));
    expect(Array.from(markSeries(createMarkModel('s2', 'BTCUSDT'), s).series.basisE8)).not.toEqual(Array.from(a.series.basisE8));
    expect(Array.from(markSeries(createMarkModel('s1', 'ETHUSDT'), s).series.basisE8)).not.toEqual(Array.from(a.series.basisE8));
    // live stepping, persisted every 97 minutes, gives the same marks as the series
    let st: MarkModelState = createMarkModel('s1', 'BTCUSDT');
    for (let i = 0; i < s.length; i++) {
      if (i % 97 === 0) st = JSON.parse(JSON.stringify(st)) as MarkModelState;
      expect(markFromIndex(s.close[i], st.basisE8)).toBe(a.series.close[i]);
      st = stepMarkModel(st, s.close[i]);
    }
    expect(st).toEqual(a.state);
  });

  it('marks every path point with the minute basis: the mark candle is the extremes of the marked points', () => {
    let price = createPriceModel({ seed: 'pts', symbol: 'BTCUSDT', startPriceTicks: 6_500_000, startTime: T0, tickSize: '0.01', lotSize: '0.000001' });
    let mark = createMarkModel('pts', 'BTCUSDT');
    const candles: Candle[] = [];
    const marked: number[][] = [];
    for (let i = 0; i < 300; i++) {
      const step = nextMinute(price);
      price = step.state;
      candles.push(step.candle);
      marked.push(step.points.map((p) => markFromIndex(p.priceTicks, mark.basisE8)));
      expect(step.points).toHaveLength(PATH_OFFSETS_MS.length);
      mark = stepMarkModel(mark, step.candle.close);
    }
    const ms = markSeries(createMarkModel('pts', 'BTCUSDT'), seriesFromCandles('BTCUSDT', '1m', candles)).series;
    marked.forEach((pts, i) => {
      expect(ms.high[i]).toBe(Math.max(...pts));
      expect(ms.low[i]).toBe(Math.min(...pts));
      expect(ms.close[i]).toBe(pts[pts.length - 1]);
    });
  });

  it('keeps the basis within its cap and mean-reverting around a few basis points', () => {
    const { series } = markSeries(createMarkModel('cap', 'BTCUSDT'), history(20_000, 'cap'));
    let sumAbs = 0;
    for (const b of series.basisE8) {
      expect(Math.abs(b)).toBeLessThanOrEqual(300_000);
      sumAbs += Math.abs(b);
    }
    const meanAbs = sumAbs / series.length;
    expect(meanAbs).toBeGreaterThan(2_000); // it moves
    expect(meanAbs).toBeLessThan(100_000); // within 0.1 % on average
  });

  it('validates its parameters', () => {
    expect(() => createMarkModel('x', 'X', { capE8: 2_000_000 })).toThrow(/capE8/);
    expect(() => createMarkModel('x', 'X', { reversionMinutes: 0 })).toThrow(/reversionMinutes/);
    expect(() => stepMarkModel(createMarkModel('x', 'X'), 0)).toThrow(RangeError);
  });
});

describe('funding-rate model', () => {
  it('rate = premium + clamp(0.01 % − premium, ±0.05 %)', () => {
    expect(FUNDING_INTEREST_E8).toBe(10_000);
    expect(fundingRateE8(0)).toBe(10_000);
    expect(fundingRateE8(-40_000)).toBe(10_000);
    expect(fundingRateE8(60_000)).toBe(10_000);
    expect(fundingRateE8(70_000)).toBe(20_000); // 0.07 % − 0.05 %
    expect(fundingRateE8(-50_000)).toBe(0); // −0.05 % + 0.05 %
    expect(fundingRateE8(-100_000)).toBe(-50_000);
  });

  it('samples the premium exactly and averages it truncated toward zero', () => {
    expect(premiumE8(1_000_100, 1_000_000)).toBe(10_000);
    expect(premiumE8(999_999, 3_000_000)).toBe(-66_666_700); // −2,000,001 / 3,000,000 → −0.66667, truncated
    expect(premiumE8(3, 7)).toBe(-57_142_857);
    let w = EMPTY_PREMIUM_WINDOW;
    expect(premiumIndexE8(w)).toBe(0);
    w = addPremiumSample(w, 1_000_100, 1_000_000);
    w = addPremiumSample(w, 1_000_000, 1_000_000);
    w = addPremiumSample(w, 999_999, 1_000_000);
    expect(w).toEqual({ sumE8: 9_900, samples: 3 });
    expect(premiumIndexE8(w)).toBe(3_300);
    expect(premiumIndexE8({ sumE8: -10, samples: 3 })).toBe(-3);
  });

  it('funds a calm market at exactly 0.01 %, every 8 hours at 00:00, 08:00 and 16:00 UTC', () => {
    const s = flat(3 * 1440);
    const events = fundingEventsForSeries(s, markSeries(createMarkModel('calm', 'X'), s).series.close);
    expect(events.map((e) => e.time)).toEqual(Array.from({ length: 9 }, (_, i) => T0 + (i + 1) * 8 * 3_600_000));
    expect(events.every((e) => e.rateE8 === 10_000)).toBe(true);
    expect(events[0].candle).toBe(479);
  });

  it('on the seeded BTC path mostly funds at 0.01 % and follows the premium when the market trends', () => {
    const s = history(60 * 1440, 'funding');
    const marks = markSeries(createMarkModel('funding', 'BTCUSDT'), s).series;
    const events = fundingEventsForSeries(s, marks.close);
    expect(events).toHaveLength(180);
    const calm = events.filter((e) => e.rateE8 === 10_000).length;
    expect(calm).toBeGreaterThan(events.length / 2);
    for (const e of events) expect(Math.abs(e.rateE8)).toBeLessThanOrEqual(300_000 + 50_000);
    // a steady rally: +0.02 % a minute for a day makes the perpetual rich and longs pay more
    const up = seriesFromCandles(
      'X',
      '1m',
      Array.from({ length: 1440 }, (_, i): Candle => {
        const p = Math.round(6_500_000 * 1.0002 ** i);
        return { openTime: T0 + i * 60_000, open: p, high: p, low: p, close: p, volume: 0, quoteVolume: 0 };
      }),
    );
    const rally = fundingEventsForSeries(up, markSeries(createMarkModel('funding', 'X'), up).series.close);
    expect(rally[rally.length - 1].rateE8).toBeGreaterThan(10_000);
  });
});
