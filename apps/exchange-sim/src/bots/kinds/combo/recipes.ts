/**
 * How futures combos are made without a form (kit.ts `KindRecipes`): the
 * sample (BTC long and ETH short at half each, 2×, 2,000 USDT, rebalanced
 * hourly or at 5 % drift) and the seeded leaders' (two of BTC, ETH, SOL,
 * 2–3×, 2,000–4,900 USDT, rebalanced daily or at 5 % drift).
 */
import type { KindRecipes } from '../../kit';

export const comboRecipes: KindRecipes = {
  sample: () => ({
    leverage: '2',
    init_margin: '2000',
    adjust_position_mode: 3,
    adjust_position_percent: '0.05',
    adjust_position_time_interval: 3600,
    symbol_settings: [
      { symbol: 'BTCUSDT', side: 1, target_position_percent: '0.5' },
      { symbol: 'ETHUSDT', side: 2, target_position_percent: '0.5' },
    ],
  }),
  leader: {
    weight: 1,
    body(_m, { rand }) {
      const [a, b] = rand() < 0.5 ? ['BTCUSDT', 'ETHUSDT'] : ['ETHUSDT', 'SOLUSDT'];
      return {
        leverage: String(2 + Math.floor(rand() * 2)),
        init_margin: String(2000 + Math.floor(rand() * 30) * 100),
        adjust_position_mode: 3,
        adjust_position_percent: '0.05',
        adjust_position_time_interval: 86_400,
        symbol_settings: [
          { symbol: a, side: 1, target_position_percent: '0.5' },
          { symbol: b, side: rand() < 0.5 ? 1 : 2, target_position_percent: '0.5' },
        ],
      };
    },
  },
};
