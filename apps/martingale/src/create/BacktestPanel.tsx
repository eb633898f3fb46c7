import type { FuturesContract, MartingaleInput } from '@tb/engine';
import { BacktestSection, useBacktestRun, useBotPageT } from '@tb/feature-bot-pages';
import { ProfitPill } from '@tb/ui';
import { LineChart } from '@tb/ui-charts';
import { formatAmount, formatDateTime, formatPercent } from '@tb/util-format';
import { martCreateStrings, useMartCreateT } from '../i18n';
import { createBacktestEn } from '../i18n/create-en-backtest';
import { Facts } from './Facts';
import { BacktestRefused, pagesFor, runMartBacktest, BACKTEST_DAYS, type MartBacktestSummary } from './backtest-run';

// this part's own words arrive with its chunk
martCreateStrings.addEnglish(createBacktestEn);

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
  const botT = useBotPageT();
  const locale = t.language;
  const state = useBacktestRun<MartBacktestSummary>((run) => runMartBacktest({ symbol, base, coin, contract, input, ...run }), BacktestRefused, pagesFor(BACKTEST_DAYS * 1440));
  const money = (v: string) => formatAmount(v, coin, { locale });
  return (
    <BacktestSection state={state} stale={stale} onRunAgain={onRunAgain} className="mart-card mart-backtest">
      {(summary) => (
        <>
          <ProfitPill amount={summary.pnl} coin={coin} locale={locale} label={t('backtest.pnl')} />
          <Facts
            items={[
              [t('backtest.apr'), formatPercent(summary.apr, { locale }), true],
              [t('backtest.rounds'), summary.rounds, true],
              [t('backtest.adds'), summary.adds, true],
              [t('backtest.drawdown'), formatPercent(summary.maxDrawdown, { locale }), true],
              [t('backtest.liquidations'), summary.liquidations, true],
              [t('backtest.period'), t('backtest.days', { count: Math.round(summary.days) })],
            ]}
          />
          <LineChart
            times={summary.times}
            series={[{ key: 'pnl', label: t('backtest.pnl'), values: summary.total, color: 'var(--tb-accent)' }]}
            summary={`${t('backtest.pnl')}: ${money(summary.pnl)}`}
            empty={botT('chart.empty')}
            formatValue={(v) => formatAmount(String(v), coin, { locale })}
            formatTime={(ms) => formatDateTime(ms, { locale, style: 'dayMonth' })}
          />
        </>
      )}
    </BacktestSection>
  );
}
