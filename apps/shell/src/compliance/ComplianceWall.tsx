import { useT } from '@tb/i18n';
import { getAppStore } from '@tb/data-access-api';
import { complianceWallClosed } from '@tb/data-access-session';
import { Modal } from '@tb/ui';
import type { ShellTranslations } from '../i18n/shell-translations';

/**
 * The compliance wall (spec §7): a bot call was refused for compliance
 * reasons (region, identity verification). It names the reference code and
 * offers identity verification (the exchange's KYC page; inside the app the
 * deep-link map turns it into the native KYC screen).
 */
export default function ComplianceWall({ retCode, locale }: { retCode: number | null; locale: string }) {
  const t = useT<ShellTranslations>('shell');
  const close = () => getAppStore()?.dispatch(complianceWallClosed());
  return (
    <Modal
      open
      size="sm"
      title={t('compliance.title')}
      description={t('compliance.body')}
      onClose={close}
      footer={
        <>
          <button type="button" className="tb-btn tb-btn--secondary" onClick={close}>
            {t('compliance.close')}
          </button>
          <a className="tb-btn tb-btn--primary" href={`/${locale}/kyc/personal`}>
            {t('compliance.verify')}
          </a>
        </>
      }
    >
      {retCode !== null ? <p className="tb-muted">{t('compliance.code', { code: retCode })}</p> : null}
    </Modal>
  );
}
