/**
 * What every trading-bot call shares, and the all-bots list.
 *
 * Bot results (spot grid, DCA, list-all-bots) always carry:
 * - `status_code` — the business outcome: `200` success; otherwise one of
 *   {@link BOT_STATUS_CODE} (HTTP 200 and `ret_code` 0 all the same, as the
 *   exchange answers them);
 * - `debug_msg` — `""` on success; on failure a sentence naming the field or
 *   the state that refused the call (English, for logs; the UI translates the
 *   status/check code instead).
 * A failed business call returns {@link BotFailure} as its result: those two
 * fields plus `check_code` (a spot-grid `SPOT_CHECK_CODE_*` when the failure is
 * a validation verdict) and `ban_reason_text` (only with 421). Bodies that fail
 * the schema still answer HTTP 400 + ret_code 10001 with the field named.
 *
 * Who may call: every bot call needs a login (ret_code 10007 otherwise). A
 * banned user gets ret_code 10009 everywhere except on the create calls, which
 * answer `status_code` 421 with `ban_reason_text` as the API documents.
 * Ownership (spec §6 "a user cannot cancel another user's grid"): an id of no
 * bot of the endpoint's kind answers 404 NOT_FOUND; another user's bot answers
 * 406 CANNOT_CANCEL_OTHERS_GRID on its close and 403 FORBIDDEN on every other
 * owner call (reads and changes alike — the close tells that the id exists,
 * so hiding it on reads would only make the answers disagree). Copy-trading
 * reads (`query-follow-grid-detail` and the kinds' follow details) are not
 * owner calls: any logged-in user may read a bot whose owner allows following.
 *
 * Every refusal changes nothing: no balance, bot, order or voucher row.
 */
import { Type, type Static, type TArray, type TInteger, type TLiteral, type TSchema, type TString, type TUnion } from 'typebox';
import { BOT_LIST_TYPES } from '@tb/util-bot-kinds';
import { DecimalOut, Id } from './common';

/**
 * `result.status_code` values the simulator answers with. The names are the
 * spec §8 bot response codes (`BOT_RESPONSE_CODE_<NAME>` in
 * `@tb/util-check-codes`, whose messages the UI shows) and the numbers are
 * that library's (a contracts test keeps them equal). 200/400/401/404/405/421/503
 * are the API reference's own; the rest are the library's design. Every code
 * of the list is answered in the situation its doc comment names
 * (apps/exchange-sim/src/bots/response-codes.test.ts walks them).
 */
export const BOT_STATUS_CODE = {
  SUCCESS: 200,
  /** Invalid parameters; `check_code` says which when it is a validation verdict. */
  INVALID_ARGUMENT: 400,
  /** Spot grid: the account cannot fund the investment (not an auth failure). */
  INSUFFICIENT_BALANCE: 401,
  /** Too many running bots of one kind for the user (see RUNNING_LIMITS). */
  REACH_BOT_NUMBER_UPPER_LIMIT: 402,
  /** An owner call other than close (detail, orders, update, withdraw, add margin, TP/SL…) on another user's bot. */
  FORBIDDEN: 403,
  /** No bot of the endpoint's kind has this id (or a followed id that is not followable). */
  NOT_FOUND: 404,
  /** Close refused: the bot is already CANCELLING or COMPLETED. */
  GRID_CANNOT_BE_CANCELLED: 405,
  /** Close of another user's bot (spec §6). */
  CANNOT_CANCEL_OTHERS_GRID: 406,
  /**
   * Create refused for the member's type: a sub-account (admin CLI
   * `sub-account <user> <master>`) creating a copy of another member's bot —
   * copy-trading is for main accounts; its own bots it may run and copy.
   */
  UNSUPPORTED_MEMBER_TYPE: 407,
  /** DCA: the same base coin chosen twice. */
  DUPLICATED_SYMBOL_CHOSEN: 409,
  /** DCA: max_invest_amount below one round of purchases. */
  MAX_INVEST_AMOUNT_TOO_SMALL_ON_CREATE: 410,
  /** DCA update: max_invest_amount below one round or below what was already invested. */
  MAX_INVEST_AMOUNT_TOO_SMALL_ON_UPDATE: 411,
  /** A change (update, withdraw) asked of a bot that has been closed. */
  BOT_HAS_BEEN_CLOSED: 412,
  /**
   * The member's unified-account upgrade is in progress (admin CLI
   * `account-upgrade <user> start [minutes]` until its end or `… finish`):
   * creates, closes and every call that moves funds (futures grid and
   * martingale add margin, spot grid add investment, withdraw profit, combo
   * transfers) are refused meanwhile.
   */
  USER_UNIFY_ACCOUNT_UPGRADING: 413,
  /** Create refused: the user is banned (`ban_reason_text` says why). */
  USER_BANNED: 421,
  /**
   * Futures grid: the request is well formed but the grid cannot carry it
   * out in its present state, with no more specific code — add margin to a
   * grid with no open position (`check_code` FGRID_CHECK_CODE_OPERATE_DENIED).
   */
  FUTURES_GRID_COMMON: 430,
  /**
   * Futures grid create: fields each valid alone that contradict each other —
   * create_type 1 (copy) without followed_grid_id, or a followed grid on
   * another contract. (400 is a field failing its own rule.)
   */
  WRONG_OR_INVALID_PARAMS: 431,
  /** TP/SL change of a running bot (futures or spot grid, martingale round TP, combo TP): the take-profit is above its upper bound (`check_code` says which). */
  TAKE_PROFIT_TOO_LARGE: 432,
  /** TP/SL change of a running bot (futures or spot grid, martingale, combo): the stop-loss is below its lower bound (`check_code` says which). */
  STOP_LOSS_TOO_SMALL: 433,
  /** Futures grid TP/SL update: the stop-loss could only trigger after liquidation (SL_CAUSE_LIQUIDATION, SL price beyond the liquidation price). */
  STOP_LOSS_CAUSES_LIQUIDATION: 434,
  /** TP/SL update of a long (or spot) grid: the take-profit price is not above the last price. */
  TP_BELOW_LAST_PRICE: 435,
  /** TP/SL update of a long (or spot) grid: the stop-loss price is not below the last price. */
  SL_ABOVE_LAST_PRICE: 436,
  /** Spot grid update: add_investment above what the grid can take now (`check_code` SPOT_CHECK_CODE_ADD_INVESTMENT_TOO_HIGH). */
  UPDATE_INVESTMENT_TOO_LARGE: 437,
  /** Close of a bot whose last transition failed to write (the runner faulted it; it waits for an operator). */
  INTERNAL: 500,
  /** DCA close refused while a buy round is being executed; retry in a few seconds. */
  BOT_CANNOT_CLOSE_CURRENTLY: 503,
  /**
   * Create or close that must place orders on a symbol whose order placement
   * is halted (admin CLI `halt <symbol>`): the orders could not be placed
   * within the deadline; nothing changed.
   */
  INTERNAL_TIMEOUT: 504,
} as const;

/**
 * Spec §8 bot response codes the simulator never answers, each with why (a
 * contracts test walks util-check-codes' list: every code is in
 * BOT_STATUS_CODE or here). `UNKNOWN` has no number: it is the client's name
 * for a number it does not know.
 */
export const UNREACHABLE_BOT_STATUS_CODES: Readonly<Record<string, string>> = {};
export type BotStatusCode = (typeof BOT_STATUS_CODE)[keyof typeof BOT_STATUS_CODE];

/** Running bots one user may hold per kind (402 beyond them): the registry's `runningLimit` of each kind. */
export { RUNNING_LIMITS } from '@tb/util-bot-kinds';

/** The two fields every bot result has. */
export const botResultFields = {
  status_code: Type.Integer({ description: '200 = success; see BOT_STATUS_CODE' }),
  debug_msg: Type.String({ description: '"" on success, else why (English, for logs)' }),
};

/** A bot result object: the success fields plus status_code and debug_msg. */
export const BotResult = <T extends Record<string, TSchema>>(fields: T, description?: string) =>
  Type.Object({ ...botResultFields, ...fields }, description ? { description } : {});

/** The result of a refused bot call (HTTP 200, ret_code 0, status_code ≠ 200). */
export const BotFailure = Type.Object(
  {
    ...botResultFields,
    /** Validation verdict (`SPOT_CHECK_CODE_*`) when the refusal is one. */
    check_code: Type.Optional(Type.String()),
    /** Localized ban reason; only with 421. */
    ban_reason_text: Type.Optional(Type.String()),
  },
  { description: 'A refused bot call: status_code ≠ 200 and debug_msg saying why' },
);
export type BotFailure = Static<typeof BotFailure>;

/** A bot call's result schema: the success shape or a refusal. */
export const BotOutcome = <T extends TSchema>(success: T) => Type.Union([success, BotFailure]);

/**
 * One bot call's answer schemas from its success fields: `[success, outcome]`
 * (`BotResult(fields)` and `BotOutcome` of it). Every kind file names the pair
 * `<Call>Success` / `<Call>Result` in one line
 * (`export const [XSuccess, XResult] = botCall({...})`) and adds
 * `export type XResult = Static<typeof XSuccess>` where clients want the type.
 * The schemas are the ones the two calls build, key for key.
 */
export const botCall = <T extends Record<string, TSchema>>(fields: T, description?: string) => {
  const success = BotResult(fields, description);
  return [success, BotOutcome(success)] as const;
};

/** A request body: exactly these fields, nothing else (every bot call's body is closed). */
export const BotBody = <T extends Record<string, TSchema>>(fields: T) => Type.Object(fields, { additionalProperties: false });

/** A page of rows under `key` with the count of all rows (`{total, [key]: row[]}`: orders, rounds, parts…). */
export const pageOf = <K extends string, R extends TSchema>(key: K, row: R) =>
  ({ total: Type.Integer(), [key]: Type.Array(row) }) as { total: TInteger } & { [P in K]: TArray<R> };

/** A list of rows (`{list: row[]}`): symbols, balances, AI proposals… */
export const listOf = <R extends TSchema>(row: R) => ({ list: Type.Array(row) });

/**
 * A validator's ranges: per field named, the range the field may take now
 * (`DecimalRange` `{from, to}` or the futures kinds' `{min, max}`), in the
 * order named (the wire's key order). The verdict puts its `check_code` first.
 */
export const rangesOf = <const N extends string, R extends TSchema>(names: readonly N[], range: R) =>
  Object.fromEntries(names.map((n) => [n, range])) as { [P in N]: R };

/** A validator's answer: its `check_code`, then the ranges of {@link rangesOf}. */
export const verdictOf = <const N extends string, R extends TSchema>(names: readonly N[], range: R) => ({ check_code: Type.String(), ...rangesOf(names, range) });

/** A change's answer (create, update, TP/SL…): the bot's id under the kind's key and the verdict the change passed. */
export const changeAnswerOf = <I extends string>(idKey: I) =>
  ({ [idKey]: Id(), check_code: Type.String() }) as { [K in I]: ReturnType<typeof Id> } & { check_code: TString };

/** Request decimals: a non-negative decimal string, or "" meaning "not set" (API convention 6). */
export const DECIMAL_OR_EMPTY_PATTERN = '^$|^(0|[1-9][0-9]{0,19})(\\.[0-9]{1,18})?$';
export const DecimalOrEmpty = (description?: string) =>
  Type.String({ pattern: DECIMAL_OR_EMPTY_PATTERN, maxLength: 40, ...(description ? { description } : {}) });

/** A spot pair name, uppercase (e.g. `BTCUSDT`). */
export const SymbolName = Type.String({ pattern: '^[A-Z0-9]{2,24}$', description: 'pair, uppercase only' });
/** A coin, uppercase (e.g. `USDT`). */
export const CoinName = Type.String({ pattern: '^[A-Z0-9]{2,10}$', description: 'coin, uppercase only' });

/** Integer literals as a schema (request enum codes). */
type Literals<T extends readonly number[]> = T extends readonly [infer H extends number, ...infer R extends readonly number[]]
  ? [TLiteral<H>, ...Literals<R>]
  : [];
/** A union of integer codes whose static type is exactly those codes (e.g. `IntCodes([1, 2])` → `1 | 2`). */
export function IntCodes<const T extends readonly number[]>(codes: T, description?: string): TUnion<Extract<Literals<T>, TSchema[]>> {
  const union = Type.Union(
    codes.map((code) => Type.Literal(code)),
    description ? { description } : {},
  );
  // `map` loses the tuple type; the schema is the same, only its static type is restored.
  return union as unknown as TUnion<Extract<Literals<T>, TSchema[]>>;
}

/** Paging of the list calls: page from 1, at most 100 rows per page. */
export const PAGE_LIMIT_MAX = 100;
export const PAGE_LIMIT_DEFAULT = 20;
export const pageFields = {
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000, description: 'page number from 1 (default 1)' })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: PAGE_LIMIT_MAX, description: `rows per page, ≤ ${PAGE_LIMIT_MAX} (default ${PAGE_LIMIT_DEFAULT})` })),
};

/** A bot's pair and its two coins, as every kind answers them (in this order). */
export const pairFields = {
  symbol: Type.String(),
  base_token: Type.String(),
  quote_token: Type.String(),
};

/** A `{from, to}` range of decimal strings; `""` = unbounded (validators). */
export const DecimalRange = Type.Object({ from: DecimalOut(), to: DecimalOut() });
export type DecimalRange = Static<typeof DecimalRange>;

// ── tradingbot/v1/list-all-bots ───────────────────────────────────────────
// BOTS_PATHS (browser-safe, no schemas) live in ./paths and are re-exported by the index.


/** Kinds in the all-bots list: the spec's bot kind names, as the list sends them (one per registry row). */
export { BOT_LIST_TYPES, type BotListType } from '@tb/util-bot-kinds';

/**
 * `POST /x-api/s1/bot/tradingbot/v1/list-all-bots` — the caller's bots of
 * every kind, newest first. `ongoing` = not yet completed (NEW, awaiting
 * activation, RUNNING, CANCELLING), `closed` = COMPLETED.
 */
export const ListAllBotsBody = Type.Object(
  {
    status: Type.Enum(['ongoing', 'closed'], { description: 'which bots: ongoing or closed' }),
    ...pageFields,
  },
  { additionalProperties: false },
);
export type ListAllBotsBody = Static<typeof ListAllBotsBody>;

export const BotListItem = Type.Object({
  bot_id: Id(),
  bot_type: Type.Enum(BOT_LIST_TYPES),
  /** Pair and coins; for DCA the pairs and the bases joined with "," (e.g. `BTCUSDT,ETHUSDT`). */
  ...pairFields,
  /** Bot status wire value (`RUNNING`, `NEW`, `COMPLETED`, …; util-enums `spotGridStatus`). */
  status: Type.String(),
  /** Unix ms. */
  create_time: Type.Integer(),
  /** Unix ms; 0 while ongoing. */
  end_time: Type.Integer(),
  total_investment: DecimalOut('quote coin'),
  total_pnl: DecimalOut('quote coin, signed'),
  total_pnl_per: DecimalOut('total_pnl / total_investment, fraction'),
  /** `BOT_CLOSE_CODE_*` (util-enums `botCloseCode`); `BOT_CLOSE_CODE_UNKNOWN` while ongoing. */
  close_code: Type.String(),
  /**
   * The card's product tags (spec §3), wire `BOT_PRODUCT_TAG_*` (util-enums
   * `botProductTag`): the kind's tag, and for a futures grid its copy-trade
   * role (leader while a running bot copies it, follower when it copies one).
   * Rule: util-bot-kinds `productTagsOf`. Martingale and combo rows: `[]`.
   */
  product_tags: Type.Array(Type.String()),
  /** Futures grid rows only: the leverage × 100 (spec: bot summaries carry `fgridBot.leverageE2`, shown divided by 100). */
  fgridBot: Type.Optional(Type.Object({ leverageE2: Type.Integer() })),
  /** Futures martingale rows: the leverage × 100 (spec §4 `fmartinBot.leverageE2`). */
  fmartinBot: Type.Optional(Type.Object({ leverageE2: Type.Integer() })),
  /** Futures combo rows: the leverage × 100 every leg trades at (designed, as the other futures kinds). */
  fcomboBot: Type.Optional(Type.Object({ leverageE2: Type.Integer() })),
});
export type BotListItem = Static<typeof BotListItem>;

export const [ListAllBotsSuccess, ListAllBotsResult] = botCall({ total: Type.Integer(), bots: Type.Array(BotListItem) });
export type ListAllBotsResult = Static<typeof ListAllBotsSuccess>;

// ── tradingbot/v1/bots-summary ────────────────────────────────────────────

/**
 * `POST /x-api/s1/bot/tradingbot/v1/bots-summary` (designed): the caller's
 * bots as a whole, above the list — every kind of the registry, whatever page
 * or tab the list shows.
 *
 * - Amounts are never converted between coins (the exchange quotes no
 *   USDC/USDT rate a summary could honestly use): the figures are per quote
 *   coin, `totals` one row per coin the caller's bots are in.
 * - Investment and PnL are the running bots' (what is at work now), each as
 *   its kind's list row shows it (list-all-bots).
 * - PnL today = for each bot running now or closed since `day_start`, its
 *   total PnL now (at its close) minus its total PnL at `day_start` (00:00
 *   UTC of the exchange's day): a stored start-of-day figure per bot, taken
 *   by the simulator as the day begins; a bot created today starts from 0.
 *   When a bot's start figure had to be taken later (the exchange was down
 *   at midnight), `today_from` is that later time: the figure covers less
 *   than the whole day, and the screen says since when.
 * - `kinds`: one row per registry kind, in registry order, with its counts
 *   and totals (a kind the caller never used has zeros and no totals).
 */
export const BotsSummaryBody = Type.Object({}, { additionalProperties: false });
export type BotsSummaryBody = Static<typeof BotsSummaryBody>;

export const CoinTotals = Type.Object({
  coin: Type.String({ description: 'quote coin' }),
  total_investment: DecimalOut('running bots, in coin'),
  total_pnl: DecimalOut('running bots, signed'),
  total_pnl_per: DecimalOut('total_pnl / total_investment, fraction'),
  today_pnl: DecimalOut('since day_start: running bots and bots closed today, signed'),
});
export type CoinTotals = Static<typeof CoinTotals>;

export const KindSummary = Type.Object({
  bot_type: Type.Enum(BOT_LIST_TYPES),
  running: Type.Integer(),
  closed: Type.Integer(),
  totals: Type.Array(CoinTotals),
});
export type KindSummary = Static<typeof KindSummary>;

export const [BotsSummarySuccess, BotsSummaryResult] = botCall({
  /** 00:00 UTC of the exchange's day, Unix ms. */
  day_start: Type.Integer(),
  /** Since when PnL today is counted: `day_start`, or later when a start figure was taken late. */
  today_from: Type.Integer(),
  running: Type.Integer(),
  closed: Type.Integer(),
  totals: Type.Array(CoinTotals),
  kinds: Type.Array(KindSummary),
});
export type BotsSummaryResult = Static<typeof BotsSummarySuccess>;
