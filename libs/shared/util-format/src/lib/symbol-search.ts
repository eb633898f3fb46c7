import { toBigNumber } from './bignumber';

/**
 * The logic every symbol picker shares (spot grid's pair list, the futures
 * contract picker): the live 24 h change of a quote row and its tone. Exact
 * (bignumber.js); no float. The search order of a typed query is its own
 * module (./symbol-query): a page that shows a pair's change without a
 * picker open does not carry it (a module's used exports go wherever the
 * module goes, issue 30).
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
