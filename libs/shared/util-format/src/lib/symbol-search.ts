import { toBigNumber } from './bignumber';

/**
 * The logic every symbol picker shares (spot grid's pair list, the futures
 * contract picker): the live 24 h change of a quote row, its tone, and the
 * search order of a typed query. Exact (bignumber.js); no float.
 */

/** The 24 h change of a live row (close / open − 1, 8 decimals), else `fallback` (the list's own figure). */
export function quoteChange(quote: { readonly open?: string; readonly close?: string } | undefined, fallback: string): string {
  const open = toBigNumber(quote?.open);
  const close = toBigNumber(quote?.close);
  if (open && close && !open.isZero()) return close.div(open).minus(1).toFixed(8);
  return fallback;
}

/** Up, down or flat (blank or zero) for colouring a change. */
export function changeTone(change: string): 'up' | 'down' | 'flat' {
  const n = toBigNumber(change);
  if (!n || n.isZero()) return 'flat';
  return n.isPositive() ? 'up' : 'down';
}

/**
 * The items a query matches, in picker order: those whose base coin or
 * symbol starts with it first, then those whose symbol contains it. The
 * query is upper-cased and stripped of separators ("btc/usdt" → "BTCUSDT");
 * an empty query keeps the whole list.
 */
export function searchSymbols<T>(list: readonly T[], query: string, keys: (item: T) => { readonly base: string; readonly symbol: string }): T[] {
  const q = query.trim().toUpperCase().replace(/[^A-Z0-9]/g, '');
  if (!q) return [...list];
  const starts = list.filter((item) => {
    const { base, symbol } = keys(item);
    return base.startsWith(q) || symbol.startsWith(q);
  });
  const contains = list.filter((item) => !starts.includes(item) && keys(item).symbol.includes(q));
  return [...starts, ...contains];
}
