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
  pages: [
    ['detail/123', 'Bot detail'],
    ['round/123/7', 'Round detail'],
    ['orders/123/open', 'Open orders'],
  ],
});
