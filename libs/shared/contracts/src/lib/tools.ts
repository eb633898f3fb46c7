/**
 * The tools area (spec §7 "Tools"): the cross-kind ranking and the strategy
 * pages' calls (issue 13, item 6; below mixed-ranking). Envelope and
 * `status_code` as every bot call (./bots).
 *
 * ── mixed-ranking (`POST /x-api/operation/tools/v1/mixed-ranking`, public) ──
 * The ranking of every ranked kind's followable running bots (issue 13,
 * items 1–3). Designed payload, in the bot API's conventions: snake_case,
 * decimals as strings, fractions as decimals ("0.05" = 5 %), times Unix ms.
 *
 * Request (every field optional; an unknown field or value is a 400):
 * - `sort`: util-enums `rankingSort` wire value (`RANKING_SORT_PNL_PERCENT`
 *   default, `_PNL_AMOUNT`, `_COPIED_COUNT`). Ties: the higher risk-adjusted
 *   return, then the older bot, then the id.
 * - `bot_types`: list types (`GRID_SPOT`, `DCA_SPOT`, `GRID_FUTURES`,
 *   `MART_FUTURES`, `COMBO_FUTURES`); empty or absent = every ranked kind.
 * - `symbol`: exact symbol (`BTCUSDT`); a combo matches when any leg trades
 *   it, a DCA when any of its pairs does.
 * - `run_time`: `rankingRunTime` wire value (bands in RANKING_RUN_TIME_HOURS;
 *   lower bound inclusive, upper exclusive, measured at the answer's `as_of`).
 * - `pnl_band`: `rankingPnlBand` wire value (RANKING_PNL_BAND_PERCENT on
 *   `total_pnl_per` × 100).
 * - `page` (1-based, default 1), `limit` (1–100, default 20).
 *
 * Answer row: the bot, its kind's figures and the risk beside the return:
 * - `max_drawdown`: the largest fall of the bot's equity from a previous
 *   peak, as a fraction of that peak (0 ≤ x < 1), over its whole life;
 * - `return_to_drawdown`: `total_pnl_per / max(max_drawdown, 0.01)`, 2
 *   decimals — the risk figure. A bot that made 30 % by riding a 40 % dip
 *   scores 0.75; one that made 10 % never falling more than 2 % scores 5.
 *   The 1 % floor keeps a bot with no drawdown yet from scoring infinity.
 *   The same rule picks the AI daily combo (fcombobot get-daily-pick).
 * - `followers_pnl`: the summed total PnL of the bots that copied this one
 *   (running and closed), in the leader's quote coin.
 * - `curve`: at most 30 points `{ t, v }` (t Unix ms, v the PnL fraction
 *   then), oldest first, for the row's small PnL curve.
 */
import { Type, type Static } from 'typebox';
import { BOT_LIST_TYPES, BotBody, botCall, pairFields } from './bots';
import { DecimalOut, Id } from './common';

/** `rankingSort` wire values a request may send (not `UNSPECIFIED`). */
export const RANKING_SORT_WIRE = ['RANKING_SORT_PNL_PERCENT', 'RANKING_SORT_PNL_AMOUNT', 'RANKING_SORT_COPIED_COUNT'] as const;
export const RANKING_RUN_TIME_WIRE = [
  'RANKING_RUN_TIME_ALL',
  'RANKING_RUN_TIME_WITHIN_1D',
  'RANKING_RUN_TIME_1D_7D',
  'RANKING_RUN_TIME_7D_30D',
  'RANKING_RUN_TIME_OVER_30D',
] as const;
export const RANKING_PNL_BAND_WIRE = [
  'RANKING_PNL_BAND_ALL',
  'RANKING_PNL_BAND_0_5',
  'RANKING_PNL_BAND_5_10',
  'RANKING_PNL_BAND_10_20',
  'RANKING_PNL_BAND_20_50',
  'RANKING_PNL_BAND_50_70',
  'RANKING_PNL_BAND_70_100',
  'RANKING_PNL_BAND_OVER_100',
] as const;

export const MIXED_RANKING_MAX_LIMIT = 100;
export const MIXED_RANKING_DEFAULT_LIMIT = 20;
/** Points of a ranking row's small PnL curve, at most. */
export const RANKING_CURVE_POINTS = 30;
/** The drawdown floor of `return_to_drawdown`. */
export const RANKING_DRAWDOWN_FLOOR = '0.01';

export const MixedRankingBody = BotBody({
  sort: Type.Optional(Type.Enum(RANKING_SORT_WIRE)),
  bot_types: Type.Optional(Type.Array(Type.Enum(BOT_LIST_TYPES), { maxItems: 10 })),
  symbol: Type.Optional(Type.String({ pattern: '^[A-Z0-9]{2,30}$' })),
  run_time: Type.Optional(Type.Enum(RANKING_RUN_TIME_WIRE)),
  pnl_band: Type.Optional(Type.Enum(RANKING_PNL_BAND_WIRE)),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MIXED_RANKING_MAX_LIMIT })),
});
export type MixedRankingBody = Static<typeof MixedRankingBody>;

export const RankingCurvePoint = Type.Object({ t: Type.Integer(), v: DecimalOut('PnL fraction at t') });

export const RankingRow = Type.Object({
  bot_id: Id(),
  bot_type: Type.Enum(BOT_LIST_TYPES),
  /** Pair; DCA pairs and combo legs joined with ",". */
  ...pairFields,
  /** The owner's masked name. */
  nick_name: Type.String(),
  /** Unix ms. */
  start_time: Type.Integer(),
  /** ms running at `as_of`. */
  run_time: Type.Integer(),
  total_pnl: DecimalOut('quote coin'),
  total_pnl_per: DecimalOut('fraction of the investment'),
  total_apr: DecimalOut('fraction per year'),
  max_drawdown: DecimalOut('fraction of the peak equity'),
  return_to_drawdown: DecimalOut('total_pnl_per / max(max_drawdown, 0.01), 2 decimals'),
  /** Bots that copied this one (running). */
  follow_num: Type.Integer(),
  followers_pnl: DecimalOut('quote coin'),
  /** Leverage for futures kinds ("5" = 5×), "" for spot. */
  leverage: Type.String(),
  curve: Type.Array(RankingCurvePoint, { maxItems: RANKING_CURVE_POINTS }),
});
export type RankingRow = Static<typeof RankingRow>;

export const [MixedRankingSuccess, MixedRankingResult] = botCall({
  /** Rows matching the filter (all pages). */
  total: Type.Integer(),
  page: Type.Integer(),
  limit: Type.Integer(),
  /** Unix ms the figures are as of. */
  as_of: Type.Integer(),
  rows: Type.Array(RankingRow),
});
export type MixedRankingResult = Static<typeof MixedRankingSuccess>;

// ── strategies (issue 13, item 6) ─────────────────────────────────────────
/*
 * A "strategy" is a bot kind (one registry row, util-bot-kinds BOT_KINDS).
 * Every figure is read from the simulator's state: the `bots` rows (status,
 * followable flag, the ranking keys store.saveState writes), the ranking
 * points (`bot_rank_points`, a PnL-fraction sample per 6 h of each bot's
 * life), the kinds' AI parameter services and the combo states' legs.
 * Conventions as mixed-ranking: snake_case, decimals as strings, fractions
 * as decimals, times Unix ms; the yield trend alone keeps the spec's
 * camelCase names (spec "Other shapes": `statTime`, `yieldRateE4`).
 *
 * ── aurora/home (`POST /x-api/operation/tools/aurora/home`, public) ──
 * Request `{}` (no field). Answer: `strategies`, one `StrategySummary` per
 * registered kind in registry order:
 * - `running_count`: the kind's running bots (every user's);
 * - `ranked_count`: of them, the followable ones of a ranked kind (what the
 *   ranking lists); `ranked` false for a kind the ranking leaves out (DCA);
 * - `best_pnl_per`: the best total PnL fraction among the ranked ones ("" none);
 * - `median_apr`: the median APR (fraction per year) of the running bots that
 *   have run at least STRATEGY_APR_MIN_RUN_MS ("" none): a bot minutes old
 *   annualises noise;
 * - `has_ai`: the kind has AI parameters (aurora/creation proposes values).
 *
 * ── aurora/info (`POST …/aurora/info`, public) ──
 * Request `{ bot_type, top_limit? (1–20, default 5), days? (1–90, default 30) }`.
 * Answer: `strategy` (its StrategySummary), `params` (the fields a trader sets
 * in the kind's create call, from its request schema: name, whether required,
 * JSON type; attribution and plumbing fields — create_type, block_source,
 * source, strategy_id, followed_*_id, reward_id, allow_follow, account_type —
 * are left out, and an object field's own fields are listed under their
 * names, e.g. DCA's `parameters.quote_coin` as `quote_coin`), `top`
 * (the kind's first `top_limit` mixed-ranking rows, best PnL % first; empty
 * for an unranked kind) and `yield_trend` (below). An unknown kind is a 400.
 *
 * Yield trend (`YieldPoint[]`, oldest first, at most `days` points): one point
 * per UTC day of the window that some bot of the kind ran in. `statTime` is
 * that day's 00:00 UTC (Unix ms); `yieldRateE4` is the median, over the kind's
 * bots that ran that day (running or since closed), of each bot's last PnL
 * fraction sampled that day, × 10 000, truncated toward zero: the client
 * shows `yieldRateE4 / 100` as a percent (1234 → 12.34 %). `bots` is how many
 * bots the median is over.
 *
 * ── aurora/creation (`POST …/aurora/creation`, public) ──
 * Request `{ bot_type, symbol }`. Answer: where a create form of that kind on
 * that symbol would start: `market` and `last_price` (spot pair or linear
 * contract), `source` "ai" when the kind's AI parameters service proposed the
 * values (`fields`: the proposal's create fields as `{ name, value }`, name =
 * the create call's field; `backtest_apr`, `backtest_max_drawdown` its
 * backtest as fractions) or "none" (`fields` empty; `note` says why: no AI
 * parameters for the kind, or too little history), and the live facts on the
 * symbol: `running_on_symbol` (the kind's running bots trading it), `best`
 * (its best ranked bot there, a RankingRow, or null). A symbol the kind cannot
 * trade is a refusal (status_code 400, debug_msg why).
 *
 * ── aurora/fcombo (`POST …/aurora/fcombo`, public) ──
 * Request `{ limit? (1–20, default 10) }`. Answer: the futures combo strategy:
 * `strategy` (its StrategySummary), `legs` (the symbols the running combos
 * hold, most held first, ties by symbol; at most `limit`): `bots` holding it,
 * `long_bots` / `short_bots` by the leg's side, `avg_weight` the mean target
 * weight (fraction, 4 decimals), `top` (the STRATEGY_TOP_DEFAULT best ranked
 * combos) and `yield_trend` (STRATEGY_TREND_DAYS_DEFAULT days).
 *
 * ── chat/strategy/info (`POST /x-api/operation/tools/chat/strategy/info`, public) ──
 * Request `{ bot_type }`. Answer `lines`: the strategy explained in plain
 * words for the chat/help panel, as message codes the client translates
 * (`what`, `how`, `risk`: the kind's fixed explanation; then the live ones,
 * each with its figures in `args`: `live_running` {count}, `live_best`
 * {pnl_per, symbol, nick}, `live_apr` {apr}, `live_trend` {from_per, to_per,
 * days}, or `live_none` when no bot of the kind runs). `args` values are
 * strings: counts as integers, `*_per`/`apr` as fractions.
 *
 * ── discovery strategy-info (`GET /x-api/discovery/v5/private/discovery/strategy-info`, private) ──
 * Query `?bot_type=` (optional: one kind). Answer `strategies`: one row per
 * kind the caller has bots of (registry order), `running` / `closed` counts
 * and `pnl` per quote coin: `running_pnl` (the running bots' total PnL as of
 * their last state write), `closed_pnl` (the closed bots' final PnL), summed
 * exactly (1e8 units). A visitor gets ret code 10007.
 */

export const STRATEGY_TOP_MAX = 20;
export const STRATEGY_TOP_DEFAULT = 5;
export const STRATEGY_TREND_DAYS_MAX = 90;
export const STRATEGY_TREND_DAYS_DEFAULT = 30;
/** A bot counts in a strategy's median APR once it has run this long (ms: one day). */
export const STRATEGY_APR_MIN_RUN_MS = 86_400_000;

const BotType = Type.Enum(BOT_LIST_TYPES);

export const StrategySummary = Type.Object({
  bot_type: BotType,
  /** util-bot-kinds `market`. */
  market: Type.Union([Type.Literal('spot'), Type.Literal('futures')]),
  ranked: Type.Boolean(),
  has_ai: Type.Boolean(),
  running_count: Type.Integer(),
  ranked_count: Type.Integer(),
  best_pnl_per: DecimalOut('fraction; "" when no ranked bot runs'),
  median_apr: DecimalOut('fraction per year; "" when no bot has run a day'),
});
export type StrategySummary = Static<typeof StrategySummary>;

/** A yield trend point (spec "Other shapes"): `yieldRateE4 / 100` is the percent. */
export const YieldPoint = Type.Object({
  /** 00:00 UTC of the day, Unix ms. */
  statTime: Type.Integer(),
  /** Median PnL fraction × 10 000 of the kind's bots that ran that day. */
  yieldRateE4: Type.Integer(),
  /** Bots in the median. */
  bots: Type.Integer(),
});
export type YieldPoint = Static<typeof YieldPoint>;

export const AuroraHomeBody = BotBody({});
export type AuroraHomeBody = Static<typeof AuroraHomeBody>;
export const [AuroraHomeSuccess, AuroraHomeResult] = botCall({ as_of: Type.Integer(), strategies: Type.Array(StrategySummary) });
export type AuroraHomeResult = Static<typeof AuroraHomeSuccess>;

export const AuroraInfoBody = BotBody({
  bot_type: BotType,
  top_limit: Type.Optional(Type.Integer({ minimum: 1, maximum: STRATEGY_TOP_MAX })),
  days: Type.Optional(Type.Integer({ minimum: 1, maximum: STRATEGY_TREND_DAYS_MAX })),
});
export type AuroraInfoBody = Static<typeof AuroraInfoBody>;

/** One field of a kind's create call, read from its request schema. */
export const StrategyParam = Type.Object({
  name: Type.String(),
  required: Type.Boolean(),
  /** JSON type: string (decimals too), integer, number, boolean, array, object. */
  type: Type.String(),
});
export type StrategyParam = Static<typeof StrategyParam>;

export const [AuroraInfoSuccess, AuroraInfoResult] = botCall({
  as_of: Type.Integer(),
  strategy: StrategySummary,
  params: Type.Array(StrategyParam),
  top: Type.Array(RankingRow, { maxItems: STRATEGY_TOP_MAX }),
  yield_trend: Type.Array(YieldPoint, { maxItems: STRATEGY_TREND_DAYS_MAX }),
});
export type AuroraInfoResult = Static<typeof AuroraInfoSuccess>;

export const AuroraCreationBody = BotBody({ bot_type: BotType, symbol: Type.String({ pattern: '^[A-Z0-9]{2,30}$' }) });
export type AuroraCreationBody = Static<typeof AuroraCreationBody>;
export const CreationField = Type.Object({ name: Type.String(), value: Type.String() });
export const [AuroraCreationSuccess, AuroraCreationResult] = botCall({
  bot_type: BotType,
  symbol: Type.String(),
  market: Type.Union([Type.Literal('spot'), Type.Literal('futures')]),
  last_price: DecimalOut(),
  source: Type.Union([Type.Literal('ai'), Type.Literal('none')]),
  fields: Type.Array(CreationField),
  /** The proposal's walk-forward test (./ai-validation.ts): its return over the test window, not annualised ("" without AI). */
  backtest_return: DecimalOut('fraction; "" without AI'),
  /** That return annualised from `backtest_days` days only. */
  backtest_apr: DecimalOut('fraction per year; "" without AI'),
  backtest_max_drawdown: DecimalOut('fraction; "" without AI'),
  /** Length of the test window the figures come from, in days ("" without AI). */
  backtest_days: DecimalOut(),
  /** The kind had proposals but none passed its test: nothing is offered. */
  none_passed: Type.Boolean(),
  /** Why there is no proposal ("" with one). */
  note: Type.String(),
  running_on_symbol: Type.Integer(),
  best: Type.Union([RankingRow, Type.Null()]),
});
export type AuroraCreationResult = Static<typeof AuroraCreationSuccess>;

export const FCOMBO_LEGS_DEFAULT = 10;
export const AuroraFcomboBody = BotBody({ limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 20 })) });
export type AuroraFcomboBody = Static<typeof AuroraFcomboBody>;
export const ComboLegPopularity = Type.Object({
  symbol: Type.String(),
  bots: Type.Integer(),
  long_bots: Type.Integer(),
  short_bots: Type.Integer(),
  avg_weight: DecimalOut('fraction, 4 decimals'),
});
export type ComboLegPopularity = Static<typeof ComboLegPopularity>;
export const [AuroraFcomboSuccess, AuroraFcomboResult] = botCall({
  as_of: Type.Integer(),
  strategy: StrategySummary,
  legs: Type.Array(ComboLegPopularity),
  top: Type.Array(RankingRow),
  yield_trend: Type.Array(YieldPoint),
});
export type AuroraFcomboResult = Static<typeof AuroraFcomboSuccess>;

export const CHAT_LINE_CODES = ['what', 'how', 'risk', 'live_running', 'live_best', 'live_apr', 'live_trend', 'live_none'] as const;
export type ChatLineCode = (typeof CHAT_LINE_CODES)[number];
export const ChatStrategyInfoBody = BotBody({ bot_type: BotType });
export type ChatStrategyInfoBody = Static<typeof ChatStrategyInfoBody>;
export const ChatLine = Type.Object({ code: Type.Enum(CHAT_LINE_CODES), args: Type.Record(Type.String(), Type.String()) });
export type ChatLine = Static<typeof ChatLine>;
export const [ChatStrategyInfoSuccess, ChatStrategyInfoResult] = botCall({ bot_type: BotType, as_of: Type.Integer(), lines: Type.Array(ChatLine) });
export type ChatStrategyInfoResult = Static<typeof ChatStrategyInfoSuccess>;

export const StrategyInfoQuery = BotBody({ bot_type: Type.Optional(BotType) });
export type StrategyInfoQuery = Static<typeof StrategyInfoQuery>;
export const StrategyPnl = Type.Object({ quote_token: Type.String(), running_pnl: DecimalOut(), closed_pnl: DecimalOut() });
export const UserStrategy = Type.Object({ bot_type: BotType, running: Type.Integer(), closed: Type.Integer(), pnl: Type.Array(StrategyPnl) });
export type UserStrategy = Static<typeof UserStrategy>;
export const [StrategyInfoSuccess, StrategyInfoResult] = botCall({ as_of: Type.Integer(), strategies: Type.Array(UserStrategy) });
export type StrategyInfoResult = Static<typeof StrategyInfoSuccess>;

// ── ranking-filter ────────────────────────────────────────────────────────

/**
 * `ranking-filter`: the ranking's filter options (spec §1) — running-time
 * bands and PnL bands with their bounds, the sort keys — and how many
 * followable grids fall in each band now. Identifiers are util-enums
 * `rankingRunTime` / `rankingPnlBand` / `rankingSort` wire values; codes their
 * integers. Hours and percents: lower bound inclusive, upper exclusive, ""
 * = unbounded; PnL percents are fractions (`"0.05"` = 5 %).
 */
export const RankingFilterBody = BotBody({});
export const RankingRunTimeOption = Type.Object({
  code: Type.Integer(),
  value: Type.String(),
  min_hours: Type.String(),
  max_hours: Type.String(),
  count: Type.Integer(),
});
export const RankingPnlOption = Type.Object({
  code: Type.Integer(),
  value: Type.String(),
  min_per: DecimalOut(),
  max_per: DecimalOut(),
  count: Type.Integer(),
});
export const RankingSortOption = Type.Object({ code: Type.Integer(), value: Type.String() });
export const [RankingFilterSuccess, RankingFilterResult] = botCall({
  run_time: Type.Array(RankingRunTimeOption),
  pnl_bands: Type.Array(RankingPnlOption),
  sort: Type.Array(RankingSortOption),
});
export type RankingFilterResult = Static<typeof RankingFilterSuccess>;

