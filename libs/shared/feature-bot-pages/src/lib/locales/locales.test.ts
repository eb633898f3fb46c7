import { expectLocaleMatches } from '@tb/i18n/testing';
import { arSA } from './ar-SA';
import { en } from './en';
import { zhTW } from './zh-TW';

describe('botPages strings', () => {
  it.each([
    ['zh-TW', zhTW],
    ['ar-SA', arSA],
  ])('%s has every key of en (and no other), none empty, with the same placeholders', (_locale, tree) => {
    expectLocaleMatches(en, tree);
  });
});
