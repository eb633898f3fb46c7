import { useTranslation } from 'react-i18next';
import type { PluralKey, TranslationKey, Translations } from './types';

/**
 * Typed translation hook: `const t = useT<typeof en>('spotGrid')` accepts only
 * keys that exist in the namespace's source tree; a plural family
 * (`total_one`, `total_other`, …) is asked for by its base key with a count:
 * `t('home.total', { count: 3 })`.
 */
export function useT<T extends Translations>(namespace: string) {
  const { t, i18n } = useTranslation(namespace);
  return Object.assign(
    (key: TranslationKey<T> | PluralKey<T>, options?: Record<string, unknown>): string => t(key, options ?? {}) as string,
    { language: i18n.language },
  );
}
