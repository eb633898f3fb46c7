import { waitFor } from '@testing-library/react';
import { createStore } from '@tb/data-access-api';
import { loadProfile } from '@tb/data-access-session';
import { fail, fakeExchange, ok, PROFILE, ready } from '../testing/render';
import { homeLocaleOf, startHome } from './prefetch';

let restore = () => undefined as void;
beforeAll(() => ready());
afterEach(() => restore());

const NO_HITS = { hits: [], page: 0, hits_per_page: 10, nb_hits: 0, nb_pages: 0 };

describe('homeLocaleOf', () => {
  it('recognises only a home address, with its locale normalised', () => {
    expect(homeLocaleOf('/tradingbot/en/')).toBe('en');
    expect(homeLocaleOf('/tradingbot/zh-TW')).toBe('zh-TW');
    expect(homeLocaleOf('/tradingbot/ar-ARE/')).toBe('ar-ARE');
    expect(homeLocaleOf('/tradingbot')).toBeNull();
    expect(homeLocaleOf('/tradingbot/spot-grid/')).toBeNull();
    expect(homeLocaleOf('/tradingbot/en/spot-grid/')).toBeNull();
    expect(homeLocaleOf('/en/tradingbot/')).toBeNull();
  });
});

describe('startHome', () => {
  it('asks for the announcements at once, and nothing of a trader for a visitor', async () => {
    jest.spyOn(console, 'info').mockImplementation(() => undefined);
    const fake = fakeExchange((url) => (url.includes('/announcements/') ? ok(NO_HITS) : fail(10007)));
    restore = fake.restore;
    const store = createStore();
    startHome(store, 'zh-MY');
    await waitFor(() => expect(fake.calls.map((call) => call.url)).toContain('/x-api/announcements/api/search/v1/index/announcements-zh-TW'));
    await store.dispatch(loadProfile());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fake.calls.filter((call) => call.url.includes('/bot/'))).toEqual([]);
  });

  it('asks for a signed-in trader’s summary and first page of running bots as soon as the profile says so', async () => {
    const fake = fakeExchange((url) => {
      if (url === '/x-api/v2/private/user/profile') return ok(PROFILE);
      if (url.includes('/announcements/')) return ok(NO_HITS);
      return fail(10001);
    });
    restore = fake.restore;
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const store = createStore();
    startHome(store, 'en');
    await store.dispatch(loadProfile());
    await waitFor(() => {
      const urls = fake.calls.map((call) => call.url);
      expect(urls).toContain('/x-api/s1/bot/tradingbot/v1/bots-summary');
      expect(urls).toContain('/x-api/s1/bot/tradingbot/v1/list-all-bots');
    });
    expect(fake.calls.find((call) => call.url.endsWith('/list-all-bots'))?.body).toEqual({ status: 'ongoing', page: 1, limit: 10 });
  });

  it('resolves when a trader’s first screen has settled (the first render waits for it: no layout shift), never rejecting on a failed call', async () => {
    const fake = fakeExchange((url) => {
      if (url === '/x-api/v2/private/user/profile') return ok(PROFILE);
      if (url.includes('/announcements/')) return ok(NO_HITS);
      if (url.endsWith('/bots-summary')) return fail(10001);
      return ok({ list: [], total: 0 });
    });
    restore = fake.restore;
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const store = createStore();
    let done = false;
    const ready = startHome(store, 'en').then(() => (done = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(done).toBe(false); // the login status is not known yet
    await store.dispatch(loadProfile());
    await ready;
    const state = store.getState().api.queries;
    expect(Object.values(state).map((entry) => [entry?.endpointName, entry?.status]).sort()).toEqual([
      ['shellAnnouncements', 'fulfilled'],
      ['shellBotsSummary', 'rejected'],
      ['shellListAllBots', 'fulfilled'],
    ]);
  });
});
