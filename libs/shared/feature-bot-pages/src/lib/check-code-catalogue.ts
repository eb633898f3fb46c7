/**
 * Loaded on demand (dynamic import) the first time a check code has to be
 * explained: the check-code catalogue and its en / zh-TW / ar-SA messages are
 * not part of any create page's first download.
 */
import { describeCheckCode, registerCheckCodeTranslations } from '@tb/util-check-codes';

registerCheckCodeTranslations();

export { describeCheckCode };
export { describeServerError } from './server-message';
