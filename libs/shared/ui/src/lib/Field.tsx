import { useId, type ReactNode } from 'react';

/** What a Field gives its control: its id and the ids describing it. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
}

export interface FieldProps {
  label: ReactNode;
  /** Shown under the control: the accepted bounds ("10 – 50 000 USDT") or other help. */
  hint?: ReactNode;
  /** Shown in place of nothing when the value is wrong; the control is marked invalid. */
  error?: ReactNode;
  required?: boolean;
  children: (control: FieldControlProps) => ReactNode;
  className?: string;
}

/**
 * A form field: a label bound to its control, a hint showing the bounds, and
 * an error text; hint and error are linked to the control with
 * aria-describedby so screen readers read them with the control.
 *
 *   <Field label="Investment" hint="10 – 50 000 USDT" error={error}>
 *     {(control) => <NumberInput {...control} value={v} onChange={setV} />}
 *   </Field>
 */
export function Field({ label, hint, error, required, children, className }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  const control: FieldControlProps = { id };
  if (describedBy) control['aria-describedby'] = describedBy;
  if (error) control['aria-invalid'] = true;
  if (required) control['aria-required'] = true;
  return (
    <div className={['tb-field', error ? 'tb-field--invalid' : '', className ?? ''].filter(Boolean).join(' ')}>
      <label className="tb-field__label" htmlFor={id}>
        {label}
        {required ? (
          <span className="tb-field__required" aria-hidden="true">
            {' *'}
          </span>
        ) : null}
      </label>
      {children(control)}
      <FieldNotes hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}

/** A field's hint and error under its control (ids for aria-describedby; the error is an alert): one markup for Field and ChoiceGroup. */
export function FieldNotes({ hint, hintId, error, errorId }: { hint?: ReactNode; hintId: string; error?: ReactNode; errorId: string }) {
  return (
    <>
      {hint ? (
        <p id={hintId} className="tb-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="tb-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </>
  );
}
