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
import { backtestSpotGrid, compileRules, priceToTicks, unitsToQuote, type Candle, type SpotGridInput, type SymbolRules } from '@tb/engine';
import { callApi } from '@tb/data-access-api';
import type { KlineResult, SpotSymbolItem } from '../api/types';
import { KLINE_PATH } from '../api/endpoints';
import { percentToFraction, tpSlTypeOf, type GridFormValues } from '../lib/form';

export const STANDARD_FEE_RATE = '0.001';
export const PAGE_SIZE = 1000;
const MINUTE = 60_000;

export type BacktestProgress = { phase: 'fetching'; done: number; total: number } | { phase: 'computing' };

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

const yieldToBrowser = () => new Promise<void>((resolve) => (typeof requestAnimationFrame === 'function' ? requestAnimationFrame(() => setTimeout(resolve, 0)) : setTimeout(resolve, 0)));

/** The symbol's rules as the engine takes them. */
export function rulesOf(item: SpotSymbolItem): SymbolRules {
  return {
    tickSize: item.tick_size,
    lotSize: item.qty_scale > 0 ? `0.${'0'.repeat(item.qty_scale - 1)}1` : '1',
    minQty: item.min_trade_qty,
    maxQty: item.max_trade_qty,
    minNotional: item.min_trade_amount,
    maxNotional: item.max_trade_amount,
    makerFee: STANDARD_FEE_RATE,
    takerFee: STANDARD_FEE_RATE,
  };
}

/** The engine's names for the wire's `tp_sl_type` codes. */
const ENGINE_TP_SL_TYPE = { 0: 'empty', 1: 'percent', 2: 'price', 3: 'tp_price_sl_percent', 4: 'tp_percent_sl_price' } as const;

/** The form as the engine's input (percents → fractions). */
export function engineInput(values: GridFormValues, trailingStopAllowed: boolean): SpotGridInput {
  const opt = (v: string) => (v.trim() === '' ? undefined : v);
  const hasTp = values.takeProfit.trim() !== '';
  const hasSl = values.stopLoss.trim() !== '';
  const tpsl = {
    tpSlType: ENGINE_TP_SL_TYPE[tpSlTypeOf({ mode: values.tpMode, set: hasTp }, { mode: values.slMode, set: hasSl })],
    ...(values.tpMode === 'price' ? { takeProfitPrice: opt(values.takeProfit) } : { takeProfitPercent: opt(percentToFraction(values.takeProfit)) }),
    ...(values.slMode === 'price' ? { stopLossPrice: opt(values.stopLoss) } : { stopLossPercent: opt(percentToFraction(values.stopLoss)) }),
  };
  return {
    minPrice: values.minPrice,
    maxPrice: values.maxPrice,
    cellNumber: Number(values.cellNumber),
    gridType: values.gridType,
    investMode: values.investMode,
    quoteInvestment: values.investMode !== 'base' ? opt(values.quoteInvestment) : undefined,
    baseInvestment: values.investMode !== 'quote' ? opt(values.baseInvestment) : undefined,
    entryPrice: opt(values.entryPrice),
    ...tpsl,
    tsPercent: trailingStopAllowed ? opt(percentToFraction(values.tsPercent)) : undefined,
    enableTrailing: values.enableTrailing,
    limitUpPrice: values.enableTrailing ? opt(values.limitUpPrice) : undefined,
  };
}

/** Fetch `days` of 1m klines ending now, oldest first. */
export async function fetchMinuteHistory(symbol: string, days: number, now: number, onPage: (done: number, total: number) => void, signal?: AbortSignal) {
  const wanted = days * 1440;
  const total = Math.ceil(wanted / PAGE_SIZE);
  const pages: KlineResult['list'][] = [];
  let end = now;
  let have = 0;
  for (let page = 0; page < total; page++) {
    if (signal?.aborted) throw new DOMException('aborted', 'AbortError');
    const limit = Math.min(PAGE_SIZE, wanted - have);
    const outcome = await callApi<KlineResult>(KLINE_PATH, { method: 'GET', query: { symbol, interval: '1m', limit, end }, silent: true, signal });
    if ('error' in outcome) throw new Error(outcome.error.message);
    const list = outcome.data.list;
    onPage(page + 1, total);
    if (list.length === 0) break;
    pages.unshift(list);
    have += list.length;
    end = list[0].t - 1;
    await yieldToBrowser();
  }
  const all = pages.flat();
  // the newest candle may still be open: a backtest uses closed minutes only
  return all.filter((k) => k.t + MINUTE <= now);
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
  const candles: Candle[] = klines.map((k) => ({
    openTime: k.t,
    open: ticks(k.o),
    high: ticks(k.h),
    low: ticks(k.l),
    close: ticks(k.c),
    volume: 0,
    quoteVolume: 0,
  }));
  const series = {
    symbol: item.symbol,
    interval: '1m' as const,
    intervalMs: MINUTE,
    length: candles.length,
    startTime: candles[0].openTime,
    time: Float64Array.from(candles, (c) => c.openTime),
    open: Int32Array.from(candles, (c) => c.open),
    high: Int32Array.from(candles, (c) => c.high),
    low: Int32Array.from(candles, (c) => c.low),
    close: Int32Array.from(candles, (c) => c.close),
    volume: new Float64Array(candles.length),
    quoteVolume: new Float64Array(candles.length),
  };
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
