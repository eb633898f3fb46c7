import { type Translations } from '@tb/i18n';
import { missingKeys } from '@tb/i18n/testing';
import { arSA } from './ar-SA';
import { en } from './en';
import { zhTW } from './zh-TW';

/** `{{name}}` placeholders of every leaf, by key. */
function placeholders(tree: Translations, prefix = ''): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out[prefix + key] = [...value.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    else Object.assign(out, placeholders(value, `${prefix}${key}.`));
  }
  return out;
}

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
    expect(placeholders(tree as Translations)).toEqual(placeholders(en));
  });

  it('translates rather than copies English (beyond names and symbols)', () => {
    const source = placeholders(en);
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
    expect(Object.keys(source).length).toBeGreaterThan(100);
    expect(same(zhTW as Translations)).toEqual([]);
    expect(same(arSA as Translations)).toEqual([]);
  });
});
