import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ready, renderWithStore } from '../testing/render';
import AppBanner, { appTarget, BANNER_DISMISS_KEY } from './AppBanner';

beforeAll(() => ready());
beforeEach(() => localStorage.clear());

describe('smart app banner', () => {
  it('opens the mapped app screen for pages the app has, else the page in the app', () => {
    expect(appTarget('https://www.example.com/tradingbot/en/spot-grid/create/?base=BTC&quote=USDT', 'https://www.example.com', 'en')).toBe(
      'tbapp://trading_bot/grid_create?symbol=BTCUSDT',
    );
    expect(appTarget('https://www.example.com/tradingbot/en/spot-grid/detail/1/', 'https://www.example.com', 'en')).toBe(
      `tbapp://webview?url=${encodeURIComponent('https://www.example.com/tradingbot/en/spot-grid/detail/1/')}`,
    );
  });

  it('is a labelled region with an open link, and stays closed for a week once dismissed', async () => {
    const user = userEvent.setup();
    const { unmount } = renderWithStore(<AppBanner locale="en" />);
    expect(screen.getByRole('complementary', { name: 'Get the app' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the app' })).toHaveAttribute('href', expect.stringMatching(/^(tbapp|by-mini):\/\//));
    await user.click(screen.getByRole('button', { name: 'Close the app banner' }));
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(Number(localStorage.getItem(BANNER_DISMISS_KEY))).toBeGreaterThan(0);
    unmount();
    renderWithStore(<AppBanner locale="en" />);
    expect(screen.queryByRole('complementary')).toBeNull();
  });
});
