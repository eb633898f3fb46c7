import { useState } from 'react';
import { useT } from '@tb/i18n';
import { useIsLoggedIn } from '@tb/data-access-session';
import { skipToken } from '@tb/data-access-api';
import { Button, EmptyState, Skeleton, Fact } from '@tb/ui';
import { AiTestFacts, AiTestRule, AiWithheld } from '@tb/feature-bot-pages';
import { formatDecimal, formatPercent, formatPrice, formatSignedPercent } from '@tb/util-format';
import { useSpotGridAiParamsQuery } from '../api/ai-endpoint';
import type { AiGridParams, SpotSymbolItem } from '../api/types';
import { NAMESPACE, type Translations } from '../i18n';
import type { GridFormValues } from './form';
import { isolate } from '@tb/util-format';
import '../detail/part';

const STYLE_KEYS = { 1: 'high_profits', 2: 'steady', 3: 'high_frequency' } as const;
export type StyleKey = (typeof STYLE_KEYS)[keyof typeof STYLE_KEYS];

export function styleKey(params: AiGridParams): StyleKey {
  return STYLE_KEYS[params.style_code as 1 | 2 | 3] ?? 'steady';
}

/** What applying a proposal sets in the form (the form shows every value this changes). */
export function aiPatch(params: AiGridParams): Pick<GridFormValues, 'minPrice' | 'maxPrice' | 'cellNumber' | 'gridType'> {
  return { minPrice: params.min_price, maxPrice: params.max_price, cellNumber: String(params.cell_number), gridType: params.grid_type === 2 ? 'geometric' : 'arithmetic' };
}

/**
 * The AI tab: the exchange's proposals for this pair that passed their
 * walk-forward test (contracts ai-validation.ts: chosen from 4 days, tested on
 * the 3 after), each card saying what its style promises (high profits: the
 * most profit per grid; steady: the widest range; high frequency: the most
 * fills — the engine keeps those promises), what its test actually returned
 * and its max drawdown over the test days next to the APR annualised from
 * those days (labelled so), the grid profit's APR, profit per grid and fills.
 * The styles not offered are listed with why; when none passed the tab says
 * so. The exchange's recommendation is pre-selected, and the rule is stated
 * on the page (the largest test return; when every offered style lost, the
 * page says so). Choosing one fills the manual form, which lists what it
 * changed.
 */
export default function AiPanel({ item, onUse }: { item: SpotSymbolItem; onUse: (patch: Partial<GridFormValues>, style: StyleKey) => void }) {
  const t = useT<Translations>(NAMESPACE);
  const loggedIn = useIsLoggedIn();
  const locale = t.language;
  const query = useSpotGridAiParamsQuery(loggedIn ? item.symbol : skipToken);
  const [chosen, setChosen] = useState<number | null>(null);
  const list = query.data?.list ?? [];
  const recommended = query.data?.recommended_style_code;
  const selected = list.find((p) => p.style_code === (chosen ?? recommended)) ?? list[0];
  // a signed figure inside an Arabic sentence: a left-to-right isolate keeps "+0.46%" whole (a first-strong one found no strong letter and let the sign move)
  const ltr = (figure: string) => isolate(figure, locale, 'ltr');
  const days = (v: AiGridParams) => formatDecimal(v.validation.test_days, { locale, maxDecimals: 1 });
  const testDays = list[0]?.validation.test_days ?? query.data?.withheld[0]?.validation.test_days ?? '3';
  const styleName = (p: AiGridParams) => t(`ai.${styleKey(p)}`);
  const withheld = query.data ? <AiWithheld items={query.data.withheld.map((w) => ({ name: styleName(w), validation: w.validation }))} lossLimit={query.data.loss_limit} nonePassed={query.data.none_passed} /> : null;

  if (!loggedIn) return <p className="tb-muted">{t('create.readOnly')}</p>;
  if (query.isLoading) {
    return (
      <div aria-busy="true">
        <span className="tb-visually-hidden">{t('common.loading')}</span>
        <Skeleton height="6rem" />
      </div>
    );
  }
  if (query.data?.none_passed) {
    // nothing passed its test: said plainly, with why each style was not offered
    return (
      <div className="sg-ai">
        {withheld}
        <AiTestRule lossLimit={query.data.loss_limit} days={testDays} />
      </div>
    );
  }
  if (query.isError || list.length === 0) {
    return <EmptyState title={t('ai.unavailable')} action={<Button onClick={() => void query.refetch()}>{t('common.retry')}</Button>} />;
  }
  return (
    <div className="sg-ai">
      <p className="tb-muted">{t('ai.intro')}</p>
      <AiTestRule lossLimit={query.data?.loss_limit ?? '0'} days={testDays} />
      <p className="tb-muted sg-small">{t('ai.rule')}</p>
      {query.data?.all_lost ? (
        <p className="sg-banner sg-banner--warn" role="note">
          {t('ai.allLost')}
        </p>
      ) : null}
      <div role="radiogroup" aria-label={t('ai.styles')} className="sg-ai__styles">
        {list.map((params) => {
          const key = styleKey(params);
          return (
            <label key={params.style_code} className={`sg-ai__style${selected === params ? ' sg-ai__style--on' : ''}`}>
              <input type="radio" name="sg-ai-style" checked={selected === params} onChange={() => setChosen(params.style_code)} />
              <span className="sg-ai__name">
                {t(`ai.${key}`)}
                {params.style_code === recommended ? <span className="sg-ai__badge">{` · ${t('ai.recommended')}`}</span> : null}
              </span>
              <span className="tb-muted sg-small">{t(`ai.${key}Hint`)}</span>
              <span className={`sg-ai__return sg-tone--${params.backtest_return.startsWith('-') ? 'down' : 'up'}`}>
                {t('ai.returned', { value: ltr(formatSignedPercent(params.backtest_return, { locale })), days: days(params) })}
              </span>
              <span className="sg-ai__facts">
                <span className="tb-muted sg-small">{t('ai.drawdownIn', { value: ltr(formatPercent(params.max_drawdown_ratio, { locale })) })}</span>
                <span className="tb-muted sg-small">
                  {t('ai.apr', { days: days(params) })}: <bdi dir="ltr">{formatSignedPercent(params.actual_apy, { locale })}</bdi>
                </span>
                {params.grid_apr ? (
                  <span className="tb-muted sg-small">
                    {t('ai.gridApr')}: <bdi dir="ltr">{formatSignedPercent(params.grid_apr, { locale })}</bdi>
                  </span>
                ) : null}
                <span className="tb-muted sg-small">
                  {t('ai.profitPerGrid')}: <bdi dir="ltr">{formatPercent(params.profit_per_grid, { locale })}</bdi>
                </span>
                <span className="tb-muted sg-small">
                  {t('ai.fills')}: <bdi dir="ltr">{params.backtest_fills}</bdi>
                </span>
              </span>
            </label>
          );
        })}
      </div>
      {withheld}
      {selected ? (
        <>
          <dl className="sg-dl">
            <Fact term={t('ai.range')} ltr>{`${formatPrice(selected.min_price, { tickSize: item.tick_size, locale })} – ${formatPrice(selected.max_price, { tickSize: item.tick_size, locale })}`}</Fact>
            <Fact term={t('ai.grids')} ltr>{selected.cell_number}</Fact>
            <Fact term={t('ai.drawdown')} ltr>{formatPercent(selected.max_drawdown_ratio, { locale })}</Fact>
            <Fact term={t('ai.volatility')} ltr>{formatPercent(selected.volatility_ratio, { locale })}</Fact>
          </dl>
          <AiTestFacts validation={selected.validation} />
          <Button
            variant="primary"
            block
            onClick={() => onUse(aiPatch(selected), styleKey(selected))}
          >
            {t('ai.use')}
          </Button>
        </>
      ) : null}
    </div>
  );
}
