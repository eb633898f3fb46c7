import { expect, type APIRequestContext } from '@playwright/test';

/** The API envelope as the tests read it. */
export interface Envelope<T> {
  ret_code: number;
  ret_msg: string;
  result: T;
  time_now: string;
}

/** POST with the page's cookies; the envelope as JSON. */
export async function post<T = Record<string, unknown>>(request: APIRequestContext, path: string, data: unknown): Promise<Envelope<T>> {
  const response = await request.post(path, { data });
  return (await response.json()) as Envelope<T>;
}

export type CoinBalances = Record<string, Record<string, string>>;

/** Wallet balance per coin in the spot and bot accounts (`POST get-all-coin`). */
export async function balances(request: APIRequestContext, coins: string[]): Promise<CoinBalances> {
  const body = await post<{ coins: Array<{ coin: string; accounts: Array<{ account_type: string; wallet_balance: string }> }> }>(
    request,
    '/x-api/v3/private/cht/asset-common/get-all-coin',
    { coins, account_types: ['spot', 'bot'], with_zero: true },
  );
  expect(body.ret_code).toBe(0);
  const out: CoinBalances = {};
  for (const coin of coins) out[coin] = { spot: '0', bot: '0' };
  for (const coin of body.result.coins) for (const account of coin.accounts) out[coin.coin][account.account_type] = account.wallet_balance;
  return out;
}
