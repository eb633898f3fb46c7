import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appInstallBanner } from '../static-scripts/app-install-banner';
import { BANNER_DISMISS_KEY } from '../static-scripts/app-install-banner';
import { resetStaticScripts } from '../static-scripts/load-static-script';
import { serveStaticScript } from '../static-scripts/testing';
import { ready, renderWithStore } from '../testing/render';
import AppBanner, { appDownloadPage, appTarget, resetAfterPageIdle } from './AppBanner';

beforeAll(() => ready());
beforeEach(() => localStorage.clear());
beforeEach(() => resetStaticScripts());
afterEach(() => resetStaticScripts());
beforeEach(() => resetAfterPageIdle());

describe('smart app banner', () => {
  it('opens the mapped app screen for pages the app has, else the page in the app', () => {
    expect(appTarget('https://www.example.com/tradingbot/en/spot-grid/create/?base=BTC&quote=USDT', 'https://www.example.com', 'en')).toBe(
      'tbapp://trading_bot/grid_create?symbol=BTCUSDT',
    );
    expect(appTarget('https://www.example.com/tradingbot/en/spot-grid/detail/1/', 'https://www.example.com', 'en')).toBe(
      `tbapp://webview?url=${encodeURIComponent('https://www.example.com/tradingbot/en/spot-grid/detail/1/')}`,
    );
    expect(appDownloadPage('https://www.example.com', 'zh-TW')).toBe('https://www.example.com/zh-TW/download/');
  });

  it('draws nothing until the app-install-banner script has loaded from its static path', async () => {
    renderWithStore(<AppBanner locale="en" />);
    expect(screen.queryByRole('complementary')).toBeNull();
    const tag = await serveStaticScript('app-install-banner', appInstallBanner);
    expect(tag.getAttribute('src')).toBe('/tb-static/shell/static/app-install-banner.js');
    expect(await screen.findByRole('complementary', { name: 'Get the app' })).toBeInTheDocument();
    // the app-jump script is not loaded before "Open the app" is followed
    expect(document.querySelector('script[data-tb-static="app-jump"]')).toBeNull();
  });

  it('requests the script only once the page has loaded and the browser is idle after a frame', async () => {
    type IdleGlobal = { requestIdleCallback?: unknown };
    const idle: Array<() => void> = [];
    (globalThis as IdleGlobal).requestIdleCallback = (cb: () => void) => idle.push(cb);
    const readyState = jest.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    try {
      renderWithStore(<AppBanner locale="en" />);
      const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
      await frame();
      expect(idle).toHaveLength(0); // the page is still loading
      readyState.mockReturnValue('complete');
      window.dispatchEvent(new Event('load'));
      await frame();
      await waitFor(() => expect(idle).toHaveLength(1));
      expect(document.querySelector('script[data-tb-static="app-install-banner"]')).toBeNull();
      // its room is kept meanwhile
      expect(document.querySelector('.tb-banner-slot--reserved')).not.toBeNull();
      idle[0]();
      await serveStaticScript('app-install-banner', appInstallBanner);
      expect(await screen.findByRole('complementary', { name: 'Get the app' })).toBeInTheDocument();
    } finally {
      readyState.mockRestore();
      delete (globalThis as IdleGlobal).requestIdleCallback;
    }
  });

  it('"Open the app" loads the app-jump script and jumps to the deep link, falling back to the download page', async () => {
    const user = userEvent.setup();
    // the deep link is the shown page's (the router's address): the spot grid's create page has an app screen
    renderWithStore(<AppBanner locale="en" />, { path: '/tradingbot/en/spot-grid/create/?base=BTC&quote=USDT' });
    await serveStaticScript('app-install-banner', appInstallBanner);
    const link = await screen.findByRole('link', { name: 'Open the app' });
    expect(link).toHaveAttribute('href', 'tbapp://trading_bot/grid_create?symbol=BTCUSDT');
    await user.click(link);
    const jump = { open: jest.fn().mockResolvedValue('opened') };
    const tag = await serveStaticScript('app-jump', jump);
    expect(tag.getAttribute('src')).toBe('/tb-static/shell/static/app-jump.js');
    await waitFor(() => expect(jump.open).toHaveBeenCalledWith(link.getAttribute('href'), { fallback: 'http://localhost/en/download/' }));
  });

  it('stays closed for a week once dismissed', async () => {
    const user = userEvent.setup();
    const { unmount } = renderWithStore(<AppBanner locale="en" />);
    await serveStaticScript('app-install-banner', appInstallBanner);
    // its room is kept from the first paint (no layout shift when the script draws it)
    expect(document.querySelector('.tb-banner-slot--reserved')).not.toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Close the app banner' }));
    expect(screen.queryByRole('complementary')).toBeNull();
    // and given back once dismissed
    expect(document.querySelector('.tb-banner-slot--reserved')).toBeNull();
    expect(Number(localStorage.getItem(BANNER_DISMISS_KEY))).toBeGreaterThan(0);
    unmount();
    renderWithStore(<AppBanner locale="en" />);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByRole('complementary')).toBeNull();
    // a banner that will not show keeps no room
    expect(document.querySelector('.tb-banner-slot--reserved')).toBeNull();
  });
});
