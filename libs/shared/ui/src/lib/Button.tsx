import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { Spinner } from './Spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'buy' | 'sell';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: 'sm' | 'md' | 'lg';
  /** Busy: shows a spinner, keeps the label for screen readers and blocks clicks. */
  loading?: boolean;
  block?: boolean;
}

/** A button. `type="button"` unless told otherwise, so it never submits a form by accident. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'secondary', size = 'md', loading = false, block = false, className, disabled, children, type = 'button', ...rest },
  ref,
) {
  const classes = ['tb-btn', `tb-btn--${variant}`, `tb-btn--${size}`, block ? 'tb-btn--block' : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <button ref={ref} type={type} className={classes} disabled={disabled || loading} aria-busy={loading || undefined} {...rest}>
      {loading ? <Spinner size="sm" decorative /> : null}
      {children}
    </button>
  );
});
