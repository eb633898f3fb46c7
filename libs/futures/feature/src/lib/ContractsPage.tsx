import { useId } from 'react';
import { futuresStrings, useFuturesT } from '@tb/futures-ui';
import { useStringsReady } from '@tb/i18n';
import { Button, Spinner } from '@tb/ui';
import { useArea, useNavigate, useSearchParams } from '@tb/router';
import { ContractPicker } from './ContractPicker';
import { symbolsParam } from './symbols-param';

export interface ContractsPageProps {
  /**
   * Several contracts at once (a multi-symbol bot's legs): the choice lives in
   * `?symbols=A,B` (each row adds or removes its contract), and "Done" opens
   * the create page with it (`create/?symbols=A,B`).
   */
  multiple?: boolean;
}

/**
 * The `symbols` page of a futures area (the phone's contract picker, spec
 * §2): the contract list full-page; choosing one opens the area's create page
 * on it (`create/?symbol=`), the current choice (`?symbol=`) marked; with
 * `multiple`, several are chosen (`?symbols=`) and "Done" opens the create page.
 */
export function ContractsPage(props: ContractsPageProps) {
  const area = useArea();
  // the futures family's words in the page's language (English at once, others on demand)
  const ready = useStringsReady([futuresStrings], area.locale);
  return ready ? <Contracts {...props} /> : <Spinner size="lg" />;
}

function Contracts({ multiple = false }: ContractsPageProps) {
  const t = useFuturesT();
  const area = useArea();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const titleId = useId();
  const chosen = symbolsParam(params.get('symbols'));
  const toggle = (symbol: string) => {
    const next = chosen.includes(symbol) ? chosen.filter((name) => name !== symbol) : [...chosen, symbol];
    setParams(
      (prev) => {
        const updated = new URLSearchParams(prev);
        updated.set('symbols', next.join(','));
        return updated;
      },
      { replace: true },
    );
  };
  return (
    <section className="tb-bp-page" aria-labelledby={titleId}>
      <header className="tb-bp-page__header">
        <h1 id={titleId}>{multiple ? t('contracts.titleMany') : t('contracts.title')}</h1>
      </header>
      {multiple ? (
        <>
          <ContractPicker selected={chosen} focusOnMount headingLevel={2} onChange={toggle} />
          <p role="status">{t('contracts.chosen', { count: chosen.length })}</p>
          <Button variant="primary" block onClick={() => navigate(`${area.path('create')}?symbols=${chosen.map(encodeURIComponent).join(',')}`)}>
            {t('contracts.done')}
          </Button>
        </>
      ) : (
        <ContractPicker value={params.get('symbol') ?? undefined} focusOnMount headingLevel={2} onChange={(symbol) => navigate(`${area.path('create')}?symbol=${encodeURIComponent(symbol)}`)} />
      )}
    </section>
  );
}

export default ContractsPage;
