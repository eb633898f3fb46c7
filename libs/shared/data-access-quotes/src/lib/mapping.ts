import type { QuotePush, QuoteRow, QuoteTicker } from '@tb/contracts';

export type { QuotePush, QuoteRow, QuoteTicker };

/** Path of the spot quote websocket (spec §7). */
export const QUOTE_PATH = '/spot/ws/quote/v1';
export const QUOTE_TOPIC = 'realtimes';
/** The 24 h window of a row starts this long before its time (spec §3: t − 86399000). */
export const QUOTE_WINDOW_MS = 86_399_000;

/** A row of the feed as the page uses it (spec §3 "Spot quote message"). */
export function mapQuoteRow(row: QuoteRow): QuoteTicker {
  return {
    startTime: row.t - QUOTE_WINDOW_MS,
    currentTime: row.t,
    symbol: row.s,
    close: row.c,
    high: row.h,
    low: row.l,
    open: row.o,
    volume: row.v,
    quoteVolume: row.qv,
    range: row.m,
  };
}

function isRow(value: unknown): value is QuoteRow {
  if (typeof value !== 'object' || value === null) return false;
  const row = value as Record<string, unknown>;
  return typeof row.t === 'number' && typeof row.s === 'string' && ['c', 'h', 'l', 'o', 'v', 'qv', 'm'].every((key) => typeof row[key] === 'string');
}

export type ServerMessage =
  | { type: 'push'; tickers: QuoteTicker[] }
  | { type: 'ack'; event: string; symbols: string[]; ok: boolean; message: string }
  | { type: 'pong' }
  | { type: 'other' };

/** Read one text frame of the feed. Malformed rows are dropped (prices are never guessed). */
export function parseServerMessage(text: string): ServerMessage {
  let message: unknown;
  try {
    message = JSON.parse(text);
  } catch {
    return { type: 'other' };
  }
  if (typeof message !== 'object' || message === null) return { type: 'other' };
  const m = message as Record<string, unknown>;
  if ('pong' in m) return { type: 'pong' };
  if (m.topic === QUOTE_TOPIC && Array.isArray(m.data)) {
    return { type: 'push', tickers: m.data.filter(isRow).map(mapQuoteRow) };
  }
  if (m.topic === QUOTE_TOPIC && typeof m.event === 'string' && typeof m.code === 'string') {
    const symbols = typeof m.symbol === 'string' ? m.symbol.split(',').filter(Boolean) : [];
    return { type: 'ack', event: m.event, symbols, ok: m.code === '0', message: typeof m.msg === 'string' ? m.msg : '' };
  }
  return { type: 'other' };
}

/** ws on http pages, wss on https (spec §7). */
export function quoteSocketUrl(loc: Pick<Location, 'protocol' | 'host'> = location): string {
  return `${loc.protocol === 'https:' ? 'wss' : 'ws'}://${loc.host}${QUOTE_PATH}`;
}
