import { i18n, translationLanguage, type LocaleResources } from '@tb/i18n';
import arSA from './locales/ar-SA';
import zhTW from './locales/zh-TW';

/** Source (en) strings of everything the shell itself shows. */
const en = {
  remote: {
    loading: 'Loading {{area}}…',
    failedTitle: '{{area}} is unavailable right now',
    failedBody: 'This part of the page could not be loaded. The rest of the trading-bot area still works.',
    details: 'Technical details',
    retry: 'Retry',
  },
  nav: {
    label: 'Trading bots',
    home: 'Home',
    spotGrid: 'Spot grid',
    dca: 'DCA',
    futuresGrid: 'Futures grid',
    martingale: 'Futures martingale',
    combo: 'Futures combo',
    ranking: 'Bot ranking',
    aiPick: 'AI daily pick',
    skip: 'Skip to content',
  },
  notFound: { title: 'Page not found', body: 'There is nothing at this address.', home: 'Go to trading bots' },
  account: {
    login: 'Log in',
    register: 'Sign up',
    logout: 'Log out',
    menu: 'Account',
    checking: 'Checking your session…',
    signedInAs: 'Signed in as {{name}}',
    banned: 'Your account is restricted: you cannot create or manage trading bots.',
  },
  login: {
    titleLogin: 'Log in',
    titleRegister: 'Create your account',
    introLogin: 'Log in with your exchange account to create and manage trading bots.',
    introRegister: 'One account for the exchange and its trading bots.',
    method: 'Sign in with',
    methodEmail: 'Email',
    methodMobile: 'Mobile',
    email: 'Email',
    countryCode: 'Country code',
    countryCodeHint: 'For example +852',
    mobile: 'Mobile number',
    mobileHint: '5 to 15 digits, without the country code',
    password: 'Password',
    passwordHint: '8 to 128 characters, with at least one letter and one digit',
    referral: 'Referral code (optional)',
    referralHint: '4 to 16 letters or digits',
    invitedBy: 'Invited by {{code}}',
    submitLogin: 'Log in',
    submitRegister: 'Create account',
    toRegister: 'No account yet? Create one',
    toLogin: 'Already have an account? Log in',
    errors: {
      emailRequired: 'Enter your email address.',
      emailInvalid: 'Enter a valid email address, such as name@example.com.',
      countryCodeInvalid: 'Enter a calling code such as +852.',
      mobileInvalid: 'Enter 5 to 15 digits.',
      passwordRequired: 'Enter your password.',
      passwordRule: 'Use 8 to 128 characters with at least one letter and one digit.',
      referralInvalid: 'Use 4 to 16 letters or digits.',
      badCredentials: 'Wrong email/mobile or password.',
      accountExists: 'An account with this email or mobile number already exists. Log in instead.',
      unknownReferral: 'This referral code does not exist.',
      rateLimited: 'Too many attempts. Please wait a moment and try again.',
      generic: 'That did not work. Please try again.',
    },
  },
  banner: {
    label: 'Get the app',
    title: 'Trading bots in the app',
    text: 'Follow your bots and get alerts on the go.',
    open: 'Open the app',
    dismiss: 'Close the app banner',
  },
  compliance: {
    title: 'Trading bots are not available for your account',
    body: 'Local regulations or missing identity verification restrict this feature for your account.',
    code: 'Reference code: {{code}}',
    verify: 'Verify your identity',
    close: 'Close',
  },
  home: {
    title: 'Trading bots',
    subtitle: 'Automate your strategy around the clock: grids, dollar-cost averaging, martingale and combos.',
    kindsLabel: 'Bot types',
    create: 'Create',
    kinds: {
      spotGrid: { title: 'Spot grid', text: 'Buy low and sell high automatically inside a price range.' },
      dca: { title: 'DCA', text: 'Invest a fixed amount at regular intervals to average your cost.' },
      futuresGrid: { title: 'Futures grid', text: 'Grid trading with leverage, long, short or neutral.' },
      martingale: { title: 'Futures martingale', text: 'Add to the position as the price moves against it, take profit per round.' },
      combo: { title: 'Futures combo', text: 'Hold a basket of futures and rebalance it automatically.' },
    },
    explore: { label: 'Explore', ranking: 'See the best bots', aiPick: 'Today’s AI pick' },
    myBots: {
      title: 'My bots',
      tabs: 'Bot status',
      running: 'Running',
      closed: 'Closed',
      loginTitle: 'Log in to see your bots',
      loginText: 'Your running and closed bots appear here once you are logged in.',
      emptyRunningTitle: 'No running bots',
      emptyRunningText: 'Create a bot above and it will show up here while it runs.',
      emptyClosedTitle: 'No closed bots',
      emptyClosedText: 'Bots you stop, and bots that finish, are listed here.',
      error: 'Your bots could not be loaded.',
      retry: 'Try again',
      loading: 'Loading your bots…',
      tableLabel: '{{status}} bots',
      columns: { bot: 'Bot', investment: 'Investment', pnl: 'Total PnL', created: 'Created', ended: 'Ended', action: 'Action' },
      view: 'Details',
      viewLabel: 'Details of {{kind}} {{symbol}}',
      total: '{{count}} bots',
      pager: 'Pages of bots',
      page: 'Page {{page}} of {{pages}}',
      previous: 'Previous page',
      next: 'Next page',
      botTypes: {
        GRID_SPOT: 'Spot grid',
        DCA_SPOT: 'DCA',
        GRID_FUTURES: 'Futures grid',
        MART_FUTURES: 'Futures martingale',
        COMBO_FUTURES: 'Futures combo',
        unknown: 'Bot',
      },
    },
    announcements: {
      title: 'Trading bot announcements',
      empty: 'No announcements right now.',
      error: 'Announcements could not be loaded.',
      retry: 'Try again',
      loading: 'Loading announcements…',
    },
  },
} as const;

export type ShellTranslations = typeof en;

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

export function registerShellSource(): void {
  if (!i18n.hasResourceBundle('en', SHELL_NAMESPACE)) i18n.addResourceBundle('en', SHELL_NAMESPACE, en, true, false);
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

/**
 * All complete locales at once, for tests and the completeness check. The
 * page itself never uses it, so bundles leave the static copies out and load
 * a locale through `loadShellTranslations`.
 */
export const shellTranslations: LocaleResources<ShellTranslations> = { en, 'zh-TW': zhTW, 'ar-SA': arSA };
