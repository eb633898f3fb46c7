/**
 * How spot grids are made without a form (kit.ts `KindRecipes`): the proof
 * suite's sample (±2 % around BTCUSDT, 6 cells, 1,000 USDT), and the seeded
 * leaders' grids: 3–12 % either side of the price, 6–29 cells, 1,000–4,900
 * USDT; a fifth of the later leaders copy an earlier leader's grid (its
 * range and cell count, `create_type` copy from the ranking).
 */
import type { KindRecipes } from '../../kit';

const SPOT = ['BTCUSDT', 'ETHUSDT', 'SOLUSDT'];

export const spotGridRecipes: KindRecipes = {
  sample: (m) => ({ symbol: 'BTCUSDT', min_price: m.spotPrice('BTCUSDT', 0.98), max_price: m.spotPrice('BTCUSDT', 1.02), cell_number: 6, quote_investment: '1000' }),
  leader: {
    weight: 2,
    body(m, { rand, pick, width }) {
      const symbol = pick(SPOT);
      return { symbol, min_price: m.spotPrice(symbol, 1 - width), max_price: m.spotPrice(symbol, 1 + width), cell_number: 6 + Math.floor(rand() * 24), quote_investment: String(1000 + Math.floor(rand() * 40) * 100) };
    },
    copy(leader, m, { rand }) {
      const state = JSON.parse(leader.state) as { levels: number[]; config: { cellNumber: number } };
      return {
        symbol: leader.symbol,
        min_price: m.spotTicks(leader.symbol, state.levels[0]),
        max_price: m.spotTicks(leader.symbol, state.levels[state.levels.length - 1]),
        cell_number: state.config.cellNumber,
        quote_investment: String(500 + Math.floor(rand() * 20) * 100),
        followed_grid_id: leader.id,
        create_type: 1,
        block_source: 3,
      };
    },
  },
};
