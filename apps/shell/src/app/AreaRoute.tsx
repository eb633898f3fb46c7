import { useT } from '@tb/i18n';
import { Link, useParams } from '@tb/router';
import { BASE_PATH, normalizeLocale } from '@tb/util-env';
import areaSiteStrings from '../i18n/en/area-site';
import { registerShellSourcePart, type ShellTranslations } from '../i18n/shell-translations';
import { RemoteArea } from '../federation/RemoteArea';
import { siteOffersArea, useSite } from '../chrome/site';
import { AreaRestricted, RestrictionNotice, isWholeAreaRestricted, useAreaRestriction } from '../chrome/restriction';
import { useAreaName } from './areas';

// The area pages' English site strings travel with this chunk (see shell-translations.ts).
registerShellSourcePart({ site: areaSiteStrings });

/**
 * The page of an area a remote owns: the site's and the account's checks,
 * then the remote. Not part of the home's first download: its own chunk
 * (`loadAreaRoute`), which the start requests at once on an area's address,
 * in parallel with the federation runtime, the translations and the manifest
 * (a deep link still loads in one round), and on the home at the first sign
 * of intent towards an area.
 */
export function AreaRoute({ area, remote, navKey }: { area: string; remote: string; navKey: string }) {
  const areaName = useAreaName();
  const site = useSite();
  const { lang, '*': rest = '' } = useParams();
  const locale = normalizeLocale(lang);
  const restriction = useAreaRestriction(area, locale);
  const title = areaName(navKey);
  // An area the site does not offer never loads its remote (the Hong Kong and EU sites and the futures kinds).
  if (!siteOffersArea(site, area)) return <AreaUnavailable title={title} locale={locale} />;
  // A restricted user: no futures create page (nor the AI pick); the area's other pages under a notice, so running bots can be closed.
  if (restriction && (isWholeAreaRestricted(area) || /^create(\/|$)/.test(rest))) return <AreaRestricted title={title} restriction={restriction} locale={locale} />;
  return (
    <>
      {restriction ? <RestrictionNotice title={title} restriction={restriction} /> : null}
      <RemoteArea key={remote} name={remote} title={title} />
    </>
  );
}

/** The page of an area the site does not offer (a futures area on the Hong Kong or EU site): says so instead of loading the remote. */
export function AreaUnavailable({ title, locale }: { title: string; locale: string }) {
  const t = useT<ShellTranslations>('shell');
  const site = useSite();
  return (
    <section className="tb-area-state">
      <h1>{t('site.unavailableTitle', { area: title })}</h1>
      <p>{t(site.key === 'eu' ? 'site.unavailableBodyEu' : 'site.unavailableBody')}</p>
      <Link to={`${BASE_PATH}/${locale}/`}>{t('site.home')}</Link>
    </section>
  );
}

export default AreaRoute;
