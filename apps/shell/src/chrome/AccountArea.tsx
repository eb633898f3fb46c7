import { useT } from '@tb/i18n';
import { logout, openLoginPrompt, openRegisterPrompt, useIsBanned, useLoginStatus, useProfile } from '@tb/data-access-session';
import { Button, Skeleton } from '@tb/ui';
import type { ShellTranslations } from '../i18n/shell-translations';

/** The header's account corner: unknown → a placeholder, anonymous → log in / sign up, logged in → name and log out. */
export function AccountArea() {
  const t = useT<ShellTranslations>('shell');
  const status = useLoginStatus();
  const profile = useProfile();
  const banned = useIsBanned();

  if (status === 'unknown') {
    return (
      <div className="tb-account" role="status">
        <span className="tb-visually-hidden">{t('account.checking')}</span>
        <Skeleton width="9rem" height="2rem" />
      </div>
    );
  }
  if (status === 'anonymous' || !profile) {
    return (
      <div className="tb-account">
        <Button variant="ghost" onClick={() => void openLoginPrompt({ extraProps: { source: 'header' } })}>
          {t('account.login')}
        </Button>
        <Button variant="primary" onClick={() => void openRegisterPrompt({ extraProps: { source: 'header' } })}>
          {t('account.register')}
        </Button>
      </div>
    );
  }
  const name = profile.username || profile.vague_email || profile.vague_mobile || profile.id;
  return (
    <div className="tb-account">
      <span className="tb-account__name" title={t('account.signedInAs', { name })}>
        <span className="tb-visually-hidden">{t('account.signedInAs', { name })}</span>
        <span aria-hidden="true">{name}</span>
      </span>
      {banned ? <span className="tb-visually-hidden">{t('account.banned')}</span> : null}
      <Button variant="secondary" size="sm" onClick={() => void logout()}>
        {t('account.logout')}
      </Button>
    </div>
  );
}
