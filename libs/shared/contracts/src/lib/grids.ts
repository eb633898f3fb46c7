/**
 * What the grid kinds (spot grid, futures grid) share on the wire: the PnL
 * curve's request window and answer, and a grid order row.
 */
import { Type, type Static } from 'typebox';
import { BotBody, botCall } from './bots';
import { DecimalOut, Id } from './common';

// ── get-pnl-curve (designed) ──────────────────────────────────────────────

/** Sampling period of the PnL curve: 15 simulated minutes. */
export const PNL_CURVE_SAMPLE_MS = 15 * 60_000;
export const PNL_CURVE_LIMIT_MAX = 2000;

/**
 * `get-pnl-curve` (designed): the grid's profit over time for the detail
 * chart. Samples are taken every 15 simulated minutes while the bot trades,
 * plus one at creation and one at close; a running grid's curve ends with a
 * point at the current time carrying the live figures (the detail's). `start_time`/`end_time` (Unix ms)
 * narrow the window; when more samples fall in it than `limit` (default and
 * max 2000) they are thinned evenly, always keeping the first and the last.
 */
/** The window and size of a PnL curve request (every grid kind's). */
export const pnlCurveFields = {
  start_time: Type.Optional(Type.Integer({ minimum: 0, maximum: 8_640_000_000_000_000 })),
  end_time: Type.Optional(Type.Integer({ minimum: 0, maximum: 8_640_000_000_000_000 })),
  limit: Type.Optional(Type.Integer({ minimum: 2, maximum: PNL_CURVE_LIMIT_MAX })),
};

export const PnlPoint = Type.Object({
  /** Unix ms. */
  time: Type.Integer(),
  grid_profit: DecimalOut(),
  floating_pnl: DecimalOut(),
  total_pnl: DecimalOut(),
  price: DecimalOut('market price at the sample'),
});
export type PnlPoint = Static<typeof PnlPoint>;

/** A PnL curve's answer beside the bot's id (every grid kind's). */
export const pnlCurveResultFields = {
  quote_token: Type.String(),
  interval_ms: Type.Integer({ description: 'nominal sampling period (900000)' }),
  /** Oldest first. */
  points: Type.Array(PnlPoint),
};


/** A grid's range and cell count as the grid kinds answer them (AI proposals, follow parameters), in this order. */
export const gridShapeFields = {
  min_price: DecimalOut(),
  max_price: DecimalOut(),
  cell_number: Type.Integer(),
};
/**
 * A grid kind's get-pnl-curve, `[body, success, outcome]`: the body is the
 * bot's id (under the kind's key, as its other calls take it) and the
 * window; the answer the same id and the curve.
 */
export const pnlCurveCall = <I extends string>(idKey: I, idBody: { [K in I]: ReturnType<typeof Id> }) => {
  const [success, outcome] = botCall({ ...({ [idKey]: Id() } as { [K in I]: ReturnType<typeof Id> }), ...pnlCurveResultFields });
  return [BotBody({ ...idBody, ...pnlCurveFields }), success, outcome] as const;
};

// ── get-open-orders / get-history-orders ──────────────────────────────────

/** A grid order row (open orders by price high → low, history newest first). */
export const GridOrder = Type.Object({
  order_id: Id(),
  /** `Buy` | `Sell` (util-enums orderSide wire). */
  side: Type.String(),
  /** `Limit` (grid orders) | `Market` (start, trailing up, close conversion). */
  order_type: Type.String(),
  price: DecimalOut(),
  qty: DecimalOut('base quantity'),
  filled_qty: DecimalOut(),
  avg_price: DecimalOut('"" until filled'),
  fee: DecimalOut(),
  fee_coin: Type.String(),
  /** util-enums gridOrderStatus wire: ORDER_STATUS_NEW, ORDER_STATUS_FILLED, ORDER_STATUS_CANCELLED, … */
  status: Type.String(),
  /** A cancelled order's why (util-enums orderCancelReason wire: ORDER_CANCEL_REASON_BOT_CLOSED, …), "" otherwise (designed). */
  cancel_reason: Type.String(),
  /** Grid cell index (0 = lowest), -1 for market orders. */
  grid_index: Type.Integer(),
  create_time: Type.Integer(),
  update_time: Type.Integer(),
  /** History only: grid profit of the round trip this sell closed (quote), else "". */
  profit: DecimalOut(),
});
export type GridOrder = Static<typeof GridOrder>;

