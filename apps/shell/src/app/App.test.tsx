import { act, render, screen } from '@testing-library/react';
import { QuoteFeed, useQuote } from '@tb/data-access-quotes';
import { FakeSocket } from '@tb/data-access-quotes/testing';
import { api, createStore, Provider, useAppSelector } from '@tb/data-access-api';
import { resolveDeepLink } from '@tb/util-env';
import { ready } from '../testing/render';
import { App } from './App';

// Test doubles that count renders (no timing):
// - the frame's clock notice, a child with no subscription of its own: it renders exactly when the frame does;
// - the app banner, the real one called through a counter: every render of it, its own navigation reads included;
// - the deep-link resolver, the real one behind a spy.
const frameRenders = jest.fn();
jest.mock('../chrome/ClockRate', () => ({
  ClockRate: () => {
    frameRenders();
    return null;
  },
}));
const bannerRenders = jest.fn();
jest.mock('../banner/AppBanner', () => {
  const actual = jest.requireActual('../banner/AppBanner');
  return {
    ...actual,
    __esModule: true,
    default: (props: { locale: string }) => {
      bannerRenders();
      return actual.default(props);
    },
  };
});
// a phone's browser: the shell shows its smart app banner
jest.mock('@tb/util-env', () => {
  const actual = jest.requireActual('@tb/util-env');
  return { ...actual, showsSmartAppBanner: () => true, resolveDeepLink: jest.fn(actual.resolveDeepLink) };
});
const resolutions = resolveDeepLink as jest.MockedFunction<typeof resolveDeepLink>;

// A remote's live page on the same store: its own RTK Query result, refreshed, and a live quote.
const liveApi = api.injectEndpoints({
  endpoints: (build) => ({
    testLiveBot: build.query<{ profit: string }, string>({ query: (id) => ({ url: `/s1/bot/test/${id}`, method: 'GET' }) }),
  }),
});
const newFeed = () => new QuoteFeed({ url: () => 'ws://test/spot/ws/quote/v1', createSocket: (url) => new FakeSocket(url), random: () => 0.5 });
let feed = newFeed();

function LiveRemote() {
  const quote = useQuote('BTCUSDT', feed);
  const bot = useAppSelector((state) => liveApi.endpoints.testLiveBot.select('7')(state).data);
  return (
    <section aria-label="Live bot">
      <p>Last price {quote?.close ?? '--'}</p>
      <p>Profit {bot?.profit ?? '--'}</p>
    </section>
  );
}

beforeAll(() => ready());
beforeEach(() => {
  jest.useFakeTimers();
  FakeSocket.all = [];
  localStorage.clear();
  window.history.replaceState(null, '', '/tradingbot/en/no-such-page/');
});
afterEach(() => jest.useRealTimers());

async function renderShell() {
  feed = newFeed();
  const store = createStore();
  render(
    <Provider store={store}>
      <App />
      <LiveRemote />
    </Provider>,
  );
  // the banner's chunk (lazy) and the first effects
  await act(() => jest.runOnlyPendingTimersAsync());
  expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
  const socket = FakeSocket.latest();
  act(() => socket.open());
  frameRenders.mockClear();
  bannerRenders.mockClear();
  resolutions.mockClear();
  return { store, socket };
}

describe('the shell frame renders only when what it shows changes', () => {
  it('a remote’s live data — quote ticks and RTK Query refreshes — re-renders the remote, never the frame nor the app banner', async () => {
    const { store, socket } = await renderShell();
    expect(bannerRenders).not.toHaveBeenCalled();

    for (let tick = 1; tick <= 20; tick += 1) {
      act(() => {
        socket.push('BTCUSDT', tick, `${65000 + tick}.5`);
        jest.advanceTimersByTime(250);
      });
      await act(() => store.dispatch(liveApi.util.upsertQueryData('testLiveBot', '7', { profit: `${tick}.25` })));
    }
    // the store tells its subscribers of the last batch on its next tick
    act(() => jest.advanceTimersByTime(250));

    // the remote shows each new value…
    const live = screen.getByRole('region', { name: 'Live bot' });
    expect(live).toHaveTextContent('Last price 65020.5');
    expect(live).toHaveTextContent('Profit 20.25');
    // …and the frame did not render once for it
    expect(frameRenders).not.toHaveBeenCalled();
    expect(bannerRenders).not.toHaveBeenCalled();
    expect(resolutions).not.toHaveBeenCalled();
  });

  it('a change of address inside the page re-renders what follows the address, not the frame; the deep link is resolved once per address', async () => {
    await renderShell();
    const go = (path: string) =>
      act(() => {
        window.history.pushState(null, '', path);
        window.dispatchEvent(new PopStateEvent('popstate'));
      });

    go('/tradingbot/en/no-such-page/?symbol=ETHUSDT');
    expect(frameRenders).not.toHaveBeenCalled();
    // the banner follows the page: its deep link is the new address's
    expect(resolutions).toHaveBeenCalledTimes(1);
    expect(resolutions.mock.calls[0][0]).toBe(`${window.location.origin}/tradingbot/en/no-such-page/?symbol=ETHUSDT`);
    expect(bannerRenders).toHaveBeenCalledTimes(1);

    // the same address again (a state-only navigation): nothing to resolve
    go('/tradingbot/en/no-such-page/?symbol=ETHUSDT');
    expect(resolutions).toHaveBeenCalledTimes(1);
    expect(frameRenders).not.toHaveBeenCalled();

    // still the page not found, in the same frame
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Trading bots' })).toBeInTheDocument();
  });
});
