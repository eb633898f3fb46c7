import { forwardRef, useState, type InputHTMLAttributes } from 'react';
import { normalizeNumberInput, numberInputProblem, type NumberProblem } from '@tb/util-format';
import { useUiT } from './translations';

export interface NumberInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type' | 'inputMode'> {
  /** The value as a decimal string ("" when empty), or the text as typed while it is not a number (see below). */
  value: string;
  onChange: (value: string) => void;
  /** Most decimal places accepted (the symbol's precision); more is a problem the field states, never rounded away. */
  decimals?: number;
  allowNegative?: boolean;
  /** Text after the input (coin, %, ×). Visual only: name the unit in the label or hint too. */
  suffix?: string;
  /** The page's locale: which comma groups thousands (`1,234`) and which one is a decimal sign. */
  locale?: string;
}

/**
 * Clean typed text into a decimal string, or null when it cannot become one
 * with at most `decimals` places (no float parsing: the text stays text).
 * Thousands separators, any locale's decimal sign and Eastern digits are read
 * (util-format's `normalizeNumberInput`).
 */
export function sanitizeDecimal(text: string, decimals?: number, allowNegative = false, locale = 'en'): string | null {
  if (numberInputProblem(text, { decimals, allowNegative, locale })) return null;
  return normalizeNumberInput(text, locale);
}

/**
 * A decimal input for prices, amounts and percents. It takes what people
 * type or paste — `1,234.5`, `1.234,5`, `12,5`, Eastern digits — and hands
 * the form the plain decimal (`1234.5`), while the trader keeps seeing what
 * they typed. What cannot be a number (`5e2`, `12abc`, too many decimals) is
 * never dropped silently: the text stays, is handed to the form as it is (so
 * no older number survives behind it), and the form states why next to the
 * field (`numberInputProblem` / `useNumberProblemText`). Opens the decimal
 * keypad on phones.
 */
export const NumberInput = forwardRef<HTMLInputElement, NumberInputProps>(function NumberInput(
  { value, onChange, decimals, allowNegative = false, suffix, className, locale = 'en', ...rest },
  ref,
) {
  // what is shown: the trader's own text while it means the form's value
  const [text, setText] = useState(value);
  const shown = normalizeNumberInput(text, locale) === value || text === value ? text : value;
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
        value={shown}
        onChange={(event) => {
          const typed = event.target.value;
          setText(typed);
          const problem = numberInputProblem(typed, { decimals, allowNegative, locale });
          const next = problem ? typed.trim() : (normalizeNumberInput(typed, locale) ?? typed.trim());
          if (next !== value) onChange(next);
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

/** Words for a number field's problem, in the page's language (one phrasing for every form of every kind). */
export function useNumberProblemText(): (problem: NumberProblem) => string {
  const t = useUiT();
  return (problem) => {
    switch (problem.kind) {
      case 'notNumber':
        return t('number.notNumber');
      case 'negative':
        return t('number.negative');
      case 'notWhole':
        return t('number.notWhole');
      case 'tooManyDecimals':
        return t('number.tooManyDecimals', { count: problem.decimals });
    }
  };
}
