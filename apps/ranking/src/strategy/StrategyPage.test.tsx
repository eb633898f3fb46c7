import { screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { envelope, scriptedExchange } from '@tb/data-access-api/testing';
import { SPOT_GRID_PATHS, TOOLS_PATHS } from '@tb/contracts/paths';
import type { RankingRow, StrategySummary } from '../api/types';
import { renderRankingArea } from '../test/render';

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 10, 24);
const OK = { status_code: 200, debug_msg: '' };

const summary = (bot_type: string, over: Partial<StrategySummary> = {}): StrategySummary =>
  ({ bot_type, market: 'spot', ranked: true, has_ai: true, running_count: 7, ranked_count: 4, best_pnl_per: '0.1234', median_apr: '0.5', ...over }) as StrategySummary;
const top: RankingRow = {
  bot_id: '100000000000000042', bot_type: 'GRID_SPOT', symbol: 'BTCUSDT', base_token: 'BTC', quote_token: 'USDT', nick_name: 'Au***', start_time: NOW - 3 * DAY,
  run_time: 3 * DAY, total_pnl: '12', total_pnl_per: '0.1234', total_apr: '3', max_drawdown: '0.02', return_to_drawdown: '6.17', follow_num: 1, followers_pnl: '0', leverage: '', curve: [],
};

function strategyExchange() {
  return scriptedExchange((request) => {
    if (request.path === TOOLS_PATHS.auroraHome)
      return envelope({ ...OK, as_of: NOW, strategies: [summary('GRID_SPOT'), summary('DCA_SPOT', { ranked: false, ranked_count: 0, best_pnl_per: '', running_count: 2 })] });
    if (request.path === TOOLS_PATHS.auroraInfo)
      return envelope({
        ...OK,
        as_of: NOW,
        strategy: summary('GRID_SPOT'),
        params: [{ name: 'symbol', required: true, type: 'string' }, { name: 'take_profit_price', required: false, type: 'string' }],
        top: [top],
        yield_trend: [
          { statTime: NOW - DAY, yieldRateE4: 250, bots: 3 },
          { statTime: NOW, yieldRateE4: 1234, bots: 4 },
        ],
      });
    if (request.path === TOOLS_PATHS.chatStrategyInfo)
      return envelope({ ...OK, bot_type: 'GRID_SPOT', as_of: NOW, lines: [{ code: 'what', args: {} }, { code: 'live_running', args: { count: '7' } }, { code: 'live_best', args: { pnl_per: '0.1234', symbol: 'BTCUSDT', nick: 'Au***' } }] });
    if (request.path === TOOLS_PATHS.auroraCreation)
      return envelope({
        ...OK, bot_type: 'GRID_SPOT', symbol: request.body?.['symbol'], market: 'spot', last_price: '65000', source: 'ai',
        fields: [{ name: 'min_price', value: '60000' }, { name: 'cell_number', value: '20' }, { name: 'grid_type', value: '2' }, { name: 'take_profit_per', value: '0.05' }], backtest_return: '0.0025', backtest_apr: '0.3', backtest_max_drawdown: '0.05', backtest_days: '3.000000', none_passed: false, note: '', running_on_symbol: 3, best: top,
      });
    if (request.path === SPOT_GRID_PATHS.rankingFilter) return envelope({ ...OK, run_time: [], pnl_bands: [], sort: [] });
    if (request.path === TOOLS_PATHS.mixedRanking) return envelope({ ...OK, total: 0, page: 1, limit: 50, as_of: NOW, rows: [] });
    return undefined;
  });
}

let restore: () => void = () => undefined;
afterEach(() => restore());

describe('strategy pages', () => {
  it('explains a kind with its live figures, top bots, yield trend (yieldRateE4 / 100 %), parameters and where a bot would start', async () => {
    const ex = strategyExchange();
    restore = ex.restore;
    await renderRankingArea('ranking/strategy/spot-grid/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Spot grid strategy' })).toBeInTheDocument();
    expect(await screen.findByText('7 bots of this type are running now.')).toBeInTheDocument();
    expect(screen.getByText('The best copyable one made +12.34% on BTCUSDT (Au***).')).toBeInTheDocument();
    const trend = await screen.findByRole('list', { name: 'Median return per day' });
    const days = within(trend).getAllByRole('listitem');
    expect(days).toHaveLength(2);
    expect(days[1]).toHaveTextContent('12.34%');
    expect(days[0]).toHaveTextContent('2.50%');
    expect(screen.getByRole('link', { name: 'No. 1: BTCUSDT by Au***, return +12.34%' })).toHaveAttribute('href', '/tradingbot/en/spot-grid/follow/100000000000000042/?from=rank');
    // parameters in words, not API names
    expect(screen.getByText('Take-profit price')).toBeInTheDocument();
    expect(screen.queryByText('take_profit_price')).not.toBeInTheDocument();
    const fields = await screen.findByRole('list', { name: 'Proposed settings' });
    // values as a trader reads them: numbers grouped, codes in words, fractions as percents
    expect(within(fields).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Lower price: 60,000', 'Number of grids: 20', 'Grid spacing: Geometric', 'Take profit (% of PnL): 5.00%']);
    // the proposal's test: what it returned and its drawdown over its days, beside the APR labelled as annualised from them
    expect(screen.getByText('Return over its 3 test days').nextElementSibling).toHaveTextContent('+0.25%');
    expect(screen.getByText('Max drawdown over its 3 test days').nextElementSibling).toHaveTextContent('5.00%');
    expect(screen.getByText('APR, annualised from 3 days only').nextElementSibling).toHaveTextContent('+30.00%');
    expect(screen.getByRole('link', { name: 'Create a Spot grid bot' })).toHaveAttribute('href', '/tradingbot/en/spot-grid/create/?symbol=BTCUSDT');
    expect(ex.calls.find((c) => c.path === TOOLS_PATHS.auroraInfo)?.body).toEqual({ bot_type: 'GRID_SPOT', top_limit: 5, days: 30 });
    expect(ex.calls.find((c) => c.path === TOOLS_PATHS.auroraCreation)?.body).toEqual({ bot_type: 'GRID_SPOT', symbol: 'BTCUSDT' });
    // a visitor: the private discovery call is not made
    expect(ex.calls.some((c) => c.path.startsWith(TOOLS_PATHS.discoveryStrategyInfo))).toBe(false);
  });

  it('lists every strategy with its figures, each opening its page; the ranking links to the filtered kind’s', async () => {
    const ex = strategyExchange();
    restore = ex.restore;
    await renderRankingArea('ranking/strategy/');
    const cards = await screen.findByRole('list', { name: 'Strategies' });
    expect(within(cards).getByRole('link', { name: 'Spot grid' })).toHaveAttribute('href', '/tradingbot/en/ranking/strategy/spot-grid/');
    expect(within(cards).getByRole('link', { name: 'Spot DCA' })).toHaveAttribute('href', '/tradingbot/en/ranking/strategy/dca/');
    expect(within(cards).getAllByText('Running bots')[0].nextElementSibling).toHaveTextContent('7');
    restore();
    const again = strategyExchange();
    restore = again.restore;
    await renderRankingArea('ranking/?kind=spot-grid');
    const nav = await screen.findByRole('navigation', { name: 'Strategies' });
    expect(within(nav).getByRole('link', { name: 'About the Spot grid strategy' })).toHaveAttribute('href', '/tradingbot/en/ranking/strategy/spot-grid/');
  });

  it('reads right to left in Arabic and has no serious accessibility violation', async () => {
    const ex = strategyExchange();
    restore = ex.restore;
    const view = await renderRankingArea('ranking/strategy/spot-grid/', 'ar-SA');
    expect(await screen.findByRole('heading', { level: 1, name: 'استراتيجية شبكة فورية' })).toBeInTheDocument();
    await screen.findByRole('list', { name: 'الإعدادات المقترحة' });
    const results = await axe.run(view.container, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  });
});
