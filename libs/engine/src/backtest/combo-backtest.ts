/**
 * Futures combo backtest over aligned candles of every leg's symbol, running
 * the live bot's core (combo/core.ts): each candle's four path points per
 * symbol (common/price-path.ts) as last price and mark, funding fixes when
 * given, time / percent rebalances, leg liquidations, TP / SL / trailing.
 * Reports the total curve and a per-leg PnL curve, every rebalance with its
 * reason, max drawdown, APR and the final figures. Progress through
 * `onProgress` like the other backtests.
 */
import type { ComboBacktest, ComboBacktestOptions, ComboCandles } from '../combo/api-types';
import type { ComboContracts, ComboInput } from '../combo/types';

/** Runs `input` over `candles` (by symbol; every leg's symbol present, same length and times). */
export function backtestCombo(input: ComboInput, contracts: ComboContracts, candles: ComboCandles, options: ComboBacktestOptions = {}): ComboBacktest {
  void input, contracts, candles, options;
  throw new Error('backtestCombo: not implemented yet');
}
