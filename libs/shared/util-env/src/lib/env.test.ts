import {
  APP_BRIDGE_GLOBAL,
  GUID_COOKIE,
  baseAddresses,
  compareVersions,
  defaultQuoteCoin,
  detectApp,
  detectClientType,
  detectEnvironment,
  detectSite,
  generateGuid,
  hasIndGstTaxTag,
  isGuid,
  isMobileUserAgent,
  isMobileWidth,
  isVersionAtLeast,
  mobileMediaQuery,
  parseAppVersion,
  platformHeader,
  sessionCookieName,
  showsSmartAppBanner,
  viewportContent,
  viewportScale,
  type ClientGlobals,
} from '../index';

const UA = {
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  windows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
  iphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  android: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
  harmony: 'Mozilla/5.0 (Phone; OpenHarmony 4.1) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/114.0 Safari/537.36 ArkWeb/4.1',
};
const bridge = { getUserInfo: () => Promise.resolve(null), routerPush: () => Promise.resolve(), launchUrl: () => undefined, routeTarget: () => undefined };
const g = (userAgent: string, extra: Partial<ClientGlobals> = {}, maxTouchPoints = 0): ClientGlobals => ({ navigator: { userAgent, maxTouchPoints }, ...extra });

describe('client type (spec §1)', () => {
  it.each([
    [UA.mac, 0, 'pc'],
    [UA.windows, 0, 'pc'],
    [UA.iphone, 5, 'h5'],
    [UA.android, 5, 'h5'],
    [UA.harmony, 5, 'h5'],
    [UA.mac, 5, 'h5'],
  ])('%s (touch points %i) → %s', (ua, touch, expected) => {
    expect(detectClientType(g(ua, {}, touch))).toBe(expected);
  });

  it.each<[string, string | undefined, string, string]>([
    [UA.iphone, 'ios', 'x=1', 'miniIos'],
    [UA.android, 'android', 'x=1', 'miniAndroid'],
    [UA.android, 'android_x', '', 'miniAndroid'],
    [UA.mac, 'tdesktop', 'x=1', 'miniDesktop'],
    [UA.windows, 'weba', 'x=1', 'miniDesktop'],
    [UA.iphone, 'unknown', 'x=1', 'miniIos'],
    [UA.windows, undefined, 'x=1', 'miniDesktop'],
  ])('mini app from the chat app global: %s / %s', (ua, platform, initData, expected) => {
    expect(detectClientType(g(ua, { Telegram: { WebApp: { platform, initData } } }))).toBe(expected);
  });

  it('mini app from the Android chat app UA marker, and not from an unopened chat-app script', () => {
    expect(detectClientType(g(`${UA.android} Telegram-Android/10.14.5`))).toBe('miniAndroid');
    expect(detectClientType(g(UA.iphone, { Telegram: { WebApp: { platform: 'unknown', initData: '' } } }))).toBe('h5');
  });

  it('reads an empty environment as pc', () => {
    expect(detectClientType()).toBe('pc');
    expect(isMobileUserAgent('')).toBe(false);
  });
});

describe('exchange app (spec §4 app mode)', () => {
  it.each([
    ['Mozilla/5.0 TBApp/3.6.1', '3.6.1'],
    ['Mozilla/5.0 TBApp/4.10 Mobile', '4.10'],
    ['Mozilla/5.0 TBApp/', null],
    [UA.iphone, null],
  ])('parses the app version of %p', (ua, version) => {
    expect(parseAppVersion(ua)).toBe(version);
  });

  it.each<[string, string, number]>([
    ['3.6.1', '3.6.1', 0],
    ['3.6', '3.6.0', 0],
    ['3.10.0', '3.6.1', 1],
    ['3.6.0', '3.6.1', -1],
    ['4', '3.99.99', 1],
    ['3.6.1.1', '3.6.1', 1],
    ['x.6', '0.6', 0],
  ])('compareVersions(%s, %s) = %i', (a, b, expected) => {
    expect(compareVersions(a, b)).toBe(expected);
  });

  it('needs 3.6.1 or higher for the native bridge', () => {
    expect(isVersionAtLeast('3.6.1', '3.6.1')).toBe(true);
    expect(isVersionAtLeast('3.6.0', '3.6.1')).toBe(false);
    expect(isVersionAtLeast(null, '3.6.1')).toBe(false);
  });

  it('is in the app only with both the UA token and the bridge', () => {
    expect(detectApp(g(`${UA.iphone} TBApp/3.6.1`, { [APP_BRIDGE_GLOBAL]: bridge }))).toEqual({ inApp: true, version: '3.6.1', nativeBridge: true });
    expect(detectApp(g(`${UA.iphone} TBApp/3.5.9`, { [APP_BRIDGE_GLOBAL]: bridge }))).toEqual({ inApp: true, version: '3.5.9', nativeBridge: false });
    expect(detectApp(g(`${UA.iphone} TBApp/3.6.1`))).toEqual({ inApp: false, version: '3.6.1', nativeBridge: false });
    expect(detectApp(g(UA.iphone, { [APP_BRIDGE_GLOBAL]: bridge }))).toEqual({ inApp: false, version: null, nativeBridge: false });
  });

  it('sends the platform header and shows the app banner only on mobile browsers', () => {
    expect(platformHeader(g(`${UA.iphone} TBApp/3.6.1`, { [APP_BRIDGE_GLOBAL]: bridge }))).toBe('app');
    expect(platformHeader(g(UA.android))).toBe('h5');
    expect(platformHeader(g(UA.windows))).toBe('pc');
    expect(platformHeader(g(UA.iphone, { Telegram: { WebApp: { platform: 'ios', initData: 'x' } } }))).toBe('h5');
    expect(showsSmartAppBanner(g(UA.android))).toBe(true);
    expect(showsSmartAppBanner(g(UA.windows))).toBe(false);
    expect(showsSmartAppBanner(g(`${UA.android} TBApp/3.6.1`, { [APP_BRIDGE_GLOBAL]: bridge }))).toBe(false);
    expect(showsSmartAppBanner(g(UA.android, { Telegram: { WebApp: { platform: 'android', initData: 'x' } } }))).toBe(false);
  });

  it('reads the real browser globals', () => {
    expect(detectClientType(globalThis as unknown as ClientGlobals)).toMatch(/^(pc|h5)$/);
  });
});

describe('viewport and breakpoints (spec §2, §9)', () => {
  it('fixes phones at 0.85 without zoom, 1 elsewhere', () => {
    expect(viewportScale('h5')).toBe(0.85);
    expect(viewportScale('miniIos')).toBe(0.85);
    expect(viewportScale('pc')).toBe(1);
    expect(viewportScale('miniDesktop')).toBe(1);
    expect(viewportContent('h5')).toBe('width=device-width, initial-scale=0.85, minimum-scale=0.85, maximum-scale=0.85, user-scalable=no');
    expect(viewportContent('pc')).toBe('width=device-width, initial-scale=1');
  });
  it('breaks at 767 px on the web and 768 px on phones', () => {
    expect(isMobileWidth(767, 'pc')).toBe(true);
    expect(isMobileWidth(768, 'pc')).toBe(false);
    expect(isMobileWidth(768, 'h5')).toBe(true);
    expect(isMobileWidth(769, 'miniAndroid')).toBe(false);
    expect(mobileMediaQuery('pc')).toBe('(max-width: 767px)');
    expect(mobileMediaQuery('h5')).toBe('(max-width: 768px)');
  });
});

describe('environment by host name (spec §9)', () => {
  it.each<[string, string, string | null, boolean]>([
    ['www.exchange.com', 'production', null, false],
    ['m.exchange.com', 'production', null, false],
    ['exchange.com', 'production', null, false],
    ['testnet.exchange.com', 'testnet', null, false],
    ['m-testnet.exchange.com', 'testnet', null, false],
    ['test-2.exchange-test.com', 'test', null, false],
    ['qa.exchange.com', 'test', null, false],
    ['dev.exchange.com', 'dev', null, false],
    ['dev-7.exchange.com', 'dev', null, false],
    ['localhost', 'local', null, false],
    ['localhost:5173', 'local', null, false],
    ['127.0.0.1:4300', 'local', null, false],
    ['[::1]:4300', 'local', null, false],
    ['app.localhost', 'local', null, false],
    ['www.exchange.com.hk', 'production', 'hk', false],
    ['www.exchange.hk', 'production', 'hk', false],
    ['www.exchange.ae', 'production', 'uae', false],
    ['www.exchange-uae.com', 'production', 'uae', false],
    ['testnet.exchange-uae.com', 'testnet', 'uae', false],
    ['www.us.exchange.com', 'production', 'us', false],
    ['www.exchange.co.uk', 'production', 'uk', false],
    ['www.exchange.jp', 'production', 'jp', false],
    ['www.exchange.fr', 'production', 'fr', false],
    ['www.exchange.de', 'production', 'de', false],
    ['www.exchange.com.au', 'production', 'au', false],
    ['www.exchange.ca', 'production', 'ca', false],
    ['www.exchange.com.br', 'production', 'br', false],
    ['www.exchange.in', 'production', 'in', false],
    ['www.exchange.ru', 'production', 'ru', false],
    ['WWW.EXCHANGE.EU.', 'production', null, true],
    ['www.eu.exchange.com', 'production', null, true],
  ])('%s → %s, region %s, EU %s', (host, environment, region, eu) => {
    const site = detectSite(host);
    expect([site.environment, site.region, site.euRegulated]).toEqual([environment, region, eu]);
    expect(detectEnvironment(host)).toBe(environment);
  });

  it('names test environments and mobile hosts', () => {
    expect(detectSite('test-2.exchange-test.com')).toMatchObject({ testName: 'test-2', subdomain: 'test-2', baseDomain: 'exchange-test.com' });
    expect(detectSite('m-testnet.exchange.com')).toMatchObject({ mobileHost: true, testName: null, baseDomain: 'exchange.com' });
  });

  it('names the session cookie after the environment unless configured', () => {
    expect(sessionCookieName('production')).toBe('tb_secure_token_production');
    expect(sessionCookieName('local')).toBe('tb_secure_token_local');
    expect(sessionCookieName('test', 'my_cookie')).toBe('my_cookie');
    expect(sessionCookieName('test', '  ')).toBe('tb_secure_token_test');
    expect(GUID_COOKIE).toBe('tb_guid');
  });

  it.each<[string, string, Record<string, string>]>([
    [
      'https:',
      'www.exchange.com',
      {
        api: 'https://www.exchange.com/x-api',
        quoteWs: 'wss://stream.exchange.com/spot/ws/quote/v1',
        chat: 'https://chat.exchange.com',
        affiliates: 'https://affiliates.exchange.com',
      },
    ],
    [
      'https:',
      'm-testnet.exchange.com',
      {
        api: 'https://m-testnet.exchange.com/x-api',
        quoteWs: 'wss://stream-testnet.exchange.com/spot/ws/quote/v1',
        chat: 'https://chat-testnet.exchange.com',
        affiliates: 'https://affiliates-testnet.exchange.com',
      },
    ],
    [
      'https:',
      'test-2.exchange-test.com',
      {
        api: 'https://test-2.exchange-test.com/x-api',
        quoteWs: 'wss://stream-test.exchange-test.com/spot/ws/quote/v1',
        chat: 'https://chat-test.exchange-test.com',
        affiliates: 'https://affiliates-test.exchange-test.com',
      },
    ],
    [
      'http:',
      'localhost:4300',
      {
        api: 'http://localhost:4300/x-api',
        quoteWs: 'ws://localhost:4300/spot/ws/quote/v1',
        chat: 'http://localhost:4300',
        affiliates: 'http://localhost:4300',
      },
    ],
  ])('base addresses of %s//%s', (protocol, host, expected) => {
    expect(baseAddresses({ protocol, host })).toMatchObject(expected);
  });
});

describe('user flags (spec §6)', () => {
  it('defaults the quote coin to USDC only on the EU regulated site', () => {
    expect(defaultQuoteCoin(detectSite('www.exchange.eu'))).toBe('USDC');
    expect(defaultQuoteCoin(detectSite('www.exchange.com'))).toBe('USDT');
  });
  it('checks the IND-GST tax tag from the tag, user_tags or the whole result', () => {
    expect(hasIndGstTaxTag('IND-GST')).toBe(true);
    expect(hasIndGstTaxTag(' ind-gst ')).toBe(true);
    expect(hasIndGstTaxTag({ tax_identity: 'IND-GST' })).toBe(true);
    expect(hasIndGstTaxTag({ user_tags: { tax_identity: 'IND-GST' } })).toBe(true);
    expect(hasIndGstTaxTag({ user_tags: { tax_identity: 'NONE' } })).toBe(false);
    expect(hasIndGstTaxTag(null)).toBe(false);
    expect(hasIndGstTaxTag(42)).toBe(false);
  });
});

describe('guid (spec §7, §9)', () => {
  it('generates 36-character v4 UUIDs', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 200; i += 1) {
      const guid = generateGuid();
      expect(guid).toHaveLength(36);
      expect(isGuid(guid)).toBe(true);
      seen.add(guid);
    }
    expect(seen.size).toBe(200);
  });
  it('sets the version and variant bits whatever the random source gives', () => {
    expect(generateGuid(() => new Uint8Array(16).fill(0xff))).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
    expect(generateGuid(() => new Uint8Array(16))).toBe('00000000-0000-4000-8000-000000000000');
    expect(() => generateGuid(() => new Uint8Array(8))).toThrow(/16 bytes/);
  });
  it.each([
    ['0f8fad5b-d9cb-469f-a165-70867728950e', true],
    ['0F8FAD5B-D9CB-469F-A165-70867728950E', true],
    ['0f8fad5b-d9cb-169f-a165-70867728950e', false],
    ['0f8fad5b-d9cb-469f-c165-70867728950e', false],
    ['0f8fad5bd9cb469fa16570867728950e', false],
    ['', false],
    [42, false],
  ])('isGuid(%p) = %p', (value, expected) => {
    expect(isGuid(value)).toBe(expected);
  });
});
