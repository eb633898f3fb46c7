import { describeAreaTranslations } from '@tb/ui/testing';
import { en, detailEn } from './i18n';
import { arSA } from './i18n/ar-SA';
import { zhTW } from './i18n/zh-TW';
import { detailArSA } from './i18n/detail-ar-SA';
import { detailZhTW } from './i18n/detail-zh-TW';

describe('combo area strings', () => {
  describeAreaTranslations(en, { 'zh-TW': zhTW, 'ar-SA': arSA });
});

describe('combo bot pages strings', () => {
  describeAreaTranslations(detailEn, { 'zh-TW': detailZhTW, 'ar-SA': detailArSA });
});
