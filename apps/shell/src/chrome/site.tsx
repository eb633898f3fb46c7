import { createContext, useContext, type ReactNode } from 'react';
import { useT } from '@tb/i18n';
import { AREAS } from '@tb/util-bot-kinds';
import { offersMarket, siteProfileOfHost, type SiteProfile } from '@tb/util-env';
import type { ShellTranslations } from '../i18n/shell-translations';

/**
 * The site this page is on (global, Hong Kong, UAE, EU; testnet or not),
 * from the page host once (`siteProfile` in @tb/util-env has the rules and
 * the design of what differs). A context so tests can put a page on any
 * site without changing jsdom's host.
 */
export const SiteContext = createContext<SiteProfile | null>(null);

let pageSite: SiteProfile | undefined;
/** The profile of the page's own host (read once). */
export function pageSiteProfile(): SiteProfile {
  pageSite ??= siteProfileOfHost(typeof location === 'undefined' ? '' : location.host);
  return pageSite;
}

export function useSite(): SiteProfile {
  return useContext(SiteContext) ?? pageSiteProfile();
}

export function SiteProvider({ host, children }: { host?: string; children: ReactNode }) {
  return <SiteContext.Provider value={host === undefined ? pageSiteProfile() : siteProfileOfHost(host)}>{children}</SiteContext.Provider>;
}

const MARKET_OF_AREA: ReadonlyMap<string, 'spot' | 'futures'> = new Map(AREAS.flatMap((row) => (row.market ? [[row.area, row.market] as const] : [])));

/** The market of the bots an area starts (registry: a kind's market, the AI pick's futures); undefined for a reading area (the ranking). */
export function marketOfArea(area: string): 'spot' | 'futures' | undefined {
  return MARKET_OF_AREA.get(area);
}

/** Whether the site offers an area: by the market of what it starts; a reading area (the ranking) everywhere. */
export function siteOffersArea(site: SiteProfile, area: string): boolean {
  const market = MARKET_OF_AREA.get(area);
  return market === undefined || offersMarket(site, market);
}

/**
 * The site's notices under the header (testnet; the Hong Kong or UAE site):
 * one labelled region, each notice a paragraph; nothing on the global site.
 */
export function SiteNotices() {
  const t = useT<ShellTranslations>('shell');
  const site = useSite();
  if (site.notices.length === 0) return null;
  return (
    <aside className="tb-site-notices" aria-label={t('site.label')} data-site={site.key}>
      {site.notices.map((notice) => (
        <p key={notice} className={`tb-site-notice tb-site-notice--${notice}`}>
          {t(`site.${notice}`)}
        </p>
      ))}
    </aside>
  );
}
