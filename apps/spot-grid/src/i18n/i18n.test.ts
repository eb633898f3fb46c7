import { missingKeys, placeholderMismatches } from '@tb/i18n/testing';
import { arSA } from './ar-SA';
import { en } from './en';
import { enParts } from './en-parts';
import { enPicker } from './en-picker';
import { zhTW } from './zh-TW';

const source = { ...en, ...enParts, ...enPicker };

describe('spotGrid translations', () => {
  it.each([
    ['zh-TW', zhTW],
    ['ar-SA', arSA],
  ])('%s has every key of en, none empty', (_name, tree) => {
    expect(missingKeys(source, tree)).toEqual([]);
    expect(missingKeys(tree, source)).toEqual([]);
  });

  it('keeps every {{placeholder}} of en in each locale', () => {
    expect(placeholderMismatches(source, zhTW)).toEqual([]);
    expect(placeholderMismatches(source, arSA)).toEqual([]);
  });

  it('the create page’s strings, the parts’ and the picker’s do not overlap', () => {
    expect(Object.keys(en).filter((key) => key in enParts)).toEqual([]);
    expect(Object.keys(en).filter((key) => key in enPicker)).toEqual([]);
    expect(Object.keys(enParts).filter((key) => key in enPicker)).toEqual([]);
  });
});
