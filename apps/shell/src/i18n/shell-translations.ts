import { i18n, loadWithLanguage, translationLanguage, type LocaleResources } from '@tb/i18n';
import arSA from './locales/ar-SA';
import zhTW from './locales/zh-TW';
import home from './en/home';
import login from './en/login';

/**
 * Source (en) strings of everything the shell shows, in the `shell` namespace.
 * The chrome's strings are part of the first download; `home` and `login`
 * are in their own files, imported (and registered) by the lazy chunks that
 * show them, so the first paint does not carry them.
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
const banner = {
  label: 'Get the app',
  title: 'Trading bots in the app',
  text: 'Follow your bots and get alerts on the go.',
  open: 'Open the app',
  dismiss: 'Close the app banner',
} as const;
const compliance = {
  title: 'This product is not available for your account',
  body: 'Local regulations or missing identity verification restrict this feature for your account.',
  code: 'Reference code: {{code}}',
  verify: 'Verify your identity',
  close: 'Close',
  reason: {
    islamic: 'Your account follows Islamic finance rules: leveraged bots that pay or receive funding are not offered to it.',
    locale: 'Leveraged futures bots are not offered to retail users in your region.',
    region: 'This site offers spot bots only.',
  },
  products: 'Not available: {{kinds}}',
  details: 'Response details',
} as const;

/**
 * A restricted user (Islamic member tag, or locale nl-NL, en-NL, en-GB; design
 * in @tb/contracts compliance.ts): the futures kinds are not offered, the
 * bots already running can still be seen and closed.
 */
const restriction = {
  label: 'Account restriction',
  title: '{{area}} is not available for your account',
  islamic: 'Your account follows Islamic finance rules, so leveraged bots that pay or receive funding ({{kinds}}) are not offered to it.',
  locale: 'Leveraged futures bots are not offered to retail users in your region ({{locale}}).',
  spot: '{{kinds}} bots are available to you.',
  running: 'You can still see and close the futures bots you already run; you cannot start new ones or add margin.',
  kind: 'Not available for your account',
  create: 'Create a {{kind}} bot',
} as const;

/** What differs per site (@tb/util-env `siteProfile`): the notices and the page of an area the site does not offer. */
const site = {
  label: 'About this site',
  testnet: 'Testnet: bots here trade test funds with no real value.',
  hk: 'Hong Kong site: only spot bots (spot grid and DCA) are offered. Futures bots are not available to users of this site.',
  uae: 'UAE site: futures bots use leverage and can lose more than the profit they make; make sure you understand them before you start one.',
  unavailableTitle: '{{area}} is not offered on this site',
  unavailableBody: 'Futures bots are not available on the Hong Kong site. Spot grid and DCA bots are.',
  eu: 'EU site: only spot bots (spot grid and DCA) are offered, quoted in USDC first. Futures bots are not available to users of this site.',
  unavailableBodyEu: 'Futures bots are not available on the EU site. Spot grid and DCA bots are.',
  home: 'Go to trading bots',
} as const;

const notices = {
  open: 'Notifications',
  openUnread: 'Notifications, {{count}} unread',
  title: 'Notifications',
  close: 'Close notifications',
  empty: 'No notifications yet. Your bots’ alerts appear here.',
  loading: 'Loading notifications…',
  failed: 'Notifications could not be loaded.',
  retry: 'Try again',
  markAll: 'Mark all read',
  more: 'Show more',
  unread: 'Unread',
  listLabel: 'Your bots’ notifications',
  system: 'Turn on system notifications',
  systemOn: 'System notifications are on for urgent alerts.',
  systemBlocked: 'System notifications are blocked in this browser’s settings.',
  systemApp: 'In the app, alerts show here and as messages on the page.',
  prefs: 'Which notifications to receive',
  prefsSaved: 'Saved',
  kind: {
    liq_warning: 'Liquidation warning',
    liquidated: 'Position liquidated',
    tp_hit: 'Take profit reached',
    sl_hit: 'Stop loss reached',
    trailing_hit: 'Trailing stop reached',
    round_completed: 'Round completed',
    add_placed: 'Position added to',
    rebalanced: 'Rebalanced',
    adds_paused: 'Adding paused',
    adds_resumed: 'Adding resumed',
    closed: 'Bot closed',
    leader_stopped: 'Copied bot stopped',
  },
  text: {
    liq_warning: 'Mark {{mark}} is {{distance}} from the liquidation price {{liq}}.',
    liquidated: 'Liquidated at {{price}}.',
    adds_paused: 'Liquidation is within the guard distance: no new position-increasing orders until it moves out.',
    adds_resumed: 'The mark moved out of the guard distance: adding again.',
    round_completed: 'Round {{round}} took its profit.',
    add_placed: 'Add {{add}} filled at {{price}}.',
    rebalanced: 'Rebalance {{no}} done.',
    closed: 'Closed: {{code}}',
    leader_stopped: 'The bot you copy has stopped.',
  },
  bot: '{{symbol}} bot',
} as const;

const chrome = { remote, nav, clock, notFound, account, banner, compliance, site, restriction, notices };



export type ShellTranslations = typeof chrome & { home: typeof home; login: typeof login };

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

/** A lazy chunk adds its part of the English source (`{ home }`, `{ login }`) to the `shell` namespace. */
export function registerShellSourcePart(part: Partial<Pick<ShellTranslations, 'home' | 'login'>>): void {
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
 * and calls: that is what lets the bundler see it is unused).
 */
export const shellTranslations: LocaleResources<ShellTranslations> = { en: { remote, nav, clock, notFound, account, banner, compliance, site, restriction, notices, home, login }, 'zh-TW': zhTW, 'ar-SA': arSA };
