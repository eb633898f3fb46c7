import { useMemo } from 'react';
import { useT } from '@tb/i18n';
import { RangeChart } from '@tb/ui-charts';
import { BigNumber, formatDateTime, formatPrice, toBigNumber } from '@tb/util-format';
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
  const summary = useMemo(() => {
    const price = (value: string) => formatPrice(value, { tickSize, locale });
    const closes = klines.map((k) => toBigNumber(k.c)).filter((v): v is BigNumber => v !== null);
    const parts: string[] = [];
    if (closes.length > 1) {
      parts.push(
        t('create.chartSummary', {
          from: formatDateTime(klines[0].t, { locale }),
          to: formatDateTime(klines[klines.length - 1].t, { locale }),
          low: price(BigNumber.min(...closes).toFixed()),
          high: price(BigNumber.max(...closes).toFixed()),
          last: price(lastPrice ?? closes[closes.length - 1].toFixed()),
        }),
      );
    }
    if (levels.length > 1) parts.push(t('create.chartGrid', { count: levels.length, lower: price(levels[0]), upper: price(levels[levels.length - 1]) }));
    return parts.join(' ');
  }, [klines, levels, lastPrice, tickSize, locale, t]);
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
