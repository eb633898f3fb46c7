import { GRID_STYLES, preferredStyle, proposeSpotGridParams, proposeSpotGridStyles, type AiGridProposal } from './ai-params';
import { createPriceModel, generateHistory } from '../market/price-model';
import { validateSpotGrid } from '../spot-grid/validate';

const rules = (tickSize: string, lotSize: string, maxQty: string) => ({ tickSize, lotSize, minQty: lotSize, maxQty, minNotional: '5', makerFee: '0.001', takerFee: '0.001' });

/** Symbols of every volatility profile (major, large cap, alt, small cap) at their own price scales. */
const SYMBOLS = [
  { symbol: 'BTCUSDT', base: 'BTC', ticks: 6_500_000, tickSize: '0.01', lotSize: '0.00001', maxQty: '100' },
  { symbol: 'SOLUSDT', base: 'SOL', ticks: 15_000, tickSize: '0.01', lotSize: '0.001', maxQty: '100000' },
  { symbol: 'DOGEUSDT', base: 'DOGE', ticks: 1_500_000, tickSize: '0.00001', lotSize: '1', maxQty: '10000000' },
  { symbol: 'PEPEUSDT', base: 'PEPE', ticks: 1_200, tickSize: '0.00000001', lotSize: '1000', maxQty: '100000000' },
];

function market(s: (typeof SYMBOLS)[number], lastTicks: number) {
  const decimals = s.tickSize.split('.')[1]?.length ?? 0;
  return { symbol: s.symbol, baseCoin: s.base, quoteCoin: 'USDT', lastPrice: (lastTicks / 10 ** decimals).toFixed(decimals), rules: rules(s.tickSize, s.lotSize, s.maxQty) };
}

function week(s: (typeof SYMBOLS)[number], seed: string, days = 7) {
  return generateHistory(createPriceModel({ seed, symbol: s.symbol, startPriceTicks: s.ticks, startTime: Date.UTC(2024, 0, 1), tickSize: s.tickSize, lotSize: s.lotSize }), days * 1440).series;
}

const width = (p: AiGridProposal) => Math.log(Number(p.maxPrice) / Number(p.minPrice));
const by = (list: readonly AiGridProposal[]) => Object.fromEntries(list.map((p) => [p.style, p])) as Record<AiGridProposal['style'], AiGridProposal>;

describe('proposeSpotGridStyles: each style does what its name says', () => {
  const SEEDS = Array.from({ length: 10 }, (_, i) => `seed-${i}`);
  const cases = SYMBOLS.flatMap((s) => SEEDS.map((seed) => [s.symbol, seed, s] as const));

  it.each(cases)('%s seed %s: steady widest, high profits most profit per grid, high frequency most fills, all valid', (_symbol, seed, s) => {
    const candles = week(s, seed);
    const last = candles.close[candles.length - 1];
    const mkt = market(s, last);
    const { proposals, preferred, allLost } = proposeSpotGridStyles(candles, mkt, '10000');
    expect(proposals.map((p) => p.style)).toEqual(GRID_STYLES);
    const p = by(proposals);
    // steady: the widest range; high profits' strictly narrower
    expect(width(p.steady)).toBeGreaterThanOrEqual(width(p.high_frequency));
    expect(width(p.steady)).toBeGreaterThan(width(p.high_profits));
    // high profits: strictly the most profit per completed grid
    expect(p.high_profits.profitPerGrid).toBeGreaterThan(p.steady.profitPerGrid);
    expect(p.high_profits.profitPerGrid).toBeGreaterThan(p.high_frequency.profitPerGrid);
    // high frequency: at least as many fills as each other style
    expect(p.high_frequency.backtestFills).toBeGreaterThanOrEqual(p.high_profits.backtestFills);
    expect(p.high_frequency.backtestFills).toBeGreaterThanOrEqual(p.steady.backtestFills);
    for (const x of proposals) {
      expect(validateSpotGrid({ minPrice: x.minPrice, maxPrice: x.maxPrice, cellNumber: x.cellNumber, gridType: 'geometric', quoteInvestment: '10000' }, mkt).check_code).toBe('SPOT_CHECK_CODE_SUCCESS_UNSPECIFIED');
      expect(x.profitPerGrid).toBeGreaterThan(0);
      expect(Number.isFinite(x.backtestReturn)).toBe(true);
      expect(x.backtestGridApr).toBeGreaterThanOrEqual(0);
    }
    // the pre-selected style is the best by the stated rule: no style returned more
    for (const x of proposals) expect(p[preferred].backtestReturn).toBeGreaterThanOrEqual(x.backtestReturn);
    expect(allLost).toBe(proposals.every((x) => x.backtestReturn < 0));
  });

  it('is deterministic, and one style alone is the same proposal', () => {
    const s = SYMBOLS[1];
    const candles = week(s, 'ai');
    const mkt = market(s, candles.close[candles.length - 1]);
    const all = proposeSpotGridStyles(candles, mkt, '5000');
    expect(proposeSpotGridStyles(candles, mkt, '5000')).toEqual(all);
    expect(proposeSpotGridParams('steady', candles, mkt, '5000')).toEqual(by(all.proposals).steady);
  });
});

describe('preferredStyle', () => {
  const p = (style: AiGridProposal['style'], backtestReturn: number, backtestMaxDrawdown = 0.1) => ({ style, backtestReturn, backtestMaxDrawdown });

  it('pre-selects the largest return over the window, never a loss when another style earned', () => {
    expect(preferredStyle([p('high_profits', 0.01), p('steady', -0.0786), p('high_frequency', 0.004)])).toBe('high_profits');
  });

  it('breaks a tie by the smaller drawdown, then by the wider range', () => {
    expect(preferredStyle([p('high_profits', 0.01, 0.2), p('steady', 0.01, 0.3), p('high_frequency', 0.01, 0.1)])).toBe('high_frequency');
    expect(preferredStyle([p('high_frequency', 0.01), p('high_profits', 0.01), p('steady', 0.01)])).toBe('steady');
  });

  it('when all lost, the smallest loss', () => {
    expect(preferredStyle([p('high_profits', -0.05), p('steady', -0.02), p('high_frequency', -0.03)])).toBe('steady');
  });
});
