import { QuoteFeed } from './feed';

let instance: QuoteFeed | undefined;

/** The page's feed, created on first use (this lib is a shared singleton, so every remote gets the same one). */
export function quoteFeed(): QuoteFeed {
  if (!instance) instance = new QuoteFeed();
  return instance;
}
