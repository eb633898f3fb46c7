import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeExchange, ok, renderInArea } from '../test/harness';
import type { SpotSymbolItem } from '../api/types';
import AiPanel from './AiPanel';
import { AiApplied, aiChanges } from './AiApplied';
import { EMPTY_FORM } from '../lib/form';

const ITEM = { symbol: 'BTCUSDT', base_coin: 'BTC', quote_coin: 'USDT', tick_size: '0.01', price: '65000.00' } as SpotSymbolItem;

const proposal = (style_code: number, style: string, min: string, max: string, cells: number, grid_type: number, apy: string, ret: string, perGrid: string, fills: number) => ({
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
  backtest_fills: fills,
  backtest_return: ret,
  profit_per_grid: perGrid,
});

/** What the exchange computes (ai-params-detail): three proposals, backtested. */
const RESULT = {
  symbol: 'BTCUSDT',
  backtest_investment: '1000',
  window_start: 0,
  window_end: 7 * 86_400_000,
  candles: 10080,
  computed_at: 0,
  computation_ms: 60,
  cached: false,
  recommended_style_code: 1,
  all_lost: false,
  list: [
    proposal(1, 'GRID_STYLE_HIGH_PROFITS', '60000.00', '70000.00', 30, 2, '0.412', '0.0079', '0.0098', 41),
    proposal(2, 'GRID_STYLE_STEADY', '55000.00', '75000.00', 40, 2, '0.183', '0.0035', '0.0057', 52),
    proposal(3, 'GRID_STYLE_HIGH_FREQUENCY', '63000.00', '67000.00', 80, 2, '-0.05', '-0.001', '0.0019', 96),
  ],
};

describe('AI parameters tab', () => {
  it('pre-selects the recommended style by the stated rule, shows each backtest’s return over its window beside the APR, and fills the form with the chosen one', async () => {
    const exchange = fakeExchange({ '/x-api/s1/bot/grid/v1/ai-params-detail': () => ok(RESULT) });
    const onUse = jest.fn();
    await renderInArea(<AiPanel item={ITEM} onUse={onUse} />);
    const group = await screen.findByRole('radiogroup', { name: 'Strategy style' });
    expect(group).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(3);
    expect(screen.getByRole('radio', { name: /High profits/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /High profits/ })).toHaveAccessibleName(/Best return/);
    expect(screen.getByText(/Pre-selected: the style whose backtest returned the most over the last 7d/)).toBeInTheDocument();
    // what it actually returned over the window, next to the annualised figure
    expect(screen.getByRole('radio', { name: /High profits/ })).toHaveAccessibleName(/Returned \+0\.79% in 7d.*Backtest APR: \+41\.20%/);
    expect(screen.getByRole('radio', { name: /Steady/ })).toHaveAccessibleName(/Profit per grid: 0\.57%.*Fills in the backtest: 52/);
    expect(screen.getByRole('radio', { name: /High frequency/ })).toHaveAccessibleName(/-5\.00%|−5\.00%/);
    // the grid profit's share beside the total, so a red total does not hide what the grid earned
    expect(screen.getByRole('radio', { name: /High frequency/ })).toHaveAccessibleName(/Grid profit APR: \+12\.00%/);
    expect(exchange.callsTo('ai-params-detail')[0].query.get('symbol')).toBe('BTCUSDT');

    await userEvent.click(screen.getByRole('radio', { name: /Steady/ }));
    expect(screen.getByText('40')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Use these parameters' }));
    expect(onUse).toHaveBeenCalledWith({ minPrice: '55000.00', maxPrice: '75000.00', cellNumber: '40', gridType: 'geometric' }, 'steady');
    exchange.restore();
  });

  it('says so when every style lost money over the window', async () => {
    const exchange = fakeExchange({ '/x-api/s1/bot/grid/v1/ai-params-detail': () => ok({ ...RESULT, all_lost: true, recommended_style_code: 2 }) });
    await renderInArea(<AiPanel item={ITEM} onUse={jest.fn()} />);
    expect(await screen.findByText(/Every style lost money over this window/)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Steady/ })).toBeChecked();
    exchange.restore();
  });

  it('keeps a signed return whole inside an Arabic sentence (a left-to-right isolate)', async () => {
    const exchange = fakeExchange({ '/x-api/s1/bot/grid/v1/ai-params-detail': () => ok(RESULT) });
    await renderInArea(<AiPanel item={ITEM} onUse={jest.fn()} />, { locale: 'ar-SA' });
    await screen.findByRole('radiogroup');
    expect(screen.getAllByText(/^العائد .* خلال /, { selector: '.sg-ai__return' })[0].textContent).toMatch(/\u2066\u200e?\+0\.79%\u2069/);
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

describe('aiChanges / AiApplied', () => {
  it('lists every value the style changed, before → after, grid type included, and nothing it left alone', async () => {
    const before = { ...EMPTY_FORM, symbol: 'BTCUSDT', minPrice: '58500.00', maxPrice: '71500.00', cellNumber: '20', gridType: 'arithmetic' as const };
    const changes = aiChanges(before, { minPrice: '60000.00', maxPrice: '71500.00', cellNumber: '30', gridType: 'geometric' });
    expect(changes.map((c) => c.field)).toEqual(['minPrice', 'cellNumber', 'gridType']);
    await renderInArea(<AiApplied style="high_profits" changes={changes} tickSize="0.01" />);
    expect(screen.getByTestId('ai-changes').parentElement).toHaveTextContent('High profits applied. It changed:');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Lower price: 58,500.00 → 60,000.00', 'Number of grids: 20 → 30', 'Grid type: Arithmetic → Geometric']);
  });
});
