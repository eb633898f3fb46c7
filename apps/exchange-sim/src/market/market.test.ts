import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { KLINE_INTERVALS } from '@tb/contracts';
import { DAY_MS, MINUTE_MS, bucketStart, parseCandleCsv } from '@tb/engine';
import { type Db, openDb } from '../db/database';
import { decodeDay, emptyDay, encodeDay } from './candle-codec';
import { SimClock } from './clock';
import { type ClosedCandle, Market, type PricePoint } from './market';
import { seriesSpecs } from './symbols';

const START = Date.UTC(2026, 10, 20, 12, 0, 0);
const ALL = seriesSpecs();
const pick = (...symbols: string[]) => ALL.filter((s) => symbols.includes(s.symbol));

type Env = { dir: string; db: Db; clock: SimClock; market: Market };
const opened: Env[] = [];

function open(options: { dir?: string; seed?: string; symbols?: string[]; historyDays?: number; start?: number } = {}): Env {
  const dir = options.dir ?? mkdtempSync(join(tmpdir(), 'tb-market-'));
  const db = openDb({ path: join(dir, 'market.db'), synchronous: 'normal' });
  const stored = db.prepare("SELECT value FROM meta WHERE key = 'clock.sim_time'").get() as { value: string } | undefined;
  const clock = new SimClock(stored ? Number(stored.value) : (options.start ?? START), 0);
  const market = new Market({
    db,
    clock,
    seed: options.seed ?? 'test-seed',
    historyDays: options.historyDays ?? 1,
    specs: pick(...(options.symbols ?? ['BTCUSDT', 'ETHUSDT', 'BTCUSDC'])),
    flushIntervalMs: 0,
  });
  market.init();
  const env = { dir, db, clock, market };
  opened.push(env);
  return env;
}

function close(env: Env, removeDir = true) {
  env.market.stop();
  env.db.close();
  if (removeDir) rmSync(env.dir, { recursive: true, force: true });
  opened.splice(opened.indexOf(env), 1);
}

afterEach(() => {
  for (const env of [...opened]) close(env);
});

/** Moves the clock in steps (as the real poll loop would). */
function run(env: Env, ms: number, step = 7_000) {
  for (let done = 0; done < ms; done += step) {
    env.clock.advance(Math.min(step, ms - done));
    env.market.tick();
  }
}

describe('candle codec', () => {
  it('round-trips a day of candles exactly and compactly', () => {
    const day = emptyDay(600);
    for (let i = 0; i < 500; i++) {
      day.open[i] = 6_700_000 + i;
      day.high[i] = 6_700_000 + i + 40;
      day.low[i] = 6_700_000 + i - 35;
      day.close[i] = 6_700_000 + i + 1;
      day.volume[i] = 12_345_678 + i;
      day.quoteVolume[i] = 8_000_000_000_000 + i * 1_000_003;
    }
    day.count = 500;
    const data = encodeDay(day);
    expect(data.length).toBeLessThan(500 * 20);
    const back = decodeDay(data, 500);
    expect(back.firstMinute).toBe(600);
    for (const key of ['open', 'high', 'low', 'close', 'volume', 'quoteVolume'] as const) {
      expect(Array.from(back[key].subarray(0, 500))).toEqual(Array.from(day[key].subarray(0, 500)));
    }
  });
});

describe('market', () => {
  it('back-fills history and is deterministic for a seed', () => {
    const a = open();
    const b = open();
    const c = open({ seed: 'another-seed' });
    for (const interval of ['1m', '15m', '1h', '1d'] as const) {
      const ka = a.market.klines('BTCUSDT', interval, { limit: 100 });
      expect(ka.length).toBeGreaterThan(0);
      expect(b.market.klines('BTCUSDT', interval, { limit: 100 })).toEqual(ka);
      expect(c.market.klines('BTCUSDT', interval, { limit: 100 })).not.toEqual(ka);
    }
    // 1 day of history: 1440 closed minutes before the start.
    const candles = a.market.candles('ETHUSDT', START - DAY_MS, START);
    expect(candles.length).toBe(1440);
    expect(candles.startTime).toBe(START - DAY_MS);
    run(a, 10 * MINUTE_MS);
    run(b, 10 * MINUTE_MS, 13_000);
    expect(b.market.klines('ETHUSDT', '1m', { limit: 30 })).toEqual(a.market.klines('ETHUSDT', '1m', { limit: 30 }));
    expect(b.market.ticker('ETHUSDT')).toEqual(a.market.ticker('ETHUSDT'));
  });

  it('makes a USDC pair follow its USDT twin at par with less turnover', () => {
    const env = open();
    const usdt = env.market.candles('BTCUSDT', START - DAY_MS, START);
    const usdc = env.market.candles('BTCUSDC', START - DAY_MS, START);
    expect(Array.from(usdc.close)).toEqual(Array.from(usdt.close));
    const sum = (a: Float64Array) => a.reduce((x, y) => x + y, 0);
    expect(sum(usdc.quoteVolume) / sum(usdt.quoteVolume)).toBeGreaterThan(0.15);
    expect(sum(usdc.quoteVolume) / sum(usdt.quoteVolume)).toBeLessThan(0.25);
  });

  it('reveals path points every 6 simulated seconds and closes candles in order', () => {
    const env = open({ symbols: ['BTCUSDT'] });
    const events: string[] = [];
    const points: PricePoint[] = [];
    const closed: ClosedCandle[] = [];
    env.market.subscribe({
      price: (p) => {
        points.push(p);
        events.push(`p${p.time}`);
      },
      candle: (c) => {
        closed.push(c);
        events.push(`c${c.candle.openTime}`);
      },
    });
    run(env, 2 * MINUTE_MS, 1_000);
    // Minute 1 (11 points, then its candle), minute 2 (11 points; closes at its end), and the opening point of minute 3.
    expect(points.map((p) => p.time - START)).toEqual([
      0, 6000, 12000, 18000, 24000, 30000, 36000, 42000, 48000, 54000, 59999,
      60000, 66000, 72000, 78000, 84000, 90000, 96000, 102000, 108000, 114000, 119999, 120000,
    ]);
    expect(closed.map((c) => c.candle.openTime)).toEqual([START, START + MINUTE_MS]);
    expect(events.indexOf(`c${START}`)).toBe(11);
    const first = closed[0].candle;
    const firstPoints = points.slice(0, 11).map((p) => p.ticks);
    expect(first.open).toBe(firstPoints[0]);
    expect(first.close).toBe(firstPoints[10]);
    expect(first.high).toBe(Math.max(...firstPoints));
    expect(first.low).toBe(Math.min(...firstPoints));
    expect(points[0].price).toBe(env.market.formatPrice('BTCUSDT', points[0].ticks));
    expect(env.market.lastPrice('BTCUSDT')).toMatchObject({ ticks: points.at(-1)!.ticks, time: START + 2 * MINUTE_MS });
  });

  it('serves every kline interval aligned to its boundaries, consistent with the 1-minute candles', () => {
    const env = open({ symbols: ['SOLUSDT'], historyDays: 10 });
    run(env, 90 * MINUTE_MS + 30_000, 60_000);
    const now = env.clock.now();
    for (const interval of KLINE_INTERVALS) {
      const list = env.market.klines('SOLUSDT', interval, { limit: 1000 });
      expect(list.length).toBeGreaterThan(0);
      for (let i = 0; i < list.length; i++) {
        const k = list[i];
        expect(bucketStart(k.t, interval)).toBe(k.t);
        if (i > 0) expect(k.t).toBeGreaterThan(list[i - 1].t);
        const [o, h, l, c] = [k.o, k.h, k.l, k.c].map(Number);
        expect(h).toBeGreaterThanOrEqual(Math.max(o, c));
        expect(l).toBeLessThanOrEqual(Math.min(o, c));
        expect(k.o).toMatch(/^\d+\.\d{2}$/);
      }
      expect(list.at(-1)!.t).toBe(bucketStart(now, interval));
    }
    // An hour bucket equals its sixty minutes.
    const hours = env.market.klines('SOLUSDT', '1h', { limit: 5, end: START - 1 });
    const hour = hours.at(-1)!;
    const minutes = env.market.klines('SOLUSDT', '1m', { start: hour.t, end: hour.t + 59 * MINUTE_MS, limit: 60 });
    expect(minutes).toHaveLength(60);
    expect(hour.o).toBe(minutes[0].o);
    expect(hour.c).toBe(minutes[59].c);
    expect(Number(hour.h)).toBe(Math.max(...minutes.map((m) => Number(m.h))));
    expect(Number(hour.l)).toBe(Math.min(...minutes.map((m) => Number(m.l))));
    // Limits, windows and the weekly/monthly calendars.
    expect(env.market.klines('SOLUSDT', '1m', { limit: 7 })).toHaveLength(7);
    expect(env.market.klines('SOLUSDT', '5m', { limit: 3, end: START - 1 }).map((k) => k.t)).toEqual([
      START - 15 * MINUTE_MS,
      START - 10 * MINUTE_MS,
      START - 5 * MINUTE_MS,
    ]);
    const weeks = env.market.klines('SOLUSDT', '1w', { limit: 10 });
    expect(weeks.map((k) => new Date(k.t).getUTCDay())).toEqual(weeks.map(() => 1));
    expect(env.market.klines('SOLUSDT', '1M', { limit: 10 }).map((k) => new Date(k.t).toISOString())).toEqual([
      '2026-11-01T00:00:00.000Z',
    ]);
    expect(env.market.klines('SOLUSDT', '1h', { start: now + 1, limit: 10 })).toEqual([]);
  });

  it('keeps 24 h figures consistent with the candles', () => {
    const env = open({ symbols: ['ETHUSDT'] });
    run(env, 30_000, 6_000);
    const ticker = env.market.ticker('ETHUSDT');
    // The window: the 1439 closed minutes before the open one, and the open one so far.
    const closed = env.market.candles('ETHUSDT', START - 1439 * MINUTE_MS, START);
    expect(closed.length).toBe(1439);
    const current = env.market.klines('ETHUSDT', '1m', { limit: 1 })[0];
    expect(current.t).toBe(START);
    const format = (ticks: number) => env.market.formatPrice('ETHUSDT', ticks);
    expect(ticker.o).toBe(format(closed.open[0]));
    expect(ticker.c).toBe(current.c);
    expect(ticker.h).toBe(format(Math.max(...closed.high, Number(current.h.replace('.', '')))));
    expect(ticker.l).toBe(format(Math.min(...closed.low, Number(current.l.replace('.', '')))));
    const change = (Number(ticker.c) - Number(ticker.o)) / Number(ticker.o);
    expect(Math.abs(Number(ticker.m) - change)).toBeLessThan(0.00006);
    expect(ticker.t).toBe(START + 30_000);
  });

  it('continues after a restart exactly as if it had never stopped', () => {
    const straight = open({ symbols: ['BTCUSDT', 'DOGEUSDT'] });
    run(straight, 3 * 60 * MINUTE_MS + 17_000, 60_000);
    const interrupted = open({ symbols: ['BTCUSDT', 'DOGEUSDT'] });
    run(interrupted, 95 * MINUTE_MS + 31_000, 60_000);
    // Stop mid-minute; the open minute is regenerated identically on start.
    close(interrupted, false);
    const resumed = open({ dir: interrupted.dir, symbols: ['BTCUSDT', 'DOGEUSDT'] });
    expect(resumed.clock.now()).toBe(START + 95 * MINUTE_MS + 31_000);
    run(resumed, 3 * 60 * MINUTE_MS + 17_000 - (95 * MINUTE_MS + 31_000), 60_000);
    for (const symbol of ['BTCUSDT', 'DOGEUSDT']) {
      expect(resumed.market.klines(symbol, '1m', { limit: 1000 })).toEqual(straight.market.klines(symbol, '1m', { limit: 1000 }));
      expect(resumed.market.ticker(symbol)).toEqual(straight.market.ticker(symbol));
    }
  });

  it('produces daily ranges that look like crypto: majors a few percent, alts wider', () => {
    const env = open({ symbols: ['BTCUSDT', 'DOGEUSDT'], historyDays: 60, seed: 'calibration' });
    const ranges = (symbol: string) =>
      env.market
        .klines(symbol, '1d', { limit: 59, end: START - DAY_MS })
        .map((k) => (Number(k.h) - Number(k.l)) / Number(k.o))
        .sort((a, b) => a - b);
    const median = (xs: number[]) => xs[Math.floor(xs.length / 2)];
    const btc = ranges('BTCUSDT');
    const doge = ranges('DOGEUSDT');
    expect(btc.length).toBeGreaterThanOrEqual(58);
    expect(median(btc)).toBeGreaterThan(0.015);
    expect(median(btc)).toBeLessThan(0.07);
    expect(median(doge)).toBeGreaterThan(median(btc));
    expect(median(doge)).toBeLessThan(0.15);
  });

  it('replays a candle file, fills its gaps flat, then hands over to the model', () => {
    const t0 = START - 3 * MINUTE_MS;
    const csv = [
      'time,open,high,low,close,volume',
      `${t0},67000.00,67010.00,66990.00,67005.00,1.5`,
      `${t0 + MINUTE_MS},67005.00,67100.00,67000.00,67090.00,2`,
      // one minute missing
      `${t0 + 3 * MINUTE_MS},67090.00,67095.00,67080.00,67081.00,0.5`,
    ].join('\n');
    const spec = pick('BTCUSDT')[0];
    const dir = mkdtempSync(join(tmpdir(), 'tb-replay-'));
    const db = openDb({ path: join(dir, 'market.db'), synchronous: 'normal' });
    const clock = new SimClock(t0 + 2 * MINUTE_MS, 0);
    const market = new Market({ db, clock, seed: 's', historyDays: 1, specs: [spec], replay: new Map([['BTCUSDT', parseCandleCsv(csv, spec)]]), flushIntervalMs: 0 });
    market.init();
    const env = { dir, db, clock, market };
    opened.push(env);
    run(env, 5 * MINUTE_MS, 60_000);
    const list = market.klines('BTCUSDT', '1m', { start: t0, end: t0 + 4 * MINUTE_MS, limit: 10 });
    expect(list.map((k) => [k.o, k.h, k.l, k.c, k.v])).toEqual([
      ['67000.00', '67010.00', '66990.00', '67005.00', '1.5'],
      ['67005.00', '67100.00', '67000.00', '67090.00', '2'],
      ['67090.00', '67090.00', '67090.00', '67090.00', '0'],
      ['67090.00', '67095.00', '67080.00', '67081.00', '0.5'],
      expect.arrayContaining([]),
    ]);
    // The model continues from the file's last close.
    expect(list[4].o).toBe('67081.00');
    expect(list[4].v).not.toBe('0');
  });
});
