import type { PluralKey, TranslationKey, Translations } from './types';
import { useTranslator, type Translate } from './translator';

/**
 * Typed translation hook: `const t = useT<typeof en>('spotGrid')` accepts only
 * keys that exist in the namespace's source tree; a plural family
 * (`total_one`, `total_other`, …) is asked for by its base key with a count:
 * `t('home.total', { count: 3 })`. The function is the same on every render
 * until the page's language changes, and resolves each string once
 * (see translator.ts).
 */
export function useT<T extends Translations>(namespace: string): Translate<TranslationKey<T> | PluralKey<T>> {
  return useTranslator(namespace);
}
