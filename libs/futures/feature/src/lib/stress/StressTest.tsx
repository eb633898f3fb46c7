import { useEffect, useRef, useState } from 'react';
import type { StressJob } from '@tb/engine';
import { futuresRiskEn, useFuturesT } from '@tb/futures-ui';
import { exchangeNow } from '@tb/feature-bot-pages';
import { Button, ProgressBar, Table, type Column } from '@tb/ui';
import { formatDateTime, formatPercent, formatSignedPercent } from '@tb/util-format';
import type { StressProgress, StressRow } from './stress-run';

export interface StressTestProps {
  /** The form's parameters as the kind's backtest takes them; null while the form is incomplete. */
  readonly job: StressJob | null;
  readonly locale: string;
}

type State = { kind: 'idle' } | { kind: 'running'; progress: StressProgress } | { kind: 'done'; rows: StressRow[]; job: string; short: { count: number; hours: number } | null } | { kind: 'failed'; reason: string };

/**
 * The stress test before create (issue 31), one action on every futures
 * create page: the form's parameters through the largest falls and rises of
 * the market history, in a Web Worker with progress, then per window
 * (named by its move and dates): liquidated or not, max drawdown, return and
 * the worst margin ratio. The same engines as the backtest (stress-run.ts,
 * fetched on the first run: a create page's first screen carries none of it).
 */
export function StressTest({ job, locale }: StressTestProps) {
  const t = useFuturesT(futuresRiskEn);
  const [state, setState] = useState<State>({ kind: 'idle' });
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);
  const key = job === null ? '' : JSON.stringify(job.kind === 'combo' ? [job.input, job.lastPrices] : [job.input, job.lastPrice]);
  const start = () => {
    if (job === null) return;
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setState({ kind: 'running', progress: { phase: 'history', done: 0, total: 1 } });
    // the engine's backtests arrive with the first run (their own chunk)
    import(/* webpackChunkName: "futures-stress" */ './stress-run')
      .then(async (m) => {
        const rows = await m.runStress({ job, now: exchangeNow(), signal: controller.signal, onProgress: (progress) => !controller.signal.aborted && setState({ kind: 'running', progress }) });
        return { rows, short: m.shortHistory(rows) ? { count: m.WINDOWS_PER_DIRECTION, hours: m.WINDOW_HOURS } : null };
      })
      .then(({ rows, short }) => !controller.signal.aborted && setState({ kind: 'done', rows, job: key, short }))
      .catch((e: unknown) => !controller.signal.aborted && setState({ kind: 'failed', reason: e instanceof Error ? e.message : String(e) }));
  };
  const pct = (x: number) => formatPercent(String(x), { locale });
  const date = (ms: number) => formatDateTime(ms, { locale, style: 'date' });
  const columns: Column<StressRow>[] = [
    {
      key: 'window',
      header: t('stress.window'),
      cell: (r) => t(r.window.direction === 'fall' ? 'stress.fall' : 'stress.rise', { change: formatSignedPercent(r.window.change, { locale }), from: date(r.window.from), to: date(r.window.to) }),
    },
    { key: 'outcome', header: t('stress.outcome'), cell: (r) => (r.outcome.refused ? r.outcome.refused : r.outcome.liquidated ? t('stress.liquidated') : t('stress.survived')) },
    { key: 'drawdown', header: t('stress.drawdown'), cell: (r) => pct(r.outcome.maxDrawdown) },
    { key: 'return', header: t('stress.return'), cell: (r) => formatSignedPercent(String(r.outcome.returnFraction), { locale }) },
    { key: 'ratio', header: t('stress.marginRatio'), cell: (r) => (r.outcome.worstMarginRatio === null ? t('stress.notOpened') : r.outcome.worstMarginRatio === '' ? t('stress.liquidated') : formatPercent(r.outcome.worstMarginRatio, { locale })) },
  ];
  return (
    <section className="tb-bp-card tb-fu-stress" aria-labelledby="tb-fu-stress-title">
      <h2 id="tb-fu-stress-title">{t('stress.title')}</h2>
      <p className="tb-fu-note">{t('stress.intro')}</p>
      <Button variant="secondary" onClick={start} disabled={job === null || state.kind === 'running'}>
        {t('stress.run')}
      </Button>
      {job === null ? <p className="tb-fu-note">{t('stress.incomplete')}</p> : null}
      {state.kind === 'running' ? (
        <div>
          <ProgressBar label={t('stress.progress')} value={state.progress.phase === 'history' ? state.progress.done : state.progress.n} max={state.progress.total} />
          <p className="tb-fu-note" role="status">
            {state.progress.phase === 'window' ? t('stress.running', { n: Math.min(state.progress.total, state.progress.n + 1), total: state.progress.total }) : t('stress.progress')}
          </p>
        </div>
      ) : null}
      {state.kind === 'failed' ? (
        <p className="tb-fu-note tb-fu-note--danger" role="alert">
          {t('stress.failed', { reason: state.reason })}
        </p>
      ) : null}
      {state.kind === 'done' ? (
        state.rows.length === 0 ? (
          <p className="tb-fu-note">{t('stress.noHistory')}</p>
        ) : (
          <>
            {state.short ? <p className="tb-fu-note">{t('stress.short', { count: String(state.short.count), hours: String(state.short.hours) })}</p> : null}
            <Table<StressRow> label={t('stress.tableLabel')} columns={columns} rows={state.rows} rowKey={(r) => `${r.window.direction}-${r.window.start}`} className="tb-bp-cards" />
          </>
        )
      ) : null}
    </section>
  );
}
