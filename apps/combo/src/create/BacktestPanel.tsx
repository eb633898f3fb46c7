import type { ComboContracts, ComboInput } from '@tb/engine';
import { BacktestSection, pagesFor, useBacktestRun, useBotPageT } from '@tb/feature-bot-pages';
import { Fact, ProfitPill } from '@tb/ui';
import { LineChart } from '@tb/ui-charts';
import { formatAmount, formatDateTime, formatPercent } from '@tb/util-format';
import { comboCreateStrings, useComboCreateT } from '../i18n';
import { createBacktestEn } from '../i18n/create-en-backtest';
import { BACKTEST_CANDLES, BacktestRefused, runComboBacktest, type ComboBacktestSummary } from './backtest-run';

// this part's own words arrive with its chunk
comboCreateStrings.addEnglish(createBacktestEn);

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
  const botT = useBotPageT();
  const locale = t.language;
  const state = useBacktestRun<ComboBacktestSummary>((run) => runComboBacktest({ input, contracts, ...run }), BacktestRefused, pagesFor(BACKTEST_CANDLES) * input.symbol_settings.length);
  const money = (v: string | number) => formatAmount(String(v), coin, { locale });
  return (
    <BacktestSection state={state} stale={stale} onRunAgain={onRunAgain} className="combo-card">
      {(summary) => (
        <>
          <ProfitPill amount={summary.pnl} coin={coin} locale={locale} label={t('backtest.pnl')} />
          <dl className="combo-facts">
            <Fact term={t('backtest.apr')} ltr>
              {formatPercent(summary.apr, { locale })}
            </Fact>
            <Fact term={t('backtest.rebalances')} ltr>
              {summary.rebalances}
            </Fact>
            <Fact term={t('backtest.drawdown')} ltr>
              {formatPercent(summary.maxDrawdown, { locale })}
            </Fact>
            <Fact term={t('backtest.liquidations')} ltr>
              {summary.liquidations}
            </Fact>
            <Fact term={t('backtest.period')}>{t('backtest.days', { count: Math.round(summary.days) })}</Fact>
          </dl>
          <figure className="combo-chart" aria-label={t('backtest.chart')}>
            <LineChart
              times={summary.times}
              series={[
                { key: 'total', label: t('backtest.pnl'), values: summary.total, color: 'var(--tb-accent)' },
                ...summary.legs.map((leg, i) => ({ key: leg.symbol, label: t('backtest.legPnl', { symbol: leg.symbol }), values: leg.pnl, color: LEG_COLORS[i % LEG_COLORS.length] })),
              ]}
              summary={`${t('backtest.pnl')}: ${money(summary.pnl)}`}
              empty={botT('chart.empty')}
              formatValue={(v) => money(v)}
              formatTime={(ms) => formatDateTime(ms, { locale, style: 'dayMonth' })}
            />
          </figure>
        </>
      )}
    </BacktestSection>
  );
}
