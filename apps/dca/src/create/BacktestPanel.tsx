import { useEffect, useMemo, useState } from 'react';
import type { SpotSymbolItem } from '@tb/contracts';
import { serverNow } from '@tb/data-access-api';
import { Button, ProgressBar, Spinner } from '@tb/ui';
import { formatUnit } from '@tb/util-format';
import { useDcaSpotSymbolsQuery } from '../api/create-endpoints';
import { Pnl } from '../detail/Pnl';
import { useDcaT } from '../i18n';
import '../i18n/backtest';
import type { Formats } from '../detail/format';
import type { DcaFormValues } from './form';
import { runBacktest, type BacktestProgress, type BacktestSummary } from './backtest-run';

type State = { status: 'running'; progress: BacktestProgress | null } | { status: 'done'; summary: BacktestSummary } | { status: 'failed'; reason: string };

/**
 * The backtest preview (loaded on demand): replays the plan the trader had
 * when they asked on real past prices, with progress while the history
 * loads, then the rounds, invested, end value and PnL, and per coin the
 * average cost against the last price. A later edit marks the result as
 * stale with a "Run again" button rather than re-running on every keystroke.
 */
export default function BacktestPanel({ values, available, formats, onRunAgain }: { values: DcaFormValues; available: string | null; formats: Formats; onRunAgain: () => void }) {
  const t = useDcaT();
  const [state, setState] = useState<State>({ status: 'running', progress: null });
  const symbols = useDcaSpotSymbolsQuery(values.quoteCoin);
  const items = useMemo(() => new Map<string, SpotSymbolItem>((symbols.data?.list ?? []).map((item) => [item.base_coin, item])), [symbols.data]);
  const ready = symbols.isSuccess;

  useEffect(() => {
    if (!ready) return;
    const controller = new AbortController();
    runBacktest({
      values,
      items,
      available,
      now: serverNow(),
      signal: controller.signal,
      onProgress: (progress) => !controller.signal.aborted && setState({ status: 'running', progress }),
    }).then(
      (summary) => !controller.signal.aborted && setState({ status: 'done', summary }),
      (error: unknown) => !controller.signal.aborted && setState({ status: 'failed', reason: error instanceof Error ? error.message : String(error) }),
    );
    return () => controller.abort();
  }, [ready, items, values, available]);

  const quote = values.quoteCoin;
  return (
    <section className="dca-card dca-backtest" aria-labelledby="dca-backtest-title" aria-busy={state.status === 'running'}>
      <h2 id="dca-backtest-title" className="dca-card__title">
        {t('backtest.title')}
      </h2>
      {state.status === 'running' ? (
        state.progress?.phase === 'fetching' ? (
          <>
            <p className="dca-muted" role="status">
              {t('backtest.fetching', { done: state.progress.done, total: state.progress.total })}
            </p>
            <ProgressBar value={state.progress.done} max={state.progress.total} label={t('backtest.loading')} />
          </>
        ) : (
          <Spinner label={state.progress?.phase === 'computing' ? t('backtest.computing') : t('backtest.loading')} />
        )
      ) : null}
      {symbols.isError || state.status === 'failed' ? (
        <div className="dca-note dca-note--error" role="alert">
          {t('backtest.failed', { reason: state.status === 'failed' ? state.reason : t('common.loadFailed') })}{' '}
          <Button size="sm" onClick={onRunAgain}>
            {t('common.retry')}
          </Button>
        </div>
      ) : null}
      {state.status === 'done' ? <Result summary={state.summary} quote={quote} formats={formats} /> : null}
    </section>
  );
}

function Result({ summary, quote, formats }: { summary: BacktestSummary; quote: string; formats: Formats }) {
  const t = useDcaT();
  return (
    <div className="dca-backtest__result" data-testid="backtest-result">
      <p className="dca-backtest__lead">
        {t('backtest.result', { period: formatUnit(summary.days, 'day', formats.locale) })}
        {summary.closedAtCap ? ` ${t('backtest.resultCap')}` : ''}
      </p>
      {summary.stoppedByBalance && summary.balance !== null ? (
        <p className="dca-note dca-note--warn" role="note">
          {t('backtest.resultBalance', { balance: formats.amount(summary.balance, quote), rounds: formats.count(summary.rounds) })}
        </p>
      ) : null}
      <dl className="dca-facts">
        <div>
          <dt>{t('backtest.rounds')}</dt>
          <dd>{formats.count(summary.rounds)}</dd>
        </div>
        <div>
          <dt>{t('backtest.invested')}</dt>
          <dd>{formats.amount(summary.invested, quote)}</dd>
        </div>
        <div>
          <dt>{t('backtest.value')}</dt>
          <dd>{formats.amount(summary.value, quote)}</dd>
        </div>
        <div>
          <dt>{t('backtest.pnl')}</dt>
          <dd>
            <Pnl amount={summary.pnl} ratio={summary.pnlRatio} coin={quote} locale={formats.locale} />
          </dd>
        </div>
      </dl>
      <table className="tb-table dca-backtest__coins" aria-label={t('backtest.table')}>
        <thead>
          <tr>
            <th scope="col" className="tb-table__cell--start">
              {t('backtest.coin')}
            </th>
            <th scope="col" className="tb-table__cell--end">
              {t('backtest.avgCost')}
            </th>
            <th scope="col" className="tb-table__cell--end">
              {t('backtest.lastPrice')}
            </th>
          </tr>
        </thead>
        <tbody>
          {summary.pairs.map((pair) => (
            <tr key={pair.base}>
              <th scope="row" className="tb-table__cell--start">
                {pair.base}
              </th>
              <td className="tb-table__cell--end">{pair.averageCost ? formats.price(pair.averageCost) : t('common.dash')}</td>
              <td className="tb-table__cell--end">{formats.price(pair.lastPrice)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="tb-field__hint">{t('backtest.disclaimer', { interval: summary.interval })}</p>
    </div>
  );
}
