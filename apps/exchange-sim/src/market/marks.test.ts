import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  DAY_MS,
  FUNDING_INTERVAL_MS,
  MINUTE_MS,
  createMarkModel,
  fundingEventsForSeries,
  markFromIndex,
  markSeries,
} from '@tb/engine';
import { type Db, openDb } from '../db/database';
import { SimClock } from './clock';
import { type FundingFix, Market, type MarkPoint, type PricePoint } from './market';
import { toContractSeries, toContractTicks } from './marks';
import { seriesSpecs } from './symbols';

/** Friday 2026-11-20 22:30 UTC: the next funding instant is 00:00, which also starts a UTC day. */
const START = Date.UTC(2026, 10, 20, 22, 30, 0);
const HOUR = 60 * MINUTE_MS;
const ALL = seriesSpecs();
const SYMBOLS = ['BTCUSDT', 'BTCUSDC', 'DOGEUSDT'];

type Env = { dir: string; db: Db; clock: SimClock; market: Market };
const opened: Env[] = [];

function open(options: { dir?: string; seed?: string; historyDays?: number; flushIntervalMs?: number } = {}): Env {
  const dir = options.dir ?? mkdtempSync(join(tmpdir(), 'tb-marks-'));
  const db = openDb({ path: join(dir, 'market.db'), synchronous: 'normal' });
  const stored = db.prepare("SELECT value FROM meta WHERE key = 'clock.sim_time'").get() as { value: string } | undefined;
  const clock = new SimClock(stored ? Number(stored.value) : START, 0);
  const market = new Market({
    db,
    clock,
    seed: options.seed ?? 'marks-seed',
    historyDays: options.historyDays ?? 2,
    specs: ALL.filter((s) => SYMBOLS.includes(s.symbol)),
    flushIntervalMs: options.flushIntervalMs ?? 0,
  });
  market.init();
  const env = { dir, db, clock, market };
  opened.push(env);
  return env;
}

function close(env: Env, { removeDir = true, crash = false } = {}) {
  if (!crash) env.market.stop();
  env.db.close();
  if (removeDir) rmSync(env.dir, { recursive: true, force: true });
  opened.splice(opened.indexOf(env), 1);
}

afterEach(() => {
  for (const env of [...opened]) close(env);
});

function run(env: Env, ms: number, step = 60_000) {
  for (let done = 0; done < ms; done += step) {
    env.clock.advance(Math.min(step, ms - done));
    env.market.tick();
  }
}

const HISTORY_START = START - 2 * DAY_MS;

/** Everything the market says about a contract's marks and funding over its whole history. */
function snapshot(env: Env, symbol: string) {
  const now = env.clock.now();
  return {
    klines: env.market.markKlines(symbol, '1m', { start: HISTORY_START, limit: 1000, end: now }),
    hours: env.market.markKlines(symbol, '1h', { limit: 1000 }),
    funding: env.market.fundingHistory(symbol, 0, now),
    mark: env.market.markPrice(symbol),
    info: env.market.funding(symbol),
  };
}

describe('mark prices and funding rates', () => {
  it('back-fills marks and rates exactly as the engine marks and funds the same candles (backtests agree)', () => {
    const env = open();
    for (const symbol of SYMBOLS) {
      const ratio = env.market.contractTicksPerSeriesTick(symbol);
      const index = toContractSeries(env.market.candles(symbol, HISTORY_START, START), ratio);
      expect(index.length).toBe(2 * 1440);
      const expected = markSeries(createMarkModel('marks-seed', symbol), index).series;
      const cols = env.market.markCandles(symbol, HISTORY_START, START);
      expect(Array.from(cols.close)).toEqual(Array.from(expected.close));
      expect(Array.from(cols.high)).toEqual(Array.from(expected.high));
      expect(Array.from(cols.low)).toEqual(Array.from(expected.low));
      expect(Array.from(cols.index.close)).toEqual(Array.from(index.close));
      // A window that starts mid-day is replayed from its day's checkpoint: the same marks.
      const mid = env.market.markCandles(symbol, START - 7 * HOUR, START - 3 * HOUR);
      expect(mid.index.startTime).toBe(START - 7 * HOUR);
      expect(Array.from(mid.close)).toEqual(Array.from(expected.close.subarray(2 * 1440 - 7 * 60, 2 * 1440 - 3 * 60 + 1)));
      // Funding: one premium sample per minute close, a rate at every 00:00 / 08:00 / 16:00.
      const events = fundingEventsForSeries(index, expected.close);
      const fixes = env.market.fundingHistory(symbol, 0, START);
      expect(fixes.map((f) => f.time)).toEqual(events.map((e) => e.time));
      expect(fixes.map((f) => f.rateE8)).toEqual(events.map((e) => e.rateE8));
      expect(fixes.map((f) => f.markTicks)).toEqual(events.map((e) => expected.close[e.candle]));
      expect(fixes.map((f) => f.indexTicks)).toEqual(events.map((e) => index.close[e.candle]));
      // History starts at 22:30: a short window (90 minutes) first, then full 8 h windows.
      expect(fixes.map((f) => f.samples)).toEqual([90, 480, 480, 480, 480, 480]);
      expect(fixes.every((f) => f.time % FUNDING_INTERVAL_MS === 0)).toBe(true);
    }
  });

  it('fixes each rate from the premium index of its window, as the formula says (checked by hand from the marks)', () => {
    const env = open();
    for (const symbol of SYMBOLS) {
      const fixes = env.market.fundingHistory(symbol, 0, START);
      for (const fix of fixes) {
        const cols = env.market.markCandles(symbol, fix.time - fix.samples * MINUTE_MS, fix.time - MINUTE_MS);
        expect(cols.index.length).toBe(fix.samples);
        let sum = 0;
        for (let i = 0; i < cols.index.length; i++) {
          const mark = cols.close[i];
          const index = cols.index.close[i];
          // premium = (mark − index) / index in parts per 10^8, truncated toward zero
          sum += Math.trunc(((mark - index) * 1e8) / index);
        }
        const premiumIndex = Math.trunc(sum / fix.samples);
        const clamp = Math.min(50_000, Math.max(-50_000, 10_000 - premiumIndex));
        expect({ symbol, time: fix.time, premium: fix.premiumIndexE8, rate: fix.rateE8 }).toEqual({
          symbol,
          time: fix.time,
          premium: premiumIndex,
          rate: premiumIndex + clamp,
        });
        expect(fix.markTicks).toBe(cols.close[cols.index.length - 1]);
      }
      // Calm markets fund at the interest rate; the model's basis wanders a few basis points.
      expect(fixes.filter((f) => f.rateE8 === 10_000).length).toBeGreaterThan(0);
    }
  });

  it('is deterministic per seed and converts the index to the contract tick (BTCUSDC: 0.5 on a 0.01 series)', () => {
    const a = open();
    const b = open();
    const c = open({ seed: 'another' });
    expect(snapshot(b, 'BTCUSDC')).toEqual(snapshot(a, 'BTCUSDC'));
    expect(snapshot(c, 'BTCUSDC').klines).not.toEqual(snapshot(a, 'BTCUSDC').klines);
    expect(a.market.contractTicksPerSeriesTick('BTCUSDC')).toBe(50);
    expect(a.market.contractTicksPerSeriesTick('BTCUSDT')).toBe(10);
    expect(a.market.contractTicksPerSeriesTick('DOGEUSDT')).toBe(1);
    const last = a.market.lastPrice('BTCUSDC');
    const mark = a.market.markPrice('BTCUSDC');
    expect(mark.indexTicks).toBe(toContractTicks(last.ticks, 50));
    expect(mark.markPrice).toMatch(/^\d+\.[05]$/);
    expect(mark.indexPrice).toBe(a.market.formatContractPrice('BTCUSDC', mark.indexTicks));
    // Half up, never below one tick.
    expect([toContractTicks(124, 50), toContractTicks(125, 50), toContractTicks(174, 50), toContractTicks(175, 50), toContractTicks(3, 50)]).toEqual([2, 3, 3, 4, 1]);
  });

  it('publishes a mark point after each price point and the funding fix between the last minute before an instant and the next', () => {
    const env = open({ flushIntervalMs: 1e15 });
    const events: string[] = [];
    const marks: MarkPoint[] = [];
    const prices: PricePoint[] = [];
    const fixes: FundingFix[] = [];
    env.market.subscribe({
      price: (p) => {
        if (p.symbol !== 'BTCUSDT') return;
        prices.push(p);
        events.push(`p${p.time - START}`);
      },
      mark: (m) => {
        if (m.symbol !== 'BTCUSDT') return;
        marks.push(m);
        events.push(`m${m.time - START}`);
      },
      candle: (c) => {
        if (c.symbol === 'BTCUSDT') events.push(`c${c.candle.openTime - START}`);
      },
      funding: (f) => {
        fixes.push(f);
        if (f.symbol === 'BTCUSDT') events.push(`f${f.time - START}`);
      },
    });
    const TO_INSTANT = 90 * MINUTE_MS;
    run(env, TO_INSTANT + 30_000, 7_000);
    // Only contracts' series are marked; every series here is one.
    expect(marks).toHaveLength(prices.length);
    expect(fixes.map((f) => [f.symbol, f.time - START]).sort()).toEqual(SYMBOLS.map((s) => [s, TO_INSTANT]).sort());
    // Order around the 16:00 instant: the last point of 15:59, its candle, the fix, then 16:00's first point.
    const at = events.indexOf(`f${TO_INSTANT}`);
    expect(events.slice(at - 3, at + 3)).toEqual([`p${TO_INSTANT - 1}`, `m${TO_INSTANT - 1}`, `c${TO_INSTANT - MINUTE_MS}`, `f${TO_INSTANT}`, `p${TO_INSTANT}`, `m${TO_INSTANT}`]);
    // Each mark is the index (contract ticks) marked with its minute's basis: the 1m mark klines' closes.
    const cols = env.market.markCandles('BTCUSDT', START, START + TO_INSTANT);
    const closes = marks.filter((m) => (m.time + 1) % MINUTE_MS === 0);
    expect(closes.map((m) => m.markTicks)).toEqual(Array.from(cols.close));
    for (const [i, m] of marks.entries()) {
      expect(m.indexTicks).toBe(toContractTicks(prices[i].ticks, 10));
      const minute = Math.floor((m.time - START) / MINUTE_MS);
      if (minute < cols.index.length) expect(m.markTicks).toBe(markFromIndex(m.indexTicks, cols.basisE8[minute]));
    }
    // The live fix equals the stored one and the engine's over the whole history.
    const fix = fixes.find((f) => f.symbol === 'BTCUSDT')!;
    expect(env.market.fundingAt('BTCUSDT', START + TO_INSTANT)).toEqual(fix);
    const index = toContractSeries(env.market.candles('BTCUSDT', HISTORY_START, START + TO_INSTANT), 10);
    const engine = fundingEventsForSeries(index, markSeries(createMarkModel('marks-seed', 'BTCUSDT'), index).series.close);
    expect(engine.at(-1)).toMatchObject({ time: START + TO_INSTANT, rateE8: fix.rateE8 });
    // Screens: last and predicted rate, next funding time; the mark of the last point.
    const info = env.market.funding('BTCUSDT');
    expect(info.last).toEqual(fix);
    expect(info.nextTime).toBe(START + TO_INSTANT + FUNDING_INTERVAL_MS);
    expect(env.market.markPrice('BTCUSDT')).toMatchObject({ time: marks.at(-1)!.time, markTicks: marks.at(-1)!.markTicks, markPrice: marks.at(-1)!.markPrice });
    // Mark klines: 1m buckets match the columns, the open minute is partial, hours aggregate minutes.
    const klines = env.market.markKlines('BTCUSDT', '1m', { start: START, limit: 1000 });
    expect(klines).toHaveLength(90 + 1);
    expect(klines[0]).toMatchObject({ t: START, c: env.market.formatContractPrice('BTCUSDT', cols.close[0]), v: '0', qv: '0' });
    expect(klines.at(-1)).toMatchObject({ t: START + TO_INSTANT, c: marks.at(-1)!.markPrice });
    const hour = env.market.markKlines('BTCUSDT', '1h', { start: START + 30 * MINUTE_MS, end: START + 89 * MINUTE_MS, limit: 1 })[0];
    expect(hour.t).toBe(START + 30 * MINUTE_MS);
    expect(hour.h).toBe(env.market.formatContractPrice('BTCUSDT', Math.max(...cols.high.subarray(30, 90))));
    expect(hour.l).toBe(env.market.formatContractPrice('BTCUSDT', Math.min(...cols.low.subarray(30, 90))));
    expect(hour.o).toBe(klines[30].o);
    expect(hour.c).toBe(klines[89].c);
  });

  it('continues after a clean restart, a crash that lost minutes, and an upgrade from a database without marks, exactly as an uninterrupted run', () => {
    // Crosses 00:00 (a funding instant and a new UTC day) and runs into the next window.
    const total = 2 * HOUR + 17_000;
    const step = 5 * MINUTE_MS;
    const straight = open();
    run(straight, total, step);
    // Clean stop mid-window, before the instant.
    const clean = open();
    run(clean, 55 * MINUTE_MS + 31_000, step);
    close(clean, { removeDir: false });
    const cleanAgain = open({ dir: clean.dir });
    run(cleanAgain, total - (55 * MINUTE_MS + 31_000), step);
    // A crash: nothing flushed after start (the flush interval never comes), then the process dies past the instant.
    const crashed = open({ flushIntervalMs: 1e15 });
    run(crashed, 100 * MINUTE_MS, step);
    close(crashed, { removeDir: false, crash: true });
    const afterCrash = open({ dir: crashed.dir });
    expect(afterCrash.clock.now()).toBe(START);
    run(afterCrash, total, step);
    // An older database: its marks and rates are gone; they are back-filled from its candles.
    const upgraded = open();
    run(upgraded, 95 * MINUTE_MS, step);
    close(upgraded, { removeDir: false });
    const raw = openDb({ path: join(upgraded.dir, 'market.db'), synchronous: 'normal' });
    raw.exec('DELETE FROM mark_days; DELETE FROM funding_rates;');
    raw.close();
    const upgradedAgain = open({ dir: upgraded.dir });
    run(upgradedAgain, total - 95 * MINUTE_MS, step);
    for (const symbol of SYMBOLS) {
      const expected = snapshot(straight, symbol);
      expect(expected.funding.map((f) => (f.time - START) / MINUTE_MS)).toEqual([-2790, -2310, -1830, -1350, -870, -390, 90]);
      expect(snapshot(cleanAgain, symbol)).toEqual(expected);
      expect(snapshot(afterCrash, symbol)).toEqual(expected);
      expect(snapshot(upgradedAgain, symbol)).toEqual(expected);
    }
    // One checkpoint per UTC day (and the history's start), stored with the candles.
    const days = straight.db.prepare("SELECT day, time FROM mark_days WHERE symbol = 'BTCUSDT' ORDER BY day").all() as { day: number; time: number }[];
    expect(days.map((d) => (d.time - START) / MINUTE_MS)).toEqual([-2880, -2790, -1350, 90]);
  });
});
