import { lazy, Suspense, useEffect, useMemo } from 'react';
import { BrowserRouter, Link, Navigate, Outlet, Route, Routes, useLocation, useParams } from '@tb/router';
import { i18n, initI18n, useT } from '@tb/i18n';
import { useIsBanned } from '@tb/data-access-session';
import { SkeletonText } from '@tb/ui';
import { BASE_PATH, canonicalPath, normalizeLocale, showsSmartAppBanner, type ClientGlobals } from '@tb/util-env';
import { AreaLoading } from '../federation/AreaLoading';
import { AccountArea } from '../chrome/AccountArea';
import { NoticeBell } from '../chrome/notices/NoticeBell';
import { AppLinks } from '../chrome/AppLinks';
import { ClockRate } from '../chrome/ClockRate';
import { Navigation } from '../chrome/Navigation';
import { Overlays } from '../chrome/Overlays';
import { PageAnalytics } from '../chrome/PageAnalytics';
import { Toaster } from '../chrome/Toaster';
import { applyLocale } from '../chrome/viewport';
import { AreaUnavailable, SiteNotices, siteOffersArea, useSite } from '../chrome/site';
// Registers the shell's strings with the language switch (initI18n).
import '../i18n/shell-translations';
import type { ShellTranslations } from '../i18n/shell-translations';
import { loadHomePage } from '../home/prefetch';
import { dismissedRecently } from '../static-scripts/api';
import { AREAS, useAreaName } from './areas';

// Lazy: the home page and the app banner are not part of the shell's first download
// (on a home address the shell requests the home's chunk and data at start: home/prefetch.ts).
const HomePage = lazy(loadHomePage);
const AppBanner = lazy(() => import('../banner/AppBanner'));
// An area's route (site and account checks, the remote) comes with the federation runtime, which
// every area page needs anyway: the home's first download carries neither (app/AreaRoute.tsx).
const AreaRoute = lazy(() => import(/* webpackChunkName: "federation" */ './AreaRoute'));

/** An area's page (when the site offers it); while its code arrives, the area's own loading state (the same one RemoteArea shows next). */
function Area({ area, remote, navKey }: { area: string; remote: string; navKey: string }) {
  const areaName = useAreaName();
  const site = useSite();
  const { lang } = useParams();
  // An area the site does not offer loads neither its route's code nor the federation runtime (AreaRoute checks it again).
  if (!siteOffersArea(site, area)) return <AreaUnavailable title={areaName(navKey)} locale={normalizeLocale(lang)} />;
  return (
    <Suspense fallback={<AreaLoading title={areaName(navKey)} />}>
      <AreaRoute area={area} remote={remote} navKey={navKey} />
    </Suspense>
  );
}

/** Redirects any non-canonical /tradingbot path (locale, trailing slash) to its canonical form. */
function Canonical() {
  const location = useLocation();
  const canonical = canonicalPath(location.pathname);
  if (canonical !== location.pathname) {
    return <Navigate to={{ pathname: canonical, search: location.search, hash: location.hash }} replace />;
  }
  return <LocaleLayout />;
}

function LocaleLayout() {
  const { lang } = useParams();
  const locale = normalizeLocale(lang);
  useEffect(() => {
    applyLocale(locale);
    // The shell's, the design system's and the session's strings of that language arrive first (loadWithLanguage).
    void initI18n(locale);
  }, [locale]);
  return <Frame locale={locale} />;
}

function Frame({ locale }: { locale: string }) {
  const t = useT<ShellTranslations>('shell');
  const banned = useIsBanned();
  const base = `${BASE_PATH}/${locale}/`;
  const showBanner = useMemo(() => showsSmartAppBanner(globalThis as ClientGlobals), []);
  // While the banner's chunk loads, its room is kept from the first paint (same rule as AppBanner's own slot):
  // a phone's first screen does not jump down 4.25rem when the banner arrives (layout shift, issue 30).
  const bannerSlot = useMemo(() => <div className={dismissedRecently() ? 'tb-banner-slot' : 'tb-banner-slot tb-banner-slot--reserved'} />, []);
  return (
    <div className="tb-app">
      <a className="tb-skip" href="#main">
        {t('nav.skip')}
      </a>
      {showBanner ? (
        <Suspense fallback={bannerSlot}>
          <AppBanner locale={locale} />
        </Suspense>
      ) : null}
      <header className="tb-header">
        <Link to={base} className="tb-brand">
          {t('nav.label')}
        </Link>
        <Navigation base={base} />
        <NoticeBell locale={locale} />
        <AccountArea />
      </header>
      <SiteNotices />
      <ClockRate locale={locale} />
      {banned ? (
        <p className="tb-banned" role="alert">
          {t('account.banned')}
        </p>
      ) : null}
      <main className="tb-main" id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <Toaster />
      <Overlays locale={locale} />
      <PageAnalytics />
      <AppLinks locale={locale} />
    </div>
  );
}

function Home() {
  const { lang } = useParams();
  return (
    <Suspense fallback={<SkeletonText lines={6} />}>
      <HomePage locale={normalizeLocale(lang)} />
    </Suspense>
  );
}

function NotFound() {
  const t = useT<ShellTranslations>('shell');
  const { lang } = useParams();
  return (
    <section className="tb-area-state">
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.body')}</p>
      <Link to={`${BASE_PATH}/${normalizeLocale(lang)}/`}>{t('notFound.home')}</Link>
    </section>
  );
}

/** The bare /tradingbot address (and any address outside it) opens the site's default locale: zh-TW in Hong Kong, ar-ARE in the UAE, else en. */
export function SiteHome() {
  const site = useSite();
  return <Navigate to={`${BASE_PATH}/${site.defaultLocale}/`} replace />;
}

export function App() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path={BASE_PATH} element={<SiteHome />} />
        <Route path={`${BASE_PATH}/:lang/*`} element={<Canonical />}>
          <Route index element={<Home />} />
          {AREAS.map(({ area, remote, navKey }) => (
            <Route key={area} path={`${area}/*`} element={<Area area={area} remote={remote} navKey={navKey} />} />
          ))}
          <Route path="*" element={<NotFound />} />
        </Route>
        <Route path="*" element={<SiteHome />} />
      </Routes>
    </BrowserRouter>
  );
}

export { i18n };
