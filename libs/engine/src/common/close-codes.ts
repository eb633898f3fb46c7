/**
 * Why a bot closed: the unified close code every kind reports, and the causes
 * the kinds share.
 *
 * `bot_close_code` / `close_code` is one BOT_CLOSE_CODE_* space for all
 * products (trading-bot-spec.md "Close reasons", exchange-bot-api-fields.md);
 * each product's table lists a subset. The engine spells the ban code
 * `BOT_CLOSE_CODE_USER_BANNED` (the wire enumeration in util-enums says
 * `…_USER_BAN`; the simulator maps it): kept as it is stored in running
 * bots' states.
 *
 * Each kind keeps its own wire close reasons (spot `CLOSED_*`, DCA
 * `MANUALLY`/…, futures stop types) and maps them onto a `CloseCause`; the
 * cause gives the unified code unless the kind's table lacks it (the spot
 * table has no delisted or banned code: those read "auto canceled (other)").
 */

/** The unified close codes (the wire identifiers). */
export const BOT_CLOSE_CODES = [
  'BOT_CLOSE_CODE_FAILED_INITIATION',
  'BOT_CLOSE_CODE_CANCELED_MANUALLY',
  'BOT_CLOSE_CODE_CANCELED_AUTO',
  'BOT_CLOSE_CODE_CANCELED_AUTO_TP',
  'BOT_CLOSE_CODE_CANCELED_AUTO_SL',
  'BOT_CLOSE_CODE_CANCELED_AUTO_LIQUIDATION',
  'BOT_CLOSE_CODE_TRAILING_STOP',
  'BOT_CLOSE_CODE_DCA_REACHED_MAX',
  'BOT_CLOSE_CODE_USER_BANNED',
  'BOT_CLOSE_CODE_SYMBOL_DELIST',
  'BOT_CLOSE_CODE_TOP_PRICE_TRIGGER',
  'BOT_CLOSE_CODE_BOTTOM_PRICE_TRIGGER',
  'BOT_CLOSE_CODE_ROUND_TAKE_PROFIT',
  'BOT_CLOSE_CODE_NEGATIVE_ARBITRAGE',
  'BOT_CLOSE_CODE_OI_LIMIT',
  'BOT_CLOSE_CODE_STANDARD_CLEARANCE',
  'BOT_CLOSE_CODE_COMPLIANCE',
  'BOT_CLOSE_CODE_TAX_TAG_CHANGE',
  'BOT_CLOSE_CODE_ADL',
] as const;

/** Unified `bot_close_code` (BOT_CLOSE_CODE_* wire form). */
export type BotCloseCode = (typeof BOT_CLOSE_CODES)[number];

/** The stops every kind may carry: take profit, stop loss, trailing stop (see stops.ts). */
export type StopKind = 'take_profit' | 'stop_loss' | 'trailing_stop';

/**
 * Causes of a close that are not particular to one kind. Kind-only causes
 * (DCA's max investment reached, a neutral grid's top/bottom price, a
 * martingale round's take profit) map straight to their own codes.
 */
export type CloseCause = StopKind | 'manual' | 'failed_initiation' | 'symbol_delisted' | 'user_banned' | 'liquidation';

/** The unified close code of each shared cause. */
export const CLOSE_CODE_OF_CAUSE: Readonly<Record<CloseCause, BotCloseCode>> = {
  manual: 'BOT_CLOSE_CODE_CANCELED_MANUALLY',
  failed_initiation: 'BOT_CLOSE_CODE_FAILED_INITIATION',
  take_profit: 'BOT_CLOSE_CODE_CANCELED_AUTO_TP',
  stop_loss: 'BOT_CLOSE_CODE_CANCELED_AUTO_SL',
  trailing_stop: 'BOT_CLOSE_CODE_TRAILING_STOP',
  symbol_delisted: 'BOT_CLOSE_CODE_SYMBOL_DELIST',
  user_banned: 'BOT_CLOSE_CODE_USER_BANNED',
  liquidation: 'BOT_CLOSE_CODE_CANCELED_AUTO_LIQUIDATION',
};

/**
 * A kind's close-reason table: each of its wire close reasons (spot
 * `CLOSED_*`, futures stop types) → the unified close code. The table is the
 * kind's one list of reasons: `CloseReasonOf<typeof TABLE>` is their union
 * and `closeReasons(TABLE)` the list in table order, so a reason cannot be
 * listed without its code.
 */
export function closeCodeTable<const T extends Readonly<Record<string, BotCloseCode>>>(table: T): Readonly<T> {
  return table;
}

/** A close-reason table whose wire names are `prefix` + each key (kinds whose stop types share names under their own prefix). */
export function prefixedCloseCodeTable<const P extends string, const T extends Readonly<Record<string, BotCloseCode>>>(prefix: P, table: T): Prefixed<P, T> {
  return Object.fromEntries(Object.entries(table).map(([k, v]) => [prefix + k, v])) as Prefixed<P, T>;
}
type Prefixed<P extends string, T> = { readonly [K in keyof T & string as `${P}${K}`]: T[K] };

/** The close reasons of a kind's table (closeCodeTable). */
export type CloseReasonOf<T> = keyof T & string;

/** The reasons of a kind's table, in table order. */
export const closeReasons = <T extends object>(table: T): readonly CloseReasonOf<T>[] => Object.keys(table) as CloseReasonOf<T>[];
