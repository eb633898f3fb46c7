import { canonicalLocale } from './locale';
import { RESTRICTED_LOCALES, accountLocaleOf, isRestrictedLocale, restrictionOf, restrictionsOf, sameLocale } from './restriction';

describe('locales compare without regard to case or separator', () => {
  it.each([
    ['en-GB', 'en-GB'],
    ['EN-GB', 'en-GB'],
    ['en-gb', 'en-GB'],
    ['en_GB', 'en-GB'],
    [' En_gB ', 'en-GB'],
    ['en-GB-oxendict', 'en-GB'],
    ['zh-Hant-TW', 'zh-TW'],
    ['NL', 'nl'],
    ['en', 'en'],
    ['es-419', 'es-419'],
    ['', ''],
    ['e', ''],
    ['en-GB;q=0.9', 'en'],
    ['x'.repeat(40), ''],
    ['1n-GB', ''],
  ])('%p → %p', (text, canonical) => {
    expect(canonicalLocale(text)).toBe(canonical);
  });

  it('restricted locales in every spelling; no other', () => {
    for (const locale of RESTRICTED_LOCALES) {
      for (const spelling of [locale, locale.toUpperCase(), locale.toLowerCase(), locale.replace('-', '_'), `${locale}-x-private`]) {
        expect(isRestrictedLocale(spelling)).toBe(true);
      }
    }
    for (const other of ['en', 'nl', 'de-DE', 'en-US', 'ar-SA', '', null, undefined, 'GB', 'en-G B']) expect(isRestrictedLocale(other)).toBe(false);
    expect(sameLocale('en_gb', 'EN-GB')).toBe(true);
    expect(sameLocale('', '')).toBe(false);
  });

  it('an account holds a served locale, in its served spelling', () => {
    expect(accountLocaleOf('EN_gb')).toBe('en-GB');
    expect(accountLocaleOf('ar-are')).toBe('ar-ARE');
    expect(accountLocaleOf('en')).toBe('en');
    expect(accountLocaleOf('xx-YY')).toBeNull();
    expect(accountLocaleOf('')).toBeNull();
  });
});

describe('the account decides; the request may only tighten', () => {
  const account = { islamic: 0, accountLocale: 'en' };

  it('a restricted account stays restricted whatever the request says', () => {
    for (const accountLocale of ['en-GB', 'EN_gb', 'nl-nl']) {
      for (const requestLocale of [undefined, 'en', 'EN', 'de-DE', 'en-GB']) {
        expect(restrictionOf({ ...account, accountLocale, requestLocale }, 'futures')).toMatchObject({ reason: 'locale', source: 'account', locale: canonicalLocale(accountLocale) });
      }
    }
    for (const requestLocale of [undefined, 'en', 'nl-NL']) expect(restrictionOf({ islamic: 1, accountLocale: 'en', requestLocale }, 'futures')).toEqual({ reason: 'islamic', source: 'account' });
  });

  it('a request tightens: a restricted page locale or a spot-only site', () => {
    expect(restrictionOf(account, 'futures')).toBeNull();
    expect(restrictionOf({ ...account, requestLocale: 'EN-gb' }, 'futures')).toEqual({ reason: 'locale', source: 'request', locale: 'en-GB' });
    expect(restrictionOf({ ...account, host: 'www.exchange.com.hk' }, 'futures')).toEqual({ reason: 'region', source: 'request', site: 'hk' });
    expect(restrictionOf({ ...account, host: 'www.exchange.ae' }, 'futures')).toBeNull();
    // every reason that applies, strongest first
    expect(restrictionsOf({ islamic: 1, accountLocale: 'en-GB', host: 'www.exchange.eu' }, 'futures').map((r) => r.reason)).toEqual(['region', 'islamic', 'locale']);
  });

  it('never withholds spot', () => {
    expect(restrictionOf({ islamic: 1, accountLocale: 'en-GB', requestLocale: 'nl-NL', host: 'www.exchange.com.hk' }, 'spot')).toBeNull();
  });
});
