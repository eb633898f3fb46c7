import {
  announcementLocale,
  canonicalPath,
  directionOf,
  isRtl,
  localeFromPath,
  looksLikeLocale,
  normalizeLocale,
} from './locale';

describe('locale (spec §2)', () => {
  it.each([
    ['en', 'en'],
    ['zh-TW', 'zh-TW'],
    ['ed-ED', 'en'],
    ['', 'en'],
    [undefined, 'en'],
    ['xx-YY', 'en'],
    ['tr-TUR', 'tr-TR'],
    ['de-EU', 'de-DE'],
    ['en-EU', 'en'],
    // any case or separator
    ['EN-GB', 'en-GB'],
    ['en-gb', 'en-GB'],
    ['en_GB', 'en-GB'],
    ['ZH_tw', 'zh-TW'],
    ['tr-tur', 'tr-TR'],
    ['DE-eu', 'de-DE'],
    ['EN', 'en'],
  ])('normalizes %p to %s', (segment, expected) => {
    expect(normalizeLocale(segment)).toBe(expected);
  });
  it('is right to left for ar-SA and ar-ARE only', () => {
    expect([isRtl('ar-SA'), isRtl('ar-ARE'), isRtl('en'), isRtl('he-IL')]).toEqual([true, true, false, false]);
    expect(directionOf('ar-ARE')).toBe('rtl');
    expect(directionOf('zh-TW')).toBe('ltr');
  });
  it('reads announcements of zh-MY in zh-TW and pt-PT in pt-BR', () => {
    expect([announcementLocale('zh-MY'), announcementLocale('pt-PT'), announcementLocale('de-DE')]).toEqual(['zh-TW', 'pt-BR', 'de-DE']);
  });
  it('canonicalises /tradingbot paths', () => {
    expect(canonicalPath('/tradingbot')).toBe('/tradingbot/en/');
    expect(canonicalPath('/tradingbot/ed-ED/spot-grid/create')).toBe('/tradingbot/en/spot-grid/create/');
    expect(canonicalPath('/tradingbot/zh-TW/')).toBe('/tradingbot/zh-TW/');
    expect(canonicalPath('/tradingbot/spot-grid')).toBe('/tradingbot/en/spot-grid/');
    expect(canonicalPath('/en/login')).toBe('/en/login');
    expect(canonicalPath('/tradingbot/EN_gb/futures-grid/')).toBe('/tradingbot/en-GB/futures-grid/');
  });
  it('reads the locale of a path', () => {
    expect(localeFromPath('/tradingbot/ar-SA/dca/')).toBe('ar-SA');
    expect(localeFromPath('/zh-TW/login')).toBe('zh-TW');
    expect(localeFromPath('/login')).toBe('en');
    expect(looksLikeLocale('tr-TUR')).toBe(true);
    expect(looksLikeLocale('spot-grid')).toBe(false);
  });
});
