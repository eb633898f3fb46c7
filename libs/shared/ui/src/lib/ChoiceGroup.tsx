import { useId, type KeyboardEvent, type ReactNode } from 'react';
import { FieldNotes } from './Field';

export interface ChoiceOption<V extends string> {
  value: V;
  /** The option's name (what a screen reader reads for the radio). */
  label: ReactNode;
  /** More words under the label, read as the radio's description (an estimate, a consequence). */
  description?: ReactNode;
  disabled?: boolean;
}

export interface ChoiceGroupProps<V extends string> {
  /** Names the group (a real `<legend>`). */
  legend: ReactNode;
  /** Keep the legend for assistive tech only (the page already shows what the group is). */
  hideLegend?: boolean;
  value: V | undefined;
  onChange: (value: V) => void;
  options: ReadonlyArray<ChoiceOption<V>>;
  /**
   * How the options look: `segmented` (one row of equal buttons, a form's
   * mode switch), `chips` (wrapping pills, e.g. coins or frequencies) or
   * `cards` (stacked boxes with a description, e.g. close modes).
   */
  look?: 'segmented' | 'chips' | 'cards';
  /** Under the options: bounds or help (linked to the group). */
  hint?: ReactNode;
  /** Shown as an alert under the options; the group is described by it. */
  error?: ReactNode;
  disabled?: boolean;
  /**
   * `radiogroup` (default) when the group holds only the choice;
   * `group` when it also holds other controls (a custom value's inputs).
   */
  role?: 'radiogroup' | 'group';
  onBlur?: () => void;
  /** Ids of more elements describing the group (texts the caller renders among `children`). */
  describedBy?: string;
  className?: string;
  /** Extra controls inside the group, after the options (a custom value's inputs). */
  children?: ReactNode;
}

/** One option per value, named by `label` (a group's options from its values and their words). */
export function choicesOf<V extends string>(values: readonly V[], label: (value: V) => ReactNode): Array<ChoiceOption<V>> {
  return values.map((value) => ({ value, label: label(value) }));
}

function isRtl(element: HTMLElement): boolean {
  if (typeof getComputedStyle === 'function' && getComputedStyle(element).direction === 'rtl') return true;
  return element.closest('[dir]')?.getAttribute('dir') === 'rtl';
}

/**
 * A single choice among a few options: a `<fieldset>` with its `<legend>`
 * and one native radio per option (label bound, description linked).
 *
 * Keyboard, as the WAI-ARIA radio group pattern says: the group is one tab
 * stop (the chosen option, or the first when none is chosen), arrow keys
 * move the choice and the focus, wrapping at the ends; Left/Right follow the
 * reading direction, so in right-to-left pages Left moves forward. Handled
 * here rather than left to each browser so every browser and the tests agree.
 * Logical CSS properties only: the row mirrors in right-to-left pages.
 */
export function ChoiceGroup<V extends string>({
  legend,
  hideLegend = false,
  value,
  onChange,
  options,
  look = 'segmented',
  hint,
  error,
  disabled = false,
  role = 'radiogroup',
  onBlur,
  describedBy: moreDescribedBy,
  className,
  children,
}: ChoiceGroupProps<V>) {
  const id = useId();
  const enabled = options.filter((option) => !option.disabled && !disabled);
  const focusable = enabled.some((option) => option.value === value) ? value : enabled[0]?.value;
  const hintId = hint ? `${id}-hint` : '';
  const errorId = error ? `${id}-error` : '';
  const describedBy = [hintId, errorId, moreDescribedBy ?? ''].filter(Boolean).join(' ') || undefined;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const rtl = isRtl(event.currentTarget);
    const forward = event.key === 'ArrowDown' || event.key === (rtl ? 'ArrowLeft' : 'ArrowRight');
    const backward = event.key === 'ArrowUp' || event.key === (rtl ? 'ArrowRight' : 'ArrowLeft');
    if (!forward && !backward) return;
    event.preventDefault();
    if (enabled.length === 0) return;
    const index = enabled.findIndex((option) => option.value === event.currentTarget.value);
    const next = enabled[(index + (forward ? 1 : -1) + enabled.length) % enabled.length];
    onChange(next.value);
    const group = event.currentTarget.closest('fieldset');
    group?.querySelector<HTMLInputElement>(`input[data-choice="${CSS.escape(next.value)}"]`)?.focus();
  };

  return (
    <fieldset
      className={['tb-choice', `tb-choice--${look}`, error ? 'tb-choice--invalid' : '', className ?? ''].filter(Boolean).join(' ')}
      role={role === 'radiogroup' ? 'radiogroup' : undefined}
      aria-describedby={describedBy}
      disabled={disabled || undefined}
    >
      <legend className={hideLegend ? 'tb-visually-hidden' : 'tb-choice__legend'}>{legend}</legend>
      <div className="tb-choice__options">
        {options.map((option) => {
          const optionId = `${id}-${option.value}`;
          const checked = option.value === value;
          return (
            <label key={option.value} className={`tb-choice__option${checked ? ' tb-choice__option--on' : ''}`}>
              <input
                type="radio"
                name={id}
                value={option.value}
                data-choice={option.value}
                checked={checked}
                disabled={option.disabled}
                tabIndex={option.value === focusable ? 0 : -1}
                onChange={() => onChange(option.value)}
                onKeyDown={onKeyDown}
                onBlur={onBlur}
                aria-labelledby={option.description ? `${optionId}-label` : undefined}
                aria-describedby={option.description ? `${optionId}-description` : undefined}
              />
              <span className="tb-choice__label" id={`${optionId}-label`}>
                {option.label}
              </span>
              {option.description ? (
                <span className="tb-choice__description" id={`${optionId}-description`}>
                  {option.description}
                </span>
              ) : null}
            </label>
          );
        })}
      </div>
      {children}
      <FieldNotes hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </fieldset>
  );
}
