import { Fragment, useMemo } from 'react';
import { Fact } from '@tb/ui';
import { AiTestFacts } from '@tb/feature-bot-pages';
import { LineChart } from '@tb/ui-charts';
import { BigNumber, formatDateTime, formatSignedPercent, toEpochMs } from '@tb/util-format';
import type { DailyPick } from '../api/types';
import { useAiPickT } from '../i18n';
import { rebalanceWords, type PickView } from './view';

/** The pick's legs: contract, side and target weight (a table: one row per leg, the contract as the row's header). */
export function PickLegs({ view }: { view: PickView }) {
  const t = useAiPickT();
  return (
    <table className="tb-ai-pick__legs">
      <caption>{t('page.legs')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('page.symbol')}</th>
          <th scope="col">{t('page.side')}</th>
          <th scope="col">{t('page.weight')}</th>
        </tr>
      </thead>
      <tbody>
        {view.legs.map((leg) => (
          <tr key={leg.symbol}>
            <th scope="row">
              <bdi dir="ltr">{leg.symbol}</bdi>
            </th>
            <td className={`tb-ai-pick__side tb-ai-pick__side--${leg.side}`}>{t(`page.${leg.side}`)}</td>
            <td>
              <bdi dir="ltr">{leg.weight}</bdi>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Leverage, direction, rebalancing in words and the suggested margin. */
export function PickSettings({ view }: { view: PickView }) {
  const t = useAiPickT();
  const rebalance = rebalanceWords(view);
  return (
    <dl className="tb-ai-pick__facts" aria-label={t('page.settings')}>
      <Fact term={t('page.leverage')} ltr>
        {t('page.leverageValue', { value: view.leverage })}
      </Fact>
      <Fact term={t('page.mode')}>{t(`page.modes.${view.mode}`)}</Fact>
      <Fact term={t('page.rebalance')}>{t(`page.${rebalance.key}`, rebalance.values)}</Fact>
      <Fact term={t('page.suggestedMargin')} ltr>
        {view.margin}
      </Fact>
    </dl>
  );
}

/**
 * The pick's test (the days the ranking did not see): the shared AI test
 * figures — window, its actual return and max drawdown, the APR annualised
 * from its few days, labelled so — and the rebalances.
 */
export function BacktestFacts({ pick, view, compact = false }: { pick: DailyPick; view: PickView; compact?: boolean }) {
  const t = useAiPickT();
  return (
    <>
      <AiTestFacts validation={pick.validation} compact={compact} />
      {!compact && (
        <dl className="tb-ai-pick__facts">
          <Fact term={t('page.rebalances')}>{view.rebalances}</Fact>
        </dl>
      )}
    </>
  );
}

/**
 * The backtest's return curve (ui-charts' LineChart). Its pixels use plain
 * numbers (percent of the margin); the figures read out in the summary are
 * the payload's decimals formatted exactly.
 */
export function BacktestCurve({ pick, view, locale }: { pick: DailyPick; view: PickView; locale: string }) {
  const t = useAiPickT();
  const { times, values, summary } = useMemo(() => {
    const points = pick.backtest.curve;
    const times = points.map((p) => toEpochMs(p.time) ?? 0);
    const values = points.map((p) => Number(p.pnl_per) * 100);
    // Lowest and highest compared exactly (decimal strings), for the summary read instead of the drawing.
    let min = points[0]?.pnl_per ?? '0';
    let max = min;
    for (const p of points) {
      if (new BigNumber(p.pnl_per).lt(min)) min = p.pnl_per;
      if (new BigNumber(p.pnl_per).gt(max)) max = p.pnl_per;
    }
    const pct = (v: string) => formatSignedPercent(v, { locale, maxDecimals: 2 });
    const last = points.length ? points[points.length - 1].pnl_per : '0';
    return { times, values, summary: t('page.curveSummary', { start: view.start, end: view.end, last: pct(last), min: pct(min), max: pct(max) }) };
  }, [pick, view, locale, t]);
  return (
    <div className="tb-ai-pick__curve">
      <h3>{t('page.curve')}</h3>
      <LineChart
        times={times}
        series={[{ key: 'pnl', label: t('page.return'), values, color: 'var(--tb-color-up, #20b26c)' }]}
        summary={summary}
        empty={t('page.curveEmpty')}
        formatValue={(v) => `${v.toFixed(2)}%`}
        formatTime={(ms) => formatDateTime(ms, { locale, style: 'dayMonth', timeZone: 'UTC' })}
      />
    </div>
  );
}

/**
 * The pick's name as the exchange sends it (its contracts joined by commas, no spaces), with a line-break
 * opportunity after each comma so a phone wraps it between contracts rather than inside one.
 */
export function PickName({ name }: { name: string }) {
  const parts = name.split(',');
  return (
    <>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {part}
          {i < parts.length - 1 ? (
            <>
              ,<wbr />
            </>
          ) : null}
        </Fragment>
      ))}
    </>
  );
}
