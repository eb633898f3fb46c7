/**
 * Futures grid calls (spec §7 "Futures grid"): `/x-api/contract/v5/fgridbot/<name>`
 * (POST, JSON body) and the older `/x-api/fgrid/v1/<name>`; paths in
 * ./paths (`FUTURES_GRID_PATHS`). Field names follow FG-1 … FG-4 of
 * exchange-bot-api-fields.md; what every futures kind shares (leverage,
 * account, position, margin calls) is in ./futures.
 *
 * Choices where the reference disagrees with itself (documented per field):
 * - percents are fractions everywhere ("0.2" = 20 %), as FG-2 says; FG-1's
 *   table calls its TP/SL/trailing fields whole percents, its example ranges
 *   are fractions — one unit for both calls, so a form validates what it
 *   creates. The UI enters a percent and sends it divided by 100;
 * - FG-1's investment is `init_margin`, FG-2's `total_investment` (both
 *   kept, one each, as documented);
 * - success is status_code 200 (the examples), check_code
 *   `FGRID_CHECK_CODE_SUCCESS` (the table; the examples' `UNSPECIFIED` is
 *   not a verdict);
 * - `bot_id` is a string (the examples), like every bot id here.
 *
 * Designed where the reference is silent: the funding `account_type`
 * (1 derivatives, 2 unified), the copy fields of the spec's creation payload
 * (`followed_grid_id`, `create_type`, `block_source`), the detail's position
 * and liquidation fields beyond FG-4 (`avg_entry_price`, `long_liq_price`,
 * `short_liq_price`, `withdrawable_profit`, `levels`, …), the TP/SL edit,
 * trailing-stop and move-scope bodies and answers, and the check codes of
 * changes to a running bot (the FG-1 list plus the engine's
 * `FGRID_CHECK_CODE_*` for move bounds, TP/SL against last and liquidation
 * price, pre-settle reduce-only, coin mismatch, operate denied).
 *
 * Money flow (simulator): creating moves the investment from the user's
 * derivatives (or unified) account into the bot's wallet; grid fills post
 * margin, fees and realised PnL through the futures postings; add-margin
 * moves funds into the position's margin; withdraw-profit and the close
 * hand money back to the funding account.
 */
import { Type, type Static } from 'typebox';
import { DecimalOut, Id } from './common';
import { AiSymbolQuery, futuresAiCall } from './ai-validation';
import { followCall } from './follow';
import { BotBody, botCall, changeAnswerOf, DecimalOrEmpty, DecimalRange, IntCodes, pageFields, pageOf, pairFields, rangesOf, SymbolName, verdictOf } from './bots';
import { GridOrder, gridShapeFields, pnlCurveCall } from './grids';
import { FuturesAccountType, FuturesAddMarginBody, FuturesBalanceFields, FuturesMarginFields, FuturesWithdrawBody, Leverage, SettlementPartsOut } from './futures';

/** Request codes of the futures-grid payload enumerations. */
export const FUTURES_GRID_CODES = {
  /** `grid_mode`: 1 neutral, 2 long, 3 short. */
  gridMode: { neutral: 1, long: 2, short: 3 },
  /** `grid_type`: 1 arithmetic, 2 geometric. */
  gridType: { arithmetic: 1, geometric: 2 },
  /** `tp_sl_type`: 1 both %, 2 both price, 3 TP price + SL %, 4 TP % + SL price; 0 or absent: follows the values sent. */
  tpSlType: { empty: 0, percent: 1, price: 2, tpPriceSlPercent: 3, tpPercentSlPrice: 4 },
  /** `create_type` (util-enums `createType`, as the spot grid's): 0 unspecified, 1 copy of `followed_grid_id`, 2 auto (AI parameters), 3 manual. */
  createType: { unspecified: 0, copy: 1, auto: 2, manual: 3 },
} as const;

const GridMode = IntCodes([1, 2, 3], '1 neutral, 2 long, 3 short');
const GridType = IntCodes([1, 2], '1 arithmetic, 2 geometric');
const TpSlType = IntCodes([0, 1, 2, 3, 4], '1 both %, 2 both price, 3 TP price + SL %, 4 TP % + SL price; 0 or absent: follows the values sent');
const CellNumber = Type.Integer({ minimum: 0, maximum: 100_000, description: 'grid intervals; 2 … the validator’s maximum' });
const BotIdBody = { bot_id: Id('futures grid id from fgrid-bot-create') };

/** The stops, shared by validate, create and the TP/SL edit. */
const stopFields = {
  tp_sl_type: Type.Optional(TpSlType),
  take_profit_per: Type.Optional(DecimalOrEmpty('TP as a fraction of the total investment (total PnL / investment), tp_sl_type 1 or 4')),
  stop_loss_per: Type.Optional(DecimalOrEmpty('SL as a fraction of the total investment (a loss of this fraction), tp_sl_type 1 or 3')),
  take_profit_price: Type.Optional(DecimalOrEmpty('TP price, tp_sl_type 2 or 3')),
  stop_loss_price: Type.Optional(DecimalOrEmpty('SL price, tp_sl_type 2 or 4')),
};

/** The move bounds (arithmetic grids only), shared by validate, create and the move-scope edit. */
const moveFields = {
  move_up_price: Type.Optional(DecimalOrEmpty('arithmetic grids: the grid may move up while its top stays ≤ this')),
  move_down_price: Type.Optional(DecimalOrEmpty('arithmetic grids: the grid may move down while its bottom stays ≥ this')),
};

/** The grid, shared by validate and create. */
const gridFields = {
  symbol: SymbolName,
  grid_mode: GridMode,
  min_price: DecimalOrEmpty('lower grid price'),
  max_price: DecimalOrEmpty('upper grid price, > min_price'),
  cell_number: CellNumber,
  leverage: Leverage,
  grid_type: Type.Optional(GridType),
  ...stopFields,
  entry_price: Type.Optional(DecimalOrEmpty('the bot waits until the last price reaches this')),
  trailing_stop_per: Type.Optional(DecimalOrEmpty('trailing-stop callback, fraction; "" = off (long and short grids)')),
  ...moveFields,
};

// ── validate-fgrid-input (FG-1) ───────────────────────────────────────────

export const FuturesGridValidateBody = BotBody({ ...gridFields, init_margin: Type.Optional(DecimalOrEmpty('investment in the settle coin ("" or absent: ranges only)')) });
export type FuturesGridValidateBody = Static<typeof FuturesGridValidateBody>;

const rangeNames = ['investment', 'profit', 'cell_number', 'min_price', 'max_price', 'leverage', 'stop_loss', 'take_profit', 'take_profit_price',
  'stop_loss_price', 'entry_price', 'trailing_stop_per', 'move_up_price', 'move_down_price'] as const;

/** The validator's verdict (the engine's FuturesGridValidation): check code, allowed ranges, estimated liquidation prices. */
export const FuturesGridValidation = {
  check_code: Type.String({ description: 'FGRID_CHECK_CODE_*' }),
  ...rangesOf(rangeNames, DecimalRange),
  long_liq_price: DecimalOut('estimated liquidation price of the long the grid can reach; "" none'),
  short_liq_price: DecimalOut('estimated liquidation price of the short the grid can reach; "" none'),
  cell_gtv0_per: DecimalOut(),
  qty_per_grid: DecimalOut('contracts per grid order'),
};

export const [FuturesGridValidateSuccess, FuturesGridValidateResult] = botCall(FuturesGridValidation);
export type FuturesGridValidateResult = Static<typeof FuturesGridValidateSuccess>;

// ── fgrid-bot-create (FG-2) ───────────────────────────────────────────────

export const FuturesGridCreateBody = BotBody({
  ...gridFields,
  total_investment: DecimalOrEmpty('initial investment, settle coin'),
  account_type: Type.Optional(FuturesAccountType),
  create_type: Type.Optional(IntCodes([0, 1, 2, 3], '0 unspecified, 1 copy, 2 auto (AI), 3 manual')),
  followed_grid_id: Type.Optional(Type.String({ pattern: '^$|^[0-9]{1,20}$', description: 'the bot copied (create_type 1)' })),
  block_source: Type.Optional(IntCodes([0, 1, 2, 3, 4], '0 unspecified, 1 main-page create block, 2 AI create block, 3 rank list, 4 page AI block')),
});
export type FuturesGridCreateBody = Static<typeof FuturesGridCreateBody>;

export const [FuturesGridCreateSuccess, FuturesGridCreateResult] = botCall(changeAnswerOf('bot_id'));
export type FuturesGridCreateResult = Static<typeof FuturesGridCreateSuccess>;

// ── fgrid-bot-close (FG-3), get-fgrid-detail (FG-4) ───────────────────────

export const FuturesGridIdBody = BotBody(BotIdBody);
export type FuturesGridIdBody = Static<typeof FuturesGridIdBody>;

export const [FuturesGridCloseSuccess, FuturesGridCloseResult] = botCall({ bot_id: Id(), bot_close_code: Type.String(), close_reason: Type.String(), settled: DecimalOut('handed back to the funding account') });
export type FuturesGridCloseResult = Static<typeof FuturesGridCloseSuccess>;

const detailStrings = [
  'symbol', 'base_token', 'quote_token', 'status', 'grid_mode', 'grid_type', 'min_price', 'max_price', 'curr_min_price', 'curr_max_price',
  'leverage', 'real_leverage', 'total_investment', 'total_value', 'current_position', 'pnl', 'pnl_per', 'grid_profit', 'grid_apr', 'total_apr',
  'realised_pnl', 'unrealised_pnl', 'funding_fee', 'position_balance', 'available_balance', 'total_order_balance', 'equity', 'last_price',
  'mark_price', 'liquidation_price', 'stop_loss_per', 'take_profit_per', 'stop_loss_price', 'take_profit_price', 'tp_sl_type', 'entry_price',
  'real_close_price', 'tick_size', 'min_price_precision', 'trailing_stop_per', 'trailing_stop_exit_equity', 'close_reason', 'bot_close_code',
  'futures_pos_side', 'min_profit', 'max_profit', 'move_up_price', 'move_down_price', 'i_m_rate', 'm_m_rate', 'cum_withdrew_amount',
  'current_profit', 'current_per', 'taker_fee_rate', 'maker_fee_rate', 'avg_entry_price', 'total_fee', 'funding_owed', 'withdrawable_profit',
  'qty_per_grid', 'long_liq_price', 'short_liq_price', 'account_type',
] as const;
const detailIntegers = ['cell_number', 'arbitrage_num', 'arbitrage_num_24', 'operation_time', 'create_time', 'end_time'] as const;

/** FG-4's detail (the engine's futuresGridMetrics at the last and mark price) plus the bot's id and account. */
export const FuturesGridDetail = Type.Object({
  bot_id: Id(),
  ...(Object.fromEntries(detailStrings.map((k) => [k, Type.String()])) as Record<(typeof detailStrings)[number], ReturnType<typeof Type.String>>),
  ...(Object.fromEntries(detailIntegers.map((k) => [k, Type.Integer()])) as Record<(typeof detailIntegers)[number], ReturnType<typeof Type.Integer>>),
  profit_per_grid: DecimalRange,
  levels: Type.Array(Type.String(), { description: 'the current grid levels, ascending' }),
  /** The futures grid this one copies (its follow page), "" when not a copy. */
  followed_bot_id: Type.String(),
  /** A closed grid's settlement (equity at close) in the parts every futures kind shows (futures.ts SettlementPartsOut); null while running. */
  settlement_parts: Type.Union([SettlementPartsOut, Type.Null()]),
});
export type FuturesGridDetail = Static<typeof FuturesGridDetail>;

export const [FuturesGridDetailSuccess, FuturesGridDetailResult] = botCall({ detail: FuturesGridDetail });
export type FuturesGridDetailResult = Static<typeof FuturesGridDetailSuccess>;

// ── add-margin, withdraw-profit ───────────────────────────────────────────

export const FuturesGridAddMarginBody = FuturesAddMarginBody;
export const FuturesGridWithdrawBody = FuturesWithdrawBody;
export const [FuturesGridMarginSuccess, FuturesGridMarginResult] = botCall(FuturesMarginFields);
export type FuturesGridMarginResult = Static<typeof FuturesGridMarginSuccess>;

// ── update-fgrid-bot-tpsl, query-fgrid-tpsl-range, update-trailing-stop ───

/** TP/SL edit of a running bot: the stops only; the bot's statistics (grid profit, round trips, PnL) are unchanged. */
export const FuturesGridTpSlBody = BotBody({ ...BotIdBody, ...stopFields });
export type FuturesGridTpSlBody = Static<typeof FuturesGridTpSlBody>;

/** What TP/SL values are allowed now (prices against the last and liquidation price) and the verdict of the values sent. */
export const [FuturesGridTpSlRangeSuccess, FuturesGridTpSlRangeResult] = botCall(verdictOf(['take_profit_price', 'stop_loss_price', 'take_profit', 'stop_loss'], DecimalRange));
export type FuturesGridTpSlRangeResult = Static<typeof FuturesGridTpSlRangeSuccess>;

export const [FuturesGridChangeSuccess, FuturesGridChangeResult] = botCall(changeAnswerOf('bot_id'));
export type FuturesGridChangeResult = Static<typeof FuturesGridChangeSuccess>;

export const FuturesGridTrailingBody = BotBody({ ...BotIdBody, trailing_stop_per: DecimalOrEmpty('trailing-stop callback, fraction; "" or "0" = off') });
export type FuturesGridTrailingBody = Static<typeof FuturesGridTrailingBody>;

// ── get-user-balance ──────────────────────────────────────────────────────

export const FuturesGridBalanceBody = BotBody({ coin: Type.Optional(Type.String({ pattern: '^[A-Z0-9]{2,10}$', description: 'settle coin (default USDT)' })) });
export type FuturesGridBalanceBody = Static<typeof FuturesGridBalanceBody>;
export const [FuturesGridBalanceSuccess, FuturesGridBalanceResult] = botCall(FuturesBalanceFields);
export type FuturesGridBalanceResult = Static<typeof FuturesGridBalanceSuccess>;


// ── get-fgrid-history-orders, get-fgrid-open-orders (v1) ──────────────────

export const FuturesGridOrdersBody = BotBody({ ...BotIdBody, ...pageFields });
export type FuturesGridOrdersBody = Static<typeof FuturesGridOrdersBody>;
/** The grid kinds' order rows (spot-grid.ts GridOrder): open orders, or filled ones with each round trip's profit. */
export const [FuturesGridOrdersSuccess, FuturesGridOrdersResult] = botCall(pageOf('orders', GridOrder));
export type FuturesGridOrdersResult = Static<typeof FuturesGridOrdersSuccess>;

// ── query-fgrid-move-scope, update-fgrid-move-scope ───────────────────────

/** Move bounds: decimal prices, "" clears, absent keeps (arithmetic grids only). */
export const FuturesGridMoveScopeBody = BotBody({
  ...BotIdBody,
  ...moveFields,
});
export type FuturesGridMoveScopeBody = Static<typeof FuturesGridMoveScopeBody>;

export const [FuturesGridMoveScopeSuccess, FuturesGridMoveScopeResult] = botCall({
  check_code: Type.String(),
  /** False for geometric grids (FG-2: moving is arithmetic only). */
  supported: Type.Boolean(),
  move_up_price: DecimalRange,
  move_down_price: DecimalRange,
  current_move_up_price: DecimalOut('"" = not set'),
  current_move_down_price: DecimalOut('"" = not set'),
  curr_min_price: DecimalOut(),
  curr_max_price: DecimalOut(),
  /** Cells moved so far (+ up, − down). */
  shift: Type.Integer(),
});
export type FuturesGridMoveScopeResult = Static<typeof FuturesGridMoveScopeSuccess>;

// ── get-futures-close-mode (v1) ───────────────────────────────────────────

/**
 * Designed: a futures grid has one close mode — cancel every order and close
 * the position at market (taker) — answered with what it would hand back now.
 */
export const [FuturesGridCloseModeSuccess, FuturesGridCloseModeResult] = botCall({
  close_modes: Type.Array(
    Type.Object({
    /** 1: cancel the orders and close the position at market. */
    close_mode: Type.Integer(),
    name: Type.String(),
    estimated_settlement: DecimalOut('settle coin, at the last price now'),
  }),
  ),
});
export type FuturesGridCloseModeResult = Static<typeof FuturesGridCloseModeSuccess>;

// ── recommend-symbol ──────────────────────────────────────────────────────

export const FuturesGridRecommendBody = BotBody({ limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, description: 'rows (default 10)' })) });
export type FuturesGridRecommendBody = Static<typeof FuturesGridRecommendBody>;
/** Contracts open for futures grids, by 24 h amplitude (the widest first): what a grid trades best. The futures grid contract picker offers the first 5 as "Suited to a grid now". */
export const [FuturesGridRecommendSuccess, FuturesGridRecommendResult] = botCall({
  list: Type.Array(
    Type.Object({
    ...pairFields,
    last_price: DecimalOut(),
    mark_price: DecimalOut(),
    price_change_24h: DecimalOut('fraction'),
    amplitude_24h: DecimalOut('(high − low) / low over 24 h, fraction'),
    max_leverage: DecimalOut(),
  }),
  ),
});
export type FuturesGridRecommendResult = Static<typeof FuturesGridRecommendSuccess>;

// ── get-symbol-ai-params (GET ?symbol=) ───────────────────────────────────

export const FuturesGridAiParamsQuery = AiSymbolQuery;

/**
 * One grid mode's proposal (the engine's proposeFuturesGridValidated),
 * validated walk-forward (./ai-validation.ts): chosen from the first 4 of
 * the 7 days, tested over the last 3 from the price there, offered with the
 * same shape, cells and leverage around the current price. Every backtest
 * figure is the test window's.
 */
export const [FuturesGridAiParams, FuturesGridAiParamsSuccess, FuturesGridAiParamsResult] = futuresAiCall(
  'ai_params',
  'the grid modes whose proposal passed its test (neutral, long, short order; none: none_passed)',
  {
    /** 1 neutral, 2 long, 3 short. */
    grid_mode: Type.Integer(),
    ...gridShapeFields,
    /** 2 geometric. */
    grid_type: Type.Integer(),
    leverage: DecimalOut(),
    volatility_ratio: DecimalOut('daily volatility of the window, fraction'),
    total_apr: DecimalOut('the test window’s return annualised from its few days, fraction per year'),
    grid_apr: DecimalOut('its grid profit alone, fraction per year'),
    max_drawdown_ratio: DecimalOut(),
    backtest_fills: Type.Integer(),
  },
);
export type FuturesGridAiParams = Static<typeof FuturesGridAiParams>;
export type FuturesGridAiParamsResult = Static<typeof FuturesGridAiParamsSuccess>;

// ── get-follow-fgrid-detail (v1) ──────────────────────────────────────────

/** A followable futures grid and the parameters to copy it with (a create body's fields; `min_investment` at the price now). */
export const [FuturesGridFollowDetail, FuturesGridFollowSuccess, FuturesGridFollowResult] = followCall(
  'bot_id',
  {
    ...pairFields,
    status: Type.String(),
    /** ms running. */
    operation_time: Type.Integer(),
    total_apr: DecimalOut(),
    pnl_per: DecimalOut(),
    arbitrage_num: Type.Integer(),
    /** The share of futures grids with a lower APR ("" below the minimum shown). */
    defeat_per: DecimalOut(),
  },
  Type.Object({
    symbol: Type.String(),
    grid_mode: Type.Integer(),
    grid_type: Type.Integer(),
    ...gridShapeFields,
    leverage: DecimalOut(),
    tp_sl_type: Type.Integer(),
    take_profit_price: DecimalOut(),
    stop_loss_price: DecimalOut(),
    take_profit_per: DecimalOut(),
    stop_loss_per: DecimalOut(),
    trailing_stop_per: DecimalOut(),
    entry_price: DecimalOut(),
    move_up_price: DecimalOut(),
    move_down_price: DecimalOut(),
    min_investment: DecimalOut(),
  }),
);
export type FuturesGridFollowDetail = Static<typeof FuturesGridFollowDetail>;
export type FuturesGridFollowResult = Static<typeof FuturesGridFollowSuccess>;

// ── get-fgrid-pnl-curve (designed) ────────────────────────────────────────

/** The grid's PnL over time, sampled as the spot grid's (spot-grid.ts get-pnl-curve); `price` is the mark price at the sample. */
export const [FuturesGridPnlCurveBody, FuturesGridPnlCurveSuccess, FuturesGridPnlCurveResult] = pnlCurveCall('bot_id', BotIdBody);
export type FuturesGridPnlCurveBody = Static<typeof FuturesGridPnlCurveBody>;
export type FuturesGridPnlCurveResult = Static<typeof FuturesGridPnlCurveSuccess>;
