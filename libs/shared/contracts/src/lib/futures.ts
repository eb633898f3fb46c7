/**
 * Schemas every futures kind shares (futures grid, martingale, combo): the
 * leverage field, the funding account, the isolated position, the margin
 * calls and the liquidation figures. Amounts are decimals of the contract's
 * settle coin (strings), prices on the contract's tick, fractions as
 * decimals ("0.005" = 0.5 %).
 */
import { Type, type Static } from 'typebox';
import { Decimal, DecimalOut, Id } from './common';
import { BotBody, IntCodes } from './bots';

/** Request codes shared by the futures kinds. */
export const FUTURES_CODES = {
  /** `account_type` funding the bot: 1 derivatives (default), 2 unified (util-enums `accountType`). */
  accountType: { derivatives: 1, unified: 2 },
} as const;

/** A `{min, max}` bound of decimal strings ("" = none): what a kind's get-limit call answers per field. */
/**
 * The head of a futures kind's order row: id, contract, `Buy | Sell`, then
 * the order types and statuses the kind uses (described per kind).
 */
export const futuresOrderHead = (orderTypes: string, statuses: string) => ({
  order_id: Id(),
  symbol: Type.String(),
  side: Type.String({ description: 'Buy | Sell' }),
  order_type: Type.String({ description: orderTypes }),
  status: Type.String({ description: statuses }),
});

export const FuturesMinMax = Type.Object({ min: DecimalOut(), max: DecimalOut() });

/** `leverage`: a multiplier ≥ 1 with at most two decimals ("5", "12.5"); the contract's tiers bound it (validate answers the range). */
export const Leverage = Type.String({ pattern: '^([1-9][0-9]{0,2})(\\.[0-9]{1,2})?$', maxLength: 6, description: 'leverage multiplier ≥ 1, at most two decimals' });

export const FuturesAccountType = IntCodes([1, 2], '1 derivatives (default), 2 unified');

/** The position of a futures bot on its contract (isolated margin). */
export const FuturesPositionOut = Type.Object({
  /** `FUTURES_POS_SIDE_LONG` / `_SHORT` / `_NONE` (util-enums futuresPosSide). */
  futures_pos_side: Type.String(),
  /** Contracts held (base coin quantity), unsigned. */
  current_position: DecimalOut(),
  avg_entry_price: DecimalOut(),
  mark_price: DecimalOut(),
  /** "" when flat or unreachable. */
  liquidation_price: DecimalOut(),
  /** The position's isolated margin. */
  position_balance: DecimalOut(),
  unrealised_pnl: DecimalOut('at the mark price'),
  /** Initial and maintenance margin rates of the position's risk tier, fractions. */
  i_m_rate: DecimalOut(),
  m_m_rate: DecimalOut(),
});
export type FuturesPositionOut = Static<typeof FuturesPositionOut>;

/** add-margin: moves `amount` from the funding account into the position's margin (the liquidation price moves away). */
export const FuturesAddMarginBody = BotBody({ bot_id: Id('futures bot id'), amount: Decimal({ description: 'settle coin, > 0' }) });
export type FuturesAddMarginBody = Static<typeof FuturesAddMarginBody>;

/** withdraw-profit: moves `amount` from the bot's wallet to the funding account (at most what leaves the position safe). */
export const FuturesWithdrawBody = BotBody({ bot_id: Id('futures bot id'), amount: Decimal({ description: 'settle coin, > 0' }) });
export type FuturesWithdrawBody = Static<typeof FuturesWithdrawBody>;

/** What a margin change or a withdrawal left: the position's margin and liquidation price, and the wallet. */
export const FuturesMarginFields = {
  bot_id: Id(),
  position_balance: DecimalOut('position margin after the change'),
  liquidation_price: DecimalOut('liquidation price after the change; "" when flat'),
  available_balance: DecimalOut('the bot wallet after the change'),
};

/** The user's futures funding balances (get-user-balance). */
export const FuturesBalanceFields = {
  coin: Type.String(),
  /** Available in the derivatives and unified accounts. */
  derivatives_balance: DecimalOut(),
  unified_balance: DecimalOut(),
};

/**
 * What a closed futures bot handed back, in parts (issue 29; engine
 * futures/settlement.ts), the same parts in the same order for every
 * futures kind:
 *
 *     settlement = margin_back + realised_pnl − fees + funding − liquidation_loss
 *
 * margin_back: margin put in (added, transferred in) less what was taken out
 * (withdrawn, transferred out); realised_pnl: the price PnL of every closed
 * trade BEFORE fees and funding (this is what "realised PnL" means on every
 * page); fees: trading fees paid; funding: received − paid; liquidation_loss:
 * margin forfeited to the insurance fund by a liquidation. Decimal strings in
 * the settlement coin; they add up exactly. Null while the bot runs.
 */
export const SettlementPartsOut = Type.Object({
  margin_back: Type.String(),
  realised_pnl: Type.String(),
  fees: Type.String(),
  funding: Type.String(),
  liquidation_loss: Type.String(),
  settlement: Type.String(),
});
export type SettlementPartsOut = Static<typeof SettlementPartsOut>;
