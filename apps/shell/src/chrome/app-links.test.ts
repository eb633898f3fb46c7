import { interceptAppLinks, resolveAppLink } from './app-links';
import { createFakeBridge } from '@tb/data-access-session/testing';

const context = { origin: 'https://www.example.com', locale: 'en' };

describe('resolveAppLink (spec §4 link handling)', () => {
  it.each([
    ['mailto:support@example.com', { kind: 'launch', url: 'mailto:support@example.com' }],
    ['tel:+85212345678', { kind: 'launch', url: 'tel:+85212345678' }],
    ['tbapp://trade?symbol=BTCUSDT', { kind: 'router', url: 'tbapp://trade?symbol=BTCUSDT', topPage: false }],
    ['by:home?tab=1', { kind: 'route-target', url: 'by:home?tab=1' }],
    ['by-mini://tradingbot/home', { kind: 'route-target', url: 'by-mini://tradingbot/home' }],
    ['/en/login', { kind: 'router', url: 'tbapp://login?fromWeb=1', topPage: false }],
    ['/en/assets/overview', { kind: 'router', url: 'tbapp://assets_account', topPage: true }],
    ['https://www.example.com/en/markets', { kind: 'router', url: 'tbapp://home?tab=1', topPage: true }],
    ['/tradingbot/en/spot-grid/create/?base=BTC&quote=USDT', { kind: 'router', url: 'tbapp://trading_bot/grid_create?symbol=BTCUSDT', topPage: false }],
  ])('%s', (href, expected) => {
    expect(resolveAppLink(href, context)).toEqual(expected);
  });

  it('leaves unmapped web links, other sites and other schemes to the webview', () => {
    expect(resolveAppLink('/tradingbot/en/spot-grid/detail/123/', context)).toBeNull();
    expect(resolveAppLink('https://elsewhere.example.org/en/login', context)).toBeNull();
    expect(resolveAppLink('javascript:void(0)', context)).toBeNull();
  });
});

describe('interceptAppLinks', () => {
  it('routes clicks through the bridge and stops the webview navigation', () => {
    const bridge = createFakeBridge();
    document.body.innerHTML = `
      <a href="mailto:help@example.com">mail</a>
      <a href="tbapp://login">app</a>
      <a href="by-mini://earn">mini</a>
      <a href="/en/assets/overview"><span>assets</span></a>
      <a href="/tradingbot/en/spot-grid/detail/1/">detail</a>`;
    const stop = interceptAppLinks(document, bridge, () => ({ origin: 'http://localhost', locale: 'en' }));
    const prevented = Array.from(document.querySelectorAll('a')).map((anchor) => {
      const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
      (anchor.firstElementChild ?? anchor).dispatchEvent(event);
      return event.defaultPrevented;
    });
    stop();
    expect(prevented).toEqual([true, true, true, true, false]);
    expect(bridge.calls).toEqual([
      { method: 'launchUrl', args: ['mailto:help@example.com'] },
      { method: 'routerPush', args: ['tbapp://login'] },
      { method: 'routeTarget', args: ['by-mini://earn'] },
      { method: 'routerPush', args: ['tbapp://assets_account', { topPage: true }] },
    ]);
  });

  it('ignores modified clicks (open in new tab) and stops after removal', () => {
    const bridge = createFakeBridge();
    document.body.innerHTML = '<a href="tel:1">call</a>';
    const stop = interceptAppLinks(document, bridge, () => ({ origin: 'http://localhost', locale: 'en' }));
    document.querySelector('a')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true }));
    stop();
    document.querySelector('a')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(bridge.calls).toHaveLength(0);
  });
});
