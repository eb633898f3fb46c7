import { missingKeys } from '@tb/i18n/testing';
import { arSA } from './ar-SA';
import { en } from './en';
import { enParts } from './en-parts';
import { zhTW } from './zh-TW';

const source = { ...en, ...enParts };

describe('spotGrid translations', () => {
  it.each([
    ['zh-TW', zhTW],
    ['ar-SA', arSA],
  ])('%s has every key of en, none empty', (_name, tree) => {
    expect(missingKeys(source, tree)).toEqual([]);
    expect(missingKeys(tree, source)).toEqual([]);
  });

  it('keeps every {{placeholder}} of en in each locale', () => {
    const placeholders = (text: string) => (text.match(/\{\{\w+\}\}/g) ?? []).sort();
    const walk = (a: Record<string, unknown>, b: Record<string, unknown>, path: string): string[] =>
      Object.entries(a).flatMap(([key, value]) =>
        typeof value === 'string'
          ? JSON.stringify(placeholders(value)) === JSON.stringify(placeholders(String(b[key]))) ? [] : [`${path}${key}`]
          : walk(value as Record<string, unknown>, b[key] as Record<string, unknown>, `${path}${key}.`),
      );
    expect(walk(source, zhTW as unknown as Record<string, unknown>, '')).toEqual([]);
    expect(walk(source, arSA as unknown as Record<string, unknown>, '')).toEqual([]);
  });

  it('the create page’s half and the parts do not overlap', () => {
    expect(Object.keys(en).filter((key) => key in enParts)).toEqual([]);
  });
});
