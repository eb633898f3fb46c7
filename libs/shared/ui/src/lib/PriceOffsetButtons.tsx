import { offsetByTicks, PRICE_OFFSET_TICKS, toBigNumber } from '@tb/util-format';
import { usePriceOffsetT } from './price-offset-strings';

export interface PriceOffsetButtonsProps {
  /** The price field's name ("Lower price"): it names the group and each button. */
  fieldLabel: string;
  /** The price as typed ("" when empty). */
  value: string;
  /** Where to start from while the field is empty (the last or mark price); without one the buttons wait for a value. */
  reference?: string;
  /** The symbol's tick size ("0.1"). */
  tickSize: string;
  onChange: (price: string) => void;
  /** Tick offsets, in order (default ±10, ±50, ±200: spec §9). */
  offsets?: readonly number[];
  disabled?: boolean;
  className?: string;
}

/**
 * The price offset buttons of a price input (spec §9: ±10, ±50 and ±200
 * ticks), for every bot kind: each moves the price by whole ticks
 * (`offsetByTicks`, exact decimals), starting from the typed price or, when
 * the field is empty, from `reference`. A move to zero or below is refused
 * (the price stays). A named group of buttons, each named after the field
 * ("Lower price: +10 ticks"); the signed figures stay left-to-right in
 * right-to-left pages, where the row itself mirrors.
 */
export function PriceOffsetButtons({ fieldLabel, value, reference, tickSize, onChange, offsets = PRICE_OFFSET_TICKS, disabled, className }: PriceOffsetButtonsProps) {
  const t = usePriceOffsetT();
  const from = value !== '' ? value : (reference ?? '');
  const base = toBigNumber(from);
  const move = (ticks: number) => {
    const next = offsetByTicks(from, tickSize, ticks);
    if (next !== null && toBigNumber(next)?.isGreaterThan(0)) onChange(next);
  };
  return (
    <div className={['tb-offsets', className ?? ''].filter(Boolean).join(' ')} role="group" aria-label={t('group', { field: fieldLabel })}>
      {offsets.map((delta) => {
        const signed = delta > 0 ? `+${delta}` : `${delta}`;
        return (
          <button
            key={delta}
            type="button"
            className="tb-offset"
            onClick={() => move(delta)}
            disabled={disabled || base === null}
            aria-label={t('button', { field: fieldLabel, delta: signed })}
          >
            <span dir="ltr">{signed}</span>
          </button>
        );
      })}
    </div>
  );
}
