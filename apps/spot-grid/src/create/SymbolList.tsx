import { useEffect, useMemo, useRef, useState } from 'react';
import { useT } from '@tb/i18n';
import { useQuotes, type QuoteTicker } from '@tb/data-access-quotes';
import { EmptyState, Skeleton } from '@tb/ui';
import { DASH, formatPercent, formatPrice, formatSignedPercent, toBigNumber } from '@tb/util-format';
import type { SpotSymbolItem } from '../api/types';
import type { Translations } from '../i18n';
import { NAMESPACE } from '../i18n';

/** Rows subscribed to the live feed at once (the list is short; a long one shows the first matches). */
const MAX_ROWS = 60;

/** The 24 h change of a live row (close / open − 1), else the list's figure. */
export function liveChange(item: SpotSymbolItem, quote: QuoteTicker | undefined): string {
  const open = toBigNumber(quote?.open);
  const close = toBigNumber(quote?.close);
  if (open && close && !open.isZero()) return close.div(open).minus(1).toFixed(8);
  return item.change_24h;
}

export function tone(change: string): 'up' | 'down' | 'flat' {
  const n = toBigNumber(change);
  if (!n || n.isZero()) return 'flat';
  return n.isPositive() ? 'up' : 'down';
}

/** Only what may be shown and traded (spec §5: hidden symbols are never shown). */
export function tradableSymbols(list: readonly SpotSymbolItem[] | undefined): SpotSymbolItem[] {
  return (list ?? []).filter((item) => item.display !== 0 && item.status === 'Trading');
}

export function filterSymbols(list: readonly SpotSymbolItem[], query: string): SpotSymbolItem[] {
  const q = query.trim().toUpperCase().replace(/[^A-Z0-9]/g, '');
  if (!q) return [...list];
  const starts = list.filter((item) => item.base_coin.startsWith(q) || item.symbol.startsWith(q));
  const contains = list.filter((item) => !starts.includes(item) && item.symbol.includes(q));
  return [...starts, ...contains];
}

/**
 * Search + list of spot pairs with live price and 24 h change. Each row is a
 * button (Enter/Space choose it); the search box is labelled and the result
 * count is announced politely.
 */
export function SymbolList({
  symbols,
  loading,
  current,
  onChoose,
  focusOnMount,
}: {
  symbols: readonly SpotSymbolItem[];
  loading: boolean;
  current?: string;
  onChoose: (item: SpotSymbolItem) => void;
  /** Put the caret in the search box when the picker opens. */
  focusOnMount?: boolean;
}) {
  const t = useT<Translations>(NAMESPACE);
  const [query, setQuery] = useState('');
  const matches = useMemo(() => filterSymbols(symbols, query).slice(0, MAX_ROWS), [symbols, query]);
  const quotes = useQuotes(useMemo(() => matches.map((item) => item.symbol), [matches]));
  const locale = t.language;
  const search = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (focusOnMount) search.current?.focus();
  }, [focusOnMount]);

  return (
    <div className="sg-symbols">
      <label className="sg-symbols__search">
        <span className="tb-visually-hidden">{t('symbol.search')}</span>
        <input
          className="tb-input"
          type="search"
          value={query}
          placeholder={t('symbol.searchPlaceholder')}
          ref={search}
          onChange={(event) => setQuery(event.target.value)}
          aria-controls="sg-symbol-list"
        />
      </label>
      {loading ? (
        <div aria-busy="true">
          <span className="tb-visually-hidden">{t('common.loading')}</span>
          <Skeleton height="2.5rem" />
          <Skeleton height="2.5rem" />
          <Skeleton height="2.5rem" />
        </div>
      ) : matches.length === 0 ? (
        <EmptyState title={t('symbol.noMatch', { query })} />
      ) : (
        <ul id="sg-symbol-list" className="sg-symbols__list" aria-label={t('symbol.listLabel')}>
          <li className="sg-symbols__head" aria-hidden="true">
            <span>{t('symbol.label')}</span>
            <span>{t('symbol.price')}</span>
            <span>{t('symbol.change24h')}</span>
          </li>
          {matches.map((item) => {
            const quote = quotes[item.symbol];
            const price = quote?.close ?? item.price;
            const change = liveChange(item, quote);
            return (
              <li key={item.symbol}>
                <button
                  type="button"
                  className="sg-symbols__row"
                  aria-current={item.symbol === current ? 'true' : undefined}
                  onClick={() => onChoose(item)}
                >
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
                  <span className="tb-visually-hidden">
                    {`${t('symbol.amplitude')} ${formatPercent(item.amplitude, { locale })}`}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
