import { loginUrl, safeRedirectTarget } from './login-redirect';

describe('login redirect (spec §2)', () => {
  it('builds /{lang}/login?redirect_url=<encoded current URL>', () => {
    const href = 'https://www.example.com/tradingbot/zh-TW/spot-grid/detail/123/?tab=orders#top';
    expect(loginUrl(href)).toBe(`/zh-TW/login?redirect_url=${encodeURIComponent(href)}`);
  });

  it('uses en when the path carries no locale', () => {
    expect(loginUrl('http://localhost/tradingbot/')).toBe(`/en/login?redirect_url=${encodeURIComponent('http://localhost/tradingbot/')}`);
  });

  it('goes back to a same-origin redirect_url', () => {
    expect(safeRedirectTarget('http://localhost:5200/tradingbot/en/dca/?a=1', 'http://localhost:5200')).toBe('/tradingbot/en/dca/?a=1');
    expect(safeRedirectTarget('/tradingbot/ar-SA/', 'http://localhost:5200')).toBe('/tradingbot/ar-SA/');
  });

  it.each(['https://evil.example/phish', '//evil.example/x', 'javascript:alert(1)', 'http://localhost:5201/x', ''])('refuses %p', (target) => {
    expect(safeRedirectTarget(target, 'http://localhost:5200')).toBe('/tradingbot/en/');
  });
});
