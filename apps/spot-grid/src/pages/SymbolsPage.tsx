import { useMemo } from 'react';
import { useT } from '@tb/i18n';
import { Link, useArea, useNavigate, useSearchParams } from '@tb/router';
import { useSpotGridSymbolsQuery } from '../api/create-endpoints';
import { SymbolList } from '../create/SymbolList';
import { tradableSymbols } from '../create/symbols';
import { NAMESPACE, type Translations } from '../i18n';

/** The symbol picker as a full page (phones): choosing a pair returns to the create form with it. */
export default function SymbolsPage() {
  const t = useT<Translations>(NAMESPACE);
  const area = useArea();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const query = useSpotGridSymbolsQuery();
  const symbols = useMemo(() => tradableSymbols(query.data?.list), [query.data]);
  const current = params.get('symbol') ?? undefined;
  return (
    <section className="sg-page sg-symbols-page" aria-labelledby="sg-symbols-title">
      <header className="sg-page__header">
        <Link to={`${area.path('create')}${current ? `?symbol=${encodeURIComponent(current)}` : ''}`} className="sg-back">
          <span aria-hidden="true" className="sg-back__arrow">
            ←
          </span>
          {t('picker.back')}
        </Link>
        <h1 id="sg-symbols-title">{t('picker.pageTitle')}</h1>
      </header>
      <SymbolList symbols={symbols} loading={query.isLoading} current={current} focusOnMount headingLevel={2} onChoose={(item) => navigate(`${area.path('create')}?symbol=${encodeURIComponent(item.symbol)}`)} />
    </section>
  );
}
