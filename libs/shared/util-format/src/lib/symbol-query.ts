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
