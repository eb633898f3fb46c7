import { BigNumber } from '@tb/util-format';
import { isDisplayed, type ContractSymbol, type ContractType } from './model';

/** Depth-merge ratios when a symbol carries none (spec §9). */
export const DEFAULT_DEPTH_MERGE_RATIOS: readonly number[] = [1, 2, 4, 10];

/**
 * A scaled integer as a decimal string: `e4` rates ÷ 10 000, `e2` leverage ÷ 100, `e8` margins ÷ 1e8 (exact).
 * A safe integer is shifted as text (its digits with a point put in, trailing zeros dropped: what
 * bignumber.js's `shiftedBy(-digits).toFixed()` gives, without a BigNumber per figure — a symbol list maps
 * some thirty figures per contract, on the main thread of every futures page, issue 30); anything else
 * (a fraction, an unsafe integer) goes through bignumber.js as before.
 */
export function fromScaled(value: number, digits: 2 | 4 | 8): string {
  if (!Number.isSafeInteger(value)) return new BigNumber(value).shiftedBy(-digits).toFixed();
  const negative = value < 0;
  const text = String(negative ? -value : value).padStart(digits + 1, '0');
  const whole = text.slice(0, text.length - digits);
  const fraction = text.slice(text.length - digits).replace(/0+$/, '');
  const out = fraction === '' ? whole : `${whole}.${fraction}`;
  return negative && out !== '0' ? `-${out}` : out;
}

/**
 * One contract's configuration as a futures screen reads it: steps and
 * scales for inputs, margin rates as fractions and as percents (stored in
 * 1/10 000, shown ÷ 100, spec §9), leverage steps and cap as decimal strings
 * (stored ×100), risk tiers the same way, the depth-merge ratios (default
 * 1, 2, 4, 10) and copy-trade bounds. Every figure stays a decimal string.
 */
export interface ContractConfig {
  symbol: string;
  base: string;
  quote: string;
  /** The settlement coin of margin and PnL. */
  coin: string;
  contractType: ContractType;
  /** Shown (display flag) and trading now. */
  displayable: boolean;
  tickSize: string;
  lotSize: string;
  priceScale: number;
  lotScale: number;
  minQty: string;
  maxOrderQty: string;
  maxMarketOrderQty: string;
  minNotional: string;
  /** Fractions ("0.01") and the same as percents for display ("1"). */
  initialMarginRate: string;
  maintenanceMarginRate: string;
  initialMarginPercent: string;
  maintenanceMarginPercent: string;
  /** Leverage steps of the slider and the cap ("1", "2", "100"). */
  leverageSections: string[];
  maxLeverage: string;
  riskLimits: Array<{ id: number; limit: string; initialMarginRate: string; maintenanceMarginRate: string; maxLeverage: string }>;
  depthMergeRatios: readonly number[];
  copyTrade: { supported: boolean; minLeverage: string; maxLeverage: string; minDesignatedMargin: string; maxDesignatedMargin: string };
}

/** A symbol is offered on a screen when it is shown (display flag) and trading (not closed, settling or pre-listing auction). */
export function isDisplayable(symbol: Pick<ContractSymbol, 'display' | 'status'>): boolean {
  return isDisplayed(symbol) && symbol.status === 'Trading';
}

export function contractConfig(symbol: ContractSymbol): ContractConfig {
  const percent = (e4: number) => fromScaled(e4, 2);
  return {
    symbol: symbol.name,
    base: symbol.base_currency,
    quote: symbol.quote_currency,
    coin: symbol.coin,
    contractType: symbol.contract_type,
    displayable: isDisplayable(symbol),
    tickSize: symbol.tick_size,
    lotSize: symbol.lot_size,
    priceScale: symbol.price_scale,
    lotScale: symbol.lot_scale,
    minQty: symbol.min_qty,
    maxOrderQty: symbol.max_order_qty,
    maxMarketOrderQty: symbol.max_market_order_qty,
    minNotional: symbol.min_notional_value,
    initialMarginRate: fromScaled(symbol.initial_margin_rate_e4, 4),
    maintenanceMarginRate: fromScaled(symbol.maintenance_margin_rate_e4, 4),
    initialMarginPercent: percent(symbol.initial_margin_rate_e4),
    maintenanceMarginPercent: percent(symbol.maintenance_margin_rate_e4),
    leverageSections: symbol.leverage_sections_e2.map((e2) => fromScaled(e2, 2)),
    maxLeverage: fromScaled(symbol.max_leverage_e2, 2),
    riskLimits: symbol.risk_limits.map((tier) => ({
      id: tier.id,
      limit: tier.limit,
      initialMarginRate: fromScaled(tier.initial_margin_rate_e4, 4),
      maintenanceMarginRate: fromScaled(tier.maintenance_margin_rate_e4, 4),
      maxLeverage: fromScaled(tier.max_leverage_e2, 2),
    })),
    depthMergeRatios: symbol.depth_merge_ratios.length > 0 ? symbol.depth_merge_ratios : DEFAULT_DEPTH_MERGE_RATIOS,
    copyTrade: {
      supported: symbol.support_copy_trade,
      minLeverage: fromScaled(symbol.copy_trade_min_leverage_e2, 2),
      maxLeverage: fromScaled(symbol.copy_trade_max_leverage_e2, 2),
      minDesignatedMargin: fromScaled(symbol.copy_trade_min_designated_margin_e8, 8),
      maxDesignatedMargin: fromScaled(symbol.copy_trade_max_designated_margin_e8, 8),
    },
  };
}
