import { useT } from '@tb/i18n';
import { Link } from '@tb/router';
import { useRestrictionReason, type RestrictionReason } from '@tb/data-access-session';
import { BASE_PATH } from '@tb/util-env';
import { marketOfArea } from './site';
import type { ShellTranslations } from '../i18n/shell-translations';

/**
 * What a restricted user (Islamic member tag, or the page locale nl-NL,
 * en-NL, en-GB; design in @tb/contracts compliance.ts) sees of the futures
 * kinds: their create pages say why they are unavailable and point to the
 * spot kinds; their other pages (lists, details) stay open under a notice,
 * so bots already running can be seen and closed. The AI pick (a futures
 * combo) is unavailable as a whole. The simulator refuses the creates
 * whatever the screens do (ret code 10024, the compliance wall).
 */

/** Areas a restricted user cannot start anything in: the futures kinds and the AI pick (its pick is a futures combo). */
export function isRestrictedArea(area: string): boolean {
  return marketOfArea(area) === 'futures' || area === 'ai-pick';
}

/** Why the page's user may not use `area` (null: they may). */
export function useAreaRestriction(area: string, locale: string): RestrictionReason | null {
  const reason = useRestrictionReason(locale);
  return reason && isRestrictedArea(area) ? reason : null;
}

function useReasonText(reason: RestrictionReason, locale: string): string {
  const t = useT<ShellTranslations>('shell');
  return reason === 'islamic' ? t('restriction.islamic') : t('restriction.locale', { locale });
}

/** The page shown instead of a futures create page (or the AI pick) for a restricted user. */
export function AreaRestricted({ title, reason, locale }: { title: string; reason: RestrictionReason; locale: string }) {
  const t = useT<ShellTranslations>('shell');
  const why = useReasonText(reason, locale);
  const base = `${BASE_PATH}/${locale}/`;
  return (
    <section className="tb-area-state tb-restricted" data-restriction={reason}>
      <h1>{t('restriction.title', { area: title })}</h1>
      <p>{why}</p>
      <p>{t('restriction.spot')}</p>
      <p className="tb-restricted__links">
        <Link className="tb-btn tb-btn--primary tb-btn--sm" to={`${base}spot-grid/create/`}>
          {t('restriction.spotGrid')}
        </Link>
        <Link className="tb-btn tb-btn--secondary tb-btn--sm" to={`${base}dca/create/`}>
          {t('restriction.dca')}
        </Link>
        <Link to={base}>{t('site.home')}</Link>
      </p>
    </section>
  );
}

/** Above a futures area's other pages for a restricted user: why nothing new can start there, and that running bots can be closed. */
export function RestrictionNotice({ title, reason, locale }: { title: string; reason: RestrictionReason; locale: string }) {
  const t = useT<ShellTranslations>('shell');
  const why = useReasonText(reason, locale);
  return (
    <aside className="tb-restriction-notice" aria-label={t('restriction.label')} data-restriction={reason}>
      <p>
        <strong>{t('restriction.title', { area: title })}</strong> {why}
      </p>
      <p>{t('restriction.running')}</p>
    </aside>
  );
}
