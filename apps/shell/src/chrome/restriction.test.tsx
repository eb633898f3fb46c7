import { render, screen, within } from '@testing-library/react';
import { Provider, createStore, type AppStore } from '@tb/data-access-api';
import { loadUserTags, profileReceived } from '@tb/data-access-session';
import { TEST_PROFILE } from '@tb/data-access-session/testing';
import { Route, Routes } from '@tb/router';
import { MemoryRouter } from '@tb/router/testing';
import type { ReactElement } from 'react';
import { AreaRoute } from '../app/AreaRoute';
import HomePage from '../home/HomePage';
import { fakeExchange, fail, ready } from '../testing/render';
import { BOT_KINDS } from '@tb/util-bot-kinds';
import { isRestrictedArea } from './restriction';
import { SiteProvider } from './site';

jest.mock('../federation/RemoteArea', () => ({ RemoteArea: ({ title }: { title: string }) => <p>remote area {title}</p> }));

/** A store whose user tags say Islamic (or not), with the account's profile locale. */
function storeWith(islamic: boolean, accountLocale = 'en'): AppStore {
  const store = createStore();
  store.dispatch(profileReceived({ profile: { ...TEST_PROFILE, lang: accountLocale }, source: 'web' }));
  store.dispatch(loadUserTags.fulfilled({ taxIdentity: '', islamic }, 'test'));
  return store;
}

function page(store: AppStore, ui: ReactElement, path: string) {
  return render(
    <Provider store={store}>
      <SiteProvider host="www.exchange.com">
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </SiteProvider>
    </Provider>,
  );
}

const futuresGrid = (
  <Routes>
    <Route path="/tradingbot/:lang/futures-grid/*" element={<AreaRoute area="futures-grid" remote="futures_grid" navKey="futuresGrid" />} />
    <Route path="/tradingbot/:lang/spot-grid/*" element={<AreaRoute area="spot-grid" remote="spot_grid" navKey="spotGrid" />} />
    <Route path="/tradingbot/:lang/ai-pick/*" element={<AreaRoute area="ai-pick" remote="ai_pick" navKey="aiPick" />} />
  </Routes>
);

let restore = () => undefined as void;
beforeAll(() => ready());
afterEach(async () => {
  restore();
  await ready('en');
});

describe('a restricted user and the futures kinds', () => {
  it('the futures kinds and the AI pick are the restricted areas', () => {
    expect(['spot-grid', 'dca', 'futures-grid', 'martingale', 'combo', 'ranking', 'ai-pick'].filter(isRestrictedArea)).toEqual(['futures-grid', 'martingale', 'combo', 'ai-pick']);
  });

  it('Islamic tag: a futures create page says why it is unavailable and offers the spot kinds, without loading the remote', () => {
    page(storeWith(true), futuresGrid, '/tradingbot/en/futures-grid/create/');
    expect(screen.getByRole('heading', { level: 1, name: 'Futures grid is not available for your account' })).toBeInTheDocument();
    expect(screen.getByText(/Your account follows Islamic finance rules/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create a Spot grid bot' })).toHaveAttribute('href', '/tradingbot/en/spot-grid/create/');
    expect(screen.getByRole('link', { name: 'Create a Spot DCA bot' })).toHaveAttribute('href', '/tradingbot/en/dca/create/');
    expect(screen.queryByText(/remote area/)).toBeNull();
  });

  it('names the withheld kinds and links the offered ones from the registry rows (market), so a new kind appears by its row', () => {
    page(storeWith(true), futuresGrid, '/tradingbot/en/futures-grid/create/');
    const futures = BOT_KINDS.filter((row) => row.market === 'futures' && row.released);
    const spot = BOT_KINDS.filter((row) => row.market === 'spot' && row.released);
    expect(futures.length).toBeGreaterThan(0);
    expect(screen.getByText(/Your account follows Islamic finance rules/)).toHaveTextContent('(Futures grid, Futures martingale, and Futures combo)');
    expect(screen.getByText(/bots are available to you/)).toHaveTextContent('Spot grid and Spot DCA bots are available to you.');
    const links = screen.getAllByRole('link', { name: /^Create a .* bot$/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(spot.map((row) => `/tradingbot/en/${row.area}/create/`));
  });

  it('a restricted locale (en-GB): the futures list still loads, under a notice that running bots can be closed', () => {
    page(storeWith(false), futuresGrid, '/tradingbot/en-GB/futures-grid/');
    const notice = screen.getByRole('complementary', { name: 'Account restriction' });
    expect(notice).toHaveTextContent('Futures grid is not available for your account');
    expect(notice).toHaveTextContent('retail users in your region (en-GB)');
    expect(notice).toHaveTextContent('You can still see and close the futures bots you already run');
    expect(screen.getByText('remote area Futures grid')).toBeInTheDocument();
  });

  it('an account whose profile locale is restricted (en-GB): browsing in English changes nothing', () => {
    page(storeWith(false, 'en-GB'), futuresGrid, '/tradingbot/en/futures-grid/create/');
    expect(screen.getByRole('heading', { level: 1, name: 'Futures grid is not available for your account' })).toBeInTheDocument();
    expect(screen.getByText(/retail users in your region \(en-GB\)/)).toBeInTheDocument();
    expect(screen.queryByText(/remote area/)).toBeNull();
  });

  it('spot kinds are untouched; the AI pick (a futures combo) is unavailable', () => {
    const store = storeWith(true);
    const { unmount } = page(store, futuresGrid, '/tradingbot/en/spot-grid/create/');
    expect(screen.getByText('remote area Spot grid')).toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: 'Account restriction' })).toBeNull();
    unmount();
    page(store, futuresGrid, '/tradingbot/en/ai-pick/');
    expect(screen.getByRole('heading', { level: 1, name: 'AI daily pick is not available for your account' })).toBeInTheDocument();
  });

  it('an unrestricted user gets the futures create page as before', () => {
    page(storeWith(false), futuresGrid, '/tradingbot/en/futures-grid/create/');
    expect(screen.getByText('remote area Futures grid')).toBeInTheDocument();
  });

  it('the home: the futures kinds say they are not available instead of offering Create', () => {
    restore = fakeExchange(() => fail(10007)).restore;
    page(storeWith(true), <HomePage locale="en" />, '/tradingbot/en/');
    const kinds = screen.getByRole('list', { name: 'Bot types' });
    expect(within(kinds).getByRole('link', { name: 'Create: Spot grid' })).toBeInTheDocument();
    expect(within(kinds).getByRole('link', { name: 'Create: Spot DCA' })).toBeInTheDocument();
    expect(within(kinds).queryByRole('link', { name: /^Create: Futures/ })).toBeNull();
    expect(within(kinds).getAllByText('Not available for your account')).toHaveLength(3);
  });

  it('Arabic: the restriction page reads in Arabic', async () => {
    await ready('ar-SA');
    page(storeWith(true), futuresGrid, '/tradingbot/ar-SA/futures-grid/create/');
    expect(screen.getByRole('heading', { level: 1, name: 'شبكة العقود غير متاح لحسابك' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'إنشاء روبوت شبكة فورية' })).toBeInTheDocument();
  });
});
