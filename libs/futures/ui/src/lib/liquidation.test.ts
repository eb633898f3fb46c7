import { estimateLiquidation, qtyToLots, priceToTicks, type FuturesFill } from '@tb/engine';
import { addMarginEstimate, estimatePlan, planFills, positionFromFigures } from './liquidation';
import { markDistance } from './mark-distance';
import { USDT, btc } from './test-support';

const buy = (price: string, qty = '1') => ({ side: 'buy' as const, price, qty });
const sell = (price: string, qty = '1') => ({ side: 'sell' as const, price, qty });
const ticks = (price: string) => priceToTicks(btc.market, price);

describe('estimatePlan (the engine’s estimateLiquidation on a planned set of fills)', () => {
  it('the worked example: long 1 BTC at 20,000, 50x, MMR 0.5 % → 19,700 (IM 400, MM 100); short → 20,300', () => {
    const long = estimatePlan(btc, 5000, [buy('20000')]);
    expect(long).toMatchObject({ ok: true, side: 'long', liqTicks: ticks('19700'), marginUnits: 400 * USDT, feeUnits: 4 * USDT });
    const short = estimatePlan(btc, 5000, [sell('20000')]);
    expect(short).toMatchObject({ ok: true, side: 'short', liqTicks: ticks('20300'), marginUnits: 400 * USDT });
  });

  it('a neutral grid’s two sides at 10x, by hand: long (19,000 + 18,000) → (37,000 + 185 − 3,700) / 2 = 16,742.5; short (21,000 + 22,000) → (43,000 − 215 + 4,300) / 2 = 23,542.5', () => {
    expect(estimatePlan(btc, 1000, [buy('19000'), buy('18000')])).toMatchObject({ ok: true, liqTicks: ticks('16742.5'), marginUnits: 3_700 * USDT });
    expect(estimatePlan(btc, 1000, [sell('21000'), sell('22000')])).toMatchObject({ ok: true, liqTicks: ticks('23542.5'), marginUnits: 4_300 * USDT });
  });

  it('rounds the trigger to the tick against the trader: a long’s up, a short’s down', () => {
    // long 3 × 0.001 BTC at 20,000.1 / 20,000.2 / 20,000.4, 50x: exact trigger not on the tick
    const fills = [buy('20000.1', '0.001'), buy('20000.2', '0.001'), buy('20000.4', '0.001')];
    const estimate = estimatePlan(btc, 5000, fills);
    const engine = estimateLiquidation(btc, 5000, planFills(btc, fills)!);
    expect(estimate.ok && estimate.liqTicks).toBe(engine.liqTicks);
    // in quote units of 0.0001 USDT: V = 600,007; M = Σ ceil(part × 100 / 5000) = 3 × 4,001; MM = ceil(V × 0.005) = 3,001
    // ⇒ liq = (V + MM − M) / 3 lots = 197,001.67 ticks (19,700.1667), shown 19,700.2 (up: never later than the exact point)
    expect(estimate.ok && estimate.liqTicks).toBe(ticks('19700.2'));
    // short at 20,000.1 / 20,000.2 / 20,000.5: (600,008 − 3,001 + 12,003) / 3 = 203,003.33 ticks, shown 20,300.3 (down)
    const short = estimatePlan(btc, 5000, [sell('20000.1', '0.001'), sell('20000.2', '0.001'), sell('20000.5', '0.001')]);
    expect(short.ok && short.liqTicks).toBe(ticks('20300.3'));
  });

  it('names the risk tier a plan would break at its leverage, with the position value', () => {
    const refused = estimatePlan(btc, 10000, [buy('100000', '15'), buy('100000', '15')]);
    expect(refused).toMatchObject({ ok: false, reason: 'risk', valueUnits: 3_000_000 * USDT });
    expect(!refused.ok && refused.reason === 'risk' && refused.tier?.id).toBe(2);
    const beyond = estimatePlan(btc, 1000, [buy('100000', '101')]);
    expect(beyond).toMatchObject({ ok: false, reason: 'risk', tier: null, valueUnits: 10_100_000 * USDT });
  });

  it('waits for a complete plan: nothing planned, a price off the tick or a quantity off the lot', () => {
    expect(estimatePlan(btc, 5000, [])).toEqual({ ok: false, reason: 'incomplete' });
    expect(estimatePlan(btc, 5000, [buy('20000.05')])).toEqual({ ok: false, reason: 'incomplete' });
    expect(estimatePlan(btc, 5000, [buy('20000', '0.0005')])).toEqual({ ok: false, reason: 'incomplete' });
    expect(estimatePlan(btc, 5000, [buy('20000', '0'), buy('20000')])).toMatchObject({ ok: true });
  });
});

describe('markDistance', () => {
  it('is exact, says the side, and grows a tone as it closes (danger ≤ 3 %, warn ≤ 10 %)', () => {
    expect(markDistance(btc, 'long', ticks('19700'), '20000')).toEqual({ fraction: '0.015', direction: 'below', past: false, tone: 'danger' });
    expect(markDistance(btc, 'short', ticks('23542.5'), '20000')).toEqual({ fraction: '0.177125', direction: 'above', past: false, tone: 'safe' });
    expect(markDistance(btc, 'long', ticks('16742.5'), '18000')).toMatchObject({ direction: 'below', tone: 'warn' });
    expect(markDistance(btc, 'long', ticks('19700'), '19650')).toMatchObject({ past: true, tone: 'danger' });
    expect(markDistance(btc, 'long', ticks('19700'), '')).toBeNull();
  });
});

describe('positionFromFigures / addMarginEstimate (detail page, add margin)', () => {
  it('rebuilds the engine position of a detail page: the worked example again, and 100 USDT more margin moves it to 19,600', () => {
    const position = positionFromFigures(btc, { side: 'long', size: '1', entryPrice: '20000', margin: '400', leverage: '50' })!;
    expect(position).toMatchObject({ side: 'long', lots: 1000, cost: 200_000_000, margin: 400 * USDT, liqTicks: ticks('19700') });
    expect(addMarginEstimate(btc, position, '100')).toEqual({ now: ticks('19700'), after: ticks('19600'), addedUnits: 100 * USDT });
    expect(addMarginEstimate(btc, position, '')).toEqual({ now: ticks('19700'), after: ticks('19700'), addedUnits: 0 });
  });

  it('an average entry off the tick is rebuilt exactly from two neighbouring ticks (same trigger as the real fills)', () => {
    const real: FuturesFill[] = [
      { side: 'sell', ticks: ticks('20000'), lots: qtyToLots(btc.market, '1'), liquidity: 'maker' },
      { side: 'sell', ticks: ticks('20000.1'), lots: qtyToLots(btc.market, '1'), liquidity: 'maker' },
    ];
    const engine = estimateLiquidation(btc, 2000, real).position;
    const rebuilt = positionFromFigures(btc, { side: 'short', size: '2', entryPrice: '20000.05', margin: String(engine.margin / USDT), leverage: '20' })!;
    expect(rebuilt.cost).toBe(engine.cost);
    expect(rebuilt.liqTicks).toBe(engine.liqTicks);
  });

  it('refuses figures it cannot rebuild', () => {
    expect(positionFromFigures(btc, { side: 'long', size: '0.0005', entryPrice: '20000', margin: '400', leverage: '50' })).toBeNull();
    expect(positionFromFigures(btc, { side: 'long', size: '1', entryPrice: '', margin: '400', leverage: '50' })).toBeNull();
    expect(positionFromFigures(btc, { side: 'long', size: '1', entryPrice: '20000', margin: '0', leverage: '50' })).toBeNull();
  });
});

describe('withinDistance and priceDistance (the engine watch’s rule)', () => {
  it('is within exactly when |mark − liq| ≤ distance × mark, or past; the tone uses the same rule', async () => {
    const { withinDistance, priceDistance } = await import('./mark-distance');
    // long: liq 90, mark 100 → 10 % exactly: within 0.1, not within 0.0999
    expect(withinDistance('long', '90', '100', '0.1')).toBe(true);
    expect(withinDistance('long', '90', '100', '0.0999')).toBe(false);
    expect(withinDistance('long', '90', '89', '0.01')).toBe(true); // past
    // short: liq 110, mark 100
    expect(withinDistance('short', '110', '100', '0.1')).toBe(true);
    expect(withinDistance('short', '110', '100', '0.09')).toBe(false);
    expect(withinDistance('short', '', '100', '0.5')).toBe(false);
    expect(priceDistance('long', '90', '100', { danger: '0.05', warn: '0.1' })).toEqual({ fraction: '0.1', direction: 'below', past: false, tone: 'warn' });
    expect(priceDistance('long', '90', '100', { danger: '0.05', warn: '0.0999' })?.tone).toBe('safe');
  });
});
