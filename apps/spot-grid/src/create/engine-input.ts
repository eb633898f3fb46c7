/**
 * The form as the engine's input, without the engine: the backtest
 * (backtest-run.ts, loaded on demand) and the stress test's job (built on the
 * create page, whose first chunk must not carry the engine) both read it.
 */
import type { SpotGridInput, SpotMarket } from '@tb/engine';
import { spotRules } from '@tb/feature-bot-pages';
import type { SpotSymbolItem } from '../api/types';
import { percentToFraction, tpSlTypeOf, type GridFormValues } from './form';

/** The engine's names for the wire's `tp_sl_type` codes. */
const ENGINE_TP_SL_TYPE = { 0: 'empty', 1: 'percent', 2: 'price', 3: 'tp_price_sl_percent', 4: 'tp_percent_sl_price' } as const;

/** The form as the engine's input (percents → fractions). */
export function engineInput(values: GridFormValues, trailingStopAllowed: boolean): SpotGridInput {
  const opt = (v: string) => (v.trim() === '' ? undefined : v);
  const hasTp = values.takeProfit.trim() !== '';
  const hasSl = values.stopLoss.trim() !== '';
  const tpsl = {
    tpSlType: ENGINE_TP_SL_TYPE[tpSlTypeOf({ mode: values.tpMode, set: hasTp }, { mode: values.slMode, set: hasSl })],
    ...(values.tpMode === 'price' ? { takeProfitPrice: opt(values.takeProfit) } : { takeProfitPercent: opt(percentToFraction(values.takeProfit)) }),
    ...(values.slMode === 'price' ? { stopLossPrice: opt(values.stopLoss) } : { stopLossPercent: opt(percentToFraction(values.stopLoss)) }),
  };
  return {
    minPrice: values.minPrice,
    maxPrice: values.maxPrice,
    cellNumber: Number(values.cellNumber),
    gridType: values.gridType,
    investMode: values.investMode,
    quoteInvestment: values.investMode !== 'base' ? opt(values.quoteInvestment) : undefined,
    baseInvestment: values.investMode !== 'quote' ? opt(values.baseInvestment) : undefined,
    entryPrice: opt(values.entryPrice),
    ...tpsl,
    tsPercent: trailingStopAllowed ? opt(percentToFraction(values.tsPercent)) : undefined,
    enableTrailing: values.enableTrailing,
    limitUpPrice: values.enableTrailing ? opt(values.limitUpPrice) : undefined,
  };
}

/** The pair as the engine's market (the shared spot rules, standard fee rate), without its last price. */
export function engineMarket(item: SpotSymbolItem): Omit<SpotMarket, 'lastPrice'> {
  return { symbol: item.symbol, baseCoin: item.base_coin, quoteCoin: item.quote_coin, rules: spotRules(item), supportsTrailingStop: item.is_support_ts };
}
