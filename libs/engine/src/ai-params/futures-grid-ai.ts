/**
 * AI parameters for a futures grid, per grid mode (the simulator's
 * get-symbol-ai-params): a geometric range and cell count fitted to recent
 * index candles (ai-params.ts `proposeGridShape`: last × exp(±k·σ_day),
 * spacing earning 4 round-trip maker fees per grid), a leverage that keeps
 * the liquidation estimate outside the range, and a backtest over the days
 * after those it was chosen from (with funding and liquidation; backtest/
 * futures-grid-backtest.ts; walk-forward.ts).
 *
 * Per mode: neutral k = 2 (it trades both ways around the price and closes
 * when the price leaves its range, so a tighter range), long and short
 * k = 3 (a directional grid holds its position through a wider range).
 * Leverage: ⌊0.5 / w⌋ with w = (hi − lo) / (2 · last) the range's
 * half-width, between 1 and min(20, the contract's maximum): a position
 * built through the whole range is liquidated about 1/L ≈ 2w from its entry,
 * beyond the far edge.
 *
 * The proposal is validated walk-forward ({@link proposeFuturesGridValidated}).
 */
import { EngineInputError, ticksToPrice } from '../core/rules';
import { type CandleSeries, candleOpenTime } from '../market/candles';
import { maxCellCount } from '../common/grid-levels';
import { backtestFuturesGrid } from '../backtest/futures-grid-backtest';
import { FGRID_CELL_NUMBER_MAX } from '../futures-grid/types';
import { contractOf } from '../futures-grid/validate';
import type { FuturesGridContract, FuturesGridInput, FuturesGridMarket, FuturesGridMode } from '../futures-grid/types';
import { type AiProposalFigures, proposeGridShape } from './ai-params';
import { type AiValidation, placeRange, splitHistory, validationOf } from '../common/walk-forward';

const MODE: Record<FuturesGridMode, { k: number; feeMultiple: number }> = {
  neutral: { k: 2, feeMultiple: 4 },
  long: { k: 3, feeMultiple: 4 },
  short: { k: 3, feeMultiple: 4 },
};

export interface AiFuturesGridProposal extends AiProposalFigures {
  readonly mode: FuturesGridMode;
  /** Decimal multiplier ("4"). */
  readonly leverage: string;
  readonly backtestLiquidations: number;
  /** False when the backtest's validation refused the proposal (its check code in `checkCode`); the figures are then 0. */
  readonly backtested: boolean;
  readonly checkCode: string;
  /** The walk-forward test (walk-forward.ts); `backtest*` are its figures. */
  readonly validation: AiValidation;
}

/** A futures grid chosen from `candles` for `mode`: its range (ticks) around the last close, cells, leverage and the volatility it came from. */
export interface FuturesGridFit {
  readonly lo: number;
  readonly hi: number;
  readonly cells: number;
  readonly leverage: string;
  readonly sigmaDay: number;
  /** The last close the range was placed around (ticks). */
  readonly lastTicks: number;
}

/** Chooses futures-grid parameters for `mode` from index `candles` (contract ticks, ≥ 60 candles): the file comment's rule. */
export function fitFuturesGrid(mode: FuturesGridMode, candles: CandleSeries, contract: FuturesGridContract): FuturesGridFit {
  const st = MODE[mode];
  if (!st) throw new EngineInputError('mode', 'must be neutral, long or short');
  if (candles.length < 60) throw new EngineInputError('candles', 'at least 60 candles are needed');
  const c = contractOf(contract);
  const m = c.market;
  const { lo, hi, cells, sigmaDay } = proposeGridShape(candles, st.k, st.feeMultiple, m.maker, (a, b) => maxCellCount('geometric', a, b, m.maker, FGRID_CELL_NUMBER_MAX));
  const last = candles.close[candles.length - 1];
  const halfWidth = (hi - lo) / (2 * last);
  const leverage = Math.max(1, Math.min(20, Math.floor(c.maxLeverageE2 / 100), Math.floor(0.5 / Math.max(halfWidth, 1e-9))));
  return { lo, hi, cells, leverage: String(leverage), sigmaDay, lastTicks: last };
}

/**
 * Futures-grid parameters for `mode` validated walk-forward
 * (walk-forward.ts): chosen by {@link fitFuturesGrid} from the choosing
 * window, so the range lies around the price where the test window starts
 * (the backtest starts inside it: before issue 29 the range was fitted to the
 * window's end and backtested from its start, outside it — no fills); tested
 * by the futures grid backtest (funding, liquidation) over the test window;
 * offered with the same shape, cells and leverage around the current price.
 * The `backtest*` figures are the test's; `validation.failure` says why a
 * proposal is not to be offered.
 */
export function proposeFuturesGridValidated(
  mode: FuturesGridMode,
  candles: CandleSeries,
  contract: FuturesGridContract,
  market: Omit<FuturesGridMarket, 'lastPrice'>,
  investment: string,
  fundingRateE8?: number,
): AiFuturesGridProposal {
  const { fit, test } = splitHistory(candles);
  if (test.length < 60) throw new EngineInputError('candles', 'at least 140 candles are needed (60 to choose from, 60 to test over)');
  const c = contractOf(contract);
  const m = c.market;
  const g = fitFuturesGrid(mode, fit, contract);
  const tested: FuturesGridInput = { gridMode: mode, gridType: 'geometric', minPrice: ticksToPrice(m, g.lo), maxPrice: ticksToPrice(m, g.hi), cellNumber: g.cells, leverage: g.leverage, investment };
  const bt = backtestFuturesGrid(tested, c, market, test, fundingRateE8 === undefined ? {} : { fundingRateE8 });
  const validation = validationOf(candleOpenTime(fit, 0), test, {
    ok: bt.ok,
    fills: bt.ok ? bt.fills : 0,
    liquidations: bt.ok ? bt.liquidations : 0,
    windowReturn: bt.ok && bt.investment > 0 ? bt.totalPnl / bt.investment : 0,
    maxDrawdown: bt.ok ? bt.maxDrawdown : 0,
    apr: bt.ok ? bt.totalApr : 0,
  });
  const placed = placeRange(g.lo, g.hi, g.lastTicks, candles.close[candles.length - 1]);
  const cells = Math.max(2, Math.min(g.cells, maxCellCount('geometric', placed.lo, placed.hi, m.maker, FGRID_CELL_NUMBER_MAX)));
  return {
    mode,
    minPrice: ticksToPrice(m, placed.lo),
    maxPrice: ticksToPrice(m, placed.hi),
    cellNumber: cells,
    gridType: 'geometric',
    leverage: g.leverage,
    volatilityRatio: g.sigmaDay,
    backtestApr: validation.apr,
    backtestGridApr: bt.ok ? bt.gridApr : 0,
    backtestMaxDrawdown: validation.maxDrawdown,
    backtestFills: validation.fills,
    backtestLiquidations: validation.liquidations,
    backtested: bt.ok,
    checkCode: bt.ok ? 'FGRID_CHECK_CODE_SUCCESS' : bt.validation.check_code,
    validation,
  };
}
