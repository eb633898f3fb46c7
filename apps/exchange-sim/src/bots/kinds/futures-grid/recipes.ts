/**
 * How futures grids are made without a form (kit.ts `KindRecipes`): the
 * sample (ETHUSDT ±2 %, 6 cells, 5×, 500 USDT, neutral) and the seeded
 * leaders' (any mode, 3–12 % either side, 6–25 cells, 2–5×, 1,000–3,900 USDT).
 */
import type { KindRecipes } from '../../kit';

const CONTRACTS = ['BTCUSDT', 'ETHUSDT', 'SOLUSDT'];

export const futuresGridRecipes: KindRecipes = {
  sample: (m) => ({ symbol: 'ETHUSDT', grid_mode: 2, min_price: m.contractPrice('ETHUSDT', 0.98), max_price: m.contractPrice('ETHUSDT', 1.02), cell_number: 6, leverage: '5', total_investment: '500' }),
  leader: {
    weight: 1,
    body(m, { rand, pick, width }) {
      const symbol = pick(CONTRACTS);
      const mode = 1 + Math.floor(rand() * 3);
      return {
        symbol,
        grid_mode: mode,
        min_price: m.contractPrice(symbol, 1 - width),
        max_price: m.contractPrice(symbol, 1 + width),
        cell_number: 6 + Math.floor(rand() * 20),
        leverage: String(2 + Math.floor(rand() * 4)),
        total_investment: String(1000 + Math.floor(rand() * 30) * 100),
      };
    },
  },
};
