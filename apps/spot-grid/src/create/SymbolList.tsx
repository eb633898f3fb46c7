import { memo, useEffect, useMemo, useRef, useState } from 'react';
import { useT } from '@tb/i18n';
import { useQuote } from '@tb/data-access-quotes';
import { useDefaultQuoteCoin } from '@tb/data-access-session';
import { EmptyState, Skeleton } from '@tb/ui';
import { SuitedPicks } from '@tb/feature-bot-pages';
import { DASH, formatPercent, formatPrice, formatSignedPercent } from '@tb/util-format';
import type { SpotSymbolItem } from '../api/types';
import { useSpotGridRecommendQuery } from '../api/recommend-endpoint';
import type { Translations } from '../i18n';
import { NAMESPACE } from '../i18n';
// the picker's words travel with its code (the dialog and the symbols page both render this list)
import '../i18n/picker';
import { liveChange, tone } from './symbols';
import { listForQuote } from './pair-search';

/** Rows subscribed to the live feed at once (the list is short; a long one shows the first matches). */
const MAX_ROWS = 60;

/**
 * One pair of the list. It reads its own symbol's live row (`useQuote`) and is
 * memoised, so a batch of the quote feed re-renders only the rows whose price
 * moved, never the list, its search box or the suggestions above it.
 */
const SymbolRow = memo(function SymbolRow({
  item,
  current,
  locale,
  onChoose,
}: {
  item: SpotSymbolItem;
  current: boolean;
  locale: string;
  onChoose: (item: SpotSymbolItem) => void;
}) {
  const t = useT<Translations>(NAMESPACE);
  const quote = useQuote(item.symbol);
  const price = quote?.close ?? item.price;
  const change = liveChange(item, quote);
  return (
    <li>
      <button type="button" className="sg-symbols__row" aria-current={current ? 'true' : undefined} onClick={() => onChoose(item)}>
        <span className="sg-symbols__pair">
          <strong>{item.base_coin}</strong>
          <span className="tb-muted">/{item.quote_coin}</span>
        </span>
        <span className="sg-num" dir="ltr">
          {price ? formatPrice(price, { tickSize: item.tick_size, locale }) : DASH}
        </span>
        <span className={`sg-num sg-tone--${tone(change)}`} dir="ltr">
          {formatSignedPercent(change, { locale })}
        </span>
        <span className="tb-visually-hidden">{`${t('picker.amplitude')} ${formatPercent(item.amplitude, { locale })}`}</span>
      </button>
    </li>
  );
});

/**
 * Search + list of spot pairs with live price and 24 h change. Each row is a
 * button (Enter/Space choose it); the search box is labelled and the result
 * count is announced politely. Live prices update row by row (`SymbolRow`):
 * the list itself renders only when the pairs, the search or the choice change.
 */
export function SymbolList({
  symbols,
  loading,
  current,
  onChoose,
  focusOnMount,
  headingLevel = 3,
}: {
  symbols: readonly SpotSymbolItem[];
  loading: boolean;
  current?: string;
  onChoose: (item: SpotSymbolItem) => void;
  /** Put the caret in the search box when the picker opens. */
  focusOnMount?: boolean;
  /**
   * Level of the list's own headings (the suggestions' title, "no match"):
   * 3 under a dialog's h2; 2 when the list is a page under its h1.
   */
  headingLevel?: 2 | 3;
}) {
  const t = useT<Translations>(NAMESPACE);
  const [query, setQuery] = useState('');
  const preferredQuote = useDefaultQuoteCoin();
  const matches = useMemo(() => listForQuote(symbols, query, preferredQuote).slice(0, MAX_ROWS), [symbols, query, preferredQuote]);
  const locale = t.language;
  const search = useRef<HTMLInputElement>(null);
  // pairs suited to a grid now (recommend-symbol: widest 24 h swings), in the current pair's quote coin
  const currentItem = symbols.find((item) => item.symbol === current) ?? symbols[0];
  const recommend = useSpotGridRecommendQuery(currentItem?.quote_coin ?? 'USDT', { skip: symbols.length === 0 });
  const recommended = new Map((recommend.data?.list ?? []).map((r) => [r.symbol, r.amplitude]));
  const suited = (recommend.data?.list ?? []).map((r) => symbols.find((item) => item.symbol === r.symbol)).filter((item): item is SpotSymbolItem => !!item);
  useEffect(() => {
    if (focusOnMount) search.current?.focus();
  }, [focusOnMount]);

  return (
    <div className="sg-symbols">
      <label className="sg-symbols__search">
        <span className="tb-visually-hidden">{t('picker.search')}</span>
        <input
          className="tb-input"
          type="search"
          value={query}
          placeholder={t('picker.searchPlaceholder')}
          ref={search}
          onChange={(event) => setQuery(event.target.value)}
          aria-controls="sg-symbol-list"
        />
      </label>
      {query === '' ? (
        <SuitedPicks
          picks={suited.map((item) => ({ symbol: item.symbol, name: `${item.base_coin}/${item.quote_coin}`, amplitude: recommended.get(item.symbol) ?? item.amplitude }))}
          current={current}
          onPick={(symbol) => onChoose(symbols.find((item) => item.symbol === symbol)!)}
          headingLevel={headingLevel}
        />
      ) : null}
      {loading ? (
        <div aria-busy="true">
          <span className="tb-visually-hidden">{t('common.loading')}</span>
          <Skeleton height="2.5rem" />
          <Skeleton height="2.5rem" />
          <Skeleton height="2.5rem" />
        </div>
      ) : matches.length === 0 ? (
        <EmptyState title={t('symbol.noMatch', { query })} headingLevel={headingLevel} />
      ) : (
        <ul id="sg-symbol-list" className="sg-symbols__list" aria-label={t('picker.listLabel')}>
          <li className="sg-symbols__head" aria-hidden="true">
            <span>{t('picker.label')}</span>
            <span>{t('picker.price')}</span>
            <span>{t('picker.change24h')}</span>
          </li>
          {matches.map((item) => (
            <SymbolRow key={item.symbol} item={item} current={item.symbol === current} locale={locale} onChoose={onChoose} />
          ))}
        </ul>
      )}
    </div>
  );
}
