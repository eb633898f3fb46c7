/**
 * The stress test before create (issue 31): the market history's worst
 * windows and the candles of a window replayed from today's price. The runs
 * themselves are each kind's own backtest (futures-grid-backtest,
 * martingale-backtest, combo-backtest) with `trackMarginRatio` and the
 * bot's liquidation watch: no second implementation.
 *
 * Worst windows (designed): over hourly (or any) candles, for every window
 * of `length` candles starting at candle s, its fall is the lowest low over
 * the window against the window's open (low / open − 1) and its rise the
 * highest high against it (high / open − 1); the `count` largest falls and
 * the `count` largest rises are taken greedily, alternating (the largest
 * fall, the largest rise, the second fall, …), skipping a window that
 * overlaps one already taken of EITHER direction: on a short history the
 * largest fall and the largest rise can be the same stretch (a window that
 * fell and recovered), and showing it twice under two names says nothing;
 * fewer windows than asked come back then (`windowsAreShort`). Exact
 * comparisons (cross-multiplied integers); the change is reported as a
 * decimal fraction rounded toward zero to 4 places.
 *
 * Replay from today (designed): a window's candles are scaled by
 * today's price / the window's open, each price rounded half-up to the tick,
 * so a grid's range, a martingale's adds and a combo's weights meet the
 * window's moves where they would meet them from today's price.
 */
import { EngineInputError, type MarketRules, compileRules, priceToTicks } from '../core/rules';
import { DEFAULT_ALERT_RATE } from '../futures/risk-watch';
import type { SpotGridInput, SpotMarket } from '../spot-grid/types';
import { type DcaInput } from '../dca/dca';
import { backtestSpotGrid } from './spot-grid-backtest';
import { backtestDca } from './dca-backtest';
import type { FuturesContract } from '../futures/contract';
import type { MartingaleInput, MartingaleMarket } from '../martingale/types';
import type { FuturesGridInput, FuturesGridMarket } from '../futures-grid/types';
import type { ComboContracts, ComboInput } from '../combo/types';
import { backtestMartingale } from './martingale-backtest';
import { backtestFuturesGrid } from './futures-grid-backtest';
import { backtestCombo } from './combo-backtest';
import type { RiskBacktestOptions } from './risk-track';
import { ratioToDecimal } from '../core/decimal';
import { type CandleSeries, candleOpenTime } from '../market/candles';

export interface StressWindow {
  readonly direction: 'fall' | 'rise';
  /** Index of the window's first candle in the series it was found in. */
  readonly start: number;
  /** Open time of the first candle and close time of the last (ms). */
  readonly from: number;
  readonly to: number;
  /** low / open − 1 (a fall, ≤ 0) or high / open − 1 (a rise, ≥ 0), 4 places toward zero. */
  readonly change: string;
}

type Extreme = { s: number; num: bigint; den: bigint };

/** The largest falls and rises over windows of `length` candles (module comment). */
export function worstWindows(series: CandleSeries, length: number, count: number): StressWindow[] {
  if (!Number.isSafeInteger(length) || length < 1) throw new EngineInputError('length', 'must be a positive number of candles');
  const n = series.length;
  if (n < length) return [];
  const { open, high, low } = series;
  const falls: Extreme[] = [];
  const rises: Extreme[] = [];
  // sliding minimum / maximum over [s, s + length) with monotonic deques
  const minQ: number[] = [];
  const maxQ: number[] = [];
  let qMinHead = 0;
  let qMaxHead = 0;
  for (let i = 0; i < n; i++) {
    while (minQ.length > qMinHead && low[minQ[minQ.length - 1]] >= low[i]) minQ.pop();
    minQ.push(i);
    while (maxQ.length > qMaxHead && high[maxQ[maxQ.length - 1]] <= high[i]) maxQ.pop();
    maxQ.push(i);
    const s = i - length + 1;
    if (s < 0) continue;
    while (minQ[qMinHead] < s) qMinHead++;
    while (maxQ[qMaxHead] < s) qMaxHead++;
    const o = BigInt(open[s]);
    falls.push({ s, num: BigInt(low[minQ[qMinHead]]) - o, den: o });
    rises.push({ s, num: BigInt(high[maxQ[qMaxHead]]) - o, den: o });
  }
  // a / b against c / d (b, d > 0)
  const cmp = (x: Extreme, y: Extreme): number => {
    const l = x.num * y.den;
    const r = y.num * x.den;
    return l < r ? -1 : l > r ? 1 : 0;
  };
  const order = (list: Extreme[], direction: 'fall' | 'rise'): Extreme[] =>
    list.filter((w) => (direction === 'fall' ? w.num < 0n : w.num > 0n)).sort((a, b) => (direction === 'fall' ? cmp(a, b) : cmp(b, a)) || a.s - b.s);
  const candidates = { fall: order(falls, 'fall'), rise: order(rises, 'rise') };
  const next = { fall: 0, rise: 0 };
  const taken: StressWindow[] = [];
  // the next window of `direction` that overlaps no window taken of either direction
  const take = (direction: 'fall' | 'rise'): void => {
    const list = candidates[direction];
    while (next[direction] < list.length) {
      const w = list[next[direction]++];
      if (taken.some((t) => Math.abs(t.start - w.s) < length)) continue;
      taken.push({
        direction,
        start: w.s,
        from: candleOpenTime(series, w.s),
        to: candleOpenTime(series, w.s + length - 1) + series.intervalMs,
        change: ratioToDecimal(w.num, w.den, 4, 'down'),
      });
      return;
    }
  };
  for (let k = 0; k < count; k++) {
    take('fall');
    take('rise');
  }
  return [...taken.filter((w) => w.direction === 'fall'), ...taken.filter((w) => w.direction === 'rise')];
}

/**
 * Whether the history had room for `count` separate windows of each
 * direction (`worstWindows`' answer is short otherwise): on a short history
 * the largest fall and rise are often the same stretch, and a window is
 * never shown twice, so the page says the history is too short instead.
 */
export function windowsAreShort(windows: readonly StressWindow[], count: number): boolean {
  return windows.filter((w) => w.direction === 'fall').length < count || windows.filter((w) => w.direction === 'rise').length < count;
}

/** The series scaled so its first open is `startTicks` (module comment): every price × startTicks / open[0], half-up to the tick, at least 1. */
export function replayFrom(series: CandleSeries, startTicks: number): CandleSeries {
  if (series.length === 0) return series;
  const o = BigInt(series.open[0]);
  const to = BigInt(startTicks);
  const scale = (a: Int32Array): Int32Array => {
    const out = new Int32Array(a.length);
    for (let i = 0; i < a.length; i++) {
      const v = (BigInt(a[i]) * to * 2n + o) / (2n * o);
      out[i] = Number(v < 1n ? 1n : v > 2_147_483_647n ? 2_147_483_647n : v);
    }
    return out;
  };
  return { ...series, open: scale(series.open), high: scale(series.high), low: scale(series.low), close: scale(series.close) };
}

// ── one window through a kind's own backtest ─────────────────────────────

/** What a stress run needs of the form: the kind's own backtest input, the contract(s), today's prices. Plain data (it crosses to a worker). */
export type StressJob =
  | { readonly kind: 'martingale'; readonly input: MartingaleInput; readonly contract: FuturesContract; readonly market: Omit<MartingaleMarket, 'lastPrice' | 'markPrice'>; readonly lastPrice: string }
  | { readonly kind: 'futures_grid'; readonly input: FuturesGridInput; readonly contract: FuturesContract; readonly market: Omit<FuturesGridMarket, 'lastPrice'>; readonly lastPrice: string }
  | { readonly kind: 'combo'; readonly input: ComboInput; readonly contracts: ComboContracts; readonly lastPrices: Readonly<Record<string, string>> }
  | { readonly kind: 'spot_grid'; readonly input: SpotGridInput; readonly market: Omit<SpotMarket, 'lastPrice'>; readonly lastPrice: string }
  | { readonly kind: 'dca'; readonly input: DcaInput; readonly lastPrices: Readonly<Record<string, string>> };

/** One window's outcome. */
export interface StressOutcome {
  /** A futures kind: liquidation and margin ratio apply; a spot kind (false) has neither (`liquidated` false, `worstMarginRatio` null). */
  readonly leveraged: boolean;
  /** A position (a combo: any leg) was liquidated. */
  readonly liquidated: boolean;
  /** Largest fall of equity from a peak, a fraction. */
  readonly maxDrawdown: number;
  /** Total PnL / investment at the window's end, a fraction. */
  readonly returnFraction: number;
  /** The worst (highest) margin ratio (risk-track.ts); "" past bankruptcy; null when no position was held. */
  readonly worstMarginRatio: string | null;
  /** The parameters were refused (a check code): nothing ran. */
  readonly refused: string | null;
}

/** The symbols a job's windows need candles of. */
export function stressSymbols(job: StressJob): string[] {
  if (job.kind === 'combo') return (job.input.symbol_settings ?? []).map((l) => l.symbol);
  if (job.kind === 'dca') return job.input.pairs.map((p) => `${p.base}${job.input.quoteCoin}`);
  return [job.market.symbol];
}

/** The price rules of a job's symbol (its contract's, or the spot pair's): candles of that symbol are compiled on them. */
export function stressMarket(job: StressJob, symbol: string): MarketRules {
  switch (job.kind) {
    case 'combo':
      return job.contracts[symbol].market;
    case 'spot_grid':
      return compileRules(job.market.rules);
    case 'dca': {
      const pair = job.input.pairs.find((p) => `${p.base}${job.input.quoteCoin}` === symbol);
      if (!pair) throw new EngineInputError('symbol', `the DCA does not buy ${symbol}`);
      return compileRules(pair.rules);
    }
    default:
      return job.contract.market;
  }
}

/**
 * Runs one window (candles per symbol, each replayed from today's price) through
 * the kind's backtest with the liquidation watch the bot will have and the
 * margin ratio tracked. Hourly curve samples.
 */
export function stressRun(job: StressJob, candles: Readonly<Record<string, CandleSeries>>, risk: RiskBacktestOptions['risk']): StressOutcome {
  const options = { risk, trackMarginRatio: true, sampleMs: 3_600_000 };
  const from = (symbol: string, c: FuturesContract, price: string): CandleSeries => replayFrom(candles[symbol], priceToTicks(c.market, price, 'lastPrice', 'half-up'));
  if (job.kind === 'spot_grid' || job.kind === 'dca') return spotStressRun(job, candles);
  if (job.kind === 'martingale') {
    // an entry price is a trigger for the live bot; over past prices the round opens at the window's start
    const { entryPrice: _entry, ...input } = job.input;
    const r = backtestMartingale(input, job.contract, job.market, from(job.market.symbol, job.contract, job.lastPrice), options);
    if (!r.ok) return refused(r.limits.check_code);
    return { leveraged: true, liquidated: r.liquidations.length > 0, maxDrawdown: r.maxDrawdown, returnFraction: r.investment > 0 ? r.totalPnl / r.investment : 0, worstMarginRatio: r.worstMarginRatio, refused: null };
  }
  if (job.kind === 'futures_grid') {
    const { entryPrice: _entry, ...input } = job.input;
    const r = backtestFuturesGrid(input, job.contract, job.market, from(job.market.symbol, job.contract, job.lastPrice), options);
    if (!r.ok) return refused(r.validation.check_code);
    return { leveraged: true, liquidated: r.liquidations > 0, maxDrawdown: r.maxDrawdown, returnFraction: r.investment > 0 ? r.totalPnl / r.investment : 0, worstMarginRatio: r.worstMarginRatio, refused: null };
  }
  const replayed: Record<string, CandleSeries> = {};
  for (const symbol of stressSymbols(job)) replayed[symbol] = from(symbol, job.contracts[symbol], job.lastPrices[symbol]);
  const r = backtestCombo(job.input, job.contracts, replayed, options);
  if (!r.ok) return refused(r.limits.checkCode);
  return { leveraged: true, liquidated: r.liquidations.length > 0, maxDrawdown: r.maxDrawdown, returnFraction: r.totalPnlPer, worstMarginRatio: r.worstMarginRatio, refused: null };
}

/**
 * A spot kind's window (module comment): the kind's backtest on the candles
 * replayed from today's price, hourly curve samples. A DCA's rounds fall on
 * candle opens (dca-backtest), so on 5-minute candles a plan buying more
 * often than every 5 minutes buys once a candle here (designed: the window
 * is about the market's move, not the plan's cadence); its return is over
 * what it spent.
 */
function spotStressRun(job: Extract<StressJob, { kind: 'spot_grid' | 'dca' }>, candles: Readonly<Record<string, CandleSeries>>): StressOutcome {
  const options = { sampleMs: 3_600_000 };
  const from = (symbol: string, price: string): CandleSeries => replayFrom(candles[symbol], priceToTicks(stressMarket(job, symbol), price, 'lastPrice', 'half-up'));
  if (job.kind === 'spot_grid') {
    const { entryPrice: _entry, ...input } = job.input;
    const r = backtestSpotGrid(input, { ...job.market, lastPrice: job.lastPrice }, from(job.market.symbol, job.lastPrice), options);
    if (!r.ok) return refused(r.validation.check_code, false);
    return { leveraged: false, liquidated: false, maxDrawdown: r.maxDrawdown, returnFraction: r.investment > 0 ? r.totalPnl / r.investment : 0, worstMarginRatio: null, refused: null };
  }
  const replayed: Record<string, CandleSeries> = {};
  for (const symbol of stressSymbols(job)) replayed[symbol] = from(symbol, job.lastPrices[symbol]);
  try {
    const r = backtestDca(job.input, replayed, options);
    return { leveraged: false, liquidated: false, maxDrawdown: r.maxDrawdown, returnFraction: r.invested > 0 ? r.totalPnl / r.invested : 0, worstMarginRatio: null, refused: null };
  } catch (e) {
    if (e instanceof EngineInputError) return refused(e.message, false);
    throw e;
  }
}

function refused(code: string, leveraged = true): StressOutcome {
  return { leveraged, liquidated: false, maxDrawdown: 0, returnFraction: 0, worstMarginRatio: null, refused: code };
}

/**
 * What the stress test's page code (@tb/feature-bot-pages stress-run, which
 * may not import the engine) needs of it, as one object a consumer hands in:
 * the job's symbols, a price in ticks of a job's symbol, the window rule,
 * and one window's run with the watch a new bot has (a futures kind: the
 * default 10 % alert, no guard; a spot kind: none).
 */
export const STRESS_ENGINE = {
  symbols: stressSymbols,
  ticks: (job: StressJob, symbol: string, price: string): number => priceToTicks(stressMarket(job, symbol), price, 'price', 'half-up'),
  windows: worstWindows,
  short: windowsAreShort,
  run: (job: StressJob, candles: Readonly<Record<string, CandleSeries>>): StressOutcome =>
    stressRun(job, candles, job.kind === 'spot_grid' || job.kind === 'dca' ? undefined : { alert: DEFAULT_ALERT_RATE, guard: null }),
};
