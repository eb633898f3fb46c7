import { useParams } from '@tb/router';
import { normalizeLocale } from '@tb/util-env';
import { RemoteArea } from '../federation/RemoteArea';
import { AreaUnavailable, siteOffersArea, useSite } from '../chrome/site';
import { AreaRestricted, RestrictionNotice, isWholeAreaRestricted, useAreaRestriction } from '../chrome/restriction';
import { useAreaName } from './areas';

/**
 * The page of an area a remote owns: the site's and the account's checks,
 * then the remote. Not part of the home's first download: App.tsx loads it
 * in the federation runtime's chunk (the runtime is needed on the same pages,
 * and index.html preloads that chunk on an area's address, so a deep link
 * still loads in one round).
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

export default AreaRoute;
