import { quoteFeed } from './singleton';

/** Pushes live prices without React renders; returns the unsubscribe (`LivePriceSource` of `@tb/ui-charts` has this shape). */
export type LiveQuoteSource = (onPrice: (price: string, time: number) => void) => () => void;

const sources = new Map<string, LiveQuoteSource>();

/**
 * The quote feed's last price of `symbol` as a chart's live source: one
 * function per symbol (so a chart given it on every render does not
 * resubscribe), subscribing to the feed only while the chart listens.
 */
export function liveQuoteSource(symbol: string): LiveQuoteSource {
  let source = sources.get(symbol);
  if (!source) {
    source = (onPrice) => {
      const feed = quoteFeed();
      const release = feed.subscribe(symbol);
      const stop = feed.listen(symbol, () => {
        const row = feed.getTicker(symbol);
        if (row) onPrice(row.close, row.currentTime);
      });
      return () => {
        stop();
        release();
      };
    };
    sources.set(symbol, source);
  }
  return source;
}
