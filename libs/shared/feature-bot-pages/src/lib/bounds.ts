import { isolate } from '@tb/util-format';
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
