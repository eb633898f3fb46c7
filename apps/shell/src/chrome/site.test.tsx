import { render, screen, within } from '@testing-library/react';
import { Provider, createStore } from '@tb/data-access-api';
import { Route, Routes, useLocation } from '@tb/router';
import { MemoryRouter } from '@tb/router/testing';
import type { ReactElement } from 'react';
import { SiteHome } from '../app/App';
import { AreaRoute } from '../app/AreaRoute';
import HomePage from '../home/HomePage';
import { fakeExchange, fail, ready } from '../testing/render';
import { Navigation } from './Navigation';
import { SiteNotices, SiteProvider } from './site';

const HK = 'www.exchange.com.hk';
const UAE = 'www.exchange.ae';
const TESTNET = 'testnet.exchange.com';
const GLOBAL = 'www.exchange.com';

function Where() {
  const { pathname } = useLocation();
  return <output aria-label="Address">{pathname}</output>;
}

/** A page on the site of `host` (the site comes from the host; jsdom's own host is localhost). */
function onSite(host: string, ui: ReactElement, path = '/tradingbot/en/') {
  return render(
    <Provider store={createStore()}>
      <SiteProvider host={host}>
        <MemoryRouter initialEntries={[path]}>
          {ui}
          <Where />
        </MemoryRouter>
      </SiteProvider>
    </Provider>,
  );
}

let restore = () => undefined as void;
beforeAll(() => ready());
afterEach(async () => {
  restore();
  await ready('en');
});

describe('regional sites: what differs, on screen', () => {
  it('the global site shows no site notice and lists every kind', () => {
    onSite(GLOBAL, <><SiteNotices /><Navigation base="/tradingbot/en/" /></>);
    expect(screen.queryByRole('complementary', { name: 'About this site' })).toBeNull();
    expect(within(screen.getByRole('navigation', { name: 'Trading bots' })).getByRole('link', { name: 'Futures grid' })).toBeInTheDocument();
  });

  it('Hong Kong: says only spot bots are offered, and the futures kinds leave the navigation and the home', async () => {
    restore = fakeExchange(() => fail(10007)).restore;
    onSite(HK, <><SiteNotices /><Navigation base="/tradingbot/en/" /><HomePage locale="en" /></>);
    const notice = screen.getByRole('complementary', { name: 'About this site' });
    expect(notice).toHaveTextContent('Hong Kong site: only spot bots (spot grid and DCA) are offered.');
    const nav = screen.getByRole('navigation', { name: 'Trading bots' });
    // the AI daily pick starts a futures combo: it leaves with the futures kinds
    expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual(['Home', 'Spot grid', 'Spot DCA', 'Bot ranking']);
    const kinds = screen.getByRole('list', { name: 'Bot types' });
    expect(within(kinds).getByRole('link', { name: 'Create: Spot grid' })).toBeInTheDocument();
    expect(within(kinds).getByRole('link', { name: 'Create: Spot DCA' })).toBeInTheDocument();
    expect(within(kinds).queryByRole('link', { name: /^Create: Futures/ })).toBeNull();
    expect(within(kinds).getAllByRole('listitem')).toHaveLength(2);
  });

  it('Hong Kong: a futures address says it is not offered here instead of loading the remote', () => {
    onSite(
      HK,
      <Routes>
        <Route path="/tradingbot/:lang/futures-grid/*" element={<AreaRoute area="futures-grid" remote="futures_grid" navKey="futuresGrid" />} />
      </Routes>,
      '/tradingbot/en/futures-grid/create/',
    );
    expect(screen.getByRole('heading', { name: 'Futures grid is not offered on this site', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to trading bots' })).toHaveAttribute('href', '/tradingbot/en/');
  });

  it('Hong Kong opens in Traditional Chinese, the UAE in Arabic for the Emirates, the others in English', () => {
    for (const [host, locale] of [[HK, 'zh-TW'], [UAE, 'ar-ARE'], [TESTNET, 'en'], [GLOBAL, 'en']]) {
      const { unmount } = onSite(
        host,
        <Routes>
          <Route path="/tradingbot" element={<SiteHome />} />
          <Route path="/tradingbot/:lang/" element={null} />
        </Routes>,
        '/tradingbot',
      );
      expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent(`/tradingbot/${locale}/`);
      unmount();
    }
  });

  it('testnet says its funds are test funds; a Hong Kong testnet says both', () => {
    const { unmount } = onSite(TESTNET, <SiteNotices />);
    expect(screen.getByRole('complementary', { name: 'About this site' })).toHaveTextContent('Testnet: bots here trade test funds with no real value.');
    unmount();
    onSite('testnet.exchange.com.hk', <SiteNotices />);
    const paragraphs = within(screen.getByRole('complementary', { name: 'About this site' })).getAllByRole('paragraph');
    expect(paragraphs.map((p) => p.textContent)).toEqual([
      'Testnet: bots here trade test funds with no real value.',
      expect.stringContaining('Hong Kong site'),
    ]);
  });

  it('the UAE site carries its leverage disclosure', async () => {
    onSite(UAE, <SiteNotices />);
    expect(screen.getByRole('complementary', { name: 'About this site' })).toHaveTextContent(/^UAE site: futures bots use leverage/);
  });

  it('the notices are translated (zh-TW, ar-SA)', async () => {
    await ready('zh-TW');
    const { unmount } = onSite(HK, <SiteNotices />);
    expect(screen.getByRole('complementary', { name: '關於本站' })).toHaveTextContent('香港站：僅提供現貨機器人');
    unmount();
    await ready('ar-SA');
    onSite(UAE, <SiteNotices />);
    expect(screen.getByRole('complementary', { name: 'حول هذا الموقع' })).toHaveTextContent('موقع الإمارات');
  });
});
