export * from './lib/fields';
export * from './lib/field-messages';
export * from './lib/codes';
export * from './lib/response-codes';
export * from './lib/client-errors';
export {
  CHECK_CODES_NAMESPACE,
  buildCheckCodeTranslations,
  checkCodeTranslations,
  registerCheckCodeTranslations,
} from './lib/resources';
export type { BoundText, LocaleText } from './lib/messages/types';
export * from './lib/describe';
