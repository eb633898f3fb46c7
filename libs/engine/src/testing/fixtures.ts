/**
 * Test support: a perpetual contract and seeded candle histories for tests
 * that need "some realistic market" rather than particular rules.
 */
import type { ContractRules } from '../futures/contract';
import type { SpotMarket } from '../spot-grid/types';
import type { CandleSeries } from '../market/candles';
import { createPriceModel, generateHistory } from '../market/price-model';

/** Perpetual rules on `tick` and `lot` (min qty one lot, min notional 5, fees 0.02 % / 0.055 %), tiers as [limit, imrE4, mmrE4] (max leverage 1 / imr). */
export function perpRules(tick: string, lot: string, maxQty: string, tiers: readonly (readonly [string, number, number])[]): ContractRules {
  return {
    tickSize: tick,
    lotSize: lot,
    minQty: lot,
    maxQty,
    minNotional: '5',
    makerFee: '0.0002',
    takerFee: '0.00055',
    riskTiers: tiers.map(([limit, imrE4, mmrE4]) => ({ limit, imrE4, mmrE4, maxLeverageE2: Math.floor(1_000_000 / imrE4) })),
  };
}

/**
 * The simulator's BTCUSDT perpetual (apps/exchange-sim's contract table):
 * tick 0.1, lot 0.001, max qty 1190, 100×, its first `tiers` risk tiers —
 * tier i (0-based) up to 2,000,000·(i+1) USDT at IMR 1 % + 0.5 %·i and
 * MMR 0.5 % + 0.25 %·i (tier 0: the worked example's MMR 0.5 %).
 */
export function btcPerpRules(tiers = 5): ContractRules {
  const rows = Array.from({ length: tiers }, (_, i): readonly [string, number, number] => [String(2_000_000 * (i + 1)), 100 + Math.round((i * 100) / 2), 50 + Math.round((i * 100) / 4)]);
  return { ...perpRules('0.1', '0.001', '1190', rows), maxLeverageE2: 10000 };
}

/** An ETHUSDT-like perpetual (tick 0.01, lot 0.01), two risk tiers: 50× to 200 000 USDT, 20× to 1 000 000. */
export const ETH_PERP_RULES: ContractRules = perpRules('0.01', '0.01', '5000', [
  ['200000', 200, 100],
  ['1000000', 500, 250],
]);

/** `minutes` 1-minute ETHUSDT candles from 2024-01-01 at 3000.00 (ticks of 0.01), from the price model with seed `seed`. */
export function ethHistory(seed: number, minutes: number, annualVol: number, lotSize = '0.01'): CandleSeries {
  return generateHistory(
    createPriceModel({ seed, symbol: 'ETHUSDT', startPriceTicks: 300_000, startTime: Date.UTC(2024, 0, 1), tickSize: '0.01', lotSize, volProfile: { annualVol } }),
    minutes,
  ).series;
}

/** The spot grid tests' small BTCUSDT pair at 100: tick 0.01, lot 0.001, min notional 1, maker 0.1 %, taker 0.2 % (numbers easy to follow by hand). */
export const SMALL_BTC_SPOT: SpotMarket = {
  symbol: 'BTCUSDT',
  baseCoin: 'BTC',
  quoteCoin: 'USDT',
  lastPrice: '100',
  rules: { tickSize: '0.01', lotSize: '0.001', minQty: '0.001', maxQty: '1000', minNotional: '1', makerFee: '0.001', takerFee: '0.002' },
};

/** The size of a property or a fuzz: full in `npm run proof`, a fifth in `npm test` (see property.ts). */
export { propertyRuns, propertySize, PROPERTY_FULL } from './property';

/** "Bad input → check code" tables (check-cases.ts). */
export { checkCases } from './check-cases';
export type { CheckCase, CheckCaseTable } from './check-cases';
