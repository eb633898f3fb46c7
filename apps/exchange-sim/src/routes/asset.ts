import {
  ACCOUNT_TYPES,
  API_PATHS,
  type AccountType,
  type CoinBalance,
  GetAllCoinBody,
  GetAllCoinResult,
  RetCode,
  TransferBody,
  type TransferResult,
  TransferResult as TransferResultSchema,
} from '@tb/contracts';
import { tx, nextId } from '../db/database';
import { emptyBodyAsObject } from '../http/optional-body';
import { BODY_ERRORS, endpoint, tableArea } from '../http/route-table';
import { ApiError } from '../lib/api-error';
import { COINS, coinInfo } from '../ledger/coins';
import { userAccount } from '../ledger/ledger';

/** Balances per coin and account type, and internal transfers between a user's accounts. */
export const assetRoutes = tableArea((_app, ctx) => ({
  tags: ['asset'],
  errors: BODY_ERRORS,
  rows: [
    endpoint({
      method: 'POST',
      path: API_PATHS.getAllCoin,
      summary: 'Balances per coin and account type (wallet, available, frozen) as decimal strings',
      auth: 'user',
      body: GetAllCoinBody,
      result: GetAllCoinResult,
      preValidation: emptyBodyAsObject,
      handler: ({ user, body }) => {
        const types: readonly AccountType[] = body.account_types?.length ? body.account_types : ACCOUNT_TYPES;
        const unknownCoin = body.coins?.find((coin) => !coinInfo(coin));
        if (unknownCoin) throw new ApiError(RetCode.UNKNOWN_COIN, `coins: unknown coin ${unknownCoin}`);
        const rows = ctx.ledger.userBalances(user.id);
        const coins: CoinBalance[] = [];
        for (const info of COINS) {
          if (body.coins?.length && !body.coins.includes(info.coin)) continue;
          let total = 0n;
          const accounts = types.map((type) => {
            const row = rows.find((r) => r.coin === info.coin && r.accountType === type);
            const wallet = row?.wallet ?? 0n;
            const frozen = row?.frozen ?? 0n;
            total += wallet;
            return {
              account_type: type,
              wallet_balance: ctx.ledger.format(info.coin, wallet),
              available_balance: ctx.ledger.format(info.coin, wallet - frozen),
              frozen: ctx.ledger.format(info.coin, frozen),
            };
          });
          const held = accounts.some((a) => a.wallet_balance !== '0');
          if (!held && !body.with_zero && !body.coins?.length) continue;
          coins.push({ coin: info.coin, coin_name: info.name, scale: info.scale, total_balance: ctx.ledger.format(info.coin, total), accounts });
        }
        return { coins };
      },
    }),
    endpoint({
      method: 'POST',
      path: API_PATHS.transfer,
      summary: 'Move a coin between two of the user’s accounts (idempotent with request_id)',
      auth: 'user',
      body: TransferBody,
      result: TransferResultSchema,
      handler: ({ user, body }) => {
        if (!coinInfo(body.coin)) throw new ApiError(RetCode.UNKNOWN_COIN, `coin: unknown coin ${body.coin}`);
        if (body.from_account_type === body.to_account_type) {
          throw new ApiError(RetCode.SAME_ACCOUNT, 'to_account_type: must differ from from_account_type');
        }
        const amount = ctx.ledger.units(body.coin, body.amount);
        if (amount <= 0n) throw new ApiError(RetCode.INVALID_AMOUNT, 'amount: must be greater than zero');
        const key = body.request_id ? `transfer:${user.id}:${body.request_id}` : undefined;
        return tx(ctx.db, (): TransferResult => {
          const previous = key ? ctx.ledger.journalByKey(key) : undefined;
          if (previous) {
            const original = JSON.parse(previous.memo) as TransferResult;
            if (original.coin !== body.coin || original.amount !== ctx.ledger.format(body.coin, amount) ||
                original.from_account_type !== body.from_account_type || original.to_account_type !== body.to_account_type) {
              throw new ApiError(RetCode.INVALID_PARAMS, 'request_id: already used for a different transfer');
            }
            return original;
          }
          const transferId = nextId(ctx.db, 'transfer');
          const record: TransferResult = {
            transfer_id: transferId,
            coin: body.coin,
            amount: ctx.ledger.format(body.coin, amount),
            from_account_type: body.from_account_type,
            to_account_type: body.to_account_type,
            status: 'SUCCESS',
            created_at: ctx.clock.now(),
          };
          ctx.ledger.transfer({
            from: userAccount(user.id, body.from_account_type),
            to: userAccount(user.id, body.to_account_type),
            coin: body.coin,
            amount,
            kind: 'transfer',
            ref: transferId,
            memo: JSON.stringify(record),
            userId: user.id,
            idempotencyKey: key,
          });
          return record;
        });
      },
    }),
  ],
}));
