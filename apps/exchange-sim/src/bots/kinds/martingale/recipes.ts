/**
 * How futures martingales are made without a form (kit.ts `KindRecipes`):
 * the sample (BTCUSDT long, 3×, 1 % steps, 1.5× adds, 3 adds, 1,000 USDT,
 * 1 % round TP) and the seeded leaders' (either side, 2–4×, 1–2 % steps).
 */
import type { KindRecipes } from '../../kit';

const CONTRACTS = ['BTCUSDT', 'ETHUSDT', 'SOLUSDT'];

export const martingaleRecipes: KindRecipes = {
  sample: () => ({ symbol: 'BTCUSDT', martingale_mode: 1, leverage: '3', price_float_percent: '0.01', add_position_percent: '1.5', add_position_num: 3, init_margin: '1000', round_tp_percent: '0.01' }),
  leader: {
    weight: 1,
    body: (_m, { rand, pick }) => ({
      symbol: pick(CONTRACTS),
      martingale_mode: 1 + Math.floor(rand() * 2),
      leverage: String(2 + Math.floor(rand() * 3)),
      price_float_percent: pick(['0.01', '0.015', '0.02']),
      add_position_percent: pick(['1.5', '2']),
      add_position_num: 3 + Math.floor(rand() * 3),
      init_margin: String(1000 + Math.floor(rand() * 20) * 100),
      round_tp_percent: pick(['0.01', '0.015', '0.02']),
    }),
  },
};
