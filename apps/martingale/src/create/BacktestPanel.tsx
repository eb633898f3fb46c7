import { useEffect, useId, useRef, useState } from 'react';
import type { FuturesContract, MartingaleInput } from '@tb/engine';
import { exchangeNow } from '@tb/feature-bot-pages';
import { Button, ProfitPill, ProgressBar } from '@tb/ui';
import { LineChart } from '@tb/ui-charts';
import { formatAmount, formatDateTime, formatPercent } from '@tb/util-format';
import { useMartCreateT } from '../i18n';
import { Facts } from './Facts';
import { BacktestRefused, runMartBacktest, type BacktestProgress, type MartBacktestSummary } from './backtest-run';

type State = { kind: 'running'; progress: BacktestProgress } | { kind: 'done'; summary: MartBacktestSummary } | { kind: 'failed'; reason: string; refused: boolean };

const progressValue = (p: BacktestProgress) => (p.phase === 'computing' ? 95 : Math.round((p.done / p.total) * 90));

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
  const [state, setState] = useState<State>({ kind: 'running', progress: { phase: 'fetching', done: 0, total: 11 } });
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const controller = new AbortController();
    runMartBacktest({ symbol, base, coin, contract, input, now: exchangeNow(), signal: controller.signal, onProgress: (progress) => !controller.signal.aborted && setState({ kind: 'running', progress }) })
      .then((summary) => !controller.signal.aborted && setState({ kind: 'done', summary }))
      .catch((error: unknown) => !controller.signal.aborted && setState({ kind: 'failed', reason: error instanceof Error ? error.message : String(error), refused: error instanceof BacktestRefused }));
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one run per panel (the page remounts it to run again)
  }, []);
  const money = (v: string) => formatAmount(v, coin, { locale });
  return (
    <section className="mart-card mart-backtest" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('backtest.heading')}</h2>
      {state.kind === 'running' ? (
        <div>
          <ProgressBar value={progressValue(state.progress)} label={t('backtest.progress')} />
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
