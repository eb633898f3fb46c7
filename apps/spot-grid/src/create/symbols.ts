import type { QuoteTicker } from '@tb/data-access-quotes';
import { changeTone, quoteChange, searchSymbols } from '@tb/util-format';
import type { SpotSymbolItem } from '../api/types';

/** The 24 h change of a live row (close / open − 1), else the list's figure. */
export function liveChange(item: SpotSymbolItem, quote: QuoteTicker | undefined): string {
  return quoteChange(quote, item.change_24h);
}

export const tone = changeTone;

/** Only what may be shown and traded (spec §5: hidden symbols are never shown). */
export function tradableSymbols(list: readonly SpotSymbolItem[] | undefined): SpotSymbolItem[] {
  return (list ?? []).filter((item) => item.display !== 0 && item.status === 'Trading');
}

export function filterSymbols(list: readonly SpotSymbolItem[], query: string): SpotSymbolItem[] {
  return searchSymbols(list, query, (item) => ({ base: item.base_coin, symbol: item.symbol }));
}

/**
 * The pair list without a search: pairs in the trader's default quote coin
 * first (USDC on the EU site or with the EU bot flag), each group in the
 * list's own order. A search keeps its relevance order.
 */
export function listForQuote(list: readonly SpotSymbolItem[], query: string, preferredQuote: string): SpotSymbolItem[] {
  const found = filterSymbols(list, query);
  if (query.trim()) return found;
  return [...found.filter((item) => item.quote_coin === preferredQuote), ...found.filter((item) => item.quote_coin !== preferredQuote)];
}
