import { forwardRef, type InputHTMLAttributes } from 'react';

export interface NumberInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type' | 'inputMode'> {
  /** The value as a decimal string ("" when empty). */
  value: string;
  onChange: (value: string) => void;
  /** Most decimal places accepted (the symbol's precision); extra digits are refused, never rounded. */
  decimals?: number;
  allowNegative?: boolean;
  /** Text after the input (coin, %, ×). Visual only: name the unit in the label or hint too. */
  suffix?: string;
}

/**
 * Clean typed text into a decimal string, or null when it cannot become one.
 * No float parsing: the text stays text. A comma is read as the decimal point
 * (phones in many locales type one); leading zeros collapse ("007" → "7").
 */
export function sanitizeDecimal(text: string, decimals?: number, allowNegative = false): string | null {
  let value = text.replace(/[\s\u00a0]/g, '').replace(/,/g, '.');
  if (value === '') return '';
  let sign = '';
  if (allowNegative && value.startsWith('-')) {
    sign = '-';
    value = value.slice(1);
  }
  if (!/^\d*\.?\d*$/.test(value)) return null;
  const [rawWhole, fraction] = value.split('.') as [string, string | undefined];
  if (fraction !== undefined && decimals !== undefined && fraction.length > decimals) return null;
  if (decimals === 0 && fraction !== undefined) return null;
  let whole = rawWhole.replace(/^0+(?=\d)/, '');
  if (whole === '' && fraction !== undefined) whole = '0';
  return sign + whole + (fraction !== undefined ? `.${fraction}` : '');
}

/**
 * A decimal input for prices, amounts and percents. Keeps the value as a
 * string, refuses characters that cannot be part of a number and digits past
 * the allowed precision (the previous value stays), and opens the decimal
 * keypad on phones.
 */
export const NumberInput = forwardRef<HTMLInputElement, NumberInputProps>(function NumberInput(
  { value, onChange, decimals, allowNegative = false, suffix, className, ...rest },
  ref,
) {
  return (
    <span className={['tb-number', className ?? ''].filter(Boolean).join(' ')}>
      <input
        ref={ref}
        {...rest}
        className="tb-number__input"
        type="text"
        inputMode="decimal"
        autoComplete="off"
        spellCheck={false}
        dir="ltr"
        value={value}
        onChange={(event) => {
          const next = sanitizeDecimal(event.target.value, decimals, allowNegative);
          if (next !== null && next !== value) onChange(next);
        }}
      />
      {suffix ? (
        <span className="tb-number__suffix" aria-hidden="true">
          {suffix}
        </span>
      ) : null}
    </span>
  );
});
