import { useId } from 'react';
import type { FuturesContract, MartingaleInput } from '@tb/engine';
import { backtestProgressValue, useBacktestRun } from '@tb/feature-bot-pages';
import { Button, ProfitPill, ProgressBar } from '@tb/ui';
import { LineChart } from '@tb/ui-charts';
import { formatAmount, formatDateTime, formatPercent } from '@tb/util-format';
import { useMartCreateT } from '../i18n';
import { Facts } from './Facts';
import { BacktestRefused, pagesFor, runMartBacktest, BACKTEST_DAYS, type MartBacktestSummary } from './backtest-run';

export interface BacktestPanelProps {
  symbol: string;
  base: string;
  coin: string;
  contract: FuturesContract;
  input: MartingaleInput;
  /** The form changed since this run. */
  stale: boolean;
  onRunAgain: () => void;
}

/**
 * The backtest preview of the parameters as they were when asked for: the
 * last seven days of 1-minute prices through the engine's martingale
 * backtest, with progress while the history loads, then PnL, APR, rounds
 * with their adds, drawdown and liquidations, and the PnL curve.
 */
export default function BacktestPanel({ symbol, base, coin, contract, input, stale, onRunAgain }: BacktestPanelProps) {
  const t = useMartCreateT();
  const locale = t.language;
  const headingId = useId();
  const state = useBacktestRun<MartBacktestSummary>((run) => runMartBacktest({ symbol, base, coin, contract, input, ...run }), BacktestRefused, pagesFor(BACKTEST_DAYS * 1440));
  const money = (v: string) => formatAmount(v, coin, { locale });
  return (
    <section className="mart-card mart-backtest" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('backtest.heading')}</h2>
      {state.kind === 'running' ? (
        <div>
          <ProgressBar value={backtestProgressValue(state.progress)} label={t('backtest.progress')} />
          <p role="status">{state.progress.phase === 'fetching' ? t('backtest.fetching', { done: state.progress.done, total: state.progress.total }) : t('backtest.computing')}</p>
        </div>
      ) : null}
      {state.kind === 'failed' ? <p role="alert">{state.refused ? t('backtest.refused') : t('backtest.failed', { reason: state.reason })}</p> : null}
      {state.kind === 'done' ? (
        <>
          <ProfitPill amount={state.summary.pnl} coin={coin} locale={locale} label={t('backtest.pnl')} />
          <Facts
            items={[
              [t('backtest.apr'), formatPercent(state.summary.apr, { locale }), true],
              [t('backtest.rounds'), state.summary.rounds, true],
              [t('backtest.adds'), state.summary.adds, true],
              [t('backtest.drawdown'), formatPercent(state.summary.maxDrawdown, { locale }), true],
              [t('backtest.liquidations'), state.summary.liquidations, true],
              [t('backtest.period'), t('backtest.days', { count: Math.round(state.summary.days) })],
            ]}
          />
          <LineChart
            times={state.summary.times}
            series={[{ key: 'pnl', label: t('backtest.pnl'), values: state.summary.total, color: 'var(--tb-accent)' }]}
            summary={`${t('backtest.pnl')}: ${money(state.summary.pnl)}`}
            empty={t('backtest.failed', { reason: '—' })}
            formatValue={(v) => formatAmount(String(v), coin, { locale })}
            formatTime={(ms) => formatDateTime(ms, { locale, style: 'dayMonth' })}
          />
        </>
      ) : null}
      {stale && state.kind !== 'running' ? <p className="tb-field__hint">{t('backtest.stale')}</p> : null}
      {state.kind !== 'running' ? (
        <Button variant="secondary" onClick={onRunAgain}>
          {t('backtest.again')}
        </Button>
      ) : null}
    </section>
  );
}
