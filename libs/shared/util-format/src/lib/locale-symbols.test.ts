import { ENGLISH_SYMBOLS, localeSymbols, readLocaleSymbols } from './locale-symbols';

describe('localeSymbols', () => {
  it("English's written-out symbols are what Intl reads for en", () => {
    expect(readLocaleSymbols('en')).toEqual(ENGLISH_SYMBOLS);
    expect(localeSymbols('en')).toBe(ENGLISH_SYMBOLS);
    expect(localeSymbols()).toBe(ENGLISH_SYMBOLS);
  });

  it('other locales are still read from Intl (and cached)', () => {
    const de = localeSymbols('de-DE');
    expect(de).toEqual(readLocaleSymbols('de-DE'));
    expect(de.decimal).toBe(',');
    expect(localeSymbols('de-DE')).toBe(de);
  });
});
