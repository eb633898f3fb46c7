import { BigNumber, toBigNumber } from '@tb/util-format';
import type { FollowGridDetail } from '../api/types';
import { EMPTY_FORM, fractionToPercent, type GridFormValues } from './form';

/**
 * Headroom over a copied bot's minimum investment: the minimum is computed at
 * the price of the moment (the sell side's base is bought at market), so the
 * bare minimum turns invalid as soon as the price ticks up.
 */
const COPY_INVESTMENT_HEADROOM = 1.1;

/**
 * The investment a copy starts with: 10 % above the followed bot's minimum,
 * rounded up to a whole quote unit (to 8 decimals below 1). Empty when the
 * minimum is unknown.
 */
export function suggestedCopyInvestment(minInvestment: string): string {
  const min = toBigNumber(minInvestment);
  if (!min || !min.isGreaterThan(0)) return '';
  const padded = min.times(COPY_INVESTMENT_HEADROOM);
  return padded.isGreaterThanOrEqualTo(1) ? padded.integerValue(BigNumber.ROUND_CEIL).toFixed() : padded.decimalPlaces(8, BigNumber.ROUND_CEIL).toFixed();
}

/** A followed bot's parameters as the create form; the investment starts just above its minimum and stays the copier's choice. */
export function valuesFromFollow(detail: FollowGridDetail): GridFormValues {
  const p = detail.parameters;
  const tpPercent = p.tp_sl_type === 1 || p.tp_sl_type === 4;
  const slPercent = p.tp_sl_type === 1 || p.tp_sl_type === 3;
  return {
    ...EMPTY_FORM,
    symbol: p.symbol,
    minPrice: p.min_price,
    maxPrice: p.max_price,
    cellNumber: String(p.cell_number),
    gridType: p.grid_type === 2 ? 'geometric' : 'arithmetic',
    quoteInvestment: suggestedCopyInvestment(p.min_investment),
    entryPrice: p.entry_price,
    tpMode: tpPercent ? 'percent' : 'price',
    takeProfit: tpPercent ? fractionToPercent(p.take_profit_per) : p.take_profit_price,
    slMode: slPercent ? 'percent' : 'price',
    stopLoss: slPercent ? fractionToPercent(p.stop_loss_per) : p.stop_loss_price,
    enableTrailing: p.enable_trailing,
    limitUpPrice: p.enable_trailing ? p.limit_up_price : '',
    tsPercent: fractionToPercent(p.ts_percent === '0' ? '' : p.ts_percent),
    followedGridId: detail.grid_id,
  };
}
