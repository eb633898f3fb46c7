/**
 * How DCA bots are made without a form (kit.ts `KindRecipes`): the sample
 * (20 USDT of ETH every 30 minutes) and the seeded leaders' (20–90 USDT of
 * BTC or ETH every hour, 4 hours or day).
 */
import type { KindRecipes } from '../../kit';

export const dcaRecipes: KindRecipes = {
  sample: () => ({ parameters: { frequency_in_second: 1800, quote_coin: 'USDT', pairs: [{ base: 'ETH', amount: '20' }] } }),
  leader: {
    weight: 1,
    body: (_m, { rand, pick }) => ({ parameters: { frequency_in_second: pick([3600, 14_400, 86_400]), quote_coin: 'USDT', pairs: [{ base: pick(['BTC', 'ETH']), amount: String(20 + Math.floor(rand() * 8) * 10) }] } }),
  },
};
