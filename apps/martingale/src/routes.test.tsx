import { describeFrameArea } from '@tb/ui/testing';
import MartingaleRoutes from './routes';
import { en, martingaleStrings } from './i18n';
import { arSA } from './i18n/ar-SA';
import { zhTW } from './i18n/zh-TW';

describeFrameArea({
  area: 'martingale',
  routes: <MartingaleRoutes />,
  strings: martingaleStrings,
  en,
  locales: { 'zh-TW': zhTW, 'ar-SA': arSA },
  // the bot pages (detail, round, orders, close detail, follow) are real pages now: detail/*.test.tsx, pages/*.test.tsx
  pages: [
    ['symbols', 'Choose a symbol'],
  ],
});
