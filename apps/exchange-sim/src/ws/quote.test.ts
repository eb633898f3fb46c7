import { QUOTE_WS_PATH, type QuotePush } from '@tb/contracts';
import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';
import { TEST_START, startTestServer, type TestServer } from '../testing/server';
import { textFrame } from './quote';

type Message = Record<string, unknown>;

/** A client that queues every message and lets a test wait for the next ones matching a predicate. */
class Client {
  readonly messages: Message[] = [];
  private waiters: { match: (m: Message) => boolean; resolve: (m: Message) => void }[] = [];
  constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      const message = JSON.parse(data.toString()) as Message;
      this.messages.push(message);
      const waiter = this.waiters.find((w) => w.match(message));
      if (waiter) {
        this.waiters.splice(this.waiters.indexOf(waiter), 1);
        waiter.resolve(message);
      }
    });
  }
  static async connect(url: string): Promise<Client> {
    const socket = new WebSocket(url);
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    return new Client(socket);
  }
  send(body: unknown) {
    this.socket.send(typeof body === 'string' ? body : JSON.stringify(body));
  }
  next(match: (m: Message) => boolean, timeoutMs = 3000): Promise<Message> {
    const seen = this.messages.find(match);
    if (seen) {
      this.messages.splice(this.messages.indexOf(seen), 1);
      return Promise.resolve(seen);
    }
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no matching message')), timeoutMs);
      this.waiters.push({
        match,
        resolve: (m) => {
          clearTimeout(timer);
          this.messages.splice(this.messages.indexOf(m), 1);
          resolve(m);
        },
      });
    });
  }
}

describe('quote websocket', () => {
  let server: TestServer;
  let url: string;
  const clients: Client[] = [];
  beforeAll(async () => {
    server = await startTestServer();
    server.ctx.clock.advance(30_000);
    server.ctx.market.tick();
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    url = `ws://127.0.0.1:${(server.app.server.address() as AddressInfo).port}${QUOTE_WS_PATH}`;
  });
  afterEach(() => {
    for (const c of clients.splice(0)) c.socket.terminate();
  });
  afterAll(() => server.dispose());

  const connect = async () => {
    const client = await Client.connect(url);
    clients.push(client);
    return client;
  };
  const isPush = (symbol: string) => (m: Message) => m.topic === 'realtimes' && m.symbol === symbol && Array.isArray(m.data);

  it('acknowledges a subscription, pushes a snapshot at once and then every round', async () => {
    const client = await connect();
    client.send({ topic: 'realtimes', event: 'sub', symbol: 'BTCUSDT,ETHUSDT', params: { binary: false } });
    const ack = await client.next((m) => m.event === 'sub');
    expect(ack).toEqual({ topic: 'realtimes', event: 'sub', symbol: 'BTCUSDT,ETHUSDT', params: { binary: false }, code: '0', msg: 'Success' });
    const snapshot = (await client.next(isPush('BTCUSDT'))) as unknown as QuotePush;
    await client.next(isPush('ETHUSDT'));
    const row = snapshot.data[0];
    expect(Object.keys(row)).toEqual(['t', 's', 'c', 'h', 'l', 'o', 'v', 'qv', 'm']);
    const ticker = server.ctx.market.ticker('BTCUSDT');
    expect(row).toEqual({ t: TEST_START + 30_000, s: 'BTCUSDT', c: ticker.c, h: ticker.h, l: ticker.l, o: ticker.o, v: ticker.v, qv: ticker.qv, m: ticker.m });
    server.ctx.clock.advance(60_000);
    server.ctx.market.tick();
    server.hub.round();
    const pushed = (await client.next(isPush('BTCUSDT'))) as unknown as QuotePush;
    expect(pushed.data[0].t).toBe(TEST_START + 90_000);
    expect(pushed.data[0].c).toBe(server.ctx.market.ticker('BTCUSDT').c);
    await client.next(isPush('ETHUSDT'));
  });

  it('answers pings with pongs and stops pushing a cancelled symbol', async () => {
    const client = await connect();
    client.send({ ping: 1_700_000_000_123 });
    expect(await client.next((m) => 'pong' in m)).toEqual({ pong: 1_700_000_000_123 });
    client.send({ topic: 'realtimes', event: 'sub', symbol: 'SOLUSDT', params: { binary: false } });
    await client.next(isPush('SOLUSDT'));
    client.send({ topic: 'realtimes', event: 'cancel', symbol: 'SOLUSDT', params: { binary: false } });
    expect(await client.next((m) => m.event === 'cancel')).toMatchObject({ code: '0' });
    server.hub.round();
    client.send({ ping: 1 });
    await client.next((m) => 'pong' in m);
    expect(client.messages.filter(isPush('SOLUSDT'))).toEqual([]);
  });

  it('explains bad messages and keeps the connection', async () => {
    const client = await connect();
    const cases: [unknown, string][] = [
      ['not json', 'invalid JSON'],
      ['[1,2]', 'expected a JSON object'],
      [{ topic: 'depth', event: 'sub', symbol: 'BTCUSDT' }, 'topic: only "realtimes" is served'],
      [{ topic: 'realtimes', event: 'subscribe', symbol: 'BTCUSDT' }, 'event: expected "sub" or "cancel"'],
      [{ topic: 'realtimes', event: 'sub', symbol: 42 }, 'symbol: expected a symbol or a comma-separated list'],
      [{ topic: 'realtimes', event: 'sub', symbol: 'NOPEUSDT' }, 'symbol: unknown symbol NOPEUSDT'],
      [{ topic: 'realtimes', event: 'sub', symbol: 'BTCUSDT', params: { binary: true } }, 'params.binary: only false (JSON) is served'],
    ];
    for (const [body, msg] of cases) {
      client.send(body);
      expect(await client.next((m) => m.code !== undefined && m.code !== '0')).toMatchObject({ code: '10001', msg });
    }
    client.send({ ping: 2 });
    expect(await client.next((m) => 'pong' in m)).toEqual({ pong: 2 });
  });

  it('sends each round to many clients, serialising each symbol once', async () => {
    const many = await Promise.all(Array.from({ length: 20 }, () => connect()));
    for (const client of many) client.send({ topic: 'realtimes', event: 'sub', symbol: 'BTCUSDT,DOGEUSDT,XRPUSDT', params: { binary: false } });
    await Promise.all(many.map((c) => c.next(isPush('XRPUSDT'))));
    for (const c of many) c.messages.splice(0);
    const before = server.hub.stats.messages;
    server.hub.round();
    expect(server.hub.stats.messages - before).toBe(60);
    await Promise.all(many.flatMap((c) => ['BTCUSDT', 'DOGEUSDT', 'XRPUSDT'].map((s) => c.next(isPush(s)))));
  });
});

describe('text frames', () => {
  it('encodes the three payload-length forms of RFC 6455', () => {
    const short = textFrame(Buffer.from('hi'));
    expect([...short]).toEqual([0x81, 2, 0x68, 0x69]);
    const medium = textFrame(Buffer.alloc(300, 0x61));
    expect([medium[0], medium[1], medium.readUInt16BE(2), medium.length]).toEqual([0x81, 126, 300, 304]);
    const long = textFrame(Buffer.alloc(70_000, 0x61));
    expect([long[0], long[1], Number(long.readBigUInt64BE(2)), long.length]).toEqual([0x81, 127, 70_000, 70_010]);
  });
});
