import { Button } from '@tb/ui';

export interface CreateActionsProps {
  /** The kind's look of the row (e.g. sticky at the bottom on phones). */
  readonly className: string;
  /** The backtest of the parameters filled in (off until they are valid, and while it is open). */
  readonly backtest: { readonly label: string; readonly run: () => void; readonly disabled: boolean };
  /** A visitor's submit logs in instead of creating. */
  readonly loggedIn: boolean;
  /** The form may be created now (a logged-in trader's Create is off until then). */
  readonly canCreate: boolean;
  readonly createLabel: string;
  readonly logInLabel: string;
}

/**
 * A grid create form's last row: Backtest beside the form's submit, which
 * says "Create" to a trader (off until the form may be created) and "Log in"
 * to a visitor (the form's submit opens the login then). The kind gives its
 * words and its row's look.
 */
export function CreateActions({ className, backtest, loggedIn, canCreate, createLabel, logInLabel }: CreateActionsProps) {
  return (
    <div className={className}>
      <Button onClick={backtest.run} disabled={backtest.disabled}>
        {backtest.label}
      </Button>
      <Button type="submit" variant="primary" size="lg" disabled={loggedIn && !canCreate}>
        {loggedIn ? createLabel : logInLabel}
      </Button>
    </div>
  );
}
