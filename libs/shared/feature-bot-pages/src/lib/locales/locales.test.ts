import { missingKeys } from '@tb/i18n/testing';
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
    // each key's placeholders, by key path (en is assembled from two parts, so its key order differs)
    const placeholders = (value: unknown, path = ''): string[] =>
      typeof value === 'string'
        ? [...value.matchAll(/\{\{(\w+)\}\}/g)].map((m) => `${path}:${m[1]}`)
        : Object.entries(value as object)
            .flatMap(([key, inner]) => placeholders(inner, path ? `${path}.${key}` : key))
            .sort();
    expect(placeholders(tree)).toEqual(placeholders(en));
  });
});
