import { describeFrameArea } from '@tb/ui/testing';
import RankingRoutes from './routes';
import { en, rankingStrings } from './i18n';
import { arSA } from './i18n/ar-SA';
import { zhTW } from './i18n/zh-TW';

describeFrameArea({
  area: 'ranking',
  routes: <RankingRoutes />,
  strings: rankingStrings,
  en,
  locales: { 'zh-TW': zhTW, 'ar-SA': arSA },
  pages: [
    ['', 'Ranking list'],
  ],
});
