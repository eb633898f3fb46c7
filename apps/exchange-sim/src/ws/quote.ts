import {
  type BotNotice,
  NOTICE_TOPIC,
  type NoticeAck,
  type NoticePush,
  QUOTE_MAX_SYMBOLS_PER_SUB,
  QUOTE_TOPIC,
  QUOTE_WS_PATH,
  type QuoteAck,
  type QuotePush,
  type QuoteRow,
} from '@tb/contracts';
import type { Socket } from 'node:net';
import type { WebSocket } from 'ws';
import type { FastifyRequest } from 'fastify';
import { requestToken } from '../http/auth';
import type { SimApp, SimContext } from '../context';

/**
 * The quote websocket (`/spot/ws/quote/v1`, protocol in @tb/contracts quote-ws.ts).
 *
 * Fan-out: once per real second the hub serialises and frames each subscribed
 * symbol's row once, joins the frames of each distinct symbol set once, and
 * writes each client its bundle in one call, so a client with 50 symbols
 * costs one write per second, not 50. A client whose send
 * buffer holds more than `maxBufferedBytes` skips the round (it gets the next
 * one: rows are snapshots, nothing is lost by skipping) and is counted as lagging.
 * Silent connections are detected with protocol-level pings every 30 s.
 *
 * The private topic `bot_notices` (contracts notices.ts): a connection knows
 * its user from the session the upgrade request carried (auth cookie, or
 * `UserToken` in-app), resolved once when it opens; subscribing without one
 * is refused with 10007. A user's notices are framed once and written to
 * that user's subscribed connections only (`byUser`), never anyone else's;
 * they are not skipped for a slow reader (a notice is an event, not a
 * snapshot): the socket queues them.
 */
/** `key` names the client's symbol set (in subscription order); clients with equal keys share one bundle per round. */
type Client = { socket: WebSocket; symbols: Set<string>; key: string; alive: boolean; userId: number | null; notices: boolean };

const CLIENTS_PER_SLICE = 100;

/** A final, unmasked text frame (RFC 6455 §5.2) around `payload`. */
export function textFrame(payload: Buffer): Buffer {
  const length = payload.length;
  const headerLength = length < 126 ? 2 : length < 65_536 ? 4 : 10;
  const frame = Buffer.allocUnsafe(headerLength + length);
  frame[0] = 0x81;
  if (length < 126) frame[1] = length;
  else if (length < 65_536) {
    frame[1] = 126;
    frame.writeUInt16BE(length, 2);
  } else {
    frame[1] = 127;
    frame.writeBigUInt64BE(BigInt(length), 2);
  }
  payload.copy(frame, headerLength);
  return frame;
}

export type QuoteHubStats = { clients: number; subscriptions: number; rounds: number; messages: number; skipped: number; lastRoundMs: number; noticeClients: number; notices: number };

export class QuoteHub {
  private readonly clients = new Set<Client>();
  private readonly bySymbol = new Map<string, Set<Client>>();
  /** Connections subscribed to their user's notices. */
  private readonly byUser = new Map<number, Set<Client>>();
  private timer: NodeJS.Timeout | null = null;
  private heartbeat: NodeJS.Timeout | null = null;
  readonly stats: QuoteHubStats = { clients: 0, subscriptions: 0, rounds: 0, messages: 0, skipped: 0, lastRoundMs: 0, noticeClients: 0, notices: 0 };

  constructor(
    private readonly ctx: SimContext,
    private readonly options: { intervalMs?: number; maxBufferedBytes?: number } = {},
  ) {}

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => this.round(), this.options.intervalMs ?? 1000);
    this.heartbeat = setInterval(() => this.ping(), 30_000);
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.timer = this.heartbeat = null;
    for (const client of this.clients) client.socket.close(1001, 'server shutting down');
  }

  attach(socket: WebSocket, request?: FastifyRequest): void {
    const session = request === undefined ? null : this.ctx.sessions.resolve(requestToken(request, this.ctx.config.env));
    const client: Client = { socket, symbols: new Set(), key: '', alive: true, userId: session?.user.id ?? null, notices: false };
    this.clients.add(client);
    this.stats.clients = this.clients.size;
    socket.on('pong', () => {
      client.alive = true;
    });
    socket.on('message', (data, isBinary) => {
      client.alive = true;
      if (isBinary) return this.reply(client, { code: '10001', msg: 'send text frames with JSON' });
      this.onMessage(client, data.toString());
    });
    socket.on('close', () => {
      for (const symbol of client.symbols) this.unsubscribe(client, symbol);
      this.noticesOff(client);
      this.clients.delete(client);
      this.stats.clients = this.clients.size;
    });
    socket.on('error', () => socket.terminate());
  }

  private onMessage(client: Client, text: string): void {
    let message: unknown;
    try {
      message = JSON.parse(text);
    } catch {
      return this.reply(client, { code: '10001', msg: 'invalid JSON' });
    }
    if (typeof message !== 'object' || message === null || Array.isArray(message)) {
      return this.reply(client, { code: '10001', msg: 'expected a JSON object' });
    }
    const m = message as Record<string, unknown>;
    if ('ping' in m) {
      const value = typeof m.ping === 'number' || typeof m.ping === 'string' ? m.ping : Date.now();
      return this.send(client, JSON.stringify({ pong: value }));
    }
    const event = m.event;
    if (m.topic === NOTICE_TOPIC) return this.onNotices(client, event);
    if (m.topic !== QUOTE_TOPIC) return this.reply(client, { code: '10001', msg: `topic: only "${QUOTE_TOPIC}" is served` });
    if (event !== 'sub' && event !== 'cancel') return this.reply(client, { code: '10001', msg: 'event: expected "sub" or "cancel"' });
    if (typeof m.symbol !== 'string' || m.symbol.length > 2000) return this.reply(client, { code: '10001', msg: 'symbol: expected a symbol or a comma-separated list' });
    const symbols = m.symbol.split(',').map((s) => s.trim()).filter(Boolean);
    const params = typeof m.params === 'object' && m.params !== null ? (m.params as { binary?: boolean }) : { binary: false };
    const ack = (code: string, msg: string): QuoteAck => ({ topic: QUOTE_TOPIC, event, symbol: m.symbol as string, params, code, msg });
    if (!symbols.length || symbols.length > QUOTE_MAX_SYMBOLS_PER_SUB) {
      return this.send(client, JSON.stringify(ack('10001', `symbol: give 1 to ${QUOTE_MAX_SYMBOLS_PER_SUB} symbols`)));
    }
    const unknown = symbols.find((s) => !this.ctx.market.has(s));
    if (unknown) return this.send(client, JSON.stringify(ack('10001', `symbol: unknown symbol ${unknown}`)));
    if (params.binary === true) return this.send(client, JSON.stringify(ack('10001', 'params.binary: only false (JSON) is served')));
    if (event === 'cancel') {
      for (const symbol of symbols) this.unsubscribe(client, symbol);
      return this.send(client, JSON.stringify(ack('0', 'Success')));
    }
    this.send(client, JSON.stringify(ack('0', 'Success')));
    for (const symbol of symbols) {
      if (client.symbols.has(symbol)) continue;
      client.symbols.add(symbol);
      let set = this.bySymbol.get(symbol);
      if (!set) this.bySymbol.set(symbol, (set = new Set()));
      set.add(client);
      this.stats.subscriptions++;
      // First snapshot right away, then with every round.
      this.send(client, this.payload(symbol, this.ctx.clock.now()));
    }
    client.key = [...client.symbols].join(',');
  }

  private onNotices(client: Client, event: unknown): void {
    const ack = (code: string, msg: string): void => {
      const body: NoticeAck = { topic: NOTICE_TOPIC, event: event === 'cancel' ? 'cancel' : 'sub', code, msg };
      this.send(client, JSON.stringify(body));
    };
    if (event !== 'sub' && event !== 'cancel') return ack('10001', 'event: expected "sub" or "cancel"');
    if (event === 'cancel') {
      this.noticesOff(client);
      return ack('0', 'Success');
    }
    if (client.userId === null) return ack('10007', 'not logged in: open the socket with a session');
    if (!client.notices) {
      client.notices = true;
      let set = this.byUser.get(client.userId);
      if (!set) this.byUser.set(client.userId, (set = new Set()));
      set.add(client);
      this.stats.noticeClients++;
    }
    ack('0', 'Success');
  }

  private noticesOff(client: Client): void {
    if (!client.notices || client.userId === null) return;
    client.notices = false;
    this.stats.noticeClients--;
    const set = this.byUser.get(client.userId);
    set?.delete(client);
    if (set && set.size === 0) this.byUser.delete(client.userId);
  }

  /** Pushes a user's new notices to that user's subscribed connections (module comment). */
  pushNotices(userId: number, notices: readonly BotNotice[]): void {
    const set = this.byUser.get(userId);
    if (!set || notices.length === 0) return;
    const push: NoticePush = { topic: NOTICE_TOPIC, data: notices.slice() };
    const frame = textFrame(Buffer.from(JSON.stringify(push)));
    for (const client of set) {
      const raw = (client.socket as unknown as { _socket?: Socket })._socket;
      if (client.socket.readyState !== client.socket.OPEN || !raw || raw.destroyed) continue;
      raw.write(frame);
      this.stats.notices += notices.length;
    }
  }

  private unsubscribe(client: Client, symbol: string): void {
    if (!client.symbols.delete(symbol)) return;
    client.key = [...client.symbols].join(',');
    this.stats.subscriptions--;
    const set = this.bySymbol.get(symbol);
    set?.delete(client);
    if (set && set.size === 0) this.bySymbol.delete(symbol);
  }

  private reply(client: Client, body: { code: string; msg: string }): void {
    this.send(client, JSON.stringify(body));
  }

  private send(client: Client, data: string | Buffer): void {
    if (client.socket.readyState === client.socket.OPEN) client.socket.send(data);
  }

  row(symbol: string, now: number): QuoteRow {
    const t = this.ctx.market.ticker(symbol);
    return { t: now, s: symbol, c: t.c, h: t.h, l: t.l, o: t.o, v: t.v, qv: t.qv, m: t.m };
  }

  private payload(symbol: string, now: number): Buffer {
    const push: QuotePush = { topic: QUOTE_TOPIC, symbol, data: [this.row(symbol, now)] };
    return Buffer.from(JSON.stringify(push));
  }

  /**
   * One push round: every subscribed symbol's message is serialised and framed
   * once (a server frame is unmasked, so the same bytes go to every client);
   * the frames of one symbol set are joined once into a bundle, and each client
   * gets its bundle in a single write. Clients are served in slices of
   * CLIENTS_PER_SLICE per event-loop turn, so HTTP requests are not held up
   * behind a large round.
   */
  round(): void {
    const started = performance.now();
    const now = this.ctx.clock.now();
    const frames = new Map<string, Buffer>();
    for (const symbol of this.bySymbol.keys()) frames.set(symbol, textFrame(this.payload(symbol, now)));
    const bundles = new Map<string, Buffer>();
    const clients = [...this.clients];
    const limit = this.options.maxBufferedBytes ?? 1 << 20;
    const slice = (from: number) => {
      const to = Math.min(clients.length, from + CLIENTS_PER_SLICE);
      for (let i = from; i < to; i++) this.sendBundle(clients[i], frames, bundles, limit);
      if (to < clients.length) setImmediate(() => slice(to));
      else {
        this.stats.rounds++;
        this.stats.lastRoundMs = performance.now() - started;
      }
    };
    slice(0);
  }

  private sendBundle(client: Client, frames: Map<string, Buffer>, bundles: Map<string, Buffer>, limit: number): void {
    const { socket } = client;
    if (!client.symbols.size || socket.readyState !== socket.OPEN) return;
    if (socket.bufferedAmount > limit) {
      this.stats.skipped++;
      return;
    }
    // ws writes its own frames straight to this socket (no compression, no queue),
    // so a bundle written here keeps its order with acks and pongs.
    const raw = (socket as unknown as { _socket?: Socket })._socket;
    if (!raw || raw.destroyed) return;
    let bundle = bundles.get(client.key);
    if (!bundle) {
      bundle = Buffer.concat([...client.symbols].flatMap((symbol) => frames.get(symbol) ?? []));
      bundles.set(client.key, bundle);
    }
    raw.write(bundle);
    this.stats.messages += client.symbols.size;
  }

  private ping(): void {
    for (const client of this.clients) {
      if (!client.alive) {
        client.socket.terminate();
        continue;
      }
      client.alive = false;
      client.socket.ping();
    }
  }
}

export function registerQuoteSocket(app: SimApp, hub: QuoteHub): void {
  app.get(QUOTE_WS_PATH, { websocket: true, schema: { hide: true } }, (socket, request) => hub.attach(socket, request));
}
