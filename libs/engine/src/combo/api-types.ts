/**
 * Result and option types of the combo's public functions (combo.ts,
 * validate.ts, ../backtest/combo-backtest.ts). Money as decimal strings of
 * the quote coin where the API shows it, integers of bot units in states and
 * events (types.ts).
 */
import type { CandleSeries } from '../market/candles';
import type { BacktestOptions } from '../backtest/curve';
import type { FuturesBacktestFigures, FuturesBacktestRun, RiskBacktestOptions } from '../backtest/risk-track';
import type { FuturesPnlCurve } from '../backtest/futures-curve';
import type { PositionSide } from '../futures/position';
import type { ComboAdjustMode, ComboCheckCode, ComboEvent, ComboLimits, ComboRebalance, ComboState, ComboStopType, ComboLimitedReason } from './types';

export type ComboCreateResult =
  | { readonly ok: true; readonly state: ComboState; readonly events: readonly ComboEvent[]; readonly limits: ComboLimits }
  | { readonly ok: false; readonly limits: ComboLimits };

/** modify-setting: what may change (wire names; "" or "0" removes a stop). Absent = unchanged. */
export interface ComboSettingPatch {
  readonly tp_percent?: string;
  readonly sl_percent?: string;
  readonly trailing_stop_percent?: string;
  /** 1–4. */
  readonly adjust_position_mode?: number;
  readonly adjust_position_percent?: string;
  readonly adjust_position_time_interval?: number | string;
}

export type ComboChangeResult =
  | { readonly ok: true; readonly state: ComboState; readonly events: readonly ComboEvent[] }
  | { readonly ok: false; readonly checkCode: ComboCheckCode };

/** One leg of FC-4 (decimal strings; quote amounts in the quote coin). */
export interface ComboLegMetrics {
  readonly symbol: string;
  readonly side: PositionSide;
  /** Target weight (fraction, 4 decimals). */
  readonly target_position_percent: string;
  /** |notional at mark| / Σ|notional| of the live legs (fraction, 4 decimals half-even; "0" when flat). */
  readonly current_position_percent: string;
  readonly qty: string;
  readonly entry_price: string;
  readonly mark_price: string;
  readonly position_value: string;
  readonly unrealized_pnl: string;
  readonly realized_pnl: string;
  readonly funding_fee: string;
  readonly exec_fee: string;
  readonly margin: string;
  /** "" when flat or unreachable. */
  readonly liquidation_price: string;
  readonly liquidated: boolean;
}

/** Every FC-4 figure the engine knows (wire names, decimal strings; times Unix seconds as strings). */
export interface ComboMetrics {
  readonly bot_mode: 'BOT_MODE_LONG' | 'BOT_MODE_SHORT' | 'BOT_MODE_MIX';
  readonly leverage: string;
  readonly total_margin: string;
  /** wallet + Σ (leg margin + unrealised PnL at the marks). */
  readonly equity: string;
  /** realised + unrealised + funding − fees (= equity − total margin). */
  readonly total_pnl: string;
  /** total_pnl / total_margin (fraction, 6 decimals). */
  readonly total_pnl_per: string;
  /** The same return in percent (2 decimals): total_pnl_per × 100. */
  readonly roi: string;
  readonly total_apr: string;
  /** Closed-trade PnL, liquidation losses included. */
  readonly realized_pnl: string;
  readonly unrealized_pnl: string;
  readonly total_exec_fee: string;
  readonly funding_fee: string;
  readonly total_position_value: string;
  /** = equity. */
  readonly margin_balance: string;
  readonly available_balance: string;
  /** Σ legs' initial margin / margin balance (fraction, 4 decimals; "0" when flat). */
  readonly imr: string;
  /** Σ legs' maintenance margin / margin balance. */
  readonly mmr: string;
  readonly adjust_position_mode: ComboAdjustMode;
  readonly adjust_position_percent: string;
  readonly adjust_position_time_interval: number;
  readonly adjusted_position_num: string;
  readonly last_adjust_position_time: string;
  readonly sl_percent: string;
  readonly tp_percent: string;
  readonly trailing_stop_percent: string;
  /** Transfers in − out. */
  readonly midway_transfer: string;
  readonly exit_equity: string;
  readonly sl_exit_equity: string;
  readonly tp_exit_equity: string;
  readonly stop_type: ComboStopType | 'BOT_STOP_TYPE_UNSPECIFIED';
  readonly close_code: string;
  readonly run_time_duration: string;
  readonly create_time: string;
  readonly end_time: string;
  readonly last_modify_setting_time: string;
  readonly symbol_settings: readonly ComboLegMetrics[];
}

/** What the create page shows per leg before creating. */
export interface ComboLegEstimate {
  readonly symbol: string;
  readonly side: PositionSide;
  readonly weightBp: number;
  /** Initial margin the leg's opening order posts (quote). */
  readonly margin: string;
  readonly notional: string;
  readonly qty: string;
  readonly lots: number;
  /** Estimated liquidation price ("" when unreachable or nothing opens). */
  readonly liquidation_price: string;
  /** Why the leg cannot open at its target, or null. */
  readonly limitedReason: ComboLimitedReason | null;
}

export interface ComboBacktestOptions extends BacktestOptions, RiskBacktestOptions {
  /** Funding fixes by symbol (default none). */
  readonly funding?: Readonly<Record<string, readonly { readonly time: number; readonly rateE8: number }[]>>;
}

/** Per-leg PnL (realised + unrealised + funding − fees, bot units) at the total curve's sample times. */
export interface ComboLegCurve {
  readonly symbol: string;
  readonly pnl: Float64Array;
}

export interface ComboBacktestResult extends FuturesBacktestRun<ComboState>, FuturesBacktestFigures<ComboStopType> {
  /** Total curve (bot units): equity, total PnL, realised, unrealised, funding, fees. */
  readonly curve: FuturesPnlCurve;
  readonly legCurves: readonly ComboLegCurve[];
  /** The opening allocation (record no 0, reason = the mode). */
  readonly opening: ComboRebalance;
  /** Every rebalance after the opening, with its reason (its length is the bot's `adjusted_position_num`). */
  readonly rebalances: readonly ComboRebalance[];
  readonly liquidations: readonly { readonly time: number; readonly symbol: string }[];
  /** totalPnl / investment. */
  readonly totalPnlPer: number;
}

export type ComboBacktest = ComboBacktestResult | { readonly ok: false; readonly limits: ComboLimits };

/** Candles by symbol, aligned (same open times and interval), last prices in each contract's ticks. */
export type ComboCandles = Readonly<Record<string, CandleSeries>>;
