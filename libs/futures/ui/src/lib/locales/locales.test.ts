import { missingKeys } from '@tb/i18n/testing';
import { arSA } from './ar-SA';
import { en } from './en';
import { zhTW } from './zh-TW';

describe('futures strings', () => {
  it.each([
    ['zh-TW', zhTW],
    ['ar-SA', arSA],
  ])('%s has every key of en (and no other), none empty, with the same placeholders in each string', (_locale, tree) => {
    expect(missingKeys(en, tree)).toEqual([]);
    expect(missingKeys(tree, en)).toEqual([]);
    const placeholders = (text: string): string[] => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    const byKey = (value: unknown, prefix = ''): Array<[string, string[]]> =>
      typeof value === 'string' ? [[prefix, placeholders(value)]] : Object.entries(value as object).flatMap(([key, inner]) => byKey(inner, `${prefix}.${key}`));
    expect(byKey(tree)).toEqual(byKey(en));
  });
});
