/**
 * Statistical calibration of the price model over long runs (one year of
 * 1-minute candles per symbol). The bands are the targets of profiles.ts.
 */
import { generateHistory, createPriceModel } from './price-model';
import { type CandleSeries } from './candles';
import { aggregateCandles } from './aggregate';

const T0 = Date.UTC(2024, 0, 1);
const DAYS = 365;

function history(symbol: string, seed: string): CandleSeries {
  return generateHistory(
    createPriceModel({ seed, symbol, startPriceTicks: 2_000_000, startTime: T0, tickSize: '0.01', lotSize: '0.0001' }),
    DAYS * 1440,
  ).series;
}

function dailyRanges(s: CandleSeries): number[] {
  const d = aggregateCandles(s, '1d');
  return Array.from({ length: d.length }, (_, i) => (d.high[i] - d.low[i]) / d.open[i]).sort((a, b) => a - b);
}

const median = (xs: number[]): number => xs[Math.floor(xs.length / 2)];

function absReturnAutocorrelation(s: CandleSeries, lag: number): number {
  const n = s.length - 1;
  const r = new Float64Array(n);
  for (let i = 0; i < n; i++) r[i] = Math.abs(Math.log(s.close[i + 1] / s.close[i]));
  let mean = 0;
  for (const x of r) mean += x;
  mean /= n;
  let v = 0;
  let c = 0;
  for (let i = 0; i < n; i++) {
    v += (r[i] - mean) ** 2;
    if (i >= lag) c += (r[i] - mean) * (r[i - lag] - mean);
  }
  return c / v;
}

describe('price model: calibration over a year of minutes', () => {
  const btc = history('BTCUSDT', 'stats');
  const eth = history('ETHUSDT', 'stats');
  const alt = history('ADAUSDT', 'stats');
  const small = history('XYZUSDT', 'stats');

  it('gives majors typical daily ranges of 2–5 % and alts 4–10 %', () => {
    expect(median(dailyRanges(btc))).toBeGreaterThan(0.02);
    expect(median(dailyRanges(btc))).toBeLessThan(0.05);
    expect(median(dailyRanges(eth))).toBeGreaterThan(0.02);
    expect(median(dailyRanges(eth))).toBeLessThan(0.055);
    expect(median(dailyRanges(alt))).toBeGreaterThan(0.04);
    expect(median(dailyRanges(alt))).toBeLessThan(0.1);
    expect(median(dailyRanges(small))).toBeGreaterThan(0.04);
    expect(median(dailyRanges(small))).toBeLessThan(0.1);
  });

  it('has occasional days above 15 % on alts, but not often', () => {
    const over = [...dailyRanges(alt), ...dailyRanges(small)].filter((r) => r > 0.15).length;
    expect(over).toBeGreaterThan(0);
    expect(over).toBeLessThan(0.1 * 2 * DAYS);
  });

  it('clusters volatility: absolute returns are positively autocorrelated', () => {
    for (const s of [btc, alt]) {
      expect(absReturnAutocorrelation(s, 1)).toBeGreaterThan(0.05);
      expect(absReturnAutocorrelation(s, 60)).toBeGreaterThan(0.05);
    }
  });

  it('has jumps: minute moves far beyond what a normal distribution allows', () => {
    let sd = 0;
    const n = alt.length - 1;
    const r = new Float64Array(n);
    for (let i = 0; i < n; i++) {
      r[i] = Math.log(alt.close[i + 1] / alt.close[i]);
      sd += r[i] * r[i];
    }
    sd = Math.sqrt(sd / n);
    let beyond10 = 0;
    let m4 = 0;
    for (const x of r) {
      if (Math.abs(x) > 10 * sd) beyond10++;
      m4 += (x / sd) ** 4;
    }
    expect(beyond10).toBeGreaterThan(5); // a normal law gives ~0 such minutes in a year
    expect(m4 / n).toBeGreaterThan(6); // excess kurtosis: fat tails
  });
});
