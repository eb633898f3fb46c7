/**
 * The stress test's work outside the engine (issue 31): find the worst
 * windows of the history the exchange serves, fetch each window's candles,
 * and hand them to the engine's run — in a Web Worker (the consumer's
 * stress.worker.ts, `serveStressWorker`) so the page stays responsive, with
 * progress per window; where no worker can start (tests, an old browser) in
 * this thread, one window per frame.
 *
 * One module for every kind that offers it (futures kinds, spot grid, DCA):
 * the kinds differ only in the engine job they hand over. This lib may not
 * import the engine (module boundaries: shared libs stand on shared libs),
 * so the engine comes in as an object (`StressEngine`: the engine's
 * `STRESS_ENGINE`), with the worker, from a module the consumer loads on the
 * first run (`StressLoad`: its stress-load.ts).
 *
 * Design (engine backtest/stress.ts has the window rule):
 * - windows are found on the hourly candles of the last HISTORY_DAYS (the
 *   history the simulator keeps; fewer when it has less) of the bot's symbol
 *   (a combo: its first leg's; a DCA: its first pair's), WINDOW_HOURS long,
 *   the 2 largest falls and 2 largest rises, never one stretch twice;
 * - each window runs on 5-minute candles of every symbol the bot trades
 *   (aligned on common open times), replayed from today's price, with the
 *   watch a new bot has (futures: alert 10 %, no guard).
 */
// The engine's StressWindow and StressOutcome: their one statement is in contracts (stress.ts); the engine is held to it through `StressEngine` below.
import type { StressOutcomeView, StressWindowView } from '@tb/contracts';
import { alignRows, candleSeries, fetchCandleHistory, yieldToBrowser, type KlineRow } from '../backtest';

export const HISTORY_DAYS = 90;
export const WINDOW_HOURS = 72;
export const WINDOWS_PER_DIRECTION = 2;
const HOUR = 3_600_000;
export const STEP_MS = 300_000;

/** A job as this module sees it (the engine's `StressJob`: its kind, read to tell a spot job). */
export type StressJobLike = { readonly kind: string };
// the intervals this module builds (the engine's CandleSeries takes each)
type Series = ReturnType<typeof candleSeries<'1h' | '5m'>>;

/** What the run needs of the engine (its `STRESS_ENGINE`; module comment). */
export interface StressEngine<J extends StressJobLike = StressJobLike> {
  symbols(job: J): string[];
  ticks(job: J, symbol: string, price: string): number;
  windows(series: Series, length: number, count: number): StressWindowView[];
  short(windows: readonly StressWindowView[], count: number): boolean;
  run(job: J, candles: Readonly<Record<string, Series>>): StressOutcomeView;
}
/** The consumer's module loaded on the first run: the engine and its worker (null where none can start). */
export interface StressLoad<J extends StressJobLike = StressJobLike> {
  readonly engine: StressEngine<J>;
  readonly startWorker: () => Worker | null;
}

export type StressProgress = { phase: 'history'; done: number; total: number } | { phase: 'window'; n: number; total: number };
export interface StressRow {
  readonly window: StressWindowView;
  readonly outcome: StressOutcomeView;
}

/** The message a worker gets, and what it answers. */
export interface StressRequest<J extends StressJobLike = StressJobLike> {
  readonly job: J;
  readonly windows: readonly { readonly window: StressWindowView; readonly rows: Readonly<Record<string, readonly KlineRow[]>> }[];
}
export type StressReply = { type: 'progress'; n: number } | { type: 'done'; rows: StressRow[] } | { type: 'error'; message: string };

/** Runs the windows' candles through the engine (the worker's body, and the in-thread fallback's). */
export function runWindows<J extends StressJobLike>(engine: StressEngine<J>, request: StressRequest<J>, onWindow: (n: number) => void): StressRow[] {
  const { job } = request;
  return request.windows.map(({ window, rows }, i) => {
    const candles = Object.fromEntries(Object.entries(rows).map(([symbol, list]) => [symbol, candleSeries(symbol, '5m' as const, STEP_MS, list, (price) => engine.ticks(job, symbol, price))]));
    const outcome = engine.run(job, candles);
    onWindow(i + 1);
    return { window, outcome };
  });
}

/** The body of a consumer's stress.worker.ts: answers each request with progress per window, then the rows. */
export function serveStressWorker<J extends StressJobLike>(engine: StressEngine<J>): void {
  const scope = self as unknown as { onmessage: ((e: MessageEvent<StressRequest<J>>) => void) | null; postMessage(m: StressReply): void };
  scope.onmessage = (e) => {
    try {
      const rows = runWindows(engine, e.data, (n) => scope.postMessage({ type: 'progress', n }));
      scope.postMessage({ type: 'done', rows });
    } catch (error) {
      scope.postMessage({ type: 'error', message: error instanceof Error ? error.message : String(error) });
    }
  };
}

/**
 * A consumer's worker, or null where none can start (no Worker, a policy
 * refusing it): the run then goes on in the page, one window a frame. The
 * consumer writes `new Worker(new URL('./stress.worker.ts', import.meta.url))`
 * in its own stress-load.ts (webpack bundles the worker from that pattern;
 * jest, which cannot load `import.meta`, never imports that module).
 */
export function safeWorker(start: () => Worker): Worker | null {
  if (typeof Worker === 'undefined') return null;
  try {
    return start();
  } catch {
    return null;
  }
}

/** Whether the history had no room for WINDOWS_PER_DIRECTION separate windows of each direction (engine `windowsAreShort`): the page says so. */
export const shortHistory = (engine: Pick<StressEngine, 'short'>, rows: readonly StressRow[]): boolean => rows.length > 0 && engine.short(rows.map((r) => r.window), WINDOWS_PER_DIRECTION);

export async function runStress<J extends StressJobLike>(args: { job: J; load: StressLoad<J>; now: number; signal: AbortSignal; onProgress: (p: StressProgress) => void }): Promise<StressRow[]> {
  const { job, now, signal, onProgress } = args;
  const { engine } = args.load;
  const symbols = engine.symbols(job);
  const first = symbols[0];
  const hourly = HISTORY_DAYS * 24;
  const perWindow = Math.ceil((WINDOW_HOURS * HOUR) / STEP_MS / 1000) * symbols.length;
  const total = Math.ceil(hourly / 1000) + 2 * WINDOWS_PER_DIRECTION * perWindow;
  let done = 0;
  const page = () => onProgress({ phase: 'history', done: ++done, total });
  const history = await fetchCandleHistory({ symbol: first, interval: '1h', intervalMs: HOUR, candles: hourly, now, signal, onPage: page });
  const series = candleSeries(first, '1h' as const, HOUR, history, (price) => engine.ticks(job, first, price));
  const windows = engine.windows(series, WINDOW_HOURS, WINDOWS_PER_DIRECTION);
  if (windows.length === 0) return [];
  const request: { job: J; windows: StressRequest<J>['windows'][number][] } = { job, windows: [] };
  for (const window of windows) {
    const rows: Record<string, KlineRow[]> = {};
    for (const symbol of symbols) rows[symbol] = await fetchCandleHistory({ symbol, interval: '5m', intervalMs: STEP_MS, candles: (WINDOW_HOURS * HOUR) / STEP_MS, now: window.to, signal, onPage: page });
    request.windows.push({ window, rows: alignRows(rows) });
  }
  onProgress({ phase: 'window', n: 0, total: windows.length });
  const inThread = async (): Promise<StressRow[]> => {
    const out: StressRow[] = [];
    for (const w of request.windows) {
      await yieldToBrowser();
      if (signal.aborted) throw new DOMException('aborted', 'AbortError');
      out.push(...runWindows(engine, { job, windows: [w] }, () => onProgress({ phase: 'window', n: out.length + 1, total: windows.length })));
    }
    return out;
  };
  const worker = args.load.startWorker();
  if (worker === null) return inThread();
  return new Promise<StressRow[]>((resolve, reject) => {
    let heard = false;
    const stop = () => {
      worker.terminate();
      reject(new DOMException('aborted', 'AbortError'));
    };
    signal.addEventListener('abort', stop, { once: true });
    worker.onmessage = (e: MessageEvent<StressReply>) => {
      heard = true;
      const m = e.data;
      if (m.type === 'progress') onProgress({ phase: 'window', n: m.n, total: windows.length });
      else {
        signal.removeEventListener('abort', stop);
        worker.terminate();
        if (m.type === 'done') resolve(m.rows);
        else reject(new Error(m.message));
      }
    };
    worker.onerror = (e) => {
      signal.removeEventListener('abort', stop);
      worker.terminate();
      // a worker that could not even start (its script refused, a policy): the same run in this thread
      if (!heard) inThread().then(resolve, reject);
      else reject(new Error(e.message || 'the stress worker failed'));
    };
    worker.postMessage(request);
  });
}
