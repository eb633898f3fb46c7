import { useCallback, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import type { FeedStatus, QuoteFeed } from './feed';
import type { QuoteTicker } from './mapping';
import { quoteFeed } from './singleton';

/**
 * The live row of one symbol (undefined until the first batch). Re-renders
 * only when this symbol's row changes, at most once per batch.
 */
export function useQuote(symbol: string | undefined, feed: QuoteFeed = quoteFeed()): QuoteTicker | undefined {
  useEffect(() => (symbol ? feed.subscribe(symbol) : undefined), [feed, symbol]);
  const subscribe = useCallback((onChange: () => void) => (symbol ? feed.listen(symbol, onChange) : () => undefined), [feed, symbol]);
  const read = useCallback(() => (symbol ? feed.getTicker(symbol) : undefined), [feed, symbol]);
  return useSyncExternalStore(subscribe, read, read);
}

/**
 * Live rows of several symbols as a record. The record is rebuilt once per
 * batch that changed any of them, so the calling component re-renders with
 * every batch: fine for a handful of symbols (a bot's legs or holdings). A
 * list of many live symbols gives each row its own `useQuote` in a memoised
 * row component instead (spot grid's `SymbolList`, futures' `ContractPicker`),
 * so a batch re-renders only the rows that moved, never the list or the page.
 */
export function useQuotes(symbols: readonly string[], feed: QuoteFeed = quoteFeed()): Readonly<Record<string, QuoteTicker | undefined>> {
  const key = symbols.join(',');
  const list = useMemo(() => (key ? key.split(',') : []), [key]);
  useEffect(() => {
    const releases = list.map((symbol) => feed.subscribe(symbol));
    return () => releases.forEach((release) => release());
  }, [feed, list]);
  const cache = useRef<{ version: string; value: Record<string, QuoteTicker | undefined> }>({ version: '', value: {} });
  const subscribe = useCallback(
    (onChange: () => void) => {
      const stops = list.map((symbol) => feed.listen(symbol, onChange));
      return () => stops.forEach((stop) => stop());
    },
    [feed, list],
  );
  const read = useCallback(() => {
    const rows = list.map((symbol) => feed.getTicker(symbol));
    const version = rows.map((row, i) => `${list[i]}:${row?.currentTime ?? ''}:${row?.close ?? ''}`).join('|');
    if (version !== cache.current.version) {
      cache.current = { version, value: Object.fromEntries(list.map((symbol, i) => [symbol, rows[i]])) };
    }
    return cache.current.value;
  }, [feed, list]);
  return useSyncExternalStore(subscribe, read, read);
}

/** Connection state of the feed (for a "live / reconnecting" badge). */
export function useQuoteFeedStatus(feed: QuoteFeed = quoteFeed()): FeedStatus {
  const subscribe = useCallback((onChange: () => void) => feed.listenStatus(onChange), [feed]);
  const read = useCallback(() => feed.getStatus(), [feed]);
  return useSyncExternalStore(subscribe, read, read);
}
