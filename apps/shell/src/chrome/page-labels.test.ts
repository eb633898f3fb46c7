import { pageLabelOf } from './page-labels';

describe('page labels for analytics', () => {
  it.each([
    ['/tradingbot/en/', 'TRADING_BOT_PAGE'],
    ['/tradingbot/zh-TW/spot-grid/create/', 'TRADING_BOT_PAGE'],
    ['/tradingbot/en/dca/detail/1/', 'TRADING_BOT_PAGE'],
    ['/tradingbot/en/ranking/', 'TRADING_BOT_PAGE'],
    ['/tradingbot/en/ai-pick/', 'TRADING_BOT_PAGE'],
    ['/tradingbot/en/futures-grid/create/', 'DERIVATIVES_PAGE'],
    ['/tradingbot/en/martingale/round/1/2/', 'DERIVATIVES_PAGE'],
    ['/tradingbot/en/combo/detail/1/', 'DERIVATIVES_PAGE'],
    ['/tradingbot/ar-SA/combo/create/', 'FCOMBO_CREATE_PAGE'],
    ['/tradingbot/en/no-such-area/', 'UNSPECIFIED_PAGE'],
    ['/en/login', 'UNSPECIFIED_PAGE'],
  ])('%s → %s', (path, label) => {
    expect(pageLabelOf(path)).toBe(label);
  });
});
