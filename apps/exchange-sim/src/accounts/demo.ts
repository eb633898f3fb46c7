import type { AccountType, FeatureFlag } from '@tb/contracts';
import { getMeta, setMeta, tx } from '../db/database';
import { userAccount, type Ledger } from '../ledger/ledger';
import type { ScryptCost } from './password';
import type { Users } from './users';

/**
 * The demo account, created on first start so a new user can try the product
 * at once (printed by `npm run sim` and shown on the login page).
 */
export const DEMO_EMAIL = 'demo@tradingbot.local';
export const DEMO_PASSWORD = 'Demo-Trader-2026';

/** Opening balances (deposits from the external account). */
export const DEMO_FUNDS: { account: AccountType; coin: string; amount: string }[] = [
  { account: 'spot', coin: 'USDT', amount: '100000' },
  { account: 'spot', coin: 'USDC', amount: '10000' },
  { account: 'spot', coin: 'BTC', amount: '1' },
  { account: 'spot', coin: 'ETH', amount: '20' },
  { account: 'spot', coin: 'SOL', amount: '150' },
  { account: 'fund', coin: 'USDT', amount: '5000' },
  { account: 'derivatives', coin: 'USDT', amount: '20000' },
  { account: 'unified', coin: 'USDT', amount: '10000' },
];

/** Features switched on for the demo user (all others off, as for everyone). */
export const DEMO_FLAGS: FeatureFlag[] = ['spotTrailingStop', 'futuresTrailingStop', 'tpslEquity', 'longShortTrailing'];
export const DEMO_VIP_LEVEL = 2;

/**
 * Creates and funds the demo user unless that was done before. Funding is one
 * transaction marked by `demo.funded` in `meta`, so a crash between creating
 * the user and funding it is completed on the next start. Returns true when
 * the account was set up now.
 */
export async function ensureDemoAccount(users: Users, ledger: Ledger, now: number, cost?: ScryptCost): Promise<boolean> {
  const db = ledger.database;
  if (getMeta(db, 'demo.funded')) return false;
  const user = users.findRow({ email: DEMO_EMAIL }) ?? (await users.create({ identifier: { email: DEMO_EMAIL }, password: DEMO_PASSWORD, now, cost }));
  tx(db, () => {
    if (getMeta(db, 'demo.funded')) return;
    for (const fund of DEMO_FUNDS) {
      ledger.deposit(userAccount(user.id, fund.account), fund.coin, ledger.units(fund.coin, fund.amount), 'demo account opening balance');
    }
    for (const flag of DEMO_FLAGS) users.setFlag(user.id, flag, true);
    users.update(user.id, { vipLevel: DEMO_VIP_LEVEL });
    setMeta(db, 'demo.funded', String(user.id));
  });
  return true;
}
