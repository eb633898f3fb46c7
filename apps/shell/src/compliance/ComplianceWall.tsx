import { useKindName, useT } from '@tb/i18n';
import { getAppStore } from '@tb/data-access-api';
import { complianceWallClosed } from '@tb/data-access-session';
import { Modal } from '@tb/ui';
import { nameKeyOf } from '@tb/util-bot-kinds';
import complianceStrings from '../i18n/en/compliance';
import { registerShellSourcePart, type ShellTranslations } from '../i18n/shell-translations';

// The wall's English strings travel with its chunk (see shell-translations.ts).
registerShellSourcePart({ compliance: complianceStrings });

const REASONS = ['islamic', 'locale', 'region'] as const;
type Reason = (typeof REASONS)[number];

/** The `compliance` object of a blocked call's result (contracts `ComplianceBlock`), when it has one. */
export function complianceDetailOf(result: unknown): { reason: Reason | null; kinds: string[] } | null {
  if (typeof result !== 'object' || result === null || !('compliance' in result)) return null;
  const detail = (result as { compliance: unknown }).compliance;
  if (typeof detail !== 'object' || detail === null) return null;
  const { reason, kinds } = detail as { reason?: unknown; kinds?: unknown };
  return {
    reason: (REASONS as readonly unknown[]).includes(reason) ? (reason as Reason) : null,
    kinds: Array.isArray(kinds) ? kinds.filter((kind): kind is string => typeof kind === 'string') : [],
  };
}

/**
 * The compliance wall (spec §7: "on failure of the generic bot call, a
 * compliance-wall modal is shown with the ret code and result"): a call was
 * refused for compliance reasons. It shows the ret code, the result in words
 * (why, and which products: the simulator's `{compliance: {reason, kinds}}`,
 * contracts compliance.ts) and the result itself under "Response details".
 * A block without a reason may be missing identity verification: it offers
 * the exchange's KYC page (inside the app the deep-link map turns it into the
 * native KYC screen); a restriction (Islamic tag, locale, site) is not
 * something verification lifts, so it does not.
 */
export default function ComplianceWall({ retCode, result, locale }: { retCode: number | null; result?: unknown; locale: string }) {
  const t = useT<ShellTranslations>('shell');
  const kindName = useKindName();
  const close = () => getAppStore()?.dispatch(complianceWallClosed());
  const detail = complianceDetailOf(result);
  const reason = detail?.reason ?? null;
  const kinds = (detail?.kinds ?? []).map((kind) => kindName(nameKeyOf(kind), kind));
  const hasResult = typeof result === 'object' && result !== null && Object.keys(result).length > 0;
  return (
    <Modal
      open
      size="sm"
      title={t('compliance.title')}
      description={reason ? t(`compliance.reason.${reason}`) : t('compliance.body')}
      onClose={close}
      footer={
        <>
          <button type="button" className="tb-btn tb-btn--secondary" onClick={close}>
            {t('compliance.close')}
          </button>
          {reason ? null : (
            <a className="tb-btn tb-btn--primary" href={`/${locale}/kyc/personal`}>
              {t('compliance.verify')}
            </a>
          )}
        </>
      }
    >
      {kinds.length > 0 ? <p>{t('compliance.products', { kinds: kinds.join(', ') })}</p> : null}
      {retCode !== null ? <p className="tb-muted">{t('compliance.code', { code: retCode })}</p> : null}
      {hasResult ? (
        <details className="tb-compliance__details">
          <summary>{t('compliance.details')}</summary>
          <pre className="tb-compliance__result" dir="ltr">
            {JSON.stringify(result, null, 2)}
          </pre>
        </details>
      ) : null}
    </Modal>
  );
}
