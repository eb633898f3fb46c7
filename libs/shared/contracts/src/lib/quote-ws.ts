/**
 * The spot quote websocket (`/spot/ws/quote/v1`).
 *
 * Client → server:
 *   {"topic":"realtimes","event":"sub","symbol":"BTCUSDT,ETHUSDT","params":{"binary":false}}
 *   {"topic":"realtimes","event":"cancel","symbol":"BTCUSDT","params":{"binary":false}}
 *   {"ping": 1712345678901}
 * Server → client:
 *   an ack per sub/cancel: {"topic":"realtimes","event":"sub","symbol":"…","params":{…},"code":"0","msg":"Success"}
 *   pushes: {"topic":"realtimes","symbol":"BTCUSDT","data":[{t,s,c,h,l,o,v,qv,m}]} at most once per
 *     real second per symbol (first push right after the sub);
 *   {"pong": <the ping value>}
 * Row values are rolling 24 h figures; `m` is the change ratio (c − o) / o as a decimal string.
 */
export const QUOTE_WS_PATH = '/spot/ws/quote/v1';
export const QUOTE_TOPIC = 'realtimes';
/** Clients ping about every 10 s; the server drops connections silent for 60 s. */
export const QUOTE_PING_INTERVAL_MS = 10_000;
/** Most symbols one subscribe message may name. */
export const QUOTE_MAX_SYMBOLS_PER_SUB = 100;

export type QuoteEvent = 'sub' | 'cancel';

export interface QuoteSubscribe {
  topic: typeof QUOTE_TOPIC;
  event: QuoteEvent;
  /** One symbol or a comma-separated list. */
  symbol: string;
  params?: { binary?: boolean };
}

export interface QuoteAck extends QuoteSubscribe {
  /** "0" success; otherwise an error code and `msg` says why. */
  code: string;
  msg: string;
}

export interface QuoteRow {
  /** Current time (unix ms); the 24 h window starts at t − 86399000. */
  t: number;
  s: string;
  c: string;
  h: string;
  l: string;
  o: string;
  v: string;
  qv: string;
  m: string;
}

export interface QuotePush {
  topic: typeof QUOTE_TOPIC;
  symbol: string;
  data: QuoteRow[];
}

export type QuotePing = { ping: number };
export type QuotePong = { pong: number };

/** The client-side view of a row (spec §3 "Spot quote message"). */
export interface QuoteTicker {
  startTime: number;
  currentTime: number;
  symbol: string;
  close: string;
  high: string;
  low: string;
  open: string;
  volume: string;
  quoteVolume: string;
  range: string;
}

export const QUOTE_WINDOW_MS = 86_399_000;

export function toQuoteTicker(row: QuoteRow): QuoteTicker {
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
