import { Button } from '@tb/ui';

export interface RetryAlertProps {
  /** What failed, in the page's words. */
  message: string;
  /** The retry button's name, in the page's words. */
  retryLabel: string;
  onRetry: () => void;
  /** The page's banner look (`sg-banner sg-banner--error`, …); none for plain text. */
  className?: string;
}

/**
 * A load that failed where the trader is working (a create page's symbols, its AI proposals): said as
 * an alert, with a small Retry button beside it. Every kind's create page shows it the same way; the
 * words and the banner's look are the page's.
 */
export function RetryAlert({ message, retryLabel, onRetry, className }: RetryAlertProps) {
  return (
    <div className={className} role="alert">
      <span>{message}</span>
      <Button size="sm" onClick={onRetry}>
        {retryLabel}
      </Button>
    </div>
  );
}
