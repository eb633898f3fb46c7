/**
 * Test support for the combo: three compiled perpetuals like the
 * simulator's (BTCUSDT tick 0.1 lot 0.001, ETHUSDT tick 0.01 lot 0.01,
 * SOLUSDT tick 0.01 lot 0.1 — three different quote scales, 4, 4 and 3), a
 * small-tier contract for the risk limit, prices, and an input builder.
 */
import { compileContract } from '../futures/contract';
import { ETH_PERP_RULES, btcPerpRules, perpRules } from '../testing/fixtures';
import type { ComboContracts, ComboInput, ComboPrices } from './types';
import type { ComboCandles } from './api-types';
import type { CandleSeries } from '../market/candles';
import { createPriceModel, generateHistory } from '../market/price-model';

export const COMBO_CONTRACTS: ComboContracts = {
  BTCUSDT: compileContract(btcPerpRules()),
  ETHUSDT: compileContract(ETH_PERP_RULES),
  SOLUSDT: compileContract(perpRules('0.01', '0.1', '79770', [['400000', 100, 50], ['800000', 150, 75]])),
  // a first tier of 2 000 USDT at 20×, then 5× only: a leg passes the risk limit quickly at 10×
  TINYUSDT: compileContract(perpRules('0.001', '1', '1000000', [['2000', 500, 250], ['100000', 2000, 1000]])),
  XRPUSDT: compileContract(perpRules('0.0001', '1', '6540000', [['400000', 134, 67]])),
  DOGEUSDT: compileContract(perpRules('0.00001', '1', '27000000', [['400000', 134, 67]])),
  ADAUSDT: compileContract(perpRules('0.0001', '1', '4600000', [['200000', 134, 67]])),
  AVAXUSDT: compileContract(perpRules('0.001', '0.1', '61000', [['200000', 200, 100]])),
  DOTUSDT: compileContract(perpRules('0.001', '0.1', '200000', [['200000', 200, 100]])),
  LINKUSDT: compileContract(perpRules('0.001', '0.1', '120000', [['200000', 200, 100]])),
  LTCUSDT: compileContract(perpRules('0.01', '0.1', '15000', [['200000', 200, 100]])),
};

/** Prices in ticks (mark = last). */
export const COMBO_PRICES: ComboPrices = {
  BTCUSDT: { mark: 672_505 },
  ETHUSDT: { mark: 348_025 },
  SOLUSDT: { mark: 14_862 },
  TINYUSDT: { mark: 1_000 },
  XRPUSDT: { mark: 5_234 },
  DOGEUSDT: { mark: 15_412 },
  ADAUSDT: { mark: 4_521 },
  AVAXUSDT: { mark: 35_180 },
  DOTUSDT: { mark: 7_012 },
  LINKUSDT: { mark: 15_234 },
  LTCUSDT: { mark: 8_456 },
};

/** A valid input: BTC long 0.5, ETH short 0.5, 5×, 1000 USDT, manual rebalancing; `over` replaces fields. */
export function comboInput(over: Partial<ComboInput> = {}): ComboInput {
  return {
    leverage: '5',
    init_margin: '1000',
    adjust_position_mode: 4,
    symbol_settings: [
      { symbol: 'BTCUSDT', side: 1, target_position_percent: '0.5' },
      { symbol: 'ETHUSDT', side: 2, target_position_percent: '0.5' },
    ],
    ...over,
  };
}

/** `minutes` 1-minute candles of BTCUSDT, ETHUSDT and SOLUSDT from 2024-01-01 at the fixture prices, from the price model. */
export function comboHistory(seed: number, minutes: number, annualVol = 0.8): ComboCandles {
  const spec: [string, number, string, string][] = [
    ['BTCUSDT', 672_505, '0.1', '0.001'],
    ['ETHUSDT', 348_025, '0.01', '0.01'],
    ['SOLUSDT', 14_862, '0.01', '0.1'],
  ];
  const out: Record<string, CandleSeries> = {};
  for (const [symbol, startPriceTicks, tickSize, lotSize] of spec) {
    out[symbol] = generateHistory(createPriceModel({ seed, symbol, startPriceTicks, startTime: Date.UTC(2024, 0, 1), tickSize, lotSize, volProfile: { annualVol } }), minutes).series;
  }
  return out;
}
