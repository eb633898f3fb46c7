import { Modal } from '@tb/ui';
import { ContractPicker } from './ContractPicker';
import type { ContractPickerDialogProps } from './ContractPickerDialog';

/** The open dialog of `ContractPickerDialog` (its own chunk). */
export function ContractPickerModal({ title, onClose, footer, note, ...picker }: ContractPickerDialogProps) {
  return (
    <Modal open title={title} onClose={onClose} footer={footer}>
      {note}
      <ContractPicker {...picker} />
    </Modal>
  );
}
