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
  pages: [
    ['detail/123', 'Bot detail'],
    ['positions/123', 'Positions'],
    ['follow/123', 'Copy detail'],
  ],
});
