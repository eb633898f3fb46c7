import type { FuturesGridAiParams } from '@tb/contracts';
import type { ContractConfig } from '@tb/data-access-symbols';
import { isolate } from '@tb/futures-ui';
import { Button, Fact, Spinner } from '@tb/ui';
import { formatAmount, formatCount, formatLeverage, formatPercent, formatPrice } from '@tb/util-format';
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
 * proposal per grid mode, each computed from the last 7 days' volatility and
 * backtested over them with funding and liquidation). Each card shows the
 * proposal and the backtest behind it; one button puts the proposal into
 * the manual form (the margin stays the trader's).
 */
export default function AiPanel({ symbol, mode, config, onUse }: AiPanelProps) {
  const t = futuresGridCreateStrings.useT();
  const locale = t.language;
  const query = useFuturesGridAiParamsQuery(symbol);
  if (query.isLoading) return <Spinner label={t('loading')} />;
  if (query.isError || !query.data) {
    return (
      <div className="fg-banner fg-banner--error" role="alert">
        <span>{t('ai.failed')}</span>
        <Button size="sm" onClick={() => void query.refetch()}>
          {t('ai.retry')}
        </Button>
      </div>
    );
  }
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
          <Fact term={t('ai.totalApr')} className="tb-fu-fact" ltr>{pct(p.total_apr)}</Fact>
          <Fact term={t('ai.gridApr')} className="tb-fu-fact" ltr>{pct(p.grid_apr)}</Fact>
          <Fact term={t('ai.drawdown')} className="tb-fu-fact" ltr>{pct(p.max_drawdown_ratio)}</Fact>
          <Fact term={t('ai.fills')} className="tb-fu-fact" ltr>{formatCount(p.backtest_fills, { locale })}</Fact>
          <Fact term={t('ai.liquidations')} className="tb-fu-fact" ltr>{formatCount(p.backtest_liquidations, { locale })}</Fact>
        </dl>
        <Button variant="primary" onClick={() => onUse(fromAiParams(p), modeOfCode(p.grid_mode))}>
          {t('ai.use', { mode: label })}
        </Button>
      </li>
    );
  };
  return (
    <section className="fg-ai" aria-label={t('ai.title')}>
      <p className="tb-fu-note">{t('ai.intro')}</p>
      <p className="tb-fu-note tb-fu-small">{t('ai.window', { candles: formatCount(data.candles, { locale }), investment: formatAmount(data.backtest_investment, config.coin, { locale }) })}</p>
      <ul className="fg-ai__list">{proposals.map(card)}</ul>
    </section>
  );
}
