/**
 * The stress test's work outside the engine (issue 31): find the worst
 * windows of the history the exchange serves, fetch each window's candles,
 * and hand them to the engine's `stressRun` — in a Web Worker (stress.worker.ts)
 * so the page stays responsive, with progress per window; where no worker
 * can start (tests, an old browser) in this thread, one window per frame.
 *
 * Design (engine backtest/stress.ts has the window rule):
 * - windows are found on the hourly candles of the last HISTORY_DAYS (the
 *   history the simulator keeps; fewer when it has less) of the bot's symbol
 *   (a combo: its first leg's), WINDOW_HOURS long, the 2 largest falls and 2
 *   largest rises;
 * - each window runs on 5-minute candles of every symbol the bot trades
 *   (aligned on common open times), replayed from today's price, with the
 *   bot's default liquidation watch (alert 10 %, no guard) as a new bot has.
 */
import { priceToTicks, windowsAreShort, worstWindows, stressRun as engineStressRun, type FuturesContract, type StressJob, type StressOutcome, type StressWindow, DEFAULT_ALERT_RATE, stressSymbols } from '@tb/engine';
import { alignRows, candleSeries, fetchCandleHistory, yieldToBrowser, type KlineRow } from '@tb/feature-bot-pages';

export const HISTORY_DAYS = 90;
export const WINDOW_HOURS = 72;
export const WINDOWS_PER_DIRECTION = 2;
const HOUR = 3_600_000;
export const STEP_MS = 300_000;

export type StressProgress = { phase: 'history'; done: number; total: number } | { phase: 'window'; n: number; total: number };
export interface StressRow {
  readonly window: StressWindow;
  readonly outcome: StressOutcome;
}

/** Whether the history had no room for WINDOWS_PER_DIRECTION separate windows of each direction (engine `windowsAreShort`): the page says so. */
export const shortHistory = (rows: readonly StressRow[]): boolean => rows.length > 0 && windowsAreShort(rows.map((r) => r.window), WINDOWS_PER_DIRECTION);

/** The contract of a symbol of the job. */
export function contractOfJob(job: StressJob, symbol: string): FuturesContract {
  return job.kind === 'combo' ? job.contracts[symbol] : job.contract;
}

/** The message a worker gets, and what it answers (stress.worker.ts). */
export interface StressRequest {
  readonly job: StressJob;
  readonly windows: readonly { readonly window: StressWindow; readonly rows: Readonly<Record<string, readonly KlineRow[]>> }[];
}
export type StressReply = { type: 'progress'; n: number } | { type: 'done'; rows: StressRow[] } | { type: 'error'; message: string };

/** Runs the windows' candles through the engine (the worker's body, and the in-thread fallback's). */
export function runWindows(request: StressRequest, onWindow: (n: number) => void): StressRow[] {
  const { job } = request;
  return request.windows.map(({ window, rows }, i) => {
    const candles = Object.fromEntries(
      Object.entries(rows).map(([symbol, list]) => [symbol, candleSeries(symbol, '5m' as const, STEP_MS, list, (price) => priceToTicks(contractOfJob(job, symbol).market, price, 'price', 'half-up'))]),
    );
    const outcome = stressRun(job, candles);
    onWindow(i + 1);
    return { window, outcome };
  });
}

/** The engine's run with the watch a new bot has. */
function stressRun(job: StressJob, candles: Parameters<typeof engineStressRun>[1]): StressOutcome {
  return engineStressRun(job, candles, { alert: DEFAULT_ALERT_RATE, guard: null });
}

/** Starts the worker, or null where none can start (the caller runs in this thread). */
export type WorkerFactory = () => Worker | null;

export async function runStress(args: { job: StressJob; now: number; signal: AbortSignal; onProgress: (p: StressProgress) => void; worker?: WorkerFactory }): Promise<StressRow[]> {
  const { job, now, signal, onProgress } = args;
  const symbols = stressSymbols(job);
  const first = symbols[0];
  const hourly = HISTORY_DAYS * 24;
  const perWindow = Math.ceil((WINDOW_HOURS * HOUR) / STEP_MS / 1000) * symbols.length;
  const total = Math.ceil(hourly / 1000) + 2 * WINDOWS_PER_DIRECTION * perWindow;
  let done = 0;
  const page = () => onProgress({ phase: 'history', done: ++done, total });
  const history = await fetchCandleHistory({ symbol: first, interval: '1h', intervalMs: HOUR, candles: hourly, now, signal, onPage: page });
  const series = candleSeries(first, '1h' as const, HOUR, history, (price) => priceToTicks(contractOfJob(job, first).market, price, 'price', 'half-up'));
  const windows = worstWindows(series, WINDOW_HOURS, WINDOWS_PER_DIRECTION);
  if (windows.length === 0) return [];
  const request: { job: StressJob; windows: StressRequest['windows'][number][] } = { job, windows: [] };
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
      out.push(...runWindows({ job, windows: [w] }, () => onProgress({ phase: 'window', n: out.length + 1, total: windows.length })));
    }
    return out;
  };
  // the factory's module holds `import.meta` (webpack's worker chunk): imported only when a run gets here
  const worker = (args.worker ?? (await import('./worker-factory')).startStressWorker)();
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
