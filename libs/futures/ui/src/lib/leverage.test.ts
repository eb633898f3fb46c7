import { checkLeverage } from '@tb/engine';
import { exposureValue, leverageLimit, readLeverage } from './leverage';
import { USDT, btc } from './test-support';

describe('leverageLimit: the contract cap and the risk tier of the planned position', () => {
  it('is the contract’s cap without an exposure, or while the exposure is not a number yet', () => {
    expect(leverageLimit(btc)).toEqual({ maxE2: 10000, binding: null });
    expect(leverageLimit(btc, { margin: '' })).toEqual({ maxE2: 10000, binding: null });
  });

  it('a fixed position value: the tier it is in decides (3,000,000 USDT → tier 2, 66.66x)', () => {
    const limit = leverageLimit(btc, { value: '3000000' });
    expect(limit.maxE2).toBe(6666);
    expect(limit.binding?.tier?.id).toBe(2);
    expect(limit.binding?.valueUnits).toBe(3_000_000 * USDT);
    expect(leverageLimit(btc, { value: '2000000' })).toEqual({ maxE2: 10000, binding: null });
  });

  it('a margin: the position grows with the leverage — 50,000 USDT stops at 66.66x (3,333,000 USDT, tier 2); 66.67x would be 3,333,500 in tier 2', () => {
    const limit = leverageLimit(btc, { margin: '50000' });
    expect(limit.maxE2).toBe(6666);
    expect(limit.binding?.tier?.id).toBe(2);
    expect(limit.binding?.valueUnits).toBe(3_333_500 * USDT);
  });

  it('a margin whose position outgrows the last risk limit: 300,000 USDT stops at 33.33x; 20,000,000 USDT allows nothing', () => {
    const limit = leverageLimit(btc, { margin: '300000' });
    expect(limit.maxE2).toBe(3333);
    expect(limit.binding?.tier).toBeNull();
    expect(limit.binding?.valueUnits).toBe(10_002_000 * USDT);
    expect(leverageLimit(btc, { margin: '20000000' }).maxE2).toBe(0);
  });

  it.each(['777', '123456.7', '2500000'])('agrees with the engine’s checkLeverage at every E2 step (margin %s USDT)', (margin) => {
    const { maxE2 } = leverageLimit(btc, { margin });
    for (let e2 = 100; e2 <= btc.maxLeverageE2; e2++) {
      let allowed = true;
      try {
        checkLeverage(btc, e2, exposureValue(btc, { margin }, e2)!);
      } catch {
        allowed = false;
      }
      expect([e2, allowed]).toEqual([e2, e2 <= maxE2]);
    }
  });
});

describe('readLeverage', () => {
  it('reads typed text exactly, in the engine’s format', () => {
    expect(readLeverage(btc, '12.5')).toEqual({ ok: true, e2: 1250 });
    expect(readLeverage(btc, '66.66')).toEqual({ ok: true, e2: 6666 });
    expect(readLeverage(btc, '')).toEqual({ ok: false, reason: 'empty' });
    expect(readLeverage(btc, '1.234')).toEqual({ ok: false, reason: 'format' });
    expect(readLeverage(btc, '5x')).toEqual({ ok: false, reason: 'format' });
    expect(readLeverage(btc, '0.99')).toEqual({ ok: false, reason: 'low' });
    expect(readLeverage(btc, '100.01')).toEqual({ ok: false, reason: 'contract', e2: 10001, maxE2: 10000 });
    expect(readLeverage(btc, '123456789')).toMatchObject({ ok: false, reason: 'contract', maxE2: 10000 });
  });

  it('refuses a leverage the position’s risk tier does not allow, naming the tier, the value and the highest allowed', () => {
    const reading = readLeverage(btc, '75', { value: '3000000' });
    expect(reading).toMatchObject({ ok: false, reason: 'risk', e2: 7500, maxE2: 6666, valueUnits: 3_000_000 * USDT });
    expect(!reading.ok && reading.reason === 'risk' && reading.tier.id).toBe(2);
    expect(readLeverage(btc, '34', { margin: '300000' })).toMatchObject({ ok: false, reason: 'beyond', e2: 3400, maxE2: 3333, valueUnits: 10_200_000 * USDT });
    expect(readLeverage(btc, '33.33', { margin: '300000' })).toEqual({ ok: true, e2: 3333 });
  });
});
