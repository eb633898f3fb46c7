import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { isolatedFigures } from '@tb/util-format';
import { fakeExchange, ok, renderInArea } from './test-harness';
import type { SpotSymbolItem } from '../api/types';
import AiPanel from './AiPanel';
import { AiApplied, aiChanges } from './AiApplied';
import { EMPTY_FORM } from './form';

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
  validation: { choose_start: 0, test_start: 4 * 86_400_000, test_end: 7 * 86_400_000, test_days: '3.000000', window_return: ret, max_drawdown: '0.031', apr: apy, fills, liquidations: 0, failure: '' as const },
});

/** What the exchange computes (ai-params-detail): three proposals that passed their walk-forward test. */
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
  loss_limit: '0.02',
  none_passed: false,
  withheld: [] as ReturnType<typeof proposal>[],
  list: [
    proposal(1, 'GRID_STYLE_HIGH_PROFITS', '60000.00', '70000.00', 30, 2, '0.412', '0.0079', '0.0098', 41),
    proposal(2, 'GRID_STYLE_STEADY', '55000.00', '75000.00', 40, 2, '0.183', '0.0035', '0.0057', 52),
    proposal(3, 'GRID_STYLE_HIGH_FREQUENCY', '63000.00', '67000.00', 80, 2, '-0.05', '-0.001', '0.0019', 96),
  ],
};

describe('AI parameters tab', () => {
  it('pre-selects the recommended style by the stated rule, shows each test’s return and drawdown over its days beside the APR annualised from them, and fills the form with the chosen one', async () => {
    const exchange = fakeExchange({ '/x-api/s1/bot/grid/v1/ai-params-detail': () => ok(RESULT) });
    const onUse = jest.fn();
    await renderInArea(<AiPanel item={ITEM} onUse={onUse} />);
    const group = await screen.findByRole('radiogroup', { name: 'Strategy style' });
    expect(group).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(3);
    expect(screen.getByRole('radio', { name: /High profits/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /High profits/ })).toHaveAccessibleName(/Best return/);
    expect(screen.getByText(/Pre-selected: the offered style whose test returned the most/)).toBeInTheDocument();
    // the rule: chosen before, tested on days it had not seen, and what is not offered
    expect(screen.getByText(/run by the same engine over the last 3 days, which it had not seen.*lost more than 2\.00%/)).toBeInTheDocument();
    // what it actually returned and its drawdown over the test days, next to the figure annualised from those days
    expect(screen.getByRole('radio', { name: /High profits/ })).toHaveAccessibleName(/Returned \+0\.79% over its 3 test days.*Max drawdown in the test: 3\.10%.*APR, annualised from 3 days: \+41\.20%/);
    expect(screen.getByRole('radio', { name: /Steady/ })).toHaveAccessibleName(/Profit per grid: 0\.57%.*Fills in the test: 52/);
    expect(screen.getByRole('radio', { name: /High frequency/ })).toHaveAccessibleName(/-5\.00%|−5\.00%/);
    // the grid profit's share beside the total, so a red total does not hide what the grid earned
    expect(screen.getByRole('radio', { name: /High frequency/ })).toHaveAccessibleName(/Grid profit APR: \+12\.00%/);
    expect(exchange.callsTo('ai-params-detail')[0].query.get('symbol')).toBe('BTCUSDT');

    await userEvent.click(screen.getByRole('radio', { name: /Steady/ }));
    expect(screen.getByText('40')).toBeInTheDocument();
    // the chosen style's test in full: its window, return, drawdown, APR labelled as annualised from 3 days
    const test = screen.getByRole('group', { name: 'Its test over 3 days it had not seen' });
    expect(test).toHaveTextContent(/Return over the 3 test days\+0\.35%/);
    expect(test).toHaveTextContent(/APR, annualised from 3 days only\+18\.30%/);
    await userEvent.click(screen.getByRole('button', { name: 'Use these parameters' }));
    expect(onUse).toHaveBeenCalledWith({ minPrice: '55000.00', maxPrice: '75000.00', cellNumber: '40', gridType: 'geometric' }, 'steady');
    exchange.restore();
  });

  it('says so when every style lost money over the window', async () => {
    const exchange = fakeExchange({ '/x-api/s1/bot/grid/v1/ai-params-detail': () => ok({ ...RESULT, all_lost: true, recommended_style_code: 2 }) });
    await renderInArea(<AiPanel item={ITEM} onUse={jest.fn()} />);
    expect(await screen.findByText(/Every offered style lost money in its test/)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Steady/ })).toBeChecked();
    exchange.restore();
  });

  it('keeps a signed return whole inside an Arabic sentence (a left-to-right isolate)', async () => {
    const exchange = fakeExchange({ '/x-api/s1/bot/grid/v1/ai-params-detail': () => ok(RESULT) });
    await renderInArea(<AiPanel item={ITEM} onUse={jest.fn()} />, { locale: 'ar-SA' });
    await screen.findByRole('radiogroup');
    expect(isolatedFigures(screen.getAllByText(/^العائد .* خلال /, { selector: '.sg-ai__return' })[0].textContent ?? '')).toContainEqual({ figure: '+0.79%', kind: 'ltr' });
    exchange.restore();
  });

  it('says plainly when no style passed its test, and why each was not offered', async () => {
    const failed = (p: ReturnType<typeof proposal>, failure: 'no_fills' | 'loss_beyond_limit', ret: string) => ({ ...p, validation: { ...p.validation, failure, window_return: ret } });
    const exchange = fakeExchange({
      '/x-api/s1/bot/grid/v1/ai-params-detail': () =>
        ok({ ...RESULT, list: [], none_passed: true, recommended_style_code: 0, withheld: [failed(RESULT.list[0], 'loss_beyond_limit', '-0.034'), failed(RESULT.list[1], 'loss_beyond_limit', '-0.025'), failed(RESULT.list[2], 'no_fills', '0')] }),
    });
    await renderInArea(<AiPanel item={ITEM} onUse={jest.fn()} />);
    const note = await screen.findByRole('note');
    expect(note).toHaveTextContent('No proposal passed its test over the last 3 days, so none is offered today.');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['High profits: lost 3.40% in its test (limit 2.00%)', 'Steady: lost 2.50% in its test (limit 2.00%)', 'High frequency: no trade in its test']);
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Use these parameters' })).toBeNull();
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
