import { SuitedPicks } from '@tb/feature-bot-pages';
import { memo, useEffect, useId, useMemo, useRef, useState } from 'react';
import { quoteFeed, useQuote, type QuoteFeed } from '@tb/data-access-quotes';
import { symbolCache, useDisplayableSymbols, type ContractSymbol, type SymbolConfigCache } from '@tb/data-access-symbols';
import { useFuturesT } from '@tb/futures-ui';
import { EmptyState, Skeleton } from '@tb/ui';
import { DASH, changeTone, formatLeverageE2, formatPrice, formatSignedPercent, quoteChange, searchSymbols } from '@tb/util-format';

/** Rows subscribed to the live feed at once (a longer list shows the first matches of the search). */
const MAX_ROWS = 60;

/**
 * The highest leverage a contract allows (×100): its own cap, no more than
 * the highest step its leverage sections offer and the first (highest)
 * risk-limit tier allows — each only when the configuration carries it.
 */
export function maxLeverageE2(symbol: Pick<ContractSymbol, 'max_leverage_e2' | 'leverage_sections_e2' | 'risk_limits'>): number {
  const caps = [symbol.max_leverage_e2];
  if (symbol.leverage_sections_e2.length > 0) caps.push(Math.max(...symbol.leverage_sections_e2));
  if (symbol.risk_limits.length > 0) caps.push(Math.max(...symbol.risk_limits.map((tier) => tier.max_leverage_e2)));
  return Math.min(...caps);
}

export interface ContractPickerProps {
  /** The chosen contract's name (marked as pressed). */
  value?: string;
  /**
   * Several chosen contracts (a multi-symbol bot's legs: each marked as
   * pressed; choosing a row calls `onChange` and the page adds or removes it).
   */
  selected?: readonly string[];
  onChange: (symbol: string) => void;
  /** Only contracts settled in this quote coin (default every one). */
  quoteCoin?: string;
  /** Only contracts that support bots (default true). */
  botsOnly?: boolean;
  /** Put the caret in the search box when the picker appears. */
  focusOnMount?: boolean;
  cache?: SymbolConfigCache;
  feed?: QuoteFeed;
  /**
   * Only these contracts, in this order (a kind's own symbol list, e.g. the
   * combo's get-symbol-list, by 24 h turnover), of the listed ones; `null`
   * while that list loads (the picker waits); absent: every listed contract.
   */
  only?: readonly string[] | null;
  /** Contracts the kind recommends now (its recommend-symbol), shown above the list while the search is empty; only listed contracts are offered. */
  suited?: ReadonlyArray<{ readonly symbol: string; readonly amplitude: string }>;
  /**
   * Level of the picker's own headings (the suggestions' title, "no match"):
   * 3 under a dialog's h2 (default); 2 when the picker is a page under its h1.
   */
  headingLevel?: 2 | 3;
}

/**
 * One contract of the picker. It reads its own symbol's live row (`useQuote`)
 * and is memoised, so a batch of the quote feed re-renders only the rows whose
 * price moved, never the picker, its search box or the suggestions.
 */
const ContractRow = memo(function ContractRow({ symbol, pressed, feed, onChange }: { symbol: ContractSymbol; pressed: boolean; feed: QuoteFeed; onChange: (symbol: string) => void }) {
  const t = useFuturesT();
  const locale = t.language;
  const quote = useQuote(symbol.name, feed);
  const change = quoteChange(quote, '');
  return (
    <li>
      <button type="button" className="tb-fu-contracts__row" aria-pressed={pressed} onClick={() => onChange(symbol.name)}>
        <span className="tb-fu-contracts__name" dir="ltr">
          <strong>{symbol.name}</strong>
        </span>
        <span className="tb-fu-contracts__num" dir="ltr">
          {quote?.close ? formatPrice(quote.close, { tickSize: symbol.tick_size, locale }) : DASH}
        </span>
        <span className={`tb-fu-contracts__num tb-fu-tone--${changeTone(change)}`} dir="ltr">
          {change ? formatSignedPercent(change, { locale }) : DASH}
        </span>
        <span className="tb-fu-contracts__num">{t('contracts.upTo', { leverage: formatLeverageE2(maxLeverageE2(symbol), { locale }) })}</span>
      </button>
    </li>
  );
});

/**
 * A searchable list of USDT perpetual contracts for the futures create
 * pages: each row shows the contract, its live last price and 24 h change
 * (the shared quote feed; the figures of the list and the search order are
 * `@tb/util-format`'s symbol search, the same as spot grid's pair list) and
 * its maximum leverage (`maxLeverageE2`). The contracts come from the shared
 * symbol cache (shown, trading, bot-enabled). A labelled search box filters
 * the list; each row is a button (Enter/Space choose it) whose name carries
 * every figure of the row, `aria-pressed` on the chosen one; the number of
 * matches is announced politely. Live prices update row by row (`ContractRow`):
 * the picker itself renders only when the list, the search or the choice change.
 */
export function ContractPicker({ value, selected, onChange, quoteCoin, botsOnly = true, focusOnMount, cache = symbolCache, feed = quoteFeed(), suited, headingLevel = 3, only }: ContractPickerProps) {
  const t = useFuturesT();
  const listId = useId();
  const [query, setQuery] = useState('');
  const displayable = useDisplayableSymbols({ contractType: 'LinearPerpetual', quoteCoin, botsOnly, cache });
  const list = useMemo(() => {
    if (only === undefined) return displayable.list;
    if (only === null) return [];
    const byName = new Map(displayable.list.map((symbol) => [symbol.name, symbol]));
    return only.flatMap((name) => byName.get(name) ?? []);
  }, [displayable.list, only]);
  const loadState = only === null ? 'pending' : displayable.loadState;
  const matches = useMemo(() => searchSymbols(list, query, (symbol) => ({ base: symbol.base_currency, symbol: symbol.name })).slice(0, MAX_ROWS), [list, query]);
  const search = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (focusOnMount) search.current?.focus();
  }, [focusOnMount]);
  const loading = list.length === 0 && (loadState === 'idle' || loadState === 'pending');

  return (
    <div className="tb-fu-contracts">
      <label className="tb-fu-contracts__search">
        <span className="tb-visually-hidden">{t('contracts.search')}</span>
        <input
          ref={search}
          className="tb-input"
          type="search"
          value={query}
          placeholder={t('contracts.placeholder')}
          aria-controls={listId}
          onChange={(event) => setQuery(event.target.value)}
        />
      </label>
      {query === '' && suited ? (
        <SuitedPicks
          picks={suited.filter((pick) => list.some((symbol) => symbol.name === pick.symbol)).map((pick) => ({ symbol: pick.symbol, name: pick.symbol, amplitude: pick.amplitude }))}
          current={value}
          onPick={onChange}
          headingLevel={headingLevel}
        />
      ) : null}
      <p className="tb-visually-hidden" role="status" aria-live="polite">
        {loading ? '' : t('contracts.found', { count: matches.length })}
      </p>
      {loading ? (
        <div aria-busy="true">
          <span className="tb-visually-hidden">{t('contracts.loading')}</span>
          <Skeleton height="2.5rem" />
          <Skeleton height="2.5rem" />
        </div>
      ) : matches.length === 0 ? (
        <EmptyState title={t('contracts.noMatch', { query })} headingLevel={headingLevel} />
      ) : (
        <ul id={listId} className="tb-fu-contracts__list" aria-label={t('contracts.list')}>
          <li className="tb-fu-contracts__head" aria-hidden="true">
            <span>{t('contracts.symbol')}</span>
            <span>{t('contracts.price')}</span>
            <span>{t('contracts.change')}</span>
            <span>{t('contracts.maxLeverage')}</span>
          </li>
          {matches.map((symbol) => (
            <ContractRow key={symbol.name} symbol={symbol} pressed={symbol.name === value || (selected?.includes(symbol.name) ?? false)} feed={feed} onChange={onChange} />
          ))}
        </ul>
      )}
    </div>
  );
}
