import { useT } from '@tb/i18n';
import { Modal } from '@tb/ui';
import type { SpotSymbolItem } from '../api/types';
import { NAMESPACE, type Translations } from '../i18n';
import { SymbolList } from './SymbolList';

/** The picker as a dialog (wide screens); loaded the first time it opens. */
export default function SymbolPickerDialog({
  symbols,
  loading,
  current,
  onChoose,
  onClose,
}: {
  symbols: readonly SpotSymbolItem[];
  loading: boolean;
  current?: string;
  onChoose: (item: SpotSymbolItem) => void;
  onClose: () => void;
}) {
  const t = useT<Translations>(NAMESPACE);
  return (
    <Modal open title={t('picker.pageTitle')} onClose={onClose} size="md">
      <SymbolList
        symbols={symbols}
        loading={loading}
        current={current}
        focusOnMount
        onChoose={(next) => {
          onClose();
          onChoose(next);
        }}
      />
    </Modal>
  );
}
