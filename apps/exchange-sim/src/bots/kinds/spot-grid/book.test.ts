import { type SpotGridState, createSpotGrid, stepSpotGrid } from '@tb/engine';
import { quietStep } from './book';
import { xorshift } from '../../../lib/xorshift';

const rules = { tickSize: '0.01', lotSize: '0.001', minQty: '0.001', maxQty: '1000', minNotional: '1', makerFee: '0.001', takerFee: '0.001' };
const market = { symbol: 'BTCUSDT', baseCoin: 'BTC', quoteCoin: 'USDT', lastPrice: '100', rules };

describe('quietStep (the runner’s fast path)', () => {
  it('gives exactly the engine’s state whenever it applies, and declines otherwise', () => {
    const random = xorshift(42);
    let applied = 0;
    let declined = 0;
    for (let run = 0; run < 150; run++) {
      const cells = 3 + Math.floor(random() * 10);
      const width = 0.02 + random() * 0.2;
      const stops = random() < 0.3;
      const created = createSpotGrid(
        {
          minPrice: (100 * (1 - width)).toFixed(2),
          maxPrice: (100 * (1 + width)).toFixed(2),
          cellNumber: cells,
          gridType: random() < 0.5 ? 'geometric' : 'arithmetic',
          quoteInvestment: '10000',
          ...(stops ? { takeProfitPrice: (100 * (1 + width) + 1).toFixed(2) } : {}),
        },
        market,
        0,
      );
      if (!created.ok) continue;
      let state: SpotGridState = created.state;
      let time = 0;
      let price = state.lastTicks;
      for (let step = 0; step < 40 && state.status === 'RUNNING'; step++) {
        const path = Array.from({ length: 1 + Math.floor(random() * 12) }, () => {
          price = Math.max(1, price + Math.round((random() - 0.5) * 60));
          time += 6_000;
          return { time, priceTicks: price };
        });
        const engine = stepSpotGrid(state, path);
        const fast = quietStep(state, path);
        if (fast) {
          applied++;
          expect(engine.events).toEqual([]);
          expect(fast).toEqual(engine.state);
        } else declined++;
        if (stops) expect(fast).toBeNull();
        state = engine.state;
      }
    }
    expect(applied).toBeGreaterThan(250);
    expect(declined).toBeGreaterThan(250);
  });
});
