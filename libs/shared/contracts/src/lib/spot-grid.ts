/**
 * Spot grid and the generic grid calls (spec §7 "Grid (generic)" and
 * "Spot grid"), all under `/x-api/s1/bot/grid/v1/<name>`: POST with a JSON
 * body, except `ai-params-detail` (GET `?symbol=`) and H2's
 * `list-symbol-info-v2` (GET, see `API_PATHS.spotSymbolList`).
 *
 * Field names follow the API reference's SG-1 … SG-4 tables
 * (exchange-bot-api-fields.md): snake_case, decimals as strings (`""` = not
 * set), `grid_id` as a string, times in Unix ms, percents as fractions
 * (`"0.05"` = 5 %). Request enumerations are integer codes, detail
 * enumerations the UPPER_SNAKE wire values of `@tb/util-enums` (named per
 * field below). See bots.ts for `status_code`/`debug_msg`, refusals,
 * ownership and bans.
 *
 * Designed where the reference is silent (documented per schema):
 * - creation adds `grid_type`, percent TP/SL (`tp_sl_type`,
 *   `take_profit_per`, `stop_loss_per`), the copy/AI fields of the spec's
 *   creation payload, `allow_follow`, the funding `account_type` and a
 *   `reward_id` voucher;
 * - the detail adds what the detail screen needs (grid type, holdings,
 *   floating PnL, withdrawable profit, levels, …);
 * - every call other than SG-1 … SG-4 (open/history orders, close modes,
 *   withdraw, update, PnL curve, balances, recommendations, follow detail,
 *   AI parameters). What the grid kinds share (their PnL curve and order
 *   rows) is ./grids.ts; the ranking's filter and the vouchers, which read
 *   across kinds though their paths sit under grid/v1, are ./tools.ts and
 *   ./rewards.ts.
 *
 * Money flow (simulator): creating moves the investment from the chosen
 * account (spot by default, or fund) into the bot's own ledger account;
 * fills trade inside it (fees to the exchange's fee account); withdrawing
 * moves profit back; closing settles per `close_mode` at the market price
 * (taker fee) and moves everything back to the funding account.
 */
import { Type, type Static } from 'typebox';
import { Decimal, DecimalOut, Id } from './common';
import { AiSymbolQuery, AiValidationOut, AiValidationSummary, aiWindowFields } from './ai-validation';
import { followCall } from './follow';
import { GridOrder, gridShapeFields, pnlCurveCall } from './grids';
import { BotBody, botCall, changeAnswerOf, CoinName, DecimalOrEmpty, DecimalRange, IntCodes, listOf, pageFields, pageOf, pairFields, rangesOf, SymbolName, verdictOf } from './bots';

// SPOT_GRID_PATHS (browser-safe, no schemas) live in ./paths and are re-exported by the index.

/** Request codes (integers) of the spot-grid payload enumerations. */
export const SPOT_GRID_CODES = {
  /** `grid_type`: 1 arithmetic (default), 2 geometric (util-enums `gridType`). */
  gridType: { arithmetic: 1, geometric: 2 },
  /** `invest_mode` of SG-1/SG-2: 0 quote only (default), 1 base only, 2 base + quote (util-enums `spotCreateInvestMode`). */
  investMode: { quote: 0, base: 1, baseAndQuote: 2 },
  /**
   * `tp_sl_type`: 1 both %, 2 both price, 3 TP price + SL %, 4 TP % + SL price
   * (util-enums `tpSlType`). 0 or absent = not stated: the type follows the
   * values sent (a price → 2, else a percent → 1, else no TP/SL).
   */
  tpSlType: { empty: 0, percent: 1, price: 2, tpPriceSlPercent: 3, tpPercentSlPrice: 4 },
  /** `close_mode` of SG-3: 2 all to base, 3 all to quote, 4 base and quote as held (util-enums `spotCloseMode`). */
  closeMode: { base: 2, quote: 3, baseAndQuote: 4 },
  /** `account_type` funding the bot: 4 spot (default), 6 fund (util-enums `accountType`). */
  accountType: { spot: 4, fund: 6 },
} as const;

/** The simulator's percent bounds (fractions), also reported by validate-input / validate-update-sgrid. */
export const SPOT_GRID_BOUNDS = {
  /** TP as a fraction of the investment: total PnL / investment ≥ this closes the bot. */
  takeProfitPer: { from: '0.0001', to: '10' },
  /** SL as a fraction of the investment: total PnL / investment ≤ −this closes the bot. */
  stopLossPer: { from: '0.0001', to: '0.99' },
  /** Trailing-stop callback (`ts_percent`): "0"/"" = off, else within these. */
  tsPercent: { from: '0.001', to: '0.99' },
  cellNumberMax: 200,
} as const;

const GridType = IntCodes([1, 2], '1 arithmetic (default), 2 geometric');
const InvestMode = IntCodes([0, 1, 2], '0 quote only (default), 1 base only, 2 base + quote');
const TpSlType = IntCodes([0, 1, 2, 3, 4], '1 both %, 2 both price, 3 TP price + SL %, 4 TP % + SL price; 0 or absent: follows the values sent');
const CellNumber = Type.Integer({ minimum: 0, maximum: 100_000, description: 'grid intervals; 2 … the validator’s maximum' });
const GridIdBody = { grid_id: Id('bot id from create-grid') };

/** The grid itself, shared by validate-input, create-grid and get-initial-buy-amount. */
const gridParams = {
  symbol: SymbolName,
  min_price: Decimal({ description: 'lower grid price' }),
  max_price: Decimal({ description: 'upper grid price, > min_price' }),
  cell_number: CellNumber,
  grid_type: Type.Optional(GridType),
  invest_mode: Type.Optional(InvestMode),
  base_investment: Type.Optional(DecimalOrEmpty('base coin amount; required when invest_mode is 1 or 2')),
  quote_investment: Type.Optional(DecimalOrEmpty('quote coin amount; required when invest_mode is 0 or 2')),
  entry_price: Type.Optional(DecimalOrEmpty('the bot waits (status NEW) until the price reaches this')),
  tp_sl_type: Type.Optional(TpSlType),
  take_profit_per: Type.Optional(DecimalOrEmpty('TP as a fraction of the investment (total PnL / investment), when tp_sl_type is 1 or 4')),
  stop_loss_per: Type.Optional(DecimalOrEmpty('SL as a fraction of the investment (a loss of this fraction), when tp_sl_type is 1 or 3')),
  ts_percent: Type.Optional(DecimalOrEmpty('trailing-stop callback, fraction in [0.001, 0.99]; "0" or "" = off')),
  enable_trailing: Type.Optional(Type.Boolean({ description: 'grid trailing up; needs cell_number ≥ 5' })),
  limit_up_price: Type.Optional(DecimalOrEmpty('trailing up never moves the top above this')),
};

// ── validate-input (SG-1) ─────────────────────────────────────────────────

/**
 * `validate-input` (SG-1): dry run. SG-1's names `stop_loss` / `take_profit`
 * are prices; with `tp_sl_type` 1/3/4 the percent form goes in
 * `take_profit_per` / `stop_loss_per`, and the `take_profit` / `stop_loss`
 * ranges of the answer are then fractions. Private like every bot call
 * (spec §6), although the public API allows guests here.
 */
export const SpotGridValidateBody = BotBody({
  ...gridParams,
  stop_loss: Type.Optional(DecimalOrEmpty('SL price')),
  take_profit: Type.Optional(DecimalOrEmpty('TP price')),
});
export type SpotGridValidateBody = Static<typeof SpotGridValidateBody>;

/**
 * SG-1's verdict: `check_code` is `SPOT_CHECK_CODE_SUCCESS_UNSPECIFIED` or the
 * first failing check (util-check-codes SPOT family); the ranges follow
 * (`profit`: per-grid profit rate after fees, fraction, smallest … largest
 * cell); `cell_distance` is one grid step in quote-price units (first cell
 * for geometric grids).
 */
export const [SpotGridValidateSuccess, SpotGridValidateResult] = botCall({
  ...verdictOf(['investment', 'profit', 'cell_number', 'min_price', 'max_price', 'stop_loss', 'take_profit', 'entry_price', 'base_investment'], DecimalRange),
  cell_distance: DecimalOut(),
  ...rangesOf(['ts_percent', 'limit_up_price'], DecimalRange),
});
export type SpotGridValidateResult = Static<typeof SpotGridValidateSuccess>;

// ── create-grid (SG-2) ────────────────────────────────────────────────────

/**
 * `create-grid` (SG-2) plus: `grid_type`; percent TP/SL; the spec's
 * creation-payload copy/AI fields (`followed_grid_id` = the grid being copied,
 * which must allow following and trade the same symbol; `block_source`,
 * `create_type`, `source`, `strategy_id` are recorded for attribution);
 * `allow_follow` (1 = others may copy this bot, the default; 0 = private);
 * `account_type` (4 spot, the default, or 6 fund: where the investment comes
 * from and where settlement returns); `reward_id` (an unused bot voucher of
 * the quote coin: its amount is added to the investment, from the exchange).
 *
 * Answers 200 + `grid_id`; 400 + `check_code` (the validate-input verdict) or
 * a `debug_msg` naming the field; 401 when the account cannot fund it;
 * 402 beyond the running-bot limit; 421 + `ban_reason_text` for banned users.
 */
export const SpotGridCreateBody = BotBody({
  ...gridParams,
  stop_loss_price: Type.Optional(DecimalOrEmpty('SL trigger price (tp_sl_type 2 or 4)')),
  take_profit_price: Type.Optional(DecimalOrEmpty('TP trigger price (tp_sl_type 2 or 3)')),
  followed_grid_id: Type.Optional(Type.String({ pattern: '^$|^[0-9]{1,20}$', description: 'grid being copied, or ""' })),
  block_source: Type.Optional(IntCodes([0, 1, 2, 3, 4], '0 unspecified, 1 main-page create block, 2 AI create block, 3 rank list, 4 page AI block')),
  create_type: Type.Optional(IntCodes([0, 1, 2, 3], '0 unspecified, 1 copy, 2 auto (AI), 3 manual')),
  source: Type.Optional(Type.String({ maxLength: 64, pattern: '^[A-Za-z0-9_.:-]*$' })),
  strategy_id: Type.Optional(Type.String({ maxLength: 64, pattern: '^[A-Za-z0-9_.:-]*$' })),
  allow_follow: Type.Optional(IntCodes([0, 1], '1 others may copy this bot (default), 0 not')),
  account_type: Type.Optional(IntCodes([4, 6], '4 spot account (default), 6 fund account')),
  reward_id: Type.Optional(Type.String({ pattern: '^$|^[0-9]{1,20}$', description: 'voucher from list-user-reward, or ""' })),
});
export type SpotGridCreateBody = Static<typeof SpotGridCreateBody>;

export const [SpotGridCreateSuccess, SpotGridCreateResult] = botCall({ grid_id: Id() });
export type SpotGridCreateResult = Static<typeof SpotGridCreateSuccess>;

// ── query-grid-detail (SG-4) ──────────────────────────────────────────────

export const SpotGridIdBody = BotBody(GridIdBody);
export type SpotGridIdBody = Static<typeof SpotGridIdBody>;

/**
 * SG-4 `detail`, every documented field plus the example's undocumented
 * ones (`spot_symbol_status`, `used_reward_id`, `taker_fee_rate`,
 * `maker_fee_rate`, `ts_exit_equity`) and the detail screen's extras (marked
 * "extra"). Status: `NEW` while an entry price is awaited, `RUNNING`,
 * `COMPLETED` (util-enums `spotGridStatus`).
 */
export const SpotGridDetail = Type.Object({
  grid_id: Id(),
  ...pairFields,
  status: Type.String({ description: 'NEW | RUNNING | CANCELLING | COMPLETED (util-enums spotGridStatus)' }),
  /** Current grid bounds (after any trailing-up shift). */
  max_price: DecimalOut(),
  min_price: DecimalOut(),
  cell_number: Type.Integer(),
  /** Value put in (quote), at the prices it came in at. */
  total_investment: DecimalOut(),
  /** Total PnL = grid profit + floating PnL (withdrawn profit included). */
  total_profit: DecimalOut(),
  grid_profit: DecimalOut(),
  grid_apr: DecimalOut('fraction per year'),
  total_apr: DecimalOut('fraction per year'),
  arbitrage_num: Type.Integer(),
  arbitrage_num_24: Type.Integer(),
  current_price: DecimalOut(),
  /** Only while RUNNING: the total PnL now and its fraction of the investment. */
  current_profit: Type.Optional(DecimalOut()),
  current_per: Type.Optional(DecimalOut('fraction')),
  equity: DecimalOut('quote value of the holdings now (at close: of the settlement)'),
  entry_price: DecimalOut('"" when not set'),
  stop_loss_price: DecimalOut('"" when not set'),
  take_profit_price: DecimalOut('"" when not set'),
  close_reason: Type.String({ description: 'util-enums gridCloseReason wire (UNKNOWN while not closed)' }),
  bot_close_code: Type.String({ description: 'util-enums botCloseCode wire (BOT_CLOSE_CODE_UNKNOWN while not closed)' }),
  ts_percent: DecimalOut('"" when off'),
  is_support_ts: Type.Boolean(),
  enable_trailing: Type.Boolean(),
  limit_up_price: DecimalOut(),
  ori_max_price: DecimalOut(),
  ori_min_price: DecimalOut(),
  ori_cell_number: Type.Integer(),
  allow_follow: Type.Integer({ description: '1 yes, 0 no' }),
  follow_num: Type.Integer({ description: 'bots created as copies of this one' }),
  /** ms the grid has been trading (0 while awaiting its entry price). */
  operation_time: Type.Integer(),
  create_time: Type.Integer(),
  end_time: Type.Integer({ description: '0 while not closed' }),
  used_reward_amount: DecimalOut(),
  used_reward_id: Type.String(),
  /** Free text at close, e.g. "0.0123 BTC, 512.3 USDT"; "" before. */
  settlement_assets: Type.String(),
  account_type: Type.String({ description: 'BOT_ACCOUNT_TYPE_SPOT | BOT_ACCOUNT_TYPE_FUND (util-enums accountType)' }),
  cum_withdrew_amount: DecimalOut(),
  spot_symbol_status: Type.String({ description: 'ONLINE | OFFLINE' }),
  taker_fee_rate: DecimalOut('fraction'),
  maker_fee_rate: DecimalOut('fraction'),
  ts_exit_equity: DecimalOut('equity when the trailing stop closed the bot, else ""'),
  // extras (detail screen)
  grid_type: Type.String({ description: 'extra: util-enums gridType wire (FUTURE_GRID_TYPE_ARITHMETIC | …_GEOMETRIC)' }),
  invest_mode: Type.String({ description: 'extra: util-enums spotInvestMode wire' }),
  base_investment: DecimalOut('extra: base coin put in'),
  quote_investment: DecimalOut('extra: quote coin put in (voucher included)'),
  min_grid_profit_per: DecimalOut('extra: smallest per-grid profit after fees, fraction'),
  max_grid_profit_per: DecimalOut('extra: largest per-grid profit after fees, fraction'),
  base_amount: DecimalOut('extra: base coin held now (at close: settled)'),
  quote_amount: DecimalOut('extra: quote coin held now, booked profit included (at close: settled)'),
  floating_pnl: DecimalOut('extra: total PnL − grid profit'),
  withdrawable_profit: DecimalOut('extra: what withdraw-profit may take now'),
  tp_sl_type: Type.String({ description: 'extra: util-enums tpSlType wire (TP_SL_TYPE_UNSPECIFIED when none)' }),
  take_profit_per: DecimalOut('extra: "" when not set'),
  stop_loss_per: DecimalOut('extra: "" when not set'),
  /** extra: the grid's current N + 1 price levels, low to high. */
  levels: Type.Array(DecimalOut()),
  close_mode: Type.String({ description: 'extra: util-enums spotCloseMode wire at close, "" before' }),
  total_fee: DecimalOut('extra: trading fees paid, quote'),
  followed_grid_id: Type.String({ description: 'extra: the grid this one copies, ""' }),
  create_type: Type.String({ description: 'extra: util-enums createType wire' }),
});
export type SpotGridDetail = Static<typeof SpotGridDetail>;

export const [SpotGridDetailSuccess, SpotGridDetailResult] = botCall({ detail: SpotGridDetail });
export type SpotGridDetailResult = Static<typeof SpotGridDetailSuccess>;

// ── get-pnl-curve (designed) ──────────────────────────────────────────────

/**
 * `get-pnl-curve` (designed): the grid's profit over time for the detail
 * chart. Samples are taken every 15 simulated minutes while the bot trades,
 * plus one at creation and one at close; a running grid's curve ends with a
 * point at the current time carrying the live figures (the detail's). `start_time`/`end_time` (Unix ms)
 * narrow the window; when more samples fall in it than `limit` (default and
 * max 2000) they are thinned evenly, always keeping the first and the last.
 */
export const [SpotGridPnlCurveBody, SpotGridPnlCurveSuccess, SpotGridPnlCurveResult] = pnlCurveCall('grid_id', GridIdBody);
export type SpotGridPnlCurveBody = Static<typeof SpotGridPnlCurveBody>;
export type SpotGridPnlCurveResult = Static<typeof SpotGridPnlCurveSuccess>;

// ── get-initial-buy-amount (designed) ─────────────────────────────────────

/**
 * `get-initial-buy-amount` (designed): the market order the bot would place
 * when it starts (at `entry_price` when given, else at the current price) to
 * hold the base its sell orders need, and the resulting order book. Same body
 * as create-grid's grid fields. A configuration the validator refuses answers
 * 400 + its `check_code`.
 */
export const SpotGridInitialBuyBody = BotBody(gridParams);
export type SpotGridInitialBuyBody = Static<typeof SpotGridInitialBuyBody>;

export const [SpotGridInitialBuySuccess, SpotGridInitialBuyResult] = botCall({
  /** `Buy`, `Sell` (base + quote funding may need to sell base), or "" when no order is needed. */
  side: Type.String(),
  /** Price the estimate uses: the entry price, else the current price. */
  price: DecimalOut(),
  /** Base coin bought (or sold) at market. */
  base_amount: DecimalOut(),
  /** Quote value of that order, before its fee. */
  quote_amount: DecimalOut(),
  fee: DecimalOut('taker fee, quote'),
  /** Base quantity of every grid order. */
  qty_per_grid: DecimalOut(),
  buy_order_num: Type.Integer(),
  sell_order_num: Type.Integer(),
});
export type SpotGridInitialBuyResult = Static<typeof SpotGridInitialBuySuccess>;

// ── withdraw ──────────────────────────────────────────────────────────────

/**
 * `get-withdraw-detail` (designed): what can be withdrawn now, and why.
 * Withdrawable = booked grid profit not yet withdrawn (`profit_held`), capped
 * so the total taken out never exceeds the total PnL (a grid whose floating
 * loss eats its grid profit has nothing withdrawable). `limited_by` says
 * which rule decides now: `none` (all of `profit_held`), `total_pnl` (the
 * floating loss caps it) or `no_profit` (nothing booked is held yet);
 * `withdrawable_from_price` is, when the cap leaves nothing, the price from
 * which some becomes withdrawable as the price rises and the grid trades on
 * the way ("" when a rise would not free it, or when nothing is capped).
 */
export const [SpotGridWithdrawDetailSuccess, SpotGridWithdrawDetailResult] = botCall({
  grid_id: Id(),
  coin: Type.String({ description: 'the quote coin' }),
  grid_profit: DecimalOut(),
  total_profit: DecimalOut(),
  floating_profit: DecimalOut('total_profit − grid_profit'),
  profit_held: DecimalOut('grid profit booked and not withdrawn'),
  withdrawable_profit: DecimalOut(),
  cum_withdrew_amount: DecimalOut(),
  limited_by: Type.Enum(['none', 'total_pnl', 'no_profit']),
  withdrawable_from_price: DecimalOut('"" when not capped to nothing, or when a price rise would not free it'),
});
export type SpotGridWithdrawDetailResult = Static<typeof SpotGridWithdrawDetailSuccess>;

/**
 * `withdraw-profit` (designed): moves `amount` (default: all withdrawable)
 * of quote profit to the account that funded the bot; the grid's orders are
 * untouched. 400 when the amount exceeds what is withdrawable (or nothing is),
 * 412 when the bot is closed.
 */
export const SpotGridWithdrawBody = BotBody({ ...GridIdBody, amount: Type.Optional(DecimalOrEmpty('quote amount; "" or absent = all withdrawable')) });
export type SpotGridWithdrawBody = Static<typeof SpotGridWithdrawBody>;

export const [SpotGridWithdrawSuccess, SpotGridWithdrawResult] = botCall({
  grid_id: Id(),
  coin: Type.String(),
  amount: DecimalOut('withdrawn now'),
  withdrawable_profit: DecimalOut('left after this withdrawal'),
  cum_withdrew_amount: DecimalOut(),
});
export type SpotGridWithdrawResult = Static<typeof SpotGridWithdrawSuccess>;

// ── balances ──────────────────────────────────────────────────────────────

/**
 * `query-balance-list` (designed): the caller's spendable balances in the
 * accounts a bot can be funded from (spot and fund). The spot grid create
 * page asks for the pair's two coins and shows both accounts in its "Pay
 * from" choice (create-grid `account_type`). `coins` narrows the list; by
 * default every coin with a balance.
 */
export const SpotGridBalanceListBody = BotBody({ coins: Type.Optional(Type.Array(CoinName, { maxItems: 50 })) });
export type SpotGridBalanceListBody = Static<typeof SpotGridBalanceListBody>;

export const BotFundingBalance = Type.Object({
  coin: Type.String(),
  /** Available (wallet − frozen) in the spot account. */
  spot_available: DecimalOut(),
  /** Available in the fund account. */
  fund_available: DecimalOut(),
});
export const [SpotGridBalanceListSuccess, SpotGridBalanceListResult] = botCall(listOf(BotFundingBalance));
export type SpotGridBalanceListResult = Static<typeof SpotGridBalanceListSuccess>;

/**
 * `query-available-balance` (designed): what the create form shows as
 * "available" for a pair, in the funding account chosen (`account_type` 4
 * spot, the default, or 6 fund).
 */
export const SpotGridAvailableBalanceBody = BotBody({ symbol: SymbolName, account_type: Type.Optional(IntCodes([4, 6], '4 spot (default), 6 fund')) });
export type SpotGridAvailableBalanceBody = Static<typeof SpotGridAvailableBalanceBody>;

export const [SpotGridAvailableBalanceSuccess, SpotGridAvailableBalanceResult] = botCall({
  symbol: Type.String(),
  account_type: Type.String({ description: 'util-enums accountType wire' }),
  base_coin: Type.String(),
  quote_coin: Type.String(),
  base_available: DecimalOut(),
  quote_available: DecimalOut(),
});
export type SpotGridAvailableBalanceResult = Static<typeof SpotGridAvailableBalanceSuccess>;

// ── validate-update-sgrid / update-sgrid ──────────────────────────────────

/**
 * Changing a running grid (designed; spec §5 lists the add-investment and
 * not-changed codes): add investment (`add_investment`, quote coin, and/or
 * `add_base_investment`) and/or change TP/SL and the trailing stop. Absent
 * fields keep their value; `""` clears a TP/SL/trailing value. Statistics are
 * kept. Added funds come from the account that funded the bot; every cell's
 * order grows by the same quantity.
 *
 * validate-update-sgrid answers the verdict (`check_code`) and the allowed
 * ranges; update-sgrid applies the change when the verdict is success, else
 * answers 400 with it (`SPOT_CHECK_CODE_PARAMETERS_NOT_CHANGED` when nothing
 * would change). 412 when the bot is closed; 401 when the account cannot fund
 * the addition.
 */
export const SpotGridUpdateBody = BotBody({
  ...GridIdBody,
  add_investment: Type.Optional(DecimalOrEmpty('quote coin to add')),
  add_base_investment: Type.Optional(DecimalOrEmpty('base coin to add')),
  tp_sl_type: Type.Optional(TpSlType),
  take_profit_price: Type.Optional(DecimalOrEmpty()),
  stop_loss_price: Type.Optional(DecimalOrEmpty()),
  take_profit_per: Type.Optional(DecimalOrEmpty()),
  stop_loss_per: Type.Optional(DecimalOrEmpty()),
  ts_percent: Type.Optional(DecimalOrEmpty()),
});
export type SpotGridUpdateBody = Static<typeof SpotGridUpdateBody>;

/**
 * The update verdict and ranges: `add_investment` the quote amount an
 * addition may have (one more lot per cell … the order limits); `take_profit`
 * a price range (from just above the current price) or a fraction range, per
 * the TP/SL type.
 */
export const [SpotGridValidateUpdateSuccess, SpotGridValidateUpdateResult] = botCall(verdictOf(['add_investment', 'take_profit', 'stop_loss', 'ts_percent'], DecimalRange));
export type SpotGridValidateUpdateResult = Static<typeof SpotGridValidateUpdateSuccess>;

export const [SpotGridUpdateSuccess, SpotGridUpdateResult] = botCall(changeAnswerOf('grid_id'));
export type SpotGridUpdateResult = Static<typeof SpotGridUpdateSuccess>;

// ── recommend-symbol ──────────────────────────────────────────────────────

/**
 * `recommend-symbol` (designed): trading pairs suited to a grid now — the
 * shown, trading spot pairs of the quote coin ranked by 24 h amplitude
 * (a grid earns from price swings), at most `limit` (default 10, max 50).
 * The spot grid pair picker offers the first 5 as "Suited to a grid now".
 */
export const SpotGridRecommendBody = BotBody({ quote_coin: Type.Optional(CoinName), limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })) });
export type SpotGridRecommendBody = Static<typeof SpotGridRecommendBody>;

export const RecommendedSymbol = Type.Object({
  symbol: Type.String(),
  base_coin: Type.String(),
  quote_coin: Type.String(),
  price: DecimalOut(),
  change_24h: DecimalOut('fraction'),
  amplitude: DecimalOut('24 h (high − low) / low, fraction'),
  turnover_24h: DecimalOut('quote coin'),
});
export const [SpotGridRecommendSuccess, SpotGridRecommendResult] = botCall(listOf(RecommendedSymbol));
export type SpotGridRecommendResult = Static<typeof SpotGridRecommendSuccess>;

// ── get-close-modes / close-grid (SG-3) ───────────────────────────────────

/**
 * `get-close-modes` (designed): the close modes allowed now, each with the
 * settlement it would give at the current price (conversion at market, taker
 * fee). A closed bot answers 405.
 */
export const CloseModeEstimate = Type.Object({
  /** 2 all to base, 3 all to quote, 4 base and quote as held. */
  close_mode: Type.Integer(),
  /** util-enums spotCloseMode wire. */
  mode: Type.String(),
  base_amount: DecimalOut('base coin handed back'),
  quote_amount: DecimalOut('quote coin handed back'),
  fee: DecimalOut('taker fee of the conversion, quote'),
});
export type CloseModeEstimate = Static<typeof CloseModeEstimate>;

export const [SpotGridCloseModesSuccess, SpotGridCloseModesResult] = botCall({
  grid_id: Id(),
  current_price: DecimalOut(),
  modes: Type.Array(CloseModeEstimate),
});
export type SpotGridCloseModesResult = Static<typeof SpotGridCloseModesSuccess>;

/** SG-3 `close_mode`: a string code per the table, a number in the example; both read. */
export const SpotCloseModeField = Type.Union([IntCodes([2, 3, 4]), Type.Enum(['2', '3', '4'])], {
  description: '2 all to base, 3 all to quote, 4 base and quote as held',
});

/**
 * `close-grid` (SG-3): from NEW or RUNNING only (405 otherwise). The answer
 * adds the settlement (designed; SG-3 documents no payload).
 */
export const SpotGridCloseBody = BotBody({ ...GridIdBody, close_mode: SpotCloseModeField });
export type SpotGridCloseBody = Static<typeof SpotGridCloseBody>;

export const [SpotGridCloseSuccess, SpotGridCloseResult] = botCall({
  grid_id: Id(),
  settlement_assets: Type.String(),
  base_amount: DecimalOut(),
  quote_amount: DecimalOut(),
});
export type SpotGridCloseResult = Static<typeof SpotGridCloseSuccess>;

// ── get-open-orders / get-history-orders ──────────────────────────────────

/**
 * `get-open-orders` (resting grid orders, by price high → low) and
 * `get-history-orders` (filled orders, newest first; the initial and closing
 * market orders included). Orders cancelled without any fill (close,
 * add-investment re-placing) are not history.
 */
export const SpotGridOrdersBody = BotBody({ ...GridIdBody, ...pageFields });
export type SpotGridOrdersBody = Static<typeof SpotGridOrdersBody>;

export const [SpotGridOrdersSuccess, SpotGridOrdersResult] = botCall(pageOf('orders', GridOrder));
export type SpotGridOrdersResult = Static<typeof SpotGridOrdersSuccess>;

// ── query-follow-grid-detail ──────────────────────────────────────────────

/**
 * `query-follow-grid-detail`: a grid others may copy (`allow_follow` = 1,
 * any user's; or the caller's own). The spec's follow detail plus the
 * parameters a copy uses (send them to create-grid with `followed_grid_id`
 * and `create_type` 1). `defeat_per` = share of all other spot grids whose
 * total APR is lower; `""` below {@link DEFEAT_PER_MIN} (not shown).
 * `nick_name` is the owner's user name masked (first two characters + "***").
 */
export const FollowGridParameters = Type.Object({
  symbol: Type.String(),
  ...gridShapeFields,
  grid_type: Type.Integer({ description: '1 arithmetic, 2 geometric' }),
  entry_price: DecimalOut(),
  tp_sl_type: Type.Integer(),
  take_profit_price: DecimalOut(),
  stop_loss_price: DecimalOut(),
  take_profit_per: DecimalOut(),
  stop_loss_per: DecimalOut(),
  ts_percent: DecimalOut(),
  enable_trailing: Type.Boolean(),
  limit_up_price: DecimalOut(),
  /** The smallest quote investment the copy needs at the current price (validate-input). */
  min_investment: DecimalOut(),
});
export const [FollowGridDetail, SpotGridFollowDetailSuccess, SpotGridFollowDetailResult] = followCall(
  'grid_id',
  {
    ...pairFields,
    status: Type.String(),
    operation_time: Type.Integer({ description: 'ms running' }),
    total_apr: DecimalOut('fraction per year'),
    total_profit_per: DecimalOut('fraction'),
    arbitrage_num: Type.Integer(),
    entry_price: DecimalOut(),
    stop_loss_price: DecimalOut(),
    take_profit_price: DecimalOut(),
    defeat_per: DecimalOut('fraction ≥ 0.6, or ""'),
  },
  FollowGridParameters,
);
export type FollowGridDetail = Static<typeof FollowGridDetail>;

export type SpotGridFollowDetailResult = Static<typeof SpotGridFollowDetailSuccess>;

// ── ai-params-detail (GET) ────────────────────────────────────────────────

/**
 * `GET ai-params-detail?symbol=BTCUSDT`: AI grid parameters per style,
 * computed, not stored, and validated walk-forward (./ai-validation.ts):
 * range and cell count from the volatility of the first 4 of the last 7
 * days of 1-minute candles and the fee rate, tested by a backtest over the
 * last 3 days, offered with the same shape around the current price
 * (`@tb/engine` proposeSpotGridValidated). `list` holds only the styles that
 * passed; `withheld` the others, each with `validation.failure`. Cached per
 * symbol for one simulated hour; `computed_at` and `computation_ms` say when
 * and how long it took.
 *
 * Per style, every backtest figure is the test window's: `backtest_return`
 * what it returned over those days; `actual_apy` that return annualised
 * from them (simple: return × 525 600 / minutes); `annual_percentage_yield`
 * the same return compounded over a year ((1 + r)^(year / window) − 1);
 * `max_drawdown_ratio` its largest equity fall from a peak;
 * `volatility_ratio` = daily volatility of the choosing window. All fractions.
 */
export const AiParamsQuery = AiSymbolQuery;

export const AiGridParams = Type.Object({
  /** util-enums gridStyle wire: GRID_STYLE_HIGH_PROFITS | GRID_STYLE_STEADY | GRID_STYLE_HIGH_FREQUENCY. */
  style: Type.String(),
  /** util-enums gridStyle code: 1 high profits, 2 steady, 3 high frequency. */
  style_code: Type.Integer(),
  ...gridShapeFields,
  /** Request code for create-grid: 2 geometric. */
  grid_type: Type.Integer(),
  max_drawdown_ratio: DecimalOut(),
  volatility_ratio: DecimalOut(),
  actual_apy: DecimalOut(),
  annual_percentage_yield: DecimalOut(),
  /** The backtest's grid profit alone, annualised like actual_apy (fraction): shown beside the total, as traders are told. */
  grid_apr: DecimalOut(),
  /** Fills in the backtest window. */
  backtest_fills: Type.Integer(),
  /** What the backtest actually returned over its window: total PnL ÷ the investment, not annualised (fraction). */
  backtest_return: DecimalOut(),
  /** Net profit of one completed round trip: a cell's spacing less two maker fees (fraction of the buy). */
  profit_per_grid: DecimalOut(),
  /** The walk-forward test behind the figures above. */
  validation: AiValidationOut,
});
export type AiGridParams = Static<typeof AiGridParams>;

export const [AiParamsSuccess, AiParamsResult] = botCall({
  symbol: Type.String(),
  /** Quote investment the backtests assume. */
  backtest_investment: DecimalOut(),
  ...aiWindowFields,
  computed_at: Type.Integer({ description: 'simulated Unix ms of the computation' }),
  computation_ms: Type.Integer({ description: 'wall-clock ms the three proposals and backtests took' }),
  cached: Type.Boolean(),
  /**
   * The offered style to pre-select: the largest backtest_return, a tie to the
   * smaller drawdown, then the wider range (engine `preferredStyle`); 0 when
   * no style passed.
   */
  recommended_style_code: Type.Integer(),
  /** Every offered style's test lost money (each within the loss limit; the recommendation is the smallest loss). */
  all_lost: Type.Boolean(),
  ...AiValidationSummary,
  /** The styles that passed their test (none: `none_passed`). */
  list: Type.Array(AiGridParams),
  /** The styles not offered, with why (`validation.failure`). */
  withheld: Type.Array(AiGridParams),
});
export type AiParamsResult = Static<typeof AiParamsSuccess>;
