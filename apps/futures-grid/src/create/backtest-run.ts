/**
 * The create page's backtest preview (loaded when the trader asks): the
 * last BACKTEST_DAYS days of one-minute candles of the contract, fetched in
 * pages with progress (`fetchCandleHistory`), run through the engine's
 * `backtestFuturesGrid` — the live bot's core, with a funding fix every
 * 8 hours at the base rate and liquidation at the mark (= last price in a
 * replay) — and read back exactly (engine units → decimal strings).
 *
 * Choice: three days keep the preview to five kline pages; the AI tab's
 * proposals carry their own 7-day backtests from the exchange.
 */
import { backtestFuturesGrid, priceToTicks, unitsToQuote, type FuturesGridValidation } from '@tb/engine';
import { candleSeries, exchangeNow, fetchCandleHistory, pagesFor, yieldToBrowser, type BacktestProgress } from '@tb/feature-bot-pages';
import type { FuturesContractState } from '@tb/futures-feature';
import { toEngineInput, type FgridFormValues } from './form';

export const BACKTEST_DAYS = 3;
const MINUTE = 60_000;
export const BACKTEST_CANDLES = BACKTEST_DAYS * 1440;

export interface BacktestFigures {
  readonly totalPnl: string;
  readonly gridProfit: string;
  readonly funding: string;
  readonly fees: string;
  readonly fills: number;
  /** Fractions. */
  readonly maxDrawdown: number;
  readonly totalApr: number;
  readonly liquidations: number;
  readonly days: number;
}

export type BacktestOutcome = { readonly ok: true; readonly figures: BacktestFigures } | { readonly ok: false; readonly validation: FuturesGridValidation };

/** Fetches the history and runs the backtest; `onProgress` follows each page, then the simulation. */
export async function runBacktest(values: FgridFormValues, futures: Extract<FuturesContractState, { status: 'ready' }>, onProgress: (progress: BacktestProgress) => void, signal?: AbortSignal): Promise<BacktestOutcome> {
  const input = toEngineInput(values);
  if (!input) throw new Error('runBacktest: the form is incomplete');
  const { contract, config } = futures;
  const total = pagesFor(BACKTEST_CANDLES);
  let done = 0;
  onProgress({ phase: 'fetching', done, total });
  const rows = await fetchCandleHistory({
    symbol: config.symbol,
    interval: '1m',
    intervalMs: MINUTE,
    candles: BACKTEST_CANDLES,
    now: exchangeNow(),
    onPage: () => onProgress({ phase: 'fetching', done: ++done, total }),
    signal,
  });
  if (rows.length === 0) throw new Error('no price history');
  onProgress({ phase: 'computing' });
  await yieldToBrowser();
  const series = candleSeries(config.symbol, '1m', MINUTE, rows, (price) => priceToTicks(contract.market, price));
  const result = backtestFuturesGrid(input, contract, { symbol: config.symbol, baseCoin: config.base, quoteCoin: config.quote }, series);
  if (!result.ok) return { ok: false, validation: result.validation };
  const money = (units: number) => unitsToQuote(contract.market, Math.round(units));
  return {
    ok: true,
    figures: {
      totalPnl: money(result.totalPnl),
      gridProfit: money(result.gridProfit),
      funding: money(result.funding),
      fees: money(result.fees),
      fills: result.fills,
      maxDrawdown: result.maxDrawdown,
      totalApr: result.totalApr,
      liquidations: result.liquidations,
      days: result.days,
    },
  };
}
