/**
 * Futures combo (issue 12), spec §7 "Combo", under
 * `/x-api/contract/v5/private/fcombobot/<name>` (all POST, JSON body, login
 * required on every call — 401 / ret_code 10007 otherwise — envelope and
 * `status_code` as every bot call, see ./bots).
 *
 * get-limit, create-bot, close-bot and get-detail follow FC-1 … FC-4 of
 * exchange-bot-api-fields.md ("Futures combo") field for field; the other
 * twelve calls are designed here in the same conventions: snake_case,
 * decimals as strings, fractions as decimals ("0.05" = 5 %), `bot_id` a
 * string, times Unix SECONDS as strings, durations seconds. Wire enums are
 * the util-enums identifiers: `bot_mode` comboBotMode (`BOT_MODE_*`),
 * `adjust_position_mode` adjustPositionMode (requests: codes 1–6, answers:
 * `ADJUST_POSITION_MODE_*`), leg `side` comboLegSide on answers
 * (`SIDE_LONG` / `SIDE_SHORT`; requests: 1 long / 2 short), display status
 * martingaleDisplayStatus (`BOT_DISPLAY_STATUS_*`), `stop_type`
 * comboStopType (`BOT_STOP_TYPE_*`), `close_code` botCloseCode,
 * `limited_reason` limitedReason (`LIMITED_REASON_*`), check codes
 * `COMBO_CHECK_CODES` of util-check-codes (`LIMIT_CHECK_CODE_*`, 17).
 *
 * The bot (decisions 2–6 of the combo design; engine libs/engine/src/combo):
 * - 2–10 distinct linear USDT perpetual legs, each long or short at a target
 *   weight `target_position_percent`, a fraction with at most 4 decimals;
 *   the legs sum to exactly 1 (the even split gives the remainder 0.0001s to
 *   the first legs: 3 legs = 0.3334, 0.3333, 0.3333). `bot_mode`: all long
 *   LONG, all short SHORT, else MIX.
 * - Shared margin, isolated legs: one wallet (`total_margin` = init_margin
 *   + transfers in − transfers out). On open and at every rebalance the
 *   equity E is split by weight: leg i an isolated position with margin
 *   E × w_i and notional E × w_i × leverage at its mark, rounded down to the
 *   lot. Realised PnL, fees and funding flow into the wallet; what is not
 *   allocated is `available_balance` until the next rebalance. A liquidated
 *   leg loses its own margin only; all legs liquidated closes the bot.
 * - Rebalance: weight_i = |notional_i at mark| / Σ|notional|, drift =
 *   max_i |weight_i − target_i|. Mode 1 every `adjust_position_time_interval`
 *   seconds, 2 when drift > `adjust_position_percent`, 3 either, 4 only on
 *   adjust-position. Reasons 5 (modify-setting) and 6 (transfer) are
 *   recorded in the part list, never chosen at create (400).
 * - Stops on the total: total_pnl = realised + unrealised + funding − fees;
 *   TP when total_pnl / total_margin ≥ tp_percent, SL when ≤ −sl_percent,
 *   trailing when equity ≤ peak × (1 − trailing_stop_percent).
 */
import { Type, type Static } from 'typebox';
import { DecimalOut, Id } from './common';
import { AiValidationOut, AiValidationSummary } from './ai-validation';
import { followCall } from './follow';
import { BotBody, botCall, DecimalOrEmpty, IntCodes, listOf, pageFields, pageOf, pairFields, rangesOf, SymbolName } from './bots';
import { FuturesMinMax, futuresOrderHead, SettlementPartsOut } from './futures';

// FCOMBO_PATHS (browser-safe, no schemas) live in ./paths and are re-exported by the index.

/** Request codes (util-enums comboLegSide / adjustPositionMode / transferOperation / createType / blockSource codes). */
export const FCOMBO_CODES = {
  side: { long: 1, short: 2 },
  /** 1 time, 2 percent, 3 time or percent, 4 by user (create-bot, get-limit, modify-setting); 5 modify setting and 6 transfer are reasons only. */
  adjustPositionMode: { time: 1, percent: 2, timeOrPercent: 3, byUser: 4, modifySetting: 5, transfer: 6 },
  transferType: { in: 1, out: 2 },
} as const;

/** Legs per combo (SYMBOL_NUM_TOO_LOW / _HIGH outside). */
export const FCOMBO_SYMBOL_NUM = { min: 2, max: 10 } as const;

const d = DecimalOut;
const BotIdBody = { bot_id: Id('combo bot id from create-bot') };

/** Leg weight on requests: a fraction with at most 4 decimals (0 < w ≤ 1 checked by the kind). */
export const FCOMBO_WEIGHT_PATTERN = '^(0(\\.[0-9]{1,4})?|1(\\.0{1,4})?)$';
const Weight = Type.String({ pattern: FCOMBO_WEIGHT_PATTERN, maxLength: 6, description: 'leg weight, fraction with ≤ 4 decimals; the legs sum to exactly 1' });
const Side = IntCodes([1, 2], 'side: 1 long, 2 short');
/**
 * adjust_position_mode on requests. The schema accepts 1–6 as FC-1/FC-2
 * document them; 5 and 6 are refused by the kind with 400 (reasons only).
 */
const AdjustMode = IntCodes([1, 2, 3, 4, 5, 6], 'adjust_position_mode: 1 time, 2 percent, 3 time or percent, 4 by user (5, 6: reasons only, refused)');
const Interval = Type.Integer({ minimum: 0, maximum: 100_000_000, description: 'rebalance interval, seconds; one of the presets 1800 … 2419200' });

/** One leg as get-limit and create-bot take it (`symbol_settings[]`). */
export const FcomboLegSetting = BotBody({ symbol: SymbolName, target_position_percent: Weight, side: Side });
export type FcomboLegSetting = Static<typeof FcomboLegSetting>;
/** Schema bound only (a malformed body is 400); the 2–10 count is the check code's job. */
const Legs = Type.Array(FcomboLegSetting, { minItems: 0, maxItems: 50 });

const settingFields = {
  adjust_position_percent: Type.Optional(DecimalOrEmpty('drift threshold, fraction; modes 2 and 3')),
  adjust_position_time_interval: Type.Optional(Interval),
  sl_percent: Type.Optional(DecimalOrEmpty('stop loss, fraction of total margin; "" none')),
  tp_percent: Type.Optional(DecimalOrEmpty('take profit, fraction of total margin; "" none')),
  trailing_stop_percent: Type.Optional(DecimalOrEmpty('trailing callback from the equity peak, fraction; "" none')),
};

// ── FC-1 get-limit ────────────────────────────────────────────────────────

/** FC-1. `leverage` and `init_margin` may be "" (not checked yet; the bounds are still given). */
export const FcomboLimitBody = BotBody({
  leverage: DecimalOrEmpty('multiplier ≥ 1, at most two decimals'),
  init_margin: DecimalOrEmpty('initial investment, USDT'),
  adjust_position_mode: AdjustMode,
  symbol_settings: Legs,
  ...settingFields,
  need_to_slippage: Type.Optional(Type.Boolean({ description: 'accepted; the simulator has no slippage' })),
});
export type FcomboLimitBody = Static<typeof FcomboLimitBody>;

/**
 * FC-1's verdict (the engine's `validateCombo`; the first failing check in
 * FC-1's order wins) and its ranges as `{min, max}` strings: symbol count
 * 2–10; leverage 1 … min over legs of the contract's max leverage;
 * init_margin min = max over legs of (min notional × 1.1 / (w_i ×
 * leverage)) rounded up to 1 USDT, at least 10, max 1,000,000;
 * adjust_position_percent 0.01–0.5; interval 1800–2419200 s (a preset);
 * tp 0.01–10; sl 0.01–1; trailing 0.005–0.5.
 */
export const [FcomboLimitSuccess, FcomboLimitResult] = botCall({
  check_code: Type.String({ description: 'LIMIT_CHECK_CODE_* (COMBO_CHECK_CODES)' }),
  ...rangesOf(['init_margin', 'leverage', 'adjust_position_percent', 'adjust_position_time_interval', 'sl_percent', 'tp_percent', 'trailing_stop_percent'], FuturesMinMax),
});
export type FcomboLimitResult = Static<typeof FcomboLimitSuccess>;

// ── FC-2 create-bot ───────────────────────────────────────────────────────

/**
 * FC-2 plus the copy fields (decision 8): `create_type` (util-enums
 * createType codes: 1 copy, 2 auto, 3 manual), `block_source` (blockSource
 * codes: 2 AI block for the daily pick, 3 rank list for a follow copy) and
 * `followed_bot_id` (the copied combo). Refusals: a check code (status 400,
 * `check_code`), 421 banned (`ban_reason_text`), 402 running limit, 401
 * the derivatives balance cannot fund init_margin.
 */
export const FcomboCreateBody = BotBody({
  leverage: DecimalOrEmpty('multiplier ≥ 1, at most two decimals'),
  init_margin: DecimalOrEmpty('initial investment, USDT (from the derivatives account)'),
  adjust_position_mode: AdjustMode,
  symbol_settings: Legs,
  ...settingFields,
  create_type: Type.Optional(IntCodes([0, 1, 2, 3], 'createType: 1 copy, 2 auto, 3 manual')),
  block_source: Type.Optional(IntCodes([0, 1, 2, 3, 4], 'blockSource: 1 main page, 2 AI block, 3 rank list, 4 page AI')),
  followed_bot_id: Type.Optional(Id('the combo this one copies')),
});
export type FcomboCreateBody = Static<typeof FcomboCreateBody>;
export const [FcomboCreateSuccess, FcomboCreateResult] = botCall({ bot_id: Id() });

// ── FC-3 close-bot, and every call that takes only the bot ────────────────

/** `{bot_id}`: close-bot, get-detail, get-close-detail, get-positions, adjust-position, get-follow-detail. */
export const FcomboBotIdBody = BotBody(BotIdBody);
export type FcomboBotIdBody = Static<typeof FcomboBotIdBody>;
/** 404 not the caller's / unknown, 405 already closing or closed. */
export const [FcomboCloseSuccess, FcomboCloseResult] = botCall({});

// ── FC-4 get-detail ───────────────────────────────────────────────────────

/** One leg of the detail (FC-4 `symbol_settings[]` plus the designed position figures). */
export const FcomboLegDetail = Type.Object({
  ...pairFields,
  target_position_percent: d('fraction'),
  /** `SIDE_LONG` | `SIDE_SHORT`. */
  side: Type.String(),
  symbol_id: Type.Integer(),
  // designed
  current_position_percent: d('|notional at mark| / Σ|notional| of the live legs, fraction'),
  qty: d('contracts, unsigned'),
  entry_price: d(),
  mark_price: d(),
  position_value: d('USDT'),
  unrealized_pnl: d(),
  realized_pnl: d(),
  funding_fee: d(),
  exec_fee: d(),
  margin: d('the leg isolated margin'),
  liquidation_price: d('"" when flat or unreachable'),
  liquidated: Type.Boolean(),
});
export type FcomboLegDetail = Static<typeof FcomboLegDetail>;

export const FcomboDetail = Type.Object({
  bot_id: Id(),
  bot_mode: Type.String({ description: 'BOT_MODE_LONG | _SHORT | _MIX' }),
  bot_display_status: Type.String({ description: 'BOT_DISPLAY_STATUS_*' }),
  bot_name: Type.String({ description: 'the legs’ symbols joined by ","' }),
  leverage: d(),
  total_margin: d('init_margin + transfers in − out'),
  equity: d(),
  total_pnl: d(),
  total_pnl_per: d('total_pnl / total_margin, fraction'),
  roi: d('the same return in percent, 2 decimals'),
  total_apr: d('fraction'),
  realized_pnl: d(),
  unrealized_pnl: d(),
  total_exec_fee: d(),
  funding_fee: d('+ received, − paid'),
  total_position_value: d(),
  margin_balance: d(),
  available_balance: d('wallet not allocated to a leg; the most transfer out takes'),
  imr: d(),
  mmr: d(),
  symbol_settings: Type.Array(FcomboLegDetail),
  adjust_position_mode: Type.String({ description: 'ADJUST_POSITION_MODE_*' }),
  adjust_position_percent: d('"" when the mode has none'),
  adjust_position_time_interval: Type.Integer({ description: 'seconds; 0 when the mode has none' }),
  adjusted_position_num: Type.String({ description: 'rebalances done (the opening not counted)' }),
  last_adjust_position_time: Type.String({ description: 'Unix seconds' }),
  sl_percent: d(),
  tp_percent: d(),
  trailing_stop_percent: d(),
  stop_type: Type.String({ description: 'BOT_STOP_TYPE_*; _UNSPECIFIED while running' }),
  close_code: Type.String({ description: 'BOT_CLOSE_CODE_*' }),
  exit_equity: d(),
  sl_exit_equity: d(),
  tp_exit_equity: d(),
  midway_transfer: d('transfers in − out'),
  settlement_assets: Type.String(),
  follow_num: Type.Integer(),
  used_reward_amount: d(),
  used_reward_id: Type.String(),
  total_bonus: d(),
  run_time_duration: Type.String({ description: 'seconds' }),
  create_time: Type.String({ description: 'Unix seconds' }),
  end_time: Type.String({ description: 'Unix seconds; "0" while running' }),
  last_modify_setting_time: Type.String({ description: 'Unix seconds' }),
  ws_token: Type.String({ description: '"" (the simulator pushes no combo stream)' }),
  // designed
  create_type: Type.Integer(),
  block_source: Type.Integer(),
  followed_bot_id: Type.String({ description: '"" when not a copy' }),
  leg_liquidations: Type.Integer({ description: 'legs liquidated so far' }),
});
export type FcomboDetail = Static<typeof FcomboDetail>;
export const [FcomboDetailSuccess, FcomboDetailResult] = botCall({ detail: FcomboDetail });
export type FcomboDetailResult = Static<typeof FcomboDetailSuccess>;

// ── get-close-detail (designed) ───────────────────────────────────────────

/** Per leg at the close: the closing trade and the leg's lifetime result. */
export const FcomboCloseLeg = Type.Object({
  symbol: Type.String(),
  side: Type.String({ description: 'SIDE_LONG | SIDE_SHORT' }),
  close_price: d('"" when the leg was flat or liquidated'),
  close_qty: d(),
  realized_pnl: d('lifetime of the leg'),
  funding_fee: d(),
  exec_fee: d(),
  liquidated: Type.Boolean(),
});
export const [FcomboCloseDetailSuccess, FcomboCloseDetailResult] = botCall({
  bot_id: Id(),
  bot_name: Type.String(),
  bot_mode: Type.String(),
  leverage: d(),
  stop_type: Type.String(),
  close_code: Type.String(),
  create_time: Type.String({ description: 'Unix seconds' }),
  end_time: Type.String({ description: 'Unix seconds' }),
  run_time_duration: Type.String({ description: 'seconds' }),
  total_margin: d(),
  exit_equity: d(),
  total_pnl: d(),
  total_pnl_per: d(),
  realized_pnl: d(),
  funding_fee: d(),
  total_exec_fee: d(),
  adjusted_position_num: Type.String(),
  /** What went back to the derivatives account, USDT. */
  settlement_amount: d(),
  /** The settlement in the parts every futures kind shows (futures.ts SettlementPartsOut); null while running. */
  settlement_parts: Type.Union([SettlementPartsOut, Type.Null()]),
  legs: Type.Array(FcomboCloseLeg),
});
export type FcomboCloseDetailResult = Static<typeof FcomboCloseDetailSuccess>;

// ── get-history-orders-v2 (designed) ──────────────────────────────────────

/** Filled market orders of every leg, newest first; `symbol` narrows to one leg. */
export const FcomboOrdersBody = BotBody({ ...BotIdBody, symbol: Type.Optional(SymbolName), ...pageFields });
export type FcomboOrdersBody = Static<typeof FcomboOrdersBody>;
export const FcomboOrder = Type.Object({
  ...futuresOrderHead('Market', 'FILLED'),
  /** Why it traded: open | rebalance | close. */
  action: Type.String(),
  /** The rebalance it belongs to (part-list `no`; 0 the opening, -1 the close). */
  rebalance_no: Type.Integer(),
  price: d(),
  qty: d('contracts'),
  value: d('price × qty, USDT'),
  fee: d(),
  realized_pnl: d(),
  create_time: Type.String({ description: 'Unix seconds' }),
});
export type FcomboOrder = Static<typeof FcomboOrder>;
export const [FcomboOrdersSuccess, FcomboOrdersResult] = botCall(pageOf('orders', FcomboOrder));
export type FcomboOrdersResult = Static<typeof FcomboOrdersSuccess>;

// ── get-positions (designed) ──────────────────────────────────────────────

/** The legs' positions now (a closed bot: its legs at the close, flat). */
export const FcomboPosition = Type.Object({
  symbol: Type.String(),
  side: Type.String({ description: 'SIDE_LONG | SIDE_SHORT' }),
  target_position_percent: d(),
  current_position_percent: d(),
  qty: d(),
  entry_price: d(),
  mark_price: d(),
  position_value: d(),
  margin: d(),
  unrealized_pnl: d(),
  /** unrealized_pnl / margin, fraction. */
  unrealized_pnl_per: d(),
  liquidation_price: d(),
  leverage: d(),
  liquidated: Type.Boolean(),
});
export type FcomboPosition = Static<typeof FcomboPosition>;
export const [FcomboPositionsSuccess, FcomboPositionsResult] = botCall({ bot_id: Id(), positions: Type.Array(FcomboPosition) });
export type FcomboPositionsResult = Static<typeof FcomboPositionsSuccess>;

// ── get-part-list: the rebalance history (designed) ───────────────────────

export const FcomboPartListBody = BotBody({ ...BotIdBody, ...pageFields });
export type FcomboPartListBody = Static<typeof FcomboPartListBody>;
/** One leg of a rebalance: weight and quantity before and after, its fee, and why it fell short of its target. */
export const FcomboPartLeg = Type.Object({
  symbol: Type.String(),
  side: Type.String({ description: 'SIDE_LONG | SIDE_SHORT' }),
  target_position_percent: d('target among the live legs, fraction'),
  before_position_percent: d(),
  after_position_percent: d(),
  before_qty: d(),
  after_qty: d(),
  fee: d(),
  /** `LIMITED_REASON_MIN_QTY` | `LIMITED_REASON_RISK_LIMIT` | `LIMITED_REASON_UNSPECIFIED` (reached). */
  limited_reason: Type.String(),
});
/** A rebalance, newest first; `no` 0 is the opening (not counted in `adjusted_position_num`). */
export const FcomboPart = Type.Object({
  no: Type.Integer(),
  time: Type.String({ description: 'Unix seconds' }),
  /** What fired it: `ADJUST_POSITION_MODE_*` (time, percent, by user, modify setting, transfer). */
  reason: Type.String(),
  equity: d('equity at the marks before trading'),
  fee: d('total'),
  legs: Type.Array(FcomboPartLeg),
});
export type FcomboPart = Static<typeof FcomboPart>;
export const [FcomboPartListSuccess, FcomboPartListResult] = botCall(pageOf('list', FcomboPart));
export type FcomboPartListResult = Static<typeof FcomboPartListSuccess>;

// ── get-symbol-list (designed) ────────────────────────────────────────────

/** The contracts a combo may use (linear USDT perpetuals, trading), by 24h turnover. */
export const FcomboSymbolListBody = BotBody({});
export type FcomboSymbolListBody = Static<typeof FcomboSymbolListBody>;
export const FcomboSymbol = Type.Object({
  symbol: Type.String(),
  symbol_id: Type.Integer(),
  base_token: Type.String(),
  quote_token: Type.String(),
  last_price: d(),
  mark_price: d(),
  price_24h_pcnt: d('24h change, fraction'),
  turnover_24h: d('USDT'),
  max_leverage: d(),
  min_notional: d('USDT'),
  min_qty: d(),
  lot_size: d('qty step'),
  tick_size: d(),
});
export type FcomboSymbol = Static<typeof FcomboSymbol>;
export const [FcomboSymbolListSuccess, FcomboSymbolListResult] = botCall(listOf(FcomboSymbol));
export type FcomboSymbolListResult = Static<typeof FcomboSymbolListSuccess>;

// ── get-daily-pick, set-daily-pick-no-pop (designed, decision 7) ──────────

export const FcomboDailyPickBody = BotBody({});
export type FcomboDailyPickBody = Static<typeof FcomboDailyPickBody>;
/**
 * The day's pick: computed once per UTC day by the simulator from a fixed
 * list of candidates (baskets of 2–4 liquid contracts, long / short / mix),
 * validated walk-forward (./ai-validation.ts, engine proposeComboPick): each
 * is ranked by its `backtestCombo` over the first 4 of the 7 days before the
 * day (score = total return ÷ max(max drawdown, 0.01); ties → lower
 * drawdown, then candidate order), and the best-ranked whose test over the
 * last 3 days passed is the pick. `backtest` is that test (the days the
 * ranking did not see); `score` is the ranking's.
 * Fractions with 6 decimals; `rule` says the rule in words (English).
 * `symbol_settings[].side` is the request code (1 long, 2 short) and
 * `adjust_position_mode` the request code 1–4, so the create page sends them
 * back as they are. `no_pop`: this user asked not to be shown the pop-up again.
 */
export const FcomboDailyPick = Type.Object({
  date: Type.String({ description: 'YYYY-MM-DD, the UTC day' }),
  pick_id: Type.String({ description: 'candidate id, e.g. "mix-btc-eth"' }),
  bot_name: Type.String(),
  bot_mode: Type.String({ description: 'BOT_MODE_*' }),
  leverage: d(),
  symbol_settings: Type.Array(Type.Object({ symbol: Type.String(), side: Type.Integer({ description: '1 long, 2 short' }), target_position_percent: d() })),
  adjust_position_mode: Type.Integer({ description: '1–4' }),
  adjust_position_percent: d('"" when the mode has none'),
  adjust_position_time_interval: Type.Integer({ description: 'seconds; 0 when the mode has none' }),
  suggested_init_margin: d('USDT'),
  backtest: Type.Object({
    start_time: Type.String({ description: 'Unix seconds' }),
    end_time: Type.String({ description: 'Unix seconds' }),
    total_pnl_per: d('fraction'),
    max_drawdown: d('fraction'),
    apr: d('fraction'),
    rebalance_num: Type.Integer(),
    curve: Type.Array(Type.Object({ time: Type.String({ description: 'Unix seconds' }), pnl_per: d('fraction') })),
  }),
  score: d('the ranking score over the choosing window'),
  rule: Type.String(),
  validation: AiValidationOut,
  no_pop: Type.Boolean(),
});
export type FcomboDailyPick = Static<typeof FcomboDailyPick>;
/** A candidate not picked: its ranking score over the choosing window and its test's verdict ('' when it was not tested because a better-ranked one passed). */
export const FcomboPickCandidate = Type.Object({
  pick_id: Type.String(),
  bot_name: Type.String(),
  score: d('"" when its backtest was refused'),
  failure: Type.Union([Type.Literal(''), Type.Literal('no_fills'), Type.Literal('liquidated'), Type.Literal('loss_beyond_limit'), Type.Literal('not_backtested')]),
  window_return: d('its test’s return ("" when not tested)'),
  test_days: d('"" when not tested'),
});
export type FcomboPickCandidate = Static<typeof FcomboPickCandidate>;
/** `pick` null: no candidate passed its test today (`none_passed`; `candidates` says why each failed). */
export const [FcomboDailyPickSuccess, FcomboDailyPickResult] = botCall({
  date: Type.String({ description: 'YYYY-MM-DD, the UTC day' }),
  pick: Type.Union([FcomboDailyPick, Type.Null()]),
  ...AiValidationSummary,
  candidates: Type.Array(FcomboPickCandidate),
  no_pop: Type.Boolean(),
});
export type FcomboDailyPickResult = Static<typeof FcomboDailyPickSuccess>;

export const FcomboNoPopBody = BotBody({ no_pop: Type.Boolean() });
export type FcomboNoPopBody = Static<typeof FcomboNoPopBody>;
export const [FcomboNoPopSuccess, FcomboNoPopResult] = botCall({ no_pop: Type.Boolean() });

// ── get-follow-detail (designed) ──────────────────────────────────────────

/**
 * A followable combo (any logged-in user may read a running or completed
 * combo; ids of other kinds are 404): spec §3 follow fields, the legs and
 * settings as create-bot takes them (so `?copy=` prefills the form; sides
 * and mode as request codes), `min_init_margin` for those settings now, and
 * the PnL curve (daily points, fraction of total margin).
 */
export const [FcomboFollowDetail, FcomboFollowSuccess, FcomboFollowResult] = followCall(
  'bot_id',
  {
    bot_name: Type.String(),
    bot_mode: Type.String(),
    bot_display_status: Type.String(),
    run_time_duration: Type.String({ description: 'seconds' }),
    total_apr: d(),
    total_pnl_per: d(),
    max_drawdown: d('fraction, from the curve'),
    adjusted_position_num: Type.String(),
  },
  Type.Object({
    leverage: d(),
    symbol_settings: Type.Array(Type.Object({ symbol: Type.String(), side: Type.Integer({ description: '1 long, 2 short' }), target_position_percent: d() })),
    adjust_position_mode: Type.Integer({ description: '1–4' }),
    adjust_position_percent: d(),
    adjust_position_time_interval: Type.Integer(),
    tp_percent: d(),
    sl_percent: d(),
    trailing_stop_percent: d(),
    min_init_margin: d('the smallest init_margin these settings accept now'),
  }),
  {
    curve: Type.Array(Type.Object({ time: Type.String({ description: 'Unix seconds' }), pnl_per: d() })),
    /** The share of combos with a lower APR, "" below DEFEAT_PER_MIN (as every kind's). */
    defeat_per: d(),
  },
);
export type FcomboFollowDetail = Static<typeof FcomboFollowDetail>;
export type FcomboFollowResult = Static<typeof FcomboFollowSuccess>;

// ── transfer, adjust-position, modify-setting, get-transfer-detail (designed) ──

/**
 * Moves `amount` USDT between the user's derivatives account and the bot's
 * wallet: type 1 in (the derivatives balance must cover it: 401), 2 out (at
 * most `available_balance`, never a leg's margin: 400 naming `amount`).
 * Then a rebalance with reason 6. A closed bot: 412 (also adjust-position
 * and modify-setting).
 */
export const FcomboTransferBody = BotBody({ ...BotIdBody, type: IntCodes([1, 2], '1 in, 2 out'), amount: DecimalOrEmpty('USDT, > 0') });
export type FcomboTransferBody = Static<typeof FcomboTransferBody>;
export const [FcomboTransferSuccess, FcomboTransferResult] = botCall({
  bot_id: Id(),
  total_margin: d('after the transfer'),
  available_balance: d('after the transfer and its rebalance'),
});

/** adjust-position `{bot_id}`: rebalance now (reason 4), whatever the mode. */
export const [FcomboAdjustSuccess, FcomboAdjustResult] = botCall({ bot_id: Id(), adjusted_position_num: Type.String() });

/**
 * modify-setting: TP / SL / trailing ("" removes one), the rebalance mode
 * 1–4, percent and interval (checked as FC-1; absent = unchanged).
 * Statistics are kept; a rebalance with reason 5 follows.
 */
export const FcomboModifyBody = BotBody({
  ...BotIdBody,
  adjust_position_mode: Type.Optional(AdjustMode),
  ...settingFields,
});
export type FcomboModifyBody = Static<typeof FcomboModifyBody>;
export const [FcomboModifySuccess, FcomboModifyResult] = botCall({ check_code: Type.String() });

export const FcomboTransferDetailBody = BotBody({ ...BotIdBody, ...pageFields });
export type FcomboTransferDetailBody = Static<typeof FcomboTransferDetailBody>;
/** Newest first; the initial margin is the first row ("in"). */
export const FcomboTransferRow = Type.Object({
  time: Type.String({ description: 'Unix seconds' }),
  /** `TRANSFER_OPERATION_IN` | `TRANSFER_OPERATION_OUT` (util-enums transferOperation). */
  type: Type.String(),
  amount: d('USDT'),
  /** The bot's total margin after it. */
  balance_after: d(),
});
export type FcomboTransferRow = Static<typeof FcomboTransferRow>;
export const [FcomboTransferDetailSuccess, FcomboTransferDetailResult] = botCall(pageOf('list', FcomboTransferRow));
export type FcomboTransferDetailResult = Static<typeof FcomboTransferDetailSuccess>;
