import { useEffect, useState } from 'react';
import type { ApiError } from '@tb/data-access-api';
import { useTranslator } from '@tb/i18n';
import type * as CatalogueModule from './check-code-catalogue';

type Catalogue = typeof CatalogueModule;

/**
 * The catalogue's i18next namespace, spelled here (equal to util-check-codes'
 * `CHECK_CODES_NAMESPACE`, a test checks): importing the constant would pull
 * the whole catalogue into every create page that shows a check code.
 */
export const CHECK_CODES_NS = 'checkCodes';

let catalogue: Catalogue | undefined;
let loading: Promise<Catalogue> | undefined;

/** The check-code catalogue (codes, fields, bounds, messages in three languages), loaded once, on demand. */
export function loadCheckCodes(): Promise<Catalogue> {
  loading ??= import(/* webpackChunkName: "check-codes" */ './check-code-catalogue').then((module) => (catalogue = module));
  return loading;
}

/** The success identifiers validators answer with (spot `SPOT_CHECK_CODE_SUCCESS_UNSPECIFIED`, or none at all). */
export function isSuccessCode(code: string | undefined | null): boolean {
  return code === undefined || code === null || code === '' || code === '0' || /_SUCCESS(_UNSPECIFIED)?$/.test(code) || code === 'SPOT_CHECK_CODE_SUCCESS_UNSPECIFIED';
}

export interface CheckMessage {
  code: string;
  /** The payload field the message belongs next to (null: the whole form). */
  field: string | null;
  aliases: readonly string[];
  /** The words, with the crossed bound filled in. */
  message: string;
  /** The crossed bound's display strings (`{ min: "20,000 USDT" }`), when the result carried it. */
  bounds: Readonly<Record<string, string>>;
  severity: string;
}

/**
 * The message for a failing check code (any kind's: spot, DCA, futures grid,
 * martingale, combo — through `@tb/util-check-codes`) in the page's language,
 * with the crossed bound filled in from `ranges` (the validate or limit
 * result). Undefined while the catalogue loads, or when the code is a success.
 */
export function useCheckMessage(code: string | number | undefined, ranges: Readonly<Record<string, unknown>> | undefined, coin?: string): CheckMessage | undefined {
  // one cached t per language (not react-i18next's per-component one): every create page mounts these (issue 30)
  const t = useTranslator(CHECK_CODES_NS);
  const [ready, setReady] = useState(() => catalogue !== undefined);
  const failing = code !== undefined && !(typeof code === 'string' && isSuccessCode(code));
  useEffect(() => {
    if (failing && !ready) void loadCheckCodes().then(() => setReady(true));
  }, [failing, ready]);
  if (!failing || !ready || !catalogue) return undefined;
  const description = catalogue.describeCheckCode(code, ranges, { locale: t.language, coin });
  if (description.success) return undefined;
  return {
    code: description.code,
    field: description.field,
    aliases: description.aliases,
    message: t(description.key, description.params),
    bounds: description.params,
    severity: description.severity,
  };
}

/**
 * A refused call (`ApiError`) in words and where it belongs, loading the
 * catalogue on demand like {@link useCheckMessage}: the create pages' way to
 * put a server's 400 or bot refusal on its field (the full mapper is
 * `describeServerError` in `@tb/feature-bot-pages/server-messages`).
 * Undefined while the catalogue loads or when there is no error.
 */
export function useRefusalMessage(error: ApiError | undefined, options: { coin?: string; fieldInMessage?: (message: string) => string | null } = {}): { message: string; field: string | null; statusCode?: number } | undefined {
  // one cached t per language (not react-i18next's per-component one): every create page mounts these (issue 30)
  const t = useTranslator(CHECK_CODES_NS);
  const [ready, setReady] = useState(() => catalogue !== undefined);
  useEffect(() => {
    if (error && !ready) void loadCheckCodes().then(() => setReady(true));
  }, [error, ready]);
  if (!error || !ready || !catalogue) return undefined;
  const described = catalogue.describeServerError(error, { locale: t.language, ...options });
  const text = t(described.key, described.params);
  return { message: described.detail ? `${text} ${described.detail}` : text, field: described.field, statusCode: described.statusCode };
}
