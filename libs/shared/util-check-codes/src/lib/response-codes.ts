import type { Severity } from './codes';
import type { PayloadField } from './fields';

/**
 * Bot response codes (spec §8): the business outcome a bot call returns in
 * `result.status_code`. The API reference fixes a few numbers (200 success
 * for spot grid/DCA, 0 or 200 for futures; 400 invalid parameters; 401
 * insufficient balance on spot-grid create; 404 grid not found; 405 grid
 * cannot be cancelled in its state; 421 user banned; 503 DCA close during a
 * buy cycle). The rest are designed in the same HTTP-like style: 4xx the
 * request or the account, 43x the futures-grid specific answers, 5xx the
 * server. `BOT_RESPONSE_CODE_*` identifiers are designed too (they are what
 * a log or a test names); the wire carries the number.
 *
 * `unknown` is what any number not in this table reads as; it has no number.
 */
export interface BotResponseCodeDef {
  readonly code: string;
  readonly statusCode: number | null;
  /** Message key in the `checkCodes` namespace. */
  readonly key: string;
  readonly field: PayloadField | null;
  readonly success: boolean;
  readonly severity: Severity;
}

type Row = [suffix: string, statusCode: number | null, key: string, field: PayloadField | null, severity: Severity];

const ROWS: readonly Row[] = [
  ['UNKNOWN', null, 'unknown', null, 'error'],
  ['SUCCESS', 200, 'success', null, 'success'],
  ['INVALID_ARGUMENT', 400, 'invalidArgument', null, 'warning'],
  ['INSUFFICIENT_BALANCE', 401, 'insufficientBalance', 'quote_investment', 'warning'],
  ['REACH_BOT_NUMBER_UPPER_LIMIT', 402, 'reachBotNumberUpperLimit', null, 'error'],
  ['FORBIDDEN', 403, 'forbidden', null, 'error'],
  ['NOT_FOUND', 404, 'notFound', null, 'error'],
  ['GRID_CANNOT_BE_CANCELLED', 405, 'gridCannotBeCancelled', null, 'warning'],
  ['CANNOT_CANCEL_OTHERS_GRID', 406, 'cannotCancelOthersGrid', null, 'error'],
  ['UNSUPPORTED_MEMBER_TYPE', 407, 'unsupportedMemberType', null, 'error'],
  ['DUPLICATED_SYMBOL_CHOSEN', 409, 'duplicatedSymbolChosen', 'pairs', 'warning'],
  ['MAX_INVEST_AMOUNT_TOO_SMALL_ON_CREATE', 410, 'maxInvestTooSmallOnCreate', 'max_invest_amount', 'warning'],
  ['MAX_INVEST_AMOUNT_TOO_SMALL_ON_UPDATE', 411, 'maxInvestTooSmallOnUpdate', 'max_invest_amount', 'warning'],
  ['BOT_HAS_BEEN_CLOSED', 412, 'botHasBeenClosed', null, 'info'],
  ['USER_UNIFY_ACCOUNT_UPGRADING', 413, 'accountUpgrading', null, 'error'],
  ['USER_BANNED', 421, 'userBanned', null, 'error'],
  ['FUTURES_GRID_COMMON', 430, 'futuresGridCommon', null, 'error'],
  ['WRONG_OR_INVALID_PARAMS', 431, 'wrongParams', null, 'warning'],
  ['TAKE_PROFIT_TOO_LARGE', 432, 'takeProfitTooLarge', 'take_profit_price', 'warning'],
  ['STOP_LOSS_TOO_SMALL', 433, 'stopLossTooSmall', 'stop_loss_price', 'warning'],
  ['STOP_LOSS_CAUSES_LIQUIDATION', 434, 'stopLossCausesLiquidation', 'stop_loss_price', 'warning'],
  ['TP_BELOW_LAST_PRICE', 435, 'tpBelowLastPrice', 'take_profit_price', 'warning'],
  ['SL_ABOVE_LAST_PRICE', 436, 'slAboveLastPrice', 'stop_loss_price', 'warning'],
  ['UPDATE_INVESTMENT_TOO_LARGE', 437, 'updateInvestmentTooLarge', 'add_investment', 'warning'],
  ['INTERNAL', 500, 'internal', null, 'error'],
  ['BOT_CANNOT_CLOSE_CURRENTLY', 503, 'botCannotCloseCurrently', null, 'warning'],
  ['INTERNAL_TIMEOUT', 504, 'internalTimeout', null, 'error'],
];

export const BOT_RESPONSE_CODES: readonly BotResponseCodeDef[] = ROWS.map(([suffix, statusCode, key, field, severity]) => ({
  code: `BOT_RESPONSE_CODE_${suffix}`,
  statusCode,
  key: `response.${key}`,
  field,
  success: severity === 'success',
  severity,
}));

const byStatus = new Map(BOT_RESPONSE_CODES.filter((def) => def.statusCode !== null).map((def) => [def.statusCode, def]));
const byCode = new Map(BOT_RESPONSE_CODES.map((def) => [def.code, def]));
const UNKNOWN = BOT_RESPONSE_CODES[0];
const SUCCESS = byCode.get('BOT_RESPONSE_CODE_SUCCESS') as BotResponseCodeDef;

/**
 * The spec's success rule for `result.status_code` (§5): absent, 0 or 200.
 * Numeric strings count (`"200"`); anything else is not success.
 */
export function isSuccessStatusCode(statusCode: unknown): boolean {
  if (statusCode === undefined || statusCode === null) return true;
  const n = typeof statusCode === 'string' && /^\d+$/.test(statusCode.trim()) ? Number(statusCode) : statusCode;
  return n === 0 || n === 200;
}

/** A bot response by its status code (number or numeric string) or identifier; unknown values → `unknown`. */
export function botResponseOf(statusCodeOrId: unknown): BotResponseCodeDef {
  if (statusCodeOrId === undefined || statusCodeOrId === null || statusCodeOrId === 0 || statusCodeOrId === '0') return SUCCESS;
  if (typeof statusCodeOrId === 'number') return byStatus.get(statusCodeOrId) ?? UNKNOWN;
  if (typeof statusCodeOrId === 'string') {
    const text = statusCodeOrId.trim();
    if (/^\d+$/.test(text)) return byStatus.get(Number(text)) ?? UNKNOWN;
    return byCode.get(text.toUpperCase()) ?? UNKNOWN;
  }
  return UNKNOWN;
}
