import type { Shape } from '@tb/i18n';
import type { Translations } from './index';

export const zhTW: Shape<Translations> = { title: '合約網格', pages: {} };
