/**
 * What every backtest records while it walks its candles, whatever the bot
 * kind: the equity / PnL curve sampled every `sampleMs` (default one hour) at
 * candle closes (and always at the last candle), the largest drawdown of
 * equity at candle closes, and progress reports.
 *
 * A kind's loop keeps the per-candle figures in locals and, at each close:
 *   let [peak, maxDd, next] = rec.start();   // before the loop
 *   maxDd = drawdownAfter(peak, eq, maxDd); if (eq > peak) peak = eq;
 *   if (close >= next || i === n - 1) { rec.sample(…); while (next <= close) next += rec.sampleMs; }
 *   if ((i & 0xffff) === 0xffff) rec.progress(i);
 * As an object's fields, read and written 525 600 times for a year of
 * 1-minute candles, the same work made the spot-grid backtest's fast path
 * ~10–15% slower (tools/bench); `start()` hands the loop its initial
 * figures to keep in its own locals instead.
 */

import { apr, minutesRunning } from '../common/apr';
import { type CandleSeries, candleOpenTime } from '../market/candles';

/** What every grid backtest reports beside its curve. */
export interface BacktestSummary {
  readonly candles: number;
  readonly days: number;
  readonly fills: number;
  readonly fillsPerDay: number;
  /** Largest fall of equity from a previous peak, as a fraction of that peak. */
  readonly maxDrawdown: number;
  /** The investment profits are measured against (quote units). */
  readonly investment: number;
  readonly gridProfit: number;
  readonly totalPnl: number;
  /** Fractions per year over the time the bot ran: profit / investment × 525 600 / minutes (common/apr.ts). */
  readonly gridApr: number;
  readonly totalApr: number;
}

/**
 * The summary of a grid bot's run over `series`, from its first candle's
 * open to its last candle's close: the bot as the run left it (started at
 * `startedAt`, −1: never, counted from the end; ended at `endedAt` if it is
 * COMPLETED, else still running at the end; its grid profit), and the run's
 * fills, largest drawdown, the investment profits are measured against and
 * total PnL.
 */
export function backtestSummary(
  series: CandleSeries,
  bot: { readonly status: string; readonly startedAt: number; readonly endedAt: number; readonly gridProfit: number },
  run: { readonly fills: number; readonly maxDrawdown: number; readonly investment: number; readonly totalPnl: number },
): BacktestSummary {
  const candles = series.length;
  const t0 = candleOpenTime(series, 0);
  const tEnd = candleOpenTime(series, candles - 1) + series.intervalMs;
  const startedAt = bot.startedAt < 0 ? tEnd : bot.startedAt;
  const minutes = minutesRunning((bot.status === 'COMPLETED' ? bot.endedAt : tEnd) - startedAt);
  const days = (tEnd - t0) / 86_400_000;
  const { gridProfit } = bot;
  const { fills, maxDrawdown, investment, totalPnl } = run;
  return {
    candles,
    days,
    fills,
    fillsPerDay: days > 0 ? fills / days : 0,
    maxDrawdown,
    investment,
    gridProfit,
    totalPnl,
    gridApr: apr(gridProfit, investment, minutes),
    totalApr: apr(totalPnl, investment, minutes),
  };
}

/** Largest fall of equity from its running `peak` (a fraction of the peak) once `equity` is seen too. */
export function drawdownAfter(peak: number, equity: number, maxDrawdown: number): number {
  if (equity > peak || peak <= 0) return maxDrawdown;
  const dd = (peak - equity) / peak;
  return dd > maxDrawdown ? dd : maxDrawdown;
}

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
  private readonly onProgress: ((fraction: number) => void) | undefined;
  private k = 0;
  /** Curve sampling period (ms). */
  readonly sampleMs: number;
  /** Close time from which the first sample is due. */
  readonly firstSample: number;

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
    this.firstSample = t0 + this.sampleMs;
  }

  /** The loop's running figures at its start, for its own locals: peak equity, largest drawdown, the close time the next sample is due at. */
  start(): [peak: number, maxDrawdown: number, nextSample: number] {
    return [0, 0, this.firstSample];
  }

  /** Reports that candle `i` is done (the loops call it about every 2^16 candles; nothing without `onProgress`). */
  progress(i: number): void {
    this.onProgress?.(i / this.n);
  }

  /** Records a curve point at a candle close; returns its index (a kind's own columns store theirs at it). */
  sample(closeTime: number, equity: number, totalPnl: number, gridProfit: number): number {
    const k = this.k++;
    this.time[k] = closeTime;
    this.equity[k] = equity;
    this.totalPnl[k] = totalPnl;
    this.gridProfit[k] = gridProfit;
    return k;
  }

  /** Most samples a run can record (the size of a kind's own columns). */
  get capacity(): number {
    return this.time.length;
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

/**
 * The part of a backtest's sink every grid kind shares: resting orders are
 * implied by the state (placements and cancels are not kept), a round trip's
 * profit is written onto the fill that completed it, other events are kept.
 * A kind adds `filled` (its fill's fields).
 */
export class TradeLog<T extends { readonly profit: number }, E> {
  readonly trades: T[] = [];
  readonly events: E[] = [];
  placed(): void {
    /* implied by the state */
  }
  cancelled(): void {
    /* idem */
  }
  profit(_time: number, _cell: number, amount: number): void {
    const k = this.trades.length - 1;
    this.trades[k] = { ...this.trades[k], profit: amount };
  }
  other(event: E): void {
    this.events.push(event);
  }
}
