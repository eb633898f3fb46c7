/**
 * AI parameters for a spot grid (used by the simulator's ai-params endpoint):
 * three proposals, one per style, from recent candles' volatility and the fee
 * rate, each backtested over the same candles. Pure and deterministic.
 *
 * What each style promises, and is made to keep (checked over many symbols
 * and seeds by ai-params.test.ts):
 * - **Steady: the widest range.** No other style's range is wider (it
 *   rarely leaves it); high profits' is strictly narrower.
 * - **High profits: the most profit per grid.** Its net profit per completed
 *   round trip (one cell's spacing less two maker fees) is strictly the
 *   largest of the three.
 * - **High frequency: the most fills.** Its backtest fills at least as often
 *   as each other style's.
 *
 * Method:
 * - σ = standard deviation of 1-candle log returns, scaled to one day
 *   (√(candles per day)); the range is last × exp(±w) with
 *   w = clamp(k·σ_day, min, max) by style — steady (3.5, 0.035, 2.5), high
 *   profits (2.5, 0.025, 1.8), high frequency (1.2, 0.02, 0.9): every bound
 *   is larger for the wider style, so the order of widths holds for every σ;
 * - cells: the spacing targets a per-grid profit of `m` round-trip fees
 *   (2·maker): high profits m = 6, steady m = 4, high frequency m = 2, i.e.
 *   the geometric ratio r with r − 1 − f(1 + r) = m·2f; the count is
 *   ln(U/L)/ln(r), clamped to [2, the validator's maximum]; then high
 *   profits gives up cells (never below 2) until its profit per grid is
 *   above the others';
 * - high frequency: when its backtest fills less often than another style,
 *   it takes that style's range with twice its cells (a finer grid over the
 *   range where the fills happened) if that fills more;
 * - geometric grid (equal percentage cells).
 *
 * Pre-selection ({@link preferredStyle}): the style whose backtest returned
 * the most over the window (total PnL ÷ investment, the figure each card
 * shows); a tie goes to the smaller drawdown, then to the wider range. When
 * every style lost money the smallest loss is still the best by this rule,
 * and `allLost` lets the page say so.
 */
import { EngineInputError, type Rate, compileRules, priceToTicks, ticksToPrice } from '../core/rules';
import { type CandleSeries, candleOpenTime } from '../market/candles';
import { backtestSpotGrid } from '../backtest/spot-grid-backtest';
import { maxCellNumber } from '../spot-grid/validate';
import type { SpotGridInput, SpotMarket } from '../spot-grid/types';
import { type AiValidation, placeRange, splitHistory, validationOf } from '../common/walk-forward';

export type GridStyle = 'high_profits' | 'steady' | 'high_frequency';

/** Range width factor k and its bounds (in log-price), and the spacing target in round-trip fees. */
const STYLE: Record<GridStyle, { k: number; minWidth: number; maxWidth: number; feeMultiple: number }> = {
  steady: { k: 3.5, minWidth: 0.035, maxWidth: 2.5, feeMultiple: 4 },
  high_profits: { k: 2.5, minWidth: 0.025, maxWidth: 1.8, feeMultiple: 6 },
  high_frequency: { k: 1.2, minWidth: 0.02, maxWidth: 0.9, feeMultiple: 2 },
};

/** The order the proposals are listed in, and the tie-break of last resort (wider range first). */
export const GRID_STYLES: readonly GridStyle[] = ['high_profits', 'steady', 'high_frequency'];
const WIDER_FIRST: readonly GridStyle[] = ['steady', 'high_profits', 'high_frequency'];

/** What every kind's AI proposal reports: the grid and the backtest behind it. */
export interface AiProposalFigures {
  readonly minPrice: string;
  readonly maxPrice: string;
  readonly cellNumber: number;
  readonly gridType: 'geometric';
  /** Daily volatility of the candles (fraction). */
  readonly volatilityRatio: number;
  /** Backtest of the proposal over the given candles with `investment`, annualised. */
  readonly backtestApr: number;
  /** The backtest's grid profit alone, annualised (completed round trips, net of fees). */
  readonly backtestGridApr: number;
  readonly backtestMaxDrawdown: number;
  readonly backtestFills: number;
}

export interface AiGridProposal extends AiProposalFigures {
  readonly style: GridStyle;
  /** Net profit of one completed round trip (a cell's spacing less two maker fees), as a fraction of the buy. */
  readonly profitPerGrid: number;
  /** The backtest's total PnL over the window ÷ the investment (what it actually returned, not annualised). */
  readonly backtestReturn: number;
}

/** A geometric grid fitted to recent candles (file comment): its range in ticks, cell count and the daily volatility it came from. */
export interface GridShape {
  readonly lo: number;
  readonly hi: number;
  readonly cells: number;
  /** Daily volatility of the candles (fraction). */
  readonly sigmaDay: number;
}

export interface AiGridStyles {
  /** One proposal per style, in {@link GRID_STYLES} order. */
  readonly proposals: readonly AiGridProposal[];
  /** The pre-selected style ({@link preferredStyle}). */
  readonly preferred: GridStyle;
  /** Every style's backtest lost money over the window. */
  readonly allLost: boolean;
}

/** Net profit of a geometric cell with ratio q after a maker fee f on the buy and on the sell. */
const netPerGrid = (q: number, f: number) => q - 1 - f * (1 + q);

interface Grid {
  lo: number;
  hi: number;
  cells: number;
}

/** Daily volatility (fraction) of the candles' close-to-close log returns. */
function dailyVolatility(candles: CandleSeries): number {
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
  return sd * Math.sqrt(86_400_000 / candles.intervalMs);
}

type ShapeRule = { k: number; minWidth: number; maxWidth: number; feeMultiple: number };

/** The range last × exp(±w), w = k·σ_day clamped to [minWidth, maxWidth], and the cell count whose spacing earns `feeMultiple` round-trip maker fees, within [2, maxCells]. */
function shapeAround(last: number, sigmaDay: number, st: ShapeRule, f: number, maxCells: (lo: number, hi: number) => number): Grid {
  const width = Math.min(st.maxWidth, Math.max(st.minWidth, st.k * sigmaDay));
  const lo = Math.max(1, Math.ceil(last * Math.exp(-width)));
  const hi = Math.max(lo + 4, Math.floor(last * Math.exp(width)));
  const target = st.feeMultiple * 2 * Math.max(f, 0.0001);
  const ratio = (1 + target + f) / (1 - f);
  return { lo, hi, cells: Math.max(2, Math.min(maxCells(lo, hi), Math.round(Math.log(hi / lo) / Math.log(ratio)))) };
}

/**
 * The range last × exp(±k·σ_day) (its half-width clamped to [0.02, 2.5]) and
 * the cell count whose geometric spacing earns `feeMultiple` round-trip maker
 * fees per grid, at most `maxCells(lo, hi)`. Shared by the kinds' AI
 * parameters (spot grid's styles, futures grid).
 */
export function proposeGridShape(candles: CandleSeries, k: number, feeMultiple: number, maker: Rate, maxCells: (lo: number, hi: number) => number): GridShape {
  const sigmaDay = dailyVolatility(candles);
  const g = shapeAround(candles.close[candles.length - 1], sigmaDay, { k, minWidth: 0.02, maxWidth: 2.5, feeMultiple }, maker.num / maker.den, maxCells);
  return { ...g, sigmaDay };
}

/**
 * The pre-selection rule: the largest backtest return over the window; a tie
 * goes to the smaller drawdown, then to the wider range (steady, high
 * profits, high frequency).
 */
export function preferredStyle(proposals: readonly Pick<AiGridProposal, 'style' | 'backtestReturn' | 'backtestMaxDrawdown'>[]): GridStyle {
  if (proposals.length === 0) throw new EngineInputError('proposals', 'at least one proposal is needed');
  const ranked = [...proposals].sort(
    (a, b) => b.backtestReturn - a.backtestReturn || a.backtestMaxDrawdown - b.backtestMaxDrawdown || WIDER_FIRST.indexOf(a.style) - WIDER_FIRST.indexOf(b.style),
  );
  return ranked[0].style;
}

/** The three styles' proposals for `candles` (≥ 60 candles), backtested, and the one to pre-select. */
export function proposeSpotGridStyles(candles: CandleSeries, market: SpotMarket, investment: string): AiGridStyles {
  if (candles.length < 60) throw new EngineInputError('candles', 'at least 60 candles are needed');
  const m = compileRules(market.rules);
  const sigmaDay = dailyVolatility(candles);
  const last = candles.close[candles.length - 1];
  const f = m.maker.num / m.maker.den;
  const maxCells = (lo: number, hi: number) => maxCellNumber('geometric', lo, hi, m.maker);
  const sized = (style: GridStyle): Grid => shapeAround(last, sigmaDay, STYLE[style], f, maxCells);
  const clampCells = (lo: number, hi: number, cells: number) => Math.max(2, Math.min(maxCells(lo, hi), cells));
  const perGrid = (g: Grid) => netPerGrid(Math.pow(g.hi / g.lo, 1 / g.cells), f);

  const grids: Record<GridStyle, Grid> = { steady: sized('steady'), high_profits: sized('high_profits'), high_frequency: sized('high_frequency') };
  // high profits: strictly the most profit per grid (fewer, wider cells), never below 2 cells
  const hp = grids.high_profits;
  while (hp.cells > 2 && perGrid(hp) <= Math.max(perGrid(grids.steady), perGrid(grids.high_frequency))) hp.cells--;

  const run = (style: GridStyle, g: Grid): AiGridProposal => {
    const input: SpotGridInput = { minPrice: ticksToPrice(m, g.lo), maxPrice: ticksToPrice(m, g.hi), cellNumber: g.cells, gridType: 'geometric', investMode: 'quote', quoteInvestment: investment };
    // backtest from the start of the window, the proposal fitted to its end: the figure is indicative
    const bt = backtestSpotGrid(input, market, candles);
    return {
      style,
      minPrice: input.minPrice,
      maxPrice: input.maxPrice,
      cellNumber: g.cells,
      gridType: 'geometric',
      volatilityRatio: sigmaDay,
      profitPerGrid: perGrid(g),
      backtestReturn: bt.ok && bt.investment > 0 ? bt.totalPnl / bt.investment : 0,
      backtestApr: bt.ok ? bt.totalApr : 0,
      backtestGridApr: bt.ok ? bt.gridApr : 0,
      backtestMaxDrawdown: bt.ok ? bt.maxDrawdown : 0,
      backtestFills: bt.ok ? bt.fills : 0,
    };
  };
  const done: Record<GridStyle, AiGridProposal> = {
    steady: run('steady', grids.steady),
    high_profits: run('high_profits', hp),
    high_frequency: run('high_frequency', grids.high_frequency),
  };
  // high frequency: the most fills — over the range where another style filled more, a finer grid
  for (const other of ['high_profits', 'steady'] as const) {
    if (done.high_frequency.backtestFills >= done[other].backtestFills) continue;
    const g = grids[other];
    const finer = run('high_frequency', { lo: g.lo, hi: g.hi, cells: clampCells(g.lo, g.hi, Math.max(grids.high_frequency.cells, g.cells * 2)) });
    if (finer.backtestFills > done.high_frequency.backtestFills && finer.profitPerGrid < done.high_profits.profitPerGrid) done.high_frequency = finer;
  }
  const proposals = GRID_STYLES.map((style) => done[style]);
  return { proposals, preferred: preferredStyle(proposals), allLost: proposals.every((p) => p.backtestReturn < 0) };
}

/** One style's proposal (the three are sized together: see {@link proposeSpotGridStyles}). */
export function proposeSpotGridParams(style: GridStyle, candles: CandleSeries, market: SpotMarket, investment: string): AiGridProposal {
  if (!STYLE[style]) throw new EngineInputError('style', 'must be high_profits, steady or high_frequency');
  const found = proposeSpotGridStyles(candles, market, investment).proposals.find((p) => p.style === style);
  if (!found) throw new EngineInputError('style', 'no proposal');
  return found;
}

/** A style's proposal as offered (its range placed around the current price) with its test over the window it did not see. */
export interface AiValidatedGridProposal extends AiGridProposal {
  /** The test (walk-forward.ts): its figures are also this proposal's `backtest*` fields. */
  readonly validation: AiValidation;
}

export interface AiValidatedGridStyles {
  /** The styles that passed their test, in {@link GRID_STYLES} order (none: no style is offered). */
  readonly proposals: readonly AiValidatedGridProposal[];
  /** The styles that did not pass (each with `validation.failure`): not offered, listed so a page can say why. */
  readonly withheld: readonly AiValidatedGridProposal[];
  /** The offered style to pre-select ({@link preferredStyle} over the test figures); null when none passed. */
  readonly preferred: GridStyle | null;
  /** Every offered style lost money over its test window (each within the loss limit). */
  readonly allLost: boolean;
}

/**
 * The three styles validated walk-forward (walk-forward.ts): chosen by
 * {@link proposeSpotGridStyles} from the choosing window (the price there,
 * its volatility, its in-sample fills), tested by the spot grid backtest over
 * the test window from the price where the choosing window ended, and
 * offered with the same shape around the current price (`market.lastPrice`,
 * or the last candle's close). A style with no fill or a loss beyond the
 * limit over its test is withheld; the pre-selection is the offered style
 * whose test returned the most.
 */
export function proposeSpotGridValidated(candles: CandleSeries, market: SpotMarket, investment: string): AiValidatedGridStyles {
  const { fit, test } = splitHistory(candles);
  if (fit.length < 60 || test.length < 60) throw new EngineInputError('candles', 'at least 140 candles are needed (60 to choose from, 60 to test over)');
  const m = compileRules(market.rules);
  const f = m.maker.num / m.maker.den;
  const fitLast = fit.close[fit.length - 1];
  const chosen = proposeSpotGridStyles(fit, { ...market, lastPrice: ticksToPrice(m, fitLast) }, investment);
  const now = candles.close[candles.length - 1];
  const all = chosen.proposals.map((p): AiValidatedGridProposal => {
    const input: SpotGridInput = { minPrice: p.minPrice, maxPrice: p.maxPrice, cellNumber: p.cellNumber, gridType: 'geometric', investMode: 'quote', quoteInvestment: investment };
    const bt = backtestSpotGrid(input, market, test);
    const windowReturn = bt.ok && bt.investment > 0 ? bt.totalPnl / bt.investment : 0;
    const validation = validationOf(candleOpenTime(fit, 0), test, {
      ok: bt.ok,
      fills: bt.ok ? bt.fills : 0,
      liquidations: 0,
      windowReturn,
      maxDrawdown: bt.ok ? bt.maxDrawdown : 0,
      apr: bt.ok ? bt.totalApr : 0,
    });
    // the tested shape around the current price
    const placed = placeRange(priceToTicks(m, p.minPrice), priceToTicks(m, p.maxPrice), fitLast, now);
    const cells = Math.max(2, Math.min(maxCellNumber('geometric', placed.lo, placed.hi, m.maker), p.cellNumber));
    return {
      ...p,
      minPrice: ticksToPrice(m, placed.lo),
      maxPrice: ticksToPrice(m, placed.hi),
      cellNumber: cells,
      profitPerGrid: netPerGrid(Math.pow(placed.hi / placed.lo, 1 / cells), f),
      backtestReturn: windowReturn,
      backtestApr: validation.apr,
      backtestGridApr: bt.ok ? bt.gridApr : 0,
      backtestMaxDrawdown: validation.maxDrawdown,
      backtestFills: validation.fills,
      validation,
    };
  });
  const proposals = all.filter((p) => p.validation.failure === null);
  return {
    proposals,
    withheld: all.filter((p) => p.validation.failure !== null),
    preferred: proposals.length ? preferredStyle(proposals) : null,
    allLost: proposals.length > 0 && proposals.every((p) => p.backtestReturn < 0),
  };
}
