import { useId } from 'react';
import type { ComboContracts, ComboInput } from '@tb/engine';
import { backtestProgressValue, pagesFor, useBacktestRun } from '@tb/feature-bot-pages';
import { Button, Fact, ProfitPill, ProgressBar } from '@tb/ui';
import { LineChart } from '@tb/ui-charts';
import { formatAmount, formatDateTime, formatPercent } from '@tb/util-format';
import { useComboCreateT } from '../i18n';
import { BACKTEST_CANDLES, BacktestRefused, runComboBacktest, type ComboBacktestSummary } from './backtest-run';

/** Colours of the per-leg curves (the total is the accent). */
const LEG_COLORS = ['var(--tb-up)', 'var(--tb-down)', 'var(--tb-warn)', 'var(--tb-muted)'];

export interface BacktestPanelProps {
  input: ComboInput;
  contracts: ComboContracts;
  coin: string;
  /** The form changed since this run. */
  stale: boolean;
  onRunAgain: () => void;
}

/**
 * The backtest preview of the combo as it was when asked for: seven days of
 * every leg's prices through the engine's `backtestCombo`, with progress
 * while the history loads, then the total PnL, APR, rebalances, max drawdown
 * and leg liquidations, and the PnL curve — the total and each leg's.
 */
export default function BacktestPanel({ input, contracts, coin, stale, onRunAgain }: BacktestPanelProps) {
  const t = useComboCreateT();
  const locale = t.language;
  const headingId = useId();
  const state = useBacktestRun<ComboBacktestSummary>((run) => runComboBacktest({ input, contracts, ...run }), BacktestRefused, pagesFor(BACKTEST_CANDLES) * input.symbol_settings.length);
  const money = (v: string | number) => formatAmount(String(v), coin, { locale });
  return (
    <section className="combo-card" aria-labelledby={headingId}>
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
          <dl className="combo-facts">
            <Fact term={t('backtest.apr')} ltr>
              {formatPercent(state.summary.apr, { locale })}
            </Fact>
            <Fact term={t('backtest.rebalances')} ltr>
              {state.summary.rebalances}
            </Fact>
            <Fact term={t('backtest.drawdown')} ltr>
              {formatPercent(state.summary.maxDrawdown, { locale })}
            </Fact>
            <Fact term={t('backtest.liquidations')} ltr>
              {state.summary.liquidations}
            </Fact>
            <Fact term={t('backtest.period')}>{t('backtest.days', { count: Math.round(state.summary.days) })}</Fact>
          </dl>
          <figure className="combo-chart" aria-label={t('backtest.chart')}>
            <LineChart
              times={state.summary.times}
              series={[
                { key: 'total', label: t('backtest.pnl'), values: state.summary.total, color: 'var(--tb-accent)' },
                ...state.summary.legs.map((leg, i) => ({ key: leg.symbol, label: t('backtest.legPnl', { symbol: leg.symbol }), values: leg.pnl, color: LEG_COLORS[i % LEG_COLORS.length] })),
              ]}
              summary={`${t('backtest.pnl')}: ${money(state.summary.pnl)}`}
              empty={t('backtest.failed', { reason: '—' })}
              formatValue={(v) => money(v)}
              formatTime={(ms) => formatDateTime(ms, { locale, style: 'dayMonth' })}
            />
          </figure>
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
