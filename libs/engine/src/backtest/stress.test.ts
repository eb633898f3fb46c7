import { compileContract } from '../futures/contract';
import { seriesFromCandles, type Candle } from '../market/candles';
import { btcPerpRules, SMALL_BTC_SPOT } from '../testing/fixtures';
import { replayFrom, stressMarket, stressRun, stressSymbols, windowsAreShort, worstWindows } from './stress';

const HOUR = 3_600_000;
const T0 = Date.UTC(2026, 0, 1);

/** Candles from a list of closes (each candle opens at the previous close; high/low = the two ends). */
function path(symbol: string, closes: number[], intervalMs = HOUR, first = closes[0]): ReturnType<typeof seriesFromCandles> {
  let prev = first;
  const candles: Candle[] = closes.map((c, i) => {
    const k = { openTime: T0 + i * intervalMs, open: prev, high: Math.max(prev, c), low: Math.min(prev, c), close: c, volume: 1, quoteVolume: 1 };
    prev = c;
    return k;
  });
  return seriesFromCandles(symbol, intervalMs === HOUR ? '1h' : '1m', candles);
}

describe('stress test windows', () => {
  it('finds the largest falls and rises, not overlapping, with their dates and exact changes', () => {
    // flat, a 20 % fall over 3 candles, flat, a 10 % rise, flat, a 5 % fall
    const closes = [1000, 1000, 950, 850, 800, 800, 800, 840, 880, 880, 880, 836, 836];
    const s = path('X', closes);
    const w = worstWindows(s, 3, 2);
    const falls = w.filter((x) => x.direction === 'fall');
    const rises = w.filter((x) => x.direction === 'rise');
    expect(falls[0]).toMatchObject({ change: '-0.2', from: T0 + 2 * HOUR, to: T0 + 5 * HOUR });
    expect(falls[1].change).toBe('-0.05');
    expect(rises[0]).toMatchObject({ change: '0.1' });
    // no two windows overlap, whatever their directions
    for (let i = 0; i < w.length; i++) for (let j = i + 1; j < w.length; j++) expect(Math.abs(w[i].start - w[j].start)).toBeGreaterThanOrEqual(3);
  });

  it('never names one stretch both the worst fall and the worst rise: a short history says it is short', () => {
    // one 3-candle window fits: it fell 20 % and rose 10 % — the fall only, and the answer is short
    const once = worstWindows(path('X', [1000, 800, 1100]), 3, 1);
    expect(once).toEqual([expect.objectContaining({ direction: 'fall', change: '-0.2', start: 0 })]);
    expect(windowsAreShort(once, 1)).toBe(true);
    // five candles: every 3-candle window overlaps every other, so still one
    const five = worstWindows(path('X', [1000, 800, 1100, 1200, 900]), 3, 2);
    expect(five).toHaveLength(1);
    expect(windowsAreShort(five, 2)).toBe(true);
    // the fall and the rise in separate stretches: one of each, dated apart, and not short
    const apart = worstWindows(path('X', [1000, 1000, 800, 800, 800, 800, 900, 1000]), 3, 1);
    const [fall, rise] = apart;
    expect(fall).toMatchObject({ direction: 'fall', change: '-0.2' });
    expect(rise).toMatchObject({ direction: 'rise', change: '0.25' });
    expect(Math.abs(fall.start - rise.start)).toBeGreaterThanOrEqual(3);
    expect(rise.from).toBeGreaterThanOrEqual(fall.to);
    expect(windowsAreShort(apart, 1)).toBe(false);
  });

  it('replays a window from today’s price, rounding half-up to the tick', () => {
    const s = replayFrom(path('X', [200, 100, 150]), 1000);
    expect(Array.from(s.open)).toEqual([1000, 1000, 500]);
    expect(Array.from(s.low)).toEqual([1000, 500, 500]);
    expect(Array.from(s.close)).toEqual([1000, 500, 750]);
  });

  it('runs a 50× martingale through a fall (liquidated, margin ratio at the line) and a calm window (not), with the engine’s own backtest', () => {
    const contract = compileContract(btcPerpRules());
    const minute = 60_000;
    const fall = path('BTCUSDT', Array.from({ length: 240 }, (_, i) => 600_000 - i * 600), minute, 600_000);
    const calm = path('BTCUSDT', Array.from({ length: 240 }, (_, i) => 600_000 + (i % 2 === 0 ? 10 : -10)), minute, 600_000);
    const job = {
      kind: 'martingale' as const,
      input: { mode: 'long' as const, leverage: '50', priceFloatPercent: '0.002', addPositionPercent: '1', addPositionNum: 1, initMargin: '500', roundTpPercent: '0.5', autoCycle: false },
      contract,
      market: { symbol: 'BTCUSDT', baseCoin: 'BTC', quoteCoin: 'USDT' },
      lastPrice: '60000',
    };
    const risk = { alert: { num: 1, den: 10 }, guard: null };
    const hit = stressRun(job, { BTCUSDT: fall }, risk);
    expect(hit).toMatchObject({ liquidated: true, refused: null });
    expect(Number(hit.worstMarginRatio)).toBeGreaterThanOrEqual(1);
    expect(hit.returnFraction).toBeLessThan(-0.5);
    const ok = stressRun(job, { BTCUSDT: calm }, risk);
    expect(ok).toMatchObject({ liquidated: false, refused: null });
    expect(Number(ok.worstMarginRatio)).toBeGreaterThan(0);
    expect(Number(ok.worstMarginRatio)).toBeLessThan(1);
    expect(stressRun({ ...job, input: { ...job.input, leverage: '5000' } }, { BTCUSDT: calm }, risk).refused).not.toBeNull();
  });

  it('runs a spot grid and a DCA through a fall with their own backtests: drawdown and return, no liquidation or margin ratio (nothing borrowed)', () => {
    const minute = 60_000;
    const { lastPrice: _last, ...market } = SMALL_BTC_SPOT;
    const fall = path('BTCUSDT', Array.from({ length: 240 }, (_, i) => 600_000 - i * 500), minute, 600_000);
    const grid = stressRun({ kind: 'spot_grid', input: { minPrice: '50000', maxPrice: '61000', cellNumber: 10, quoteInvestment: '1000' }, market, lastPrice: '60000' }, { BTCUSDT: fall }, undefined);
    expect(grid).toMatchObject({ leveraged: false, liquidated: false, worstMarginRatio: null, refused: null });
    expect(grid.maxDrawdown).toBeGreaterThan(0);
    expect(grid.returnFraction).toBeLessThan(0);
    // the grid's own refusal (a range that cannot hold 10 cells) comes back as its check code
    expect(stressRun({ kind: 'spot_grid', input: { minPrice: '60000', maxPrice: '60000.02', cellNumber: 10, quoteInvestment: '1000' }, market, lastPrice: '60000' }, { BTCUSDT: fall }, undefined).refused).toMatch(/CHECK_CODE/);
    const dcaJob = { kind: 'dca' as const, input: { frequencyInSecond: 3600, quoteCoin: 'USDT', pairs: [{ base: 'BTC', amount: '100', rules: SMALL_BTC_SPOT.rules }] }, lastPrices: { BTCUSDT: '60000' } };
    expect(stressSymbols(dcaJob)).toEqual(['BTCUSDT']);
    expect(stressMarket(dcaJob, 'BTCUSDT').tickScale).toBeGreaterThan(0);
    const dca = stressRun(dcaJob, { BTCUSDT: fall }, undefined);
    expect(dca).toMatchObject({ leveraged: false, liquidated: false, worstMarginRatio: null, refused: null });
    expect(dca.maxDrawdown).toBeGreaterThan(0);
    expect(dca.returnFraction).toBeLessThan(0);
  });
});
