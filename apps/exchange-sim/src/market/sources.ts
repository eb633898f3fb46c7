/**
 * Where a price series' minutes come from: the seeded model (default) or a
 * replayed candle file that hands over to the model when it runs out.
 * A source's whole state is JSON, persisted with the candles it produced, so a
 * restarted simulator continues exactly where the last flush left it.
 */
import {
  type Candle,
  type CandleSeries,
  type PriceModelState,
  MINUTE_MS,
  SUBSTEPS,
  candleOpenTime,
  createPriceModel,
  defaultVolProfile,
  generateHistory,
  nextMinute,
} from '@tb/engine';

/** One generated minute: the candle and its SUBSTEPS + 1 path points (open … close). */
export type Minute = { candle: Candle; points: Int32Array };

export type PersistedSource =
  | { kind: 'model'; model: PriceModelState }
  | { kind: 'replay'; openTime: number; lastClose: number; index: number };

export type SeriesIdentity = {
  symbol: string;
  /** The symbol whose random stream drives the series (a USDC pair uses its USDT twin's). */
  modelSymbol: string;
  /** Share of the model symbol's usual turnover. */
  volumeShare: number;
  seed: string;
  tickSize: string;
  lotSize: string;
};

export interface Source {
  /** Open time of the next minute this source produces. */
  readonly openTime: number;
  next(): Minute;
  /** `count` minutes as columns (fast path for back-fill and catch-up). */
  bulk(count: number): CandleSeries;
  persist(): PersistedSource;
}

export class ModelSource implements Source {
  constructor(private state: PriceModelState) {}

  static fresh(id: SeriesIdentity, startTime: number, startPriceTicks: number): ModelSource {
    const turnover = defaultVolProfile(id.modelSymbol).quoteVolumePerMinute * id.volumeShare;
    return new ModelSource(
      createPriceModel({
        seed: id.seed,
        symbol: id.modelSymbol,
        startPriceTicks,
        startTime,
        tickSize: id.tickSize,
        lotSize: id.lotSize,
        ...(id.volumeShare !== 1 ? { volProfile: { quoteVolumePerMinute: turnover } } : {}),
      }),
    );
  }

  get openTime(): number {
    return this.state.openTime;
  }

  next(): Minute {
    const step = nextMinute(this.state);
    this.state = step.state;
    return { candle: step.candle, points: Int32Array.from(step.points, (p) => p.priceTicks) };
  }

  bulk(count: number): CandleSeries {
    const generated = generateHistory(this.state, count);
    this.state = generated.state;
    return generated.series;
  }

  persist(): PersistedSource {
    return { kind: 'model', model: this.state };
  }
}

/**
 * Path points of a replayed candle: open, then towards the extreme met first
 * (the low for a rising candle, the high for a falling one), then the other
 * extreme, then the close — so a consumer walking the points sees exactly the
 * candle's open, high, low and close.
 */
export function pathOfCandle(c: Candle): Int32Array {
  const points = new Int32Array(SUBSTEPS + 1);
  const [first, second] = c.close >= c.open ? [c.low, c.high] : [c.high, c.low];
  const legs: [number, number, number, number][] = [
    [0, 3, c.open, first],
    [3, 7, first, second],
    [7, SUBSTEPS, second, c.close],
  ];
  for (const [from, to, a, b] of legs) {
    for (let j = from; j <= to; j++) points[j] = Math.round(a + ((b - a) * (j - from)) / (to - from));
  }
  return points;
}

/**
 * Plays a user-supplied 1-minute series. Minutes the file skips become flat,
 * zero-volume candles at the previous close; after the file's last candle the
 * series continues with the seeded model from the last close.
 */
export class ReplaySource implements Source {
  private tail: ModelSource | null = null;

  constructor(
    private readonly id: SeriesIdentity,
    private readonly data: CandleSeries,
    private time: number,
    private lastClose: number,
    private index: number,
  ) {
    this.index = Math.max(0, index);
    while (this.index < data.length && candleOpenTime(data, this.index) < time) this.index++;
    if (this.index >= data.length) this.startTail();
  }

  /** Starts at the first candle of the file. */
  static start(id: SeriesIdentity, data: CandleSeries): ReplaySource {
    return new ReplaySource(id, data, candleOpenTime(data, 0), data.open[0], 0);
  }

  get openTime(): number {
    return this.tail ? this.tail.openTime : this.time;
  }

  private startTail(): void {
    this.tail = ModelSource.fresh(this.id, this.time, Math.max(1, this.lastClose));
  }

  next(): Minute {
    if (this.tail) return this.tail.next();
    const t = this.time;
    let candle: Candle;
    if (candleOpenTime(this.data, this.index) === t) {
      const i = this.index++;
      candle = {
        openTime: t,
        open: this.data.open[i],
        high: this.data.high[i],
        low: this.data.low[i],
        close: this.data.close[i],
        volume: this.data.volume[i],
        quoteVolume: this.data.quoteVolume[i],
      };
    } else {
      const p = this.lastClose;
      candle = { openTime: t, open: p, high: p, low: p, close: p, volume: 0, quoteVolume: 0 };
    }
    this.lastClose = candle.close;
    this.time = t + MINUTE_MS;
    if (this.index >= this.data.length) this.startTail();
    return { candle, points: pathOfCandle(candle) };
  }

  bulk(count: number): CandleSeries {
    const series = {
      symbol: this.id.symbol,
      interval: '1m' as const,
      intervalMs: MINUTE_MS,
      length: count,
      startTime: this.openTime,
      open: new Int32Array(count),
      high: new Int32Array(count),
      low: new Int32Array(count),
      close: new Int32Array(count),
      volume: new Float64Array(count),
      quoteVolume: new Float64Array(count),
    };
    for (let i = 0; i < count; i++) {
      const { candle } = this.next();
      series.open[i] = candle.open;
      series.high[i] = candle.high;
      series.low[i] = candle.low;
      series.close[i] = candle.close;
      series.volume[i] = candle.volume;
      series.quoteVolume[i] = candle.quoteVolume;
    }
    return series;
  }

  persist(): PersistedSource {
    if (this.tail) return this.tail.persist();
    return { kind: 'replay', openTime: this.time, lastClose: this.lastClose, index: this.index };
  }
}

/** Restores a persisted source; a replay whose file is no longer given continues with the model. */
export function restoreSource(id: SeriesIdentity, saved: PersistedSource, replay: CandleSeries | undefined): Source {
  if (saved.kind === 'model') return new ModelSource(saved.model);
  if (replay) return new ReplaySource(id, replay, saved.openTime, saved.lastClose, saved.index);
  return ModelSource.fresh(id, saved.openTime, Math.max(1, saved.lastClose));
}
