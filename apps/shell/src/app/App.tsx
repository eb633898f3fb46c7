import { useEffect } from 'react';
import { BrowserRouter, Link, NavLink, Navigate, Outlet, Route, Routes, useLocation, useParams } from '@tb/router';
import { i18n, initI18n, useT } from '@tb/i18n';
import { BASE_PATH, canonicalPath, directionOf, normalizeLocale } from '@tb/util-env';
import { RemoteArea } from '../federation/RemoteArea';
import type { ShellTranslations } from '../i18n/shell-translations';
import { AREAS } from './areas';

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
    document.documentElement.lang = locale;
    document.documentElement.dir = directionOf(locale);
    void initI18n(locale);
  }, [locale]);
  return <Frame locale={locale} />;
}

function Frame({ locale }: { locale: string }) {
  const t = useT<ShellTranslations>('shell');
  const base = `${BASE_PATH}/${locale}/`;
  return (
    <div className="tb-app">
      <header className="tb-header">
        <Link to={base} className="tb-brand">
          {t('nav.label')}
        </Link>
        <nav aria-label={t('nav.label')} className="tb-nav">
          <NavLink to={base} end>
            {t('nav.home')}
          </NavLink>
          {AREAS.map(({ area, navKey }) => (
            <NavLink key={area} to={`${base}${area}/`}>
              {t(`nav.${navKey}`)}
            </NavLink>
          ))}
        </nav>
      </header>
      <main className="tb-main" id="main">
        <Outlet />
      </main>
    </div>
  );
}

function Home() {
  const t = useT<ShellTranslations>('shell');
  return <h1>{t('nav.label')}</h1>;
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

function AreaRoute({ remote, navKey }: { remote: string; navKey: (typeof AREAS)[number]['navKey'] }) {
  const t = useT<ShellTranslations>('shell');
  return <RemoteArea key={remote} name={remote} title={t(`nav.${navKey}`)} />;
}

export function App() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path={BASE_PATH} element={<Navigate to={`${BASE_PATH}/en/`} replace />} />
        <Route path={`${BASE_PATH}/:lang/*`} element={<Canonical />}>
          <Route index element={<Home />} />
          {AREAS.map(({ area, remote, navKey }) => (
            <Route key={area} path={`${area}/*`} element={<AreaRoute remote={remote} navKey={navKey} />} />
          ))}
          <Route path="*" element={<NotFound />} />
        </Route>
        <Route path="*" element={<Navigate to={`${BASE_PATH}/en/`} replace />} />
      </Routes>
    </BrowserRouter>
  );
}

export { i18n };
