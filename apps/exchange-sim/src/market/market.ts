/**
 * The market service: one price series per symbol name, driven by the
 * simulated clock, persisted in SQLite, and observable by subscribers.
 *
 * - Every series advances minute by minute. A minute is generated whole when
 *   the clock enters it (the model is deterministic, so nothing about the
 *   future leaks: it is simply not revealed); its SUBSTEPS + 1 path points are
 *   revealed as the clock passes their offsets (every 6 simulated seconds), and
 *   the candle closes when the clock leaves the minute.
 * - Subscribers get `price` events for each revealed point and `candle` events
 *   for each closed 1-minute candle, in order per symbol.
 * - Candles are stored one row per symbol per UTC day (candle-codec.ts). The
 *   closed candles and the source state are flushed together in one
 *   transaction at most once per real second; after a crash the series
 *   regenerates the lost minutes from the last flushed state — identically,
 *   since the model is deterministic — so nothing anyone saw changes.
 * - On first start each series back-fills `historyDays` of 1-minute candles in
 *   bulk; after downtime it catches up to the clock the same way (silently:
 *   consumers needing the missed minutes read `candles()`).
 */
import { type Candle, type CandleSeries, type KlineInterval, DAY_MS, MINUTE_MS, PATH_OFFSETS_MS, SUBSTEPS, aggregateCandles, bucketStart, markFromIndex } from '@tb/engine';
import type { Kline } from '@tb/contracts';
import { type Db, setMeta, tx } from '../db/database';
import { fromUnits, ratio, toUnits, scaleOf } from '../lib/decimal';
import { type DayColumns, MINUTES_PER_DAY, decodeDay, emptyDay, encodeDay } from './candle-codec';
import type { SimClock } from './clock';
import { type FundingFix, type FundingInfo, type MarkColumns, type MarkPoint, MarkBook, toContractTicks } from './marks';
import { type PersistedSource, type SeriesIdentity, type Source, ModelSource, ReplaySource, restoreSource } from './sources';
import { type LinearContract, type SeriesSpec, type SpotPair, linearContract, seriesSpecs, spotPair } from './symbols';

export type { FundingFix, FundingInfo, MarkColumns, MarkPoint } from './marks';
export type PricePoint = { symbol: string; time: number; ticks: number; price: string };
export type ClosedCandle = { symbol: string; candle: Candle };
/**
 * Market events, in order per symbol. For a linear contract's series each
 * price point is followed by its `mark` point, and the close of a minute
 * ending on a funding instant by its `funding` fix — after the candle, before
 * any point of the next minute (futures/funding.ts: funding at t settles on
 * the position as it stands after every event before t).
 */
export type MarketListener = {
  price?: (point: PricePoint) => void;
  candle?: (closed: ClosedCandle) => void;
  mark?: (point: MarkPoint) => void;
  funding?: (fix: FundingFix) => void;
};

/** Rolling 24 h figures as decimal strings (the quote websocket row without `s`). */
export type Ticker = { t: number; o: string; h: string; l: string; c: string; v: string; qv: string; m: string; amplitude: string };

export type MarketOptions = {
  db: Db;
  clock: SimClock;
  seed: string;
  /** Days of 1-minute history created on first start. */
  historyDays: number;
  /** Replayed 1-minute series by symbol (ticks of that series' tick size). */
  replay?: Map<string, CandleSeries>;
  specs?: SeriesSpec[];
  log?: (line: string) => void;
  /** Real milliseconds between persistence flushes (default 1000). */
  flushIntervalMs?: number;
  /** Real milliseconds between clock polls (default 100). */
  pollIntervalMs?: number;
};

const DAY_CACHE_LIMIT = 512;
const WINDOW_MINUTES = 1440;

type Current = { candle: Candle; points: Int32Array; revealed: number };

class Ring {
  readonly time = new Float64Array(WINDOW_MINUTES);
  readonly open = new Int32Array(WINDOW_MINUTES);
  readonly high = new Int32Array(WINDOW_MINUTES);
  readonly low = new Int32Array(WINDOW_MINUTES);
  readonly close = new Int32Array(WINDOW_MINUTES);
  readonly volume = new Float64Array(WINDOW_MINUTES);
  readonly quoteVolume = new Float64Array(WINDOW_MINUTES);
  size = 0;
  head = 0; // next write position

  push(t: number, o: number, h: number, l: number, c: number, v: number, qv: number): void {
    const i = this.head;
    this.time[i] = t;
    this.open[i] = o;
    this.high[i] = h;
    this.low[i] = l;
    this.close[i] = c;
    this.volume[i] = v;
    this.quoteVolume[i] = qv;
    this.head = (i + 1) % WINDOW_MINUTES;
    if (this.size < WINDOW_MINUTES) this.size++;
  }

  /** Index of the k-th oldest entry. */
  at(k: number): number {
    return (this.head - this.size + k + WINDOW_MINUTES) % WINDOW_MINUTES;
  }
}

class Series {
  readonly id: SeriesIdentity;
  readonly tickScale: number;
  readonly lot: { units: bigint; scale: number };
  source!: Source;
  /** Closed candles of the UTC day of `today.day`. */
  today!: DayColumns & { day: number };
  /** Days whose rows changed since the last flush. */
  readonly dirty = new Map<number, DayColumns>();
  readonly ring = new Ring();
  current: Current | null = null;
  /** The source's state before it generated `current` (what a flush persists while a minute is open). */
  stateBeforeCurrent: PersistedSource | null = null;
  /** First minute (unix ms) with stored data. */
  dataStart = 0;
  lastTicks = 0;
  lastTime = 0;
  sourceDirty = false;
  /** A linear contract shares this series (its marks are stepped with it). */
  readonly contract: boolean;

  constructor(
    readonly spec: SeriesSpec,
    seed: string,
  ) {
    this.id = { symbol: spec.symbol, modelSymbol: spec.modelSymbol, volumeShare: spec.volumeShare, seed, tickSize: spec.tickSize, lotSize: spec.lotSize };
    this.tickScale = scaleOf(spec.tickSize);
    const lotScale = scaleOf(spec.lotSize);
    this.lot = { units: toUnits(spec.lotSize, lotScale), scale: lotScale };
    this.contract = linearContract(spec.symbol) !== undefined;
  }

  price(ticks: number): string {
    return fromUnits(BigInt(ticks), this.tickScale, true);
  }

  volume(lots: number): string {
    return fromUnits(BigInt(Math.round(lots)) * this.lot.units, this.lot.scale);
  }

  quoteVolume(tickUnits: number): string {
    return fromUnits(BigInt(Math.round(tickUnits)), this.tickScale);
  }
}

const dayOf = (t: number) => Math.floor(t / DAY_MS);
const minuteOfDay = (t: number) => Math.floor((t % DAY_MS) / MINUTE_MS);

export class Market {
  private readonly db: Db;
  readonly clock: SimClock;
  private readonly series = new Map<string, Series>();
  private readonly listeners = new Set<MarketListener>();
  private readonly dayCache = new Map<string, DayColumns>();
  private readonly log: (line: string) => void;
  private poll: NodeJS.Timeout | null = null;
  private lastFlush = 0;
  private readonly selectDay;
  private readonly upsertDay;
  private readonly upsertState;
  /** Mark prices and funding rates of the linear contracts (market/marks.ts). */
  private readonly marks: MarkBook;

  constructor(private readonly options: MarketOptions) {
    this.db = options.db;
    this.clock = options.clock;
    this.log = options.log ?? (() => undefined);
    for (const spec of options.specs ?? seriesSpecs()) this.series.set(spec.symbol, new Series(spec, options.seed));
    const contracts: { symbol: string; tickSize: string; contract: LinearContract }[] = [];
    for (const s of this.series.values()) {
      const contract = linearContract(s.spec.symbol);
      if (contract) contracts.push({ symbol: s.spec.symbol, tickSize: s.spec.tickSize, contract });
    }
    this.marks = new MarkBook(this.db, options.seed, contracts);
    this.selectDay = this.db.prepare('SELECT count, data FROM candle_days WHERE symbol = ? AND day = ?');
    this.upsertDay = this.db.prepare(
      `INSERT INTO candle_days (symbol, day, count, data) VALUES (?, ?, ?, ?)
       ON CONFLICT (symbol, day) DO UPDATE SET count = excluded.count, data = excluded.data`,
    );
    this.upsertState = this.db.prepare(
      `INSERT INTO market_state (symbol, time, state) VALUES (?, ?, ?)
       ON CONFLICT (symbol) DO UPDATE SET time = excluded.time, state = excluded.state`,
    );
  }

  /** Symbols with a price series. */
  symbols(): string[] {
    return [...this.series.keys()];
  }

  has(symbol: string): boolean {
    return this.series.has(symbol);
  }

  /** Spot trading rules of a pair (tick, lot, min/max quantity and amount), if listed. */
  spotPair(symbol: string): SpotPair | undefined {
    return spotPair(symbol);
  }

  /** Contract rules of a linear perpetual, if listed. */
  contract(symbol: string): LinearContract | undefined {
    return linearContract(symbol);
  }

  /** Tick size of the symbol's price series (prices below are in these ticks). */
  tickSize(symbol: string): string {
    return this.need(symbol).spec.tickSize;
  }

  /**
   * Loads the persisted market or creates it: back-fills history on first start
   * and catches every series up to the clock. Call once before `start()`.
   */
  init(): void {
    const now = this.clock.now();
    const nowMinute = now - (now % MINUTE_MS);
    const saved = new Map(
      (this.db.prepare('SELECT symbol, state FROM market_state').all() as { symbol: string; state: string }[]).map((row) => [
        row.symbol,
        JSON.parse(row.state) as PersistedSource,
      ]),
    );
    const fresh = [...this.series.values()].filter((s) => !saved.has(s.spec.symbol));
    let done = 0;
    const started = Date.now();
    for (const s of this.series.values()) {
      const state = saved.get(s.spec.symbol);
      let resumeFrom: number | null = null;
      if (state) {
        s.source = restoreSource(s.id, state, this.options.replay?.get(s.spec.symbol));
        s.lastTicks = state.kind === 'model' ? state.model.lastTicks : state.lastClose;
        resumeFrom = s.source.openTime;
        this.loadRecent(s);
        this.fill(s, nowMinute);
      } else {
        const replay = this.options.replay?.get(s.spec.symbol);
        const historyStart = nowMinute - this.options.historyDays * DAY_MS;
        const refTicks = Number(toUnits(s.spec.refPrice, s.tickScale));
        s.source = replay ? ReplaySource.start(s.id, replay) : ModelSource.fresh(s.id, historyStart, refTicks);
        s.lastTicks = replay ? replay.open[0] : refTicks;
        s.dataStart = s.source.openTime;
        s.today = { ...emptyDay(minuteOfDay(s.dataStart)), day: dayOf(s.dataStart) };
        this.fill(s, nowMinute);
        done++;
        this.log(`market: ${s.spec.symbol} history ready (${done}/${fresh.length}, ${((Date.now() - started) / 1000).toFixed(1)} s)`);
      }
      tx(this.db, () => this.flushSeries(s));
      if (this.marks.has(s.spec.symbol)) {
        const symbol = s.spec.symbol;
        this.marks.resume(symbol, resumeFrom, s.dataStart, s.source.openTime, s.lastTicks, (from, to) => this.candles(symbol, from, to), (fn) => tx(this.db, fn));
      }
    }
    setMeta(this.db, 'clock.sim_time', String(now));
  }

  /**
   * Brings every series up to the clock in bulk, the way `init` catches a
   * restarted market up on its downtime (candles, marks and funding fixes,
   * stored; no point is published): the stopped-clock fast-forward of the
   * population seeding (population/population.ts), whose bots then catch up
   * like after a restart. Not for a market that is ticking live.
   */
  fastForward(): void {
    const now = this.clock.now();
    const nowMinute = now - (now % MINUTE_MS);
    for (const s of this.series.values()) {
      if (s.source.openTime >= nowMinute) continue;
      const resumeFrom = s.source.openTime;
      this.fill(s, nowMinute);
      tx(this.db, () => this.flushSeries(s));
      if (this.marks.has(s.spec.symbol)) {
        const symbol = s.spec.symbol;
        this.marks.resume(symbol, resumeFrom, s.dataStart, s.source.openTime, s.lastTicks, (from, to) => this.candles(symbol, from, to), (fn) => tx(this.db, fn));
      }
    }
    setMeta(this.db, 'clock.sim_time', String(now));
  }

  /** Polls the clock and flushes periodically until `stop()`. */
  start(): void {
    if (this.poll) return;
    const pollMs = this.options.pollIntervalMs ?? 100;
    this.poll = setInterval(() => this.tick(), pollMs);
  }

  /** Stops polling and saves everything, the clock included. */
  stop(): void {
    if (this.poll) clearInterval(this.poll);
    this.poll = null;
    this.flush(this.clock.now(), true);
  }

  subscribe(listener: MarketListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Advances every series to the clock's time; flushes when due. */
  tick(): void {
    const now = this.clock.now();
    for (const s of this.series.values()) this.advance(s, now);
    const wall = Date.now();
    if (wall - this.lastFlush >= (this.options.flushIntervalMs ?? 1000)) this.flush(now);
  }

  /**
   * Writes every changed day row and source state, with the clock, in one
   * transaction — only when a candle closed since the last flush (at speed 1,
   * once a minute), so an idle market does not write; `always` (on stop) also
   * records the clock.
   */
  flush(now = this.clock.now(), always = false): void {
    this.lastFlush = Date.now();
    let changed = always;
    for (const s of this.series.values()) if (s.dirty.size || s.sourceDirty) changed = true;
    if (!changed) return;
    tx(this.db, () => {
      for (const s of this.series.values()) this.flushSeries(s);
      this.marks.flush();
      setMeta(this.db, 'clock.sim_time', String(now));
    });
  }

  /** Last price of a symbol: ticks, decimal and the time it was set. */
  lastPrice(symbol: string): { ticks: number; price: string; time: number } {
    const s = this.need(symbol);
    return { ticks: s.lastTicks, price: s.price(s.lastTicks), time: s.lastTime };
  }

  /** Formats ticks of a symbol's series as a decimal price. */
  formatPrice(symbol: string, ticks: number): string {
    return this.need(symbol).price(ticks);
  }

  /** Rolling 24 h figures at the clock's time. */
  ticker(symbol: string): Ticker {
    const s = this.need(symbol);
    const now = this.clock.now();
    const currentOpen = s.current ? s.current.candle.openTime : now - (now % MINUTE_MS);
    const from = currentOpen - (WINDOW_MINUTES - 1) * MINUTE_MS;
    let open = -1;
    let high = -Infinity;
    let low = Infinity;
    let volume = 0;
    let quoteVolume = 0;
    const ring = s.ring;
    for (let k = 0; k < ring.size; k++) {
      const i = ring.at(k);
      if (ring.time[i] < from) continue;
      if (open < 0) open = ring.open[i];
      if (ring.high[i] > high) high = ring.high[i];
      if (ring.low[i] < low) low = ring.low[i];
      volume += ring.volume[i];
      quoteVolume += ring.quoteVolume[i];
    }
    if (s.current && s.current.revealed > 0) {
      const { candle, points, revealed } = s.current;
      if (open < 0) open = candle.open;
      for (let j = 0; j < revealed; j++) {
        if (points[j] > high) high = points[j];
        if (points[j] < low) low = points[j];
      }
      volume += Math.round((candle.volume * revealed) / (SUBSTEPS + 1));
      quoteVolume += Math.round((candle.quoteVolume * revealed) / (SUBSTEPS + 1));
    }
    const close = s.lastTicks;
    if (open < 0) open = close;
    if (high === -Infinity) high = close;
    if (low === Infinity) low = close;
    return {
      t: now,
      o: s.price(open),
      h: s.price(high),
      l: s.price(low),
      c: s.price(close),
      v: s.volume(volume),
      qv: s.quoteVolume(quoteVolume),
      m: ratio(BigInt(close - open), BigInt(open), 4),
      amplitude: ratio(BigInt(high - low), BigInt(low), 4),
    };
  }

  /**
   * 1-minute candles with open time in [from, to] (unix ms), as columns in
   * ticks/lots. Includes the closed candles only (the open minute is not final).
   */
  candles(symbol: string, from: number, to: number): CandleSeries {
    const s = this.need(symbol);
    const start = Math.max(from - (from % MINUTE_MS), s.dataStart);
    const lastClosed = s.current ? s.current.candle.openTime - MINUTE_MS : s.source.openTime - MINUTE_MS;
    const end = Math.min(to - (to % MINUTE_MS), lastClosed);
    const count = end >= start ? (end - start) / MINUTE_MS + 1 : 0;
    const out = {
      symbol,
      interval: '1m' as const,
      intervalMs: MINUTE_MS,
      length: count,
      startTime: start,
      open: new Int32Array(count),
      high: new Int32Array(count),
      low: new Int32Array(count),
      close: new Int32Array(count),
      volume: new Float64Array(count),
      quoteVolume: new Float64Array(count),
    };
    let k = 0;
    for (let day = dayOf(start); k < count && day <= dayOf(end); day++) {
      const cols = this.dayColumns(s, day);
      if (!cols) continue;
      const dayStart = day * DAY_MS + cols.firstMinute * MINUTE_MS;
      for (let i = 0; i < cols.count && k < count; i++) {
        const t = dayStart + i * MINUTE_MS;
        if (t < start + k * MINUTE_MS) continue;
        out.open[k] = cols.open[i];
        out.high[k] = cols.high[i];
        out.low[k] = cols.low[i];
        out.close[k] = cols.close[i];
        out.volume[k] = cols.volume[i];
        out.quoteVolume[k] = cols.quoteVolume[i];
        k++;
      }
    }
    // A short read (should not happen: stored days are contiguous) is trimmed rather than padded.
    return k === count ? out : { ...out, length: k };
  }

  /**
   * Klines of any spec interval (see KlineQuery in @tb/contracts): buckets whose
   * open time is in [start, end], the newest `limit`, oldest first. The bucket
   * holding the current minute includes the points revealed so far.
   */
  klines(symbol: string, interval: KlineInterval, options: { start?: number; end?: number; limit: number }): Kline[] {
    const s = this.need(symbol);
    const window = this.klineWindow(s, interval, options);
    if (!window) return [];
    const closed = this.candles(symbol, window.from, window.end);
    let series: CandleSeries = closed;
    const current = s.current;
    if (current && current.revealed > 0 && current.candle.openTime <= window.end && current.candle.openTime >= window.from) {
      series = appendPartial(closed, current);
    }
    return toKlines(series, interval, window, options.limit, (ticks) => s.price(ticks), (lots) => s.volume(lots), (units) => s.quoteVolume(units));
  }

  // ── perpetuals: mark price and funding (market/marks.ts) ──────────────

  /** The linear contracts with a mark price (every contract of the symbol table with a series). */
  contractSymbols(): string[] {
    return this.marks.symbols();
  }

  /** Whether `symbol` is a linear contract with marks. */
  hasContract(symbol: string): boolean {
    return this.marks.has(symbol);
  }

  /**
   * The mark and index price of a contract at its last revealed point, in the
   * contract's ticks and as decimals on its tick.
   */
  markPrice(symbol: string): { time: number; markTicks: number; indexTicks: number; markPrice: string; indexPrice: string } {
    const last = this.marks.last(symbol);
    const { price } = this.marks.contractOf(symbol);
    return { time: last.time, markTicks: last.markTicks, indexTicks: last.indexTicks, markPrice: price(last.markTicks), indexPrice: price(last.indexTicks) };
  }

  /** Formats contract ticks of a linear contract as a decimal on its tick. */
  formatContractPrice(symbol: string, ticks: number): string {
    return this.marks.contractOf(symbol).price(ticks);
  }

  /** Series ticks → the contract's ticks (half up; the index price of a series price). */
  contractTicksPerSeriesTick(symbol: string): number {
    return this.marks.contractOf(symbol).ratio;
  }

  /** Last fixed funding rate, the running interval's predicted rate, the next funding time (clock's now). */
  funding(symbol: string): FundingInfo {
    return this.marks.funding(symbol, this.clock.now());
  }

  /** The funding rate fixed at an instant (undefined when the market has not reached it). */
  fundingAt(symbol: string, time: number): FundingFix | undefined {
    return this.marks.fundingAt(symbol, time);
  }

  /** Funding rates fixed at instants in [from, to], oldest first. */
  fundingHistory(symbol: string, from: number, to: number): FundingFix[] {
    return this.marks.fundingBetween(symbol, from, to);
  }

  /**
   * Closed 1-minute candles of a contract with open time in [from, to]: the
   * index (contract ticks) and the mark of each — what a futures driver
   * catching up walks (mark low/high for liquidation, index for fills).
   */
  markCandles(symbol: string, from: number, to: number): MarkColumns {
    this.need(symbol);
    return this.marks.columns(symbol, from, to, (a, b) => this.candles(symbol, a, b));
  }

  /**
   * Mark-price klines (contract ticks, formatted on the contract's tick) of any
   * spec interval, as `klines` (same windowing; the bucket holding the current
   * minute includes the points revealed so far). Volumes are "0".
   */
  markKlines(symbol: string, interval: KlineInterval, options: { start?: number; end?: number; limit: number }): Kline[] {
    const s = this.need(symbol);
    const { price, ratio } = this.marks.contractOf(symbol);
    const window = this.klineWindow(s, interval, options);
    if (!window) return [];
    const cols = this.marks.columns(symbol, window.from, window.end, (a, b) => this.candles(symbol, a, b));
    const n = cols.index.length;
    let series: CandleSeries = { ...cols.index, open: cols.open, high: cols.high, low: cols.low, close: cols.close, volume: new Float64Array(n), quoteVolume: new Float64Array(n) };
    const current = s.current;
    if (current && current.revealed > 0 && current.candle.openTime <= window.end && current.candle.openTime >= window.from) {
      const basis = this.marks.currentBasis(symbol);
      const points = new Int32Array(current.points.length);
      for (let j = 0; j < current.revealed; j++) points[j] = markFromIndex(toContractTicks(current.points[j], ratio), basis);
      series = appendPartial(series, { candle: { ...current.candle, volume: 0, quoteVolume: 0 }, points, revealed: current.revealed });
    }
    return toKlines(series, interval, window, options.limit, price, () => '0', () => '0');
  }

  // ── internals ──────────────────────────────────────────────────────────

  private need(symbol: string): Series {
    const s = this.series.get(symbol);
    if (!s) throw new RangeError(`no price series for ${symbol}`);
    return s;
  }

  /** The 1-minute window a kline query reads: `limit` buckets back from the one holding `end` (null when empty). */
  private klineWindow(s: Series, interval: KlineInterval, options: { start?: number; end?: number; limit: number }): KlineWindow | null {
    const now = this.clock.now();
    const end = Math.min(options.end ?? now, now);
    const start = Math.max(options.start ?? 0, 0);
    if (end < start) return null;
    // Walk back `limit` buckets from the one holding `end`.
    let first = bucketStart(end, interval);
    for (let k = 1; k < options.limit; k++) {
      const previous = bucketStart(first - 1, interval);
      if (previous < start || first <= s.dataStart) break;
      first = previous;
    }
    const from = Math.max(first, start - (start % MINUTE_MS), s.dataStart);
    return { start, end, from };
  }

  /** Bulk-generates closed minutes up to (not including) `untilMinute`. */
  private fill(s: Series, untilMinute: number): void {
    const CHUNK = MINUTES_PER_DAY * 7;
    while (s.source.openTime < untilMinute) {
      const count = Math.min(CHUNK, (untilMinute - s.source.openTime) / MINUTE_MS);
      const start = s.source.openTime;
      const cols = s.source.bulk(count);
      for (let i = 0; i < cols.length; i++) {
        this.append(s, start + i * MINUTE_MS, cols.open[i], cols.high[i], cols.low[i], cols.close[i], cols.volume[i], cols.quoteVolume[i]);
      }
      // Completed days are written as they fill, so a long back-fill never holds them all in memory.
      tx(this.db, () => this.flushDays(s, false));
    }
  }

  private append(s: Series, t: number, o: number, h: number, l: number, c: number, v: number, qv: number): void {
    const day = dayOf(t);
    if (day !== s.today.day) {
      s.dirty.set(s.today.day, s.today);
      s.today = { ...emptyDay(minuteOfDay(t)), day };
    }
    const d = s.today;
    const i = d.count++;
    d.open[i] = o;
    d.high[i] = h;
    d.low[i] = l;
    d.close[i] = c;
    d.volume[i] = v;
    d.quoteVolume[i] = qv;
    s.dirty.set(day, d);
    s.ring.push(t, o, h, l, c, v, qv);
    s.lastTicks = c;
    s.lastTime = t + MINUTE_MS - 1;
    s.sourceDirty = true;
  }

  private advance(s: Series, now: number): void {
    const emitting = this.listeners.size > 0;
    for (;;) {
      if (!s.current) {
        if (s.source.openTime > now) return;
        s.stateBeforeCurrent = s.source.persist();
        const minute = s.source.next();
        s.current = { candle: minute.candle, points: minute.points, revealed: 0 };
      }
      const current = s.current;
      const open = current.candle.openTime;
      while (current.revealed <= SUBSTEPS && open + PATH_OFFSETS_MS[current.revealed] <= now) {
        const j = current.revealed++;
        s.lastTicks = current.points[j];
        s.lastTime = open + PATH_OFFSETS_MS[j];
        const mark = s.contract ? this.marks.point(s.spec.symbol, s.lastTime, s.lastTicks, emitting) : null;
        if (emitting) {
          const point: PricePoint = { symbol: s.spec.symbol, time: s.lastTime, ticks: s.lastTicks, price: s.price(s.lastTicks) };
          for (const listener of this.listeners) listener.price?.(point);
          if (mark) for (const listener of this.listeners) listener.mark?.(mark);
        }
      }
      if (now < open + MINUTE_MS) return;
      const c = current.candle;
      this.append(s, open, c.open, c.high, c.low, c.close, c.volume, c.quoteVolume);
      s.current = null;
      const fix = s.contract ? this.marks.close(s.spec.symbol, open, c.close) : null;
      if (emitting) {
        const closed: ClosedCandle = { symbol: s.spec.symbol, candle: c };
        for (const listener of this.listeners) listener.candle?.(closed);
        if (fix) for (const listener of this.listeners) listener.funding?.(fix);
      }
    }
  }

  private flushSeries(s: Series): void {
    this.flushDays(s, true);
  }

  /** Writes dirty day rows (all of them, or only completed days) and, with the current day, the source state. */
  private flushDays(s: Series, includeToday: boolean): void {
    for (const [day, cols] of s.dirty) {
      if (!includeToday && day === s.today.day) continue;
      this.upsertDay.run(s.spec.symbol, day, cols.count, encodeDay(cols));
      s.dirty.delete(day);
      if (day !== s.today.day) this.cacheDay(s.spec.symbol, day, cols);
    }
    if (includeToday && s.sourceDirty) {
      // The source's state matches the candles written: the in-progress minute is regenerated on restart.
      const state = s.current && s.stateBeforeCurrent ? s.stateBeforeCurrent : s.source.persist();
      const time = s.current ? s.current.candle.openTime : s.source.openTime;
      this.upsertState.run(s.spec.symbol, time, JSON.stringify(state));
      s.sourceDirty = false;
    }
  }

  private loadRecent(s: Series): void {
    const row = this.db.prepare('SELECT MIN(day) AS first FROM candle_days WHERE symbol = ?').get(s.spec.symbol) as { first: number | null };
    const openTime = s.source.openTime;
    const today = dayOf(openTime);
    if (row.first !== null) {
      const firstCols = this.readDay(s.spec.symbol, row.first);
      s.dataStart = row.first * DAY_MS + (firstCols?.firstMinute ?? 0) * MINUTE_MS;
    } else {
      s.dataStart = openTime;
    }
    // Yesterday and today feed the 24 h window.
    for (const day of [today - 1, today]) {
      const cols = this.readDay(s.spec.symbol, day);
      if (!cols) continue;
      const dayStart = day * DAY_MS + cols.firstMinute * MINUTE_MS;
      for (let i = 0; i < cols.count; i++) {
        const t = dayStart + i * MINUTE_MS;
        if (t >= openTime) break;
        s.ring.push(t, cols.open[i], cols.high[i], cols.low[i], cols.close[i], cols.volume[i], cols.quoteVolume[i]);
        s.lastTicks = cols.close[i];
        s.lastTime = t + MINUTE_MS - 1;
      }
    }
    const todayCols = this.readDay(s.spec.symbol, today);
    if (todayCols) {
      // Keep only the minutes before the source's next minute (they always match after a clean flush).
      const keep = Math.max(0, Math.min(todayCols.count, minuteOfDay(openTime) - todayCols.firstMinute));
      const buffer = emptyDay(todayCols.firstMinute);
      for (const key of ['open', 'high', 'low', 'close', 'volume', 'quoteVolume'] as const) {
        (buffer[key] as Int32Array | Float64Array).set((todayCols[key] as Int32Array | Float64Array).subarray(0, keep));
      }
      buffer.count = keep;
      s.today = { ...buffer, day: today };
    } else {
      s.today = { ...emptyDay(minuteOfDay(openTime)), day: today };
    }
  }

  private readDay(symbol: string, day: number): DayColumns | undefined {
    const key = `${symbol}:${day}`;
    const cached = this.dayCache.get(key);
    if (cached) return cached;
    const row = this.selectDay.get(symbol, day) as { count: number; data: Buffer } | undefined;
    if (!row) return undefined;
    const cols = decodeDay(row.data, row.count);
    this.cacheDay(symbol, day, cols);
    return cols;
  }

  private cacheDay(symbol: string, day: number, cols: DayColumns): void {
    const key = `${symbol}:${day}`;
    this.dayCache.delete(key);
    this.dayCache.set(key, cols);
    if (this.dayCache.size > DAY_CACHE_LIMIT) {
      const oldest = this.dayCache.keys().next().value;
      if (oldest !== undefined) this.dayCache.delete(oldest);
    }
  }

  /** Closed candles of a day: the in-memory buffer for the current day, else stored rows. */
  private dayColumns(s: Series, day: number): DayColumns | undefined {
    if (day === s.today.day) return s.today;
    const pending = s.dirty.get(day);
    if (pending) return pending;
    return this.readDay(s.spec.symbol, day);
  }
}

type KlineWindow = { start: number; end: number; from: number };

/** Aggregates 1-minute candles into klines of the window's buckets, newest `limit`, formatted. */
function toKlines(
  series: CandleSeries,
  interval: KlineInterval,
  window: KlineWindow,
  limit: number,
  price: (ticks: number) => string,
  volume: (lots: number) => string,
  quoteVolume: (units: number) => string,
): Kline[] {
  if (series.length === 0) return [];
  const buckets = aggregateCandles(series, interval);
  const list: Kline[] = [];
  for (let i = Math.max(0, buckets.length - limit); i < buckets.length; i++) {
    const t = buckets.time ? buckets.time[i] : buckets.startTime + i * buckets.intervalMs;
    if (t < window.start || t > window.end) continue;
    list.push({
      t,
      o: price(buckets.open[i]),
      h: price(buckets.high[i]),
      l: price(buckets.low[i]),
      c: price(buckets.close[i]),
      v: volume(buckets.volume[i]),
      qv: quoteVolume(buckets.quoteVolume[i]),
    });
  }
  return list;
}

/** Appends the revealed part of the open minute to a closed 1m series. */
function appendPartial(series: CandleSeries, current: Current): CandleSeries {
  const n = series.length + 1;
  const grow = <T extends Int32Array | Float64Array>(a: T, make: (n: number) => T): T => {
    const b = make(n);
    b.set(a.subarray(0, series.length));
    return b;
  };
  const open = grow(series.open, (k) => new Int32Array(k));
  const high = grow(series.high, (k) => new Int32Array(k));
  const low = grow(series.low, (k) => new Int32Array(k));
  const close = grow(series.close, (k) => new Int32Array(k));
  const volume = grow(series.volume, (k) => new Float64Array(k));
  const quoteVolume = grow(series.quoteVolume, (k) => new Float64Array(k));
  const { candle, points, revealed } = current;
  let h = points[0];
  let l = points[0];
  for (let j = 1; j < revealed; j++) {
    if (points[j] > h) h = points[j];
    if (points[j] < l) l = points[j];
  }
  const i = n - 1;
  open[i] = points[0];
  high[i] = h;
  low[i] = l;
  close[i] = points[revealed - 1];
  volume[i] = Math.round((candle.volume * revealed) / (SUBSTEPS + 1));
  quoteVolume[i] = Math.round((candle.quoteVolume * revealed) / (SUBSTEPS + 1));
  const startTime = series.length ? series.startTime : candle.openTime;
  return { ...series, length: n, startTime, open, high, low, close, volume, quoteVolume };
}
