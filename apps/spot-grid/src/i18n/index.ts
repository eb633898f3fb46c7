import { registerTranslations, type LocaleResources } from '@tb/i18n';
import { arSA } from './ar-SA';
import { en } from './en';
import { zhTW } from './zh-TW';

export type Translations = typeof en;
export const NAMESPACE = 'spotGrid';

export const resources: LocaleResources<Translations> = { en, 'zh-TW': zhTW, 'ar-SA': arSA };

/** Adds the `spotGrid` namespace (idempotent). The check-code messages load lazily with the first check code shown. */
export function registerAreaTranslations(): void {
  registerTranslations(NAMESPACE, resources);
}
