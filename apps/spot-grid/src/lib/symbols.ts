import type { QuoteTicker } from '@tb/data-access-quotes';
import { toBigNumber } from '@tb/util-format';
import type { SpotSymbolItem } from '../api/types';

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

