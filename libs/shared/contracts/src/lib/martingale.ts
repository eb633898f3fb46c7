/**
 * Futures martingale, spec §7 "Martingale", under
 * `/x-api/contract/v5/private/fmartingalebot/<name>` (all POST, JSON body).
 * get-fmart-limit, create-fmart-bot, close-fmart-bot and get-fmart-detail
 * follow FM-1 … FM-4 of exchange-bot-api-fields.md field for field; the
 * other calls are designed here in the same conventions (snake_case,
 * decimals as strings, percents as fractions, `bot_id` a string):
 * update-fmart-bot, get-fmart-open-orders, get-fmart-history-orders,
 * get-fmart-round-list (designed path), get-fmart-round-detail,
 * get-fmart-close-detail, get-fmart-follow-detail, and the public GET
 * get-symbol-ai-params.
 *
 * How a martingale bot runs (engine: libs/engine/src/martingale): a round
 * opens a position at market, rests an add at the average cost moved against
 * it by `price_float_percent` (add k has ⌊base × add_position_percent^k⌋
 * lots), up to `add_position_num` adds, and closes the whole position when
 * the round's profit reaches `round_tp_percent` × the margin its orders
 * posted (the round take-profit base). Auto-cycle starts the next round.
 * The bot's money sits in its own wallet (funded from the user's
 * `derivatives` or `unified` account) and the isolated position margin.
 */
import { Type, type Static } from 'typebox';
import { DecimalOut, Id } from './common';
import { AiSymbolQuery, futuresAiCall } from './ai-validation';
import { followCall } from './follow';
import { BotBody, botCall, DecimalOrEmpty, IntCodes, pageFields, pageOf, pairFields, rangesOf, SymbolName } from './bots';
import { FuturesAccountType, FuturesMinMax, futuresOrderHead, SettlementPartsOut } from './futures';

// FMART_PATHS (browser-safe, no schemas) live in ./paths and are re-exported by the index.

/** `martingale_mode`: 1 long (buys dips), 2 short (sells rallies). */
export const FMART_MODE_CODES = { long: 1, short: 2 } as const;
/** `auto_cycle_toggle`: 1 restart after a round's take profit, 2 stop after it. */
export const FMART_AUTO_CYCLE_CODES = { enable: 1, disable: 2 } as const;


const Mode = IntCodes([1, 2], 'martingale_mode: 1 long, 2 short');
const AutoCycle = IntCodes([1, 2], 'auto_cycle_toggle: 1 enable, 2 disable');
const Leverage = DecimalOrEmpty('leverage multiplier, ≥ 1, at most 2 decimals');
const BotIdBody = { bot_id: Id('bot id from create-fmart-bot') };

// ── FM-1 get-fmart-limit ──────────────────────────────────────────────────

export const FmartLimitBody = BotBody({
  symbol: SymbolName,
  martingale_mode: Mode,
  leverage: Leverage,
  price_float_percent: Type.Optional(DecimalOrEmpty('adverse move that places an add, fraction')),
  add_position_percent: Type.Optional(DecimalOrEmpty('add size multiple of the base position')),
  add_position_num: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000, description: 'adds per round at most' })),
  init_margin: Type.Optional(DecimalOrEmpty('initial investment, quote')),
  round_tp_percent: Type.Optional(DecimalOrEmpty('round take profit, fraction of the margin the round posted')),
  sl_percent: Type.Optional(DecimalOrEmpty('stop loss, fraction of the total margin')),
  entry_price: Type.Optional(DecimalOrEmpty('entry trigger price')),
  need_to_slippage: Type.Optional(Type.Boolean({ description: 'accepted; the simulator has no slippage' })),
  auto_cycle_toggle: Type.Optional(AutoCycle),
});
export type FmartLimitBody = Static<typeof FmartLimitBody>;

/** One order of the worst-case round (designed: the plan behind the verdict). */
export const FmartPlanStep = Type.Object({
  /** 0 the initial order, k add k. */
  index: Type.Integer(),
  price: DecimalOut(),
  qty: DecimalOut('contracts'),
  margin: DecimalOut('initial margin the order posts, quote'),
  fee: DecimalOut('quote'),
  avg_price: DecimalOut('average cost after it'),
  liq_price: DecimalOut('estimated liquidation price after it ("" none)'),
  tp_price: DecimalOut('round take-profit price if the round closes after it'),
  needed: DecimalOut('margin + fees the round has needed through it, quote'),
});
export type FmartPlanStep = Static<typeof FmartPlanStep>;

export const [FmartLimitSuccess, FmartLimitResult] = botCall({
  check_code: Type.String({ description: 'F_MART_LIMIT_CHECK_CODE_* (17 of FM-1, then the designed ones)' }),
  ...rangesOf(['price_float_percent', 'add_position_percent', 'add_position_num', 'init_margin', 'round_tp_percent', 'sl_percent', 'entry_price', 'leverage'], FuturesMinMax),
  /** Designed: the worst-case round for the margin given (or the smallest round); [] when none is valid. */
  plan: Type.Array(FmartPlanStep),
  /** Designed: margin + fees a full round needs ("" when none). */
  round_needed_margin: DecimalOut(),
  /** Designed: the add whose trigger the liquidation before it reaches (0 none). */
  liquidated_before_add: Type.Integer(),
});
export type FmartLimitResult = Static<typeof FmartLimitSuccess>;

// ── FM-2 create-fmart-bot ─────────────────────────────────────────────────

export const FmartCreateBody = BotBody({
  symbol: SymbolName,
  martingale_mode: Mode,
  leverage: Leverage,
  price_float_percent: DecimalOrEmpty('adverse move per add, fraction'),
  add_position_percent: DecimalOrEmpty('add size multiple of the base position'),
  add_position_num: Type.Integer({ minimum: 0, maximum: 1000, description: 'adds per round at most' }),
  init_margin: DecimalOrEmpty('initial investment, quote'),
  round_tp_percent: DecimalOrEmpty('round take profit, fraction'),
  auto_cycle_toggle: Type.Optional(AutoCycle),
  sl_percent: Type.Optional(DecimalOrEmpty('stop loss, fraction of the total margin; "" none')),
  entry_price: Type.Optional(DecimalOrEmpty('entry trigger price; "" none')),
  account_type: Type.Optional(FuturesAccountType),
  /** Designed: a copy names the bot it copies (get-fmart-follow-detail); it must trade the same symbol. */
  followed_bot_id: Type.Optional(Id('the followed martingale bot (a copy)')),
  /** Designed, as the other kinds' attribution: util-enums createType (1 copy, 2 auto, 3 manual) and blockSource (1 main page, 2 AI block, 3 rank list, 4 page AI). */
  create_type: Type.Optional(IntCodes([0, 1, 2, 3], 'createType: 1 copy, 2 auto, 3 manual')),
  block_source: Type.Optional(IntCodes([0, 1, 2, 3, 4], 'blockSource: 1 main page, 2 AI block, 3 rank list, 4 page AI')),
});
export type FmartCreateBody = Static<typeof FmartCreateBody>;
export const [FmartCreateSuccess, FmartCreateResult] = botCall({ bot_id: Id() });

// ── FM-3 close-fmart-bot ──────────────────────────────────────────────────

export const FmartBotIdBody = BotBody(BotIdBody);
export type FmartBotIdBody = Static<typeof FmartBotIdBody>;
export const [FmartCloseSuccess, FmartCloseResult] = botCall({});

// ── FM-4 get-fmart-detail ─────────────────────────────────────────────────

const d = DecimalOut;
export const FmartDetail = Type.Object({
  bot_id: Id(),
  ...pairFields,
  bot_display_status: Type.String(),
  fmart_mode: Type.String(),
  leverage: d(),
  actual_leverage: d(),
  single_round_target_profit_per: d(),
  add_pos_num: Type.String(),
  add_pos_per: d(),
  price_float_per: d(),
  entry_price: d(),
  sl_per: d(),
  total_margin: d(),
  pnl: d(),
  pnl_per: d(),
  realized_pnl: d(),
  unrealized_pnl: d(),
  net_funding_fee: d(),
  total_apr: d(),
  /** Rounds that reached their take profit (designed: a round a close, stop loss or liquidation ended is not one of them). */
  completed_rounds: Type.Integer(),
  /** The round a close, stop loss or liquidation ended before its take profit (0: none). Designed. */
  cut_short_round: Type.Integer(),
  current_round: Type.Integer(),
  current_added_pos_num: Type.Integer(),
  pos_size: d(),
  avg_pos_price: d(),
  pos_balance: d(),
  order_balance: d(),
  available_balance: d(),
  mark_price: d(),
  current_price: d(),
  estimated_liq_price: d(),
  auto_cycle: Type.String(),
  stop_type: Type.String(),
  close_code: Type.String(),
  close_price: d(),
  tick_size: d(),
  settlement_assets: Type.String(),
  follow_num: Type.Integer(),
  used_reward_amount: d(),
  used_reward_id: Type.String(),
  total_bonus: d(),
  operation_time: Type.String(),
  create_time: Type.String(),
  modify_time: Type.String(),
  end_time: Type.String(),
  running_duration: Type.String(),
  adl_rank_indicator: Type.Integer(),
  // designed extras of the detail screen
  base_size: d(),
  tp_price: d(),
  sl_price: d(),
  next_add_price: d(),
  total_fee: d(),
  rounds_profit: d(),
  account_type: Type.String(),
  /** The martingale bot this one copies (its follow page), "" when not a copy. */
  followed_bot_id: Type.String(),
});
export type FmartDetail = Static<typeof FmartDetail>;
export const [FmartDetailSuccess, FmartDetailResult] = botCall({ fmart_detail: FmartDetail });

// ── update-fmart-bot (designed) ───────────────────────────────────────────

/**
 * What may change while the bot runs (statistics kept): the round TP (the
 * running round's take-profit moves at once), the SL ("" clears it), the
 * auto-cycle, and margin added (`add_margin`, quote, from the funding
 * account: into the open position's isolated margin, or the wallet while
 * flat). Leverage, mode, price float, multiple and add count shape the plan
 * the bot was created with and do not change. Refusals carry a check code:
 * the FM-1 ones for the fields, `…_ADD_MARGIN_TOO_LOW`,
 * `…_PARAMETERS_NOT_CHANGED`, `…_BOT_NOT_RUNNING`.
 */
export const FmartUpdateBody = BotBody({
  ...BotIdBody,
  round_tp_percent: Type.Optional(DecimalOrEmpty('new round take profit, fraction')),
  sl_percent: Type.Optional(DecimalOrEmpty('new stop loss, fraction; "" clears')),
  auto_cycle_toggle: Type.Optional(AutoCycle),
  add_margin: Type.Optional(DecimalOrEmpty('margin to add, quote')),
});
export type FmartUpdateBody = Static<typeof FmartUpdateBody>;
export const [FmartUpdateSuccess, FmartUpdateResult] = botCall({ check_code: Type.String() });

// ── orders (designed) ─────────────────────────────────────────────────────

export const FmartOrdersBody = BotBody({ ...BotIdBody, ...pageFields });
export type FmartOrdersBody = Static<typeof FmartOrdersBody>;
export const FmartOrder = Type.Object({
  ...futuresOrderHead('Limit (adds) | Market (initial order, closes)', 'NEW | FILLED | CANCELLED'),
  /** A cancelled add's why (util-enums orderCancelReason wire), "" otherwise (designed). */
  cancel_reason: Type.String(),
  price: d(),
  qty: d('contracts'),
  filled_qty: d(),
  fee: d(),
  /** Round number (0 when not known). */
  round: Type.Integer(),
  /** Unix ms. */
  create_time: Type.Integer(),
  update_time: Type.Integer(),
});
export type FmartOrder = Static<typeof FmartOrder>;
export const [FmartOrdersSuccess, FmartOrdersResult] = botCall(pageOf('orders', FmartOrder));

// ── rounds (designed) ─────────────────────────────────────────────────────

/** A round's figures (engine martingaleRoundFigures; times Unix ms). */
export const FmartRound = Type.Object({
  round: Type.Integer(),
  status: Type.String({ description: 'running | take_profit | stop_loss | liquidation | closed' }),
  start_price: d(),
  end_price: d(),
  adds: Type.Integer(),
  max_size: d(),
  avg_price: d(),
  margin: d('the round take-profit base: initial margin its orders posted'),
  fees: d(),
  funding: d(),
  realized_pnl: d(),
  profit: d(),
  profit_per: d(),
  start_time: Type.Integer(),
  end_time: Type.Integer(),
});
export type FmartRound = Static<typeof FmartRound>;
export const [FmartRoundListSuccess, FmartRoundListResult] = botCall(pageOf('rounds', FmartRound));

export const FmartRoundDetailBody = BotBody({ ...BotIdBody, round: Type.Integer({ minimum: 1, maximum: 100_000_000 }) });
export type FmartRoundDetailBody = Static<typeof FmartRoundDetailBody>;
export const FmartRoundFill = Type.Object({
  kind: Type.String({ description: 'initial | add | take_profit | stop_loss | close' }),
  add_index: Type.Integer(),
  side: Type.String(),
  price: d(),
  qty: d(),
  liquidity: Type.String({ description: 'maker | taker' }),
  fee: d(),
  realized_pnl: d(),
  time: Type.Integer(),
});
export const [FmartRoundDetailSuccess, FmartRoundDetailResult] = botCall({ round: FmartRound, fills: Type.Array(FmartRoundFill) });

// ── get-fmart-close-detail (designed) ─────────────────────────────────────

export const [FmartCloseDetailSuccess, FmartCloseDetailResult] = botCall({
  bot_id: Id(),
  stop_type: Type.String(),
  close_code: Type.String(),
  close_price: d(),
  /** Unix seconds, as FM-4. */
  end_time: Type.String(),
  total_margin: d(),
  pnl: d(),
  pnl_per: d(),
  realized_pnl: d(),
  net_funding_fee: d(),
  total_fee: d(),
  /** Rounds that reached their take profit (designed: the round the close ended is `cut_short_round`, not one of them). */
  completed_rounds: Type.Integer(),
  /** The round the close (or a stop loss, a liquidation) ended before its take profit (0: none). Designed. */
  cut_short_round: Type.Integer(),
  /** What went back to the funding account, quote. */
  settlement_amount: d(),
  /** The settlement in the parts every futures kind shows (futures.ts SettlementPartsOut); null while running. */
  settlement_parts: Type.Union([SettlementPartsOut, Type.Null()]),
  account_type: Type.String(),
});

// ── get-fmart-follow-detail (designed payload) ────────────────────────────

/**
 * A followable martingale bot and the leader's parameters, as create-fmart-bot
 * takes them, so a copy can prefill the create form (`min_init_margin`: the
 * smallest initial margin those parameters accept at the price now). As the
 * FM-4 detail: `operation_time` seconds since creation (string), `total_apr`
 * and `pnl_per` fractions (shown as percents with 2 decimals);
 * `arbitrage_num` the completed rounds; `entry_price`, `sl_price`,
 * `tp_price` the entry trigger, the stop-loss price and the running round's
 * take-profit price ("" none); `defeat_per` the share of martingale bots
 * with a lower APR, "" below 0.6 (DEFEAT_PER_MIN).
 */
export const [FmartFollowDetail, FmartFollowSuccess, FmartFollowResult] = followCall(
  'bot_id',
  {
    ...pairFields,
    bot_display_status: Type.String(),
    operation_time: Type.String({ description: 'seconds since creation' }),
    total_apr: d(),
    pnl_per: d(),
    arbitrage_num: Type.Integer({ description: 'completed rounds' }),
    entry_price: d(),
    sl_price: d(),
    tp_price: d(),
    defeat_per: d(),
  },
  Type.Object({
    symbol: Type.String(),
    martingale_mode: Type.Integer({ description: '1 long, 2 short' }),
    leverage: d(),
    price_float_percent: d(),
    add_position_percent: d(),
    add_position_num: Type.Integer(),
    round_tp_percent: d(),
    auto_cycle_toggle: Type.Integer({ description: '1 enable, 2 disable' }),
    sl_percent: d('"" none'),
    entry_price: d('"" none'),
    min_init_margin: d('the smallest init_margin these parameters accept now ("" none)'),
  }),
);
export type FmartFollowDetail = Static<typeof FmartFollowDetail>;
export type FmartFollowResult = Static<typeof FmartFollowSuccess>;

// ── GET get-symbol-ai-params (public, designed payload) ─────────────────────

export const FmartAiParamsQuery = AiSymbolQuery;

/**
 * One mode's proposal (engine martingale/ai.ts proposeMartingaleValidated):
 * the create fields as get-fmart-limit takes them, chosen from the first 4
 * of the 7 days (the hourly volatility there), and their test over the last
 * 3 (./ai-validation.ts; the backtest_* figures are the test's; fractions
 * with 6 decimals: estimates).
 */
export const [FmartAiParams, FmartAiParamsSuccess, FmartAiParamsResult] = futuresAiCall(
  'list',
  'one row per mode whose proposal passed its test, the better test first (fewer liquidations, then the higher APR): whoever shows one proposal (the tools area’s creation, a guided start) shows the first',
  {
    martingale_mode: Type.Integer({ description: '1 long, 2 short' }),
    fmart_mode: Type.String(),
    leverage: d(),
    price_float_percent: d(),
    add_position_percent: d(),
    add_position_num: Type.Integer(),
    round_tp_percent: d(),
    init_margin: d('the backtest budget (or the smallest round, when more)'),
    auto_cycle_toggle: Type.Integer(),
    volatility: d('hourly, fraction'),
    backtest_apr: d(),
    backtest_max_drawdown: d(),
    backtest_rounds: Type.Integer(),
  },
  { computed_at: Type.Integer({ description: 'simulated Unix ms of the computation' }) },
);
export type FmartAiParams = Static<typeof FmartAiParams>;
export type FmartAiParamsResult = Static<typeof FmartAiParamsSuccess>;
