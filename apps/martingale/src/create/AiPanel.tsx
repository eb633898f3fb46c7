import { useId } from 'react';
import type { FmartAiParams } from '@tb/contracts';
import { Button, Spinner } from '@tb/ui';
import { AiTestFacts, AiTestRule, AiWithheld, RetryAlert } from '@tb/feature-bot-pages';
import { formatDateTime, formatLeverage, formatPercent } from '@tb/util-format';
import { useMartingaleCreateAiParamsQuery } from '../api/create-endpoints';
import { martCreateStrings, useMartCreateT } from '../i18n';
import { createAiEn } from '../i18n/create-en-ai';
import { Facts } from './Facts';

// this part's own words arrive with its chunk
martCreateStrings.addEnglish(createAiEn);

/**
 * The AI tab: get-symbol-ai-params (public, one proposal per mode), validated
 * walk-forward (chosen from 4 days, tested over the 3 after; contracts
 * ai-validation.ts): each offered proposal shown with its test (the window's
 * actual return and drawdown beside the APR annualised from its days, rounds)
 * and one button that puts it in the form; the modes not offered with why,
 * and, when none passed, that nothing is offered.
 */
export function AiPanel({ symbol, onApply }: { symbol: string; onApply: (row: FmartAiParams) => void }) {
  const t = useMartCreateT();
  const locale = t.language;
  const query = useMartingaleCreateAiParamsQuery(symbol);
  const headingId = useId();
  const modeName = (row: FmartAiParams) => (row.martingale_mode === 2 ? t('mode.short') : t('mode.long'));
  return (
    <section className="mart-ai" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('ai.heading')}</h2>
      <p className="tb-field__hint">{t('ai.intro', { symbol })}</p>
      {query.isLoading ? <Spinner label={t('ai.loading')} /> : null}
      {query.isError ? <RetryAlert message={t('ai.failed')} retryLabel={t('ai.retry')} onRetry={() => void query.refetch()} /> : null}
      {query.data && query.data.list.length + query.data.withheld.length === 0 ? <p>{t('ai.none')}</p> : null}
      {query.data ? (
        <>
          <AiTestRule lossLimit={query.data.loss_limit} days={[...query.data.list, ...query.data.withheld][0]?.validation.test_days ?? '3'} />
          <AiWithheld items={query.data.withheld.map((w) => ({ name: modeName(w), validation: w.validation }))} lossLimit={query.data.loss_limit} nonePassed={query.data.none_passed} />
        </>
      ) : null}
      {query.data && query.data.list.length > 0 ? (
        <>
          <p className="tb-field__hint">
            {t('ai.window', { candles: query.data.candles, from: formatDateTime(query.data.window_start, { locale }), to: formatDateTime(query.data.window_end, { locale }) })}
          </p>
          <ul className="mart-ai__list" aria-label={t('ai.caption')}>
            {query.data.list.map((row) => (
              <li key={row.martingale_mode} className="mart-card">
                <h3>{modeName(row)}</h3>
                <Facts
                  items={[
                    [t('fields.leverage'), formatLeverage(row.leverage, { locale }), true],
                    [t('confirm.priceFloat'), formatPercent(row.price_float_percent, { locale }), true],
                    [t('confirm.addMultiple'), row.add_position_percent, true],
                    [t('confirm.maxAdds'), row.add_position_num, true],
                    [t('confirm.roundTp'), formatPercent(row.round_tp_percent, { locale }), true],
                    [t('ai.volatility'), formatPercent(row.volatility, { locale }), true],
                    [t('ai.rounds'), row.backtest_rounds, true],
                  ]}
                />
                <AiTestFacts validation={row.validation} compact />
                <Button variant="primary" onClick={() => onApply(row)}>
                  {t('ai.apply', { mode: modeName(row) })}
                </Button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
