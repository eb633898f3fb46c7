/**
 * The stop types the futures martingale and combo share (FM-4 / FC-4
 * `stop_type`), without their kind's prefix, → unified close code. The API
 * lists each kind's stop types in one order with the kind's own types in
 * between (its take profit after `head`, its other own types after
 * `orders`), so the groups are spread in that order into the kind's table
 * (common/close-codes.ts prefixedCloseCodeTable):
 * - `head`: the shared cause's code where there is one; "system" has no
 *   code of its own and reads "Canceled automatically (other)";
 * - `orders`: order cost (insufficient order balance) and reduce-only read
 *   "Canceled automatically (other)"; a bankruptcy-price breach is a
 *   liquidation;
 * - `tail`: the compliance sweep and auto-deleveraging, their own codes.
 */
import { type BotCloseCode, CLOSE_CODE_OF_CAUSE as CAUSE } from '../common/close-codes';

const OTHER: BotCloseCode = 'BOT_CLOSE_CODE_CANCELED_AUTO';

export const FUTURES_STOPS = {
  head: { INIT_ERROR: CAUSE.failed_initiation, BY_USER: CAUSE.manual, LIQUIDATION: CAUSE.liquidation, SYMBOL_OFFLINE: CAUSE.symbol_delisted, STOP_LOSS: CAUSE.stop_loss, SYSTEM: OTHER, USER_BANNED: CAUSE.user_banned },
  orders: { ORDER_COST: OTHER, REDUCE_ONLY: OTHER, BUST_PRICE: CAUSE.liquidation },
  tail: { COMPLIANCE: 'BOT_CLOSE_CODE_COMPLIANCE', ADL: 'BOT_CLOSE_CODE_ADL' },
} as const satisfies Readonly<Record<string, Readonly<Record<string, BotCloseCode>>>>;
