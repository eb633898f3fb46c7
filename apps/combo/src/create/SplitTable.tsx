import { useId } from 'react';
import type { ComboLegEstimate } from '@tb/engine';
import type { FuturesContractState } from '@tb/futures-feature';
import { formatAmount, formatPercentWhole, formatPrice, formatQuantity } from '@tb/util-format';
import { useComboCreateT } from '../i18n';
import { bpToPercent } from './legs';

export interface SplitTableProps {
  /** The engine's `estimateComboLegs` for the form at today's prices, or null while it cannot run. */
  estimates: readonly ComboLegEstimate[] | null;
  contracts: Readonly<Record<string, FuturesContractState>>;
  coin: string;
}

/**
 * The per-leg split of decision 3 before creating: each leg's isolated
 * margin (E × w), position value (× leverage, rounded down to the lot), size
 * and the estimated liquidation price — the engine's own estimate, the one
 * the simulator opens with. A leg that cannot open at its target says why
 * (below one lot / the risk limit caps it).
 */
export function SplitTable({ estimates, contracts, coin }: SplitTableProps) {
  const t = useComboCreateT();
  const locale = t.language;
  const headingId = useId();
  const money = (v: string) => formatAmount(v, coin, { locale });
  return (
    <section className="combo-card" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('split.heading')}</h2>
      <p className="tb-field__hint">{t('split.intro')}</p>
      {estimates === null ? (
        <p>{t('split.missing')}</p>
      ) : (
        // a wide table scrolls sideways on phones: the region is focusable so the keyboard can scroll it (as @tb/ui's Table does)
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        <div className="combo-table-wrap" tabIndex={0} role="region" aria-label={t('split.caption')}>
          <table className="combo-split">
            <caption>{t('split.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('legs.symbol')}</th>
                <th scope="col">{t('legs.side')}</th>
                <th scope="col">{t('legs.weight')}</th>
                <th scope="col">{t('split.margin')}</th>
                <th scope="col">{t('split.notional')}</th>
                <th scope="col">{t('split.qty')}</th>
                <th scope="col">{t('split.liq')}</th>
              </tr>
            </thead>
            <tbody>
              {estimates.map((leg) => {
                const state = contracts[leg.symbol];
                const config = state && state.status !== 'loading' ? state.config : undefined;
                return (
                  <tr key={leg.symbol}>
                    <th scope="row" dir="ltr">
                      {leg.symbol}
                    </th>
                    <td>{leg.side === 'short' ? t('legs.short') : t('legs.long')}</td>
                    <td dir="ltr">{formatPercentWhole(bpToPercent(leg.weightBp), { locale })}</td>
                    <td dir="ltr">{money(leg.margin)}</td>
                    <td dir="ltr">{money(leg.notional)}</td>
                    <td>
                      <bdi dir="ltr">{leg.lots > 0 ? formatQuantity(leg.qty, { lotSize: config?.lotSize, locale }) : t('split.belowLot')}</bdi>
                      {leg.limitedReason && leg.lots > 0 ? <span className="combo-split__limited"> ({leg.limitedReason === 'LIMITED_REASON_RISK_LIMIT' ? t('split.riskLimit') : t('split.minQty')})</span> : null}
                    </td>
                    <td dir="ltr">{leg.liquidation_price ? formatPrice(leg.liquidation_price, { tickSize: config?.tickSize, locale }) : t('split.none')}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
