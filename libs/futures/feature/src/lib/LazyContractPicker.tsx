import { lazy, Suspense } from 'react';
import { Skeleton } from '@tb/ui';
import { useFuturesT } from '@tb/futures-ui';
import type { ContractPickerProps } from './ContractPicker';

const Picker = lazy(() => import(/* webpackChunkName: "contract-picker" */ './ContractPicker').then((m) => ({ default: m.ContractPicker })));

/**
 * The contract picker as a create page opens it in a dialog: the same
 * `ContractPicker`, fetched the first time a dialog shows it (no visitor
 * needs it to see the page), with the picker's own loading rows meanwhile.
 */
export function LazyContractPicker(props: ContractPickerProps) {
  const t = useFuturesT();
  return (
    <Suspense
      fallback={
        <div className="tb-fu-contracts" aria-busy="true">
          <span className="tb-visually-hidden">{t('contracts.loading')}</span>
          <Skeleton height="2.5rem" />
          <Skeleton height="2.5rem" />
        </div>
      }
    >
      <Picker {...props} />
    </Suspense>
  );
}
