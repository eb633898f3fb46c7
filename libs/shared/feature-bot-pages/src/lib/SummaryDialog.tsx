import type { ReactNode } from 'react';
import { ActionDialog } from './ActionDialog';

export interface SummaryDialogProps {
  title: string;
  description?: string;
  /** Every parameter as `[term, value]`, in order; each value is isolated (`<bdi>`) so figures keep their order in right-to-left pages. */
  rows: ReadonlyArray<readonly [string, ReactNode]>;
  confirmLabel: string;
  cancelLabel: string;
  /** The call is under way: the buttons wait and the backdrop does not close the dialog. */
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
  /** The list's class (each kind's own layout). */
  className?: string;
  /** After the list: a refusal in words, a note. */
  children?: ReactNode;
}

/**
 * The confirmation every create and change dialog of the bot kinds shows:
 * a modal listing each parameter as a term and its value, with Cancel and
 * a primary confirm button that shows progress while the call runs.
 */
export function SummaryDialog({ title, description, rows, confirmLabel, cancelLabel, busy, onConfirm, onClose, className, children }: SummaryDialogProps) {
  return (
    <ActionDialog title={title} description={description} cancelLabel={cancelLabel} confirmLabel={confirmLabel} busy={busy} onConfirm={onConfirm} onClose={onClose}>
      <dl className={className}>
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>
              <bdi>{value}</bdi>
            </dd>
          </div>
        ))}
      </dl>
      {children}
    </ActionDialog>
  );
}
