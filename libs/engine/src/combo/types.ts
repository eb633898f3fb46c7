/**
 * Futures combo: a basket of 2–10 USDT linear perpetual legs, each long or
 * short at a target weight, sharing one margin wallet and rebalanced to its
 * weights (issue 12).
 *
 * Wire names follow exchange-bot-api-fields.md FC-1 … FC-4: fractions as
 * decimal strings ("0.05" = 5 %), leverage a decimal multiplier, the
 * rebalance interval in seconds, `adjust_position_mode` the request codes
 * 1–6, leg `side` 1 long / 2 short. Enumerations are the wire identifiers of
 * libs/shared/util-enums (`BOT_STOP_TYPE_*`, `LIMITED_REASON_*`,
 * `LIMIT_CHECK_CODE_*`); the close code is the engine's unified
 * `BotCloseCode` (common/close-codes.ts).
 *
 * Units inside (core/rules.ts): each leg's prices in ticks of its contract,
 * sizes in lots, the leg's own money in the contract's quote units
 * 10^-(tickScale + lotScale). The bot's money (wallet, deposits, every total
 * the events and metrics give) is in **bot units** 10^-quoteScale with
 * `quoteScale` = the largest quote scale of the legs, so a leg amount
 * converts exactly: bot = leg × legs[i].unitFactor. Weights are integer
 * basis points (1 = 10 000). Times are Unix ms inside (the API edge converts
 * to seconds); the rebalance interval is kept in seconds.
 *
 * Margin model ("shared margin, isolated legs", decision 3): each leg is an
 * isolated position of the futures core (futures/position.ts) with its own
 * liquidation price, funding and risk tier. Opening and rebalancing size leg
 * i at notional ≈ E × w_i × leverage (E = the bot's equity at the marks)
 * rounded DOWN to the lot, posting the futures core's initial margin for it;
 * realised PnL, fees and funding flow into the wallet; what is not
 * allocated (rounding, realised PnL, transfers in) is the available balance
 * until the next rebalance. Exactly, at every step (bot units):
 *
 *     wallet + Σ legs' margin
 *         = deposits + Σ realised − Σ fees + Σ funding − Σ insurance
 *
 * where deposits = init margin + transfers in − transfers out (FC-4
 * `total_margin`) and the Σ are the legs' lifetime counters (a liquidation's
 * loss is its realised PnL − insurance = − the leg's margin).
 */
import type { Rate } from '../core/rules';
import type { MinMaxRange } from '../common/ranges';
import { checkCodes } from '../common/check-codes';
import { type BotCloseCode, type CloseReasonOf, CLOSE_CODE_OF_CAUSE, closeReasons, prefixedCloseCodeTable } from '../common/close-codes';
import { FUTURES_STOPS } from '../futures/stop-types';
import type { FuturesContract } from '../futures/contract';
import type { FuturesFeed, FuturesFundingFix } from '../futures/funding';
import type { CashResult, FillResult, FuturesFill, FuturesPosition, LiquidationResult, PositionSide } from '../futures/position';
import type { FuturesBotTail } from '../futures/bot-state';
import type { RiskEvent } from '../futures/risk-watch';

// ── input (wire units) ────────────────────────────────────────────────────

/** One leg as FC-1 / FC-2 send it (`symbol_settings[]`). */
export interface ComboLegInput {
  readonly symbol: string;
  /** 1 long, 2 short (the request codes); 'long' / 'short' accepted too. */
  readonly side: number | PositionSide;
  /** The leg's weight, a fraction with at most 4 decimals; the legs sum to exactly 1. */
  readonly target_position_percent: string;
}

/**
 * FC-2 create input (wire names and units). `adjust_position_mode` is 1 time,
 * 2 percent, 3 time or percent, 4 by user; 5 and 6 are reasons the bot
 * records, refused here (EngineInputError, the API's 400).
 */
export interface ComboInput {
  /** Leverage multiplier ("5" = 5×), at most two decimals, ≥ 1. */
  readonly leverage: string;
  /** The bot's money (quote, USDT). */
  readonly init_margin: string;
  readonly adjust_position_mode: number;
  readonly symbol_settings: readonly ComboLegInput[];
  /** Drift threshold (fraction); required by modes 2 and 3. */
  readonly adjust_position_percent?: string;
  /** Seconds between time rebalances (one of ADJUST_POSITION_INTERVAL_PRESETS); required by modes 1 and 3. */
  readonly adjust_position_time_interval?: number | string;
  /** Stop loss: total PnL ≤ −this × total margin. Absent / "" / "0" = none. */
  readonly sl_percent?: string;
  /** Take profit: total PnL ≥ this × total margin. Absent / "" / "0" = none. */
  readonly tp_percent?: string;
  /** Trailing stop: equity ≤ its peak × (1 − this). Absent / "" / "0" = none. */
  readonly trailing_stop_percent?: string;
}

/** FC-1 input: as FC-2, but leverage and init_margin may still be empty ("" / absent: not checked, bounds still given). */
export type ComboLimitInput = Omit<ComboInput, 'leverage' | 'init_margin'> & { readonly leverage?: string; readonly init_margin?: string };

/** The contracts the legs may use, by symbol (the simulator's linear USDT perpetuals, compiled). */
export type ComboContracts = Readonly<Record<string, FuturesContract>>;

/** Prices of one symbol at a moment, in its contract's ticks: the mark, and the last price (default the mark). */
export interface ComboPrice {
  readonly mark: number;
  readonly last?: number;
}
/** Prices by symbol. */
export type ComboPrices = Readonly<Record<string, ComboPrice>>;

// ── FC-1 verdicts and bounds ──────────────────────────────────────────────

/** FC-1's 17 check codes: its inputs in FC-1's order, the order the checks run in (the first failure wins). */
export const { all: COMBO_LIMIT_CHECK_CODES, success: COMBO_CHECK_SUCCESS } = checkCodes('LIMIT_CHECK_CODE_', {
  success: 'SUCCESS_UNSPECIFIED',
  bounded: ['SYMBOL_NUM', 'ADJUST_POSITION_PERCENT', 'ADJUST_POSITION_TIME_INTERVAL', 'INIT_MARGIN', 'SL_PER', 'TP_PER', 'LEVERAGE', 'TRAILING_STOP_PERCENT'],
  other: [],
});
export type ComboCheckCode = (typeof COMBO_LIMIT_CHECK_CODES)[number];

/** A `{min, max}` range of decimal strings ("" = not known yet). */
export type ComboMinMax = MinMaxRange;

/** FC-1's ranges (wire names). */
export interface ComboBounds {
  readonly init_margin: ComboMinMax;
  readonly leverage: ComboMinMax;
  readonly adjust_position_percent: ComboMinMax;
  readonly adjust_position_time_interval: ComboMinMax;
  readonly sl_percent: ComboMinMax;
  readonly tp_percent: ComboMinMax;
  readonly trailing_stop_percent: ComboMinMax;
}

/** `validateCombo`'s answer: FC-1's verdict and ranges. */
export interface ComboLimits {
  readonly checkCode: ComboCheckCode;
  readonly bounds: ComboBounds;
}

// ── stops and close codes ─────────────────────────────────────────────────

/** FC-4's value while the bot runs. */
export const COMBO_STOP_TYPE_NONE = 'BOT_STOP_TYPE_UNSPECIFIED';

/**
 * FC-4 `stop_type` identifiers (util-enums comboStopType wire values) →
 * unified close code (decision 5); the table is the list of stop types: the
 * futures stop types the kinds share (futures/stop-types.ts), take profit,
 * trailing stop and the open-interest limit.
 */
export const COMBO_CLOSE_CODE = prefixedCloseCodeTable('BOT_STOP_TYPE_', {
  ...FUTURES_STOPS.head,
  TAKE_PROFIT: CLOSE_CODE_OF_CAUSE.take_profit,
  ...FUTURES_STOPS.orders,
  TRAILING_STOP: CLOSE_CODE_OF_CAUSE.trailing_stop,
  OI_LIMIT: 'BOT_CLOSE_CODE_OI_LIMIT',
  ...FUTURES_STOPS.tail,
});
export type ComboStopType = CloseReasonOf<typeof COMBO_CLOSE_CODE>;
export const COMBO_STOP_TYPES = closeReasons(COMBO_CLOSE_CODE);

/** Why `closeCombo` is called (the engine's own stops — TP, SL, trailing, all legs liquidated — close inside stepCombo). */
export type ComboCloseCause = 'manual' | 'symbol_delisted' | 'user_banned' | 'system' | 'failed_initiation' | 'compliance';
/** The stop type of each caller cause. */
export const COMBO_STOP_TYPE_OF_CAUSE: Readonly<Record<ComboCloseCause, ComboStopType>> = {
  manual: 'BOT_STOP_TYPE_BY_USER',
  symbol_delisted: 'BOT_STOP_TYPE_SYMBOL_OFFLINE',
  user_banned: 'BOT_STOP_TYPE_USER_BANNED',
  system: 'BOT_STOP_TYPE_SYSTEM',
  failed_initiation: 'BOT_STOP_TYPE_INIT_ERROR',
  compliance: 'BOT_STOP_TYPE_COMPLIANCE',
};

// ── rebalancing ───────────────────────────────────────────────────────────

/** `adjust_position_mode` codes: 1 time, 2 percent, 3 time or percent, 4 by user, 5 on modify setting, 6 on transfer. */
export type ComboAdjustMode = 1 | 2 | 3 | 4;
export type ComboAdjustReason = 1 | 2 | 3 | 4 | 5 | 6;
export const ADJUST_TIME = 1;
export const ADJUST_PERCENT = 2;
export const ADJUST_TIME_OR_PERCENT = 3;
export const ADJUST_BY_USER = 4;
export const ADJUST_MODIFY_SETTING = 5;
export const ADJUST_TRANSFER = 6;

/** Rebalance intervals allowed (seconds): FC-2's presets 30M … 28D. */
export const COMBO_INTERVAL_PRESETS_S: readonly number[] = [1800, 3600, 14400, 28800, 43200, 86400, 259200, 604800, 1209600, 2419200];

/** Why a leg did not reach its target at a rebalance (util-enums limitedReason wire values). */
/**
 * Why a leg's rebalance stopped short: lot granularity, the risk limit, the wallet (it could not pay every
 * increase's margin + fee, so every target shrank by one factor), or the liquidation guard (issue 31: it held
 * the leg's increase while liquidation was within its distance).
 */
export type ComboLimitedReason = 'LIMITED_REASON_MIN_QTY' | 'LIMITED_REASON_RISK_LIMIT' | 'LIMITED_REASON_MARGIN' | 'LIMITED_REASON_LIQ_GUARD';

/** One leg of a rebalance record (part list row). Weights in basis points of the live legs' total notional at the marks. */
export interface ComboRebalanceLeg {
  readonly symbol: string;
  readonly side: PositionSide;
  /** Target weight among the live legs (bp, rounded half-even). */
  readonly targetBp: number;
  readonly beforeBp: number;
  readonly afterBp: number;
  readonly beforeLots: number;
  readonly afterLots: number;
  /** Fees of the leg's orders (bot units). */
  readonly fee: number;
  readonly limitedReason: ComboLimitedReason | null;
}

/** A rebalance (FC part list row). */
export interface ComboRebalance {
  /** 1-based count of rebalances (FC-4 `adjusted_position_num` after it). */
  readonly no: number;
  readonly time: number;
  readonly reason: ComboAdjustReason;
  /** Equity at the marks before trading (bot units). */
  readonly equity: number;
  /** Total fee (bot units). */
  readonly fee: number;
  readonly legs: readonly ComboRebalanceLeg[];
}

// ── state ─────────────────────────────────────────────────────────────────

/** Compiled settings (modify-setting changes the mutable ones). */
export interface ComboConfig {
  /** Leverage ×100. */
  readonly leverageE2: number;
  adjustMode: ComboAdjustMode;
  /** Drift threshold, or null when the mode has none. */
  adjustPercent: Rate | null;
  /** Seconds, or null when the mode has none. */
  adjustIntervalS: number | null;
  tp: Rate | null;
  sl: Rate | null;
  trailing: Rate | null;
}

/** One leg. Counters are the leg's position's (futures core, leg units). */
export interface ComboLeg {
  readonly symbol: string;
  readonly side: PositionSide;
  /** Target weight, basis points (the legs sum to 10 000). */
  readonly targetBp: number;
  readonly contract: FuturesContract;
  /** Bot units per leg quote unit (a power of ten). */
  readonly unitFactor: number;
  position: FuturesPosition;
  markTicks: number;
  lastTicks: number;
  /** Liquidated: out of the basket for good (its weight is shared by the live legs). */
  liquidated: boolean;
  /** Latest funding instant settled on this leg (−1 none). */
  fundedUntil: number;
}

export type ComboStatus = 'RUNNING' | 'COMPLETED';

/** Full state of one combo bot; plain JSON, amounts integers (module comment for units and the ledger identity). */
export interface ComboState extends FuturesBotTail<ComboStopType> {
  readonly v: 1;
  readonly kind: 'combo';
  /** Decimals of the bot units. */
  readonly quoteScale: number;
  readonly config: ComboConfig;
  readonly legs: ComboLeg[];
  status: ComboStatus;
  readonly createdAt: number;
  endedAt: number;
  /** Last settings change (= createdAt until one). */
  modifiedAt: number;
  /** The bot's free balance (FC-4 available_balance; below 0 only by funding owed). */
  wallet: number;
  /** Init margin + transfers in − transfers out (FC-4 total_margin). */
  deposits: number;
  readonly initMargin: number;
  transferredIn: number;
  transferredOut: number;
  /** Time of the last rebalance (the opening counts as the first allocation, not a rebalance). */
  lastRebalanceAt: number;
  rebalances: number;
  /** Highest equity seen at the marks while a stop is set (trailing stop; reset when modify-setting turns it on). */
  peakEquity: number;
  /** Equity when the bot stopped (0 while running). */
  exitEquity: number;
}

// ── stepping and events ───────────────────────────────────────────────────

/** A funding fix of one symbol (futures/funding.ts). */
export type ComboFundingFix = FuturesFundingFix;

/** What one symbol brings to a step, each list in time order (futures/funding.ts). */
export type ComboSymbolFeed = FuturesFeed;

/**
 * One step (the simulator's DrainInput, multi-symbol): every symbol's feed,
 * merged by time; at an equal time funding fixes first, then last-price
 * points, then marks; `now` (ms, optional) is the step's time for the time
 * rebalance when no point reaches it.
 */
export interface ComboStepInput {
  readonly feeds: Readonly<Record<string, ComboSymbolFeed>>;
  readonly now?: number;
}

/** Why a fill happened. */
export type ComboFillKind = 'open' | 'rebalance' | 'close';

export type ComboEvent =
  | {
      readonly type: 'fill';
      readonly time: number;
      readonly ref: number;
      readonly kind: ComboFillKind;
      readonly leg: number;
      readonly symbol: string;
      /** What the futures core applied (`applyFill(contract, position before, futuresFill)`). */
      readonly futuresFill: FuturesFill;
      readonly result: FillResult;
      /** result.walletDelta in bot units. */
      readonly walletDelta: number;
    }
  | { readonly type: 'funding'; readonly time: number; readonly leg: number; readonly symbol: string; readonly rateE8: number; readonly markTicks: number; readonly result: CashResult; readonly walletDelta: number }
  | { readonly type: 'leg_liquidated'; readonly time: number; readonly leg: number; readonly symbol: string; readonly result: LiquidationResult; readonly marginLost: number }
  | { readonly type: 'rebalance'; readonly time: number; readonly record: ComboRebalance }
  | { readonly type: 'transfer'; readonly time: number; readonly direction: 'in' | 'out'; readonly amount: number }
  | { readonly type: 'settings_changed'; readonly time: number }
  | { readonly type: 'closed'; readonly time: number; readonly stopType: ComboStopType; readonly closeCode: BotCloseCode; readonly equity: number; readonly wallet: number }
  | RiskEvent;

/** Result of a transition. */
export interface ComboStep {
  readonly state: ComboState;
  readonly events: readonly ComboEvent[];
}
