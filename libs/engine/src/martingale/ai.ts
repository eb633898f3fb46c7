/**
 * AI martingale parameters (designed; the public get-symbol-ai-params call):
 * for a contract and a mode, settings proposed from the recent volatility of
 * its last price, then backtested on the same candles.
 *
 * - volatility σ: the root mean square of the hourly returns of the candles'
 *   closes (an estimate, in floating point; never money);
 * - price float: 1.5 σ rounded up to 0.1 %, within 0.2 % … 5 % (an add
 *   about every one-and-a-half typical hours' move);
 * - 5 adds, each 1.5× the one before;
 * - leverage: the highest of 10×, 5×, 3×, 2×, 1× the contract allows whose
 *   worst-case plan does not liquidate before its last add
 *   (validate.ts; none: no proposal);
 * - round take profit: price float × leverage / 2 of the round's margin
 *   (half the first add's move, in margin terms), rounded to 0.1 %, within
 *   0.2 % … 100 %;
 * - the initial margin: the backtest's budget, raised to what the smallest
 *   round needs when that is more;
 * - auto-cycle on, no stop loss, no entry price.
 * The backtest (backtest/martingale-backtest.ts) runs those settings over the
 * candles with the given marks: its APR, max drawdown, rounds and
 * liquidations are reported with the proposal.
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
  const pf = permille(1.5 * sigma, 2, 50);
  const lastPrice = ticksToPrice(contract.market, candles.close[candles.length - 1]);
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
    return {
      input,
      volatility: sigma,
      backtestApr: bt.apr,
      backtestMaxDrawdown: bt.maxDrawdown,
      backtestRounds: bt.rounds.length,
      backtestLiquidations: bt.liquidations.length,
    };
  }
  return null;
}
