import { useState } from 'react';
import { useT } from '@tb/i18n';
import { useIsLoggedIn } from '@tb/data-access-session';
import { skipToken } from '@tb/data-access-api';
import { Button, EmptyState, Skeleton } from '@tb/ui';
import { formatPercent, formatPrice, formatSignedPercent } from '@tb/util-format';
import { useSpotGridAiParamsQuery } from '../api/endpoints';
import type { AiGridParams, SpotSymbolItem } from '../api/types';
import { NAMESPACE, type Translations } from '../i18n';
import type { GridFormValues } from '../lib/form';
import '../lazy-part';

const STYLE_KEYS = { 1: 'high_profits', 2: 'steady', 3: 'high_frequency' } as const;
type StyleKey = (typeof STYLE_KEYS)[keyof typeof STYLE_KEYS];

export function styleKey(params: AiGridParams): StyleKey {
  return STYLE_KEYS[params.style_code as 1 | 2 | 3] ?? 'steady';
}

/**
 * The AI tab: the exchange's three proposals for this pair (high profits,
 * steady, high frequency), each with its backtest APR and, beside it, the
 * grid profit's APR (in a falling week the total is red while the grid earned),
 * drawdown and the volatility it was sized for. Choosing one fills the manual form, where the
 * trader adds the investment and can still change anything.
 */
export default function AiPanel({ item, onUse }: { item: SpotSymbolItem; onUse: (patch: Partial<GridFormValues>) => void }) {
  const t = useT<Translations>(NAMESPACE);
  const loggedIn = useIsLoggedIn();
  const locale = t.language;
  const query = useSpotGridAiParamsQuery(loggedIn ? item.symbol : skipToken);
  const [chosen, setChosen] = useState<number>(2);
  const list = query.data?.list ?? [];
  const selected = list.find((p) => p.style_code === chosen) ?? list[0];

  if (!loggedIn) return <p className="tb-muted">{t('create.readOnly')}</p>;
  if (query.isLoading) {
    return (
      <div aria-busy="true">
        <span className="tb-visually-hidden">{t('common.loading')}</span>
        <Skeleton height="6rem" />
      </div>
    );
  }
  if (query.isError || list.length === 0) {
    return <EmptyState title={t('ai.unavailable')} action={<Button onClick={() => void query.refetch()}>{t('common.retry')}</Button>} />;
  }
  return (
    <div className="sg-ai">
      <p className="tb-muted">{t('ai.intro')}</p>
      <div role="radiogroup" aria-label={t('ai.styles')} className="sg-ai__styles">
        {list.map((params) => {
          const key = styleKey(params);
          return (
            <label key={params.style_code} className={`sg-ai__style${selected === params ? ' sg-ai__style--on' : ''}`}>
              <input type="radio" name="sg-ai-style" checked={selected === params} onChange={() => setChosen(params.style_code)} />
              <span className="sg-ai__name">{t(`ai.${key}`)}</span>
              <span className="tb-muted sg-small">{t(`ai.${key}Hint`)}</span>
              <span className={`sg-num sg-tone--${params.actual_apy.startsWith('-') ? 'down' : 'up'}`} dir="ltr">
                {formatSignedPercent(params.actual_apy, { locale })}
              </span>
              <span className="tb-muted sg-small">{t('ai.apr')}</span>
              {params.grid_apr ? (
                <span className="tb-muted sg-small">
                  {t('ai.gridApr')}: <bdi dir="ltr">{formatSignedPercent(params.grid_apr, { locale })}</bdi>
                </span>
              ) : null}
            </label>
          );
        })}
      </div>
      {selected ? (
        <>
          <dl className="sg-dl">
            <div>
              <dt>{t('ai.range')}</dt>
              <dd>
                <bdi dir="ltr">{`${formatPrice(selected.min_price, { tickSize: item.tick_size, locale })} – ${formatPrice(selected.max_price, { tickSize: item.tick_size, locale })}`}</bdi>
              </dd>
            </div>
            <div>
              <dt>{t('ai.grids')}</dt>
              <dd>
                <bdi dir="ltr">{selected.cell_number}</bdi>
              </dd>
            </div>
            <div>
              <dt>{t('ai.drawdown')}</dt>
              <dd>
                <bdi dir="ltr">{formatPercent(selected.max_drawdown_ratio, { locale })}</bdi>
              </dd>
            </div>
            <div>
              <dt>{t('ai.volatility')}</dt>
              <dd>
                <bdi dir="ltr">{formatPercent(selected.volatility_ratio, { locale })}</bdi>
              </dd>
            </div>
          </dl>
          <Button
            variant="primary"
            block
            onClick={() =>
              onUse({
                minPrice: selected.min_price,
                maxPrice: selected.max_price,
                cellNumber: String(selected.cell_number),
                gridType: selected.grid_type === 2 ? 'geometric' : 'arithmetic',
              })
            }
          >
            {t('ai.use')}
          </Button>
        </>
      ) : null}
    </div>
  );
}
