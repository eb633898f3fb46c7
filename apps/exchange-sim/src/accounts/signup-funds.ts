import { ACCOUNT_TYPES, type AccountType } from '@tb/contracts';
import { coinInfo } from '../ledger/coins';
import { userAccount, type Ledger } from '../ledger/ledger';

/**
 * Test funds a new account receives at registration, as a testnet exchange
 * hands out: without them a trader who signs up on the simulator could not
 * create a bot without the admin CLI. Deposited from the external account in
 * the registration's own transaction (the account never exists unfunded).
 *
 * `npm run sim` / `npm start` use SIGNUP_FUNDS_DEFAULT; `SIM_SIGNUP_FUNDS`
 * overrides it (`none` for empty accounts, as the tests use). The server's
 * own default (createServer) is none.
 */
export type SignupFund = { account: AccountType; coin: string; amount: string };

export const SIGNUP_FUNDS_DEFAULT: readonly SignupFund[] = [
  { account: 'spot', coin: 'USDT', amount: '10000' },
  { account: 'spot', coin: 'USDC', amount: '1000' },
  { account: 'spot', coin: 'BTC', amount: '0.1' },
  { account: 'spot', coin: 'ETH', amount: '2' },
  { account: 'derivatives', coin: 'USDT', amount: '5000' },
];

/**
 * Reads `SIM_SIGNUP_FUNDS`: `none`, or comma-separated `COIN:amount` entries
 * with an optional `@account` (default spot), e.g. `USDT:10000,BTC:0.5,USDT:2000@derivatives`.
 * Throws a message naming the bad entry.
 */
export function parseSignupFunds(text: string): SignupFund[] {
  const trimmed = text.trim();
  if (trimmed === '' || trimmed.toLowerCase() === 'none') return [];
  return trimmed.split(',').map((entry) => {
    const match = /^\s*([A-Za-z0-9]+):(\d+(?:\.\d+)?)(?:@([a-z]+))?\s*$/.exec(entry);
    if (!match) throw new Error(`SIM_SIGNUP_FUNDS: "${entry}" is not COIN:amount[@account]`);
    const coin = match[1].toUpperCase();
    const info = coinInfo(coin);
    if (!info) throw new Error(`SIM_SIGNUP_FUNDS: unknown coin ${coin}`);
    const decimals = match[2].split('.')[1]?.length ?? 0;
    if (decimals > info.scale) throw new Error(`SIM_SIGNUP_FUNDS: ${coin} has at most ${info.scale} decimals, got ${match[2]}`);
    const account = (match[3] ?? 'spot') as AccountType;
    if (!ACCOUNT_TYPES.includes(account) || account === 'bot') throw new Error(`SIM_SIGNUP_FUNDS: unknown account "${match[3]}" (spot, derivatives, unified or fund)`);
    return { account, coin, amount: match[2] };
  });
}

/** Deposits the sign-up funds; call inside the registration's transaction. */
export function depositSignupFunds(ledger: Ledger, userId: number, funds: readonly SignupFund[]): void {
  for (const fund of funds) {
    if (/^0+(\.0+)?$/.test(fund.amount)) continue;
    ledger.deposit(userAccount(userId, fund.account), fund.coin, ledger.units(fund.coin, fund.amount), 'sign-up test funds');
  }
}

/** "10000 USDT, 0.1 BTC, 5000 USDT (derivatives)" for the start-up banner. */
export function describeSignupFunds(funds: readonly SignupFund[]): string {
  if (funds.length === 0) return 'none (new accounts start empty)';
  return funds.map((f) => `${f.amount} ${f.coin}${f.account === 'spot' ? '' : ` (${f.account})`}`).join(', ');
}
