/**
 * Futures grid: input, state, step input, events and codes.
 *
 * Wire names follow exchange-bot-api-fields.md (FG-1 … FG-4): check codes
 * `FGRID_CHECK_CODE_*`, stop types `F_GRID_BOT_STOP_TYPE_*`, unified close
 * codes `BOT_CLOSE_CODE_*` (common/close-codes.ts). What is not particular
 * to the futures grid (grid geometry, TP/SL settings, orders, close codes,
 * price paths) lives in ../common, the position arithmetic in ../futures.
 *
 * Units: prices in ticks, sizes in lots, money in quote units of the
 * contract (core/rules.ts, futures/position.ts); leverage ×100 (`E2`);
 * percents as exact rates (`"0.2"` = 20 %).
 */
import type { EntryBotStatus, SymbolBotHead } from '../common/bot-state';
import { checkCodes } from '../common/check-codes';
import { type BotCloseCode, type CloseCause, type CloseReasonOf, type StopKind, closeCodeTable } from '../common/close-codes';
import type { GridType } from '../common/grid-levels';
import type { OrderCancelReason, OrderSide, OrderType } from '../common/orders';
import type { DecimalRange, GridValidationRanges } from '../common/ranges';
import type { TpSlConfig, TpSlInput } from '../common/stops';
import type { ContractRules, FuturesContract } from '../futures/contract';
import type { CashResult, FillResult, FuturesFill, FuturesPosition, LiquidationResult } from '../futures/position';
import type { FuturesBotTail } from '../futures/bot-state';
import type { RiskEvent } from '../futures/risk-watch';

/** The most grids (cells) a futures grid may have: the validator's bound, and the create page's chart draws no more. */
export const FGRID_CELL_NUMBER_MAX = 200;

/** FG-1/FG-2 `grid_mode`: 1 neutral, 2 long, 3 short. */
export type FuturesGridMode = 'neutral' | 'long' | 'short';
export const FGRID_MODE_BY_CODE: Readonly<Record<number, FuturesGridMode>> = { 1: 'neutral', 2: 'long', 3: 'short' };

/**
 * Creation input (FG-1 / FG-2 fields; decimals as strings). TP/SL fields are
 * common/stops.ts TpSlInput's: `takeProfitPercent` / `stopLossPercent` are
 * fractions of the total investment (FG-2 `take_profit_per` /
 * `stop_loss_per`: TP when PnL ≥ +tp × investment, SL when PnL ≤ −sl ×
 * investment); `tsPercent` is FG-2's `trailing_stop_per`, a fraction.
 */
export interface FuturesGridInput extends TpSlInput {
  readonly gridMode: FuturesGridMode;
  /** Default 'arithmetic'. */
  readonly gridType?: GridType;
  readonly minPrice: string;
  readonly maxPrice: string;
  /** Number of grid intervals N (levels P_0 … P_N); at least 2. */
  readonly cellNumber: number;
  /** Leverage multiplier, decimal string with at most two decimals ("5", "12.5"). */
  readonly leverage: string;
  /** Investment in the quote (settle) coin: FG-2 `total_investment`, FG-1 `init_margin`. */
  readonly investment: string;
  /** The bot waits (AWAIT_ACTIVATION) until the last price reaches this, then starts there. */
  readonly entryPrice?: string;
  /** Arithmetic grids only: the grid may shift up by whole cells while its top stays ≤ this. */
  readonly moveUpPrice?: string;
  /** Arithmetic grids only: the grid may shift down by whole cells while its bottom stays ≥ this. */
  readonly moveDownPrice?: string;
}

/** The market as the engine needs it at creation / validation time (the contract's rules come apart). */
export interface FuturesGridMarket {
  readonly symbol: string;
  readonly baseCoin: string;
  /** The settle coin (USDT, USDC). */
  readonly quoteCoin: string;
  /** Last traded price, on the contract's tick. */
  readonly lastPrice: string;
}

/**
 * Check codes the engine answers with (FG-1's list and the spec §5 extras,
 * spelled as `@tb/util-check-codes` has them). Not emitted by the engine:
 * OI_POS_LIMIT (the simulator has no open-interest limit), SYMBOL_NOT_EXISTS,
 * USER_BANNED, PRE_SETTLE_REDUCE_ONLY, COIN_NOT_MATCH, OPERATE_DENIED,
 * NOT_LOGIN, SERVER_ERROR, INVALID_PARAM (account, market and request
 * states the simulator answers), AMOUNT_TOO_LOW/HIGH (folded into the
 * investment range, whose bounds are the order-size bounds), TP_SL_FAILED
 * and the TOP/BOTTOM_PRICE codes (the range codes HIGH/LOW_PRICE_* say it).
 */
export const { all: FGRID_CHECK_CODES, success: FGRID_CHECK_SUCCESS } = checkCodes('FGRID_CHECK_CODE_', {
  success: 'SUCCESS',
  bounded: ['LOW_PRICE', 'HIGH_PRICE', 'GRID_NO', 'INVESTMENT', 'LEVERAGE', 'ENTRY_PRICE', 'TP', 'SL', 'TP_PRICE', 'SL_PRICE', 'MOVE_UP_PRICE', 'MOVE_DOWN_PRICE'],
  other: [
    'RISK_LIMIT', 'AMOUNT_TOO_BIG', 'SL_CAUSE_LIQUIDATION', 'INVALID_TRAILING_STOP_PERCENT',
    'TP_PRICE_LOWER_THAN_LAST_PRICE', 'TP_PRICE_HIGHER_THAN_LAST_PRICE', 'SL_PRICE_HIGHER_THAN_LAST_PRICE', 'SL_PRICE_LOWER_THAN_LAST_PRICE',
    'SL_PRICE_LOWER_THAN_LIQ_PRICE', 'SL_PRICE_HIGHER_THAN_LIQ_PRICE',
    // A move price on a geometric grid (FG-2: "not allowed when grid_type = 2"); designed, added to util-check-codes.
    'MOVE_PRICE_NOT_ALLOWED',
  ],
});
export type FuturesGridCheckCode = (typeof FGRID_CHECK_CODES)[number];

/**
 * FG-1 response body (without status_code / debug_msg). Percent ranges are
 * fractions (the choice between FG-1's whole percents and FG-2's fractions
 * is documented in libs/shared/contracts/src/lib/futures-grid.ts). The
 * grids' common ranges (common/ranges.ts): `profit` is the per-grid profit
 * rate on margin after both maker fees (× leverage), smallest … largest
 * cell; `stop_loss` / `take_profit` are fractions of the investment.
 */
export interface FuturesGridValidation extends GridValidationRanges {
  readonly check_code: FuturesGridCheckCode;
  readonly leverage: DecimalRange;
  readonly take_profit_price: DecimalRange;
  readonly stop_loss_price: DecimalRange;
  readonly trailing_stop_per: DecimalRange;
  /** Liquidation price after every planned opening fill of the long side (long and neutral grids), else "". */
  readonly long_liq_price: string;
  /** The same for the short side (short and neutral grids), else "". */
  readonly short_liq_price: string;
  readonly move_up_price: DecimalRange;
  readonly move_down_price: DecimalRange;
  /** VIP grid-count allowance: the simulator has no VIP tiers, always "0". */
  readonly cell_gtv0_per: string;
  /** Extra: quantity of every grid order (base / contracts), "" when the input cannot be sized. */
  readonly qty_per_grid: string;
}

/** Lifecycle (FG-4 `status`: FUTURE_GRID_STATUS_AWAIT_ACTIVATION / _RUNNING / _COMPLETED on the wire). */
export type FuturesGridStatus = EntryBotStatus;

/**
 * FG-4 `close_reason` values the engine produces (the spec's futures stop
 * types) → unified close code (FG-4 `bot_close_code`); the table is the list
 * of stop types (closeCodeTable). Liquidation and a close price past
 * bankruptcy (the position taken over by the liquidation engine) read
 * "canceled by liquidation"; an order the bot cannot pay for, a risk-limit
 * refusal and a copy whose master stopped "auto canceled (other)"; the rest
 * their own code.
 */
export const FGRID_CLOSE_CODE = closeCodeTable({
  F_GRID_BOT_STOP_TYPE_INIT: 'BOT_CLOSE_CODE_FAILED_INITIATION',
  F_GRID_BOT_STOP_TYPE_USER: 'BOT_CLOSE_CODE_CANCELED_MANUALLY',
  F_GRID_BOT_STOP_TYPE_TAKE_PROFIT: 'BOT_CLOSE_CODE_CANCELED_AUTO_TP',
  F_GRID_BOT_STOP_TYPE_STOP_LOSS: 'BOT_CLOSE_CODE_CANCELED_AUTO_SL',
  F_GRID_BOT_STOP_TYPE_TRAILING_STOP: 'BOT_CLOSE_CODE_TRAILING_STOP',
  F_GRID_BOT_STOP_TYPE_FOR_LIQUIDATION: 'BOT_CLOSE_CODE_CANCELED_AUTO_LIQUIDATION',
  F_GRID_BOT_STOP_TYPE_BUST_PRICE: 'BOT_CLOSE_CODE_CANCELED_AUTO_LIQUIDATION',
  F_GRID_BOT_STOP_TYPE_TOP_PRICE_TRIGGERED: 'BOT_CLOSE_CODE_TOP_PRICE_TRIGGER',
  F_GRID_BOT_STOP_TYPE_BOTTOM_PRICE_TRIGGERED: 'BOT_CLOSE_CODE_BOTTOM_PRICE_TRIGGER',
  F_GRID_BOT_STOP_TYPE_NO_BALANCE: 'BOT_CLOSE_CODE_CANCELED_AUTO',
  F_GRID_BOT_STOP_TYPE_RISK_LIMIT: 'BOT_CLOSE_CODE_CANCELED_AUTO',
  F_GRID_BOT_STOP_TYPE_SYMBOL_OFFLINE: 'BOT_CLOSE_CODE_SYMBOL_DELIST',
  F_GRID_BOT_STOP_TYPE_USER_BAN: 'BOT_CLOSE_CODE_USER_BANNED',
  /** The owner became restricted (Islamic member tag): the exchange closes leveraged bots (contracts compliance.ts). */
  F_GRID_BOT_STOP_TYPE_COMPLIANCE: 'BOT_CLOSE_CODE_COMPLIANCE',
  /** A copy-trade follower whose master (the grid it copies) stopped ("CopyTrade master stopped"; the simulator's master sweep, bots/sweeps.ts). */
  F_GRID_BOT_STOP_TYPE_MASTER: 'BOT_CLOSE_CODE_CANCELED_AUTO',
});
export type FuturesGridStopType = CloseReasonOf<typeof FGRID_CLOSE_CODE>;

/** The stop type of each shared close cause (common/close-codes.ts). */
export const FGRID_STOP_OF_CAUSE: Readonly<Record<CloseCause, FuturesGridStopType>> = {
  manual: 'F_GRID_BOT_STOP_TYPE_USER',
  failed_initiation: 'F_GRID_BOT_STOP_TYPE_INIT',
  take_profit: 'F_GRID_BOT_STOP_TYPE_TAKE_PROFIT',
  stop_loss: 'F_GRID_BOT_STOP_TYPE_STOP_LOSS',
  trailing_stop: 'F_GRID_BOT_STOP_TYPE_TRAILING_STOP',
  symbol_delisted: 'F_GRID_BOT_STOP_TYPE_SYMBOL_OFFLINE',
  user_banned: 'F_GRID_BOT_STOP_TYPE_USER_BAN',
  liquidation: 'F_GRID_BOT_STOP_TYPE_FOR_LIQUIDATION',
};

/** The stop type of a stop that fired. */
export const FGRID_STOP_REASON: Readonly<Record<StopKind, FuturesGridStopType>> = {
  take_profit: 'F_GRID_BOT_STOP_TYPE_TAKE_PROFIT',
  stop_loss: 'F_GRID_BOT_STOP_TYPE_STOP_LOSS',
  trailing_stop: 'F_GRID_BOT_STOP_TYPE_TRAILING_STOP',
};

/**
 * Compiled configuration kept in the state (TP/SL and trailing stop:
 * TpSlConfig's fields).
 *
 * Price TP/SL fire when the last price crosses them from the side they were
 * set on: `tpUp` / `slUp` say which (true: fires at prices ≥ the level). A
 * long grid's TP is above the price and its SL below, a short grid's the
 * other way round; a neutral grid's each lie on either side (the side of
 * the last price when they were set).
 */
export interface FuturesGridConfig extends TpSlConfig {
  readonly mode: FuturesGridMode;
  readonly gridType: GridType;
  readonly cellNumber: number;
  /** Original bounds (ticks), before any move. */
  readonly minTicks: number;
  readonly maxTicks: number;
  readonly leverageE2: number;
  /** Entry trigger (ticks) and direction: -1 fires when price ≤ entry, +1 when ≥, 0 none. */
  readonly entryTicks: number | null;
  readonly entryDirection: -1 | 0 | 1;
  readonly tpUp: boolean;
  readonly slUp: boolean;
  /** Move bounds (ticks), or null (no moving that way). */
  readonly moveUpTicks: number | null;
  readonly moveDownTicks: number | null;
}

/**
 * Full state of one futures grid bot; a plain JSON object.
 *
 * Grid bookkeeping as the spot grid's: `levels` holds the current N + 1
 * prices, cell c is [levels[c], levels[c+1]], exactly one level has no
 * order (the `gap`): cells below it rest a buy at their lower level, cells
 * at or above it a sell at their upper level, every one of `qty` lots.
 *
 * Money: `wallet` is the bot's available balance (the simulator's
 * `user:<id>:bot:<botId>`), `position.margin` the isolated position margin
 * (`…:position:<symbol>`); the futures identity holds exactly at every step:
 *   wallet + position.margin = investment + marginAdded − withdrawn
 *                              + position.realisedPnl + position.funding − position.fees − position.insurance
 *                              − settled
 * (`fundingOwed` is funding due that the wallet could not pay; not posted;
 * `settled` what the close handed back).
 */
export interface FuturesGridState extends SymbolBotHead<'futures_grid'>, FuturesBotTail<FuturesGridStopType> {
  readonly contract: FuturesContract;
  config: FuturesGridConfig;
  status: FuturesGridStatus;
  readonly createdAt: number;
  /** When the grid started trading (Unix ms); −1 until activation. */
  startedAt: number;
  /** Unix ms; 0 until closed. */
  endedAt: number;
  levels: number[];
  /** Cells moved so far: + up, − down (levels are the progression's from index `shift`). */
  shift: number;
  gap: number;
  /** Lots of every grid order (the quantity per cell; fixed for the bot's life). */
  readonly qty: number;
  /** Bot-local order reference of each cell's resting order. */
  refs: number[];
  /**
   * Per cell: 1 while a round trip is half done (the cell filled once since
   * its last completed round trip), else 0. Two consecutive fills of a cell
   * are one round trip: a buy at its lower level and a sell at its upper
   * one, in either order.
   */
  open: number[];
  position: FuturesPosition;
  wallet: number;
  fundingOwed: number;
  /** Initial investment (quote units). */
  readonly investment: number;
  /** Margin the user added since (part of the total investment). */
  marginAdded: number;
  /** Profit withdrawn so far. */
  withdrawn: number;
  /** Σ completed round trips: qty × (upper − lower) level, less both fills' maker fees. */
  gridProfit: number;
  /** Completed round trips. */
  arbitrageCount: number;
  /** Times of the round trips completed in the 24 h before the latest one (FG-4 arbitrage_num_24). */
  tripTimes: number[];
  /** Trailing stop reference: highest last price since start (long), lowest (short). */
  extremeTicks: number;
  lastTicks: number;
  markTicks: number;
  /** Last price when the bot stopped (FG-4 real_close_price); 0 before. */
  closeTicks: number;
  /** Equity when the bot stopped (quote units; FG-4 trailing_stop_exit_equity when the trailing stop closed it). */
  exitEquity: number;
  /** What the close handed back to the funding account (quote units). */
  settled: number;
  /** The side whose resting orders the guard holds (cancelled, re-placed on resume): buys of a long, sells of a short; absent: none. */
  held?: 'buy' | 'sell';
}

/**
 * One input of a step, in arrival order: a last (traded) price, a mark
 * price, or a funding rate fixed at an instant. The simulator's marked
 * point (index = the contract's last price, mark) is a `last` then a `mark`
 * at the same time; a funding fix comes before any point of the next minute.
 */
export type FuturesGridTick =
  | { readonly type: 'last'; readonly time: number; readonly priceTicks: number }
  | { readonly type: 'mark'; readonly time: number; readonly priceTicks: number }
  | { readonly type: 'funding'; readonly time: number; readonly rateE8: number; readonly markTicks: number };

/**
 * Events of a transition; each maps onto one call of the simulator's
 * `FuturesPostings` (or a row / status change) — see README.md:
 * - `order_filled` → postFuturesFill(bot, symbol, fill, result, {time, orderId});
 * - `liquidated` → postLiquidation(bot, symbol, result, {time});
 * - `margin_added` → fund(bot, amount), then postMarginChange(bot, symbol, result, {time});
 * - `funding` → postFunding(bot, symbol, instant, result, {time}) when money moves, else
 *   markFunded(bot, symbol, instant, owed, time) (nothing due, or owed); `funding_collected` →
 *   collectOwed; `funding_forgiven` (at close, a debt the wallet cannot pay) → nothing to post;
 * - `profit_withdrawn` → withdraw(bot, amount); `closed` → settle(bot, time).
 */
export type FuturesGridEvent =
  | { readonly type: 'order_placed'; readonly ref: number; readonly side: OrderSide; readonly priceTicks: number; readonly lots: number; readonly cell: number }
  | { readonly type: 'order_cancelled'; readonly ref: number; readonly side: OrderSide; readonly priceTicks: number; readonly lots: number; readonly cell: number; readonly reason: OrderCancelReason }
  | {
      readonly type: 'order_filled';
      readonly time: number;
      readonly ref: number;
      readonly side: OrderSide;
      /** 'limit' grid orders fill as maker; 'market' orders (initial position, close) as taker. */
      readonly orderType: OrderType;
      readonly priceTicks: number;
      readonly lots: number;
      /** Cell of a grid order, or -1 for a market order. */
      readonly cell: number;
      readonly fill: FuturesFill;
      readonly result: FillResult;
    }
  | { readonly type: 'grid_profit'; readonly time: number; readonly cell: number; readonly amount: number }
  | {
      readonly type: 'liquidated';
      readonly time: number;
      /** The mark that reached the trigger (BUST_PRICE: the last price the close could not be made at). */
      readonly markTicks: number;
      /** liquidate()'s result: the position taken over at result.triggerTicks. */
      readonly result: LiquidationResult;
    }
  | { readonly type: 'margin_added'; readonly time: number; readonly amount: number; readonly result: CashResult }
  | RiskEvent
  | {
      readonly type: 'funding';
      readonly time: number;
      /** The funding instant (the fix's time). */
      readonly instant: number;
      readonly rateE8: number;
      readonly markTicks: number;
      /** settleFunding's result; not applied when `owed` > 0. */
      readonly result: CashResult;
      /** Payment the wallet could not make (kept as `fundingOwed`), else 0. */
      readonly owed: number;
    }
  | { readonly type: 'funding_collected'; readonly time: number; readonly amount: number }
  | { readonly type: 'funding_forgiven'; readonly time: number; readonly amount: number }
  | { readonly type: 'profit_withdrawn'; readonly time: number; readonly amount: number }
  | { readonly type: 'entry_triggered'; readonly time: number; readonly priceTicks: number }
  | { readonly type: 'grid_moved'; readonly time: number; readonly direction: 'up' | 'down'; readonly shift: number; readonly minTicks: number; readonly maxTicks: number }
  | { readonly type: 'settings_changed'; readonly time: number; readonly what: 'tp_sl' | 'trailing_stop' | 'move_scope' }
  | { readonly type: 'status'; readonly time: number; readonly status: FuturesGridStatus }
  | {
      readonly type: 'closed';
      readonly time: number;
      readonly stopType: FuturesGridStopType;
      readonly closeCode: BotCloseCode;
      readonly priceTicks: number;
      /** The wallet handed back to the funding account (quote units). */
      readonly settled: number;
    };

/** Result of a transition. */
export interface FuturesGridStep {
  readonly state: FuturesGridState;
  readonly events: readonly FuturesGridEvent[];
}

/** The contract a bot trades, as the public functions take it: boundary rules or already compiled. */
export type FuturesGridContract = ContractRules | FuturesContract;
