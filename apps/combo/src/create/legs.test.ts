import { applyMode, botModeOf, botModeWire, evenSplit, evenSplitBp, percentToWeight, remainderBp, sideCode, sideOf, toggleLeg, weightBp, weightsExact, weightToPercent, type Leg } from './legs';

const leg = (symbol: string, side: Leg['side'], weight: string): Leg => ({ symbol, side, weight });

describe('combo legs', () => {
  it('splits evenly with the remainder 0.01 %s on the first legs, always summing to 100 %', () => {
    expect(evenSplitBp(3)).toEqual([3334, 3333, 3333]);
    expect(evenSplitBp(7)).toEqual([1429, 1429, 1429, 1429, 1428, 1428, 1428]);
    for (let n = 2; n <= 10; n++) expect(evenSplitBp(n).reduce((a, b) => a + b, 0)).toBe(10_000);
    const legs = evenSplit([leg('BTCUSDT', 'long', ''), leg('ETHUSDT', 'short', ''), leg('SOLUSDT', 'long', '')]);
    expect(legs.map((l) => l.weight)).toEqual(['33.34', '33.33', '33.33']);
    expect(legs.map((l) => percentToWeight(l.weight))).toEqual(['0.3334', '0.3333', '0.3333']);
    expect(weightsExact(legs)).toBe(true);
  });

  it('says the remainder to 100 % exactly, and is exact only at 0', () => {
    const legs = [leg('BTCUSDT', 'long', '50'), leg('ETHUSDT', 'long', '30.5')];
    expect(remainderBp(legs)).toBe(1950);
    expect(weightsExact(legs)).toBe(false);
    expect(remainderBp([leg('A', 'long', '60'), leg('B', 'long', '40.01')])).toBe(-1);
    expect(remainderBp([leg('A', 'long', ''), leg('B', 'long', '40')])).toBeNull();
    expect(weightsExact([leg('A', 'long', '0.1'), leg('B', 'long', '99.9')])).toBe(true);
  });

  it('accepts weights of at most two decimals above 0 and up to 100', () => {
    expect(weightBp('33.34')).toBe(3334);
    expect(weightBp('33.345')).toBeNull();
    expect(weightBp('0')).toBeNull();
    expect(weightBp('100.01')).toBeNull();
    expect(weightBp('abc')).toBeNull();
    expect(weightToPercent('0.3334')).toBe('33.34');
  });

  it('names the bot mode from the sides, and the wire codes of the sides', () => {
    expect(botModeOf([leg('A', 'long', '50'), leg('B', 'long', '50')])).toBe('long');
    expect(botModeOf([leg('A', 'short', '50'), leg('B', 'short', '50')])).toBe('short');
    expect(botModeOf([leg('A', 'long', '50'), leg('B', 'short', '50')])).toBe('mix');
    expect(botModeWire([leg('A', 'long', '50'), leg('B', 'short', '50')])).toBe('BOT_MODE_MIX');
    expect([sideCode('long'), sideCode('short')]).toEqual([1, 2]);
    expect([sideOf(2), sideOf('SIDE_SHORT'), sideOf(1), sideOf('SIDE_LONG')]).toEqual(['short', 'short', 'long', 'long']);
  });

  it('adds and removes contracts (re-split evenly), never two legs of one contract nor more than ten', () => {
    let legs: Leg[] = [];
    legs = toggleLeg(legs, 'BTCUSDT');
    legs = toggleLeg(legs, 'ETHUSDT');
    expect(legs.map((l) => [l.symbol, l.weight])).toEqual([
      ['BTCUSDT', '50'],
      ['ETHUSDT', '50'],
    ]);
    legs = toggleLeg(legs, 'BTCUSDT');
    expect(legs.map((l) => [l.symbol, l.weight])).toEqual([['ETHUSDT', '100']]);
    for (let i = 0; i < 12; i++) legs = toggleLeg(legs, `C${i}USDT`);
    expect(legs).toHaveLength(10);
    expect(weightsExact(legs)).toBe(true);
  });

  it('applies the long / short / mix quick choice', () => {
    const legs = [leg('A', 'long', '40'), leg('B', 'long', '30'), leg('C', 'long', '30')];
    expect(applyMode(legs, 'short').map((l) => l.side)).toEqual(['short', 'short', 'short']);
    expect(applyMode(legs, 'mix').map((l) => l.side)).toEqual(['long', 'short', 'long']);
    expect(applyMode(legs, 'mix').map((l) => l.weight)).toEqual(['40', '30', '30']);
  });
});
