import { QuoteFeed } from './feed';
import { FakeSocket } from './test-socket';

function makeFeed() {
  return new QuoteFeed({ url: () => 'ws://test/spot/ws/quote/v1', createSocket: (url) => new FakeSocket(url), random: () => 0.5 });
}

beforeEach(() => {
  jest.useFakeTimers();
  FakeSocket.all = [];
});
afterEach(() => jest.useRealTimers());

describe('QuoteFeed connection and subscriptions (spec §7)', () => {
  it('connects on the first subscription and subscribes each symbol once, per symbol', () => {
    const feed = makeFeed();
    const releaseA = feed.subscribe('BTCUSDT');
    const releaseB = feed.subscribe('BTCUSDT');
    feed.subscribe('ETHUSDT');
    expect(FakeSocket.all).toHaveLength(1);
    expect(feed.getStatus()).toBe('connecting');
    const socket = FakeSocket.latest();
    socket.open();
    expect(socket.sent).toEqual([
      { topic: 'realtimes', event: 'sub', symbol: 'BTCUSDT', params: { binary: false } },
      { topic: 'realtimes', event: 'sub', symbol: 'ETHUSDT', params: { binary: false } },
    ]);
    feed.subscribe('SOLUSDT');
    expect(socket.subs()).toEqual(['BTCUSDT', 'ETHUSDT', 'SOLUSDT']);
    releaseA();
    expect(socket.subs('cancel')).toEqual([]);
    releaseB();
    releaseB();
    expect(socket.subs('cancel')).toEqual(['BTCUSDT']);
  });

  it('pings about every 10 s and ignores pongs', () => {
    const feed = makeFeed();
    feed.subscribe('BTCUSDT');
    const socket = FakeSocket.latest();
    socket.open();
    jest.advanceTimersByTime(10_000);
    socket.receive({ pong: 1 });
    jest.advanceTimersByTime(10_000);
    const pings = (socket.sent as Array<{ ping?: number }>).filter((m) => typeof m.ping === 'number');
    expect(pings).toHaveLength(2);
    expect(feed.getStatus()).toBe('open');
  });

  it('reconnects with growing backoff after drops and subscribes each symbol once on the new connection', () => {
    const feed = makeFeed();
    feed.subscribe('BTCUSDT');
    feed.subscribe('BTCUSDT');
    feed.subscribe('ETHUSDT');
    FakeSocket.latest().open();
    FakeSocket.latest().drop();
    expect(feed.getStatus()).toBe('reconnecting');
    jest.advanceTimersByTime(999);
    expect(FakeSocket.all).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(FakeSocket.all).toHaveLength(2);
    // The second attempt fails before opening: the next delay doubles.
    FakeSocket.latest().drop();
    jest.advanceTimersByTime(1_999);
    expect(FakeSocket.all).toHaveLength(2);
    jest.advanceTimersByTime(1);
    expect(FakeSocket.all).toHaveLength(3);
    const socket = FakeSocket.latest();
    socket.open();
    expect(socket.subs()).toEqual(['BTCUSDT', 'ETHUSDT']);
    expect(feed.getStatus()).toBe('open');
    // After a successful open the backoff starts again from 1 s.
    socket.drop();
    jest.advanceTimersByTime(1_000);
    expect(FakeSocket.all).toHaveLength(4);
  });

  it('caps the backoff at 30 s', () => {
    const feed = makeFeed();
    feed.subscribe('BTCUSDT');
    for (let i = 0; i < 8; i += 1) {
      FakeSocket.latest().drop();
      jest.advanceTimersByTime(30_000);
    }
    expect(FakeSocket.all).toHaveLength(9);
  });

  it('treats 30 s of silence as a dead line and reconnects', () => {
    const feed = makeFeed();
    feed.subscribe('BTCUSDT');
    const first = FakeSocket.latest();
    first.open();
    jest.advanceTimersByTime(40_000);
    expect(first.closed?.code).toBe(4000);
    jest.advanceTimersByTime(1_000);
    expect(FakeSocket.all).toHaveLength(2);
  });

  it('remembers a symbol the server refused', () => {
    const feed = makeFeed();
    feed.subscribe('NOPEUSDT');
    const socket = FakeSocket.latest();
    socket.open();
    socket.receive({ topic: 'realtimes', event: 'sub', symbol: 'NOPEUSDT', params: {}, code: '10001', msg: 'symbol: unknown symbol NOPEUSDT' });
    expect(feed.getRejection('NOPEUSDT')).toBe('symbol: unknown symbol NOPEUSDT');
  });

  it('closes after a grace period when nothing is wanted any more, and not when a symbol comes back in time', () => {
    const feed = makeFeed();
    const release = feed.subscribe('BTCUSDT');
    const socket = FakeSocket.latest();
    socket.open();
    release();
    jest.advanceTimersByTime(4_000);
    const again = feed.subscribe('BTCUSDT');
    jest.advanceTimersByTime(10_000);
    expect(socket.closed).toBeNull();
    expect(socket.subs()).toEqual(['BTCUSDT', 'BTCUSDT']);
    again();
    jest.advanceTimersByTime(5_000);
    expect(socket.closed).toEqual({ code: 1000, reason: 'no subscriptions' });
    expect(feed.getStatus()).toBe('closed');
  });
});

describe('batching', () => {
  it('hands rows over once per batch, and only to listeners of changed symbols', () => {
    const feed = makeFeed();
    const symbols = Array.from({ length: 50 }, (_, i) => `S${i}USDT`);
    symbols.forEach((symbol) => feed.subscribe(symbol));
    const socket = FakeSocket.latest();
    socket.open();
    const calls = new Map<string, number>();
    symbols.forEach((symbol) => feed.listen(symbol, () => calls.set(symbol, (calls.get(symbol) ?? 0) + 1)));
    const quiet = jest.fn();
    feed.listen('QUIETUSDT', quiet);
    for (let round = 0; round < 20; round += 1) symbols.forEach((symbol, i) => socket.push(symbol, 1_000 + round, `${i}.${round}`));
    expect(feed.getTicker('S7USDT')).toBeUndefined();
    jest.advanceTimersByTime(250);
    expect(feed.stats.flushes).toBe(1);
    expect(feed.stats.messages).toBe(1_000);
    expect(Array.from(calls.values()).every((count) => count === 1)).toBe(true);
    expect(calls.size).toBe(50);
    expect(quiet).not.toHaveBeenCalled();
    expect(feed.getTicker('S7USDT')).toMatchObject({ close: '7.19', currentTime: 1_019, startTime: 1_019 - 86_399_000 });
  });

  it('ignores rows of symbols nobody wants', () => {
    const feed = makeFeed();
    feed.subscribe('BTCUSDT');
    const socket = FakeSocket.latest();
    socket.open();
    socket.push('ETHUSDT', 1, '1');
    feed.flush();
    expect(feed.getTicker('ETHUSDT')).toBeUndefined();
  });
});

describe('QuoteFeed private notices (bot_notices)', () => {
  it('subscribes on open, hands pushes to listeners at once, resubscribes after a drop and on a session change', () => {
    const feed = makeFeed();
    const got: string[] = [];
    const stop = feed.listenNotices((notices) => got.push(...notices.map((n) => n.id)));
    expect(FakeSocket.all).toHaveLength(1);
    const first = FakeSocket.latest();
    first.open();
    expect(first.sent).toEqual([{ topic: 'bot_notices', event: 'sub' }]);
    first.receive({ topic: 'bot_notices', event: 'sub', code: '0', msg: 'Success' });
    expect(feed.getNoticeAccess()).toBe('granted');
    first.receive({ topic: 'bot_notices', data: [{ id: '7', kind: 'liq_warning' }] });
    expect(got).toEqual(['7']);
    first.drop();
    // a dropped line's grant is gone: the next connection must be granted again
    expect(feed.getNoticeAccess()).toBe('unknown');
    jest.advanceTimersByTime(1_200);
    const second = FakeSocket.latest();
    expect(second).not.toBe(first);
    second.open();
    expect(second.sent).toEqual([{ topic: 'bot_notices', event: 'sub' }]);
    second.receive({ topic: 'bot_notices', event: 'sub', code: '10007', msg: 'not logged in' });
    expect(feed.getNoticeAccess()).toBe('refused');
    feed.renewSession();
    const third = FakeSocket.latest();
    expect(third).not.toBe(second);
    third.open();
    expect(third.sent).toEqual([{ topic: 'bot_notices', event: 'sub' }]);
    stop();
    expect(third.sent.at(-1)).toEqual({ topic: 'bot_notices', event: 'cancel' });
    jest.advanceTimersByTime(5_000);
    expect(feed.getStatus()).toBe('closed');
  });
});

describe('QuoteFeed notice access as status listeners see it', () => {
  it('reads unknown when a connection opens and granted once the server acks, on every connection', () => {
    const feed = makeFeed();
    const seen: string[] = [];
    feed.listenStatus(() => seen.push(`${feed.getStatus()}:${feed.getNoticeAccess()}`));
    feed.listenNotices(() => undefined);
    const first = FakeSocket.latest();
    first.open();
    first.receive({ topic: 'bot_notices', event: 'sub', code: '0', msg: 'Success' });
    first.drop();
    jest.advanceTimersByTime(1_200);
    const second = FakeSocket.latest();
    second.open();
    second.receive({ topic: 'bot_notices', event: 'sub', code: '0', msg: 'Success' });
    expect(seen).toEqual(['connecting:unknown', 'open:unknown', 'open:granted', 'reconnecting:unknown', 'open:unknown', 'open:granted']);
  });
});
