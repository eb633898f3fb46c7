import type { CloseOrder } from './driver';

/**
 * The spec's generic bot close codes (`BOT_CLOSE_CODE_*`, util-enums `botCloseCode`) per close cause:
 * what a kind without close codes of its own records (a kind made by the bot-kind generator, the seam's
 * test kind). The shipped kinds map causes to their own stop types and reasons in their drivers.
 */
export const GENERIC_CLOSE_CODES: Readonly<Record<CloseOrder['cause'], string>> = {
  user: 'BOT_CLOSE_CODE_CANCELED_MANUALLY',
  ban: 'BOT_CLOSE_CODE_USER_BANNED',
  delisting: 'BOT_CLOSE_CODE_SYMBOL_DELIST',
  compliance: 'BOT_CLOSE_CODE_COMPLIANCE',
  'tax-tag': 'BOT_CLOSE_CODE_TAX_TAG_CHANGE',
  master: 'BOT_CLOSE_CODE_CANCELED_AUTO',
};
