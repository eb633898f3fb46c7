import { detectSite, type SiteInfo } from './environment';
import type { Locale } from './locale';
import { defaultQuoteCoin } from './user-flags';

/**
 * What differs between the exchange's sites (spec §1: "a global site, a
 * testnet site and regional variants (Hong Kong, the UAE)"; §3: the EU
 * regulated site's default quote coin is USDC). The host decides the site
 * (`detectSite`); this table decides what the trading-bot area offers there.
 *
 * The spec names the sites and says the host picks them, but not what the
 * bot area does differently on each; the choices below are what a trader on
 * that site would expect from a licensed exchange there (design):
 *
 * - **Hong Kong** (`exchange.com.hk`, `hk.` label, `-hk` brand suffix):
 *   licensed virtual-asset platforms in Hong Kong may not offer leveraged
 *   derivatives to retail clients, so only the **spot** bot kinds (spot grid,
 *   DCA) are offered; the futures kinds (futures grid, martingale, combo)
 *   leave the navigation and the home, and their addresses say why instead
 *   of loading. The site opens in **Traditional Chinese** (`zh-TW`).
 * - **UAE** (`exchange.ae`, `uae.`, `-uae`): every kind is offered; the site
 *   opens in **Arabic for the Emirates** (`ar-ARE`, right to left) and says
 *   that it is the UAE site, whose futures bots are leveraged products a
 *   trader must understand before use (a regulator's usual disclosure).
 * - **Testnet** (`testnet.`, `m-testnet.`): every kind is offered; a notice
 *   on every page says the funds are test funds with no value, so nobody
 *   mistakes it for the real exchange (combined with a region's own rules
 *   on a regional testnet).
 * - **EU regulated site** (`exchange.eu`): the default quote coin is USDC
 *   (spec §3): the spot create forms start on, and list first, USDC pairs.
 *   Its licence covers spot crypto-assets, not perpetual derivatives for
 *   retail, so, as in Hong Kong, only the **spot** bot kinds are offered and
 *   the futures addresses say why.
 *
 * The simulator enforces the spot-only sites too: a futures create (or
 * margin added) from a Hong Kong or EU host answers the compliance block
 * (ret code 10024, reason `region`; contracts compliance.ts).
 * - **Global** and the other recognised country suffixes (us, uk, jp, …):
 *   the spec only recognises them in host names; they get the global
 *   profile.
 *
 * The simulator and local hosts are the global site.
 */
export type SiteMarket = 'spot' | 'futures';
export type SiteKey = 'global' | 'hk' | 'uae' | 'eu';
export type SiteNotice = 'testnet' | 'hk' | 'uae' | 'eu';

export interface SiteProfile {
  readonly key: SiteKey;
  readonly testnet: boolean;
  /** Markets whose bot kinds this site offers (registry `market`). */
  readonly markets: readonly SiteMarket[];
  /** The locale the bare `/tradingbot` address opens. */
  readonly defaultLocale: Locale;
  readonly defaultQuoteCoin: 'USDC' | 'USDT';
  /** The notices every page of the site shows, in order (empty on the global site). */
  readonly notices: readonly SiteNotice[];
}

const ALL_MARKETS: readonly SiteMarket[] = ['spot', 'futures'];

export function siteProfile(site: Pick<SiteInfo, 'environment' | 'region' | 'euRegulated'>): SiteProfile {
  const testnet = site.environment === 'testnet';
  const key: SiteKey = site.region === 'hk' ? 'hk' : site.region === 'uae' ? 'uae' : site.euRegulated ? 'eu' : 'global';
  const notices: SiteNotice[] = testnet ? ['testnet'] : [];
  if (key !== 'global') notices.push(key);
  return {
    key,
    testnet,
    markets: key === 'hk' || key === 'eu' ? ['spot'] : ALL_MARKETS,
    defaultLocale: key === 'hk' ? 'zh-TW' : key === 'uae' ? 'ar-ARE' : 'en',
    defaultQuoteCoin: defaultQuoteCoin(site),
    notices,
  };
}

/** The profile of a page host (`location.host`); hostile input is normalised by `detectSite`. */
export function siteProfileOfHost(host: string): SiteProfile {
  return siteProfile(detectSite(host));
}

/** Whether a bot kind trading `market` is offered on the site. */
export function offersMarket(profile: Pick<SiteProfile, 'markets'>, market: SiteMarket): boolean {
  return profile.markets.includes(market);
}
