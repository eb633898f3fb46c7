/**
 * The combo backtest preview's work (loaded with the panel: it pulls in the
 * engine's backtest): fetch the last `BACKTEST_DAYS` of 5-minute candles of
 * every leg page by page with progress (the shared `fetchCandleHistory`),
 * keep the open times every leg has (the engine wants aligned series),
 * compile each to its contract's ticks, and run `backtestCombo` — the live
 * bot's core, as the simulator runs it — once, after a frame so the
 * "simulating" state paints. Five-minute candles keep ten legs at three
 * pages each (1-minute candles would be eleven).
 */
import { backtestCombo, priceToTicks, type ComboCandles, type ComboContracts, type ComboInput } from '@tb/engine';
import { BigNumber } from '@tb/util-format';
import { alignRows, candleSeries, fetchCandleHistory, pagesFor, yieldToBrowser, type BacktestProgress, type KlineRow } from '@tb/feature-bot-pages';

export type { BacktestProgress };
const INTERVAL_MS = 300_000;
export const BACKTEST_DAYS = 7;
export const BACKTEST_CANDLES = (BACKTEST_DAYS * 86_400_000) / INTERVAL_MS;

export interface ComboBacktestSummary {
  /** Quote, exact decimal strings from the engine's integers. */
  pnl: string;
  /** Fractions. */
  pnlPer: number;
  apr: number;
  maxDrawdown: number;
  rebalances: number;
  liquidations: number;
  days: number;
  /** Curves for drawing (quote, numbers; drawing only). */
  times: Float64Array;
  total: Float64Array;
  legs: { symbol: string; pnl: Float64Array }[];
}

export class BacktestRefused extends Error {}

// the legs' rows aligned on common open times: the shared helper (also the futures stress test's)
export { alignRows };

export async function runComboBacktest(args: { input: ComboInput; contracts: ComboContracts; now: number; onProgress: (p: BacktestProgress) => void; signal?: AbortSignal }): Promise<ComboBacktestSummary> {
  const { input, contracts, now, onProgress, signal } = args;
  const symbols = input.symbol_settings.map((leg) => leg.symbol);
  const total = pagesFor(BACKTEST_CANDLES) * symbols.length;
  let done = 0;
  const fetched: Record<string, KlineRow[]> = {};
  for (const symbol of symbols) {
    fetched[symbol] = await fetchCandleHistory({ symbol, interval: '5m', intervalMs: INTERVAL_MS, candles: BACKTEST_CANDLES, now, signal, onPage: () => onProgress({ phase: 'fetching', done: ++done, total }) });
  }
  const aligned = alignRows(fetched);
  if (aligned[symbols[0]].length < 2) throw new Error('no price history');
  onProgress({ phase: 'computing' });
  await yieldToBrowser();
  const candles: ComboCandles = Object.fromEntries(symbols.map((symbol) => [symbol, candleSeries(symbol, '5m' as const, INTERVAL_MS, aligned[symbol], (price) => priceToTicks(contracts[symbol].market, price, 'price', 'half-up'))]));
  const result = backtestCombo(input, contracts, candles, { sampleMs: 3_600_000 });
  if (!result.ok) throw new BacktestRefused(result.limits.checkCode);
  // bot units are 10^-quoteScale of the quote coin: the PnL figure exactly, the curves as numbers for drawing
  const quoteScale = result.state.quoteScale;
  const scale = Math.pow(10, quoteScale);
  return {
    pnl: new BigNumber(Math.round(result.totalPnl)).shiftedBy(-quoteScale).toFixed(),
    pnlPer: result.totalPnlPer,
    apr: result.apr,
    maxDrawdown: result.maxDrawdown,
    rebalances: result.rebalances.length,
    liquidations: result.liquidations.length,
    days: result.days,
    times: result.curve.time,
    total: Float64Array.from(result.curve.totalPnl, (v) => v / scale),
    legs: result.legCurves.map((leg) => ({ symbol: leg.symbol, pnl: Float64Array.from(leg.pnl, (v) => v / scale) })),
  };
}
