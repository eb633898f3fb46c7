import { useEffect, useState } from 'react';
import { useTranslation } from '@tb/i18n';

import type * as CatalogueModule from './check-code-messages';

type Catalogue = typeof CatalogueModule;

let catalogue: Catalogue | undefined;
let loading: Promise<Catalogue> | undefined;

/** The check-code catalogue, loaded once. */
export function loadCheckCodes(): Promise<Catalogue> {
  loading ??= import(/* webpackChunkName: "check-codes" */ './check-code-messages').then((module) => (catalogue = module));
  return loading;
}

/** The spot success identifier (the only one the spot calls answer with on success). */
export const SPOT_SUCCESS = 'SPOT_CHECK_CODE_SUCCESS_UNSPECIFIED';

export function isSuccessCode(code: string | undefined | null): boolean {
  return code === undefined || code === null || code === '' || code === SPOT_SUCCESS || code === '0';
}

export interface CheckMessage {
  code: string;
  /** The payload field the message belongs next to (null: the whole form). */
  field: string | null;
  aliases: readonly string[];
  message: string;
  severity: 'error' | 'warning' | 'info' | string;
}

/**
 * The message for a failing check code, in the page's language, with the
 * crossed bound filled in from `ranges` (the validate result). Undefined while
 * the catalogue loads, or when the code is a success.
 */
export function useCheckMessage(code: string | number | undefined, ranges: Readonly<Record<string, unknown>> | undefined, coin?: string): CheckMessage | undefined {
  const { t, i18n } = useTranslation('checkCodes');
  const [ready, setReady] = useState(() => catalogue !== undefined);
  const failing = code !== undefined && !(typeof code === 'string' && isSuccessCode(code));
  useEffect(() => {
    if (failing && !ready) void loadCheckCodes().then(() => setReady(true));
  }, [failing, ready]);
  if (!failing || !ready || !catalogue) return undefined;
  const description = catalogue.describeCheckCode(code, ranges, { locale: i18n.language, coin });
  if (description.success) return undefined;
  return {
    code: description.code,
    field: description.field,
    aliases: description.aliases,
    message: t(description.key, description.params) as string,
    severity: description.severity,
  };
}
