/**
 * What the futures backtests share for the liquidation watch (issue 31):
 * the watch a run starts with (`RiskBacktestOptions.risk`, the same settings
 * a live bot has) and the worst margin ratio seen (`MarginRatioLow`), for
 * the stress test before create.
 *
 * Margin ratio (the one definition the pages use, @tb/futures-ui
 * PositionTable): the position's maintenance margin over its equity at the
 * mark (position margin + unrealised PnL); 1 (100 %) is the liquidation
 * line, lower is safer. The worst is the highest, where the equity over the
 * maintenance margin is lowest: a backtest observes that once per candle at
 * the candle's worst mark for the position held at the candle's end (a
 * long's lowest mark, a short's highest).
 */
import type { Rate } from '../core/rules';
import type { FuturesContract } from '../futures/contract';
import { type FuturesPosition, requiredMaintenanceMargin, unrealisedPnl } from '../futures/position';
import { type RiskEvent, type RiskWatch, newRiskWatch } from '../futures/risk-watch';

export interface RiskBacktestOptions {
  /** Run with a liquidation watch: warning and guard distances (fractions of the mark; null: off). */
  readonly risk?: { readonly alert: Rate | null; readonly guard: Rate | null };
  /** Track the worst (highest) margin ratio (result `worstMarginRatio`). */
  readonly trackMarginRatio?: boolean;
}

/** The watch a backtest's state starts with (`positions`: 1, or the combo's legs). */
export function backtestWatch(options: RiskBacktestOptions, positions = 1): RiskWatch | undefined {
  return options.risk === undefined ? undefined : newRiskWatch(options.risk.alert, options.risk.guard, positions);
}

/** Counts of a run's watch events. */
export interface RiskCounts {
  warnings: number;
  pauses: number;
  resumes: number;
}

/**
 * What every futures backtest's result carries besides its kind's figures:
 * the bot as the run left it and what the liquidation watch saw.
 */
export interface FuturesBacktestRun<State> {
  readonly ok: true;
  readonly state: State;
  /** The liquidation watch's events (zero without `options.risk`). */
  readonly risk: RiskCounts;
  /** The worst (highest) margin ratio (of any leg of a multi-leg bot), with `options.trackMarginRatio`; else null. */
  readonly worstMarginRatio: string | null;
}

/** A single-position futures backtest's costs over the run (quote units). */
export interface FuturesBacktestCosts {
  /** Funding received − paid. */
  readonly funding: number;
  /** Trading fees. */
  readonly fees: number;
}

/** The run's figures of a futures backtest that reports per round or rebalance (martingale, combo) rather than a grid summary. */
export interface FuturesBacktestFigures<StopType extends string> {
  readonly candles: number;
  readonly days: number;
  /** Largest fall of equity from a peak (fraction). */
  readonly maxDrawdown: number;
  /** Total margin (quote units). */
  readonly investment: number;
  readonly totalPnl: number;
  /** Total PnL / total margin per year over the time the bot ran (fraction). */
  readonly apr: number;
  readonly stopType: StopType | null;
}

export function countRisk(counts: RiskCounts, e: RiskEvent): void {
  if (e.signal === 'liq_warning') counts.warnings++;
  else if (e.signal === 'adds_paused') counts.pauses++;
  else if (e.signal === 'adds_resumed') counts.resumes++;
}

/** Tracks the lowest equity over maintenance margin seen (`lowBp`, basis points: 10 000 = the liquidation line); `value()` is the worst margin ratio. */
export class MarginRatioLow {
  lowBp: bigint | null = null;

  /** One candle: the position at its end against its worst marks (`low`, `high`: ticks). */
  observe(c: FuturesContract, pos: FuturesPosition, low: number, high: number): void {
    if (pos.side === null) return;
    const mm = requiredMaintenanceMargin(c, pos);
    if (mm <= 0) return;
    const mark = pos.side === 'long' ? low : high;
    const equity = BigInt(pos.margin) + BigInt(unrealisedPnl(c, pos, mark));
    const num = equity * 10_000n;
    const d = BigInt(mm);
    // floor division, also below 0
    const bp = num >= 0n ? num / d : -((-num + d - 1n) / d);
    if (this.lowBp === null || bp < this.lowBp) this.lowBp = bp;
  }

  /** Merges a liquidation: the ratio reached the line (or its equity at the trigger was below it). */
  liquidated(): void {
    if (this.lowBp === null || this.lowBp > 10_000n) this.lowBp = 10_000n;
  }

  /**
   * The worst margin ratio, maintenance margin / equity, as a decimal of 4
   * places rounded up ("0.2500" = 25 %); "" when the equity reached 0 or
   * below (past bankruptcy at a candle's worst mark); null when no position
   * was held.
   */
  value(): string | null {
    if (this.lowBp === null) return null;
    if (this.lowBp <= 0n) return '';
    const units = (100_000_000n + this.lowBp - 1n) / this.lowBp;
    return `${units / 10_000n}.${String(units % 10_000n).padStart(4, '0')}`;
  }
}
