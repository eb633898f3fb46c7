/**
 * What every backtest preview shares, whatever the engine it feeds: fetching
 * candle history page by page with progress, yielding to the browser between
 * pages, the spot symbol rules the engines take, and the candles as the
 * engines' columnar series. Kind-specific parts (the engine input, the
 * summary) stay in the remote; the engine itself is imported by the remote
 * (shared libs do not depend on `@tb/engine`), so these helpers are typed
 * structurally against it.
 */
import { restClient } from '@tb/data-access-api';
import { API_PATHS } from '@tb/contracts/paths';

/** Candles per kline call (the API's maximum). */
export const KLINE_PAGE_SIZE = 1000;
/** The exchange's standard spot maker/taker rate: the public symbol list carries no fee rates, so previews use it (the simulator charges it too). */
export const STANDARD_FEE_RATE = '0.001';

/** A candle as the kline call returns it (decimal strings, open time in ms). */
export interface KlineRow {
  t: number;
  o: string;
  h: string;
  l: string;
  c: string;
}

export type BacktestProgress = { phase: 'fetching'; done: number; total: number } | { phase: 'computing' };

/** Lets the browser paint (progress, the "simulating" state) before the next slice of work. */
export const yieldToBrowser = (): Promise<void> =>
  new Promise<void>((resolve) => (typeof requestAnimationFrame === 'function' ? requestAnimationFrame(() => setTimeout(resolve, 0)) : setTimeout(resolve, 0)));

/** How many kline pages `candles` candles take. */
export function pagesFor(candles: number): number {
  return Math.ceil(candles / KLINE_PAGE_SIZE);
}

export interface FetchHistoryArgs {
  symbol: string;
  /** Kline interval name (`1m`, `5m`, `1h`…). */
  interval: string;
  intervalMs: number;
  /** How many candles, ending before `now`. */
  candles: number;
  /** The exchange's time (its clock may run faster than the browser's). */
  now: number;
  /** Called after each page (progress). */
  onPage: () => void;
  signal?: AbortSignal;
}

/**
 * `candles` closed candles of `interval` ending before `now`, oldest first:
 * pages of {@link KLINE_PAGE_SIZE}, newest page first, each page ending just
 * before the previous one, with a yield to the browser between pages. The
 * newest candle may still be open: only closed candles are returned.
 */
export async function fetchCandleHistory({ symbol, interval, intervalMs, candles, now, onPage, signal }: FetchHistoryArgs): Promise<KlineRow[]> {
  const pages: KlineRow[][] = [];
  let end = now;
  let have = 0;
  while (have < candles) {
    if (signal?.aborted) throw new DOMException('aborted', 'AbortError');
    const limit = Math.min(KLINE_PAGE_SIZE, candles - have);
    // The second client (spec §7): an imperative page-by-page fetch with its 30 s time-out per page.
    const { list } = await restClient.get<{ list: KlineRow[] }>(API_PATHS.kline, { query: { symbol, interval, limit, end }, silent: true, signal });
    onPage();
    if (list.length === 0) break;
    pages.unshift(list);
    have += list.length;
    end = list[0].t - 1;
    await yieldToBrowser();
  }
  return pages.flat().filter((k) => k.t + intervalMs <= now);
}

/** The fields of a spot symbol-list row the engines' rules need. */
export interface SpotRulesSource {
  tick_size: string;
  qty_scale: number;
  min_trade_qty: string;
  max_trade_qty: string;
  min_trade_amount: string;
  max_trade_amount: string;
}

/** A spot pair's rules as the engines take them (`SymbolRules`), at the standard fee rate. */
export function spotRules(item: SpotRulesSource) {
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

/**
 * Candles as the engines' columnar series (`CandleSeries`): prices become
 * integer ticks through `ticks` (the engine's `priceToTicks` for the pair),
 * volumes are not replayed.
 */
export function candleSeries<I extends string>(symbol: string, interval: I, intervalMs: number, rows: readonly KlineRow[], ticks: (price: string) => number, startTime = rows[0]?.t ?? 0) {
  return {
    symbol,
    interval,
    intervalMs,
    length: rows.length,
    startTime,
    time: Float64Array.from(rows, (k) => k.t),
    open: Int32Array.from(rows, (k) => ticks(k.o)),
    high: Int32Array.from(rows, (k) => ticks(k.h)),
    low: Int32Array.from(rows, (k) => ticks(k.l)),
    close: Int32Array.from(rows, (k) => ticks(k.c)),
    volume: new Float64Array(rows.length),
    quoteVolume: new Float64Array(rows.length),
  };
}

/** The rows whose open time every symbol has, per symbol (oldest first): several legs' histories as aligned series (a combo's backtest, the futures stress test). */
export function alignRows(rows: Readonly<Record<string, readonly KlineRow[]>>): Record<string, KlineRow[]> {
  const symbols = Object.keys(rows);
  const common = symbols.reduce<Set<number> | null>((set, symbol) => {
    const times = new Set(rows[symbol].map((k) => k.t));
    return set === null ? times : new Set([...set].filter((time) => times.has(time)));
  }, null);
  return Object.fromEntries(symbols.map((symbol) => [symbol, rows[symbol].filter((k) => common?.has(k.t))]));
}
