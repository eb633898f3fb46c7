/**
 * The tools area (spec §7 "Tools"): the cross-kind ranking and, later, the
 * strategy pages' calls. Envelope and `status_code` as every bot call (./bots).
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
import { BOT_LIST_TYPES, BotOutcome, BotResult } from './bots';
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

export const MixedRankingBody = Type.Object(
  {
    sort: Type.Optional(Type.Enum(RANKING_SORT_WIRE)),
    bot_types: Type.Optional(Type.Array(Type.Enum(BOT_LIST_TYPES), { maxItems: 10 })),
    symbol: Type.Optional(Type.String({ pattern: '^[A-Z0-9]{2,30}$' })),
    run_time: Type.Optional(Type.Enum(RANKING_RUN_TIME_WIRE)),
    pnl_band: Type.Optional(Type.Enum(RANKING_PNL_BAND_WIRE)),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MIXED_RANKING_MAX_LIMIT })),
  },
  { additionalProperties: false },
);
export type MixedRankingBody = Static<typeof MixedRankingBody>;

export const RankingCurvePoint = Type.Object({ t: Type.Integer(), v: DecimalOut('PnL fraction at t') });

export const RankingRow = Type.Object({
  bot_id: Id(),
  bot_type: Type.Enum(BOT_LIST_TYPES),
  /** Pair; DCA pairs and combo legs joined with ",". */
  symbol: Type.String(),
  base_token: Type.String(),
  quote_token: Type.String(),
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

export const MixedRankingSuccess = BotResult({
  /** Rows matching the filter (all pages). */
  total: Type.Integer(),
  page: Type.Integer(),
  limit: Type.Integer(),
  /** Unix ms the figures are as of. */
  as_of: Type.Integer(),
  rows: Type.Array(RankingRow),
});
export type MixedRankingResult = Static<typeof MixedRankingSuccess>;
export const MixedRankingResult = BotOutcome(MixedRankingSuccess);
