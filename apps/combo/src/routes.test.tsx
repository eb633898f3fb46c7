import { describeFrameArea } from '@tb/ui/testing';
import ComboRoutes from './routes';
import { en, comboStrings } from './i18n';
import { arSA } from './i18n/ar-SA';
import { zhTW } from './i18n/zh-TW';

describeFrameArea({
  area: 'combo',
  routes: <ComboRoutes />,
  strings: comboStrings,
  en,
  locales: { 'zh-TW': zhTW, 'ar-SA': arSA },
  pages: [
    ['create', 'Create bot'],
    ['detail/123', 'Bot detail'],
    ['positions/123', 'Positions'],
    ['close-detail/123', 'Close detail'],
  ],
});
