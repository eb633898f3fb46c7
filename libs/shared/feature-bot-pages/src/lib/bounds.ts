import { BigNumber, isolate, toBigNumber } from '@tb/util-format';
import { fractionToPercent } from './tp-sl';
import { useBotPageT } from './strings';

/** A server's allowed range of a field (`{ from, to }`, "" = open on that side). */
export interface BoundsRange {
  from: string;
  to: string;
}

/**
 * The hint under a field with a server range: "Allowed: a – b", "At least a"
 * or "At most b" (undefined when the range has no bound), each figure
 * formatted by `show` and kept in one left-to-right run on Arabic pages.
 */
export function useBoundsText() {
  const t = useBotPageT();
  return (range: BoundsRange | undefined, show: (value: string) => string): string | undefined => {
    if (!range || (range.from === '' && range.to === '')) return undefined;
    const fig = (value: string) => isolate(show(value), t.language);
    if (range.from !== '' && range.to !== '') return t('bounds.range', { min: fig(range.from), max: fig(range.to) });
    return range.from !== '' ? t('bounds.min', { min: fig(range.from) }) : t('bounds.max', { max: fig(range.to) });
  };
}

/** A limit call's `{min, max}` range ("" = open on that side). */
export interface MinMax {
  min: string;
  max: string;
}

/** A `{min, max}` range of fractions shown as percents ("0.01" → "1"; "" stays ""): for the forms that take percents of API fractions. */
export function percentRange(range: MinMax): MinMax {
  return { min: fractionToPercent(range.min), max: fractionToPercent(range.max) };
}

/** Whether `text` is a number outside [min, max] ("" bounds are open; text that is not a number is not judged here). */
export function outside(text: string, range: MinMax | undefined): 'low' | 'high' | null {
  const v = toBigNumber(text);
  if (!v || !range) return null;
  if (range.min !== '' && v.lt(new BigNumber(range.min))) return 'low';
  if (range.max !== '' && v.gt(new BigNumber(range.max))) return 'high';
  return null;
}
