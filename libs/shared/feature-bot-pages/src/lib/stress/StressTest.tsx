import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { enStress } from '../locales/en-stress';
import { exchangeNow } from '../server-clock';
import { botPageStrings } from '../strings';
import { Button, ProgressBar } from '@tb/ui';
import type { StressJobLike, StressLoad, StressProgress, StressRow } from './stress-run';

// the results table, fetched with the run's engines (the same chunk) and shown once they answered
const loadResults = () => import(/* webpackChunkName: "bot-stress" */ './StressResults');
const StressResults = lazy(loadResults);

export interface StressTestProps<J extends StressJobLike = StressJobLike> {
  /** The form's parameters as the kind's backtest takes them (the engine's `StressJob`); null while the form is incomplete. */
  readonly job: J | null;
  readonly locale: string;
  /** The consumer's stress-load module (stress-run.ts `StressLoad`: the engine and its worker), imported on the first run. */
  readonly load: () => Promise<StressLoad<J>>;
}

/** The kinds that borrow nothing (no liquidation, no margin ratio). */
const SPOT_KINDS = new Set(['spot_grid', 'dca']);

type State = { kind: 'idle' } | { kind: 'running'; progress: StressProgress } | { kind: 'done'; rows: StressRow[]; job: string; short: { count: number; hours: number } | null } | { kind: 'failed'; reason: string };

/**
 * The stress test before create (issue 31), one action on every futures
 * create page and the spot grid and DCA ones: the form's parameters through
 * the largest falls and rises of the market history, in a Web Worker with
 * progress, then per window (named by its move and dates): max drawdown and
 * return, and for a futures bot liquidated or not and the worst margin
 * ratio — a spot bot borrows nothing, so those two columns are left out and
 * a note says why. The same engines as the backtest (stress-run.ts, fetched
 * on the first run: a create page's first screen carries none of it).
 */
export function StressTest<J extends StressJobLike>({ job, locale, load }: StressTestProps<J>) {
  const t = botPageStrings.useT(enStress);
  const [state, setState] = useState<State>({ kind: 'idle' });
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);
  const key = job === null ? '' : JSON.stringify(job);
  // a spot kind (spot grid, DCA): nothing borrowed, no liquidation or margin ratio to show
  const leveraged = job === null || !SPOT_KINDS.has(job.kind);
  const start = () => {
    if (job === null) return;
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setState({ kind: 'running', progress: { phase: 'history', done: 0, total: 1 } });
    // the engine's backtests arrive with the first run (their own chunks: the consumer's stress-load and this run)
    // the results table comes with them (its chunk: the create page's first screen does not carry it)
    Promise.all([load(), import(/* webpackChunkName: "bot-stress" */ './stress-run'), loadResults()])
      .then(async ([loaded, m]) => {
        const rows = await m.runStress({ job, load: loaded, now: exchangeNow(), signal: controller.signal, onProgress: (progress) => !controller.signal.aborted && setState({ kind: 'running', progress }) });
        return { rows, short: m.shortHistory(loaded.engine, rows) ? { count: m.WINDOWS_PER_DIRECTION, hours: m.WINDOW_HOURS } : null };
      })
      .then(({ rows, short }) => !controller.signal.aborted && setState({ kind: 'done', rows, job: key, short }))
      .catch((e: unknown) => !controller.signal.aborted && setState({ kind: 'failed', reason: e instanceof Error ? e.message : String(e) }));
  };
  const refusedAny = state.kind === 'done' && state.rows.some((r) => r.outcome.refused !== null);
  return (
    <section className="tb-bp-card tb-bp-stress" aria-labelledby="tb-bp-stress-title">
      <h2 id="tb-bp-stress-title">{t('stress.title')}</h2>
      <p className="tb-bp-note">{t('stress.intro')}</p>
      {leveraged ? null : <p className="tb-bp-note">{t('stress.spotNote')}</p>}
      <Button variant="secondary" onClick={start} disabled={job === null || state.kind === 'running'}>
        {t('stress.run')}
      </Button>
      {job === null ? <p className="tb-bp-note">{t('stress.incomplete')}</p> : null}
      {state.kind === 'running' ? (
        <div>
          <ProgressBar label={t('stress.progress')} value={state.progress.phase === 'history' ? state.progress.done : state.progress.n} max={state.progress.total} />
          <p className="tb-bp-note" role="status">
            {state.progress.phase === 'window' ? t('stress.running', { n: Math.min(state.progress.total, state.progress.n + 1), total: state.progress.total }) : t('stress.progress')}
          </p>
        </div>
      ) : null}
      {state.kind === 'failed' ? (
        <p className="tb-bp-note tb-bp-note--danger" role="alert">
          {t('stress.failed', { reason: state.reason })}
        </p>
      ) : null}
      {state.kind === 'done' ? (
        state.rows.length === 0 ? (
          <p className="tb-bp-note">{t('stress.noHistory')}</p>
        ) : (
          <>
            {state.short ? <p className="tb-bp-note">{t('stress.short', { count: String(state.short.count), hours: String(state.short.hours) })}</p> : null}
            <Suspense fallback={null}>
              <StressResults rows={state.rows} leveraged={leveraged} refusedAny={refusedAny} locale={locale} />
            </Suspense>
          </>
        )
      ) : null}
    </section>
  );
}
