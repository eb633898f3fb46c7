import { DASH, formatPnl, formatSignedPercent, toBigNumber } from '@tb/util-format';

export interface ProfitPillProps {
  /** PnL amount as a decimal string. */
  amount: string;
  /** PnL ratio as a fraction string ("0.0123" = 1.23 %), as the API sends it. */
  ratio?: string;
  coin?: string;
  /** Decimal places of the amount (the coin's precision). */
  decimals?: number;
  locale?: string;
  /** Accessible prefix ("Total PnL"); the pill reads "Total PnL +12.30 USDT (+1.23%)". */
  label?: string;
}

/**
 * Profit and loss as amount and percent together (freqtrade-style pill):
 * green and signed "+" when positive, red and "-" when negative, neutral at
 * zero. Colour is never the only signal: the sign is always written.
 */
export function ProfitPill({ amount, ratio, coin, decimals, locale, label }: ProfitPillProps) {
  const value = toBigNumber(amount);
  const tone = value === null || value.isZero() ? 'flat' : value.isPositive() ? 'up' : 'down';
  const amountText = value === null ? DASH : formatPnl(value, coin, { locale, decimals });
  const percentText = ratio !== undefined && ratio !== '' ? formatSignedPercent(ratio, { locale }) : null;
  return (
    <span className={`tb-pill tb-pill--${tone}`} dir="ltr">
      {label ? <span className="tb-visually-hidden">{`${label} `}</span> : null}
      <span className="tb-pill__amount">{amountText}</span>
      {percentText ? <span className="tb-pill__percent">{` (${percentText})`}</span> : null}
    </span>
  );
}
