/**
 * `@tb/ui/testing` — test support, never imported by app code: render a
 * remote's routes where the shell mounts them, and the checks every frame
 * area (a kind whose screens have not shipped) must pass.
 */
import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { i18n, initI18n, type AreaStrings, type Translations } from '@tb/i18n';
import { missingKeys } from '@tb/i18n/testing';
import { AreaProvider, Route, Routes, useLocation } from '@tb/router';
import { MemoryRouter } from '@tb/router/testing';

/** The router's location (path and query) as text, for tests to read where a page went: `getByTestId('location')`. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** Renders `element` as the shell mounts an area: `/tradingbot/{locale}/{area}/{path}`. */
export function renderArea(element: ReactElement, { area, path = '', locale = 'en' }: { area: string; path?: string; locale?: string }) {
  // the trailing slash belongs to the path, before any `?query`
  const cut = path.includes('?') ? path.indexOf('?') : path.length;
  const pathname = path.slice(0, cut);
  const entry = `${pathname}${pathname && !pathname.endsWith('/') ? '/' : ''}${path.slice(cut)}`;
  return render(
    <MemoryRouter initialEntries={[`/tradingbot/${locale}/${area}/${entry}`]}>
      <Routes>
        <Route
          path={`/tradingbot/:lang/${area}/*`}
          element={
            <AreaProvider homePath={`/tradingbot/${locale}/`} area={area} locale={locale}>
              {element}
            </AreaProvider>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

export interface FrameAreaSpec<T extends Translations> {
  area: string;
  routes: ReactElement;
  strings: AreaStrings<T>;
  /** The English source and the other complete locales, as the area ships them. */
  en: T;
  locales: Readonly<Record<'zh-TW' | 'ar-SA', Translations>>;
  /** `[path inside the area, page label]` pairs to open. */
  pages: ReadonlyArray<readonly [string, string]>;
}

/** The checks of a frame area: each page renders with the area's navigation, unknown paths fall back, every locale is complete and is fetched on demand. */
export function describeFrameArea<T extends Translations>(spec: FrameAreaSpec<T>): void {
  const title = String(spec.en['title']);
  describe(`${title} routes`, () => {
    beforeEach(() => initI18n('en'));

    it.each(spec.pages)('/%s renders its page with the area navigation', async (path, page) => {
      renderArea(spec.routes, { area: spec.area, path });
      expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(`${title} · ${page}`);
      for (const link of screen.getByRole('navigation', { name: 'Sections' }).querySelectorAll('a')) {
        expect(link.getAttribute('href')).toMatch(new RegExp(`^/tradingbot/en/${spec.area}/([a-z-]+/)?$`));
      }
      const botId = /\/(\d+)/.exec(path)?.[1];
      if (botId) expect(screen.getByText(botId)).toBeInTheDocument();
    });

    it('an unknown page falls back to the area’s first page', async () => {
      renderArea(spec.routes, { area: spec.area, path: 'no-such-page' });
      expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(title);
    });

    it.each(['zh-TW', 'ar-SA'] as const)('%s translates every key and arrives on demand', async (locale) => {
      expect(missingKeys(spec.en, spec.locales[locale])).toEqual([]);
      expect(missingKeys(spec.locales[locale], spec.en)).toEqual([]);
      await initI18n(locale);
      renderArea(spec.routes, { area: spec.area, path: spec.pages[0][0], locale });
      expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(String(spec.locales[locale]['title']));
      expect(i18n.hasResourceBundle(locale, spec.strings.namespace)).toBe(true);
    });
  });
}

/** Every complete locale of an area carries exactly the English source's keys (an area whose pages have shipped). */
export function describeAreaTranslations<T extends Translations>(en: T, locales: Readonly<Record<'zh-TW' | 'ar-SA', Translations>>): void {
  it.each(Object.entries(locales))('%s translates every key of the area', (_locale, strings) => {
    expect(missingKeys(en, strings)).toEqual([]);
    expect(missingKeys(strings, en)).toEqual([]);
  });
}
