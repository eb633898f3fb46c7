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
import { type CandleSeries, candleOpenTime, sliceSeries } from '../market/candles';
import { type AiValidation, sliceMarks, testStartIndex, validationOf } from '../common/walk-forward';
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
  rank: MartingaleAiRank = 'return_over_drawdown',
): MartingaleAiProposal | null {
  const sigma = hourlyVolatility(candles);
  if (sigma === null) return null;
  const lastPrice = ticksToPrice(contract.market, candles.close[candles.length - 1]);
  let best: (MartingaleAiProposal & { score: number }) | null = null;
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
      const candidate: MartingaleAiProposal & { score: number } = {
        input,
        volatility: sigma,
        score: (bt.investment > 0 ? bt.totalPnl / bt.investment : 0) / Math.max(bt.maxDrawdown, 0.01),
        backtestApr: bt.apr,
        backtestMaxDrawdown: bt.maxDrawdown,
        backtestRounds: bt.rounds.length,
        backtestLiquidations: bt.liquidations.length,
      };
      if (best === null || better(candidate, best, rank)) best = candidate;
    }
  }
  if (!best) return null;
  const { score: _score, ...proposal } = best;
  return proposal;
}

/** A mode's proposal as offered, with its walk-forward test (`backtest*` are the test's figures). */
export interface MartingaleAiValidated extends MartingaleAiProposal {
  readonly validation: AiValidation;
}

/**
 * Martingale settings for `mode` validated walk-forward (ai-params/
 * walk-forward.ts): {@link proposeMartingaleParams} chooses from the
 * choosing window (its candidates compared by their backtests there), the
 * choice is tested by the martingale backtest (marks, funding, liquidation)
 * over the test window, and offered as tested — the settings are relative to
 * the price (steps, take profit, leverage), so nothing is moved; only the
 * initial margin is raised to what the smallest round needs at the current
 * price (`lastPrice`, or the last close) when that is more. Null when the
 * choosing window has no proposal.
 */
export function proposeMartingaleValidated(
  mode: MartingaleMode,
  candles: CandleSeries,
  marks: MarkSeries,
  contract: FuturesContract,
  market: Omit<MartingaleMarket, 'lastPrice' | 'markPrice'>,
  budget: string,
): MartingaleAiValidated | null {
  const k = testStartIndex(candles.length);
  const fit = sliceSeries(candles, 0, k);
  const test = sliceSeries(candles, k, candles.length);
  const chosen = proposeMartingaleParams(mode, fit, sliceMarks(marks, 0, k), contract, market, budget);
  if (!chosen || test.length === 0) return null;
  const bt = backtestMartingale(chosen.input, contract, market, test, { marks: sliceMarks(marks, k, candles.length) });
  const validation = validationOf(candleOpenTime(fit, 0), test, {
    ok: bt.ok,
    fills: bt.ok ? bt.fills : 0,
    liquidations: bt.ok ? bt.liquidations.length : 0,
    windowReturn: bt.ok && bt.investment > 0 ? bt.totalPnl / bt.investment : 0,
    maxDrawdown: bt.ok ? bt.maxDrawdown : 0,
    apr: bt.ok ? bt.apr : 0,
  });
  const lastPrice = ticksToPrice(contract.market, candles.close[candles.length - 1]);
  const { initMargin: _budget, ...rest } = chosen.input;
  const min = validateMartingale(rest, contract, { lastPrice }).init_margin.min;
  const initMargin = min !== '' && compareDecimal(min, chosen.input.initMargin) > 0 ? min : chosen.input.initMargin;
  return {
    input: { ...chosen.input, initMargin },
    volatility: chosen.volatility,
    backtestApr: validation.apr,
    backtestMaxDrawdown: validation.maxDrawdown,
    backtestRounds: bt.ok ? bt.rounds.length : 0,
    backtestLiquidations: validation.liquidations,
    validation,
  };
}

/**
 * How candidates are compared after their liquidations: `return_over_drawdown`
 * (since issue 29) the backtest's return ÷ max(max drawdown, 1 %), which
 * prefers the leverage whose return came with the least drawdown; `apr` the
 * highest APR (the rule before, kept so the AI sweep can measure against it).
 */
export type MartingaleAiRank = 'return_over_drawdown' | 'apr';

/** Fewer liquidations, then the rank's figure, then a smaller drawdown. */
function better(a: MartingaleAiProposal & { score: number }, b: MartingaleAiProposal & { score: number }, rank: MartingaleAiRank): boolean {
  if (a.backtestLiquidations !== b.backtestLiquidations) return a.backtestLiquidations < b.backtestLiquidations;
  if (rank === 'return_over_drawdown' && a.score !== b.score) return a.score > b.score;
  if (a.backtestApr !== b.backtestApr) return a.backtestApr > b.backtestApr;
  return a.backtestMaxDrawdown < b.backtestMaxDrawdown;
}
