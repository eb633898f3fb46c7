import type { Shape } from '@tb/i18n';
import type { Translations } from './index';

export const zhTW: Shape<Translations> = { title: '機器人排行榜', pages: { list: '排行榜' } };
