import { QuoteFeed } from '@tb/data-access-quotes';
import { FakeSocket } from '@tb/data-access-quotes/testing';
import { api, createStore } from '@tb/data-access-api';

// The page's feed, on a socket the test drives: live.ts reads it through quoteFeed().
const feed = new QuoteFeed({ url: () => 'ws://test/spot/ws/quote/v1', createSocket: (url) => new FakeSocket(url), random: () => 0.5 });
jest.mock('@tb/data-access-quotes', () => ({ ...jest.requireActual('@tb/data-access-quotes'), quoteFeed: () => feed }));

import { startLiveNotices } from './live';

const GRANTED = { topic: 'bot_notices', event: 'sub', code: '0', msg: 'Success' };

describe('live notices: the bell catches up on every granted subscription', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('re-reads the count when the server grants the topic, on a push, and again after a reconnection', () => {
    const store = createStore();
    const dispatch = jest.spyOn(store, 'dispatch');
    const invalidations = () => dispatch.mock.calls.filter(([action]) => api.util.invalidateTags.match(action as never)).length;
    const stop = startLiveNotices('en');
    const first = FakeSocket.latest();
    first.open();
    expect(first.sent).toEqual([{ topic: 'bot_notices', event: 'sub' }]);
    expect(invalidations()).toBe(0);
    // a notice recorded before this grant was never pushed: the count is read again now
    first.receive(GRANTED);
    expect(invalidations()).toBe(1);
    first.receive({ topic: 'bot_notices', data: [{ id: '7', kind: 'round_completed', urgent: false }] });
    expect(invalidations()).toBe(2);
    // the line drops; what was recorded meanwhile is read once the new connection is granted
    first.drop();
    jest.advanceTimersByTime(1_200);
    const second = FakeSocket.latest();
    expect(second).not.toBe(first);
    second.open();
    expect(invalidations()).toBe(2);
    second.receive(GRANTED);
    expect(invalidations()).toBe(3);
    stop();
    second.receive(GRANTED);
    expect(invalidations()).toBe(3);
  });
});
