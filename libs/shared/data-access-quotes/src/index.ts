/**
 * @tb/data-access-quotes: the spot quote websocket client (a shared singleton).
 */
export { QUOTE_PATH, QUOTE_TOPIC, QUOTE_WINDOW_MS, mapQuoteRow, parseServerMessage, quoteSocketUrl, type QuoteRow, type QuoteTicker, type QuotePush, type ServerMessage } from './lib/mapping';
export { QuoteFeed, NOTICE_TOPIC, type QuoteFeedOptions, type FeedStatus, type SocketLike, type NoticeAccess } from './lib/feed';
export { quoteFeed } from './lib/singleton';
export { useQuote, useQuotes, useQuoteFeedStatus } from './lib/hooks';
export { liveQuoteSource, type LiveQuoteSource } from './lib/live-source';
