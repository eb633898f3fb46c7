import { describeFrameArea } from '@tb/ui/testing';
import AiPickRoutes from './routes';
import { en, aiPickStrings } from './i18n';
import { arSA } from './i18n/ar-SA';
import { zhTW } from './i18n/zh-TW';

describeFrameArea({
  area: 'ai-pick',
  routes: <AiPickRoutes />,
  strings: aiPickStrings,
  en,
  locales: { 'zh-TW': zhTW, 'ar-SA': arSA },
  pages: [
    ['', 'Today’s pick'],
  ],
});
