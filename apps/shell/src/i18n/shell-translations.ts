import { i18n, loadWithLanguage, translationLanguage, type LocaleResources } from '@tb/i18n';
import arSA from './locales/ar-SA';
import zhTW from './locales/zh-TW';
import compliance from './en/compliance';
import home, { riskTab } from './en/home';
import homeRisk from './en/home-risk';
import login from './en/login';
import notices from './en/notices';
import restriction from './en/restriction';
import areaSite from './en/area-site';
import banner from './en/banner';

/**
 * Source (en) strings of everything the shell shows, in the `shell` namespace.
 * The chrome's strings are part of the first download; `home`, `login`, `banner`,
 * `compliance`, `notices` and most of `restriction` are in their own files
 * (./en), imported (and registered) by the lazy chunks that show them, so the
 * first paint does not carry them.
 */
const remote = {
  loading: 'Loading {{area}}…',
  failedTitle: '{{area}} is unavailable right now',
  failedBody: 'This part of the page could not be loaded. The rest of the trading-bot area still works.',
  details: 'Technical details',
  retry: 'Retry',
} as const;
const nav = {
  label: 'Trading bots',
  home: 'Home',
  ranking: 'Bot ranking',
  aiPick: 'AI daily pick',
  skip: 'Skip to content',
  menu: 'Menu',
} as const;
const clock = {
  label: 'Exchange clock',
  rate: 'Simulated time ×{{rate}}',
  stopped: 'Simulated time (stopped)',
  explain: 'This exchange runs its clock {{rate}} times faster than real time: its dates run ahead of yours.',
} as const;
const notFound = { title: 'Page not found', body: 'There is nothing at this address.', home: 'Go to trading bots' } as const;
const account = {
  login: 'Log in',
  register: 'Sign up',
  logout: 'Log out',
  menu: 'Account',
  checking: 'Checking your session…',
  signedInAs: 'Signed in as {{name}}',
  banned: 'Your account is restricted: you cannot create or manage trading bots.',
} as const;


/** What differs per site (@tb/util-env `siteProfile`): the notices (the page of an area the site does not offer: ./en/area-site.ts). */
const site = {
  label: 'About this site',
  testnet: 'Testnet: bots here trade test funds with no real value.',
  hk: 'Hong Kong site: only spot bots (spot grid and DCA) are offered. Futures bots are not available to users of this site.',
  uae: 'UAE site: futures bots use leverage and can lose more than the profit they make; make sure you understand them before you start one.',
  eu: 'EU site: only spot bots (spot grid and DCA) are offered, quoted in USDC first. Futures bots are not available to users of this site.',
} as const;


/**
 * What the first download carries: the chrome's strings. The restriction's `kind` is the one line of
 * it the home shows; the rest of it, the compliance wall's and the notification centre's come with
 * the chunks that show them (`registerShellSourcePart`).
 */
const restrictionKind = { kind: 'Not available for your account' } as const;
const chrome = { remote, nav, clock, notFound, account, site, restriction: restrictionKind };

/** The parts of the `shell` namespace a lazy chunk registers when it arrives. */
type LazyParts = { home: typeof home; banner: typeof banner; login: typeof login; compliance: typeof compliance; notices: typeof notices; restriction: typeof restriction; site: typeof areaSite };



/** The home's risk tab: its label is in `home`, its own strings arrive with the risk view's chunk. */
type HomeRiskPart = { home: { risk: typeof homeRisk } };

export type ShellTranslations = Omit<typeof chrome, 'restriction' | 'site'> &
  Omit<LazyParts, 'restriction' | 'site' | 'home'> & {
    restriction: typeof restriction & typeof restrictionKind;
    site: typeof site & typeof areaSite;
    home: Omit<typeof home, 'risk'> & { risk: typeof riskTab & typeof homeRisk };
  };

export const SHELL_NAMESPACE = 'shell';

/**
 * The complete locales' strings. English is part of the shell's first
 * download; the others arrive in their own chunk, only on pages in that
 * language (`loadShellTranslations`).
 */
const LOADERS: Record<string, () => Promise<{ default: LocaleResources<ShellTranslations>['zh-TW'] }>> = {
  'zh-TW': () => import('./locales/zh-TW'),
  'ar-SA': () => import('./locales/ar-SA'),
};

let chromeRegistered = false;

export function registerShellSource(): void {
  if (chromeRegistered) return;
  chromeRegistered = true;
  i18n.addResourceBundle('en', SHELL_NAMESPACE, chrome, true, false);
}

/** A lazy chunk adds its part of the English source (`{ home }`, `{ login }`, `{ notices }`…) to the `shell` namespace. */
export function registerShellSourcePart(part: Partial<LazyParts> | HomeRiskPart): void {
  registerShellSource();
  i18n.addResourceBundle('en', SHELL_NAMESPACE, part, true, false);
}

/** Make the shell's strings of a URL locale available (before switching the language to it). */
export async function loadShellTranslations(locale: string): Promise<void> {
  registerShellSource();
  const language = translationLanguage(locale);
  const load = LOADERS[language];
  if (!load || i18n.hasResourceBundle(language, SHELL_NAMESPACE)) return;
  const { default: tree } = await load();
  i18n.addResourceBundle(language, SHELL_NAMESPACE, tree, true, false);
}

// `initI18n` fetches them with the design system's (in parallel) before it switches the page's language.
loadWithLanguage({ load: loadShellTranslations });

/**
 * All complete locales at once, for tests and the completeness check. The
 * page itself never uses it, so bundles leave the static copies out and load
 * a locale through `loadShellTranslations` (keep this object free of spreads
 * and of calls not marked pure: that is what lets the bundler see it is unused).
 */
export const shellTranslations: LocaleResources<ShellTranslations> = { en: { remote, nav, clock, notFound, account, banner, compliance, site: /*#__PURE__*/ Object.assign({}, site, areaSite), restriction: /*#__PURE__*/ Object.assign({}, restriction, restrictionKind), notices, home: /*#__PURE__*/ Object.assign({}, home, { risk: /*#__PURE__*/ Object.assign({}, riskTab, homeRisk) }), login }, 'zh-TW': zhTW, 'ar-SA': arSA };
