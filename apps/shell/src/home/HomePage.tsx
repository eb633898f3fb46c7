import { lazy, Suspense, useEffect } from 'react';
import { useKindName, useT } from '@tb/i18n';
import homeStrings from '../i18n/en/home';
import { Link } from '@tb/router';
import { useLoginStatus, useRestrictionReason } from '@tb/data-access-session';
import { BOT_KINDS, TOOL_AREAS } from '@tb/util-bot-kinds';
import { BASE_PATH } from '@tb/util-env';
import type { ShellTranslations } from '../i18n/shell-translations';
import { Announcements } from './Announcements';
import { siteOffersArea, useSite } from '../chrome/site';
import { isRestrictedArea } from '../chrome/restricted-areas';
import { MyBots } from './MyBots';
import './strings';

/**
 * The daily pick's slot is a trader's only (nothing for visitors): its code rides in the chunk of
 * the trader's part of "My bots" (prefetch.ts `loadTraderBots`, requested as soon as the profile
 * says signed in), not in the home's chunk every visitor downloads (issue 30, the shell's first visit).
 */
const DailyPickSlot = lazy(() => import(/* webpackChunkName: "trader-bots" */ './DailyPickSlot').then(({ DailyPickSlot: Slot }) => ({ default: Slot })));

type KindTextKey = keyof typeof homeStrings.kinds;
/** A kind's one-line description on its card is the shell's (a kind added by the generator ships unreleased, named but not yet described). */
const hasKindText = (key: string): key is KindTextKey => Object.prototype.hasOwnProperty.call(homeStrings.kinds, key);

/** One card per kind of the bot-kind registry; a kind whose screens have not shipped says so instead of offering Create. The tool areas (ranking, AI pick) are the Explore links, from the same registry. */
const KINDS = BOT_KINDS.map(({ navKey, area, released }) => ({ key: navKey, area, released }));

/**
 * The trading-bot home (`/tradingbot/{lang}/`): bot kinds, my bots,
 * announcements. A lazy chunk of the shell. A logged-in trader comes for
 * their bots: "My bots" (summary and list) comes right under the title, the
 * kinds to create after it; a visitor sees the kinds first.
 */
export default function HomePage({ locale }: { locale: string }) {
  const t = useT<ShellTranslations>('shell');
  const kindName = useKindName();
  const login = useLoginStatus();
  // the kinds this site offers (the Hong Kong site: spot kinds only)
  const site = useSite();
  // a restricted user (Islamic tag, restricted locale): the futures kinds say so instead of offering Create
  const restriction = useRestrictionReason(locale);
  const base = `${BASE_PATH}/${locale}/`;
  useEffect(() => {
    document.title = t('home.title');
  }, [t]);
  const kinds = (
    <>
      <ul className="tb-kinds" aria-label={t('home.kindsLabel')}>
        {KINDS.filter(({ area }) => siteOffersArea(site, area)).map(({ key, area, released }) => (
          <li key={key} className="tb-kind">
            <h2 className="tb-kind__title">{kindName(key, key)}</h2>
            {hasKindText(key) ? <p className="tb-kind__text">{t(`home.kinds.${key}.text`)}</p> : null}
            {released ? (
              <Link className="tb-kind__how" to={`${base}ranking/strategy/${area}/`} aria-label={`${t('home.howItWorks')}: ${kindName(key, key)}`}>
                {t('home.howItWorks')}
              </Link>
            ) : null}
            {released && restriction && isRestrictedArea(area) ? (
              <p className="tb-kind__soon" data-restriction={restriction}>
                {t('restriction.kind')}
              </p>
            ) : released ? (
              <Link className="tb-btn tb-btn--primary tb-btn--sm" to={`${base}${area}/create/`} aria-label={`${t('home.create')}: ${kindName(key, key)}`}>
                {t('home.create')}
              </Link>
            ) : (
              <p className="tb-kind__soon">{t('home.comingSoon')}</p>
            )}
          </li>
        ))}
      </ul>
      <nav className="tb-explore" aria-label={t('home.explore.label')}>
        {TOOL_AREAS.map(({ area, navKey }) => (
          <Link key={area} to={`${base}${area}/`}>
            {t(`home.explore.${navKey}`)}
          </Link>
        ))}
        <Link to={`${base}ranking/strategy/`}>{t('home.explore.strategies')}</Link>
      </nav>
    </>
  );
  const columns = (
    <div className="tb-home__columns">
      <MyBots locale={locale} />
      <Announcements locale={locale} />
    </div>
  );
  if (login === 'logged-in') {
    return (
      <div className="tb-home tb-home--trader">
        <section className="tb-hero tb-hero--compact" aria-labelledby="tb-hero-title">
          <h1 id="tb-hero-title">{t('home.title')}</h1>
        </section>
        {columns}
        <section className="tb-home__create" aria-label={t('home.kindsLabel')}>
          {kinds}
        </section>
        <Suspense fallback={null}>
          <DailyPickSlot locale={locale} />
        </Suspense>
      </div>
    );
  }
  return (
    <div className="tb-home">
      <section className="tb-hero" aria-labelledby="tb-hero-title">
        <h1 id="tb-hero-title">{t('home.title')}</h1>
        <p className="tb-hero__subtitle">{t('home.subtitle')}</p>
        {kinds}
      </section>
      {columns}
    </div>
  );
}
