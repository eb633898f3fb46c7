/**
 * What every backtest records while it walks its candles, whatever the bot
 * kind: the equity / PnL curve sampled every `sampleMs` (default one hour) at
 * candle closes (and always at the last candle), the largest drawdown of
 * equity at candle closes, and progress reports.
 *
 * A kind's loop calls `candle()` with the equity at each close; when it
 * returns true the loop computes its PnL figures and calls `sample()`, so a
 * close that is not sampled costs only the drawdown update.
 */

/** Sampled curve (quote units). */
export interface PnlCurve {
  readonly time: Float64Array;
  readonly equity: Float64Array;
  readonly totalPnl: Float64Array;
  /** Realised profit: grid profit for grids, take-profit profit for DCA. */
  readonly gridProfit: Float64Array;
}

export interface BacktestOptions {
  /** Called with the fraction done (0 … 1) about every 2^16 candles and at the end. */
  readonly onProgress?: (fraction: number) => void;
  /** Curve sampling period in ms (default 3 600 000). */
  readonly sampleMs?: number;
}

export class BacktestRecorder {
  private readonly time: Float64Array;
  private readonly equity: Float64Array;
  private readonly totalPnl: Float64Array;
  private readonly gridProfit: Float64Array;
  private readonly sampleMs: number;
  private readonly onProgress: ((fraction: number) => void) | undefined;
  private k = 0;
  private nextSample: number;
  private peak = 0;
  private readonly lastIndex: number;
  /** Largest fall of equity from a previous peak, as a fraction of that peak. */
  maxDrawdown = 0;

  /** A backtest of `n` candles of `stepMs` starting at `t0`. */
  constructor(
    private readonly n: number,
    t0: number,
    stepMs: number,
    options: BacktestOptions,
  ) {
    this.sampleMs = options.sampleMs ?? 3_600_000;
    this.onProgress = options.onProgress;
    const samples = Math.ceil((n * stepMs) / this.sampleMs) + 2;
    this.time = new Float64Array(samples);
    this.equity = new Float64Array(samples);
    this.totalPnl = new Float64Array(samples);
    this.gridProfit = new Float64Array(samples);
    this.nextSample = t0 + this.sampleMs;
    this.lastIndex = n - 1;
  }

  /** Candle `i` closed at `closeTime` with `equity`: tracks drawdown and progress; true when the curve samples this close. */
  candle(i: number, closeTime: number, equity: number): boolean {
    // once per candle of a backtest: a local for the peak, the progress bit test before the callback
    const peak = this.peak;
    if (equity > peak) this.peak = equity;
    else if (peak > 0) {
      const dd = (peak - equity) / peak;
      if (dd > this.maxDrawdown) this.maxDrawdown = dd;
    }
    if ((i & 0xffff) === 0xffff && this.onProgress !== undefined) this.onProgress(i / this.n);
    return closeTime >= this.nextSample || i === this.lastIndex;
  }

  /** Records a curve point at a close `candle()` asked for. */
  sample(closeTime: number, equity: number, totalPnl: number, gridProfit: number): void {
    const k = this.k++;
    this.time[k] = closeTime;
    this.equity[k] = equity;
    this.totalPnl[k] = totalPnl;
    this.gridProfit[k] = gridProfit;
    while (this.nextSample <= closeTime) this.nextSample += this.sampleMs;
  }

  /** The last sample (the last candle's close once the loop is done). */
  last(): { readonly equity: number; readonly totalPnl: number } {
    return { equity: this.equity[this.k - 1], totalPnl: this.totalPnl[this.k - 1] };
  }

  /** Ends the run: reports progress 1 and returns the curve. */
  finish(): PnlCurve {
    this.onProgress?.(1);
    const k = this.k;
    return { time: this.time.slice(0, k), equity: this.equity.slice(0, k), totalPnl: this.totalPnl.slice(0, k), gridProfit: this.gridProfit.slice(0, k) };
  }
}
