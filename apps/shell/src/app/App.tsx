import { lazy, memo, Suspense, useCallback, useEffect, useState } from 'react';
import { BrowserRouter, Link, Navigate, Outlet, Route, Routes, useLocation, useParams } from '@tb/router';
import { i18n, initI18n, useT } from '@tb/i18n';
import { useIsBanned } from '@tb/data-access-session';
import { SkeletonText } from '@tb/ui';
import { BASE_PATH, canonicalPath, normalizeLocale, showsSmartAppBanner, type ClientGlobals } from '@tb/util-env';
import { AreaLoading, RemoteErrorBoundary } from '../federation/area-states';
import { AccountArea } from '../chrome/AccountArea';
import { NoticeBell } from '../chrome/notices/NoticeBell';
import { AppLinks } from '../chrome/AppLinks';
import { ClockRate } from '../chrome/ClockRate';
import { Navigation } from '../chrome/Navigation';
import { Overlays } from '../chrome/Overlays';
import { PageAnalytics } from '../chrome/PageAnalytics';
import { Toaster } from '../chrome/Toaster';
import { applyLocale } from '../chrome/viewport';
import { SiteNotices, useSite } from '../chrome/site';
// Registers the shell's strings with the language switch (initI18n).
import '../i18n/shell-translations';
import type { ShellTranslations } from '../i18n/shell-translations';
import { loadHomePage } from '../home/prefetch';
import { dismissedRecently } from '../static-scripts/api';
import { AREAS, loadAreaRoute, useAreaName } from './areas';

// Lazy: the home page and the app banner are not part of the shell's first download
// (on a home address the shell requests the home's chunk and data at start: home/prefetch.ts).
const HomePage = lazy(loadHomePage);
const AppBanner = lazy(() => import('../banner/AppBanner'));
// An area's route (site and account checks, the remote) is not part of the home's first download:
// its own chunk, which the start requests at once on an area's address and at the first sign of
// intent on the home, with the federation runtime (bootstrap.tsx).
let AreaRoute = lazy(loadAreaRoute);

/**
 * An area's page; while its route's code arrives, the area's own loading state (the same one
 * RemoteArea shows next), and if that code cannot be downloaded, the area's failure with a Retry
 * (a new `lazy`: React keeps a failed one's error) — the rest of the shell keeps working.
 */
function Area({ area, remote, navKey }: { area: string; remote: string; navKey: string }) {
  const areaName = useAreaName();
  const [attempt, setAttempt] = useState(0);
  const title = areaName(navKey);
  const retry = useCallback(() => {
    AreaRoute = lazy(loadAreaRoute);
    setAttempt((n) => n + 1);
  }, []);
  return (
    <RemoteErrorBoundary key={attempt} title={title} onRetry={retry}>
      <Suspense fallback={<AreaLoading title={title} />}>
        <AreaRoute area={area} remote={remote} navKey={navKey} />
      </Suspense>
    </RemoteErrorBoundary>
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

/**
 * The page's frame: header, navigation, notices, the area's outlet, dialogs. Memoised on its one prop:
 * it renders again only when what it shows changes — the locale, the page's language (`useT`) or the
 * ban (`useIsBanned`) — never on a navigation inside the page (a search parameter a create page
 * writes, a filter of the ranking) nor on a remote's live data. The pieces that follow the address
 * subscribe to it themselves (navigation, app banner, analytics), and the outlet is a context reader
 * of its own, so a route change still reaches the area.
 */
const Frame = memo(function Frame({ locale }: { locale: string }) {
  const t = useT<ShellTranslations>('shell');
  const banned = useIsBanned();
  const base = `${BASE_PATH}/${locale}/`;
  return (
    <div className="tb-app">
      <a className="tb-skip" href="#main">
        {t('nav.skip')}
      </a>
      {/* Read here, not memoised: the frame renders only when its locale, language or ban changes. While the
          banner's chunk loads, its room is kept from the first paint (same rule as AppBanner's own slot): a
          phone's first screen does not jump down 4.25rem when the banner arrives (layout shift, issue 30). */}
      {showsSmartAppBanner(globalThis as ClientGlobals) ? (
        <Suspense fallback={<div className={dismissedRecently() ? 'tb-banner-slot' : 'tb-banner-slot tb-banner-slot--reserved'} />}>
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
});

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
