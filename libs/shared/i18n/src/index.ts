export { i18n, initI18n, loadWithLanguage, registerTranslations, SOURCE_LOCALE, COMPLETE_LOCALES, translationLanguage } from './lib/instance';
export type { Translations, TranslationKey, PluralKey, LocaleResources, Shape } from './lib/types';
export { PLURAL_FORMS } from './lib/types';
export { defineAreaStrings, useStringsReady, type AreaStrings, type AreaStringsOptions, type LocaleLoader } from './lib/area';
export { useT } from './lib/use-t';
export { useTranslator, type Translate } from './lib/translator';
// The only door to react-i18next for the apps (see tools/webpack/shared.js).
export { useTranslation } from 'react-i18next';
export { KIND_NAMES, KINDS_NAMESPACE, useKindName, type KindNames, type KindNameKey } from './lib/kinds';
