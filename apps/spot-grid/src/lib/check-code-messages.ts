/**
 * Loaded on demand (dynamic import) the first time a check code has to be
 * explained: the check-code catalogue and its en / zh-TW / ar-SA messages are
 * not part of the create page's first download.
 */
import { describeCheckCode, isCheckCodeSuccess, registerCheckCodeTranslations, CHECK_CODES_NAMESPACE } from '@tb/util-check-codes';

registerCheckCodeTranslations();

export { describeCheckCode, isCheckCodeSuccess, CHECK_CODES_NAMESPACE };
