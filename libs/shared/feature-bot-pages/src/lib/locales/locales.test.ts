import { missingKeys } from '@tb/i18n';
import { arSA } from './ar-SA';
import { en } from './en';
import { zhTW } from './zh-TW';

describe('botPages strings', () => {
  it.each([
    ['zh-TW', zhTW],
    ['ar-SA', arSA],
  ])('%s has every key of en (and no other), none empty, with the same placeholders', (_locale, tree) => {
    expect(missingKeys(en, tree)).toEqual([]);
    expect(missingKeys(tree, en)).toEqual([]);
    const placeholders = (value: unknown): string[] =>
      typeof value === 'string' ? [...value.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort() : Object.values(value as object).flatMap(placeholders);
    expect(placeholders(tree)).toEqual(placeholders(en));
  });
});
