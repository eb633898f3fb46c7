import { useId } from 'react';
import { futuresStrings, useFuturesT } from '@tb/futures-ui';
import { useStringsReady } from '@tb/i18n';
import { Spinner } from '@tb/ui';
import { useArea, useNavigate, useSearchParams } from '@tb/router';
import { ContractPicker } from './ContractPicker';

/**
 * The `symbols` page of a futures area (the phone's contract picker, spec
 * §2): the contract list full-page; choosing one opens the area's create page
 * on it (`create/?symbol=`), the current choice (`?symbol=`) marked.
 */
export function ContractsPage() {
  const area = useArea();
  // the futures family's words in the page's language (English at once, others on demand)
  const ready = useStringsReady([futuresStrings], area.locale);
  return ready ? <Contracts /> : <Spinner size="lg" />;
}

function Contracts() {
  const t = useFuturesT();
  const area = useArea();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const titleId = useId();
  return (
    <section className="tb-bp-page" aria-labelledby={titleId}>
      <header className="tb-bp-page__header">
        <h1 id={titleId}>{t('contracts.title')}</h1>
      </header>
      <ContractPicker value={params.get('symbol') ?? undefined} focusOnMount onChange={(symbol) => navigate(`${area.path('create')}?symbol=${encodeURIComponent(symbol)}`)} />
    </section>
  );
}

export default ContractsPage;
