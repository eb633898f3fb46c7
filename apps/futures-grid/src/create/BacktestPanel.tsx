import { useEffect, useState } from 'react';
import { useCheckMessage, type BacktestProgress } from '@tb/feature-bot-pages';
import type { FuturesContractState } from '@tb/futures-feature';
import { Button, Fact, ProgressBar } from '@tb/ui';
import { formatAmount, formatCount, formatDecimal, formatPercent, formatPnl } from '@tb/util-format';
import { futuresGridCreateStrings } from '../i18n';
import { createBacktestEn } from '../i18n/create-en-backtest';
import { BACKTEST_DAYS, runBacktest, type BacktestOutcome } from './backtest-run';
import type { FgridFormValues } from './form';

// this part's own words arrive with its chunk
futuresGridCreateStrings.addEnglish(createBacktestEn);

export interface BacktestPanelProps {
  values: FgridFormValues;
  futures: Extract<FuturesContractState, { status: 'ready' }>;
  /** The parameters pass the validator now. */
  valid: boolean;
  onClose: () => void;
}

type Run = { state: 'running'; progress: BacktestProgress } | { state: 'done'; outcome: BacktestOutcome } | { state: 'failed'; message: string };

/**
 * The backtest preview: progress while the history is fetched page by page
 * and while the engine simulates, then the PnL (grid profit, funding, fees),
 * fills, max drawdown, liquidation events and APR. It runs again when the
 * parameters change; Stop abandons a run.
 */
export default function BacktestPanel({ values, futures, valid, onClose }: BacktestPanelProps) {
  const t = futuresGridCreateStrings.useT();
  const locale = t.language;
  const coin = futures.config.coin;
  const key = JSON.stringify(values);
  // each run is kept with the parameters it ran for: new parameters read as a new run starting
  const [latest, setLatest] = useState<{ key: string; run: Run } | null>(null);
  const run: Run = latest?.key === key ? latest.run : { state: 'running', progress: { phase: 'fetching', done: 0, total: 1 } };
  useEffect(() => {
    if (!valid) return undefined;
    const abort = new AbortController();
    const report = (next: Run) => {
      if (!abort.signal.aborted) setLatest({ key, run: next });
    };
    runBacktest(values, futures, (progress) => report({ state: 'running', progress }), abort.signal).then(
      (outcome) => report({ state: 'done', outcome }),
      (error: unknown) => report({ state: 'failed', message: error instanceof Error ? error.message : String(error) }),
    );
    return () => abort.abort();
    // `key` stands for `values`
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, futures, valid]);
  const refused = run.state === 'done' && !run.outcome.ok ? run.outcome.validation : undefined;
  const refusedText = useCheckMessage(refused?.check_code, refused ? { ...refused } : undefined, coin);
  const money = (v: string) => formatAmount(v, coin, { locale });

  let body;
  if (!valid) body = <p className="tb-fu-note">{t('backtest.invalid')}</p>;
  else if (run.state === 'running') {
    const { progress } = run;
    body = (
      <div>
        <ProgressBar label={t('backtest.progress')} value={progress.phase === 'fetching' ? progress.done : 1} max={progress.phase === 'fetching' ? progress.total : 1} />
        <p className="tb-fu-note" role="status">
          {progress.phase === 'fetching' ? t('backtest.fetching', { done: progress.done, total: progress.total }) : t('backtest.computing')}
        </p>
        <Button size="sm" onClick={onClose}>
          {t('backtest.cancel')}
        </Button>
      </div>
    );
  } else if (run.state === 'failed') {
    body = (
      <p className="tb-fu-note tb-fu-note--danger" role="alert">
        {t('backtest.failed', { message: run.message })}
      </p>
    );
  } else if (!run.outcome.ok) {
    body = (
      <p className="tb-fu-note tb-fu-note--danger" role="alert">
        {refusedText?.message ?? t('backtest.invalid')}
      </p>
    );
  } else {
    const f = run.outcome.figures;
    body = (
      <dl className="tb-fu-facts">
        <Fact term={t('backtest.totalPnl')} className="tb-fu-fact" ltr>{formatPnl(f.totalPnl, coin, { locale })}</Fact>
        <Fact term={t('backtest.gridProfit')} className="tb-fu-fact" ltr>{money(f.gridProfit)}</Fact>
        <Fact term={t('backtest.funding')} className="tb-fu-fact" ltr>{formatPnl(f.funding, coin, { locale })}</Fact>
        <Fact term={t('backtest.fees')} className="tb-fu-fact" ltr>{money(f.fees)}</Fact>
        <Fact term={t('backtest.fills')} className="tb-fu-fact" ltr>{formatCount(f.fills, { locale })}</Fact>
        <Fact term={t('backtest.drawdown')} className="tb-fu-fact" ltr>{formatPercent(f.maxDrawdown.toFixed(6), { locale })}</Fact>
        <Fact term={t('backtest.liquidations')} className="tb-fu-fact" ltr>{formatCount(f.liquidations, { locale })}</Fact>
        <Fact term={t('backtest.apr')} className="tb-fu-fact" ltr>{formatPercent(f.totalApr.toFixed(6), { locale })}</Fact>
        <Fact term={t('backtest.days')} className="tb-fu-fact" ltr>{formatDecimal(f.days.toFixed(2), { locale, maxDecimals: 2 })}</Fact>
      </dl>
    );
  }
  return (
    <section className="fg-backtest tb-fu-card" aria-label={t('backtest.title')} aria-busy={run.state === 'running' && valid}>
      <h2 className="tb-fu-card__title">{t('backtest.title')}</h2>
      <p className="tb-fu-note tb-fu-small">{t('backtest.intro', { days: BACKTEST_DAYS })}</p>
      {body}
    </section>
  );
}
