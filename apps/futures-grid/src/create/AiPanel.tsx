import type { FuturesGridAiParams } from '@tb/contracts';
import type { ContractConfig } from '@tb/data-access-symbols';
import { isolate } from '@tb/futures-ui';
import { Button, Fact, Spinner } from '@tb/ui';
import { AiTestFacts, AiTestRule, AiWithheld, RetryAlert } from '@tb/feature-bot-pages';
import { formatAmount, formatCount, formatDecimal, formatLeverage, formatPercent, formatPrice } from '@tb/util-format';
import { useFuturesGridAiParamsQuery } from '../api/create-endpoints';
import { futuresGridCreateStrings } from '../i18n';
import { createAiEn } from '../i18n/create-en-ai';
import { fromAiParams, modeOfCode, type FgridFormValues, type GridMode } from './form';

// this part's own words arrive with its chunk
futuresGridCreateStrings.addEnglish(createAiEn);

export interface AiPanelProps {
  symbol: string;
  /** The mode tab shown: its proposal comes first. */
  mode: GridMode;
  config: ContractConfig;
  onUse: (patch: Partial<FgridFormValues>, mode: GridMode) => void;
}

/**
 * The exchange's AI parameters for the contract (get-symbol-ai-params: one
 * proposal per grid mode, validated walk-forward — chosen from the first 4 of
 * the last 7 days, tested with funding and liquidation over the last 3, which
 * it had not seen; contracts ai-validation.ts). Each card shows the proposal
 * and its test (the window's actual return and drawdown beside the APR
 * annualised from its days); the modes not offered are listed with why, and
 * when none passed the panel says so. One button puts a proposal into the
 * manual form (the margin stays the trader's).
 */
export default function AiPanel({ symbol, mode, config, onUse }: AiPanelProps) {
  const t = futuresGridCreateStrings.useT();
  const locale = t.language;
  const query = useFuturesGridAiParamsQuery(symbol);
  if (query.isLoading) return <Spinner label={t('loading')} />;
  if (query.isError || !query.data) return <RetryAlert className="fg-banner fg-banner--error" message={t('ai.failed')} retryLabel={t('ai.retry')} onRetry={() => void query.refetch()} />;
  const data = query.data;
  const proposals = [...data.ai_params].sort((a, b) => Number(modeOfCode(b.grid_mode) === mode) - Number(modeOfCode(a.grid_mode) === mode));
  const price = (v: string) => isolate(formatPrice(v, { tickSize: config.tickSize, locale }), locale);
  const pct = (v: string) => formatPercent(v, { locale });
  const card = (p: FuturesGridAiParams) => {
    const label = t(`modes.${modeOfCode(p.grid_mode)}`);
    return (
      <li key={p.grid_mode} className="fg-ai__card tb-fu-card">
        <h3 className="tb-fu-card__title">{label}</h3>
        <dl className="tb-fu-facts">
          <Fact term={t('ai.range')} className="tb-fu-fact">{`${price(p.min_price)} – ${price(p.max_price)}`}</Fact>
          <Fact term={t('ai.grids')} className="tb-fu-fact">{`${formatCount(p.cell_number, { locale })} · ${t(p.grid_type === 2 ? 'geometric' : 'arithmetic')}`}</Fact>
          <Fact term={t('ai.leverage')} className="tb-fu-fact" ltr>{formatLeverage(p.leverage, { locale })}</Fact>
          <Fact term={t('ai.volatility')} className="tb-fu-fact" ltr>{pct(p.volatility_ratio)}</Fact>
          <Fact term={t('ai.gridApr', { days: formatDecimal(p.validation.test_days, { locale, maxDecimals: 1 }) })} className="tb-fu-fact" ltr>{pct(p.grid_apr)}</Fact>
        </dl>
        <AiTestFacts validation={p.validation} compact />
        <Button variant="primary" onClick={() => onUse(fromAiParams(p), modeOfCode(p.grid_mode))}>
          {t('ai.use', { mode: label })}
        </Button>
      </li>
    );
  };
  return (
    <section className="fg-ai" aria-label={t('ai.title')}>
      <p className="tb-fu-note">{t('ai.intro')}</p>
      <AiTestRule lossLimit={data.loss_limit} days={[...data.ai_params, ...data.withheld][0]?.validation.test_days ?? '3'} />
      <p className="tb-fu-note tb-fu-small">{t('ai.window', { investment: formatAmount(data.backtest_investment, config.coin, { locale }) })}</p>
      <AiWithheld items={data.withheld.map((w) => ({ name: t(`modes.${modeOfCode(w.grid_mode)}`), validation: w.validation }))} lossLimit={data.loss_limit} nonePassed={data.none_passed} />
      {proposals.length ? <ul className="fg-ai__list">{proposals.map(card)}</ul> : null}
    </section>
  );
}
