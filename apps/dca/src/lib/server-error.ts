/**
 * A refused call in the trader's words. Only the dialogs (lazy chunks)
 * import this module, so the check-code catalogue and its three languages
 * load with the first dialog, not with the create page.
 *
 * - a bot refusal (`status_code` ≠ 200) reads as its bot response code
 *   (`409` → "The same coin was chosen twice…"), placed on the field the
 *   code concerns or, for a 400, on the field `debug_msg` names;
 * - a refused body (HTTP 400, ret code 10001) reads as "invalid argument"
 *   on the field the message names;
 * - a ban shows the exchange's reason text when it sent one;
 * - transport failures read as the client error catalogue says.
 */
import type { ApiError } from '@tb/data-access-api';
import { useTranslation } from '@tb/i18n';
import { CHECK_CODES_NAMESPACE, CLIENT_ERRORS, describeCheckCode, registerCheckCodeTranslations, type ClientErrorKind } from '@tb/util-check-codes';
import { payloadFieldInMessage } from './form';

registerCheckCodeTranslations();

export interface ServerMessage {
  /** Key in the `checkCodes` namespace. */
  key: string;
  params: Record<string, string>;
  /** The request field it concerns (`max_invest_amount`, `pairs[1].base`), or null for the whole request. */
  payloadField: string | null;
  /** Extra text from the exchange to show as it is (a ban reason). */
  detail?: string;
  /** The bot response status code, when there was one (503: try again). */
  statusCode?: number;
}

function debugMessage(error: ApiError): string {
  const result = error.result as { debug_msg?: unknown } | undefined;
  return typeof result?.debug_msg === 'string' ? result.debug_msg : '';
}

export function describeServerError(error: ApiError): ServerMessage {
  if (error.kind === 'banned') {
    const result = error.result as { ban_reason_text?: unknown } | undefined;
    const reason = typeof result?.ban_reason_text === 'string' ? result.ban_reason_text : '';
    return { key: describeCheckCode(421).key, params: {}, payloadField: null, detail: reason || undefined, statusCode: 421 };
  }
  if (error.statusCode !== undefined) {
    const described = error.checkCode ? describeCheckCode(error.checkCode) : describeCheckCode(error.statusCode);
    const named = payloadFieldInMessage(debugMessage(error));
    return { key: described.key, params: { ...described.params }, payloadField: named ?? described.field, statusCode: error.statusCode };
  }
  if (error.kind === 'http' && error.status === 400) {
    return { key: describeCheckCode(400).key, params: {}, payloadField: payloadFieldInMessage(error.message) };
  }
  const kind: ClientErrorKind = error.kind === 'http' && error.status === 429 ? 'rate-limited' : error.kind;
  return { key: CLIENT_ERRORS[kind].key, params: {}, payloadField: null };
}

/** Words of a {@link ServerMessage} in the page's language. */
export function useServerMessageText(): (message: ServerMessage) => string {
  const { t } = useTranslation(CHECK_CODES_NAMESPACE);
  return (message) => {
    const text = t(message.key, message.params) as string;
    return message.detail ? `${text} ${message.detail}` : text;
  };
}
