import type { Shape } from '@tb/i18n';
import type { Translations } from './index';

export const zhTW: Shape<Translations> = { title: 'AI 每日精選', pages: { pick: '今日精選' } };
