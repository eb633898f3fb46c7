import { missingKeys } from '@tb/i18n/testing';
import { arSA } from './ar-SA';
import { en as table } from './en';
import { positionsEn } from './en-positions';
import { transferEn } from './en-transfer';
import { riskEn } from './en-risk';
import { zhTW } from './zh-TW';

/** The whole English tree: the shared table and the pieces' own parts. */
const en = { ...table, ...positionsEn, ...transferEn, ...riskEn };

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
    // by key: the English parts are assembled here, not in the locales' order
    const sorted = (pairs: Array<[string, string[]]>) => [...pairs].sort(([a], [b]) => a.localeCompare(b));
    expect(sorted(byKey(tree))).toEqual(sorted(byKey(en)));
  });
});
