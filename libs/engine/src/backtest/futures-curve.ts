/**
 * The PnL curve of a futures backtest: curve.ts's columns (time, equity,
 * total PnL, the kind's booked profit) plus the parts of a futures total —
 * realised PnL, unrealised PnL at the mark, funding, fees — sampled at the
 * same candle closes, so that at every sample
 *
 *     totalPnl = realised + unrealised + funding − fees
 *
 * (quote units). Any futures kind's loop records through it as curve.ts
 * describes (figures in locals, `sample` at each due close).
 */
import { type BacktestOptions, type PnlCurve, BacktestRecorder } from './curve';

export interface FuturesPnlCurve extends PnlCurve {
  /** Closed trades' PnL, liquidation losses included (quote units). */
  readonly realised: Float64Array;
  /** Open position's PnL at the mark close. */
  readonly unrealised: Float64Array;
  /** Cumulative funding, + received / − paid. */
  readonly funding: Float64Array;
  /** Cumulative trading fees. */
  readonly fees: Float64Array;
}

export class FuturesBacktestRecorder {
  private readonly base: BacktestRecorder;
  private readonly realised: Float64Array;
  private readonly unrealised: Float64Array;
  private readonly funding: Float64Array;
  private readonly fees: Float64Array;
  private k = 0;
  readonly sampleMs: number;
  readonly firstSample: number;

  /** A backtest of `n` candles of `stepMs` starting at `t0` (curve.ts BacktestRecorder). */
  constructor(n: number, t0: number, stepMs: number, options: BacktestOptions) {
    this.base = new BacktestRecorder(n, t0, stepMs, options);
    this.sampleMs = this.base.sampleMs;
    this.firstSample = this.base.firstSample;
    const samples = Math.ceil((n * stepMs) / this.sampleMs) + 2;
    this.realised = new Float64Array(samples);
    this.unrealised = new Float64Array(samples);
    this.funding = new Float64Array(samples);
    this.fees = new Float64Array(samples);
  }

  /** The loop's running figures at its start (curve.ts BacktestRecorder.start). */
  start(): [peak: number, maxDrawdown: number, nextSample: number] {
    return this.base.start();
  }

  progress(i: number): void {
    this.base.progress(i);
  }

  /** A curve point at a candle close: equity, the kind's booked profit, and the parts of the total. */
  sample(closeTime: number, equity: number, booked: number, realised: number, unrealised: number, funding: number, fees: number): void {
    const k = this.k++;
    this.base.sample(closeTime, equity, realised + unrealised + funding - fees, booked);
    this.realised[k] = realised;
    this.unrealised[k] = unrealised;
    this.funding[k] = funding;
    this.fees[k] = fees;
  }

  last(): { readonly equity: number; readonly totalPnl: number } {
    return this.base.last();
  }

  finish(): FuturesPnlCurve {
    const k = this.k;
    return { ...this.base.finish(), realised: this.realised.slice(0, k), unrealised: this.unrealised.slice(0, k), funding: this.funding.slice(0, k), fees: this.fees.slice(0, k) };
  }
}
