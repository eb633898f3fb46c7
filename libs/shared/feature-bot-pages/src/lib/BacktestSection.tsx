import { useId, type ReactNode } from 'react';
import { Button, ProgressBar } from '@tb/ui';
import { backtestProgressValue, type BacktestRunState } from './backtest-run';
import { enBacktest } from './locales/en-create-parts';
import { useBotPageT } from './strings';

export interface BacktestSectionProps<S> {
  /** The run (`useBacktestRun`). */
  state: BacktestRunState<S>;
  /** The form changed since this run. */
  stale: boolean;
  onRunAgain: () => void;
  /** The kind's figures of a finished run. */
  children: (summary: S) => ReactNode;
  className?: string;
}

/**
 * A create page's backtest preview around the kind's own figures: the
 * heading, progress while the history loads and the simulation runs, the
 * failure (or the engine's refusal) in words, the figures of a finished run
 * (`children`), a note when the form changed since, and "Run again".
 */
export function BacktestSection<S>({ state, stale, onRunAgain, children, className }: BacktestSectionProps<S>) {
  const t = useBotPageT(enBacktest);
  const headingId = useId();
  return (
    <section className={className} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('backtest.heading')}</h2>
      {state.kind === 'running' ? (
        <div>
          <ProgressBar value={backtestProgressValue(state.progress)} label={t('backtest.progress')} />
          <p role="status">{state.progress.phase === 'fetching' ? t('backtest.fetching', { done: state.progress.done, total: state.progress.total }) : t('backtest.computing')}</p>
        </div>
      ) : null}
      {state.kind === 'failed' ? <p role="alert">{state.refused ? t('backtest.refused') : t('backtest.failed', { reason: state.reason })}</p> : null}
      {state.kind === 'done' ? children(state.summary) : null}
      {stale && state.kind !== 'running' ? <p className="tb-field__hint">{t('backtest.stale')}</p> : null}
      {state.kind !== 'running' ? (
        <Button variant="secondary" onClick={onRunAgain}>
          {t('backtest.again')}
        </Button>
      ) : null}
    </section>
  );
}
