/**
 * The backtest preview's work (loaded with the panel: it pulls in the
 * engine's backtest): fetch the last `days` of 1-minute candles page by page
 * with progress (the shared `fetchCandleHistory`), compile them to the
 * contract's ticks, and run `backtestMartingale` — the live bot's core over
 * the engine's mark-price and funding models, as the simulator would —
 * once, after a frame so the "simulating" state paints.
 */
import { backtestMartingale, priceToTicks, unitsToQuote, type FuturesContract, type MartingaleInput } from '@tb/engine';
import { candleSeries, fetchCandleHistory, pagesFor, yieldToBrowser, type BacktestProgress } from '@tb/feature-bot-pages';

export type { BacktestProgress };
export { pagesFor };
const MINUTE = 60_000;
export const BACKTEST_DAYS = 7;

export interface MartBacktestSummary {
  /** Exact figures (quote). */
  pnl: string;
  investment: string;
  /** Fractions. */
  apr: number;
  maxDrawdown: number;
  /** Rounds completed (the running one excluded) and adds filled over them all. */
  rounds: number;
  adds: number;
  liquidations: number;
  days: number;
  candles: number;
  /** Total PnL curve for drawing (quote, numbers). */
  times: Float64Array;
  total: Float64Array;
}

export class BacktestRefused extends Error {}

export async function runMartBacktest(args: { symbol: string; base: string; coin: string; contract: FuturesContract; input: MartingaleInput; now: number; onProgress: (p: BacktestProgress) => void; signal?: AbortSignal }): Promise<MartBacktestSummary> {
  const { symbol, base, coin, contract, input, now, onProgress, signal } = args;
  const candles = BACKTEST_DAYS * 1440;
  const total = pagesFor(candles);
  let done = 0;
  const rows = await fetchCandleHistory({ symbol, interval: '1m', intervalMs: MINUTE, candles, now, signal, onPage: () => onProgress({ phase: 'fetching', done: ++done, total }) });
  if (rows.length < 2) throw new Error('no price history');
  onProgress({ phase: 'computing' });
  await yieldToBrowser();
  const m = contract.market;
  const series = candleSeries(symbol, '1m' as const, MINUTE, rows, (price) => priceToTicks(m, price, 'price', 'half-up'));
  // an entry price is a trigger for the live bot; over past prices the round opens at the window's start
  const { entryPrice: _entry, ...rest } = input;
  const result = backtestMartingale(rest, contract, { symbol, baseCoin: base, quoteCoin: coin }, series, { sampleMs: 3_600_000 });
  if (!result.ok) throw new BacktestRefused(result.limits.check_code);
  const scale = Math.pow(10, m.quoteScale);
  return {
    pnl: unitsToQuote(m, Math.round(result.totalPnl)),
    investment: unitsToQuote(m, Math.round(result.investment)),
    apr: result.apr,
    maxDrawdown: result.maxDrawdown,
    rounds: result.rounds.filter((r) => r.end !== null).length,
    adds: result.adds,
    liquidations: result.liquidations.length,
    days: result.days,
    candles: result.candles,
    times: result.curve.time,
    total: Float64Array.from(result.curve.totalPnl, (v) => v / scale),
  };
}
