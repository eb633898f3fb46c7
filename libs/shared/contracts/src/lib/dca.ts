/**
 * Spot DCA (recurring buy), spec §7 "DCA", under `/x-api/s1/bot/dca/v1/<name>`
 * (all POST, JSON body). DCA-1 (`create-bot`) and DCA-2 (`close-bot`) follow
 * the API reference field for field; the other calls are designed here (the
 * reference has no DCA detail or list call), in the same conventions:
 * snake_case, decimals as strings, `bot_id` as a string, times in Unix ms,
 * percents as fractions. See bots.ts for `status_code`/`debug_msg`,
 * refusals, ownership and bans.
 *
 * How a DCA bot runs (simulator):
 * - every `frequency_in_second` (10 s … 30 days) of simulated time, starting
 *   at creation, a round buys each pair at market for its `amount` of quote
 *   coin (taker fee included in the amount: the quantity is the largest whole
 *   number of lots the amount pays for);
 * - the quote is taken at each round from the funding account (spot by
 *   default); a pair whose amount the account cannot pay is skipped that
 *   round (recorded as a REJECTED order, reason `insufficient_balance`);
 * - a round takes a moment: from its scheduled time until its orders fill at
 *   the next price update the bot is "buying" and a close answers 503;
 * - bought coins stay in the bot's ledger account until close;
 * - `max_invest_amount` caps the lifetime spend (fees included); the bot
 *   closes itself (`DCA_CLOSE_REASON_REACHED_MAX`, coins handed back as base)
 *   once no pair can buy within the cap;
 * - `take_profit_per` (designed, optional): when selling one pair's coins
 *   at market would return their cost (fees included) × (1 + TP), they are
 *   sold, the profit is realised (kept in the bot as quote) and the pair starts
 *   a new cycle; TP never closes the bot;
 * - average cost = Σ quote / Σ base of the pair's current cycle (fees
 *   excluded: the harmonic mean of the buy prices).
 */
import { Type, type Static } from 'typebox';
import { DecimalOut, Id } from './common';
import { BotBody, botCall, CoinName, DecimalOrEmpty, IntCodes, pageFields, pageOf } from './bots';

// DCA_PATHS (browser-safe, no schemas) live in ./paths and are re-exported by the index.

export const DCA_LIMITS = {
  minFrequencySeconds: 10,
  /** 30 days. */
  maxFrequencySeconds: 2_592_000,
  maxPairs: 5,
} as const;

/** Frequency presets offered by the create form (seconds) with their short labels. */
export const DCA_FREQUENCY_PRESETS = [
  { frequency_in_second: 600, label: '10m' },
  { frequency_in_second: 3_600, label: '1h' },
  { frequency_in_second: 14_400, label: '4h' },
  { frequency_in_second: 43_200, label: '12h' },
  { frequency_in_second: 86_400, label: '1d' },
  { frequency_in_second: 604_800, label: '1w' },
  { frequency_in_second: 1_209_600, label: '2w' },
  { frequency_in_second: 2_592_000, label: '30d' },
] as const;

/** DCA-2 `close_mode` codes: 2 hand the coins back as bought (base), 3 sell them for the quote coin. */
export const DCA_CLOSE_MODE_CODES = { base: 2, quote: 3 } as const;

const BotIdBody = { bot_id: Id('bot id from create-bot') };
/** The API types it integer but its example sends "600": both read. */
const Frequency = Type.Union(
  [Type.Integer({ minimum: 0, maximum: 1_000_000_000 }), Type.String({ pattern: '^[0-9]{1,10}$' })],
  { description: 'seconds between rounds, 10 … 2592000 (30 days)' },
);
const PairInput = BotBody({
  base: CoinName,
  amount: DecimalOrEmpty('quote coin spent on this base each round'),
});

// ── create-bot-configuration ──────────────────────────────────────────────

/**
 * `create-bot-configuration` (designed): what the create form may offer —
 * the frequency presets and bounds, the pair limit, and per quote coin the
 * bases that can be bought with their per-round amount bounds at the current
 * price (min = the larger of the pair's minimum order value and what its
 * minimum quantity costs, taker fee included; max = the pair's maximum order
 * value). `quote_coin` narrows the answer to one quote coin.
 */
export const DcaConfigurationBody = BotBody({ quote_coin: Type.Optional(CoinName) });
export type DcaConfigurationBody = Static<typeof DcaConfigurationBody>;

export const DcaBaseOption = Type.Object({
  base: Type.String(),
  symbol: Type.String(),
  price: DecimalOut('last price'),
  min_amount: DecimalOut('quote per round'),
  max_amount: DecimalOut('quote per round'),
  /** Decimals an amount may have (the quote coin's precision on this pair). */
  amount_scale: Type.Integer(),
});
export const DcaQuoteOption = Type.Object({
  quote_coin: Type.String(),
  /** Available in the spot account now. */
  available_balance: DecimalOut(),
  bases: Type.Array(DcaBaseOption),
});
export const DcaFrequencyOption = Type.Object({ frequency_in_second: Type.Integer(), label: Type.String() });

export const [DcaConfigurationSuccess, DcaConfigurationResult] = botCall({
  frequencies: Type.Array(DcaFrequencyOption),
  min_frequency_in_second: Type.Integer(),
  max_frequency_in_second: Type.Integer(),
  max_pairs: Type.Integer(),
  quotes: Type.Array(DcaQuoteOption),
});
export type DcaConfigurationResult = Static<typeof DcaConfigurationSuccess>;

// ── create-bot (DCA-1) ────────────────────────────────────────────────────

/**
 * `create-bot` (DCA-1), every field under `parameters` as documented, plus
 * (designed) `take_profit_per` (fraction per pair cycle, see the module
 * comment) and `account_type` (4 spot, the default, or 6 fund: where each
 * round's quote comes from and where close returns the coins).
 *
 * Answers 200 + `bot_id`; 400 for an invalid frequency, pair count, unknown
 * pair or amount (`debug_msg` names the field); 409 for a base chosen twice
 * (the spec's "duplicated symbol chosen"; the API reference counts it under
 * 400); 410 when `max_invest_amount` is below one round; 402 beyond the
 * running-bot limit; 421 + `ban_reason_text` for banned users. The first
 * round runs at creation.
 */
export const DcaParametersInput = BotBody({
  frequency_in_second: Frequency,
  quote_coin: CoinName,
  pairs: Type.Array(PairInput, { minItems: 1, maxItems: 20, description: '1 … 5 pairs, each base once' }),
  max_invest_amount: Type.Optional(DecimalOrEmpty('lifetime spend cap in quote; "" or "0" = none')),
  take_profit_per: Type.Optional(DecimalOrEmpty('designed: per-cycle take profit, fraction; "" = none')),
  account_type: Type.Optional(IntCodes([4, 6], 'designed: 4 spot (default), 6 fund')),
});
export type DcaParametersInput = Static<typeof DcaParametersInput>;

/**
 * Beside `parameters` (designed, as spot grid's create-grid records them):
 * `create_type` (util-enums createType code: 1 copy, 2 auto, 3 manual) and,
 * for a copy, `followed_bot_id` — the DCA bot whose parameters the form was
 * filled with (the caller's own, or one whose owner allows following; any
 * other answers 404 naming the field).
 */
export const DcaCreateBody = BotBody({
  parameters: DcaParametersInput,
  create_type: Type.Optional(IntCodes([0, 1, 2, 3], '0 unspecified, 1 copy, 2 auto (AI), 3 manual')),
  followed_bot_id: Type.Optional(Type.String({ pattern: '^$|^[0-9]{1,20}$', description: 'DCA bot being copied, or ""' })),
});
export type DcaCreateBody = Static<typeof DcaCreateBody>;

export const [DcaCreateSuccess, DcaCreateResult] = botCall({ bot_id: Id() });
export type DcaCreateResult = Static<typeof DcaCreateSuccess>;

// ── close-bot (DCA-2) ─────────────────────────────────────────────────────

/** DCA-2 `close_mode`: string per the table, number in the example; both read. */
export const DcaCloseModeField = Type.Union([IntCodes([2, 3]), Type.Enum(['2', '3'])], {
  description: '2 hand back the coins (base), 3 sell them for the quote coin',
});

/**
 * `close-bot` (DCA-2). 503 while a round is buying (retry in a moment), 405
 * when the bot is already closed. The answer echoes the mode as
 * `DCA_BASE_MODE` / `DCA_QUOTE_MODE` (util-enums `dcaMode`).
 */
export const DcaCloseBody = BotBody({ ...BotIdBody, close_mode: DcaCloseModeField });
export type DcaCloseBody = Static<typeof DcaCloseBody>;

export const [DcaCloseSuccess, DcaCloseResult] = botCall({ bot_id: Id(), close_mode: Type.String() });
export type DcaCloseResult = Static<typeof DcaCloseSuccess>;

export const DcaBotIdBody = BotBody(BotIdBody);
export type DcaBotIdBody = Static<typeof DcaBotIdBody>;

// ── status (detail) ───────────────────────────────────────────────────────

export const DcaPairStatus = Type.Object({
  base: Type.String(),
  symbol: Type.String(),
  /** Quote spent on this base per round. */
  amount: DecimalOut(),
  /** Current cycle: base held, quote spent (fees excluded) and fees paid. */
  base_amount: DecimalOut(),
  quote_spent: DecimalOut(),
  fee: DecimalOut(),
  /** Σ quote / Σ base of the current cycle; "" when nothing is held. */
  avg_price: DecimalOut(),
  current_price: DecimalOut(),
  /** base_amount × current_price. */
  current_value: DecimalOut(),
  /** Unrealised: current_value − quote_spent − fee. */
  pnl: DecimalOut(),
  pnl_per: DecimalOut('pnl / (quote_spent + fee), fraction'),
  realised_profit: DecimalOut('from take-profit sells'),
  /** Lifetime totals. */
  total_base_bought: DecimalOut(),
  total_quote_spent: DecimalOut(),
  /** Take-profit cycles completed. */
  cycles: Type.Integer(),
  /** The price at which the pair's TP sells, "" without TP or holdings. */
  take_profit_price: DecimalOut(),
});
export type DcaPairStatus = Static<typeof DcaPairStatus>;

/** How a bot closed, as the detail and the close detail both say it (while running: the unknown codes and ""). */
const closeFields = {
  close_reason: Type.String({ description: 'util-enums dcaCloseReason wire; DCA_CLOSE_REASON_UNKNOWN while running' }),
  close_code: Type.String({ description: 'util-enums botCloseCode wire; BOT_CLOSE_CODE_UNKNOWN while running' }),
  close_mode: Type.String({ description: 'util-enums dcaMode wire; "" while running' }),
};

export const DcaDetail = Type.Object({
  bot_id: Id(),
  /** RUNNING | COMPLETED (util-enums spotGridStatus wire). */
  status: Type.String(),
  /** True while a round is executing (close answers 503). */
  buying: Type.Boolean(),
  quote_coin: Type.String(),
  frequency_in_second: Type.Integer(),
  /** Unix ms of the next round; 0 once closed. */
  next_buy_time: Type.Integer(),
  /** Rounds run so far. */
  rounds: Type.Integer(),
  /** Quote spent so far, fees included. */
  total_invested: DecimalOut(),
  /** "0" when there is no cap. */
  max_invest_amount: DecimalOut(),
  take_profit_per: DecimalOut('"" when none'),
  /** Quote value of what the bot holds now (coins at market + realised quote). */
  current_value: DecimalOut(),
  /** Unrealised + realised. */
  total_pnl: DecimalOut(),
  total_pnl_per: DecimalOut('total_pnl / total_invested, fraction'),
  realised_profit: DecimalOut(),
  account_type: Type.String({ description: 'util-enums accountType wire' }),
  create_time: Type.Integer(),
  end_time: Type.Integer({ description: '0 while running' }),
  ...closeFields,
  /** util-enums createType wire (a copy: CREATE_TYPE_COPY). */
  create_type: Type.String(),
  /** The bot this one copies, "". */
  followed_bot_id: Type.String(),
  pairs: Type.Array(DcaPairStatus),
});
export type DcaDetail = Static<typeof DcaDetail>;

/** `status` (designed): the DCA detail. */
export const [DcaStatusSuccess, DcaStatusResult] = botCall({ detail: DcaDetail });
export type DcaStatusResult = Static<typeof DcaStatusSuccess>;

// ── close-bot-detail ──────────────────────────────────────────────────────

/**
 * `close-bot-detail` (designed): the settlement of a closed bot. A running
 * bot answers with `status` RUNNING, no assets and `final_*` as of now.
 */
export const DcaSettledAsset = Type.Object({ coin: Type.String(), amount: DecimalOut() });
export const DcaCloseDetail = Type.Object({
  bot_id: Id(),
  status: Type.String(),
  quote_coin: Type.String(),
  ...closeFields,
  create_time: Type.Integer(),
  end_time: Type.Integer(),
  rounds: Type.Integer(),
  total_invested: DecimalOut(),
  /** Quote value of the settlement at the close prices. */
  final_value: DecimalOut(),
  final_pnl: DecimalOut(),
  final_pnl_per: DecimalOut('fraction'),
  realised_profit: DecimalOut(),
  /** Free text, e.g. "0.01 BTC, 120.5 USDT". */
  settlement_assets: Type.String(),
  assets: Type.Array(DcaSettledAsset),
});
export type DcaCloseDetail = Static<typeof DcaCloseDetail>;
export const [DcaCloseDetailSuccess, DcaCloseDetailResult] = botCall({ detail: DcaCloseDetail });
export type DcaCloseDetailResult = Static<typeof DcaCloseDetailSuccess>;

// ── order-history / order-details ─────────────────────────────────────────

/** Kinds of DCA rounds: scheduled buys, take-profit sells, the sells of a quote-mode close. */
export const DCA_ROUND_TYPES = ['DCA_ROUND_TYPE_BUY', 'DCA_ROUND_TYPE_TAKE_PROFIT', 'DCA_ROUND_TYPE_CLOSE'] as const;

/** `order-history` (designed): the bot's rounds, newest first. */
export const DcaOrderHistoryBody = BotBody({ ...BotIdBody, ...pageFields });
export type DcaOrderHistoryBody = Static<typeof DcaOrderHistoryBody>;

export const DcaRound = Type.Object({
  round_id: Id(),
  /** 1, 2, … for buy rounds; 0 for take-profit and close rounds. */
  round_no: Type.Integer(),
  round_type: Type.Enum(DCA_ROUND_TYPES),
  time: Type.Integer(),
  /** Orders filled and skipped in the round. */
  filled_num: Type.Integer(),
  skipped_num: Type.Integer(),
  /** Quote spent (buys) or received (sells), fees excluded. */
  quote_amount: DecimalOut(),
  fee: DecimalOut(),
});
export type DcaRound = Static<typeof DcaRound>;
export const [DcaOrderHistorySuccess, DcaOrderHistoryResult] = botCall(pageOf('rounds', DcaRound));
export type DcaOrderHistoryResult = Static<typeof DcaOrderHistorySuccess>;

/** `order-details` (designed): one round and its orders. */
export const DcaOrderDetailsBody = BotBody({ ...BotIdBody, round_id: Id() });
export type DcaOrderDetailsBody = Static<typeof DcaOrderDetailsBody>;

export const DcaOrder = Type.Object({
  order_id: Id(),
  symbol: Type.String(),
  base: Type.String(),
  /** Buy | Sell (util-enums orderSide wire). */
  side: Type.String(),
  /** Fill price, "" when skipped. */
  price: DecimalOut(),
  qty: DecimalOut('base quantity'),
  quote_amount: DecimalOut('value, fees excluded'),
  fee: DecimalOut(),
  fee_coin: Type.String(),
  /** ORDER_STATUS_FILLED or ORDER_STATUS_REJECTED (util-enums orderStatus wire). */
  status: Type.String(),
  /** Why a rejected order was not placed: below_min_order | insufficient_balance | symbol_delisted; "" otherwise. */
  reject_reason: Type.String(),
  time: Type.Integer(),
});
export type DcaOrder = Static<typeof DcaOrder>;
export const [DcaOrderDetailsSuccess, DcaOrderDetailsResult] = botCall({ round: DcaRound, orders: Type.Array(DcaOrder) });
export type DcaOrderDetailsResult = Static<typeof DcaOrderDetailsSuccess>;

// ── parameters / update-parameters ────────────────────────────────────────

export const DcaParameters = Type.Object({
  frequency_in_second: Type.Integer(),
  quote_coin: Type.String(),
  pairs: Type.Array(Type.Object({ base: Type.String(), amount: DecimalOut() })),
  /** "0" = no cap. */
  max_invest_amount: DecimalOut(),
  take_profit_per: DecimalOut('"" = none'),
  account_type: Type.Integer({ description: '4 spot, 6 fund' }),
});
export type DcaParameters = Static<typeof DcaParameters>;

/** `parameters` (designed): a bot's current parameters. */
export const [DcaParametersSuccess, DcaParametersResult] = botCall({
  bot_id: Id(),
  parameters: DcaParameters,
  next_buy_time: Type.Integer(),
  /** Unix ms of the last change (creation at first). */
  update_time: Type.Integer(),
});
export type DcaParametersResult = Static<typeof DcaParametersSuccess>;

/**
 * `update-parameters` (designed): changes a running bot's per-round amounts
 * (of the bases it already buys; `pairs` lists only those to change),
 * frequency, cap and take profit. Absent fields keep their value;
 * `max_invest_amount` "" or "0" removes the cap, `take_profit_per` "" removes
 * the TP. A new frequency moves the next round to the last round's time plus
 * the new period (never into the past). 400 naming the field; 411 when the
 * cap is below one round or below what is already invested; 412 when closed.
 */
export const DcaUpdateBody = BotBody({
  ...BotIdBody,
  parameters: BotBody({
    frequency_in_second: Type.Optional(Frequency),
    pairs: Type.Optional(Type.Array(PairInput, { minItems: 1, maxItems: 20 })),
    max_invest_amount: Type.Optional(DecimalOrEmpty()),
    take_profit_per: Type.Optional(DecimalOrEmpty()),
  }),
});
export type DcaUpdateBody = Static<typeof DcaUpdateBody>;

export const [DcaUpdateSuccess, DcaUpdateResult] = botCall({ bot_id: Id(), parameters: DcaParameters });
export type DcaUpdateResult = Static<typeof DcaUpdateSuccess>;
