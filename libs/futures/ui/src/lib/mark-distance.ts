/**
 * How far a liquidation price is from the mark price, exactly (bignumber.js
 * on the tick), and the tone a page gives it. Its own module: a create page
 * showing the distance of the engine's estimate carries none of the engine
 * code behind the estimates (./liquidation.ts).
 */
import type { FuturesContract, PositionSide } from '@tb/engine';
import { BigNumber, toBigNumber } from '@tb/util-format';

/** How close a liquidation price is to the mark. */
export type LiquidationTone = 'safe' | 'warn' | 'danger';

/** Distance thresholds as fractions of the mark price: `danger` at or under 3 %, `warn` at or under 10 % (designed; a caller may pass its own). */
export const DEFAULT_LIQUIDATION_THRESHOLDS = { danger: '0.03', warn: '0.1' } as const;

export interface MarkDistance {
  /** |mark − liquidation| / mark, a fraction (exact to 8 places, rounded down). */
  readonly fraction: string;
  /** Where the liquidation price is from the mark. */
  readonly direction: 'below' | 'above';
  /** The mark has already reached it (long: mark ≤ liq, short: mark ≥ liq). */
  readonly past: boolean;
  readonly tone: LiquidationTone;
}

/** Distance of a liquidation price (ticks) from the mark (a decimal on the tick), exactly; null when the mark is not a positive number. */
export function markDistance(contract: FuturesContract, side: PositionSide, liqTicks: number, markPrice: string, thresholds: { danger: string; warn: string } = DEFAULT_LIQUIDATION_THRESHOLDS): MarkDistance | null {
  return priceDistance(side, new BigNumber(liqTicks).times(contract.market.rules.tickSize).toFixed(), markPrice, thresholds);
}

/**
 * Whether a liquidation price is within `distance` (a fraction) of the mark,
 * exactly as the engine's watch decides it (@tb/engine risk-watch
 * `withinDistance`: |mark − liq| ≤ distance × mark, or the mark at or past
 * it), so a page shows "within" for exactly the marks the bot warns or
 * pauses at. False without a reachable liquidation price or a positive mark.
 */
export function withinDistance(side: PositionSide, liqPrice: string, markPrice: string, distance: string): boolean {
  const mark = toBigNumber(markPrice);
  const liq = toBigNumber(liqPrice);
  const d = toBigNumber(distance);
  if (mark === null || liq === null || d === null || !mark.isGreaterThan(0) || !liq.isGreaterThan(0)) return false;
  if (side === 'long' ? mark.lte(liq) : mark.gte(liq)) return true;
  return mark.minus(liq).abs().lte(d.times(mark));
}

/** markDistance of a liquidation price given as a decimal (a server's figure); null when the mark is not a positive number or the price not a number ≥ 0. */
export function priceDistance(side: PositionSide, liqPrice: string, markPrice: string, thresholds: { danger: string; warn: string } = DEFAULT_LIQUIDATION_THRESHOLDS): MarkDistance | null {
  const mark = toBigNumber(markPrice);
  if (mark === null || !mark.isGreaterThan(0)) return null;
  const liq = toBigNumber(liqPrice);
  if (liq === null || liq.isNegative()) return null;
  const fraction = mark.minus(liq).abs().div(mark).decimalPlaces(8, BigNumber.ROUND_DOWN);
  const past = side === 'long' ? mark.lte(liq) : mark.gte(liq);
  // the same exact rule as withinDistance (not the rounded fraction)
  const within = (x: string): boolean => mark.minus(liq).abs().lte(new BigNumber(x).times(mark));
  const tone: LiquidationTone = past || within(thresholds.danger) ? 'danger' : within(thresholds.warn) ? 'warn' : 'safe';
  return { fraction: fraction.toFixed(), direction: liq.lt(mark) ? 'below' : 'above', past, tone };
}
