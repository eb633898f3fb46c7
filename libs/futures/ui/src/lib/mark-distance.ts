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
  const mark = toBigNumber(markPrice);
  if (mark === null || !mark.isGreaterThan(0)) return null;
  const liq = new BigNumber(liqTicks).times(contract.market.rules.tickSize);
  const fraction = mark.minus(liq).abs().div(mark).decimalPlaces(8, BigNumber.ROUND_DOWN);
  const past = side === 'long' ? mark.lte(liq) : mark.gte(liq);
  const tone: LiquidationTone = past || fraction.lte(thresholds.danger) ? 'danger' : fraction.lte(thresholds.warn) ? 'warn' : 'safe';
  return { fraction: fraction.toFixed(), direction: liq.lt(mark) ? 'below' : 'above', past, tone };
}
