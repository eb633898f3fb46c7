import { expectLocaleMatches } from '@tb/i18n/testing';
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
    expectLocaleMatches(en, tree);
  });
});
