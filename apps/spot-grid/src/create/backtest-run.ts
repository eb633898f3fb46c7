/**
 * The backtest preview's work, loaded only when the trader asks for a
 * backtest (this module pulls in the engine):
 *
 * 1. fetch 1-minute klines for the last `days` days in pages of 1 000
 *    (newest page first, each page ends just before the previous one), with
 *    progress after every page and a yield to the browser between pages;
 * 2. compile them to the engine's integer candles (prices on the symbol's
 *    tick);
 * 3. run `backtestSpotGrid` (the same core as the live bot) once, after
 *    yielding a frame so the "simulating" state paints. Measured on this
 *    machine, 10 080 one-minute candles take a few milliseconds with the
 *    engine's fast walker, so the page stays responsive without a worker; the
 *    slow part, the network, is the part that is sliced.
 *
 * Fees: the symbol list carries no fee rates, so the preview uses the
 * exchange's standard spot maker/taker rate (0.1 %), the rate the simulator
 * charges grids; the estimate says fees are included.
 */
import { backtestSpotGrid, compileRules, priceToTicks, unitsToQuote, type SymbolRules } from '@tb/engine';
import { candleSeries, fetchCandleHistory, pagesFor, spotRules, STANDARD_FEE_RATE, yieldToBrowser, type BacktestProgress } from '@tb/feature-bot-pages';
import type { SpotSymbolItem } from '../api/types';
import type { GridFormValues } from './form';
import { engineInput } from './engine-input';

export { STANDARD_FEE_RATE };
const MINUTE = 60_000;

export type { BacktestProgress };

export interface BacktestSummary {
  /** Sampled curve: times (ms) and values in the quote coin (numbers, for drawing). */
  times: Float64Array;
  totalPnl: Float64Array;
  gridProfit: Float64Array;
  /** Exact figures (decimal strings, quote coin). */
  totalPnlText: string;
  gridProfitText: string;
  investmentText: string;
  /** Fractions. */
  totalApr: number;
  maxDrawdown: number;
  trades: number;
  fillsPerDay: number;
  days: number;
  candles: number;
}

export class BacktestInputError extends Error {}


/** The symbol's rules as the engine takes them (the shared spot rules, standard fee rate). */
export const rulesOf = (item: SpotSymbolItem): SymbolRules => spotRules(item);

export { engineInput } from './engine-input';

/** Fetch `days` of closed 1m klines ending at `now`, oldest first, with progress per page. */
export function fetchMinuteHistory(symbol: string, days: number, now: number, onPage: (done: number, total: number) => void, signal?: AbortSignal) {
  const candles = days * 1440;
  const total = pagesFor(candles);
  let done = 0;
  return fetchCandleHistory({ symbol, interval: '1m', intervalMs: MINUTE, candles, now, onPage: () => onPage(++done, total), signal });
}

/** Run the preview. Throws BacktestInputError when the engine refuses the parameters. */
export async function runBacktest(args: { item: SpotSymbolItem; values: GridFormValues; trailingStopAllowed: boolean; days: number; now: number; onProgress: (p: BacktestProgress) => void; signal?: AbortSignal }): Promise<BacktestSummary> {
  const { item, values, trailingStopAllowed, days, now, onProgress, signal } = args;
  const klines = await fetchMinuteHistory(item.symbol, days, now, (done, total) => onProgress({ phase: 'fetching', done, total }), signal);
  if (klines.length < 2) throw new Error('no price history');
  onProgress({ phase: 'computing' });
  await yieldToBrowser();
  const rules = rulesOf(item);
  const m = compileRules(rules);
  const ticks = (price: string) => priceToTicks(m, price, 'price', 'half-up');
  const series = candleSeries(item.symbol, '1m' as const, MINUTE, klines, ticks);
  const result = backtestSpotGrid(engineInput(values, trailingStopAllowed), { symbol: item.symbol, baseCoin: item.base_coin, quoteCoin: item.quote_coin, rules, lastPrice: klines[0].o, supportsTrailingStop: item.is_support_ts }, series, {
    sampleMs: days > 3 ? 3_600_000 : 900_000,
  });
  if (!result.ok) throw new BacktestInputError(result.validation.check_code);
  const scale = Math.pow(10, m.quoteScale);
  const toQuote = (a: Float64Array) => Float64Array.from(a, (v) => v / scale);
  return {
    times: result.curve.time,
    totalPnl: toQuote(result.curve.totalPnl),
    gridProfit: toQuote(result.curve.gridProfit),
    totalPnlText: unitsToQuote(m, Math.round(result.totalPnl)),
    gridProfitText: unitsToQuote(m, Math.round(result.gridProfit)),
    investmentText: unitsToQuote(m, Math.round(result.investment)),
    totalApr: result.totalApr,
    maxDrawdown: result.maxDrawdown,
    trades: result.fills,
    fillsPerDay: result.fillsPerDay,
    days: result.days,
    candles: result.candles,
  };
}
