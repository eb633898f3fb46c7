import { lazy, Suspense, useMemo } from 'react';
import { useIsLoggedIn } from '@tb/data-access-session';
import { skipToken } from '@tb/data-access-api';
import { BigNumber, toBigNumber } from '@tb/util-format';
import type { BotReward } from '@tb/contracts';
import type { BotListType } from '@tb/util-bot-kinds';
import { useFeatureBotPagesVouchersQuery } from './voucher-api';

const VoucherChoices = /*#__PURE__*/ lazy(() => import(/* webpackChunkName: "vouchers" */ './VoucherChoices'));

/**
 * Bot vouchers on a create form (issue 13, item 8): the caller's unused
 * trial-fund vouchers that apply to this kind (`bot_types`), offered as a
 * choice under the investment. A voucher adds its amount of `coin` to the
 * bot's investment when the create call carries its `reward_id`; it needs the
 * total (own + voucher) to reach its `min_investment`.
 *
 * Vouchers in another coin than the one the bot invests are listed but
 * cannot be chosen (the reason is written on them), so a trader sees what
 * they hold and why it does not fit this pair. Guests and traders without a
 * voucher for this kind see nothing.
 */

/** The caller's unused vouchers for `kind` (empty for guests, or while loading). */
const NO_VOUCHERS: readonly BotReward[] = [];

/** The caller's unused vouchers for `kind`: one array per answer (a create form memoised on it is not re-rendered by every render of its page). */
export function useVouchers(kind: BotListType): readonly BotReward[] {
  const loggedIn = useIsLoggedIn();
  const query = useFeatureBotPagesVouchersQuery(loggedIn ? undefined : skipToken);
  const rewards = loggedIn ? query.data?.rewards : undefined;
  return useMemo(() => (rewards ? rewards.filter((r) => r.status === 'REWARD_STATUS_UNUSED' && r.bot_types.includes(kind)) : NO_VOUCHERS), [rewards, kind]);
}

export type VoucherVerdict = { ok: true; total: string } | { ok: false; problem: 'coin' } | { ok: false; problem: 'min'; min: string };

/** Whether `voucher` can go with an investment of `own` `coin`, and the total the bot then invests (exact decimals). */
export function voucherVerdict(voucher: BotReward, own: string, coin: string): VoucherVerdict {
  if (voucher.coin !== coin) return { ok: false, problem: 'coin' };
  const mine = toBigNumber(own) ?? new BigNumber(0);
  const total = mine.plus(voucher.amount);
  const min = toBigNumber(voucher.min_investment);
  if (min && total.isLessThan(min)) return { ok: false, problem: 'min', min: voucher.min_investment };
  return { ok: true, total: total.toFixed() };
}

/** The voucher to send: the chosen one when it is still held and fits, else none. */
export function usableVoucher(vouchers: readonly BotReward[], chosen: string, own: string, coin: string): string {
  const voucher = vouchers.find((v) => v.reward_id === chosen);
  return voucher && voucherVerdict(voucher, own, coin).ok ? voucher.reward_id : '';
}

export interface VoucherPickerProps {
  vouchers: readonly BotReward[];
  /** The coin the bot invests (a voucher must be in it). */
  coin: string;
  /** The investment typed, in `coin`. */
  own: string;
  /** The chosen voucher's id ("" = none). */
  value: string;
  onChange: (rewardId: string) => void;
  /** Why no voucher can apply now (e.g. the bot invests only the base coin); the group is disabled with this hint. */
  unavailable?: string;
  disabled?: boolean;
}

/**
 * The voucher choice under a create form's investment, for a trader who holds
 * vouchers for this kind (nothing otherwise). Most traders hold none, so the
 * choice's code (VoucherChoices.tsx) is its own chunk, fetched only when there
 * is something to choose — after the voucher list it waits for anyway.
 */
export function VoucherPicker(props: VoucherPickerProps) {
  if (props.vouchers.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <VoucherChoices {...props} />
    </Suspense>
  );
}
