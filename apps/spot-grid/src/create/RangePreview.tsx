import { useMemo } from 'react';
import { useT } from '@tb/i18n';
import { closeExtremes, lastClose, RangeChart } from '@tb/ui-charts';
import { formatDateTime, formatPrice } from '@tb/util-format';
import type { Kline } from '../api/types';
import { NAMESPACE, type Translations } from '../i18n';

/**
 * The create page's chart: the last week's closes with the grid drawn over
 * them, on the shared `RangeChart` (price and time axes), so the trader sees
 * whether the grid covers where the price has been. Its text alternative says
 * the window, the lowest, highest and last price, and the grid, in words.
 */
export function RangePreview({ klines, levels, lastPrice, pair, tickSize }: { klines: readonly Kline[]; levels: readonly string[]; lastPrice?: string; pair: string; tickSize: string }) {
  const t = useT<Translations>(NAMESPACE);
  const locale = t.language;
  // the week's closes are read once per klines answer; a live price (every quote batch) only changes the "last" figure (issue 30)
  // the closes are parsed once, shared with the chart's axes and line (ui-charts closeExtremes)
  const week = useMemo(() => {
    const extremes = klines.length < 2 ? null : closeExtremes(klines);
    const last = lastClose(klines);
    if (!extremes || last === undefined) return null;
    return { from: klines[0].t, to: klines[klines.length - 1].t, low: extremes.low.toFixed(), high: extremes.high.toFixed(), last };
  }, [klines]);
  const summary = useMemo(() => {
    const price = (value: string) => formatPrice(value, { tickSize, locale });
    const parts: string[] = [];
    if (week) {
      parts.push(
        t('create.chartSummary', {
          from: formatDateTime(week.from, { locale }),
          to: formatDateTime(week.to, { locale }),
          low: price(week.low),
          high: price(week.high),
          last: price(lastPrice ?? week.last),
        }),
      );
    }
    if (levels.length > 1) parts.push(t('create.chartGrid', { count: levels.length, lower: price(levels[0]), upper: price(levels[levels.length - 1]) }));
    return parts.join(' ');
  }, [week, levels, lastPrice, tickSize, locale, t]);
  return (
    <RangeChart
      label={t('create.chartLabel', { pair })}
      summary={summary}
      points={klines}
      levels={levels}
      lastPrice={lastPrice}
      formatPrice={(value) => formatPrice(value, { tickSize, locale })}
      formatTime={(ms) => formatDateTime(ms, { locale, style: 'dayMonthTime' })}
    />
  );
}
