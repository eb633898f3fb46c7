import { lazy, Suspense, type ReactNode } from 'react';
import type { ContractPickerProps } from './ContractPicker';

const Dialog = lazy(() => import(/* webpackChunkName: "contract-picker" */ './ContractPickerModal').then((m) => ({ default: m.ContractPickerModal })));

export interface ContractPickerDialogProps extends ContractPickerProps {
  title: ReactNode;
  onClose: () => void;
  /** Under the list (a multi-choice picker's "Done"). */
  footer?: ReactNode;
  /** Above the search box (how many are chosen). */
  note?: ReactNode;
}

/**
 * The contract picker in a modal dialog, as a create page opens it: render it
 * while the dialog is open. The dialog and the picker are fetched the first
 * time it opens — no visitor needs them to see the page — and the dialog
 * shows once they are in (a moment after the click; nothing on the page
 * moves meanwhile).
 */
export function ContractPickerDialog(props: ContractPickerDialogProps) {
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}
