/**
 * AI martingale parameters (designed; the public get-symbol-ai-params call):
 * for a contract and a mode, settings chosen from the recent volatility of
 * its last price and proven on the same candles by the engine's backtest.
 *
 * - volatility σ: the root mean square of the hourly returns of the candles'
 *   closes (an estimate, in floating point; never money);
 * - candidates: price float 1.5 σ, 3 σ and 5 σ (rounded up to 0.1 %, within
 *   0.2 % … 5 %: an add every one-and-a-half to five typical hours' moves) ×
 *   leverage 10×, 5×, 3×, 2×, 1× (what the contract allows), each with
 *   5 adds of 1.5× the one before and a round take profit of price float ×
 *   leverage / 2 of the round's margin (half the first add's move, in margin
 *   terms, rounded to 0.1 %, within 0.2 % … 100 %); a candidate whose
 *   worst-case plan liquidates before its last add is dropped (validate.ts);
 * - each candidate is backtested (backtest/martingale-backtest.ts) on the
 *   candles with the given marks; the proposal is the one with the fewest
 *   liquidations, then the highest APR, then the lowest drawdown (the first
 *   rule before stop 24 was "the highest surviving leverage", which on a
 *   trending week proposed a 10× long that the same backtest liquidated);
 * - the initial margin: the backtest's budget, raised to what the smallest
 *   round needs when that is more;
 * - auto-cycle on, no stop loss, no entry price.
 * The chosen candidate's APR, max drawdown, rounds and liquidations are
 * reported with the proposal: a losing week still shows as a loss.
 */
import type { CandleSeries } from '../market/candles';
import type { MarkSeries } from '../market/mark-price';
import type { FuturesContract } from '../futures/contract';
import { backtestMartingale } from '../backtest/martingale-backtest';
import { compareDecimal, unitsToDecimal } from '../core/decimal';
import { ticksToPrice } from '../core/rules';
import { validateMartingale } from './validate';
import { MARTINGALE_CHECK_SUCCESS, type MartingaleInput, type MartingaleMarket, type MartingaleMode } from './types';

/** A proposal and its backtest. */
export interface MartingaleAiProposal {
  readonly input: MartingaleInput;
  /** Hourly volatility (fraction). */
  readonly volatility: number;
  readonly backtestApr: number;
  readonly backtestMaxDrawdown: number;
  readonly backtestRounds: number;
  readonly backtestLiquidations: number;
}

const LEVERAGES = [1000, 500, 300, 200, 100];
/** Price float candidates, in hourly volatilities. */
const FLOAT_SIGMAS = [1.5, 3, 5];
/** Fewest hourly returns the volatility needs. */
export const AI_MIN_HOURS = 6;

/** Hourly volatility of the candles' closes (root mean square of the hourly returns), or null with too few hours. */
export function hourlyVolatility(candles: CandleSeries): number | null {
  const hours = Math.floor(candles.length / 60);
  if (hours < AI_MIN_HOURS) return null;
  let sum = 0;
  for (let h = 1; h <= hours; h++) {
    const a = candles.close[(h - 1) * 60];
    const b = candles.close[Math.min(candles.length - 1, h * 60)];
    const r = b / a - 1;
    sum += r * r;
  }
  return Math.sqrt(sum / hours);
}

const permille = (x: number, min: number, max: number): number => Math.min(max, Math.max(min, Math.ceil(x * 1000 - 1e-9)));

/**
 * Proposes settings for `mode` on `contract` from `candles` (last prices in
 * the contract's ticks) and backtests them with `marks`; null when the
 * history is too short or no leverage survives the worst-case plan.
 */
export function proposeMartingaleParams(
  mode: MartingaleMode,
  candles: CandleSeries,
  marks: MarkSeries,
  contract: FuturesContract,
  market: Omit<MartingaleMarket, 'lastPrice' | 'markPrice'>,
  budget: string,
): MartingaleAiProposal | null {
  const sigma = hourlyVolatility(candles);
  if (sigma === null) return null;
  const lastPrice = ticksToPrice(contract.market, candles.close[candles.length - 1]);
  let best: MartingaleAiProposal | null = null;
  const floats = [...new Set(FLOAT_SIGMAS.map((k) => permille(k * sigma, 2, 50)))];
  for (const pf of floats) {
    for (const leverageE2 of LEVERAGES) {
      if (leverageE2 > contract.maxLeverageE2) continue;
      const base = {
        mode,
        leverage: unitsToDecimal(leverageE2, 2),
        priceFloatPercent: unitsToDecimal(pf, 3),
        addPositionPercent: '1.5',
        addPositionNum: 5,
        roundTpPercent: unitsToDecimal(permille(((pf / 1000) * leverageE2) / 200, 2, 1000), 3),
        autoCycle: true,
      };
      const limits = validateMartingale(base, contract, { lastPrice });
      if (limits.check_code !== MARTINGALE_CHECK_SUCCESS || limits.plan === null || limits.init_margin.min === '') continue;
      const input: MartingaleInput = { ...base, initMargin: compareDecimal(budget, limits.init_margin.min) >= 0 ? budget : limits.init_margin.min };
      const bt = backtestMartingale(input, contract, market, candles, { marks });
      if (!bt.ok) continue;
      const candidate: MartingaleAiProposal = {
        input,
        volatility: sigma,
        backtestApr: bt.apr,
        backtestMaxDrawdown: bt.maxDrawdown,
        backtestRounds: bt.rounds.length,
        backtestLiquidations: bt.liquidations.length,
      };
      if (best === null || better(candidate, best)) best = candidate;
    }
  }
  return best;
}

/** Fewer liquidations, then a higher APR, then a smaller drawdown. */
function better(a: MartingaleAiProposal, b: MartingaleAiProposal): boolean {
  if (a.backtestLiquidations !== b.backtestLiquidations) return a.backtestLiquidations < b.backtestLiquidations;
  if (a.backtestApr !== b.backtestApr) return a.backtestApr > b.backtestApr;
  return a.backtestMaxDrawdown < b.backtestMaxDrawdown;
}
