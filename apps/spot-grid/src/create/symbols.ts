import type { QuoteTicker } from '@tb/data-access-quotes';
import { changeTone, quoteChange } from '@tb/util-format';
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

/** True on phone-width viewports (spec §2: 767 px breakpoint on the web): the pair picker opens as its own page there. */
export function isPhoneWidth(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(max-width: 767px)').matches;
}
