import type { Shape } from '@tb/i18n';
import type { Translations } from './index';

export const arSA: Shape<Translations> = { title: 'مارتينجال العقود', pages: {} };
