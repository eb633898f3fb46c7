/**
 * The caller's unused bot vouchers (`list-user-reward`), injected into the
 * page's one RTK Query api under the scaffolds' prefix. Silent: the picker
 * simply does not show when the list cannot load.
 */
import { api } from '@tb/data-access-api';
import { SPOT_GRID_PATHS } from '@tb/contracts/paths';
import type { ListUserRewardBody, ListUserRewardResult } from '@tb/contracts';

/** At most this many unused vouchers are offered (newest first). */
export const VOUCHERS_SHOWN = 50;

export const voucherApi = api.injectEndpoints({
  endpoints: (build) => ({
    featureBotPagesVouchers: build.query<ListUserRewardResult, void>({
      query: () => ({ url: SPOT_GRID_PATHS.listUserReward, method: 'POST', body: { status: 'REWARD_STATUS_UNUSED', limit: VOUCHERS_SHOWN } satisfies ListUserRewardBody }),
      extraOptions: { silent: true, loginRedirect: false },
    }),
  }),
});

export const { useFeatureBotPagesVouchersQuery } = voucherApi;
