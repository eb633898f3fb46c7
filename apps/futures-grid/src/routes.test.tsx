import { describeFrameArea } from '@tb/ui/testing';
import FuturesGridRoutes from './routes';
import { en, futuresGridStrings } from './i18n';
import { arSA } from './i18n/ar-SA';
import { zhTW } from './i18n/zh-TW';

describeFrameArea({
  area: 'futures-grid',
  routes: <FuturesGridRoutes />,
  strings: futuresGridStrings,
  en,
  locales: { 'zh-TW': zhTW, 'ar-SA': arSA },
  // the bot pages (detail, close detail, orders, positions, follow) are real pages now: detail/DetailPage.test.tsx
  pages: [['create', 'Create bot']],
});
