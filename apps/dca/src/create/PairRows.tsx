import { memo } from 'react';
import { useQuote } from '@tb/data-access-quotes';
import { Button, Field, NumberInput } from '@tb/ui';
import { BigNumber, toBigNumber } from '@tb/util-format';
import { useDcaT } from '../i18n';
import type { Formats } from '../detail/format';
import type { BaseOption, FieldKey, PairRow } from './form';

export interface PairRowsProps {
  rows: readonly PairRow[];
  quoteCoin: string;
  bases: readonly BaseOption[];
  maxPairs: number;
  quoteDecimals: number;
  /** Last prices from the options answer, until the live feed has one. */
  prices: Readonly<Record<string, string>>;
  /** A field's error in words when it is to be shown (touched fields, or all after a submit attempt): the page's own `shown`. */
  shown: (field: FieldKey) => string | undefined;
  formats: Formats;
  onChange: (id: string, patch: Partial<Pick<PairRow, 'base' | 'amount'>>) => void;
  onBlur: (field: FieldKey) => void;
  onAdd: () => void;
  onRemove: (id: string) => void;
}

/**
 * The coins to buy: one row per coin (a coin select, the amount per round
 * with its bounds, the live price), up to `maxPairs` rows. A coin already
 * chosen in another row is shown but disabled in this row's list, so a
 * duplicate cannot be picked; one arriving some other way (a deep link) is
 * reported on the row that repeats it.
 */
export function PairRows({ rows, quoteCoin, bases, maxPairs, quoteDecimals, prices, shown, formats, onChange, onBlur, onAdd, onRemove }: PairRowsProps) {
  const t = useDcaT();
  const pairsError = shown('pairs');
  return (
    <fieldset className="dca-section">
      <legend className="dca-section__legend">{t('create.pairs.legend')}</legend>
      <p className="dca-section__hint" id="dca-pairs-hint">
        {t('create.pairs.hint', { max: maxPairs })}
      </p>
      <ol className="dca-pairs">
        {rows.map((row, index) => {
          const baseKey = `pair.${row.id}.base` as const;
          const amountKey = `pair.${row.id}.amount` as const;
          const option = bases.find((b) => b.base === row.base);
          // Coins other rows hold, except this row's own choice (which stays selectable and unlabelled even when repeated).
          const taken = new Set(rows.filter((other) => other.id !== row.id && other.base !== row.base).map((other) => other.base));
          const baseError = shown(baseKey);
          const amountError = shown(amountKey);
          const n = index + 1;
          return (
            <li key={row.id} className="dca-pair">
              <Field label={t('create.pairs.coin', { n })} error={baseError} required className="dca-pair__coin">
                {(control) => (
                  <select
                    {...control}
                    className="tb-select dca-select"
                    value={row.base}
                    onChange={(event) => onChange(row.id, { base: event.target.value })}
                    onBlur={() => onBlur(baseKey)}
                  >
                    <option value="">{t('create.pairs.choose')}</option>
                    {row.base && !option ? <option value={row.base}>{row.base}</option> : null}
                    {bases.map((b) => (
                      <option key={b.base} value={b.base} disabled={taken.has(b.base)}>
                        {taken.has(b.base) ? t('create.pairs.taken', { coin: b.base }) : b.base}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              <Field
                label={t('create.pairs.amount', { n })}
                // The error takes the hint's place (it names the bound too), so leaving the field never shifts the page under the pointer.
                hint={option && !amountError ? t('create.pairs.amountHint', { min: formats.amount(option.minAmount, quoteCoin), max: formats.amount(option.maxAmount, quoteCoin) }) : undefined}
                error={amountError}
                required
                className="dca-pair__amount"
              >
                {(control) => (
                  <NumberInput
                    {...control}
                    value={row.amount}
                    decimals={quoteDecimals}
                    suffix={quoteCoin}
                    placeholder={option ? formats.amount(option.minAmount) : undefined}
                    onChange={(amount) => onChange(row.id, { amount })}
                    onBlur={() => onBlur(amountKey)}
                  />
                )}
              </Field>
              <div className="dca-pair__side">
                {option ? <PairPrice symbol={option.symbol} quoteCoin={quoteCoin} fallback={prices[option.base]} formats={formats} /> : null}
                {rows.length > 1 ? (
                  <Button variant="ghost" size="sm" className="dca-pair__remove" onClick={() => onRemove(row.id)} aria-label={t('create.pairs.remove', { n })}>
                    <span aria-hidden="true">✕</span>
                  </Button>
                ) : null}
              </div>
            </li>
          );
        })}
      </ol>
      {pairsError ? (
        <p className="tb-field__error" role="alert">
          {pairsError}
        </p>
      ) : null}
      <div className="dca-pairs__footer">
        <Button variant="secondary" size="sm" onClick={onAdd} disabled={rows.length >= maxPairs} aria-describedby="dca-pairs-hint">
          <span aria-hidden="true">+ </span>
          {t('create.pairs.add')}
        </Button>
        <span className="dca-muted" aria-live="polite">
          {t('create.pairs.count', { count: rows.length, max: maxPairs })}
        </span>
      </div>
    </fieldset>
  );
}

/**
 * The live last price and 24 h change of one pair. Its own component so a
 * price tick re-renders this line only, not the form.
 */
export const PairPrice = memo(function PairPrice({ symbol, quoteCoin, fallback, formats }: { symbol: string; quoteCoin: string; fallback?: string; formats: Formats }) {
  const t = useDcaT();
  const quote = useQuote(symbol);
  const price = quote?.close ?? fallback;
  const open = toBigNumber(quote?.open);
  const close = toBigNumber(quote?.close);
  const change = open && close && !open.isZero() ? close.minus(open).div(open) : null;
  if (!price) return <span className="dca-price dca-muted">{t('create.pairs.noPrice')}</span>;
  const tone = change === null || change.isZero() ? '' : change.gt(0) ? 'dca-up' : 'dca-down';
  return (
    <span className="dca-price">
      <span className="dca-muted">{t('create.pairs.lastPrice')} </span>
      <span dir="ltr">
        {formats.price(price)} <span className="dca-muted">{quoteCoin}</span>
      </span>
      {change !== null ? (
        <>
          {' · '}
          <span className="dca-muted">{t('create.pairs.change')} </span>
          <span className={tone} dir="ltr">
            {formats.signedPercent(new BigNumber(change).toFixed(8))}
          </span>
        </>
      ) : null}
    </span>
  );
});
