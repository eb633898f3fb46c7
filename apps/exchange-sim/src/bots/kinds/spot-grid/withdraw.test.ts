import { type SpotGridInput, type SpotGridState, type SpotMarket, createSpotGrid, stepSpotGrid, withdrawableProfit } from '@tb/engine';
import { withdrawLimit, withdrawableFromTicks } from './withdraw';
import { SMALL_BTC_SPOT } from '@tb/engine/testing';

const market: SpotMarket = SMALL_BTC_SPOT;
const input: SpotGridInput = { minPrice: '90', maxPrice: '110', cellNumber: 4, investMode: 'quote', quoteInvestment: '1000' };

function grid(): SpotGridState {
  const r = createSpotGrid(input, market, 1_000);
  if (!r.ok) throw new Error(r.validation.check_code);
  return r.state;
}
const move = (s: SpotGridState, ...prices: number[]) => stepSpotGrid(s, prices.map((p, i) => ({ time: 2_000 + i * 1_000, priceTicks: p }))).state;

describe('why withdrawable profit is what it is, and from what price it becomes withdrawable', () => {
  it('nothing booked yet: no_profit, no price', () => {
    const s = grid();
    expect(withdrawLimit(s, 10_000)).toBe('no_profit');
    expect(withdrawableFromTicks(s, 10_000, 3_000)).toBeNull();
  });

  it('grid profit eaten by the floating loss: capped by total PnL, withdrawable from the price the engine finds', () => {
    // a buy-low/sell-high pair completes (grid profit), then the price falls: the coins bought lose more than it
    const s = move(grid(), 9_500, 10_000, 9_000);
    expect(s.profitHeld).toBeGreaterThan(0);
    expect(withdrawableProfit(s, 9_000)).toBe(0);
    expect(withdrawLimit(s, 9_000)).toBe('total_pnl');
    const from = withdrawableFromTicks(s, 9_000, 3_000)!;
    expect(from).toBeGreaterThan(9_000);
    // exactly the first tick: a rise to it frees profit, a tick less does not
    expect(withdrawableProfit(move(s, from), from)).toBeGreaterThan(0);
    expect(withdrawableProfit(move(s, from - 1), from - 1)).toBe(0);
  });

  it('all held profit withdrawable: none, and no price to wait for', () => {
    const up = move(grid(), 9_500, 10_000, 10_500, 11_000);
    expect(up.profitHeld).toBeGreaterThan(0);
    expect(withdrawableProfit(up, 11_000)).toBe(up.profitHeld);
    expect(withdrawLimit(up, 11_000)).toBe('none');
    expect(withdrawableFromTicks(up, 11_000, 3_000)).toBeNull();
  });
});
