/**
 * What every kind's validator and state machine share: `{from, to}` ranges
 * of decimal strings (the API's range objects, `""` = unbounded or unknown),
 * rate-versus-range comparisons, amounts as range bounds, and the error of a
 * transition the bot's current state refuses.
 */
import { rateLess } from '../core/rate';
import { type MarketRules, type Rate, parseRate, unitsToQuote } from '../core/rules';

/** A `{from, to}` range of decimal strings ("" = unbounded). */
export interface DecimalRange {
  readonly from: string;
  readonly to: string;
}

/**
 * The ranges every grid kind's validator answers alike (SG-1, FG-1): the
 * investment (quote coin), the per-grid profit rate, the grid count, the
 * price band, the percent stop loss and take profit (fractions) and the
 * entry price. Each kind's validation adds its own fields.
 */
export interface GridValidationRanges {
  readonly investment: DecimalRange;
  readonly profit: DecimalRange;
  readonly cell_number: DecimalRange;
  readonly min_price: DecimalRange;
  readonly max_price: DecimalRange;
  readonly stop_loss: DecimalRange;
  readonly take_profit: DecimalRange;
  readonly entry_price: DecimalRange;
}

/** A range of two decimal strings. */
export const range = (from: string, to: string): DecimalRange => ({ from, to });

/** −1 when `rate` is below `r`, 1 above it, 0 within (bounds included). */
export function rateVersusRange(rate: Rate, r: DecimalRange): -1 | 0 | 1 {
  if (rateLess(rate, parseRate(r.from, 'range'))) return -1;
  if (rateLess(parseRate(r.to, 'range'), rate)) return 1;
  return 0;
}

/** A `{min, max}` range of decimal strings (the futures martingale's and combo's range objects). */
export interface MinMaxRange {
  readonly min: string;
  readonly max: string;
}

/** −1 when `rate` is below `r.min`, 1 above `r.max`, 0 within (bounds included). */
export function rateVersusMinMax(rate: Rate, r: MinMaxRange): -1 | 0 | 1 {
  return rateVersusRange(rate, { from: r.min, to: r.max });
}

/** A quote amount for a range bound; "" when no order can make it (+∞ from a solver). */
export const quoteBound = (m: MarketRules, units: number): string => (Number.isFinite(units) ? unitsToQuote(m, units) : '');
