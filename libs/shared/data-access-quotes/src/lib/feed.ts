import type { BotNotice } from '@tb/contracts';
import { parseServerMessage, quoteSocketUrl, QUOTE_TOPIC, type QuoteTicker } from './mapping';

/** The private topic of the signed-in user's bot notices (contracts notices.ts NOTICE_TOPIC). */
export const NOTICE_TOPIC = 'bot_notices';

/** Whether the socket's session may read notices: unknown until the server answers the sub. */
export type NoticeAccess = 'unknown' | 'granted' | 'refused';

/** The part of the browser WebSocket the feed uses (tests pass a fake). */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: unknown) => void) | null;
  onerror: ((event: unknown) => void) | null;
}

export type FeedStatus = 'idle' | 'connecting' | 'open' | 'reconnecting' | 'closed';

export interface QuoteFeedOptions {
  url?: () => string;
  createSocket?: (url: string) => SocketLike;
  /** Spec §7/§9: ping about every 10 s. */
  pingIntervalMs?: number;
  /** No frame at all for this long means the connection is dead: reconnect. */
  silenceTimeoutMs?: number;
  /** Rows are handed to the page at most once per this interval (batching). */
  batchIntervalMs?: number;
  /** Reconnect delays: initial × 2^attempt, capped, with ±20 % jitter. */
  backoffInitialMs?: number;
  backoffMaxMs?: number;
  /** With no symbol left, the connection closes after this grace period (navigation churn keeps it). */
  idleCloseMs?: number;
  random?: () => number;
}

const OPEN = 1;

/**
 * The spot quote feed client (spec §7): one websocket per page, shared by
 * every component and remote through this singleton lib.
 *
 * - `subscribe(symbol)` counts references; the first one sends
 *   `{"topic":"realtimes","event":"sub","symbol":S,"params":{"binary":false}}`
 *   (one message per symbol), the last release sends `cancel`. A symbol is
 *   subscribed at most once per connection, whatever the number of components.
 * - A ping goes out every 10 s; pongs only prove the line is alive. After a
 *   drop (or 30 s of silence) the feed reconnects with exponential backoff and
 *   subscribes each wanted symbol once on the new connection.
 * - Rows are mapped (startTime = t − 86399000, ...) and kept per symbol; they
 *   are handed to listeners in batches (every 250 ms by default), and a
 *   listener of one symbol is called only when that symbol changed, so a page
 *   with 50 live symbols does not re-render per message.
 * - The private topic `bot_notices` (`listenNotices`): while any listener
 *   wants notices the connection stays open and every (re)connection sends
 *   `{"topic":"bot_notices","event":"sub"}`; pushed notices go to the
 *   listeners at once (no batching: they are events). The server knows the
 *   user from the session the connection was opened with, so after a login or
 *   logout `renewSession()` reconnects.
 */
export class QuoteFeed {
  private readonly options: Required<QuoteFeedOptions>;
  private socket: SocketLike | null = null;
  private status: FeedStatus = 'idle';
  private readonly refs = new Map<string, number>();
  /** Symbols subscribed on the current connection. */
  private readonly live = new Set<string>();
  private readonly rejected = new Map<string, string>();
  private readonly tickers = new Map<string, QuoteTicker>();
  private readonly pending = new Map<string, QuoteTicker>();
  private readonly symbolListeners = new Map<string, Set<() => void>>();
  private readonly statusListeners = new Set<() => void>();
  private readonly noticeListeners = new Set<(notices: readonly BotNotice[]) => void>();
  private noticeAccess: NoticeAccess = 'unknown';
  private attempt = 0;
  private pingTimer: ReturnType<typeof setInterval> | null = null;
  private reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  private flushTimer: ReturnType<typeof setTimeout> | null = null;
  private idleTimer: ReturnType<typeof setTimeout> | null = null;
  private lastFrameAt = 0;
  /** Counters for diagnostics and tests. */
  readonly stats = { connects: 0, messages: 0, flushes: 0, subsSent: 0 };

  constructor(options: QuoteFeedOptions = {}) {
    this.options = {
      url: options.url ?? (() => quoteSocketUrl()),
      createSocket: options.createSocket ?? ((url) => new WebSocket(url) as unknown as SocketLike),
      pingIntervalMs: options.pingIntervalMs ?? 10_000,
      silenceTimeoutMs: options.silenceTimeoutMs ?? 30_000,
      batchIntervalMs: options.batchIntervalMs ?? 250,
      backoffInitialMs: options.backoffInitialMs ?? 1_000,
      backoffMaxMs: options.backoffMaxMs ?? 30_000,
      idleCloseMs: options.idleCloseMs ?? 5_000,
      random: options.random ?? Math.random,
    };
  }

  /** Wants the signed-in user's bot notices (module comment); returns the release function. */
  listenNotices(listener: (notices: readonly BotNotice[]) => void): () => void {
    const first = this.noticeListeners.size === 0;
    this.noticeListeners.add(listener);
    if (this.idleTimer) {
      clearTimeout(this.idleTimer);
      this.idleTimer = null;
    }
    if (first) {
      if (this.socket && this.socket.readyState === OPEN) this.sendNoticeSub();
      else this.ensureConnected();
    }
    return () => {
      if (!this.noticeListeners.delete(listener) || this.noticeListeners.size > 0) return;
      if (this.socket?.readyState === OPEN) this.socket.send(JSON.stringify({ topic: NOTICE_TOPIC, event: 'cancel' }));
      this.maybeIdle();
    };
  }

  /** Whether the server accepted the notice subscription of the current connection. */
  getNoticeAccess(): NoticeAccess {
    return this.noticeAccess;
  }

  /** The session changed (login, logout): reconnect so the server reads the new one. */
  renewSession(): void {
    if (!this.socket && !this.reconnectTimer) return;
    const socket = this.socket;
    this.dropSocket();
    socket?.close(1000, 'session changed');
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    this.reconnectTimer = null;
    this.attempt = 0;
    this.connect();
  }

  private wanting(): boolean {
    return this.refs.size > 0 || this.noticeListeners.size > 0;
  }

  private maybeIdle(): void {
    if (!this.wanting() && !this.idleTimer) {
      this.idleTimer = setTimeout(() => {
        this.idleTimer = null;
        if (!this.wanting()) this.disconnect();
      }, this.options.idleCloseMs);
    }
  }

  private sendNoticeSub(): void {
    if (!this.socket || this.socket.readyState !== OPEN) return;
    this.socket.send(JSON.stringify({ topic: NOTICE_TOPIC, event: 'sub' }));
  }

  /** Want live rows for `symbol`; returns the release function. */
  subscribe(symbol: string): () => void {
    const count = this.refs.get(symbol) ?? 0;
    this.refs.set(symbol, count + 1);
    if (this.idleTimer) {
      clearTimeout(this.idleTimer);
      this.idleTimer = null;
    }
    if (count === 0) {
      this.rejected.delete(symbol);
      if (this.socket && this.socket.readyState === OPEN) this.sendSub(symbol);
      else this.ensureConnected();
    }
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.release(symbol);
    };
  }

  private release(symbol: string) {
    const count = (this.refs.get(symbol) ?? 0) - 1;
    if (count > 0) {
      this.refs.set(symbol, count);
      return;
    }
    this.refs.delete(symbol);
    if (this.live.delete(symbol) && this.socket?.readyState === OPEN) {
      this.socket.send(JSON.stringify({ topic: QUOTE_TOPIC, event: 'cancel', symbol, params: { binary: false } }));
    }
    this.maybeIdle();
  }

  /** The latest batched row of a symbol. */
  getTicker(symbol: string): QuoteTicker | undefined {
    return this.tickers.get(symbol);
  }

  /** Why the server refused a symbol (unknown symbol...), if it did. */
  getRejection(symbol: string): string | undefined {
    return this.rejected.get(symbol);
  }

  getStatus(): FeedStatus {
    return this.status;
  }

  /** Called after a batch that changed `symbol`. */
  listen(symbol: string, listener: () => void): () => void {
    let set = this.symbolListeners.get(symbol);
    if (!set) this.symbolListeners.set(symbol, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.symbolListeners.delete(symbol);
    };
  }

  listenStatus(listener: () => void): () => void {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  }

  /** Symbols currently wanted (for diagnostics). */
  wanted(): string[] {
    return Array.from(this.refs.keys());
  }

  /** Close for good (tests, page unload). */
  dispose(): void {
    this.refs.clear();
    this.noticeListeners.clear();
    this.disconnect();
    if (this.flushTimer) clearTimeout(this.flushTimer);
    this.flushTimer = null;
  }

  private setStatus(status: FeedStatus) {
    if (this.status === status) return;
    this.status = status;
    for (const listener of this.statusListeners) listener();
  }

  private ensureConnected() {
    if (this.socket || this.reconnectTimer) return;
    this.connect();
  }

  private connect() {
    this.reconnectTimer = null;
    if (!this.wanting()) {
      this.setStatus('idle');
      return;
    }
    this.setStatus(this.attempt === 0 ? 'connecting' : 'reconnecting');
    let socket: SocketLike;
    try {
      socket = this.options.createSocket(this.options.url());
    } catch {
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;
    this.stats.connects += 1;
    socket.onopen = () => {
      if (this.socket !== socket) return;
      this.attempt = 0;
      this.live.clear();
      this.lastFrameAt = Date.now();
      // a new connection has not been granted the private topic yet (status listeners read it on 'open')
      this.noticeAccess = 'unknown';
      this.setStatus('open');
      for (const symbol of this.refs.keys()) this.sendSub(symbol);
      if (this.noticeListeners.size > 0) this.sendNoticeSub();
      this.startPing(socket);
    };
    socket.onmessage = (event) => {
      if (this.socket !== socket) return;
      this.lastFrameAt = Date.now();
      this.onFrame(typeof event.data === 'string' ? event.data : String(event.data));
    };
    socket.onerror = () => {
      // onclose follows; reconnecting is decided there.
    };
    socket.onclose = () => {
      if (this.socket !== socket) return;
      this.dropSocket();
      if (this.wanting()) this.scheduleReconnect();
      else this.setStatus('idle');
    };
  }

  private sendSub(symbol: string) {
    if (this.live.has(symbol) || !this.socket || this.socket.readyState !== OPEN) return;
    this.live.add(symbol);
    this.stats.subsSent += 1;
    this.socket.send(JSON.stringify({ topic: QUOTE_TOPIC, event: 'sub', symbol, params: { binary: false } }));
  }

  private startPing(socket: SocketLike) {
    this.stopPing();
    this.pingTimer = setInterval(() => {
      if (this.socket !== socket) return;
      if (Date.now() - this.lastFrameAt > this.options.silenceTimeoutMs) {
        // The line is dead without the browser noticing: drop it and reconnect.
        this.dropSocket();
        socket.close(4000, 'silent');
        this.scheduleReconnect();
        return;
      }
      if (socket.readyState === OPEN) socket.send(JSON.stringify({ ping: Date.now() }));
    }, this.options.pingIntervalMs);
  }

  private stopPing() {
    if (this.pingTimer) clearInterval(this.pingTimer);
    this.pingTimer = null;
  }

  private dropSocket() {
    this.stopPing();
    if (this.socket) {
      this.socket.onopen = this.socket.onmessage = this.socket.onclose = this.socket.onerror = null;
    }
    this.socket = null;
    this.live.clear();
    this.noticeAccess = 'unknown';
  }

  private scheduleReconnect() {
    if (this.reconnectTimer) return;
    const base = Math.min(this.options.backoffMaxMs, this.options.backoffInitialMs * 2 ** this.attempt);
    const delay = Math.round(base * (0.8 + 0.4 * this.options.random()));
    this.attempt += 1;
    this.setStatus('reconnecting');
    this.reconnectTimer = setTimeout(() => this.connect(), delay);
  }

  private disconnect() {
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    this.reconnectTimer = null;
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
    const socket = this.socket;
    this.dropSocket();
    socket?.close(1000, 'no subscriptions');
    this.attempt = 0;
    this.setStatus(this.status === 'idle' ? 'idle' : 'closed');
  }

  private onFrame(text: string) {
    this.stats.messages += 1;
    if (text.startsWith('{"topic":"bot_notices"')) {
      this.onNoticeFrame(text);
      return;
    }
    const message = parseServerMessage(text);
    if (message.type === 'push') {
      for (const ticker of message.tickers) {
        if (this.refs.has(ticker.symbol)) this.pending.set(ticker.symbol, ticker);
      }
      this.scheduleFlush();
    } else if (message.type === 'ack' && !message.ok && message.event === 'sub') {
      for (const symbol of message.symbols) {
        this.live.delete(symbol);
        this.rejected.set(symbol, message.message);
      }
      for (const symbol of message.symbols) this.notify(symbol);
    }
  }

  private onNoticeFrame(text: string) {
    let m: { event?: string; code?: string; data?: BotNotice[] };
    try {
      m = JSON.parse(text) as typeof m;
    } catch {
      return;
    }
    if (m.event !== undefined) {
      if (m.event === 'sub') this.noticeAccess = m.code === '0' ? 'granted' : 'refused';
      for (const listener of this.statusListeners) listener();
      return;
    }
    if (!Array.isArray(m.data) || m.data.length === 0) return;
    for (const listener of Array.from(this.noticeListeners)) listener(m.data);
  }

  private scheduleFlush() {
    if (this.flushTimer) return;
    this.flushTimer = setTimeout(() => this.flush(), this.options.batchIntervalMs);
  }

  /** Hand the batch to the page: each changed symbol's listeners once. */
  flush(): void {
    if (this.flushTimer) clearTimeout(this.flushTimer);
    this.flushTimer = null;
    if (this.pending.size === 0) return;
    this.stats.flushes += 1;
    const changed = Array.from(this.pending.values());
    this.pending.clear();
    for (const ticker of changed) this.tickers.set(ticker.symbol, ticker);
    for (const ticker of changed) this.notify(ticker.symbol);
  }

  private notify(symbol: string) {
    const listeners = this.symbolListeners.get(symbol);
    if (listeners) for (const listener of Array.from(listeners)) listener();
  }
}
