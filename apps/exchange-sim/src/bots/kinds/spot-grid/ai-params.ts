/**
 * AI grid parameters per symbol and style, computed from the market's last
 * 7 days of 1-minute candles and validated walk-forward (engine
 * `proposeSpotGridValidated`: chosen from the first 4 days with
 * `proposeSpotGridStyles` — what each style promises is stated there —,
 * tested over the last 3, offered around the current price), cached per
 * symbol for one simulated hour. Only the styles that passed are in `list`;
 * the others in `withheld` with their failure.
 *
 * `backtest_return` is what the test actually returned over its window
 * (total PnL ÷ investment, not annualised), `profit_per_grid` one completed
 * round trip's net profit (a cell less two maker fees);
 * `recommended_style_code` the offered style to pre-select (0: none),
 * `all_lost` true when every offered style's test lost money.
 *
 * `actual_apy` is the backtest's total APR (return × 525 600 / minutes),
 * `grid_apr` the same for its grid profit alone;
 * `annual_percentage_yield` compounds the window's return over a year:
 * (1 + r)^(365 days / window) − 1, with r = APR × window / year. Both are
 * fractions formatted with 6 decimals (they are estimates, not money).
 */
import type { AiGridParams, AiParamsResult } from '@tb/contracts';
import { type AiValidatedGridProposal, type CandleSeries, DAY_MS, type GridStyle, MINUTE_MS, proposeSpotGridValidated } from '@tb/engine';
import { gridStyle, gridType } from '@tb/util-enums';
import type { SimClock } from '../../../market/clock';
import type { BotPair, BotPairs } from '../../pairs';
import { CachedAiParams, aiFixed, validationOut, validationSummary } from '../../ai-params';

export const AI_WINDOW_MS = 7 * DAY_MS;
export const AI_CACHE_MS = 60 * MINUTE_MS;
/** Fewest candles the proposal accepts (the engine's minimum: 60 to choose from, 60 to test over). */
export const AI_MIN_CANDLES = 140;

/** The engine's style names as util-enums gridStyle values. */
const STYLE_VALUE = { high_profits: 'highProfits', steady: 'steady', high_frequency: 'highFrequency' } as const satisfies Record<GridStyle, string>;

type Computed = Omit<Extract<AiParamsResult, { list: unknown }>, 'status_code' | 'debug_msg' | 'cached'>;

/** Investment the backtests assume, per quote coin. */
export const AI_BACKTEST_INVESTMENT = '10000';

const fixed = aiFixed;

/** The three styles' parameters for a pair (cached for a simulated hour); null when there is too little history. */
export class AiParams extends CachedAiParams<BotPair, Computed> {
  constructor(
    private readonly pairs: BotPairs,
    clock: SimClock,
  ) {
    super(clock, AI_CACHE_MS);
  }

  protected compute(pair: BotPair, now: number): Computed | null {
    const started = performance.now();
    const candles: CandleSeries = this.pairs.candles(pair, now - AI_WINDOW_MS, now);
    if (candles.length < AI_MIN_CANDLES) return null;
    const market = this.pairs.spotMarket(pair, candles.close[candles.length - 1]);
    const styles = proposeSpotGridValidated(candles, market, AI_BACKTEST_INVESTMENT);
    const row = (p: AiValidatedGridProposal): AiGridParams => {
      const testMs = p.validation.testEnd - p.validation.testStart;
      const r = p.validation.windowReturn;
      const apy = r > -1 && testMs > 0 ? Math.pow(1 + r, (365 * DAY_MS) / testMs) - 1 : -1;
      const value = STYLE_VALUE[p.style];
      return {
        style: gridStyle.toServer(value),
        style_code: gridStyle.toCode(value),
        min_price: p.minPrice,
        max_price: p.maxPrice,
        cell_number: p.cellNumber,
        grid_type: gridType.toCode(p.gridType === 'geometric' ? 'geometric' : 'arithmetic'),
        max_drawdown_ratio: fixed(p.backtestMaxDrawdown),
        volatility_ratio: fixed(p.volatilityRatio),
        actual_apy: fixed(p.backtestApr),
        annual_percentage_yield: fixed(Math.min(apy, 1e6)),
        grid_apr: fixed(p.backtestGridApr),
        backtest_fills: p.backtestFills,
        backtest_return: fixed(p.backtestReturn),
        profit_per_grid: fixed(p.profitPerGrid),
        validation: validationOut(p.validation),
      };
    };
    const list = styles.proposals.map(row);
    const windowMs = candles.length * MINUTE_MS;
    return {
      symbol: pair.symbol,
      backtest_investment: AI_BACKTEST_INVESTMENT,
      window_start: candles.startTime,
      window_end: candles.startTime + windowMs,
      candles: candles.length,
      computed_at: now,
      computation_ms: Math.round(performance.now() - started),
      recommended_style_code: styles.preferred ? gridStyle.toCode(STYLE_VALUE[styles.preferred]) : 0,
      all_lost: styles.allLost,
      ...validationSummary(list.length, list.length + styles.withheld.length),
      list,
      withheld: styles.withheld.map(row),
    };
  }
}
