import type { SocketLike } from './feed';

/** A scripted websocket for tests (`@tb/data-access-quotes/testing`). */
export class FakeSocket implements SocketLike {
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: unknown[] = [];
  closed: { code?: number; reason?: string } | null = null;
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close(code?: number, reason?: string) {
    this.closed = { code, reason };
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  drop() {
    this.readyState = 3;
    this.onclose?.({});
  }
  push(symbol: string, t: number, close: string) {
    this.onmessage?.({ data: JSON.stringify({ topic: 'realtimes', symbol, data: [{ t, s: symbol, c: close, h: close, l: close, o: '1', v: '10', qv: '100', m: '0.01' }] }) });
  }
  receive(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  subs(event = 'sub') {
    return (this.sent as Array<{ event?: string; symbol?: string }>).filter((m) => m.event === event).map((m) => m.symbol);
  }
  static latest() {
    return FakeSocket.all[FakeSocket.all.length - 1];
  }
}
