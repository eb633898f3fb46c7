/**
 * Bot vouchers across kinds (`list-user-reward`; a voucher names the kinds it
 * applies to). The path sits under grid/v1 (SPOT_GRID_PATHS.listUserReward).
 */
import { Type, type Static } from 'typebox';
import { DecimalOut, Id } from './common';
import { BotBody, botCall, pageFields, pageOf } from './bots';

export const REWARD_STATUSES = ['REWARD_STATUS_UNUSED', 'REWARD_STATUS_USED', 'REWARD_STATUS_EXPIRED'] as const;

/**
 * `list-user-reward` (designed): the caller's bot vouchers, newest first.
 * A voucher (`BOT_REWARD_TYPE_TRIAL_FUND`) adds its amount of `coin` to a new
 * bot's investment when its id is sent as create-grid's `reward_id`
 * (investment ≥ `min_investment`); it can be used once, before `expire_time`.
 * Vouchers are granted by the exchange (simulator: `sim:admin grant-reward`).
 * The create forms offer the unused ones whose `bot_types` hold their kind
 * (feature-bot-pages VoucherPicker). Today only create-grid takes a
 * `reward_id` (registry `vouchers`), so vouchers granted without naming
 * kinds are spot grid vouchers.
 * `status` filters (default all).
 */
export const ListUserRewardBody = BotBody({ status: Type.Optional(Type.Enum(REWARD_STATUSES)), ...pageFields });
export type ListUserRewardBody = Static<typeof ListUserRewardBody>;

export const BotReward = Type.Object({
  reward_id: Id(),
  reward_type: Type.String({ description: 'BOT_REWARD_TYPE_TRIAL_FUND' }),
  coin: Type.String(),
  amount: DecimalOut(),
  min_investment: DecimalOut('"" when none'),
  /** Bot kinds it applies to (bot list names). */
  bot_types: Type.Array(Type.String()),
  status: Type.Enum(REWARD_STATUSES),
  create_time: Type.Integer(),
  expire_time: Type.Integer(),
  used_time: Type.Integer({ description: '0 when unused' }),
  used_bot_id: Type.String({ description: '"" when unused' }),
});
export type BotReward = Static<typeof BotReward>;

export const [ListUserRewardSuccess, ListUserRewardResult] = botCall(pageOf('rewards', BotReward));
export type ListUserRewardResult = Static<typeof ListUserRewardSuccess>;

