import { offersMarket, siteProfileOfHost } from './region';

describe('regional sites from the host', () => {
  it.each([
    // host, site, testnet, markets, default locale, quote coin, notices
    ['www.exchange.com', 'global', false, ['spot', 'futures'], 'en', 'USDT', []],
    ['127.0.0.1:3000', 'global', false, ['spot', 'futures'], 'en', 'USDT', []],
    ['testnet.exchange.com', 'global', true, ['spot', 'futures'], 'en', 'USDT', ['testnet']],
    ['m-testnet.exchange.com', 'global', true, ['spot', 'futures'], 'en', 'USDT', ['testnet']],
    ['www.exchange.com.hk', 'hk', false, ['spot'], 'zh-TW', 'USDT', ['hk']],
    ['m.hk.exchange.com', 'hk', false, ['spot'], 'zh-TW', 'USDT', ['hk']],
    ['www.exchange-hk.com', 'hk', false, ['spot'], 'zh-TW', 'USDT', ['hk']],
    ['testnet.exchange.com.hk', 'hk', true, ['spot'], 'zh-TW', 'USDT', ['testnet', 'hk']],
    ['www.exchange.ae', 'uae', false, ['spot', 'futures'], 'ar-ARE', 'USDT', ['uae']],
    ['www.uae.exchange.com', 'uae', false, ['spot', 'futures'], 'ar-ARE', 'USDT', ['uae']],
    ['www.exchange.eu', 'eu', false, ['spot'], 'en', 'USDC', ['eu']],
    ['www.exchange.co.jp', 'global', false, ['spot', 'futures'], 'en', 'USDT', []],
  ])('%s → %s', (host, key, testnet, markets, defaultLocale, quote, notices) => {
    expect(siteProfileOfHost(host)).toEqual({ key, testnet, markets, defaultLocale, defaultQuoteCoin: quote, notices });
  });

  it('normalises the host before deciding (case, port, trailing dot)', () => {
    expect(siteProfileOfHost(' WWW.Exchange.COM.HK.:443 ').key).toBe('hk');
    expect(siteProfileOfHost('TESTNET.exchange.com:8443').testnet).toBe(true);
  });

  it('a region name elsewhere in a hostile host never picks the region', () => {
    // "hk" only as part of a longer label, a path-like or userinfo-like host: the global site.
    expect(siteProfileOfHost('www.hkexchange.com').key).toBe('global');
    expect(siteProfileOfHost('www.exchange.com').key).toBe('global');
    expect(siteProfileOfHost('www.hk-exchange.com').key).toBe('global');
  });

  it('tells whether a market is offered', () => {
    expect(offersMarket(siteProfileOfHost('www.exchange.com.hk'), 'futures')).toBe(false);
    expect(offersMarket(siteProfileOfHost('www.exchange.com.hk'), 'spot')).toBe(true);
    expect(offersMarket(siteProfileOfHost('www.exchange.ae'), 'futures')).toBe(true);
  });
});
