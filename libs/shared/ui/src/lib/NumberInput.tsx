import { forwardRef, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { formatDecimal, isolate, normalizeNumberInput, numberInputProblem, readNumberField, ruleDecimals, type NumberFieldProblem, type NumberRule } from '@tb/util-format';
import { Field } from './Field';
import { UI_NUMBER_PART, useUiT } from './translations';

export interface NumberInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type' | 'inputMode'> {
  /** The value as a decimal string ("" when empty), or the text as typed while it is not a number (see below). */
  value: string;
  onChange: (value: string) => void;
  /** Most decimal places accepted (the symbol's precision); more is a problem the field states, never rounded away. */
  decimals?: number;
  allowNegative?: boolean;
  /** Text after the input (coin, %, ×). Visual only: name the unit in the label or hint too. */
  suffix?: string;
  /** The page's locale: which comma groups thousands (`1,234`) and which one is a decimal sign (default: the page's language). */
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
  { value, onChange, decimals, allowNegative = false, suffix, className, locale: givenLocale, ...rest },
  ref,
) {
  const pageLocale = useUiT().language;
  const locale = givenLocale ?? pageLocale ?? 'en';
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

/**
 * Words for a number field's problem, in the page's language (one phrasing
 * for every form of every kind). `show` formats a bound or a step for the
 * message (a price on its tick, money with its coin, a leverage with its
 * `x`); by default the number in the page's style, every decimal kept. Figures are kept in one
 * left-to-right run on right-to-left pages.
 */
export function useNumberProblemText(): (problem: NumberFieldProblem, show?: (value: string) => string) => string {
  const t = useUiT(UI_NUMBER_PART);
  return (problem, show = (value) => formatDecimal(value, { locale: t.language, maxDecimals: 20 })) => {
    const fig = (value: string) => isolate(show(value), t.language);
    switch (problem.kind) {
      case 'notNumber':
        return t('number.notNumber');
      case 'negative':
        return t('number.negative');
      case 'notWhole':
        return t('number.notWhole');
      case 'tooManyDecimals':
        return t('number.tooManyDecimals', { count: problem.decimals });
      case 'required':
        return t('number.required');
      case 'low':
        return t('number.low', { min: fig(problem.min) });
      case 'high':
        return t('number.high', { max: fig(problem.max) });
      case 'notAbove':
        return t('number.notAbove', { bound: fig(problem.bound) });
      case 'step':
        return t('number.step', { step: fig(problem.step) });
    }
  };
}

export interface NumberFieldProps extends Omit<NumberInputProps, 'decimals' | 'id'> {
  label: ReactNode;
  /** What the field takes: precision, step, bounds (`@tb/util-format` `NumberRule`). */
  rule: NumberRule;
  /** The bounds or other help under the field. */
  hint?: ReactNode;
  /** The form's own word on the value (a server check code, a refusal, a cross-field rule); the field's own reading of the text comes first. */
  error?: ReactNode;
  /** Say "Required." for an empty required field (forms show it once touched or submitted). */
  showRequired?: boolean;
  /** How a bound or step is written in the message (default: the plain decimal). */
  show?: (value: string) => string;
  /** Wraps the input (offset buttons beside it, …). */
  decorate?: (input: ReactNode) => ReactNode;
}

/**
 * A labelled number field on the one exact input path: the `NumberInput`
 * (any locale's separators and digits, pastes, nothing dropped) read with
 * the field's `rule` (`readNumberField`), whose problem is said at the field
 * in words whatever else the form does, so no form can forget it. The form
 * reads the same rule for its request bodies (`readNumberFields`), and sends
 * nothing while a field has a problem.
 */
export function NumberField({ label, rule, hint, error, showRequired = false, show, decorate, required, locale: givenLocale, ...input }: NumberFieldProps) {
  const t = useUiT();
  const locale = givenLocale ?? t.language;
  const words = useNumberProblemText();
  const reading = readNumberField(input.value, rule, locale);
  const own = reading.ok || (reading.problem.kind === 'required' && !showRequired) ? undefined : words(reading.problem, show);
  return (
    <Field label={label} hint={hint} error={own ?? error} required={required ?? rule.required}>
      {(control) => {
        const field = <NumberInput {...input} {...control} decimals={ruleDecimals(rule)} allowNegative={rule.allowNegative} locale={locale} />;
        return decorate ? decorate(field) : field;
      }}
    </Field>
  );
}
