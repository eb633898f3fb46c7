import { DEEP_LINK_RULES, classifyLink, resolveDeepLink } from './deep-links';

/** [web link, kind, target, returnHome, rule] — every rule of the map appears at least once. */
const TABLE: readonly [string, 'app' | 'mini', string, boolean, string][] = [
  ['/en/login', 'app', 'tbapp://login?fromWeb=1', false, 'login'],
  ['/zh-TW/register', 'app', 'tbapp://register?fromWeb=1&directlyRegister=1', false, 'register'],
  ['/en/kyc/personal', 'app', 'tbapp://kyc?type=personal', false, 'kyc'],
  ['/en/fiat/deposit', 'app', 'tbapp://fiat_deposit', false, 'fiatDeposit'],
  ['/en/fiat/withdraw', 'app', 'tbapp://fiat_withdraw', false, 'fiatWithdraw'],
  ['/en/about-us', 'app', 'tbapp://about_us', false, 'aboutUs'],
  ['/en/assets/tradingbot-account', 'app', 'tbapp://assets_account?account=12', true, 'botAccount'],
  ['/en/assets/trading-account', 'app', 'tbapp://assets_account?account=5', true, 'tradingAccount'],
  ['/en/earn/dual-asset', 'app', 'tbapp://dual_asset', false, 'dualAsset'],
  ['/en/launchpool', 'app', 'tbapp://launchpool', false, 'launchpool'],
  ['/en/earn/liquidity-mining', 'app', 'tbapp://liquidity_mining', false, 'liquidityMining'],
  ['/en/invite', 'app', 'tbapp://referral', false, 'invite'],
  ['/en/user/security', 'app', 'tbapp://security_center', false, 'security'],
  ['/en/assets/deposit', 'app', 'tbapp://deposit', false, 'deposit'],
  ['/en/assets/withdraw', 'app', 'tbapp://withdraw', false, 'withdraw'],
  ['/en/assets/spot', 'app', 'tbapp://assets_account?account=1', true, 'assetsSpot'],
  ['/en/assets/derivatives', 'app', 'tbapp://assets_account?account=2', true, 'assetsDerivatives'],
  ['/en/assets/usdc', 'app', 'tbapp://assets_account?account=4', true, 'assetsUsdc'],
  ['/en/assets/fiat', 'app', 'tbapp://assets_account?account=6', true, 'assetsFiat'],
  ['/en/assets/overview', 'app', 'tbapp://assets_account', true, 'assetsOverview'],
  ['/en/assets', 'app', 'tbapp://assets_account', true, 'assets'],
  ['/en/assets/financial?faTransfer=true&faCoin=usdt', 'app', 'tbapp://transfer?to=financial&coin=USDT', false, 'financialTransfer'],
  ['/en/assets/financial?faTransfer=true', 'app', 'tbapp://transfer?to=financial', false, 'financialTransfer'],
  ['/en/assets/financial', 'app', 'tbapp://assets_account?account=3', true, 'financialWallet'],
  ['/en/assets/financial?faTransfer=false', 'app', 'tbapp://assets_account?account=3', true, 'financialWallet'],
  ['/en/assets/financial/orders', 'app', 'tbapp://assets_account?account=3', true, 'financialOrders'],
  ['/en/markets', 'app', 'tbapp://home?tab=1', true, 'markets'],
  ['/en/markets/spot/usdt', 'app', 'tbapp://home?tab=1', true, 'marketsSub'],
  ['/en/trade/spot', 'app', 'tbapp://home?tab=3', true, 'tradeSpot'],
  ['/en/trade/spot/BTC/USDT', 'app', 'tbapp://home?tab=3&symbol=BTCUSDT', true, 'tradeSpotPair'],
  ['/en/trade/spot/eth/usdc', 'app', 'tbapp://home?tab=3&symbol=ETHUSDC', true, 'tradeSpotPair'],
  ['/en/trade/usdt/BTCUSDT', 'app', 'tbapp://home?tab=2&category=usdt&symbol=BTCUSDT', true, 'tradeUsdt'],
  ['/en/trade/inverse/BTCUSD', 'app', 'tbapp://home?tab=2&category=inverse&symbol=BTCUSD', true, 'tradeInverse'],
  ['/en/trade/inverse/BTCUSDH25', 'app', 'tbapp://home?tab=2&category=inverse_futures&symbol=BTCUSDH25', true, 'tradeInverse'],
  ['/en/trade/inverse/ETHUSDZ26', 'app', 'tbapp://home?tab=2&category=inverse_futures&symbol=ETHUSDZ26', true, 'tradeInverse'],
  ['/en/trade/futures/usdc/BTC-27JUN25', 'app', 'tbapp://home?tab=2&category=usdc_futures&symbol=BTC-27JUN25', true, 'tradeUsdcFutures'],
  ['/en/trade/option/usdc/BTC', 'app', 'tbapp://home?tab=2&category=option&symbol=BTC', true, 'tradeOption'],
  ['/en/earn/flexible-staking', 'app', 'tbapp://earn_center?type=4', false, 'earnFlexibleStaking'],
  ['/en/earn/flexible-staking?id=42', 'app', 'tbapp://earn_center?type=4&id=42', false, 'earnFlexibleStaking'],
  ['/en/earn/savings?type=2&id=7', 'app', 'tbapp://earn_center?type=2&id=7', false, 'earnSavings'],
  ['/en/earn/savings?type=abc', 'app', 'tbapp://earn_center?type=4', false, 'earnSavings'],
  ['/tradingbot/en/spot-grid/create/?base=BTC&quote=USDT', 'app', 'tbapp://trading_bot/grid_create?symbol=BTCUSDT', false, 'createSpotGrid'],
  ['/tradingbot/en/spot-grid/create/', 'app', 'tbapp://trading_bot/grid_create', false, 'createSpotGrid'],
  ['/tradingbot/en/spot-grid/create/?base=BTC', 'app', 'tbapp://trading_bot/grid_create', false, 'createSpotGrid'],
  ['/tradingbot/zh-TW/dca/create/?base=btc&quote=usdt', 'app', 'tbapp://trading_bot/dca_create?coin=BTC&currency=USDT', false, 'createDca'],
  ['/tradingbot/en/dca/create/?base=ETH', 'app', 'tbapp://trading_bot/dca_create?coin=ETH', false, 'createDca'],
  ['/tradingbot/en/futures-grid/create/?base=BTC&quote=USDT', 'app', 'tbapp://trading_bot/futures_grid_create?symbol=BTCUSDT', false, 'createFuturesGrid'],
  ['/tradingbot/en/martingale/create/?base=ETH&quote=USDT', 'app', 'tbapp://trading_bot/futures_martingale_create?symbol=ETHUSDT', false, 'createMartingale'],
  ['/en/earn/eth-staking', 'mini', 'by-mini://earn/eth-staking', false, 'ethStaking'],
  ['/en/earn/double-win', 'mini', 'by-mini://earn/double-win', false, 'doubleWin'],
  ['/en/earn/discount-buy', 'mini', 'by-mini://earn/discount-buy', false, 'discountBuy'],
  ['/tradingbot/en/', 'mini', 'by-mini://trading-bot/home', false, 'botHome'],
  ['/tradingbot/en/my-bots/', 'mini', 'by-mini://trading-bot/home?tab=0', false, 'myBots'],
  ['/en/referral', 'mini', 'by-mini://referral', false, 'referral'],
  ['/en/launchpad', 'mini', 'by-mini://launch', false, 'launch'],
  ['/en/rewards-hub', 'mini', 'by-mini://rewards-hub', false, 'rewardsHub'],
  ['/en/rewards-hub/my-campaigns', 'mini', 'by-mini://rewards-hub/my-campaigns', false, 'myCampaigns'],
  ['/en/rewards-hub/my-rewards', 'mini', 'by-mini://rewards-hub/my-rewards', false, 'myRewards'],
  ['/en/rewards-hub/reward-detail?rewardId=r1&rewardCode=XY', 'mini', 'by-mini://rewards-hub/reward-detail?reward-id=r1&reward-code=XY', false, 'rewardDetail'],
  ['/en/rewards-hub/task-detail?taskId=t9', 'mini', 'by-mini://rewards-hub/task-detail?task-id=t9&rule-index=0', false, 'taskDetail'],
  ['/en/rewards-hub/task-detail?taskId=t9&ruleIndex=3', 'mini', 'by-mini://rewards-hub/task-detail?task-id=t9&rule-index=3', false, 'taskDetail'],
  ['/en/cards', 'mini', 'by-mini://cards', false, 'cards'],
  ['/en/tools', 'mini', 'by-mini://tools/discovery', false, 'tools'],
  ['/en/copy-trade', 'mini', 'by-mini://copy-trade/index', false, 'copyTrade'],
  ['/en/copy-trade/trader-center', 'mini', 'by-mini://copy-trade/trader-center', false, 'traderCenter'],
  ['/en/copy-trade/profile/abc123', 'mini', 'by-mini://copy-trade/profile?leaderMark=abc123', false, 'copyTradeProfile'],
  ['/en/nft', 'mini', 'by-mini://nft', false, 'nft'],
  ['/en/giveaway/claim', 'mini', 'by-mini://giveaway/claim', false, 'giveawayClaim'],
  ['/en/web3', 'mini', 'by-mini://web3', false, 'web3'],
  ['/en/web3/swap/eth', 'mini', 'by-mini://web3/swap/eth', false, 'web3Page'],
  ['/en/vip', 'mini', 'by-mini://vip-program', false, 'vip'],
];

describe('deep-link map (spec §2)', () => {
  it('the table covers every rule', () => {
    const covered = new Set(TABLE.map((row) => row[4]));
    expect(DEEP_LINK_RULES.map((rule) => rule.id).filter((id) => !covered.has(id))).toEqual([]);
    expect(new Set(DEEP_LINK_RULES.map((rule) => rule.id)).size).toBe(DEEP_LINK_RULES.length);
  });

  it.each(TABLE)('%s → %s %s', (web, kind, target, returnHome, rule) => {
    expect(resolveDeepLink(web, { locale: 'en' })).toEqual({ kind, target, ...(returnHome ? { returnHome: true } : {}), rule });
  });

  it.each(TABLE)('%s matches without its locale, with a trailing slash and as an absolute URL', (web, kind, target) => {
    const noLocale = web.replace(/^\/(en|zh-TW)(?=\/)/, '').replace(/^\/tradingbot\/(en|zh-TW)(?=\/)/, '/tradingbot');
    expect(resolveDeepLink(noLocale)).toMatchObject({ kind, target });
    const [path, query] = web.split('?');
    const slashed = `${path.endsWith('/') ? path : `${path}/`}${query ? `?${query}` : ''}`;
    expect(resolveDeepLink(slashed)).toMatchObject({ kind, target });
    expect(resolveDeepLink(`https://www.exchange.com${web}`, { origin: 'https://www.exchange.com' })).toMatchObject({ kind, target });
  });

  it('passes deeplink_params__ query values on without the prefix; the rule\'s own values win', () => {
    expect(resolveDeepLink('/en/login?deeplink_params__from=banner&utm=x').target).toBe('tbapp://login?fromWeb=1&from=banner');
    expect(resolveDeepLink('/en/markets?deeplink_params__tab=9&deeplink_params__pair=BTC').target).toBe('tbapp://home?tab=1&pair=BTC');
    expect(resolveDeepLink('/en/nft?deeplink_params__id=5').target).toBe('by-mini://nft?id=5');
    expect(resolveDeepLink('/en/nft?deeplink_params__=5').target).toBe('by-mini://nft');
  });

  it.each([
    ['/en/some/unknown/page'],
    ['/en/trade/spot/BTC'],
    ['/en/trade/usdt'],
    ['/tradingbot/en/combo/create/'],
    ['/tradingbot/en/spot-grid/detail/123/'],
    ['/tradingbot/en/ranking/'],
    ['/en/earn'],
    ['/en/login/extra'],
    ['https://other.example.com/en/login'],
    ['ftp://www.exchange.com/en/login'],
    ['javascript:alert(1)'],
    ['#top'],
    [''],
  ])('%p stays a web link', (href) => {
    expect(resolveDeepLink(href, { origin: 'https://www.exchange.com' })).toEqual({ kind: 'web', target: href });
  });

  it('gives a web trading-bot link its locale', () => {
    expect(resolveDeepLink('/tradingbot/ranking', { locale: 'zh-TW' })).toEqual({ kind: 'web', target: '/tradingbot/zh-TW/ranking/' });
    expect(resolveDeepLink('https://www.exchange.com/tradingbot/combo/create?x=1', { locale: 'ar-SA' })).toEqual({
      kind: 'web',
      target: 'https://www.exchange.com/tradingbot/ar-SA/combo/create/?x=1',
    });
    expect(resolveDeepLink('/tradingbot/en/ranking/', { locale: 'zh-TW' })).toEqual({ kind: 'web', target: '/tradingbot/en/ranking/' });
  });

  it('keeps app-scheme and by/by-mini links as they are', () => {
    expect(resolveDeepLink('tbapp://home?tab=2')).toEqual({ kind: 'app', target: 'tbapp://home?tab=2' });
    expect(resolveDeepLink('by-mini://nft')).toEqual({ kind: 'mini', target: 'by-mini://nft' });
    expect(resolveDeepLink('by://earn/home')).toEqual({ kind: 'mini', target: 'by://earn/home' });
  });
});

describe('link classifier (spec §4)', () => {
  const base = { origin: 'https://www.exchange.com', locale: 'en' };
  it.each<[string, ReturnType<typeof classifyLink>]>([
    ['mailto:support@exchange.com', { action: 'launch', target: 'mailto:support@exchange.com' }],
    ['TEL:+85212345678', { action: 'launch', target: 'TEL:+85212345678' }],
    ['tbapp://login?fromWeb=1', { action: 'router', target: 'tbapp://login?fromWeb=1', topPage: false }],
    ['by:earn/home', { action: 'route-target', target: 'by:earn/home' }],
    ['by-mini://copy-trade/index', { action: 'route-target', target: 'by-mini://copy-trade/index' }],
    ['/en/login', { action: 'router', target: 'tbapp://login?fromWeb=1', topPage: false }],
    ['/en/markets', { action: 'router', target: 'tbapp://home?tab=1', topPage: true }],
    ['https://www.exchange.com/en/assets/spot', { action: 'router', target: 'tbapp://assets_account?account=1', topPage: true }],
    ['/en/vip', { action: 'route-target', target: 'by-mini://vip-program' }],
    ['/en/blog/post-1', { action: 'web', target: '/en/blog/post-1' }],
    ['https://elsewhere.example/en/login', { action: 'web', target: 'https://elsewhere.example/en/login' }],
  ])('%s', (href, expected) => {
    expect(classifyLink(href, base)).toEqual(expected);
  });
});
