/**
 * Spot grid: input, state, events and codes.
 *
 * Wire names follow exchange-bot-api-fields.md (SG-1 … SG-4). Enumerations
 * are the UPPER_SNAKE identifiers the API sends. What is not particular to
 * the spot grid (grid geometry, TP/SL settings, orders and fills, close
 * codes, price points) lives in ../common and is used from there.
 */
import type { EntryBotStatus, SymbolBotHead } from '../common/bot-state';
import type { MarketRules, SymbolRules } from '../core/rules';
import { checkCodes } from '../common/check-codes';
import { type BotCloseCode, type CloseCause, type CloseReasonOf, type StopKind, CLOSE_CODE_OF_CAUSE, closeCodeTable } from '../common/close-codes';
import type { GridType } from '../common/grid-levels';
import type { OrderCancelReason, OrderFill, OrderRecord, OrderType } from '../common/orders';
import type { TpSlConfig, TpSlInput } from '../common/stops';
import type { DecimalRange, GridValidationRanges } from '../common/ranges';

/** Investment form (SG-2 `invest_mode`: 0 quote, 1 base, 2 base + quote). */
export type SpotInvestMode = 'quote' | 'base' | 'base_and_quote';
/**
 * Settlement at close (SG-3 `close_mode`): 1 'bit' (settle in the form the
 * bot was funded: quote → quote, base → base, both → as held), 2 'base'
 * (convert all to base), 3 'quote' (convert all to quote), 4
 * 'base_and_quote' (hand back as held, no conversion).
 */
export type SpotCloseMode = 'bit' | 'base' | 'quote' | 'base_and_quote';

/** API `close_mode` number → mode. */
export const SPOT_CLOSE_MODE_BY_CODE: Readonly<Record<number, SpotCloseMode>> = { 1: 'bit', 2: 'base', 3: 'quote', 4: 'base_and_quote' };
/** API `invest_mode` number → mode. */
export const SPOT_INVEST_MODE_BY_CODE: Readonly<Record<number, SpotInvestMode>> = { 0: 'quote', 1: 'base', 2: 'base_and_quote' };

/** Creation input (SG-1 / SG-2 fields; decimals as strings, percents as fractions; the TP/SL fields are TpSlInput's). */
export interface SpotGridInput extends TpSlInput {
  readonly minPrice: string;
  readonly maxPrice: string;
  /** Number of grid intervals N (levels P_0 … P_N). */
  readonly cellNumber: number;
  /** Default 'arithmetic'. */
  readonly gridType?: GridType;
  /** Default 'quote'. */
  readonly investMode?: SpotInvestMode;
  readonly quoteInvestment?: string;
  readonly baseInvestment?: string;
  /** The bot waits (AWAIT_ACTIVATION) until the price reaches this, then starts. */
  readonly entryPrice?: string;
  /** Trailing up: when the price leaves the top of the grid, move the grid up one level at a time. */
  readonly enableTrailing?: boolean;
  /** Trailing up never moves the top level above this price. */
  readonly limitUpPrice?: string;
}

/** The market as the engine needs it at creation / validation time. */
export interface SpotMarket {
  readonly symbol: string;
  readonly baseCoin: string;
  readonly quoteCoin: string;
  readonly rules: SymbolRules;
  /** Last traded price (decimal string on the tick grid). */
  readonly lastPrice: string;
  /** Symbol supports the trailing stop (detail `is_support_ts`); default true. */
  readonly supportsTrailingStop?: boolean;
}

/** Spot check codes (SG-1's 25 plus the update codes of the product spec). */
export const { all: SPOT_CHECK_CODES, success: SPOT_CHECK_SUCCESS } = checkCodes('SPOT_CHECK_CODE_', {
  success: 'SUCCESS_UNSPECIFIED',
  // ADD_INVESTMENT: update only (spec §5: "add investment; parameters not changed"); names chosen in the same style
  bounded: ['LOW_PRICE', 'HIGH_PRICE', 'GRID_NO', 'INVESTMENT', 'TP', 'SL', 'EP', 'TS_PERCENT', 'LIMIT_UP_PRICE', 'ADD_INVESTMENT'],
  other: [
    'TP_TOO_LOW_THAN_MARKET', 'SL_TOO_HIGH_THAN_MARKET', 'CAN_NOT_ENABLE_TRAILING_UP',
    'ENTRY_PRICE_FORBIDDEN_TRAILING_UP', 'LAST_PRICE_FORBIDDEN_TRAILING_UP', 'INVESTMENT_FORBIDDEN_TRAILING_UP',
    // update only: nothing changed; the bot is not in a state that allows the change (closed, or not yet activated for add-investment)
    'PARAMETERS_NOT_CHANGED', 'BOT_NOT_RUNNING',
  ],
});
export type SpotCheckCode = (typeof SPOT_CHECK_CODES)[number];

/** Range objects of the validators (common/ranges.ts). */
export type { DecimalRange } from '../common/ranges';

/** SG-1 response body (without status_code / debug_msg). */
export interface SpotGridValidation extends GridValidationRanges {
  readonly check_code: SpotCheckCode;
  readonly base_investment: DecimalRange;
  readonly cell_distance: string;
  readonly ts_percent: DecimalRange;
  readonly limit_up_price: DecimalRange;
}

/** Lifecycle (SG-4 `status`, plus AWAIT_ACTIVATION of the bot statuses while an entry price waits). */
export type SpotGridStatus = EntryBotStatus;

/** The shared cause of each spot close reason. */
export const SPOT_CLOSE_CAUSE: Readonly<Record<Exclude<SpotGridCloseReason, 'CLOSE_TAX_TAG_CHANGE'>, CloseCause>> = {
  CLOSED_MANUALLY: 'manual',
  CLOSED_FAILED_INITIATION: 'failed_initiation',
  CLOSED_SYMBOL_DELISTED: 'symbol_delisted',
  CLOSED_STOP_LOSS: 'stop_loss',
  CLOSED_TAKE_PROFIT: 'take_profit',
  CLOSED_USER_BAN: 'user_banned',
  CLOSED_TRAILING_STOP: 'trailing_stop',
};

/** The close reason of a stop that fired. */
export const SPOT_STOP_REASON: Readonly<Record<StopKind, SpotGridCloseReason>> = {
  take_profit: 'CLOSED_TAKE_PROFIT',
  stop_loss: 'CLOSED_STOP_LOSS',
  trailing_stop: 'CLOSED_TRAILING_STOP',
};

/**
 * SG-4 `close_reason` → close code; the table is the list of close reasons
 * (closeCodeTable). The unified code of its cause, except that the spot
 * table's seven codes have no separate delisted or banned code, so those map
 * to "Auto canceled (other)".
 */
export const SPOT_CLOSE_CODE = closeCodeTable({
  CLOSED_MANUALLY: CLOSE_CODE_OF_CAUSE.manual,
  CLOSED_FAILED_INITIATION: CLOSE_CODE_OF_CAUSE.failed_initiation,
  CLOSED_SYMBOL_DELISTED: 'BOT_CLOSE_CODE_CANCELED_AUTO',
  CLOSED_STOP_LOSS: CLOSE_CODE_OF_CAUSE.stop_loss,
  CLOSED_TAKE_PROFIT: CLOSE_CODE_OF_CAUSE.take_profit,
  CLOSED_USER_BAN: 'BOT_CLOSE_CODE_CANCELED_AUTO',
  CLOSED_TRAILING_STOP: CLOSE_CODE_OF_CAUSE.trailing_stop,
  /** The owner's tax identity changed to or from IND-GST: fees are booked differently (contracts compliance.ts). */
  CLOSE_TAX_TAG_CHANGE: 'BOT_CLOSE_CODE_TAX_TAG_CHANGE',
});
export type SpotGridCloseReason = CloseReasonOf<typeof SPOT_CLOSE_CODE>;

/** Compiled configuration kept in the state (TP/SL and trailing stop: TpSlConfig's fields). */
export interface SpotGridConfig extends TpSlConfig {
  readonly gridType: GridType;
  readonly cellNumber: number;
  /** Original bounds (ticks), before any trailing shift. */
  readonly minTicks: number;
  readonly maxTicks: number;
  readonly investMode: SpotInvestMode;
  /** Entry trigger (ticks) and direction: -1 fires when price ≤ entry, +1 when ≥. */
  readonly entryTicks: number | null;
  readonly entryDirection: -1 | 1 | 0;
  readonly enableTrailing: boolean;
  /** Trailing cap (ticks), or null for no cap. */
  readonly limitUpTicks: number | null;
}

/**
 * Full state of one spot grid bot; a plain JSON-serialisable object. Amounts
 * are integers: prices in ticks, base in lots, quote in quote units (see
 * core/rules.ts).
 *
 * Grid bookkeeping: `levels` holds the current N + 1 level prices; cell c is
 * the interval [levels[c], levels[c+1]]. Exactly one level has no order: the
 * `gap`. Cells below it (c < gap) wait to buy `qty[c]` at levels[c]; cells at
 * or above it wait to sell `qty[c]` at levels[c+1]. A buy fill at levels[gap−1]
 * moves the gap down, a sell fill at levels[gap+1] moves it up, so the next
 * buy and sell are always one pointer away.
 */
export interface SpotGridState extends SymbolBotHead<'spot_grid'> {
  readonly market: MarketRules;
  readonly config: SpotGridConfig;
  status: SpotGridStatus;
  readonly createdAt: number;
  /** When the grid started trading (Unix ms); −1 until activation. */
  startedAt: number;
  endedAt: number;
  levels: number[];
  qty: number[];
  /** Bot-local order reference of each cell's resting order. */
  refs: number[];
  gap: number;
  /** Trailing-up shifts done so far (levels index offset from the original grid). */
  shift: number;
  /** Quote and base not committed to orders. */
  quoteFree: number;
  baseFree: number;
  /** Quote reserved by the resting buys, their maker fees included. */
  quoteInBuys: number;
  /** Base committed to the resting sells. */
  baseInSells: number;
  /** Booked grid profit not withdrawn (quote units, held by the bot). */
  profitHeld: number;
  /** Money put in: quote units and lots (creation + additions). */
  investedQuote: number;
  investedBase: number;
  /** Value of everything put in, in quote units at the prices it came in at. */
  investmentValue: number;
  /** Cumulative booked grid profit (withdrawn included). */
  gridProfit: number;
  withdrawn: number;
  feesPaid: number;
  arbitrageCount: number;
  /** Highest price since start (trailing stop). */
  peakTicks: number;
  lastTicks: number;
  lastTime: number;
  nextRef: number;
  closeReason: SpotGridCloseReason | null;
  closeCode: BotCloseCode | null;
  closeMode: SpotCloseMode | null;
  /** What was handed back at close (quote units, lots). */
  settledQuote: number;
  settledBase: number;
}

/**
 * Events of a transition; the simulator turns them into orders, fills, ledger
 * postings and status changes. Orders carry the grid cell they belong to.
 */
export type SpotGridEvent =
  | (OrderRecord & { readonly type: 'order_placed'; readonly cell: number })
  | (OrderRecord & { readonly type: 'order_cancelled'; readonly cell: number; readonly reason: OrderCancelReason })
  | (OrderFill & {
      readonly type: 'order_filled';
      /** 'limit' grid orders fill as maker; 'market' orders (initial position, trailing, close) as taker. */
      readonly orderType: OrderType;
      /** Cell of a grid order, or -1 for a market order. */
      readonly cell: number;
    })
  | { readonly type: 'grid_profit'; readonly time: number; readonly cell: number; readonly amount: number }
  | { readonly type: 'entry_triggered'; readonly time: number; readonly priceTicks: number }
  | { readonly type: 'trailing_up'; readonly time: number; readonly shift: number; readonly minTicks: number; readonly maxTicks: number }
  | { readonly type: 'status'; readonly time: number; readonly status: SpotGridStatus }
  | {
      readonly type: 'closed';
      readonly time: number;
      readonly reason: SpotGridCloseReason;
      readonly closeCode: BotCloseCode;
      readonly closeMode: SpotCloseMode;
      /** Handed back to the user: quote units and lots. */
      readonly quote: number;
      readonly base: number;
    }
  | { readonly type: 'profit_withdrawn'; readonly time: number; readonly amount: number }
  | { readonly type: 'investment_added'; readonly time: number; readonly quote: number; readonly base: number };

/** Result of a transition. */
export interface SpotGridStep {
  readonly state: SpotGridState;
  readonly events: readonly SpotGridEvent[];
}
