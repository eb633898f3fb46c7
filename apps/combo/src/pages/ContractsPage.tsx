import { ContractsPage } from '@tb/futures-feature';

/** The phone's contract picker page (`symbols`): the futures family's shared page, choosing several contracts (the combo's legs, `?symbols=A,B`), in its own chunk. */
export default function ComboContractsPage() {
  return <ContractsPage multiple />;
}
