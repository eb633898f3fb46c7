import { type PriceModelState, PATH_OFFSETS_MS, SUBSTEPS, createPriceModel, generateHistory, nextMinute } from './price-model';

const T0 = Date.UTC(2024, 0, 1);
const btc = (seed: string | number = 'test'): PriceModelState =>
  createPriceModel({ seed, symbol: 'BTCUSDT', startPriceTicks: 6_500_000, startTime: T0, tickSize: '0.01', lotSize: '0.000001' });

describe('price model: determinism and state', () => {
  it('produces byte-identical output for the same seed', () => {
    const a = generateHistory(btc('s1'), 5_000);
    const b = generateHistory(btc('s1'), 5_000);
    expect(Buffer.from(a.series.close.buffer).equals(Buffer.from(b.series.close.buffer))).toBe(true);
    expect(Buffer.from(a.series.high.buffer).equals(Buffer.from(b.series.high.buffer))).toBe(true);
    expect(Buffer.from(a.series.volume.buffer).equals(Buffer.from(b.series.volume.buffer))).toBe(true);
    expect(JSON.stringify(a.state)).toBe(JSON.stringify(b.state));
  });

  it('produces different output for a different seed or symbol', () => {
    const a = generateHistory(btc('s1'), 200).series.close;
    const b = generateHistory(btc('s2'), 200).series.close;
    const c = generateHistory(
      createPriceModel({ seed: 's1', symbol: 'ETHUSDT', startPriceTicks: 6_500_000, startTime: T0, tickSize: '0.01', lotSize: '0.000001' }),
      200,
    ).series.close;
    expect(Array.from(a)).not.toEqual(Array.from(b));
    expect(Array.from(a)).not.toEqual(Array.from(c));
  });

  it('steps with nextMinute exactly as generateHistory does, and resumes from a JSON round trip', () => {
    const hist = generateHistory(btc(), 300);
    let s = btc();
    for (let i = 0; i < 300; i++) {
      if (i % 37 === 0) s = JSON.parse(JSON.stringify(s)) as PriceModelState; // persist + restore
      const step = nextMinute(s);
      expect(step.candle.openTime).toBe(T0 + i * 60_000);
      expect([step.candle.open, step.candle.high, step.candle.low, step.candle.close]).toEqual([
        hist.series.open[i],
        hist.series.high[i],
        hist.series.low[i],
        hist.series.close[i],
      ]);
      expect(step.candle.volume).toBe(hist.series.volume[i]);
      s = step.state;
    }
    expect(JSON.stringify(s)).toBe(JSON.stringify(hist.state));
  });

  it('does not mutate the state it is given', () => {
    const s = btc();
    const before = JSON.stringify(s);
    nextMinute(s);
    generateHistory(s, 10);
    expect(JSON.stringify(s)).toBe(before);
  });

  it('continues a generated history seamlessly', () => {
    const whole = generateHistory(btc(), 200).series;
    const first = generateHistory(btc(), 120);
    const rest = generateHistory(first.state, 80).series;
    expect(Array.from(rest.close)).toEqual(Array.from(whole.close.subarray(120)));
    expect(rest.startTime).toBe(T0 + 120 * 60_000);
  });

  it('returns path points that walk exactly through the candle', () => {
    let s = btc();
    for (let i = 0; i < 500; i++) {
      const { candle, points, state } = nextMinute(s);
      expect(points).toHaveLength(SUBSTEPS + 1);
      expect(points.map((p) => p.offsetMs)).toEqual(PATH_OFFSETS_MS);
      expect(points[0].priceTicks).toBe(candle.open);
      expect(points[SUBSTEPS].priceTicks).toBe(candle.close);
      expect(Math.max(...points.map((p) => p.priceTicks))).toBe(candle.high);
      expect(Math.min(...points.map((p) => p.priceTicks))).toBe(candle.low);
      s = state;
    }
  });

  it('quantises to integer ticks, never below one tick', () => {
    const tiny = createPriceModel({
      seed: 'floor',
      symbol: 'TINYUSDT',
      startPriceTicks: 3,
      startTime: T0,
      tickSize: '0.0001',
      lotSize: '1',
      volProfile: { annualVol: 3 },
    });
    const { series } = generateHistory(tiny, 20_000);
    let sawOne = false;
    // every candle's breaches, named, in one assertion (an expect per figure cost 17 s for 20,000 candles)
    const breaches: string[] = [];
    for (let i = 0; i < series.length; i++) {
      for (const v of [series.open[i], series.high[i], series.low[i], series.close[i]]) {
        if (!(Number.isInteger(v) && v >= 1)) breaches.push(`candle ${i}: price ${v} is not a whole number of ticks ≥ 1`);
      }
      if (!(series.high[i] >= Math.max(series.open[i], series.close[i]))) breaches.push(`candle ${i}: high ${series.high[i]} below open or close`);
      if (!(series.low[i] <= Math.min(series.open[i], series.close[i]))) breaches.push(`candle ${i}: low ${series.low[i]} above open or close`);
      if (i > 0 && series.open[i] !== series.close[i - 1]) breaches.push(`candle ${i}: open ${series.open[i]} is not the last close ${series.close[i - 1]}`);
      if (!(Number.isInteger(series.volume[i]) && series.volume[i] >= 0)) breaches.push(`candle ${i}: volume ${series.volume[i]}`);
      if (series.low[i] === 1) sawOne = true;
    }
    expect(breaches.slice(0, 10)).toEqual([]);
    expect(sawOne).toBe(true);
  });

  it('rejects bad options with a clear error', () => {
    const ok = { seed: 1, symbol: 'BTCUSDT', startPriceTicks: 100, startTime: T0, tickSize: '0.01', lotSize: '0.001' };
    expect(() => createPriceModel({ ...ok, startPriceTicks: 0 })).toThrow(/startPriceTicks/);
    expect(() => createPriceModel({ ...ok, startPriceTicks: 1.5 })).toThrow(/startPriceTicks/);
    expect(() => createPriceModel({ ...ok, startTime: T0 + 1 })).toThrow(/startTime/);
    expect(() => createPriceModel({ ...ok, tickSize: 'abc' })).toThrow(/decimal/);
    expect(() => createPriceModel({ ...ok, volProfile: { annualVol: -1 } })).toThrow(/annualVol/);
    expect(() => createPriceModel({ ...ok, volProfile: 'nope' as never })).toThrow(/profile/);
    expect(() => generateHistory(createPriceModel(ok), -1)).toThrow(/count/);
  });
});
