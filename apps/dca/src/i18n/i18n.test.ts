import { type Translations } from '@tb/i18n';
import { missingKeys, placeholderMismatches } from '@tb/i18n/testing';
import { arSA } from './ar-SA';
import { en } from './en';
import { zhTW } from './zh-TW';

describe('dca translations', () => {
  it.each([
    ['zh-TW', zhTW],
    ['ar-SA', arSA],
  ])('%s has every key of en, none empty', (_locale, tree) => {
    expect(missingKeys(en, tree as Translations)).toEqual([]);
  });

  it.each([
    ['zh-TW', zhTW],
    ['ar-SA', arSA],
  ])('%s fills in the same values as en', (_locale, tree) => {
    expect(placeholderMismatches(en, tree as Translations)).toEqual([]);
  });

  it('translates rather than copies English (beyond names and symbols)', () => {
    const same = (tree: Translations) => {
      const flat: string[] = [];
      const walk = (node: Translations, p: string, ref: Translations) => {
        for (const [k, v] of Object.entries(node)) {
          if (typeof v === 'string') {
            if (v === (ref[k] as string) && /[a-z]{3}/i.test(v.replace(/\{\{\w+\}\}/g, '').replace(/DCA/g, ''))) flat.push(p + k);
          } else walk(v, `${p}${k}.`, ref[k] as Translations);
        }
      };
      walk(tree, '', en);
      return flat;
    };
    expect(missingKeys(en, undefined).length).toBeGreaterThan(100); // every leaf of en
    expect(same(zhTW as Translations)).toEqual([]);
    expect(same(arSA as Translations)).toEqual([]);
  });
});
