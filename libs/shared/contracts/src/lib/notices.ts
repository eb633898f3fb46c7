/**
 * Bot notifications and the liquidation risk desk (issue 31): the events of
 * a user's bots kept per user (`bot_notices`, surviving restarts), their
 * preferences, each futures bot's liquidation alert and add guard, the risk
 * view's figures, and the private topic of the quote websocket that pushes
 * the notices to their owner. Designed where the spec is silent.
 *
 * Kinds (`NOTICE_KINDS`):
 * - `liq_warning` (urgent): the mark came within the bot's alert distance of
 *   the liquidation price (raised once until it has moved back out);
 * - `liquidated` (urgent): a position (a combo leg) was liquidated;
 * - `tp_hit`, `sl_hit`, `trailing_hit`: the bot closed at its take profit,
 *   stop loss, trailing stop;
 * - `round_completed`: a martingale round took its profit;
 * - `add_placed`: a martingale add went into the position (its order filled);
 * - `rebalanced`: a combo rebalanced;
 * - `adds_paused`, `adds_resumed`: the guard paused / resumed the orders that
 *   would increase the position (liquidation within / outside its distance);
 * - `closed`: the bot closed for another reason (`detail.close_code`);
 * - `leader_stopped`: the bot a copy follows stopped.
 *
 * Distances are fractions of the mark ("0.1" = 10 %): |mark − liquidation| /
 * mark, the same as the pages' `markDistance` (@tb/futures-ui).
 */
import { Type, type Static } from 'typebox';
import { Decimal, DecimalOut, Id } from './common';

const NoticeKindSchema = Type.Union([
  Type.Literal('liq_warning'),
  Type.Literal('liquidated'),
  Type.Literal('tp_hit'),
  Type.Literal('sl_hit'),
  Type.Literal('trailing_hit'),
  Type.Literal('round_completed'),
  Type.Literal('add_placed'),
  Type.Literal('rebalanced'),
  Type.Literal('adds_paused'),
  Type.Literal('adds_resumed'),
  Type.Literal('closed'),
  Type.Literal('leader_stopped'),
]);

export const BotNotice = Type.Object({
  id: Id('notice id (grows with time)'),
  bot_id: Id(),
  /** list type of the bot's kind (GRID_FUTURES, F_MART, COMBO, …). */
  bot_type: Type.String(),
  symbol: Type.String({ description: 'the bot’s symbol (a combo: the leg’s)' }),
  kind: NoticeKindSchema,
  urgent: Type.Boolean(),
  /** Kind-specific figures, decimal strings: mark_price, liq_price, distance, close_code, round, … */
  detail: Type.Record(Type.String(), Type.String()),
  /** Simulated time of the event, unix ms. */
  time: Type.Number(),
  read: Type.Boolean(),
});
export type BotNotice = Static<typeof BotNotice>;

export const NoticeListBody = Type.Object(
  {
    page: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000, description: '0-based' })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, description: 'default 20' })),
    unread_only: Type.Optional(Type.Boolean()),
    /** One bot's notices only (its detail page). */
    bot_id: Type.Optional(Id()),
  },
  { additionalProperties: false },
);
export type NoticeListBody = Static<typeof NoticeListBody>;
export const NoticeListResult = Type.Object({ items: Type.Array(BotNotice), total: Type.Integer(), unread: Type.Integer() });
export type NoticeListResult = Static<typeof NoticeListResult>;

export const NoticeUnreadResult = Type.Object({ unread: Type.Integer() });
export type NoticeUnreadResult = Static<typeof NoticeUnreadResult>;

export const NoticeReadBody = Type.Object(
  {
    ids: Type.Optional(Type.Array(Id(), { maxItems: 200 })),
    all: Type.Optional(Type.Boolean({ description: 'mark every notice read' })),
  },
  { additionalProperties: false },
);
export type NoticeReadBody = Static<typeof NoticeReadBody>;

/** One preference: a kind on or off, for every bot (`bot_id` "") or one bot. */
export const NoticePref = Type.Object({ kind: NoticeKindSchema, bot_id: Type.Union([Id(), Type.Literal('')]), enabled: Type.Boolean() }, { additionalProperties: false });
export type NoticePref = Static<typeof NoticePref>;
export const NoticePrefsResult = Type.Object({
  prefs: Type.Array(NoticePref),
  /** The user's default alert distance for new futures bots ("0.1"). */
  alert_percent: DecimalOut(),
});
export type NoticePrefsResult = Static<typeof NoticePrefsResult>;
export const NoticePrefsUpdateBody = Type.Object(
  {
    prefs: Type.Optional(Type.Array(NoticePref, { maxItems: 50 })),
    alert_percent: Type.Optional(Decimal({ description: 'default alert distance, 0.005 … 0.9' })),
  },
  { additionalProperties: false },
);
export type NoticePrefsUpdateBody = Static<typeof NoticePrefsUpdateBody>;

/** A futures bot's liquidation watch: the distances ("" = off) and, per position (a combo: per leg), its flags. */
export const BotRiskResult = Type.Object({
  bot_id: Id(),
  alert_percent: DecimalOut('"" = no warnings'),
  guard_percent: DecimalOut('"" = the guard is off'),
  positions: Type.Array(Type.Object({ symbol: Type.String(), warned: Type.Boolean(), paused: Type.Boolean() })),
});
export type BotRiskResult = Static<typeof BotRiskResult>;
export const BotRiskBody = Type.Object({ bot_id: Id() }, { additionalProperties: false });
export type BotRiskBody = Static<typeof BotRiskBody>;
const Distance = Type.Union([Decimal({ description: 'a fraction of the mark, 0.005 … 0.9' }), Type.Literal('')]);
export const BotRiskUpdateBody = Type.Object(
  { bot_id: Id(), alert_percent: Type.Optional(Distance), guard_percent: Type.Optional(Distance) },
  { additionalProperties: false },
);
export type BotRiskUpdateBody = Static<typeof BotRiskUpdateBody>;

/** One open futures position of the risk view (a combo: one row per leg). */
export const RiskPosition = Type.Object({
  bot_id: Id(),
  bot_type: Type.String(),
  symbol: Type.String(),
  side: Type.Union([Type.Literal('long'), Type.Literal('short')]),
  size: DecimalOut('base quantity'),
  /** Position value at the mark (quote). */
  value: DecimalOut(),
  mark_price: DecimalOut(),
  liq_price: DecimalOut('"" when unreachable'),
  /** |mark − liq| / mark, 8 places rounded down; "" when unreachable. */
  distance: DecimalOut(),
  /** Position margin (quote). */
  margin: DecimalOut(),
  /** Maintenance margin over the position's equity at the mark (margin + unrealised PnL), as @tb/futures-ui's PositionTable: 1 = liquidation, lower is safer; "" when the equity is 0 or less. */
  margin_ratio: DecimalOut(),
  unrealised_pnl: DecimalOut(),
  /** Funding paid (+) so far (quote). */
  funding_paid: DecimalOut(),
  alert_percent: DecimalOut(),
  guard_percent: DecimalOut(),
  warned: Type.Boolean(),
  paused: Type.Boolean(),
  quote_coin: Type.String(),
  base_coin: Type.String(),
});
export type RiskPosition = Static<typeof RiskPosition>;
export const RiskViewResult = Type.Object({
  /** Nearest liquidation first (unreachable last). */
  positions: Type.Array(RiskPosition),
  /** Net exposure per base coin across all bots: long minus short size and value at the mark. */
  exposure: Type.Array(Type.Object({ coin: Type.String(), net_size: DecimalOut(), net_value: DecimalOut(), long_value: DecimalOut(), short_value: DecimalOut() })),
});
export type RiskViewResult = Static<typeof RiskViewResult>;

// ── the private websocket topic ───────────────────────────────────────────

/**
 * On the quote websocket (`/spot/ws/quote/v1`), authenticated by the
 * connection's session (the auth cookie sent with the upgrade, or the
 * `UserToken` header in-app; a browser cannot set headers on a websocket, so
 * the web relies on the cookie):
 *   → {"topic":"bot_notices","event":"sub"}
 *   ← {"topic":"bot_notices","event":"sub","code":"0","msg":"Success"} (or code "10007": not logged in)
 *   ← {"topic":"bot_notices","data":[BotNotice…]} whenever the user's bots raise notices
 * Only the connection's own user's notices are ever sent on it.
 */
export const NOTICE_TOPIC = 'bot_notices';
export interface NoticeAck {
  topic: typeof NOTICE_TOPIC;
  event: 'sub' | 'cancel';
  code: string;
  msg: string;
}
export interface NoticePush {
  topic: typeof NOTICE_TOPIC;
  data: BotNotice[];
}
