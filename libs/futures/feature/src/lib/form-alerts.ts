import type { useFuturesT } from '@tb/futures-ui';

export interface CreateFormAlertsArgs {
  /** The limit call's verdict on the whole form (a check code naming no field), in words; null when there is none or it is said elsewhere. */
  readonly verdict: string | null;
  /** The create call's refusal in words (`useRefusalMessage`), with the field its check code names. */
  readonly refusal: { readonly field: string | null; readonly message: string } | undefined;
  /** The form's fields: a refusal naming one is shown at that field, not here. */
  readonly fields: readonly string[];
  /** A submit was tried while the form had errors. */
  readonly fixErrors: boolean;
}

/**
 * What a futures create form says that belongs to no field, each line an
 * alert for `FormEnd`: the limit call's verdict on the whole form, a refusal
 * of the create call whose check code names no field of the form (402
 * running limit, 421 ban…), and after a blocked submit the call to fix the
 * errors. The words are the futures forms' own (`createForm`), one wording
 * for every futures kind.
 */
export function createFormAlerts(t: ReturnType<typeof useFuturesT>, { verdict, refusal, fields, fixErrors }: CreateFormAlertsArgs): string[] {
  return [
    verdict,
    refusal && !fields.includes(refusal.field ?? '') ? t('createForm.notCreated', { reason: refusal.message }) : null,
    fixErrors ? t('createForm.fixErrors') : null,
  ].filter((text): text is string => text !== null);
}
