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
import { EngineInputError, compileRules, ticksToPrice } from '../core/rules';
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

export interface AiGridProposal {
  readonly style: GridStyle;
  readonly minPrice: string;
  readonly maxPrice: string;
  readonly cellNumber: number;
  readonly gridType: 'geometric';
  /** Daily volatility of the candles (fraction). */
  readonly volatilityRatio: number;
  /** Backtest of the proposal over the given candles with `investment`. */
  readonly backtestApr: number;
  /** The backtest's grid profit alone, annualised (completed round trips, net of fees). */
  readonly backtestGridApr: number;
  readonly backtestMaxDrawdown: number;
  readonly backtestFills: number;
}

/** Proposes spot-grid parameters for `style` from `candles` (≥ 60 candles) and backtests them. */
export function proposeSpotGridParams(style: GridStyle, candles: CandleSeries, market: SpotMarket, investment: string): AiGridProposal {
  const st = STYLE[style];
  if (!st) throw new EngineInputError('style', 'must be high_profits, steady or high_frequency');
  if (candles.length < 60) throw new EngineInputError('candles', 'at least 60 candles are needed');
  const m = compileRules(market.rules);
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
  const width = Math.min(2.5, Math.max(0.02, st.k * sigmaDay));
  const lo = Math.max(1, Math.ceil(last * Math.exp(-width)));
  const hi = Math.max(lo + 4, Math.floor(last * Math.exp(width)));
  const f = m.maker.num / m.maker.den;
  const target = st.feeMultiple * 2 * Math.max(f, 0.0001);
  const ratio = (1 + target + f) / (1 - f);
  const maxCells = maxCellNumber('geometric', lo, hi, m.maker);
  const cells = Math.max(2, Math.min(maxCells, Math.round(Math.log(hi / lo) / Math.log(ratio))));
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
