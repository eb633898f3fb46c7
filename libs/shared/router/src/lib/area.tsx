import { createContext, useContext, useMemo, type ReactNode } from 'react';

/**
 * What the shell tells a remote about where it is mounted. Remotes build their
 * links from it (`area.path('detail', botId)`) instead of relative `..` paths,
 * so a link means the same thing from every page of the area.
 */
export type Area = {
  /** `/tradingbot/{lang}/{area}/` */
  basePath: string;
  /** The normalised URL locale, e.g. `en`, `zh-TW`, `ar-SA`. */
  locale: string;
  /** `/tradingbot/{lang}/` */
  homePath: string;
  /** An absolute path inside the area, always ending with `/`: `path('detail', '123')` → `…/detail/123/`. */
  path: (...segments: Array<string | number>) => string;
};

const AreaContext = createContext<Area | null>(null);

export function createArea(homePath: string, area: string, locale: string): Area {
  const basePath = `${homePath}${area}/`;
  return {
    basePath,
    homePath,
    locale,
    path: (...segments) =>
      segments.length === 0 ? basePath : `${basePath}${segments.map((s) => encodeURIComponent(String(s))).join('/')}/`,
  };
}

export function AreaProvider({ homePath, area, locale, children }: { homePath: string; area: string; locale: string; children: ReactNode }) {
  const value = useMemo(() => createArea(homePath, area, locale), [homePath, area, locale]);
  return <AreaContext.Provider value={value}>{children}</AreaContext.Provider>;
}

/** The area the calling component is mounted in (throws outside an area: a programming error). */
export function useArea(): Area {
  const area = useContext(AreaContext);
  if (!area) throw new Error('useArea() must be used inside the shell’s <AreaProvider>');
  return area;
}
