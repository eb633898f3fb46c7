/**
 * Test support: a perpetual contract and seeded candle histories for tests
 * that need "some realistic market" rather than particular rules.
 */
import type { ContractRules } from '../futures/contract';
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
