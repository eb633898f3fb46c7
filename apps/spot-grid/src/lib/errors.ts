import { isApiError, type ApiError } from '@tb/data-access-api';
import { describeApiError } from '@tb/data-access-session';
import { useCheckMessage, type CheckMessage } from './check-codes';

/**
 * What to tell the trader about a failed call: the check code's message when
 * the refusal carries one (with the bounds from its result), else the bot
 * status code's message (401 insufficient balance, 412 closed, …), else the
 * session library's wording for transport failures. `field` says where a
 * form should put it (null: at the top of the form or dialog).
 */
export function useErrorMessage(error: unknown, coin?: string): { message: string; field: string | null; check?: CheckMessage } | undefined {
  const apiError: ApiError | undefined = isApiError(error) ? error : undefined;
  const code = apiError?.checkCode ?? (apiError?.kind === 'gateway' || apiError?.kind === 'banned' ? apiError.statusCode : undefined);
  const ranges = apiError?.result && typeof apiError.result === 'object' ? (apiError.result as Record<string, unknown>) : undefined;
  const check = useCheckMessage(code, ranges, coin);
  if (!apiError) return undefined;
  if (apiError.kind === 'banned' && apiError.message && apiError.message !== 'gateway error') return { message: apiError.message, field: null };
  if (check) return { message: check.message, field: check.field, check };
  if (code !== undefined) return undefined; // the catalogue is still loading
  return { message: describeApiError(apiError), field: null };
}
