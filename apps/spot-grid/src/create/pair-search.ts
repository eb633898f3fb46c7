/**
 * The pair list's search and order, for the pair picker and the pairs page
 * only (both lazy): kept out of symbols.ts, which the create page's first
 * route carries (the shared symbol search was in it, issue 30).
 */
import { searchSymbols } from '@tb/util-format';
import type { SpotSymbolItem } from '../api/types';

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
