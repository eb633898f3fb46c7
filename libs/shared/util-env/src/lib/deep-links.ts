import { APP_SCHEME } from './client';
import { BASE_PATH, looksLikeLocale, normalizeLocale } from './locale';

/**
 * Web-to-app deep links (spec §2 "Web-to-app deep links", §4 "Link handling
 * inside the app"). They apply inside the exchange app (and when a page tries
 * to open the app): a link to an exchange web page that the app has a screen
 * for opens that screen instead of the web page.
 *
 * Targets:
 * - app screens: `tbapp://<page>?<query>` (the app's scheme; pushed to the
 *   app router);
 * - mini-app routes: `by-mini://<route>?<query>` (routed through the app's
 *   route target, like any `by:` / `by-mini:` link).
 *
 * Web paths may start with a locale segment (`/zh-TW/login`) or not
 * (`/login`); trading-bot pages are `/tradingbot/{lang}/…`. Matching ignores
 * the locale and a trailing slash. Query parameters prefixed
 * `deeplink_params__` are passed on to every mapped target with the prefix
 * removed (a parameter the rule sets itself wins). Other query parameters are
 * dropped unless the rule reads them.
 *
 * `returnHome` (the app's top-page flag): the target is one of the app's
 * home tabs (markets, trading, assets), so the app pops the webview and shows
 * its home on that tab instead of stacking the screen on top of the page.
 *
 * | web path (after `/{lang}`)                         | target                                                        | home |
 * |----------------------------------------------------|---------------------------------------------------------------|------|
 * | /login                                             | tbapp://login?fromWeb=1                                       |      |
 * | /register                                          | tbapp://register?fromWeb=1&directlyRegister=1                 |      |
 * | /kyc/personal                                      | tbapp://kyc?type=personal                                     |      |
 * | /fiat/deposit, /fiat/withdraw                      | tbapp://fiat_deposit, tbapp://fiat_withdraw                   |      |
 * | /about-us                                          | tbapp://about_us                                              |      |
 * | /assets/tradingbot-account                         | tbapp://assets_account?account=12                             | yes  |
 * | /assets/trading-account                            | tbapp://assets_account?account=5                              | yes  |
 * | /earn/dual-asset                                   | tbapp://dual_asset                                            |      |
 * | /launchpool                                        | tbapp://launchpool                                            |      |
 * | /earn/liquidity-mining                             | tbapp://liquidity_mining                                      |      |
 * | /invite                                            | tbapp://referral                                              |      |
 * | /user/security                                     | tbapp://security_center                                       |      |
 * | /assets/deposit, /assets/withdraw                  | tbapp://deposit, tbapp://withdraw                             |      |
 * | /assets/spot, /derivatives, /usdc, /fiat           | tbapp://assets_account?account=1 / 2 / 4 / 6                  | yes  |
 * | /assets, /assets/overview                          | tbapp://assets_account                                        | yes  |
 * | /assets/financial?faTransfer=true[&faCoin=C]       | tbapp://transfer?to=financial[&coin=C]                        |      |
 * | /assets/financial, /assets/financial/orders        | tbapp://assets_account?account=3                              | yes  |
 * | /markets, /markets/…                               | tbapp://home?tab=1                                            | yes  |
 * | /trade/spot[/:base/:quote]                         | tbapp://home?tab=3[&symbol=BASEQUOTE]                         | yes  |
 * | /trade/usdt/:symbol                                | tbapp://home?tab=2&category=usdt&symbol=…                     | yes  |
 * | /trade/inverse/:symbol                             | …category=inverse (inverse_futures for BTCUSDH25-style codes) | yes  |
 * | /trade/futures/usdc/:symbol                        | tbapp://home?tab=2&category=usdc_futures&symbol=…             | yes  |
 * | /trade/option/usdc/:base                           | tbapp://home?tab=2&category=option&symbol=BASE                | yes  |
 * | /earn/flexible-staking, /earn/savings [?type][&id] | tbapp://earn_center?type=4 (or type)[&id=…]                   |      |
 * | /tradingbot/spot-grid/create [?base&quote]         | tbapp://trading_bot/grid_create[?symbol=BASEQUOTE]            |      |
 * | /tradingbot/dca/create [?base&quote]               | tbapp://trading_bot/dca_create[?coin=BASE&currency=QUOTE]     |      |
 * | /tradingbot/futures-grid/create [?base&quote]      | tbapp://trading_bot/futures_grid_create[?symbol=…]            |      |
 * | /tradingbot/martingale/create [?base&quote]        | tbapp://trading_bot/futures_martingale_create[?symbol=…]      |      |
 * | /earn/eth-staking, /double-win, /discount-buy      | by-mini://earn/eth-staking, …/double-win, …/discount-buy      |      |
 * | /tradingbot (home)                                 | by-mini://trading-bot/home                                    |      |
 * | /tradingbot/my-bots                                | by-mini://trading-bot/home?tab=0                              |      |
 * | /referral                                          | by-mini://referral                                            |      |
 * | /launchpad                                         | by-mini://launch                                              |      |
 * | /rewards-hub                                       | by-mini://rewards-hub                                         |      |
 * | /rewards-hub/my-campaigns, /my-rewards             | by-mini://rewards-hub/my-campaigns, …/my-rewards              |      |
 * | /rewards-hub/reward-detail?rewardId&rewardCode     | by-mini://rewards-hub/reward-detail?reward-id&reward-code     |      |
 * | /rewards-hub/task-detail?taskId[&ruleIndex]        | by-mini://rewards-hub/task-detail?task-id&rule-index (def. 0) |      |
 * | /cards                                             | by-mini://cards                                               |      |
 * | /tools                                             | by-mini://tools/discovery                                     |      |
 * | /copy-trade, /copy-trade/trader-center             | by-mini://copy-trade/index, …/trader-center                   |      |
 * | /copy-trade/profile/:leaderMark                    | by-mini://copy-trade/profile?leaderMark=…                     |      |
 * | /nft                                               | by-mini://nft                                                 |      |
 * | /giveaway/claim                                    | by-mini://giveaway/claim                                      |      |
 * | /web3[/…]                                          | by-mini://web3[/…]                                            |      |
 * | /vip                                               | by-mini://vip-program                                         |      |
 *
 * Anything else (other exchange pages, other sites, the remaining trading-bot
 * pages) stays a web link.
 */
export const MINI_SCHEME = 'by-mini://';

export type DeepLinkKind = 'app' | 'mini';

export interface DeepLinkResult {
  readonly kind: DeepLinkKind | 'web';
  /** App or mini-app URL; for `web`, the link itself (trading-bot paths get their locale). */
  readonly target: string;
  /** The app returns to its home afterwards (top-page flag). */
  readonly returnHome?: boolean;
  /** Id of the rule that matched (for logs and tests). */
  readonly rule?: string;
}

type Params = Readonly<Record<string, string>>;

interface DeepLinkRule {
  readonly id: string;
  readonly kind: DeepLinkKind;
  /** Web path pattern after the locale: `:name` captures one segment, `*rest` the remaining ones. */
  readonly path: string;
  readonly returnHome?: boolean;
  /** The target, or null when this rule does not apply to the query (the next rule is tried). */
  readonly build: (params: Params, query: URLSearchParams) => string | null;
}

function url(base: string, query: Record<string, string | null | undefined> = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== null && value !== undefined && value !== '') search.set(key, value);
  const text = search.toString();
  return text ? `${base}?${text}` : base;
}
const app = (page: string, query?: Record<string, string | null | undefined>) => url(`${APP_SCHEME}${page}`, query);
const mini = (route: string, query?: Record<string, string | null | undefined>) => url(`${MINI_SCHEME}${route}`, query);

const fixedApp = (id: string, path: string, page: string, query?: Record<string, string>, returnHome?: boolean): DeepLinkRule => ({
  id,
  kind: 'app',
  path,
  returnHome,
  build: () => app(page, query),
});
const fixedMini = (id: string, path: string, route: string, query?: Record<string, string>): DeepLinkRule => ({
  id,
  kind: 'mini',
  path,
  build: () => mini(route, query),
});

const upper = (value: string | null | undefined) => (value ? value.trim().toUpperCase() : '');
/** `base` + `quote` from the query, only when both are given (`BTC`, `USDT` → `BTCUSDT`). */
const pair = (query: URLSearchParams) => (query.get('base') && query.get('quote') ? `${upper(query.get('base'))}${upper(query.get('quote'))}` : null);
/** Quarterly futures codes: month letter H (Mar), M (Jun), U (Sep), Z (Dec) and a two-digit year, e.g. `BTCUSDH25`. */
export const QUARTERLY_SUFFIX = /[HMUZ]\d{2}$/;

/** The map, in matching order (first match wins; more specific paths first). */
export const DEEP_LINK_RULES: readonly DeepLinkRule[] = [
  // Fixed web → app screens.
  fixedApp('login', '/login', 'login', { fromWeb: '1' }),
  fixedApp('register', '/register', 'register', { fromWeb: '1', directlyRegister: '1' }),
  fixedApp('kyc', '/kyc/personal', 'kyc', { type: 'personal' }),
  fixedApp('fiatDeposit', '/fiat/deposit', 'fiat_deposit'),
  fixedApp('fiatWithdraw', '/fiat/withdraw', 'fiat_withdraw'),
  fixedApp('aboutUs', '/about-us', 'about_us'),
  fixedApp('botAccount', '/assets/tradingbot-account', 'assets_account', { account: '12' }, true),
  fixedApp('tradingAccount', '/assets/trading-account', 'assets_account', { account: '5' }, true),
  fixedApp('dualAsset', '/earn/dual-asset', 'dual_asset'),
  fixedApp('launchpool', '/launchpool', 'launchpool'),
  fixedApp('liquidityMining', '/earn/liquidity-mining', 'liquidity_mining'),
  fixedApp('invite', '/invite', 'referral'),
  fixedApp('security', '/user/security', 'security_center'),
  fixedApp('deposit', '/assets/deposit', 'deposit'),
  fixedApp('withdraw', '/assets/withdraw', 'withdraw'),
  // Asset pages → assets_account with account 1, 2, 4, 6 or none.
  fixedApp('assetsSpot', '/assets/spot', 'assets_account', { account: '1' }, true),
  fixedApp('assetsDerivatives', '/assets/derivatives', 'assets_account', { account: '2' }, true),
  fixedApp('assetsUsdc', '/assets/usdc', 'assets_account', { account: '4' }, true),
  fixedApp('assetsFiat', '/assets/fiat', 'assets_account', { account: '6' }, true),
  fixedApp('assetsOverview', '/assets/overview', 'assets_account', {}, true),
  fixedApp('assets', '/assets', 'assets_account', {}, true),
  // Financial wallet: transfer screen when asked, else the financial account (3).
  {
    id: 'financialTransfer',
    kind: 'app',
    path: '/assets/financial',
    build: (_p, q) => (q.get('faTransfer') === 'true' ? app('transfer', { to: 'financial', coin: upper(q.get('faCoin')) }) : null),
  },
  fixedApp('financialWallet', '/assets/financial', 'assets_account', { account: '3' }, true),
  fixedApp('financialOrders', '/assets/financial/orders', 'assets_account', { account: '3' }, true),
  // Markets → home tab 1.
  fixedApp('markets', '/markets', 'home', { tab: '1' }, true),
  fixedApp('marketsSub', '/markets/*rest', 'home', { tab: '1' }, true),
  // Trading → home tab 3 (spot) or tab 2 (derivatives).
  fixedApp('tradeSpot', '/trade/spot', 'home', { tab: '3' }, true),
  {
    id: 'tradeSpotPair',
    kind: 'app',
    path: '/trade/spot/:base/:quote',
    returnHome: true,
    build: (p) => app('home', { tab: '3', symbol: `${upper(p.base)}${upper(p.quote)}` }),
  },
  {
    id: 'tradeUsdt',
    kind: 'app',
    path: '/trade/usdt/:symbol',
    returnHome: true,
    build: (p) => app('home', { tab: '2', category: 'usdt', symbol: upper(p.symbol) }),
  },
  {
    id: 'tradeInverse',
    kind: 'app',
    path: '/trade/inverse/:symbol',
    returnHome: true,
    build: (p) =>
      app('home', { tab: '2', category: QUARTERLY_SUFFIX.test(upper(p.symbol)) ? 'inverse_futures' : 'inverse', symbol: upper(p.symbol) }),
  },
  {
    id: 'tradeUsdcFutures',
    kind: 'app',
    path: '/trade/futures/usdc/:symbol',
    returnHome: true,
    build: (p) => app('home', { tab: '2', category: 'usdc_futures', symbol: upper(p.symbol) }),
  },
  {
    id: 'tradeOption',
    kind: 'app',
    path: '/trade/option/usdc/:base',
    returnHome: true,
    build: (p) => app('home', { tab: '2', category: 'option', symbol: upper(p.base) }),
  },
  // Earn: flexible staking and savings → earn centre, type 4 by default.
  ...['/earn/flexible-staking', '/earn/savings'].map(
    (path): DeepLinkRule => ({
      id: path === '/earn/savings' ? 'earnSavings' : 'earnFlexibleStaking',
      kind: 'app',
      path,
      build: (_p, q) => app('earn_center', { type: /^\d+$/.test(q.get('type') ?? '') ? q.get('type') : '4', id: q.get('id') }),
    }),
  ),
  // Bot creation pages.
  {
    id: 'createSpotGrid',
    kind: 'app',
    path: '/tradingbot/spot-grid/create',
    build: (_p, q) => app('trading_bot/grid_create', { symbol: pair(q) }),
  },
  {
    id: 'createDca',
    kind: 'app',
    path: '/tradingbot/dca/create',
    build: (_p, q) => app('trading_bot/dca_create', { coin: upper(q.get('base')), currency: upper(q.get('quote')) }),
  },
  {
    id: 'createFuturesGrid',
    kind: 'app',
    path: '/tradingbot/futures-grid/create',
    build: (_p, q) => app('trading_bot/futures_grid_create', { symbol: pair(q) }),
  },
  {
    id: 'createMartingale',
    kind: 'app',
    path: '/tradingbot/martingale/create',
    build: (_p, q) => app('trading_bot/futures_martingale_create', { symbol: pair(q) }),
  },
  // Web → mini-app routes.
  fixedMini('ethStaking', '/earn/eth-staking', 'earn/eth-staking'),
  fixedMini('doubleWin', '/earn/double-win', 'earn/double-win'),
  fixedMini('discountBuy', '/earn/discount-buy', 'earn/discount-buy'),
  fixedMini('botHome', '/tradingbot', 'trading-bot/home'),
  fixedMini('myBots', '/tradingbot/my-bots', 'trading-bot/home', { tab: '0' }),
  fixedMini('referral', '/referral', 'referral'),
  fixedMini('launch', '/launchpad', 'launch'),
  fixedMini('rewardsHub', '/rewards-hub', 'rewards-hub'),
  fixedMini('myCampaigns', '/rewards-hub/my-campaigns', 'rewards-hub/my-campaigns'),
  fixedMini('myRewards', '/rewards-hub/my-rewards', 'rewards-hub/my-rewards'),
  {
    id: 'rewardDetail',
    kind: 'mini',
    path: '/rewards-hub/reward-detail',
    build: (_p, q) => mini('rewards-hub/reward-detail', { 'reward-id': q.get('rewardId'), 'reward-code': q.get('rewardCode') }),
  },
  {
    id: 'taskDetail',
    kind: 'mini',
    path: '/rewards-hub/task-detail',
    build: (_p, q) =>
      mini('rewards-hub/task-detail', { 'task-id': q.get('taskId'), 'rule-index': /^\d+$/.test(q.get('ruleIndex') ?? '') ? q.get('ruleIndex') : '0' }),
  },
  fixedMini('cards', '/cards', 'cards'),
  fixedMini('tools', '/tools', 'tools/discovery'),
  fixedMini('copyTrade', '/copy-trade', 'copy-trade/index'),
  fixedMini('traderCenter', '/copy-trade/trader-center', 'copy-trade/trader-center'),
  {
    id: 'copyTradeProfile',
    kind: 'mini',
    path: '/copy-trade/profile/:leaderMark',
    build: (p) => mini('copy-trade/profile', { leaderMark: p.leaderMark }),
  },
  fixedMini('nft', '/nft', 'nft'),
  fixedMini('giveawayClaim', '/giveaway/claim', 'giveaway/claim'),
  fixedMini('web3', '/web3', 'web3'),
  { id: 'web3Page', kind: 'mini', path: '/web3/*rest', build: (p) => mini(`web3/${p.rest}`) },
  fixedMini('vip', '/vip', 'vip-program'),
];

const DEEPLINK_PREFIX = 'deeplink_params__';

/** Path segments after the locale (and after `/tradingbot`'s locale); `null` if the path is empty. */
function pathSegments(pathname: string): string[] {
  const segments = pathname
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    });
  if (segments[0] === BASE_PATH.slice(1)) {
    if (segments[1] && looksLikeLocale(segments[1])) segments.splice(1, 1);
  } else if (segments[0] && looksLikeLocale(segments[0])) {
    segments.shift();
  }
  return segments;
}

function match(pattern: string, segments: readonly string[]): Params | null {
  const parts = pattern.split('/').filter(Boolean);
  const params: Record<string, string> = {};
  for (let i = 0; i < parts.length; i += 1) {
    const part = parts[i];
    if (part.startsWith('*')) {
      if (i >= segments.length) return null;
      params[part.slice(1)] = segments.slice(i).join('/');
      return params;
    }
    const segment = segments[i];
    if (segment === undefined) return null;
    if (part.startsWith(':')) params[part.slice(1)] = segment;
    else if (part !== segment.toLowerCase()) return null;
  }
  return segments.length === parts.length ? params : null;
}

function withPassThrough(target: string, query: URLSearchParams): string {
  const extra = [...query.entries()].filter(([key]) => key.startsWith(DEEPLINK_PREFIX) && key.length > DEEPLINK_PREFIX.length);
  if (extra.length === 0) return target;
  const [base, search = ''] = target.split('?');
  const params = new URLSearchParams(search);
  for (const [key, value] of extra) {
    const name = key.slice(DEEPLINK_PREFIX.length);
    if (!params.has(name)) params.set(name, value);
  }
  return `${base}?${params.toString()}`;
}

export interface ResolveOptions {
  /** The page's locale, used for the web fallback of trading-bot paths that lack one. */
  readonly locale?: string;
  /**
   * The page's origin (`https://www.exchange.com`). Relative links resolve
   * against it, and absolute links to another host stay web links. Without
   * it, absolute http(s) links are mapped by their path alone.
   */
  readonly origin?: string;
}

const FALLBACK_ORIGIN = 'https://exchange.invalid';

function webTarget(href: string, parsed: URL | null, options: ResolveOptions): string {
  if (!parsed || !parsed.pathname.startsWith(BASE_PATH)) return href;
  const segments = parsed.pathname.split('/').filter(Boolean);
  if (segments[0] !== BASE_PATH.slice(1) || (segments[1] && looksLikeLocale(segments[1]))) return href;
  const locale = normalizeLocale(options.locale);
  const rest = segments.slice(1);
  const path = `${BASE_PATH}/${locale}/${rest.length ? `${rest.join('/')}/` : ''}`;
  const relative = !/^[a-z][a-z0-9+.-]*:/i.test(href.trim());
  return `${relative ? '' : parsed.origin}${path}${parsed.search}${parsed.hash}`;
}

/**
 * Where a link leads: an app screen, a mini-app route, or the web. Never
 * throws; a link it cannot parse stays a web link.
 */
export function resolveDeepLink(href: string, options: ResolveOptions = {}): DeepLinkResult {
  const trimmed = href.trim();
  const lower = trimmed.toLowerCase();
  if (lower.startsWith(APP_SCHEME)) return { kind: 'app', target: trimmed };
  if (lower.startsWith('by-mini:') || lower.startsWith('by:')) return { kind: 'mini', target: trimmed };
  let parsed: URL | null;
  try {
    parsed = new URL(trimmed, options.origin ?? FALLBACK_ORIGIN);
  } catch {
    parsed = null;
  }
  if (!parsed || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')) return { kind: 'web', target: trimmed };
  if (options.origin) {
    let host: string | null = null;
    try {
      host = new URL(options.origin).host;
    } catch {
      host = null;
    }
    if (host !== null && parsed.host !== host) return { kind: 'web', target: trimmed };
  }
  const segments = pathSegments(parsed.pathname);
  for (const rule of DEEP_LINK_RULES) {
    const params = match(rule.path, segments);
    if (!params) continue;
    const target = rule.build(params, parsed.searchParams);
    if (target === null) continue;
    return {
      kind: rule.kind,
      target: withPassThrough(target, parsed.searchParams),
      ...(rule.returnHome ? { returnHome: true } : {}),
      rule: rule.id,
    };
  }
  return { kind: 'web', target: webTarget(trimmed, parsed, options) };
}

/**
 * What a click on a link does inside the app (spec §4):
 * - `launch`: `mailto:` / `tel:` through the app's URL launcher;
 * - `router`: app-scheme links, and mapped web paths with an app screen,
 *   pushed to the app router (`topPage` = return to the app home afterwards);
 * - `route-target`: `by:` / `by-mini:` links and mapped mini-app routes,
 *   through the app's route target;
 * - `web`: anything else; the webview follows the link.
 * The action names match `AppLinkAction` of `@tb/data-access-session`.
 */
export type LinkAction =
  | { readonly action: 'launch'; readonly target: string }
  | { readonly action: 'router'; readonly target: string; readonly topPage: boolean }
  | { readonly action: 'route-target'; readonly target: string }
  | { readonly action: 'web'; readonly target: string };

export function classifyLink(href: string, options: ResolveOptions = {}): LinkAction {
  const trimmed = href.trim();
  const lower = trimmed.toLowerCase();
  if (lower.startsWith('mailto:') || lower.startsWith('tel:')) return { action: 'launch', target: trimmed };
  const resolved = resolveDeepLink(trimmed, options);
  if (resolved.kind === 'app') return { action: 'router', target: resolved.target, topPage: Boolean(resolved.returnHome) };
  if (resolved.kind === 'mini') return { action: 'route-target', target: resolved.target };
  return { action: 'web', target: resolved.target };
}
