import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setAppEnvironment, type NativeBridge } from '@tb/data-access-session';
import { AppLinks } from './AppLinks';

function fakeBridge() {
  const calls: Array<[string, ...unknown[]]> = [];
  const bridge: NativeBridge = {
    getUserInfo: async () => null,
    routerPush: async (url, options) => void calls.push(options ? ['routerPush', url, options] : ['routerPush', url]),
    launchUrl: (url) => void calls.push(['launchUrl', url]),
    routeTarget: (url) => void calls.push(['routeTarget', url]),
  };
  return { bridge, calls };
}

afterEach(() => setAppEnvironment(undefined));

const links = (
  <>
    <a href="mailto:support@example.com">Email support</a>
    <a href="/en/assets/tradingbot-account">Bot account</a>
    <a href="by-mini://earn/eth-staking">ETH staking</a>
    <a href="#main">Stay here</a>
  </>
);

describe('AppLinks', () => {
  it('inside the app, sends link clicks through the bridge', async () => {
    const user = userEvent.setup();
    const { bridge, calls } = fakeBridge();
    setAppEnvironment({ inApp: true, version: '3.6.1', bridge });
    render(
      <>
        <AppLinks locale="en" />
        {links}
      </>,
    );
    // the link rules are a chunk of their own, fetched when the app is detected
    await act(async () => {
      await import('./app-links');
    });
    await user.click(screen.getByRole('link', { name: 'Email support' }));
    await user.click(screen.getByRole('link', { name: 'Bot account' }));
    await user.click(screen.getByRole('link', { name: 'ETH staking' }));
    await user.click(screen.getByRole('link', { name: 'Stay here' }));
    expect(calls).toEqual([
      ['launchUrl', 'mailto:support@example.com'],
      ['routerPush', 'tbapp://assets_account?account=12', { topPage: true }],
      ['routeTarget', 'by-mini://earn/eth-staking'],
    ]);
  });

  it('outside the app, leaves links alone', async () => {
    const user = userEvent.setup();
    const { calls } = fakeBridge();
    setAppEnvironment({ inApp: false, version: null, bridge: null });
    render(
      <>
        <AppLinks locale="en" />
        <a href="mailto:support@example.com" onClick={(event) => event.preventDefault()}>
          Plain
        </a>
      </>,
    );
    await user.click(screen.getByRole('link', { name: 'Plain' }));
    expect(calls).toEqual([]);
  });
});
