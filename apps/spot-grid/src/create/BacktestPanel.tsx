import { useEffect, useRef, useState } from 'react';
import { useT } from '@tb/i18n';
import { exchangeNow } from '@tb/feature-bot-pages';
import { Button, ProfitPill, ProgressBar } from '@tb/ui';
import { formatAmount, formatDateTime, formatDecimal, formatPercent, formatSignedPercent } from '@tb/util-format';
import type { SpotSymbolItem } from '../api/types';
import { LineChart } from '@tb/ui-charts';
import { NAMESPACE, type Translations } from '../i18n';
import type { GridFormValues } from './form';
import { BacktestInputError, runBacktest, type BacktestProgress, type BacktestSummary } from './backtest-run';
import '../detail/part';

export const BACKTEST_DAYS = 7;

type State = { kind: 'idle' } | { kind: 'running'; progress: BacktestProgress } | { kind: 'done'; summary: BacktestSummary; key: string } | { kind: 'failed'; reason: string; invalid: boolean };

export function progressValue(progress: BacktestProgress): number {
  return progress.phase === 'computing' ? 95 : Math.round((progress.done / progress.total) * 90);
}

/**
 * The backtest preview: the PnL curve of these parameters over the last
 * seven days of 1-minute prices, with APR, max drawdown, trades and fills per
 * day. Runs on demand (and starts once when opened); shows progress while the
 * history loads; says when the parameters changed since the run.
 */
export default function BacktestPanel({ item, values, trailingStopAllowed, valid }: { item: SpotSymbolItem; values: GridFormValues; trailingStopAllowed: boolean; valid: boolean }) {
  const t = useT<Translations>(NAMESPACE);
  const locale = t.language;
  const [state, setState] = useState<State>({ kind: 'idle' });
  const abort = useRef<AbortController | null>(null);
  const key = JSON.stringify(values);

  const start = () => {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    const runKey = key;
    setState({ kind: 'running', progress: { phase: 'fetching', done: 0, total: Math.ceil((BACKTEST_DAYS * 1440) / 1000) } });
    runBacktest({ item, values, trailingStopAllowed, days: BACKTEST_DAYS, now: exchangeNow(), signal: controller.signal, onProgress: (progress) => !controller.signal.aborted && setState({ kind: 'running', progress }) })
      .then((summary) => !controller.signal.aborted && setState({ kind: 'done', summary, key: runKey }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ kind: 'failed', reason: error instanceof Error ? error.message : String(error), invalid: error instanceof BacktestInputError });
      });
  };

  // run once when the panel opens
  const started = useRef(false);
  const section = useRef<HTMLElement>(null);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    section.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
    start();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only on open
  }, []);
  useEffect(() => () => abort.current?.abort(), []);

  const quote = item.quote_coin;
  return (
    <section ref={section} className="sg-card sg-backtest" aria-labelledby="sg-backtest-title" aria-busy={state.kind === 'running'}>
      <header className="sg-card__header">
        <h2 id="sg-backtest-title">{t('backtest.title')}</h2>
        <Button size="sm" onClick={start} disabled={!valid || state.kind === 'running'}>
          {state.kind === 'idle' ? t('backtest.run') : t('backtest.rerun')}
        </Button>
      </header>
      <p className="tb-muted">{t('backtest.intro', { days: BACKTEST_DAYS })}</p>
      {state.kind === 'running' ? (
        <div className="sg-backtest__progress">
          <ProgressBar value={progressValue(state.progress)} label={t('backtest.progress')} />
          <p role="status">{state.progress.phase === 'fetching' ? t('backtest.fetching', { done: state.progress.done, total: state.progress.total }) : t('backtest.computing')}</p>
        </div>
      ) : null}
      {state.kind === 'failed' ? (
        <p role="alert" className="sg-error">
          {state.invalid ? t('backtest.invalid') : t('backtest.failed', { reason: state.reason })}
        </p>
      ) : null}
      {state.kind === 'done' ? (
        <>
          {state.key !== key ? (
            <p className="sg-banner" role="status">
              {t('backtest.stale')}
            </p>
          ) : null}
          <LineChart
            times={state.summary.times}
            series={[
              { key: 'total', label: t('backtest.totalPnl'), values: state.summary.totalPnl, color: 'var(--tb-accent)' },
              { key: 'grid', label: t('backtest.gridProfit'), values: state.summary.gridProfit, color: 'var(--tb-up)' },
            ]}
            summary={t('chart.summary', {
              label: t('backtest.chart'),
              first: formatAmount(0, quote, { locale }),
              last: formatAmount(state.summary.totalPnlText, quote, { locale }),
              min: formatAmount(Math.min(...state.summary.totalPnl), quote, { locale }),
              max: formatAmount(Math.max(...state.summary.totalPnl), quote, { locale }),
            })}
            empty={t('chart.empty')}
            formatValue={(v) => formatDecimal(v, { locale, significant: 4, maxDecimals: 4 })}
            formatTime={(time) => formatDateTime(time, { locale, style: 'dayMonth' })}
          />
          <dl className="sg-stats">
            <div>
              <dt>{t('backtest.totalPnl')}</dt>
              <dd>
                <ProfitPill amount={state.summary.totalPnlText} coin={quote} locale={locale} />
              </dd>
            </div>
            <div>
              <dt>{t('backtest.gridProfit')}</dt>
              <dd>
                <ProfitPill amount={state.summary.gridProfitText} coin={quote} locale={locale} />
              </dd>
            </div>
            <div>
              <dt>{t('backtest.apr')}</dt>
              <dd>
                <bdi dir="ltr">{formatSignedPercent(state.summary.totalApr, { locale })}</bdi>
              </dd>
            </div>
            <div>
              <dt>{t('backtest.maxDrawdown')}</dt>
              <dd>
                <bdi dir="ltr">{formatPercent(state.summary.maxDrawdown, { locale })}</bdi>
              </dd>
            </div>
            <div>
              <dt>{t('backtest.trades')}</dt>
              <dd>
                <bdi dir="ltr">{formatDecimal(state.summary.trades, { locale })}</bdi>
              </dd>
            </div>
            <div>
              <dt>{t('backtest.fillsPerDay')}</dt>
              <dd>
                <bdi dir="ltr">{formatDecimal(state.summary.fillsPerDay, { locale, maxDecimals: 1 })}</bdi>
              </dd>
            </div>
          </dl>
          <p className="tb-muted sg-small">{t('backtest.disclaimer')}</p>
        </>
      ) : null}
    </section>
  );
}
