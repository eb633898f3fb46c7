/**
 * AI parameters for a futures grid, per grid mode (the simulator's
 * get-symbol-ai-params): a geometric range and cell count fitted to recent
 * index candles (ai-params.ts `proposeGridShape`: last × exp(±k·σ_day),
 * spacing earning 4 round-trip maker fees per grid), a leverage that keeps
 * the liquidation estimate outside the range, and a backtest of the proposal
 * over the same candles (with funding and liquidation; backtest/
 * futures-grid-backtest.ts) for its APR.
 *
 * Per mode: neutral k = 2 (it trades both ways around the price and closes
 * when the price leaves its range, so a tighter range), long and short
 * k = 3 (a directional grid holds its position through a wider range).
 * Leverage: ⌊0.5 / w⌋ with w = (hi − lo) / (2 · last) the range's
 * half-width, between 1 and min(20, the contract's maximum): a position
 * built through the whole range is liquidated about 1/L ≈ 2w from its entry,
 * beyond the far edge.
 */
import { EngineInputError, ticksToPrice } from '../core/rules';
import type { CandleSeries } from '../market/candles';
import { maxCellCount } from '../common/grid-levels';
import { backtestFuturesGrid } from '../backtest/futures-grid-backtest';
import { FGRID_CELL_NUMBER_MAX } from '../futures-grid/types';
import { contractOf } from '../futures-grid/validate';
import type { FuturesGridContract, FuturesGridInput, FuturesGridMarket, FuturesGridMode } from '../futures-grid/types';
import { type AiProposalFigures, proposeGridShape } from './ai-params';

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
}

/** Proposes futures-grid parameters for `mode` from index `candles` (contract ticks, ≥ 60 candles) and backtests them. */
export function proposeFuturesGridParams(
  mode: FuturesGridMode,
  candles: CandleSeries,
  contract: FuturesGridContract,
  market: Omit<FuturesGridMarket, 'lastPrice'>,
  investment: string,
  fundingRateE8?: number,
): AiFuturesGridProposal {
  const st = MODE[mode];
  if (!st) throw new EngineInputError('mode', 'must be neutral, long or short');
  if (candles.length < 60) throw new EngineInputError('candles', 'at least 60 candles are needed');
  const c = contractOf(contract);
  const m = c.market;
  const { lo, hi, cells, sigmaDay } = proposeGridShape(candles, st.k, st.feeMultiple, m.maker, (a, b) => maxCellCount('geometric', a, b, m.maker, FGRID_CELL_NUMBER_MAX));
  const last = candles.close[candles.length - 1];
  const halfWidth = (hi - lo) / (2 * last);
  const leverage = Math.max(1, Math.min(20, Math.floor(c.maxLeverageE2 / 100), Math.floor(0.5 / Math.max(halfWidth, 1e-9))));
  const input: FuturesGridInput = { gridMode: mode, gridType: 'geometric', minPrice: ticksToPrice(m, lo), maxPrice: ticksToPrice(m, hi), cellNumber: cells, leverage: String(leverage), investment };
  // backtest from the start of the window, the proposal fitted to its end: the figure is indicative
  const bt = backtestFuturesGrid(input, c, market, candles, fundingRateE8 === undefined ? {} : { fundingRateE8 });
  return {
    mode,
    minPrice: input.minPrice,
    maxPrice: input.maxPrice,
    cellNumber: cells,
    gridType: 'geometric',
    leverage: input.leverage,
    volatilityRatio: sigmaDay,
    backtestApr: bt.ok ? bt.totalApr : 0,
    backtestGridApr: bt.ok ? bt.gridApr : 0,
    backtestMaxDrawdown: bt.ok ? bt.maxDrawdown : 0,
    backtestFills: bt.ok ? bt.fills : 0,
    backtestLiquidations: bt.ok ? bt.liquidations : 0,
    backtested: bt.ok,
    checkCode: bt.ok ? 'FGRID_CHECK_CODE_SUCCESS' : bt.validation.check_code,
  };
}
