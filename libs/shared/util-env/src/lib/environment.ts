/**
 * Environment detection by host name (spec §9), session-cookie naming and
 * the base addresses derived from the page host (spec §7).
 *
 * Host names (design, following the spec's rules):
 * - `localhost`, `*.localhost`, `127.0.0.1`, `::1`, `0.0.0.0` and any other
 *   IP address → `local` (the simulator on one port);
 * - first label `www` or `m` → `production`; `testnet` or `m-testnet` →
 *   `testnet` (the spec: "testnet, m-testnet, www and m mean production or
 *   testnet");
 * - first label `dev`, `dev-*` or `*-dev` → `dev`;
 * - any other first label is a test environment (`test`), named by that
 *   label (`test-2.exchange-test.com` → test environment `test-2`);
 * - a bare domain (`exchange.com`) is production.
 *
 * Regional sites (`hk`, `uae`, `us`, `uk`, `jp`, `fr`, `de`, `au`, `ca`,
 * `br`, `in`, `ru`) are recognised as the top-level domain (`exchange.com.hk`,
 * `exchange.jp`; `.ae` is `uae`), a label of their own (`www.hk.exchange.com`)
 * or a brand suffix (`www.exchange-uae.com`). The EU regulated site is an
 * `eu` top-level domain or label (`www.exchange.eu`).
 */
export const ENVIRONMENTS = ['production', 'test', 'testnet', 'dev', 'local'] as const;
export type Environment = (typeof ENVIRONMENTS)[number];

export const REGIONS = ['hk', 'uae', 'us', 'uk', 'jp', 'fr', 'de', 'au', 'ca', 'br', 'in', 'ru'] as const;
export type Region = (typeof REGIONS)[number];

export interface SiteInfo {
  readonly hostname: string;
  readonly environment: Environment;
  /** The first label (`www`, `m`, `testnet`, `test-2`), `''` for bare domains and local hosts. */
  readonly subdomain: string;
  /** The host without its first label (`exchange.com.hk`); the host itself when local or bare. */
  readonly baseDomain: string;
  /** Mobile-web host (`m.`, `m-testnet.`). */
  readonly mobileHost: boolean;
  readonly region: Region | null;
  readonly euRegulated: boolean;
  /** Name of a test environment (its first label), else null. */
  readonly testName: string | null;
}

const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}$/;
const TLD_REGIONS: Readonly<Record<string, Region>> = {
  hk: 'hk', ae: 'uae', us: 'us', uk: 'uk', jp: 'jp', fr: 'fr', de: 'de', au: 'au', ca: 'ca', br: 'br', in: 'in', ru: 'ru',
};
const regionSet = new Set<string>(REGIONS);

function cleanHost(host: string): string {
  let h = host.trim().toLowerCase();
  if (h.startsWith('[')) return h.slice(1, h.indexOf(']'));
  if (h.split(':').length === 2) h = h.split(':')[0];
  return h.replace(/\.$/, '');
}

function isLocalHost(hostname: string): boolean {
  return (
    hostname === 'localhost' ||
    hostname.endsWith('.localhost') ||
    hostname === '::1' ||
    hostname === '0.0.0.0' ||
    IPV4.test(hostname) ||
    hostname.includes(':')
  );
}

/** Detect the site from a host (`location.host` or `location.hostname`; a port is ignored). */
export function detectSite(host: string): SiteInfo {
  const hostname = cleanHost(host);
  if (isLocalHost(hostname) || !hostname.includes('.')) {
    return { hostname, environment: 'local', subdomain: '', baseDomain: hostname, mobileHost: false, region: null, euRegulated: false, testName: null };
  }
  const labels = hostname.split('.');
  const bare = labels.length < 3 || (labels.length === 3 && labels[1].length <= 3 && labels[2].length === 2 && ['com', 'co', 'net', 'org'].includes(labels[1]));
  const subdomain = bare ? '' : labels[0];
  const rest = bare ? labels : labels.slice(1);
  let environment: Environment;
  if (bare || subdomain === 'www' || subdomain === 'm') environment = 'production';
  else if (subdomain === 'testnet' || subdomain === 'm-testnet') environment = 'testnet';
  else if (subdomain === 'dev' || subdomain.startsWith('dev-') || subdomain.endsWith('-dev')) environment = 'dev';
  else environment = 'test';
  const tld = labels[labels.length - 1];
  let region: Region | null = TLD_REGIONS[tld] ?? null;
  for (const label of rest.slice(0, -1)) {
    if (region) break;
    if (regionSet.has(label)) region = label as Region;
    else {
      const suffix = label.split('-').pop() ?? '';
      if (label.includes('-') && regionSet.has(suffix)) region = suffix as Region;
    }
  }
  const euRegulated = tld === 'eu' || rest.slice(0, -1).includes('eu');
  return {
    hostname,
    environment,
    subdomain,
    baseDomain: rest.join('.'),
    mobileHost: subdomain === 'm' || subdomain === 'm-testnet',
    region,
    euRegulated,
    testName: environment === 'test' ? subdomain : null,
  };
}

export function detectEnvironment(host: string): Environment {
  return detectSite(host).environment;
}

/** Fixed prefix of the session cookie; the environment name follows (architecture: `tb_secure_token_<env>`). */
export const SESSION_COOKIE_PREFIX = 'tb_secure_token_';
export const GUID_COOKIE = 'tb_guid';
/** Cookie lifetimes (spec §9): auth token 7 days, guid 120 days. */
export const SESSION_COOKIE_MAX_AGE_S = 7 * 24 * 3600;
export const GUID_COOKIE_MAX_AGE_S = 120 * 24 * 3600;

/** Session cookie name: the configured one, else the fixed prefix plus the environment name. */
export function sessionCookieName(environment: Environment, configured?: string | null): string {
  return configured && configured.trim() !== '' ? configured.trim() : `${SESSION_COOKIE_PREFIX}${environment}`;
}

export interface BaseAddresses {
  /** Origin of the page (`https://www.exchange.com`). */
  readonly origin: string;
  /** API base: the page's own origin plus `/x-api`. */
  readonly api: string;
  /** Quote websocket URL (wss on https pages, else ws). */
  readonly quoteWs: string;
  /** Websocket host alone. */
  readonly wsHost: string;
  readonly chat: string;
  readonly affiliates: string;
}

/** Path of the spot quote websocket (spec §7). */
export const QUOTE_WS_PATH = '/spot/ws/quote/v1';
export const API_PREFIX = '/x-api';

/**
 * Base addresses derived from the page host. The API is always the page's
 * own origin (`/x-api`). Service hosts (design) sit beside the site under
 * `<service>.<base domain>` in production, `<service>-testnet.` on testnet
 * and `<service>-test.` in test and dev environments: `stream` for the
 * websocket, `chat` for the support chat, `affiliates` for the affiliate
 * site. Locally every service is the page's own host (the simulator serves
 * the websocket on the same port, and has no chat or affiliate site).
 */
export function baseAddresses(location: { readonly protocol: string; readonly host: string }): BaseAddresses {
  const secure = location.protocol === 'https:';
  const http = secure ? 'https' : 'http';
  const ws = secure ? 'wss' : 'ws';
  const host = location.host.trim().toLowerCase();
  const site = detectSite(host);
  const origin = `${http}://${host}`;
  const suffix = site.environment === 'production' ? '' : site.environment === 'testnet' ? '-testnet' : '-test';
  const service = (name: string) => (site.environment === 'local' ? host : `${name}${suffix}.${site.baseDomain}`);
  const wsHost = service('stream');
  return {
    origin,
    api: `${origin}${API_PREFIX}`,
    quoteWs: `${ws}://${wsHost}${QUOTE_WS_PATH}`,
    wsHost,
    chat: `${http}://${service('chat')}`,
    affiliates: `${http}://${service('affiliates')}`,
  };
}
