import { registerTranslations, useT, type LocaleResources } from '@tb/i18n';
import { arSA } from './ar-SA';
import { en, type DcaTranslations } from './en';
import { zhTW } from './zh-TW';

export type { DcaTranslations };
export const NAMESPACE = 'dca';

export const resources: LocaleResources<DcaTranslations> = { en, 'zh-TW': zhTW, 'ar-SA': arSA };

/** Add the `dca` namespace to the page's i18n instance (idempotent). */
export function registerDcaTranslations(): void {
  registerTranslations(NAMESPACE, resources);
}

/** `t` of the `dca` namespace, with typed keys. */
export const useDcaT = () => useT<DcaTranslations>(NAMESPACE);
