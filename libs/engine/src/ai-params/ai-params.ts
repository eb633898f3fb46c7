/**
 * AI parameters for a spot grid (used by the simulator's ai-params endpoint):
 * proposes a range and a cell count for a style from recent candles'
 * volatility and the fee rate, then backtests the proposal over the same
 * candles and reports its APR. Pure and deterministic.
 *
 * Method:
 * - σ = standard deviation of 1-candle log returns, scaled to one day
 *   (√(candles per day)); the range is last × exp(±k·σ_day) with k by style:
 *   high profits 2.5 (wide, a long horizon), steady 3.5 (widest, rarely
 *   leaves its range), high frequency 1.2 (tight);
 * - cells: the spacing targets a per-grid profit of `m` round-trip fees
 *   (2·maker): high profits m = 6, steady m = 4, high frequency m = 2, i.e.
 *   the geometric ratio r with r − 1 − f(1 + r) = m·2f; the count is
 *   ln(U/L)/ln(r), clamped to [2, the validator's maximum];
 * - geometric grid (equal percentage cells).
 */
import { EngineInputError, type Rate, compileRules, ticksToPrice } from '../core/rules';
import type { CandleSeries } from '../market/candles';
import { backtestSpotGrid } from '../backtest/spot-grid-backtest';
import { maxCellNumber } from '../spot-grid/validate';
import type { SpotGridInput, SpotMarket } from '../spot-grid/types';

export type GridStyle = 'high_profits' | 'steady' | 'high_frequency';

const STYLE: Record<GridStyle, { k: number; feeMultiple: number }> = {
  high_profits: { k: 2.5, feeMultiple: 6 },
  steady: { k: 3.5, feeMultiple: 4 },
  high_frequency: { k: 1.2, feeMultiple: 2 },
};

/** What every kind's AI proposal reports: the grid and the backtest behind it. */
export interface AiProposalFigures {
  readonly minPrice: string;
  readonly maxPrice: string;
  readonly cellNumber: number;
  readonly gridType: 'geometric';
  /** Daily volatility of the candles (fraction). */
  readonly volatilityRatio: number;
  /** Backtest of the proposal over the given candles with `investment`: total APR (fraction per year). */
  readonly backtestApr: number;
  /** The backtest's grid profit alone, annualised (completed round trips, net of fees). */
  readonly backtestGridApr: number;
  readonly backtestMaxDrawdown: number;
  readonly backtestFills: number;
}

export interface AiGridProposal extends AiProposalFigures {
  readonly style: GridStyle;
}

/** A geometric grid fitted to recent candles (file comment): its range in ticks, cell count and the daily volatility it came from. */
export interface GridShape {
  readonly lo: number;
  readonly hi: number;
  readonly cells: number;
  /** Daily volatility of the candles (fraction). */
  readonly sigmaDay: number;
}

/**
 * The range last × exp(±k·σ_day) (its half-width clamped to [0.02, 2.5]) and
 * the cell count whose geometric spacing earns `feeMultiple` round-trip maker
 * fees per grid, at most `maxCells(lo, hi)`. Shared by the kinds' AI
 * parameters (spot grid, futures grid).
 */
export function proposeGridShape(candles: CandleSeries, k: number, feeMultiple: number, maker: Rate, maxCells: (lo: number, hi: number) => number): GridShape {
  const n = candles.length;
  let sum = 0;
  let sum2 = 0;
  for (let i = 1; i < n; i++) {
    const r = Math.log(candles.close[i] / candles.close[i - 1]);
    sum += r;
    sum2 += r * r;
  }
  const mean = sum / (n - 1);
  const sd = Math.sqrt(Math.max(0, sum2 / (n - 1) - mean * mean));
  const sigmaDay = sd * Math.sqrt(86_400_000 / candles.intervalMs);
  const last = candles.close[n - 1];
  const width = Math.min(2.5, Math.max(0.02, k * sigmaDay));
  const lo = Math.max(1, Math.ceil(last * Math.exp(-width)));
  const hi = Math.max(lo + 4, Math.floor(last * Math.exp(width)));
  const f = maker.num / maker.den;
  const target = feeMultiple * 2 * Math.max(f, 0.0001);
  const ratio = (1 + target + f) / (1 - f);
  const cells = Math.max(2, Math.min(maxCells(lo, hi), Math.round(Math.log(hi / lo) / Math.log(ratio))));
  return { lo, hi, cells, sigmaDay };
}

/** Proposes spot-grid parameters for `style` from `candles` (≥ 60 candles) and backtests them. */
export function proposeSpotGridParams(style: GridStyle, candles: CandleSeries, market: SpotMarket, investment: string): AiGridProposal {
  const st = STYLE[style];
  if (!st) throw new EngineInputError('style', 'must be high_profits, steady or high_frequency');
  if (candles.length < 60) throw new EngineInputError('candles', 'at least 60 candles are needed');
  const m = compileRules(market.rules);
  const { lo, hi, cells, sigmaDay } = proposeGridShape(candles, st.k, st.feeMultiple, m.maker, (a, b) => maxCellNumber('geometric', a, b, m.maker));
  const input: SpotGridInput = { minPrice: ticksToPrice(m, lo), maxPrice: ticksToPrice(m, hi), cellNumber: cells, gridType: 'geometric', investMode: 'quote', quoteInvestment: investment };
  // backtest from the start of the window, the proposal fitted to its end: the figure is indicative
  const bt = backtestSpotGrid(input, market, candles);
  return {
    style,
    minPrice: input.minPrice,
    maxPrice: input.maxPrice,
    cellNumber: cells,
    gridType: 'geometric',
    volatilityRatio: sigmaDay,
    backtestApr: bt.ok ? bt.totalApr : 0,
    backtestGridApr: bt.ok ? bt.gridApr : 0,
    backtestMaxDrawdown: bt.ok ? bt.maxDrawdown : 0,
    backtestFills: bt.ok ? bt.fills : 0,
  };
}
