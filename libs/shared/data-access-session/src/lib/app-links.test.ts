import { interceptAppLinks, resolveAppLink, type WebPathMapper } from './app-links';
import { createFakeBridge } from './fake-bridge';

const map: WebPathMapper = (url) => {
  if (url.pathname === '/en/assets/overview') return { appUrl: 'tbapp://assets_account' };
  if (url.pathname === '/tradingbot/en/') return { appUrl: 'tbapp://open/mini?route=tradingbot', topPage: true };
  return null;
};
const BASE = 'https://www.example.com/tradingbot/en/';

describe('resolveAppLink (spec §4 link handling)', () => {
  it.each([
    ['mailto:support@example.com', { kind: 'launch', url: 'mailto:support@example.com' }],
    ['tel:+85212345678', { kind: 'launch', url: 'tel:+85212345678' }],
    ['tbapp://trade?symbol=BTCUSDT', { kind: 'router', url: 'tbapp://trade?symbol=BTCUSDT', topPage: false }],
    ['by:home?tab=1', { kind: 'route-target', url: 'by:home?tab=1' }],
    ['by-mini:tradingbot/home', { kind: 'route-target', url: 'by-mini:tradingbot/home' }],
    ['/en/assets/overview', { kind: 'router', url: 'tbapp://assets_account', topPage: false }],
    ['https://www.example.com/tradingbot/en/', { kind: 'router', url: 'tbapp://open/mini?route=tradingbot', topPage: true }],
  ])('%s', (href, expected) => {
    expect(resolveAppLink(href, BASE, map)).toEqual(expected);
  });

  it('leaves unmapped web links and other schemes to the webview', () => {
    expect(resolveAppLink('/tradingbot/en/spot-grid/', BASE, map)).toBeNull();
    expect(resolveAppLink('javascript:void(0)', BASE, map)).toBeNull();
  });
});

describe('interceptAppLinks', () => {
  it('routes clicks through the bridge and stops the webview navigation', async () => {
    const bridge = createFakeBridge();
    document.body.innerHTML = `
      <a href="mailto:help@example.com">mail</a>
      <a href="tbapp://login">app</a>
      <a href="by-mini:earn">mini</a>
      <a href="/tradingbot/en/"><span>home</span></a>
      <a href="/tradingbot/en/dca/">dca</a>`;
    const stop = interceptAppLinks(document, bridge, map);
    const clicks = Array.from(document.querySelectorAll('a')).map((anchor) => {
      const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
      (anchor.firstElementChild ?? anchor).dispatchEvent(event);
      return event.defaultPrevented;
    });
    stop();
    expect(clicks).toEqual([true, true, true, true, false]);
    expect(bridge.calls).toEqual([
      { method: 'launchUrl', args: ['mailto:help@example.com'] },
      { method: 'routerPush', args: ['tbapp://login'] },
      { method: 'routeTarget', args: ['by-mini:earn'] },
      { method: 'routerPush', args: ['tbapp://open/mini?route=tradingbot', { topPage: true }] },
    ]);
  });

  it('ignores modified clicks (open in new tab) and stops after removal', () => {
    const bridge = createFakeBridge();
    document.body.innerHTML = '<a href="tel:1">call</a>';
    const stop = interceptAppLinks(document, bridge, map);
    document.querySelector('a')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true }));
    stop();
    document.querySelector('a')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(bridge.calls).toHaveLength(0);
  });
});
