/**
 * Futures martingale: input, configuration, state, events and codes.
 *
 * Wire names follow exchange-bot-api-fields.md FM-1 … FM-4: percents are
 * fractions ("0.015" = 1.5 %), `add_position_percent` is a multiplier
 * ("1.5" = 1.5×), leverage a decimal multiplier. Enumerations are the
 * UPPER_SNAKE identifiers the API sends (`F_MART_BOT_STOP_TYPE_STOP_TYPE_*`,
 * `F_MART_LIMIT_CHECK_CODE_*`, `BOT_CLOSE_CODE_*`). What every kind shares
 * (orders and fills, close codes, price points, stops, APR) is in ../common,
 * the futures position, margin, liquidation and funding in ../futures.
 *
 * Units inside (core/rules.ts): prices in ticks of the contract, sizes in
 * lots, money in quote units; leverage ×100; rates as exact fractions.
 */
import type { EntryBotStatus, SymbolBotHead } from '../common/bot-state';
import type { Rate } from '../core/rules';
import type { OrderCancelReason } from '../common/orders';
import { checkCodes } from '../common/check-codes';
import { type BotCloseCode, type CloseReasonOf, closeReasons, prefixedCloseCodeTable } from '../common/close-codes';
import { FUTURES_STOPS } from '../futures/stop-types';
import type { FuturesContract } from '../futures/contract';
import type { FuturesFeed } from '../futures/funding';
import type { CashResult, FillResult, FuturesFill, FuturesPosition, LiquidationResult, PositionSide } from '../futures/position';
import type { FuturesBotTail } from '../futures/bot-state';
import type { RiskEvent } from '../futures/risk-watch';

/** `martingale_mode`: 1 long (buys dips), 2 short (sells rallies). */
export type MartingaleMode = PositionSide;

/**
 * Creation input (FM-2 fields; decimals as strings, percents as fractions).
 * FM-1 (`validateMartingale`) takes the same with everything but the mode and
 * leverage optional.
 */
export interface MartingaleInput {
  readonly mode: MartingaleMode;
  /** Leverage multiplier, at most two decimals, ≥ 1 ("5" = 5×). */
  readonly leverage: string;
  /** Adverse move of the last price from the average cost that places the next add, fraction. */
  readonly priceFloatPercent: string;
  /** Add multiplier (`add_position_percent`): add k is this^k × the base size ("2" doubles each add). */
  readonly addPositionPercent: string;
  /** Adds per round at most (`add_position_num`). */
  readonly addPositionNum: number;
  /** The bot's money (quote): it must fund a whole worst-case round. */
  readonly initMargin: string;
  /** A round closes when its profit reaches this fraction of the margin its orders posted. */
  readonly roundTpPercent: string;
  /** `auto_cycle_toggle`: true (1, the default) starts a new round after a round's take profit; false (2) completes. */
  readonly autoCycle?: boolean;
  /** Stop loss: closes everything when the total PnL reaches −this fraction of the total margin; absent / "" = none. */
  readonly slPercent?: string;
  /** The bot waits (AWAIT_ACTIVATION) until the last price reaches this, then opens; absent / "" = open now. */
  readonly entryPrice?: string;
}

/** FM-1 input: the mode and leverage, everything else optional (checked when given). */
export type MartingaleLimitInput = Pick<MartingaleInput, 'mode' | 'leverage'> & Partial<Omit<MartingaleInput, 'mode' | 'leverage'>>;

/** The market at creation / validation time (prices as decimals on the contract's tick). */
export interface MartingaleMarket {
  readonly symbol: string;
  readonly baseCoin: string;
  readonly quoteCoin: string;
  /** Last traded price. */
  readonly lastPrice: string;
  /** Mark price; default the last price. */
  readonly markPrice?: string;
}

/**
 * FM-1's 17 check codes, then the ones designed here (FM-1 has none for
 * them, and the spec §5 says only "add-position values, initial margin and
 * similar"):
 * - `…_LIQUIDATION_BEFORE_LAST_ADD`: the worst-case plan's estimated
 *   liquidation price after some order is reached before the next add's
 *   trigger (creation refused; the fix is a lower leverage or a wider price
 *   float);
 * - `…_ADD_MARGIN_TOO_LOW`: update-fmart-bot asked to add no margin (≤ 0);
 * - `…_PARAMETERS_NOT_CHANGED`: an update that changes nothing;
 * - `…_BOT_NOT_RUNNING`: an update of a completed bot.
 * A plan that the initial margin cannot fund is `…_INIT_MARGIN_TOO_LOW`; one
 * whose position would pass the risk limit at this leverage is
 * `…_LEVERAGE_TOO_HIGH` (its `leverage.max` the tier's); one whose last add
 * at the smallest base size is above the largest order is
 * `…_ADD_POSITION_NUM_TOO_HIGH`.
 */
export const { all: MARTINGALE_CHECK_CODES, success: MARTINGALE_CHECK_SUCCESS } = checkCodes('F_MART_LIMIT_CHECK_CODE_F_MART_', {
  success: 'CHECK_CODE_SUCCESS_UNSPECIFIED',
  bounded: ['PRICE_FLOAT_PERCENT', 'ADD_POSITION_PERCENT', 'ADD_POSITION_NUM', 'INIT_MARGIN', 'ROUND_TARGET_TP_PERCENT', 'SL_PER', 'ENTRY_PRICE', 'LEVERAGE'],
  // designed (see above)
  other: ['LIQUIDATION_BEFORE_LAST_ADD', 'ADD_MARGIN_TOO_LOW', 'PARAMETERS_NOT_CHANGED', 'BOT_NOT_RUNNING'],
});
export type MartingaleCheckCode = (typeof MARTINGALE_CHECK_CODES)[number];

/** A `{min, max}` range of decimal strings (FM-1; "" = unbounded or unknown). */
export interface MinMax {
  readonly min: string;
  readonly max: string;
}

/**
 * Martingale stop types (FM-4 `stop_type`, spec §4: init error, by user,
 * liquidation, symbol offline, stop loss, system, user banned, order cost;
 * the API adds round take profit (auto-cycle off), reduce-only, bankruptcy
 * price, negative arbitrage, compliance, ADL). The engine itself ends a bot
 * with LIQUIDATION, STOP_LOSS, ROUND_TAKE_PROFIT and ORDER_COST; the others
 * are closes asked for by the simulator (`closeMartingale`).
 *
 * The table maps each stop type to its unified close code (FM-4
 * `close_code`, the 16-code martingale list) and is the list of stop types:
 * the futures stop types the kinds share (futures/stop-types.ts), "round
 * take-profit" and negative arbitrage with the kind's own codes.
 */
export const MARTINGALE_CLOSE_CODE = prefixedCloseCodeTable('F_MART_BOT_STOP_TYPE_STOP_TYPE_', {
  ...FUTURES_STOPS.head,
  ROUND_TAKE_PROFIT: 'BOT_CLOSE_CODE_ROUND_TAKE_PROFIT',
  ...FUTURES_STOPS.orders,
  NEGATIVE_ARBITRAGE: 'BOT_CLOSE_CODE_NEGATIVE_ARBITRAGE',
  ...FUTURES_STOPS.tail,
});
export type MartingaleStopType = CloseReasonOf<typeof MARTINGALE_CLOSE_CODE>;
export const MARTINGALE_STOP_TYPES = closeReasons(MARTINGALE_CLOSE_CODE);
/** FM-4's value while the bot has not stopped. */
export const MARTINGALE_STOP_TYPE_NONE = 'F_MART_BOT_STOP_TYPE_STOP_TYPE_UNKNOWN_UNSPECIFIED';

/** Stop types a caller may close a bot with (the others are the engine's own outcomes). */
export type MartingaleCloseStopType = Exclude<
  MartingaleStopType,
  'F_MART_BOT_STOP_TYPE_STOP_TYPE_LIQUIDATION' | 'F_MART_BOT_STOP_TYPE_STOP_TYPE_STOP_LOSS' | 'F_MART_BOT_STOP_TYPE_STOP_TYPE_ROUND_TAKE_PROFIT'
>;

/** Compiled configuration kept in the state. */
export interface MartingaleConfig {
  readonly mode: MartingaleMode;
  /** Leverage ×100. */
  readonly leverageE2: number;
  readonly priceFloat: Rate;
  /** Add multiplier m ≥ 1: add k has ⌊base × m^k⌋ lots. */
  readonly addMultiplier: Rate;
  readonly maxAdds: number;
  roundTp: Rate;
  sl: Rate | null;
  autoCycle: boolean;
  /** Entry trigger (ticks) and direction: −1 fires when the price falls to ≤ it, +1 when it rises to ≥ it, 0 none. */
  readonly entryTicks: number | null;
  readonly entryDirection: -1 | 0 | 1;
}

/** Lifecycle: AWAIT_ACTIVATION while an entry price waits, RUNNING, COMPLETED. */
export type MartingaleStatus = EntryBotStatus;

/** Why a fill happened. 'initial' opens a round at market; 'add' is a resting limit order; the rest close everything at market. */
export type MartingaleFillKind = 'initial' | 'add' | 'take_profit' | 'stop_loss' | 'close';

/** How a round ended. 'closed': the bot was closed (user, ban, delisting, order cost…) with the round open. */
export type MartingaleRoundEnd = 'take_profit' | 'stop_loss' | 'liquidation' | 'closed';

/** One fill of a round, as it happened. */
export interface MartingaleRoundFill {
  readonly ref: number;
  readonly kind: MartingaleFillKind;
  /** 0 for the initial order, k for add k; 0 for closing fills. */
  readonly addIndex: number;
  readonly time: number;
  readonly side: 'buy' | 'sell';
  readonly priceTicks: number;
  readonly lots: number;
  readonly liquidity: 'maker' | 'taker';
  readonly notional: number;
  readonly fee: number;
  readonly marginPosted: number;
  readonly marginReleased: number;
  readonly realisedPnl: number;
}

/**
 * A round: from its initial order to the close of its whole position. Its
 * profit = realised PnL − fees − insurance + funding of the round (quote
 * units); its TP base is `marginPosted`, the initial margin its orders posted
 * (the user's own top-ups excluded).
 */
export interface MartingaleRound {
  /** 1-based. */
  readonly no: number;
  readonly startedAt: number;
  readonly startTicks: number;
  /** Lots of its initial order; add k has ⌊baseLots × m^k⌋ (plan.ts). */
  readonly baseLots: number;
  readonly fills: MartingaleRoundFill[];
  /** Adds filled so far. */
  adds: number;
  marginPosted: number;
  fees: number;
  funding: number;
  realisedPnl: number;
  insurance: number;
  /** Size and cost (Σ lots × ticks) of the position at its largest (before the close). */
  maxLots: number;
  maxCost: number;
  endedAt: number;
  endTicks: number;
  end: MartingaleRoundEnd | null;
  /** Final profit (0 while running). */
  profit: number;
}

/** The resting add order (a limit order at the trigger) and what it reserved: its initial margin and maker fee. */
export interface MartingaleAddOrder {
  readonly ref: number;
  /** k of add k (1 … maxAdds). */
  readonly index: number;
  readonly priceTicks: number;
  readonly lots: number;
  readonly reserve: number;
}

/** The round's take-profit: a conditional close of the whole position at market when the last price reaches it. */
export interface MartingaleTpOrder {
  readonly ref: number;
  readonly priceTicks: number;
}

/**
 * Full state of one martingale bot; plain JSON, amounts integers.
 *
 * Money: `wallet` is the bot's free balance (FM-4 `available_balance`),
 * `reserved` what the resting add holds (`order_balance`), the position's
 * margin `position.margin` (`pos_balance`). Exactly, at every step:
 *
 *     wallet + reserved + position.margin
 *         = deposits + realisedPnl + funding − fees − insurance
 *
 * (the counters are the position's lifetime ones, futures/position.ts). The
 * wallet may go below 0 only by funding the bot owes (the simulator keeps it
 * as `funding_owed`).
 */
export interface MartingaleState extends SymbolBotHead<'martingale'>, FuturesBotTail<MartingaleStopType> {
  readonly contract: FuturesContract;
  readonly config: MartingaleConfig;
  status: MartingaleStatus;
  readonly createdAt: number;
  /** When the first round opened (−1 until activation). */
  startedAt: number;
  endedAt: number;
  /** Last change of the settings (update-fmart-bot); = createdAt until one. */
  modifiedAt: number;
  position: FuturesPosition;
  wallet: number;
  reserved: number;
  /** Total margin: the initial margin plus every top-up (FM-4 `total_margin`). */
  deposits: number;
  /** The running round (null before activation and after the last one). */
  round: MartingaleRound | null;
  /** Rounds that reached their take profit. */
  completedRounds: number;
  /**
   * The round a close, stop loss, liquidation or unpayable order ended before
   * its take profit (absent or 0: none). It is the bot's last round: every such
   * end stops the bot. Not counted in `completedRounds`.
   */
  cutShortRound?: number;
  /** Σ profit of the completed rounds. */
  roundsProfit: number;
  addOrder: MartingaleAddOrder | null;
  tpOrder: MartingaleTpOrder | null;
  lastTicks: number;
  markTicks: number;
  /** Latest funding instant settled (−1 none): a fix at or before it is not settled again. */
  fundedUntil: number;
  /** Last price when the bot stopped (ticks; 0 while running). */
  closeTicks: number;
}

/**
 * What one step walks, merged by time: last-price points (orders: adds, TP,
 * SL), mark points (liquidation) and funding fixes. At an equal time a
 * funding fix comes first (funding at t is charged on the position as it
 * stood before every event at t), then the last-price point, then the mark
 * point (the simulator sends a mark after each price point).
 */
export type MartingaleStepInput = FuturesFeed;

/** Events of a transition; README.md says which simulator posting each maps to. */
export type MartingaleEvent =
  | { readonly type: 'status'; readonly time: number; readonly status: MartingaleStatus }
  | { readonly type: 'entry_triggered'; readonly time: number; readonly priceTicks: number }
  | { readonly type: 'round_started'; readonly time: number; readonly round: number; readonly priceTicks: number; readonly baseLots: number }
  | {
      readonly type: 'order_placed' | 'order_cancelled';
      readonly time: number;
      readonly round: number;
      readonly ref: number;
      /** 'add': a resting limit order (reserves `reserve`); 'take_profit': a conditional close of the whole position. */
      readonly order: 'add' | 'take_profit';
      readonly addIndex: number;
      readonly side: 'buy' | 'sell';
      readonly priceTicks: number;
      /** Lots of the add; for the TP the position's size when placed. */
      readonly lots: number;
      readonly reserve: number;
      /** order_cancelled: why the order left the book (the order history keeps it with this why). */
      readonly reason?: OrderCancelReason;
    }
  | {
      readonly type: 'order_filled';
      readonly time: number;
      readonly round: number;
      readonly fill: MartingaleRoundFill;
      /** What the futures core applied (`applyFill(contract, position before, futuresFill)`): hand both to postFuturesFill. */
      readonly futuresFill: FuturesFill;
      readonly result: FillResult;
    }
  | { readonly type: 'liquidated'; readonly time: number; readonly round: number; readonly result: LiquidationResult }
  | { readonly type: 'funding'; readonly time: number; readonly round: number; readonly rateE8: number; readonly markTicks: number; readonly result: CashResult }
  | {
      readonly type: 'margin_added';
      readonly time: number;
      readonly amount: number;
      /** The margin moved into the open position (`addMargin`), or null when the bot was flat (the amount stays in the wallet). */
      readonly result: CashResult | null;
    }
  | { readonly type: 'settings_changed'; readonly time: number }
  | { readonly type: 'round_closed'; readonly time: number; readonly round: MartingaleRound }
  | {
      readonly type: 'closed';
      readonly time: number;
      readonly stopType: MartingaleStopType;
      readonly closeCode: BotCloseCode;
      readonly priceTicks: number;
      /** The wallet handed back (quote units; below 0 only by unpaid funding). */
      readonly wallet: number;
    }
  | RiskEvent;

/** Result of a transition. */
export interface MartingaleStep {
  readonly state: MartingaleState;
  readonly events: readonly MartingaleEvent[];
}
