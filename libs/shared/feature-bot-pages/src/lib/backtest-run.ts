import { useEffect, useRef, useState } from 'react';
import { exchangeNow } from './server-clock';
import type { BacktestProgress } from './backtest';

/** Where a create page's backtest preview is: loading history with its progress, done with a summary, or failed (refused: the engine refuses the parameters). */
export type BacktestRunState<S> = { kind: 'running'; progress: BacktestProgress } | { kind: 'done'; summary: S } | { kind: 'failed'; reason: string; refused: boolean };

/** The progress bar's value of a run: history pages up to 90 %, the simulation the rest. */
export const backtestProgressValue = (p: BacktestProgress): number => (p.phase === 'computing' ? 95 : Math.round((p.done / Math.max(1, p.total)) * 90));

export interface BacktestRunArgs {
  /** The exchange's time (its clock may run faster than the browser's). */
  now: number;
  signal: AbortSignal;
  onProgress: (progress: BacktestProgress) => void;
}

/**
 * Runs a create page's backtest preview ONCE for the panel that shows it
 * (the page remounts the panel — a new `key` — to run again): `run` gets the
 * exchange's time, an abort signal (the panel going away stops the history
 * paging) and a progress callback; its result is the summary, and an error
 * of class `refusedClass` is the engine refusing the parameters.
 */
export function useBacktestRun<S>(run: (args: BacktestRunArgs) => Promise<S>, refusedClass: new (...args: never[]) => Error, totalPages: number): BacktestRunState<S> {
  const [state, setState] = useState<BacktestRunState<S>>({ kind: 'running', progress: { phase: 'fetching', done: 0, total: totalPages } });
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return undefined;
    started.current = true;
    const controller = new AbortController();
    const live = () => !controller.signal.aborted;
    run({ now: exchangeNow(), signal: controller.signal, onProgress: (progress) => live() && setState({ kind: 'running', progress }) })
      .then((summary) => live() && setState({ kind: 'done', summary }))
      .catch((error: unknown) => live() && setState({ kind: 'failed', reason: error instanceof Error ? error.message : String(error), refused: error instanceof refusedClass }));
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one run per panel (the page remounts it to run again)
  }, []);
  return state;
}
