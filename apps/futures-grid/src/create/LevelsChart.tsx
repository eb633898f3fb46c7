import { useMemo } from 'react';
import { gridLevels, priceToTicks, ticksToPrice, EngineInputError, type FuturesContract } from '@tb/engine';
import { FGRID_CELL_NUMBER_MAX } from '@tb/engine';
import { RangeChart } from '@tb/ui-charts';
import { formatDateTime, formatPrice } from '@tb/util-format';
import { useFuturesGridKlinesQuery } from '../api/create-endpoints';
import { futuresGridCreateStrings } from '../i18n';
import type { FgridFormValues } from './form';

/** The chart's window: a week of hourly candles (also the page's clock readings). */
export const CHART_CANDLES = { interval: '1h', limit: 168 } as const;

/** The grid's levels as prices (the engine's progression on the tick), or none while the range or count cannot make a grid. */
export function levelPrices(values: Pick<FgridFormValues, 'minPrice' | 'maxPrice' | 'cellNumber' | 'gridType'>, contract: FuturesContract): string[] {
  if (!/^\d{1,3}$/.test(values.cellNumber)) return [];
  const n = Number(values.cellNumber);
  if (n < 1 || n > FGRID_CELL_NUMBER_MAX) return [];
  try {
    const low = priceToTicks(contract.market, values.minPrice, 'min_price');
    const high = priceToTicks(contract.market, values.maxPrice, 'max_price');
    if (!(low > 0 && high > low)) return [];
    return gridLevels(values.gridType, low, high, n).map((ticks) => ticksToPrice(contract.market, ticks));
  } catch (error) {
    // a figure the engine refuses or cannot hold exactly (a 21-digit price): no levels; the field says why
    if (error instanceof EngineInputError || error instanceof RangeError) return [];
    throw error;
  }
}

/**
 * The last week's hourly closes with the grid's levels over them (the
 * shared `RangeChart`), redrawn as the range, count or type changes; its
 * text alternative names the levels and the last price.
 */
export function LevelsChart({ symbol, values, contract, tickSize, lastPrice }: { symbol: string; values: FgridFormValues; contract: FuturesContract; tickSize: string; lastPrice?: string }) {
  const t = futuresGridCreateStrings.useT();
  const locale = t.language;
  const klines = useFuturesGridKlinesQuery({ symbol, ...CHART_CANDLES });
  const levels = useMemo(() => levelPrices(values, contract), [values, contract]);
  const price = (v: string) => formatPrice(v, { tickSize, locale });
  const last = lastPrice ? price(lastPrice) : '--';
  const summary =
    levels.length > 1
      ? t('chart.summary', { symbol, count: levels.length, min: price(levels[0]), max: price(levels[levels.length - 1]), last })
      : t('chart.noLevels', { symbol, last });
  return (
    <RangeChart
      label={t('chart.label', { symbol })}
      summary={summary}
      points={klines.data?.list ?? []}
      levels={levels}
      lastPrice={lastPrice}
      formatPrice={price}
      formatTime={(ms) => formatDateTime(ms, { locale, style: 'dayMonthTime' })}
    />
  );
}
