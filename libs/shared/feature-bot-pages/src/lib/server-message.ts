/**
 * One mapper for every refused call of every kind: what to tell the trader,
 * the field it belongs next to, and the bound crossed. Before it, spot grid
 * and DCA each had their own (different bans, different transport wording,
 * one knew validator bounds, the other `debug_msg` fields).
 *
 * - a check code (validators, create/update refusals) reads through the
 *   catalogue of `@tb/util-check-codes` (any kind's codes), with its bound
 *   filled in from the result's ranges, on the field the code concerns;
 * - a bot refusal (`status_code` ≠ 200/0) reads as its bot response code
 *   (`401` insufficient balance, `409` the same coin twice…), placed on the
 *   field `debug_msg` names (util-check-codes' `payloadFieldInMessage`, or
 *   the kind's own `fieldInMessage`) or the code's; an invalid argument (400)
 *   on a named field says what is wrong with it (`field.min`: "below the
 *   minimum of 2", `field.whole`…), never a bare "gateway error";
 * - a refused body (HTTP 400, ret code 10001) reads the same way: on the
 *   field the message names, what is wrong with it;
 * - a ban reads as the restriction message, with the exchange's reason text;
 * - transport failures (time-out, network, 429…) read as the client error
 *   catalogue says.
 *
 * This module pulls in the catalogue and registers its messages when first
 * used: import it from dialogs and other on-demand parts (create pages use
 * the lazily loading {@link useCheckMessage} instead).
 */
import type { ApiError } from '@tb/data-access-api';
import { useTranslation } from '@tb/i18n';
import { CHECK_CODES_NAMESPACE, CLIENT_ERRORS, COMPLIANCE_MESSAGE_KEY, RET_CODE_COMPLIANCE, describeCheckCode, fieldProblemInMessage, payloadFieldInMessage, registerCheckCodeTranslations, type ClientErrorKind } from '@tb/util-check-codes';

export interface ServerMessage {
  /** Key in the `checkCodes` namespace. */
  key: string;
  params: Record<string, string>;
  /** The request field it concerns (`max_invest_amount`, `pairs[1].base`, `min_price`), or null for the whole request. */
  field: string | null;
  /** The crossed bound, as shown (`{ min: "10 USDT" }`); empty when the refusal carried none. */
  bounds: Record<string, string>;
  /** Extra text from the exchange to show as it is (a ban reason). */
  detail?: string;
  /** The bot response status code, when there was one (503: busy, try again). */
  statusCode?: number;
  /** The check code, when there was one. */
  checkCode?: string;
}

export interface DescribeServerErrorOptions {
  /** The coin appended to amount bounds. */
  coin?: string;
  /** Number formats of the bounds (default `en`). */
  locale?: string;
  /** The kind's reading of a message that names a payload field (`debug_msg`, a 400's message); default: util-check-codes' reader. */
  fieldInMessage?: (message: string) => string | null;
}

let registered = false;
function ensureMessages(): void {
  if (registered) return;
  registered = true;
  registerCheckCodeTranslations();
}

function debugMessage(error: ApiError): string {
  const result = error.result as { debug_msg?: unknown } | undefined;
  return typeof result?.debug_msg === 'string' ? result.debug_msg : '';
}

/** A refused call (an `ApiError`) in the trader's terms. See the module comment for the rules. */
export function describeServerError(error: ApiError, options: DescribeServerErrorOptions = {}): ServerMessage {
  const named = (message: string) => (options.fieldInMessage ?? payloadFieldInMessage)(message);
  /** An invalid argument on a named field: what is wrong with it, in words. */
  const onField = (message: string, field: string, statusCode?: number): ServerMessage => {
    const problem = fieldProblemInMessage(message);
    return { key: problem.key, params: { ...problem.params }, bounds: { ...problem.params }, field, ...(statusCode !== undefined ? { statusCode } : {}) };
  };
  const describeOptions = { locale: options.locale ?? 'en', coin: options.coin };
  const ranges = error.result && typeof error.result === 'object' ? (error.result as Record<string, unknown>) : undefined;
  if (error.kind === 'banned') {
    const result = error.result as { ban_reason_text?: unknown } | undefined;
    const reason = typeof result?.ban_reason_text === 'string' ? result.ban_reason_text : '';
    return { key: describeCheckCode(421).key, params: {}, bounds: {}, field: null, detail: reason || undefined, statusCode: 421 };
  }
  if (error.checkCode) {
    const described = describeCheckCode(error.checkCode, ranges, describeOptions);
    if (!described.success) {
      return { key: described.key, params: { ...described.params }, bounds: { ...described.params }, field: named(debugMessage(error)) ?? described.field, statusCode: error.statusCode, checkCode: described.code };
    }
  }
  if (error.statusCode !== undefined) {
    const described = describeCheckCode(error.statusCode);
    const field = named(debugMessage(error));
    if (error.statusCode === 400 && field) return onField(debugMessage(error), field, 400);
    return { key: described.key, params: { ...described.params }, bounds: {}, field: field ?? described.field, statusCode: error.statusCode };
  }
  if (error.kind === 'http' && error.status === 400) {
    const field = named(error.message);
    return field ? onField(error.message, field) : { key: describeCheckCode(400).key, params: {}, bounds: {}, field: null };
  }
  // a compliance block: the shell's wall explains it; the form only says the product is not available
  if (error.retCode === RET_CODE_COMPLIANCE) return { key: COMPLIANCE_MESSAGE_KEY, params: {}, bounds: {}, field: null };
  const kind: ClientErrorKind = error.kind === 'http' && error.status === 429 ? 'rate-limited' : error.kind;
  return { key: CLIENT_ERRORS[kind].key, params: {}, bounds: {}, field: null };
}

/** Words of a {@link ServerMessage} in the page's language (the exchange's own text, a ban reason, follows). */
export function useServerMessageText(): (message: ServerMessage) => string {
  ensureMessages();
  const { t } = useTranslation(CHECK_CODES_NAMESPACE);
  return (message) => {
    const text = t(message.key, message.params) as string;
    return message.detail ? `${text} ${message.detail}` : text;
  };
}

/**
 * A query's or mutation's error, described and in words, for rendering:
 * `{ message, field, … }` or undefined when there is no error.
 */
export function useServerMessage(error: unknown, options: DescribeServerErrorOptions = {}): (ServerMessage & { message: string }) | undefined {
  const text = useServerMessageText();
  const { i18n } = useTranslation(CHECK_CODES_NAMESPACE);
  const apiError = error && typeof error === 'object' && 'kind' in error ? (error as ApiError) : undefined;
  if (!apiError) return undefined;
  const described = describeServerError(apiError, { locale: i18n.language, ...options });
  return { ...described, message: text(described) };
}
