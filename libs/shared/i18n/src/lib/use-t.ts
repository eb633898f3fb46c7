import { useTranslation } from 'react-i18next';
import type { TranslationKey, Translations } from './types';

/**
 * Typed translation hook: `const t = useT<typeof en>('spotGrid')` accepts only
 * keys that exist in the namespace's source tree.
 */
export function useT<T extends Translations>(namespace: string) {
  const { t, i18n } = useTranslation(namespace);
  return Object.assign(
    (key: TranslationKey<T>, options?: Record<string, unknown>): string => t(key, options ?? {}) as string,
    { language: i18n.language },
  );
}
