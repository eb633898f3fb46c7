/**
 * The create form as data: what the trader typed (decimal strings, never
 * floats) and how it becomes the validate-input (SG-1) and create-grid
 * (SG-2) payloads. Pure, so the rules are tested without a page.
 *
 * Choices where the API reference is silent:
 * - TP and SL each go by price or by a percent of the *total PnL* (the
 *   engine's rule: close when total PnL / investment ≥ TP % or ≤ −SL %); the
 *   percents are sent as fractions in `take_profit_per` / `stop_loss_per`.
 *   The pair of choices is `tp_sl_type`: 1 both percent, 2 both price, 3 TP
 *   price + SL percent, 4 TP percent + SL price (spec §3). When only one of
 *   them is set, its own choice decides (1 or 2); neither set sends no TP/SL.
 * - The trailing stop is entered as a percent and sent ÷ 100 (spec §5).
 * - Trailing up's cap (`limit_up_price`) is sent only with trailing up on.
 * - Empty optional inputs are left out of the payload (never sent as "0").
 */
import { BigNumber, toBigNumber } from '@tb/util-format';
import type { GridTypeCode, InvestModeCode, ValidateInputBody } from '../api/types';
import { fractionToPercent, percentToFraction, tpSlTypeOf, type TpSlMode } from '@tb/feature-bot-pages';

export type GridType = 'arithmetic' | 'geometric';
export type InvestMode = 'quote' | 'base' | 'base_and_quote';
/** Where the investment comes from: the spot account (the default) or the funding account (create-grid `account_type` 6). */
export type FundingAccount = 'spot' | 'fund';
/** The TP/SL helpers every grid kind shares live in @tb/feature-bot-pages; re-exported for this app's callers. */
export { fractionToPercent, percentToFraction, tpSlTypeOf, type TpSlMode };

export interface GridFormValues {
  symbol: string;
  minPrice: string;
  maxPrice: string;
  cellNumber: string;
  gridType: GridType;
  investMode: InvestMode;
  quoteInvestment: string;
  baseInvestment: string;
  entryPrice: string;
  /** Take profit by price or by total-PnL percent. */
  tpMode: TpSlMode;
  takeProfit: string;
  /** Stop loss by price or by total-PnL percent. */
  slMode: TpSlMode;
  stopLoss: string;
  enableTrailing: boolean;
  limitUpPrice: string;
  /** Trailing stop as entered, in percent ("5" = 5 %). */
  tsPercent: string;
  /** Set when the form was filled from a followed bot (copy). */
  followedGridId: string;
  /** The account that funds the bot. */
  account: FundingAccount;
  /** The bot voucher chosen (list-user-reward), "" = none; sent only while the bot invests quote coin. */
  rewardId: string;
}

export const EMPTY_FORM: GridFormValues = {
  symbol: '',
  minPrice: '',
  maxPrice: '',
  cellNumber: '',
  gridType: 'arithmetic',
  investMode: 'quote',
  quoteInvestment: '',
  baseInvestment: '',
  entryPrice: '',
  tpMode: 'price',
  takeProfit: '',
  slMode: 'price',
  stopLoss: '',
  enableTrailing: false,
  limitUpPrice: '',
  tsPercent: '',
  followedGridId: '',
  account: 'spot',
  rewardId: '',
};

export const INVEST_MODE_CODE: Record<InvestMode, InvestModeCode> = { quote: 0, base: 1, base_and_quote: 2 };
export const GRID_TYPE_CODE: Record<GridType, GridTypeCode> = { arithmetic: 1, geometric: 2 };

const positive = (value: string) => {
  const n = toBigNumber(value);
  return n !== null && n.isGreaterThan(0);
};

/** True once the inputs validate-input needs are all there (symbol, range, count, an investment). */
export function isComplete(v: GridFormValues): boolean {
  if (!v.symbol || !positive(v.minPrice) || !positive(v.maxPrice) || !/^\d+$/.test(v.cellNumber)) return false;
  if (v.investMode !== 'base' && !positive(v.quoteInvestment)) return false;
  if (v.investMode !== 'quote' && !positive(v.baseInvestment)) return false;
  return true;
}

export function optional<K extends string>(key: K, value: string): Partial<Record<K, string>> {
  return value.trim() === '' ? {} : ({ [key]: value } as Record<K, string>);
}

export function investment(v: GridFormValues) {
  return {
    invest_mode: INVEST_MODE_CODE[v.investMode],
    ...(v.investMode !== 'base' ? optional('quote_investment', v.quoteInvestment) : {}),
    ...(v.investMode !== 'quote' ? optional('base_investment', v.baseInvestment) : {}),
  };
}

export function trailing(v: GridFormValues, trailingStopAllowed: boolean) {
  return {
    ...(v.enableTrailing ? { enable_trailing: true, ...optional('limit_up_price', v.limitUpPrice) } : {}),
    ...(trailingStopAllowed ? optional('ts_percent', percentToFraction(v.tsPercent)) : {}),
  };
}

/** SG-1 body. `trailingStopAllowed`: the symbol supports it and the feature flag is on. */

export function tpSl(v: GridFormValues, priceNames: { tp: 'take_profit' | 'take_profit_price'; sl: 'stop_loss' | 'stop_loss_price' }) {
  const hasTp = v.takeProfit.trim() !== '';
  const hasSl = v.stopLoss.trim() !== '';
  if (!hasTp && !hasSl) return {};
  return {
    tp_sl_type: tpSlTypeOf({ mode: v.tpMode, set: hasTp }, { mode: v.slMode, set: hasSl }),
    ...(v.tpMode === 'price' ? optional(priceNames.tp, v.takeProfit) : optional('take_profit_per', percentToFraction(v.takeProfit))),
    ...(v.slMode === 'price' ? optional(priceNames.sl, v.stopLoss) : optional('stop_loss_per', percentToFraction(v.stopLoss))),
  };
}

export function toValidateBody(v: GridFormValues, trailingStopAllowed: boolean): ValidateInputBody {
  const tpsl = tpSl(v, { tp: 'take_profit', sl: 'stop_loss' });
  return {
    symbol: v.symbol,
    cell_number: Number(v.cellNumber),
    min_price: v.minPrice,
    max_price: v.maxPrice,
    grid_type: GRID_TYPE_CODE[v.gridType],
    ...investment(v),
    ...optional('entry_price', v.entryPrice),
    ...tpsl,
    ...trailing(v, trailingStopAllowed),
  };
}

/** Grid levels for the preview (decimal strings on the tick), P_0 … P_N; [] when the inputs cannot make a grid. */
export function previewLevels(min: string, max: string, cells: string, type: GridType, tickSize: string): string[] {
  const lo = toBigNumber(min);
  const hi = toBigNumber(max);
  const tick = toBigNumber(tickSize);
  const n = Number(cells);
  if (!lo || !hi || !tick || tick.isLessThanOrEqualTo(0) || !Number.isInteger(n) || n < 1 || n > 1000 || !hi.isGreaterThan(lo) || lo.isLessThanOrEqualTo(0)) return [];
  const out: string[] = [];
  const ratio = type === 'geometric' ? Math.pow(hi.div(lo).toNumber(), 1 / n) : 0;
  for (let i = 0; i <= n; i++) {
    let level: BigNumber;
    if (i === 0) level = lo;
    else if (i === n) level = hi;
    else if (type === 'arithmetic') level = lo.plus(hi.minus(lo).times(i).div(n));
    // display only: the exact levels come from the engine / server
    else level = lo.times(new BigNumber(Math.pow(ratio, i).toPrecision(15)));
    out.push(level.div(tick).integerValue(BigNumber.ROUND_HALF_UP).times(tick).toFixed());
  }
  return out;
}
