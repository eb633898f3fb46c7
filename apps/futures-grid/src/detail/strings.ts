import { useT } from '@tb/i18n';
import { futuresGridStrings, type Translations } from '../i18n';
import type { DetailTranslations } from '../i18n/detail-en';

/** `t` of the bot pages: the area's strings plus this part's (`bot.*`). */
export const useBotT = () => useT<Translations & DetailTranslations>(futuresGridStrings.namespace);
