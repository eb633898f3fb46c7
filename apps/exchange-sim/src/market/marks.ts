/**
 * Mark prices and funding rates of the linear perpetuals: one track per
 * contract, stepped by the market service on its index, deterministic per
 * seed (the engine's models: `@tb/engine` market/mark-price.ts and
 * market/funding-rate.ts).
 *
 * - **Index** = the same-named price series (the contract's spot twin or its
 *   own series), expressed in the **contract's ticks**: series ticks divided by
 *   the contract tick, rounded half up (as the bots round a spot pair's price),
 *   never below one tick. Every figure below is in contract ticks, so a futures
 *   driver compares fills, marks and liquidation triggers in one unit.
 * - **Mark** = `markFromIndex(index, basis)` with the basis constant within a
 *   minute; the model steps on each minute's index close (`stepMarkModel`).
 *   Each revealed path point of a contract's series is marked and published
 *   as a `MarkPoint`.
 * - **Funding**: one premium sample per minute close (mark and index of that
 *   close); at each funding instant (00:00, 08:00, 16:00 UTC) the window's rate
 *   is fixed (`FundingFix`, with the mark and index of the last close before the
 *   instant, which the settlement charges on) and the window restarts. The
 *   first window of a fresh history starts with the history.
 * - **Persistence**: the model's state at the start of each UTC day (and at
 *   the start of the history) is a checkpoint row of `mark_days`; fixed rates
 *   are rows of `funding_rates`. Both are written in the market's flush
 *   transaction, with the candles they derive from. Because a UTC day starts
 *   on a funding instant, the premium window is empty at every checkpoint, so
 *   a checkpoint plus the stored candles re-derive every mark and rate after
 *   it exactly: a restart (or a crash, whose lost minutes the market
 *   regenerates identically) resumes from the last checkpoint at or before the
 *   persisted market state and replays the candles, producing the marks and
 *   rates the uninterrupted run produced. A database created before marks
 *   existed has no checkpoint: its marks are back-filled from the start of its
 *   stored history, as a new database's are.
 * - A rate once stored is never rewritten (`ON CONFLICT DO NOTHING`): funding
 *   may have been settled on it.
 *
 * Every contract of the symbol table with a price series has a track (hidden,
 * delisted and pre-listing ones included: their index exists; whether anyone
 * may trade them is the contract's status).
 */
import {
  type CandleSeries,
  type MarkModelState,
  type PremiumWindow,
  DAY_MS,
  EMPTY_PREMIUM_WINDOW,
  FUNDING_INTERVAL_MS,
  MINUTE_MS,
  addPremiumSample,
  createMarkModel,
  premiumE8,
  markFromIndex,
  markSeries,
  nextFundingInstant,
  premiumIndexE8,
  stepMarkModel,
  windowFundingRateE8,
} from '@tb/engine';
import type { Db } from '../db/database';
import { fromUnits, scaleOf, toUnits } from '../lib/decimal';
import type { LinearContract } from './symbols';

/** One marked path point of a contract (prices in the contract's ticks and as decimals on its tick). */
export type MarkPoint = { symbol: string; time: number; indexTicks: number; markTicks: number; indexPrice: string; markPrice: string };

/**
 * A funding rate fixed at an instant: `rateE8` in parts per 10^8 (10,000 =
 * 0.01 %, positive = longs pay), the premium index and number of samples it
 * came from, and the mark and index (contract ticks) of the last minute close
 * before the instant — the mark funding payments are computed on.
 */
export type FundingFix = {
  symbol: string;
  time: number;
  rateE8: number;
  premiumIndexE8: number;
  samples: number;
  markTicks: number;
  indexTicks: number;
};

/** What screens show about a contract's funding (rates E8, times unix ms). */
export type FundingInfo = {
  /** The rate fixed at the last instant (null before the first one of the history). */
  last: FundingFix | null;
  /** The rate the running window would fix now (the interest rate with no sample yet). */
  predictedRateE8: number;
  /** Premium index of the running window so far. */
  premiumIndexE8: number;
  /** The next funding instant after `now`. */
  nextTime: number;
};

/** Mark candles of a window: the index (contract ticks) and the mark of each 1-minute candle. */
export type MarkColumns = {
  index: CandleSeries;
  open: Int32Array;
  high: Int32Array;
  low: Int32Array;
  close: Int32Array;
  basisE8: Int32Array;
};

type Checkpoint = { time: number; state: MarkModelState };

const dayOf = (t: number) => Math.floor(t / DAY_MS);

/** Series ticks → contract ticks, half up, at least one tick. */
export function toContractTicks(seriesTicks: number, ratio: number): number {
  if (ratio === 1) return seriesTicks;
  return Math.max(1, Math.floor((seriesTicks + Math.floor(ratio / 2)) / ratio));
}

/** The first `length` prices of a column in contract ticks (the column itself when the ticks agree). */
function toContractColumn(column: Int32Array, length: number, ratio: number): Int32Array {
  if (ratio === 1) return column.length === length ? column : column.subarray(0, length);
  const out = new Int32Array(length);
  for (let i = 0; i < length; i++) out[i] = toContractTicks(column[i], ratio);
  return out;
}

/** A copy of a 1-minute series with its prices in contract ticks. */
export function toContractSeries(series: CandleSeries, ratio: number): CandleSeries {
  if (ratio === 1) return series;
  const n = series.length;
  return { ...series, open: toContractColumn(series.open, n, ratio), high: toContractColumn(series.high, n, ratio), low: toContractColumn(series.low, n, ratio), close: toContractColumn(series.close, n, ratio) };
}

const NO_VOLUME = new Float64Array(0);

class Track {
  readonly ratio: number;
  readonly tickScale: number;
  private readonly tickUnits: bigint;
  state!: MarkModelState;
  window: PremiumWindow = EMPTY_PREMIUM_WINDOW;
  /** Open time of the next minute to step. */
  next = 0;
  /** Basis of the minute holding the last revealed point, and that point. */
  pointBasis = 0;
  lastTime = 0;
  lastIndex = 0;
  lastMark = 0;
  lastFix: FundingFix | null = null;
  /** Checkpoints and fixes not yet written (by day / in order). */
  readonly dirtyDays = new Map<number, Checkpoint>();
  readonly pendingFixes: FundingFix[] = [];

  constructor(
    readonly contract: LinearContract,
    seriesTickSize: string,
  ) {
    const scale = Math.max(scaleOf(seriesTickSize), scaleOf(contract.tickSize));
    const series = toUnits(seriesTickSize, scale);
    const tick = toUnits(contract.tickSize, scale);
    if (tick % series !== 0n) throw new Error(`${contract.symbol}: contract tick ${contract.tickSize} is not a multiple of the series tick ${seriesTickSize}`);
    this.ratio = Number(tick / series);
    this.tickScale = scaleOf(contract.tickSize);
    this.tickUnits = toUnits(contract.tickSize, this.tickScale);
  }

  get symbol(): string {
    return this.contract.symbol;
  }

  price(ticks: number): string {
    return fromUnits(BigInt(ticks) * this.tickUnits, this.tickScale, true);
  }

  /** Marks a revealed point of the minute being revealed (its basis is the model's current one). */
  point(time: number, seriesTicks: number): void {
    this.pointBasis = this.state.basisE8;
    this.lastTime = time;
    this.lastIndex = toContractTicks(seriesTicks, this.ratio);
    this.lastMark = markFromIndex(this.lastIndex, this.pointBasis);
  }

  /** Steps one closed minute (live path); returns the fix when its end is a funding instant. */
  close(openTime: number, closeSeriesTicks: number): FundingFix | null {
    if (openTime !== this.next) throw new Error(`${this.symbol}: mark model at ${this.next}, minute ${openTime} closed`);
    const index = toContractTicks(closeSeriesTicks, this.ratio);
    const basis = this.state.basisE8;
    const mark = markFromIndex(index, basis);
    this.pointBasis = basis;
    this.lastTime = openTime + MINUTE_MS - 1;
    this.lastIndex = index;
    this.lastMark = mark;
    this.window = addPremiumSample(this.window, mark, index);
    this.state = stepMarkModel(this.state, index);
    return this.advanced(openTime + MINUTE_MS, mark, index);
  }

  /**
   * Steps a run of closed minutes (catch-up, back-fill) given their index
   * closes in contract ticks, starting at `this.next` and never crossing a UTC
   * day boundary except at its end. `markSeries` (the engine's bulk form; only
   * the closes matter for the model and the premium samples, so the series
   * handed to it is the closes alone) gives the same marks as minute-by-minute
   * stepping; the premium sums are kept in locals (the engine's `premiumE8`).
   */
  walk(close: Int32Array): void {
    const n = close.length;
    const index: CandleSeries = { symbol: this.symbol, interval: '1m', intervalMs: MINUTE_MS, length: n, startTime: this.next, open: close, high: close, low: close, close, volume: NO_VOLUME, quoteVolume: NO_VOLUME };
    const { series, state } = markSeries(this.state, index);
    let sum = this.window.sumE8;
    let samples = this.window.samples;
    let next = this.next;
    for (let i = 0; i < n; i++) {
      sum += premiumE8(series.close[i], close[i]);
      samples++;
      next += MINUTE_MS;
      if (next % FUNDING_INTERVAL_MS === 0) {
        this.window = { sumE8: sum, samples };
        this.fix(next, series.close[i], close[i]);
        sum = 0;
        samples = 0;
      }
    }
    this.window = { sumE8: sum, samples };
    this.next = next;
    this.state = state;
    if (n > 0) {
      this.pointBasis = series.basisE8[n - 1];
      this.lastTime = this.next - 1;
      this.lastIndex = close[n - 1];
      this.lastMark = series.close[n - 1];
      if (this.next % DAY_MS === 0) this.dirtyDays.set(dayOf(this.next), { time: this.next, state: this.state });
    }
  }

  private fix(time: number, markTicks: number, indexTicks: number): FundingFix {
    const fix: FundingFix = {
      symbol: this.symbol,
      time,
      rateE8: windowFundingRateE8(this.window),
      premiumIndexE8: premiumIndexE8(this.window),
      samples: this.window.samples,
      markTicks,
      indexTicks,
    };
    this.lastFix = fix;
    this.pendingFixes.push(fix);
    return fix;
  }

  /** After a minute ending at `end`: fixes the rate at an instant, checkpoints at a day start. */
  private advanced(end: number, mark: number, index: number): FundingFix | null {
    this.next = end;
    let fix: FundingFix | null = null;
    if (end % FUNDING_INTERVAL_MS === 0) {
      fix = this.fix(end, mark, index);
      this.window = EMPTY_PREMIUM_WINDOW;
    }
    if (end % DAY_MS === 0) this.dirtyDays.set(dayOf(end), { time: end, state: this.state });
    return fix;
  }
}

/** Reads closed 1-minute candles of a series (series ticks), as `Market.candles`. */
export type CandleReader = (from: number, to: number) => CandleSeries;

export class MarkBook {
  private readonly tracks = new Map<string, Track>();
  private readonly upsertCheckpoint;
  private readonly insertFix;
  private readonly selectCheckpoint;
  private readonly selectFirstCheckpoint;
  private readonly selectLastFix;
  private readonly selectFixes;

  constructor(
    db: Db,
    private readonly seed: string,
    series: { symbol: string; tickSize: string; contract: LinearContract }[],
  ) {
    for (const { contract, tickSize } of series) this.tracks.set(contract.symbol, new Track(contract, tickSize));
    this.upsertCheckpoint = db.prepare(
      `INSERT INTO mark_days (symbol, day, time, state) VALUES (?, ?, ?, ?)
       ON CONFLICT (symbol, day) DO UPDATE SET time = excluded.time, state = excluded.state`,
    );
    this.insertFix = db.prepare(
      `INSERT INTO funding_rates (symbol, time, rate_e8, premium_index_e8, samples, mark_ticks, index_ticks) VALUES (?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (symbol, time) DO NOTHING`,
    );
    this.selectCheckpoint = db.prepare('SELECT time, state FROM mark_days WHERE symbol = ? AND day <= ? AND time <= ? ORDER BY day DESC LIMIT 1');
    this.selectFirstCheckpoint = db.prepare('SELECT time, state FROM mark_days WHERE symbol = ? ORDER BY day LIMIT 1');
    this.selectLastFix = db.prepare('SELECT * FROM funding_rates WHERE symbol = ? AND time <= ? ORDER BY time DESC LIMIT 1');
    this.selectFixes = db.prepare('SELECT * FROM funding_rates WHERE symbol = ? AND time >= ? AND time <= ? ORDER BY time');
  }

  has(symbol: string): boolean {
    return this.tracks.has(symbol);
  }

  symbols(): string[] {
    return [...this.tracks.keys()];
  }

  /** Contract ticks per series tick ratio and formatting, for a contract with a track. */
  contractOf(symbol: string): { contract: LinearContract; ratio: number; price: (ticks: number) => string } {
    const t = this.need(symbol);
    return { contract: t.contract, ratio: t.ratio, price: (ticks) => t.price(ticks) };
  }

  /**
   * Brings a contract's marks up to its series (at start): from the last
   * checkpoint at or before `resumeFrom` (the persisted market state's time;
   * null for a series created now), else from the start of the history, over
   * the stored candles up to `until` (exclusive). Writes checkpoints and fixes
   * as it goes (`write` runs a transaction).
   */
  resume(symbol: string, resumeFrom: number | null, dataStart: number, until: number, lastSeriesTicks: number, read: CandleReader, write: (fn: () => void) => void): void {
    const t = this.need(symbol);
    const saved = resumeFrom === null ? undefined : this.checkpointAt(symbol, resumeFrom);
    if (saved && saved.time >= dataStart) {
      t.state = saved.state;
      t.next = saved.time;
    } else {
      t.state = createMarkModel(this.seed, symbol);
      t.next = dataStart;
      t.dirtyDays.set(dayOf(dataStart), { time: dataStart, state: t.state });
    }
    t.window = EMPTY_PREMIUM_WINDOW;
    t.lastFix = this.readLastFix(symbol, t.next);
    t.pointBasis = t.state.basisE8;
    t.lastIndex = toContractTicks(Math.max(1, lastSeriesTicks), t.ratio);
    t.lastMark = markFromIndex(t.lastIndex, t.pointBasis);
    t.lastTime = t.next - 1;
    const WEEK = 7 * DAY_MS;
    while (t.next < until) {
      const stop = Math.min(until, t.next + WEEK);
      while (t.next < stop) {
        const end = Math.min(stop, (dayOf(t.next) + 1) * DAY_MS);
        const series = read(t.next, end - MINUTE_MS);
        if (series.length !== (end - t.next) / MINUTE_MS || series.startTime !== t.next) {
          throw new Error(`${symbol}: candles ${t.next}…${end} are not all stored (${series.length} read)`);
        }
        t.walk(toContractColumn(series.close, series.length, t.ratio));
      }
      write(() => this.flush());
    }
    write(() => this.flush());
  }

  /** A revealed path point of a contract's series (live); its mark point when `publish` (else null: nothing is built). */
  point(symbol: string, time: number, seriesTicks: number, publish: boolean): MarkPoint | null {
    const t = this.need(symbol);
    t.point(time, seriesTicks);
    if (!publish) return null;
    return { symbol, time, indexTicks: t.lastIndex, markTicks: t.lastMark, indexPrice: t.price(t.lastIndex), markPrice: t.price(t.lastMark) };
  }

  /** A closed minute of a contract's series (live); the funding fix when it ended on an instant. */
  close(symbol: string, openTime: number, closeSeriesTicks: number): FundingFix | null {
    return this.need(symbol).close(openTime, closeSeriesTicks);
  }

  /** Writes pending checkpoints and fixes (call inside the market's flush transaction). */
  flush(): void {
    for (const t of this.tracks.values()) {
      for (const [day, cp] of t.dirtyDays) this.upsertCheckpoint.run(t.symbol, day, cp.time, JSON.stringify(cp.state));
      t.dirtyDays.clear();
      for (const f of t.pendingFixes) this.insertFix.run(f.symbol, f.time, f.rateE8, f.premiumIndexE8, f.samples, f.markTicks, f.indexTicks);
      t.pendingFixes.length = 0;
    }
  }

  // ── reads ──────────────────────────────────────────────────────────────

  /** The last marked point: index and mark in contract ticks, its time. */
  last(symbol: string): { time: number; indexTicks: number; markTicks: number; basisE8: number } {
    const t = this.need(symbol);
    return { time: t.lastTime, indexTicks: t.lastIndex, markTicks: t.lastMark, basisE8: t.pointBasis };
  }

  /** Basis the model applies to the minute being revealed now. */
  currentBasis(symbol: string): number {
    return this.need(symbol).state.basisE8;
  }

  funding(symbol: string, now: number): FundingInfo {
    const t = this.need(symbol);
    return { last: t.lastFix, predictedRateE8: windowFundingRateE8(t.window), premiumIndexE8: premiumIndexE8(t.window), nextTime: nextFundingInstant(now) };
  }

  /** The rate fixed at one instant, if the market has reached it. */
  fundingAt(symbol: string, time: number): FundingFix | undefined {
    const t = this.need(symbol);
    if (t.lastFix?.time === time) return t.lastFix;
    const pending = t.pendingFixes.find((f) => f.time === time);
    if (pending) return pending;
    if (time > t.next) return undefined;
    const rows = this.selectFixes.all(symbol, time, time) as FixRow[];
    return rows.length ? fromRow(rows[0]) : undefined;
  }

  /** Rates fixed at instants in [from, to], oldest first. */
  fundingBetween(symbol: string, from: number, to: number): FundingFix[] {
    const t = this.need(symbol);
    const list = (this.selectFixes.all(symbol, from, to) as FixRow[]).map(fromRow);
    const seen = new Set(list.map((f) => f.time));
    for (const f of t.pendingFixes) if (f.time >= from && f.time <= to && !seen.has(f.time)) list.push(f);
    return list.sort((a, b) => a.time - b.time);
  }

  /**
   * Marks of the closed minutes with open time in [from, to]: from the last
   * checkpoint at or before `from`, the model is replayed over the stored
   * candles (`markSeries`), so history and the live stream agree exactly.
   */
  columns(symbol: string, from: number, to: number, read: CandleReader): MarkColumns {
    const t = this.need(symbol);
    const cp = this.checkpointAt(symbol, from) ?? this.firstCheckpoint(symbol);
    if (!cp) throw new Error(`${symbol}: no mark checkpoint (market not initialised)`);
    const all = toContractSeries(read(cp.time, to), t.ratio);
    const { series } = markSeries(cp.state, all);
    const skip = Math.max(0, Math.min(all.length, Math.ceil((from - all.startTime) / MINUTE_MS)));
    const n = all.length - skip;
    const cut = <T extends Int32Array | Float64Array>(a: T) => a.subarray(skip, skip + n) as T;
    return {
      index: { ...all, length: n, startTime: all.startTime + skip * MINUTE_MS, open: cut(all.open), high: cut(all.high), low: cut(all.low), close: cut(all.close), volume: cut(all.volume), quoteVolume: cut(all.quoteVolume) },
      open: cut(series.open),
      high: cut(series.high),
      low: cut(series.low),
      close: cut(series.close),
      basisE8: cut(series.basisE8),
    };
  }

  private need(symbol: string): Track {
    const t = this.tracks.get(symbol);
    if (!t) throw new RangeError(`no linear contract ${symbol}`);
    return t;
  }

  /** The latest checkpoint with time ≤ t (pending ones included). */
  private checkpointAt(symbol: string, time: number): Checkpoint | undefined {
    const row = this.selectCheckpoint.get(symbol, dayOf(time), time) as { time: number; state: string } | undefined;
    let best: Checkpoint | undefined = row ? { time: row.time, state: JSON.parse(row.state) as MarkModelState } : undefined;
    for (const cp of this.need(symbol).dirtyDays.values()) if (cp.time <= time && (!best || cp.time > best.time)) best = cp;
    return best;
  }

  /** The earliest checkpoint (the start of the history). */
  private firstCheckpoint(symbol: string): Checkpoint | undefined {
    const row = this.selectFirstCheckpoint.get(symbol) as { time: number; state: string } | undefined;
    let best: Checkpoint | undefined = row ? { time: row.time, state: JSON.parse(row.state) as MarkModelState } : undefined;
    for (const cp of this.need(symbol).dirtyDays.values()) if (!best || cp.time < best.time) best = cp;
    return best;
  }

  private readLastFix(symbol: string, time: number): FundingFix | null {
    const row = this.selectLastFix.get(symbol, time) as FixRow | undefined;
    return row ? fromRow(row) : null;
  }
}

type FixRow = { symbol: string; time: number; rate_e8: number; premium_index_e8: number; samples: number; mark_ticks: number; index_ticks: number };

const fromRow = (r: FixRow): FundingFix => ({
  symbol: r.symbol,
  time: r.time,
  rateE8: r.rate_e8,
  premiumIndexE8: r.premium_index_e8,
  samples: r.samples,
  markTicks: r.mark_ticks,
  indexTicks: r.index_ticks,
});
