import { toBigNumber } from '@tb/util-format';

/** How a take-profit or stop-loss is entered: a price, or a percent of the total investment. */
export type TpSlMode = 'price' | 'percent';

/** `tp_sl_type` on the wire, the same codes for every grid kind: 0 none, 1 both percent, 2 both price, 3 TP price + SL percent, 4 TP percent + SL price. */
export type TpSlTypeCode = 0 | 1 | 2 | 3 | 4;

/** A percent as typed → the fraction the API takes ("5" → "0.05"); "" stays "". Exact (bignumber.js). */
export function percentToFraction(percent: string): string {
  const n = toBigNumber(percent);
  return n === null || percent.trim() === '' ? '' : n.div(100).toFixed();
}

/** A fraction from the API → the percent shown in an input ("0.05" → "5"). */
export function fractionToPercent(fraction: string | undefined): string {
  const n = toBigNumber(fraction);
  return n === null || fraction === '' ? '' : n.times(100).toFixed();
}

/** `tp_sl_type` for the TP and SL choices; a side left empty does not count. */
export function tpSlTypeOf(tp: { mode: TpSlMode; set: boolean }, sl: { mode: TpSlMode; set: boolean }): TpSlTypeCode {
  if (!tp.set && !sl.set) return 0;
  const tpMode = tp.set ? tp.mode : sl.mode;
  const slMode = sl.set ? sl.mode : tp.mode;
  if (tpMode === slMode) return tpMode === 'price' ? 2 : 1;
  return tpMode === 'price' ? 3 : 4;
}
