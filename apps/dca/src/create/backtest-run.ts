/**
 * "How would this plan have done?" — the create page's backtest preview.
 * Loaded only when the trader asks (this module pulls in the engine), it:
 *
 * 1. picks the candle size from the frequency (the largest of 1 h, 15 m,
 *    5 m, 1 m not longer than one period, so every round falls on a candle)
 *    and how far back to look (30 days, or fewer so that a pair needs at most
 *    3 000 candles: 2 days of minutes, 10 days of 5-minute candles);
 * 2. fetches each pair's klines in pages of 1 000 ending now, with progress;
 * 3. runs `backtestDca`, the same core as the live bot (rounds at candle
 *    opens, take-profit inside a candle), and reads the result exactly
 *    (engine units → decimal strings).
 *
 * Documented choices: a frequency under one minute cannot be replayed on
 * one-minute candles (rounds would be merged), so the preview is offered
 * from one minute up; fees are the exchange's standard spot taker rate
 * (0.1 %), what the simulator charges DCA rounds; the cap ends the replay
 * as it would end the bot; and the replay spends no more than the trader's
 * available balance (when known): a plan the balance pays 420 rounds of is
 * not shown buying 1,440 — the bot would skip every round it cannot pay.
 */
import {
  backtestDca,
  compileRules,
  lotsToQty,
  priceToTicks,
  ticksToPrice,
  unitsToDecimal,
  unitsToQuote,
  type CandleSeries,
} from '@tb/engine';
import type { SpotSymbolItem } from '@tb/contracts';
import { candleSeries, fetchCandleHistory, pagesFor, yieldToBrowser, type BacktestProgress, type KlineRow } from '@tb/feature-bot-pages';
import { BigNumber } from '@tb/util-format';
import type { DcaFormValues } from './form';
import { backtestWindow, DAY, type BacktestWindow } from './backtest-window';

import { budgetOf, engineInput } from './engine-input';

export { engineInput, budgetOf };

export type { BacktestProgress };


export interface BacktestPairResult {
  base: string;
  /** Base held at the end, its average cost, the last price. */
  held: string;
  averageCost: string | null;
  lastPrice: string;
}

export interface BacktestSummary {
  days: number;
  interval: BacktestWindow['interval'];
  rounds: number;
  /** Quote spent, fees included; value of what is held at the last price; PnL (incl. take-profit), its ratio. */
  invested: string;
  value: string;
  pnl: string;
  pnlRatio: string;
  closedAtCap: boolean;
  /** The available balance was the limit and ran out: the bot would have stopped buying there. */
  stoppedByBalance: boolean;
  /** That balance. */
  balance: string | null;
  pairs: BacktestPairResult[];
}



/**
 * Run the preview. `items` are the pairs' symbol-list entries by base.
 * Throws when the history is missing or the engine refuses the plan.
 */
export async function runBacktest(args: {
  values: DcaFormValues;
  items: ReadonlyMap<string, SpotSymbolItem>;
  /** The quote balance available now (null: unknown); the replay spends no more. */
  available?: string | null;
  now: number;
  onProgress: (progress: BacktestProgress) => void;
  signal?: AbortSignal;
}): Promise<BacktestSummary> {
  const { values, items, now, onProgress, signal } = args;
  const available = args.available ?? null;
  const input = engineInput(values, items, available);
  const budget = budgetOf(values.maxInvest, available);
  const window = backtestWindow(input.frequencyInSecond);
  if (!window) throw new Error('frequency below one minute');
  const pagesPerPair = pagesFor(window.candles);
  const total = pagesPerPair * input.pairs.length;
  let done = 0;
  const histories: Array<{ symbol: string; list: KlineRow[] }> = [];
  for (const pair of input.pairs) {
    const symbol = `${pair.base}${input.quoteCoin}`;
    const list = await fetchCandleHistory({ symbol, interval: window.interval, intervalMs: window.intervalMs, candles: window.candles, now, onPage: () => onProgress({ phase: 'fetching', done: ++done, total }), signal });
    histories.push({ symbol, list });
  }
  onProgress({ phase: 'computing' });
  await yieldToBrowser();

  // Replay only the stretch every pair has history for.
  const start = Math.max(...histories.map((h) => h.list[0]?.t ?? Number.POSITIVE_INFINITY));
  const end = Math.min(...histories.map((h) => h.list[h.list.length - 1]?.t ?? Number.NEGATIVE_INFINITY));
  if (!Number.isFinite(start) || !Number.isFinite(end) || end <= start) throw new Error('no common price history');
  const series: Record<string, CandleSeries> = {};
  input.pairs.forEach((pair, i) => {
    const { symbol, list } = histories[i];
    const m = compileRules(pair.rules);
    const ticks = (price: string) => priceToTicks(m, price, 'price', 'half-up');
    const rows = list.filter((k) => k.t >= start && k.t <= end);
    series[symbol] = candleSeries(symbol, window.interval, window.intervalMs, rows, ticks, start);
  });
  const result = backtestDca(input, series, { sampleMs: window.intervalMs * 24 });
  const s = result.state;
  const pairs = s.pairs.map((p) => {
    const closes = series[p.symbol].close;
    const lastTicks = closes[closes.length - 1];
    const held = lotsToQty(p.market, p.lots);
    const spent = unitsToQuote(p.market, p.spent);
    return {
      base: p.base,
      held,
      averageCost: p.lots > 0 ? new BigNumber(spent).div(held).toFixed() : null,
      lastPrice: ticksToPrice(p.market, lastTicks),
    };
  });
  const invested = unitsToDecimal(Math.round(result.invested), s.scale);
  const pnl = unitsToDecimal(Math.round(result.totalPnl), s.scale);
  return {
    days: Math.max(1, Math.round((end - start) / DAY)),
    interval: window.interval,
    rounds: s.rounds,
    invested,
    value: new BigNumber(invested).plus(pnl).toFixed(),
    pnl,
    pnlRatio: new BigNumber(invested).isZero() ? '0' : new BigNumber(pnl).div(invested).decimalPlaces(8).toFixed(),
    closedAtCap: s.closeReason === 'REACHED_MAX' && !budget?.byBalance,
    stoppedByBalance: s.closeReason === 'REACHED_MAX' && !!budget?.byBalance,
    balance: available,
    pairs,
  };
}
