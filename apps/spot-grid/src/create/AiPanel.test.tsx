import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeExchange, ok, renderInArea } from '../test/harness';
import type { SpotSymbolItem } from '../api/types';
import AiPanel from './AiPanel';

const ITEM = { symbol: 'BTCUSDT', base_coin: 'BTC', quote_coin: 'USDT', tick_size: '0.01', price: '65000.00' } as SpotSymbolItem;

const proposal = (style_code: number, style: string, min: string, max: string, cells: number, grid_type: number, apy: string) => ({
  style,
  style_code,
  min_price: min,
  max_price: max,
  cell_number: cells,
  grid_type,
  max_drawdown_ratio: '0.031',
  volatility_ratio: '0.024',
  actual_apy: apy,
  annual_percentage_yield: apy,
  grid_apr: '0.12',
  backtest_fills: 40,
});

/** What the exchange computes (ai-params-detail): three proposals, backtested. */
const RESULT = {
  symbol: 'BTCUSDT',
  backtest_investment: '1000',
  window_start: 0,
  window_end: 0,
  candles: 10080,
  computed_at: 0,
  computation_ms: 60,
  cached: false,
  list: [
    proposal(1, 'GRID_STYLE_HIGH_PROFITS', '60000.00', '70000.00', 30, 2, '0.412'),
    proposal(2, 'GRID_STYLE_STEADY', '55000.00', '75000.00', 40, 1, '0.183'),
    proposal(3, 'GRID_STYLE_HIGH_FREQUENCY', '63000.00', '67000.00', 80, 1, '-0.05'),
  ],
};

describe('AI parameters tab', () => {
  it('offers the three styles with their backtest APR, steady first, and fills the form with the chosen one', async () => {
    const exchange = fakeExchange({ '/x-api/s1/bot/grid/v1/ai-params-detail': () => ok(RESULT) });
    const onUse = jest.fn();
    await renderInArea(<AiPanel item={ITEM} onUse={onUse} />);
    const group = await screen.findByRole('radiogroup', { name: 'Strategy style' });
    expect(group).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(3);
    expect(screen.getByRole('radio', { name: /Steady/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /High profits/ })).toHaveAccessibleName(/\+41\.20%/);
    expect(screen.getByRole('radio', { name: /High frequency/ })).toHaveAccessibleName(/-5\.00%|−5\.00%/);
    // the grid profit's share beside the total, so a red total does not hide what the grid earned
    expect(screen.getByRole('radio', { name: /High frequency/ })).toHaveAccessibleName(/Grid profit APR: \+12\.00%/);
    expect(exchange.callsTo('ai-params-detail')[0].query.get('symbol')).toBe('BTCUSDT');

    await userEvent.click(screen.getByRole('radio', { name: /High profits/ }));
    expect(screen.getByText('30')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Use these parameters' }));
    expect(onUse).toHaveBeenCalledWith({ minPrice: '60000.00', maxPrice: '70000.00', cellNumber: '30', gridType: 'geometric' });
    exchange.restore();
  });

  it('says when there are no proposals and retries on request', async () => {
    let calls = 0;
    const exchange = fakeExchange({
      '/x-api/s1/bot/grid/v1/ai-params-detail': () => {
        calls += 1;
        return ok({ ...RESULT, list: calls === 1 ? [] : RESULT.list });
      },
    });
    await renderInArea(<AiPanel item={ITEM} onUse={jest.fn()} />);
    expect(await screen.findByText('No AI parameters for this pair yet.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getAllByRole('radio')).toHaveLength(3));
    exchange.restore();
  });
});
