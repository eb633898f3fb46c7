/**
 * A bot call's result: the success builder, the refusals (status code, debug
 * message, check code) and the tests that tell them apart.
 */
import { BOT_STATUS_CODE, type BotFailure } from '@tb/contracts';

export type Success<T> = T & { status_code: 200; debug_msg: '' };

export function ok<T extends object>(fields: T): Success<T> {
  return { status_code: BOT_STATUS_CODE.SUCCESS, debug_msg: '', ...fields };
}

export function refuse(status: number, debugMsg: string, extra: { check_code?: string; ban_reason_text?: string } = {}): BotFailure {
  return { status_code: status, debug_msg: debugMsg, ...extra };
}

export const notFound = (what = 'bot') => refuse(BOT_STATUS_CODE.NOT_FOUND, `${what} not found`);
export const invalid = (debugMsg: string, checkCode?: string) =>
  refuse(BOT_STATUS_CODE.INVALID_ARGUMENT, debugMsg, checkCode ? { check_code: checkCode } : {});

/**
 * A change of a running bot refused by a verdict: the bot response code its
 * check code answers with (the check code rides along). Each kind keeps its
 * own table beside its service (`statusOf`: the TP/SL and add-investment
 * verdicts the spec names, 432–437); any other verdict is 400. Create keeps
 * 400 with its check code (the create forms read the check code).
 */
export const refuseChange = (debugMsg: string, checkCode: string, statusOf: Readonly<Record<string, number>>): BotFailure =>
  refuse(statusOf[checkCode] ?? BOT_STATUS_CODE.INVALID_ARGUMENT, debugMsg, { check_code: checkCode });

/** A bot result is a refusal (status_code ≠ 200). */
export function isRefusal(result: { status_code: number }): result is BotFailure {
  return result.status_code !== BOT_STATUS_CODE.SUCCESS;
}

export function isFailure(value: unknown): value is BotFailure {
  return typeof value === 'object' && value !== null && 'status_code' in value && (value as BotFailure).status_code !== 200;
}
