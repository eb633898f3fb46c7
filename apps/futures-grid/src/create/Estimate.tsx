import { useId } from 'react';
import type { ContractConfig } from '@tb/data-access-symbols';
import { priceToTicks, type FuturesContract, type FuturesGridValidation } from '@tb/engine';
import { isolate, markDistance, useFuturesT } from '@tb/futures-ui';
import { Fact } from '@tb/ui';
import { useGlossary } from '@tb/feature-bot-pages';
import { formatPercent, formatPrice, formatQuantity } from '@tb/util-format';
import { futuresGridCreateStrings } from '../i18n';
import type { GridMode } from './form';

export interface EstimateProps {
  /** The validator's verdict of what is typed (null while incomplete). */
  result: FuturesGridValidation | null;
  mode: GridMode;
  contract: FuturesContract;
  config: ContractConfig;
  /** Live mark price (what triggers liquidation). */
  markPrice?: string;
  checking: boolean;
  /** Why the exchange could not check (in words), if it could not. */
  failure?: string;
}

/**
 * The live estimate beside the form: the estimated liquidation price of the
 * long side (long and neutral grids: every buy below the price filled) and
 * of the short side (short and neutral: every sell above filled), each with
 * its distance from the mark price and a tone in words when close; the
 * profit per grid after both fees (× leverage, on margin) from the smallest
 * to the largest cell; the quantity of every grid order. The figures are
 * the validator's (`long_liq_price`, `short_liq_price`, `profit`,
 * `qty_per_grid`), which the engine computes on each keystroke.
 */
export function Estimate({ result, mode, contract, config, markPrice, checking, failure }: EstimateProps) {
  const t = futuresGridCreateStrings.useT();
  const ft = useFuturesT();
  const g = useGlossary();
  const locale = t.language;
  const headingId = useId();
  const price = (v: string) => formatPrice(v, { tickSize: config.tickSize, locale });
  const sides = (['long', 'short'] as const).filter((side) => mode === 'neutral' || mode === side);

  return (
    <section className="fg-estimate tb-fu-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="tb-fu-card__title">
        {t('estimate.title')}
      </h2>
      {result === null ? (
        <p className="tb-fu-note">{t('estimate.incomplete')}</p>
      ) : (
        <dl className="tb-fu-facts">
          {sides.map((side) => {
            const liq = side === 'long' ? result.long_liq_price : result.short_liq_price;
            const distance = liq && markPrice ? markDistance(contract, side, priceToTicks(contract.market, liq), markPrice) : null;
            return (
              <Fact key={side} term={t(side === 'long' ? 'estimate.longLiq' : 'estimate.shortLiq')} className={`tb-fu-fact tb-fu-tone--${distance?.tone ?? 'safe'}`}>
                <output className="tb-fu-liq__price" aria-live="polite">
                  <bdi dir="ltr">{liq ? price(liq) : t('estimate.none')}</bdi>
                </output>
                {distance ? (
                  <span className="tb-fu-liq__detail">
                    {ft(distance.direction === 'below' ? 'liquidation.below' : 'liquidation.above', { percent: isolate(formatPercent(distance.fraction, { locale }), locale) })}
                    {distance.tone !== 'safe' ? <span className="tb-fu-liq__tone"> · {ft(distance.past ? 'liquidation.past' : distance.tone === 'danger' ? 'liquidation.danger' : 'liquidation.warn')}</span> : null}
                  </span>
                ) : null}
              </Fact>
            );
          })}
          <Fact term={g.name('profitPerGrid')} className="tb-fu-fact">
            <output aria-live="polite">
              <bdi dir="ltr">{result.profit.from !== '' ? `${formatPercent(result.profit.from, { locale })} – ${formatPercent(result.profit.to, { locale })}` : '--'}</bdi>
            </output>
          </Fact>
          <Fact term={t('estimate.qty')} className="tb-fu-fact" ltr>
            {result.qty_per_grid ? `${formatQuantity(result.qty_per_grid, { locale })} ${config.base}` : '--'}
          </Fact>
        </dl>
      )}
      {checking ? <p className="tb-fu-note tb-fu-small">{t('estimate.checking')}</p> : null}
      {failure ? (
        <p className="tb-fu-note tb-fu-note--warn" role="alert">
          {t('estimate.checkFailed', { message: failure })}
        </p>
      ) : null}
    </section>
  );
}
