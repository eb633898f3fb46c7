/**
 * Balances and internal transfers.
 *
 * Account types of the simulator's ledger: `spot`, `derivatives`, `unified`,
 * `fund`, and `bot` (the trading-bot account; bots' own sub-accounts are
 * summed into it). Amounts are decimal strings with at most the coin's scale.
 */
import { Type, type Static } from 'typebox';
import { Decimal, DecimalOut, Id } from './common';

export const ACCOUNT_TYPES = ['spot', 'derivatives', 'unified', 'fund', 'bot'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];
export const AccountTypeSchema = Type.Enum(ACCOUNT_TYPES);

const Coin = Type.String({ pattern: '^[A-Z0-9]{2,10}$', description: 'coin, uppercase (e.g. USDT)' });

/** `POST /x-api/v3/private/cht/asset-common/get-all-coin` — both filters optional. */
export const GetAllCoinBody = Type.Object(
  {
    coins: Type.Optional(Type.Array(Coin, { maxItems: 50 })),
    account_types: Type.Optional(Type.Array(AccountTypeSchema, { maxItems: 5 })),
    /** Include coins whose balances are all zero (default false). */
    with_zero: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type GetAllCoinBody = Static<typeof GetAllCoinBody>;

export const AccountBalance = Type.Object({
  account_type: AccountTypeSchema,
  wallet_balance: DecimalOut('total held in this account'),
  available_balance: DecimalOut('wallet balance minus frozen'),
  frozen: DecimalOut('reserved (orders, bots being set up)'),
});
export type AccountBalance = Static<typeof AccountBalance>;

export const CoinBalance = Type.Object({
  coin: Type.String(),
  coin_name: Type.String(),
  /** Decimal places the coin supports. */
  scale: Type.Integer(),
  /** Sum of wallet balances over the listed accounts. */
  total_balance: DecimalOut(),
  accounts: Type.Array(AccountBalance),
});
export type CoinBalance = Static<typeof CoinBalance>;

export const GetAllCoinResult = Type.Object({ coins: Type.Array(CoinBalance) });
export type GetAllCoinResult = Static<typeof GetAllCoinResult>;

/**
 * `POST /x-api/v3/private/cht/asset-common/transfer` (not in the spec; designed).
 * `request_id` makes retries safe: the same id returns the first transfer again.
 */
export const TransferBody = Type.Object(
  {
    coin: Coin,
    amount: Decimal({ description: 'amount to move, > 0, at most the coin scale decimals' }),
    from_account_type: AccountTypeSchema,
    to_account_type: AccountTypeSchema,
    request_id: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' })),
  },
  { additionalProperties: false },
);
export type TransferBody = Static<typeof TransferBody>;

export const TransferResult = Type.Object({
  transfer_id: Id(),
  coin: Type.String(),
  amount: DecimalOut(),
  from_account_type: AccountTypeSchema,
  to_account_type: AccountTypeSchema,
  status: Type.Literal('SUCCESS'),
  /** Unix ms (simulated clock). */
  created_at: Type.Integer(),
});
export type TransferResult = Static<typeof TransferResult>;
