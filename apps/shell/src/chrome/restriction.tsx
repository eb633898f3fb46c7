import { useKindName, useT } from '@tb/i18n';
import { Link } from '@tb/router';
import { useFuturesRestriction, type Restriction } from '@tb/data-access-session';
import { BOT_KINDS, type KindMarket } from '@tb/util-bot-kinds';
import { BASE_PATH } from '@tb/util-env';
import { isRestrictedArea, isWholeAreaRestricted } from './restricted-areas';
import restrictionStrings from '../i18n/en/restriction';
import { registerShellSourcePart, type ShellTranslations } from '../i18n/shell-translations';

// The restriction's English strings travel with the area route's chunk (see shell-translations.ts).
registerShellSourcePart({ restriction: restrictionStrings });

/**
 * What a restricted user (Islamic member tag, a restricted profile locale,
 * or a page in nl-NL, en-NL, en-GB, which can only tighten; the one rule is
 * `restrictionOf` in @tb/util-env, design in @tb/contracts compliance.ts) sees of the futures
 * kinds: their create pages say why they are unavailable and point to the
 * spot kinds; their other pages (lists, details) stay open under a notice,
 * so bots already running can be seen and closed. The AI pick (a futures
 * combo) is unavailable as a whole. The simulator refuses the creates
 * whatever the screens do (ret code 10024, the compliance wall).
 */

export { isRestrictedArea, isWholeAreaRestricted };

/**
 * The released kinds of a market, from the registry's rows (`market`): the
 * notice names the futures kinds it withholds and links the spot kinds it
 * leaves, so a new kind appears in both by its row alone.
 */
const kindsOf = (market: KindMarket) => BOT_KINDS.filter((row) => row.market === market && row.released);

/** A kind's name in the page's language (the one place this file reads kind names). */
function useNameOfKind(): (row: (typeof BOT_KINDS)[number]) => string {
  const kindName = useKindName();
  return (row) => kindName(row.navKey, row.area);
}

/** The kinds' names in the page's language, joined as a list ("Spot grid and DCA"). */
function useKindList(market: KindMarket): string {
  const t = useT<ShellTranslations>('shell');
  const nameOf = useNameOfKind();
  return new Intl.ListFormat(t.language, { type: 'conjunction' }).format(kindsOf(market).map(nameOf));
}

/** Why the page's user may not use `area` (null: they may). The site's own reason is the shell's site check (`siteOffersArea`). */
export function useAreaRestriction(area: string, locale: string): Restriction | null {
  const restriction = useFuturesRestriction(locale);
  return restriction && isRestrictedArea(area) ? restriction : null;
}

/** The restriction in words: the Islamic tag, or the locale that restricts (the account's or the page's). */
function useReasonText(restriction: Restriction): string {
  const t = useT<ShellTranslations>('shell');
  const futures = useKindList('futures');
  return restriction.reason === 'locale' ? t('restriction.locale', { locale: restriction.locale }) : t('restriction.islamic', { kinds: futures });
}

/** The page shown instead of a futures create page (or the AI pick) for a restricted user. */
export function AreaRestricted({ title, restriction, locale }: { title: string; restriction: Restriction; locale: string }) {
  const t = useT<ShellTranslations>('shell');
  const why = useReasonText(restriction);
  const spot = useKindList('spot');
  const nameOf = useNameOfKind();
  const base = `${BASE_PATH}/${locale}/`;
  return (
    <section className="tb-area-state tb-restricted" data-restriction={restriction.reason}>
      <h1>{t('restriction.title', { area: title })}</h1>
      <p>{why}</p>
      <p>{t('restriction.spot', { kinds: spot })}</p>
      <p className="tb-restricted__links">
        {kindsOf('spot').map((row, i) => (
          <Link key={row.area} className={`tb-btn tb-btn--${i === 0 ? 'primary' : 'secondary'} tb-btn--sm`} to={`${base}${row.area}/create/`}>
            {t('restriction.create', { kind: nameOf(row) })}
          </Link>
        ))}
        <Link to={base}>{t('site.home')}</Link>
      </p>
    </section>
  );
}

/** Above a futures area's other pages for a restricted user: why nothing new can start there, and that running bots can be closed. */
export function RestrictionNotice({ title, restriction }: { title: string; restriction: Restriction }) {
  const t = useT<ShellTranslations>('shell');
  const why = useReasonText(restriction);
  return (
    <aside className="tb-restriction-notice" aria-label={t('restriction.label')} data-restriction={restriction.reason}>
      <p>
        <strong>{t('restriction.title', { area: title })}</strong> {why}
      </p>
      <p>{t('restriction.running')}</p>
    </aside>
  );
}
