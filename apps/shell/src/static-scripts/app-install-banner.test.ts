import { getByRole, queryByRole } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { BANNER_DISMISS_KEY, BANNER_QUIET_MS, dismissedRecently, mount } from './app-install-banner';

const strings = { label: 'Get the app', title: 'Trading bots in the app', text: 'Follow your bots.', open: 'Open the app', dismiss: 'Close the app banner' };

beforeEach(() => {
  localStorage.clear();
  document.body.replaceChildren();
});

function slot() {
  const node = document.createElement('div');
  document.body.append(node);
  return node;
}

describe('app-install-banner script', () => {
  it('draws a labelled region with the deep link and a named close button, and registers its global', () => {
    const container = slot();
    mount(container, { strings, href: 'tbapp://trading_bot/grid_create?symbol=BTCUSDT' });
    const banner = getByRole(container, 'complementary', { name: 'Get the app' });
    expect(getByRole(banner, 'link', { name: 'Open the app' })).toHaveAttribute('href', 'tbapp://trading_bot/grid_create?symbol=BTCUSDT');
    expect(getByRole(banner, 'button', { name: 'Close the app banner' })).toBeInTheDocument();
    expect((window as unknown as { tbAppInstallBanner?: unknown }).tbAppInstallBanner).toEqual(expect.objectContaining({ mount }));
  });

  it('never turns a hostile href into a link target', () => {
    for (const href of ['javascript:alert(1)', 'https://evil.example/', '//evil.example', 'tbapp://x" onclick="y']) {
      const container = slot();
      mount(container, { strings, href });
      expect(getByRole(container, 'link', { name: 'Open the app' }).getAttribute('href')).toBe('#');
    }
  });

  it('hands "Open the app" to the shell (the app jump) instead of following the link', async () => {
    const user = userEvent.setup();
    const onOpen = jest.fn();
    const container = slot();
    mount(container, { strings, href: 'tbapp://assets_account?account=12', onOpen });
    await user.click(getByRole(container, 'link', { name: 'Open the app' }));
    expect(onOpen).toHaveBeenCalledWith('tbapp://assets_account?account=12');
  });

  it('stays away for a week once dismissed', async () => {
    const user = userEvent.setup();
    const onDismiss = jest.fn();
    let now = 1_000_000;
    const container = slot();
    mount(container, { strings, href: 'tbapp://x', onDismiss, now: () => now });
    await user.click(getByRole(container, 'button', { name: 'Close the app banner' }));
    expect(queryByRole(container, 'complementary')).toBeNull();
    expect(onDismiss).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(BANNER_DISMISS_KEY)).toBe('1000000');
    mount(container, { strings, href: 'tbapp://x', now: () => now });
    expect(queryByRole(container, 'complementary')).toBeNull();
    now += BANNER_QUIET_MS;
    expect(dismissedRecently(now)).toBe(false);
    mount(container, { strings, href: 'tbapp://x', now: () => now });
    expect(getByRole(container, 'complementary', { name: 'Get the app' })).toBeInTheDocument();
  });

  it('the remover takes the banner away', () => {
    const container = slot();
    const remove = mount(container, { strings, href: 'tbapp://x' });
    remove();
    expect(queryByRole(container, 'complementary')).toBeNull();
  });
});
