/**
 * The futures kinds' balance calls, injected into the page's one RTK Query
 * api with the family's prefix (`futures…`), shared by futures grid,
 * martingale and combo instead of injected by each:
 *
 * - `futuresCoinBalances`: the asset balance call (`get-all-coin`) for one
 *   coin, in the accounts a futures page needs — the `derivatives` and
 *   `unified` accounts that fund a futures bot (the simulator's
 *   `FUTURES_FUNDING_ACCOUNTS`) and `spot`, the source of a transfer in.
 *   Tagged `Balance`, so every create / add-margin / transfer refreshes it.
 * - `futuresTransfer`: an internal transfer (`transfer`) with a
 *   `request_id`: the exchange makes a transfer once per id, so a retry after
 *   a time-out cannot move the money twice. Silent: the dialog says what went
 *   wrong next to its amount, in words.
 */
import { api } from '@tb/data-access-api';
import { API_PATHS } from '@tb/contracts/paths';
import type { AccountBalance, CoinBalance, GetAllCoinBody, GetAllCoinResult, TransferBody, TransferResult } from '@tb/contracts';

/** The accounts a futures bot is funded from. */
export type FuturesAccount = 'derivatives' | 'unified';
/** The accounts the balance call asks for: the funding accounts and spot (where a transfer in comes from). */
export const BALANCE_ACCOUNTS = ['derivatives', 'unified', 'spot'] as const;

export const futuresBalanceApi = api.injectEndpoints({
  endpoints: (build) => ({
    futuresCoinBalances: build.query<GetAllCoinResult, string>({
      query: (coin) => ({ url: API_PATHS.getAllCoin, method: 'POST', body: { coins: [coin], account_types: [...BALANCE_ACCOUNTS], with_zero: true } satisfies GetAllCoinBody }),
      extraOptions: { silent: true, loginRedirect: false },
      providesTags: ['Balance'],
    }),
    futuresTransfer: build.mutation<TransferResult, TransferBody>({
      query: (body) => ({ url: API_PATHS.transfer, method: 'POST', body }),
      extraOptions: { silent: true },
      invalidatesTags: ['Balance'],
    }),
  }),
});

export const { useFuturesCoinBalancesQuery, useFuturesTransferMutation } = futuresBalanceApi;

/** One coin's balances as a futures page reads them. */
export interface SettlementBalances {
  coin: string;
  /** Decimal places the coin supports (transfer amounts may carry no more). */
  scale: number;
  /** Available balance per account ("0" when the account holds none). */
  available: Record<(typeof BALANCE_ACCOUNTS)[number], string>;
}

/** The balances of `coin` out of the call's answer (null when the coin is not in it). */
export function settlementBalances(result: GetAllCoinResult | undefined, coin: string): SettlementBalances | null {
  const row: CoinBalance | undefined = result?.coins.find((c) => c.coin === coin);
  if (!row) return null;
  const of = (type: AccountBalance['account_type']) => row.accounts.find((account) => account.account_type === type)?.available_balance ?? '0';
  return { coin, scale: row.scale, available: { derivatives: of('derivatives'), unified: of('unified'), spot: of('spot') } };
}
