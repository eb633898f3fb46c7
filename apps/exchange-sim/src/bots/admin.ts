/**
 * Bot commands of the admin CLI (`npm run sim:admin -- <command>`):
 *   grant-reward <user> <coin> <amount> [days] [min-investment] [kinds]   grant a trial-fund voucher
 *   bots <user>                                                     list a user's bots
 * They open the bot tables on the CLI's database (migrating them if the
 * server never ran), each change one transaction.
 */
import { BOT_LIST_TYPES, isBotListType } from '@tb/util-bot-kinds';
import type { User } from '../accounts/users';
import type { Db } from '../db/database';
import { coinInfo } from '../ledger/coins';
import { Rewards } from './rewards';
import { migrateBots } from './schema';

export const BOT_ADMIN_USAGE = `  grant-reward <user> <coin> <amount> [days] [min-investment] [kinds]
                                               grant a trial-fund voucher (default 30 days) for bot kinds
                                               (comma-separated: ${BOT_LIST_TYPES.join(', ')}; default GRID_SPOT)
  bots <user>                                  list a user's bots`;

export type BotAdminIo = { out: (line: string) => void; err: (line: string) => void };

/**
 * Runs a bot command; returns the exit code, or undefined when `command` is
 * not a bot command. `findUser` resolves a member id, email or mobile (and
 * throws the CLI's usage error when unknown).
 */
export function runBotAdmin(db: Db, command: string | undefined, args: string[], io: BotAdminIo, findUser: (text: string) => User, now: number): number | undefined {
  if (command !== 'grant-reward' && command !== 'bots') return undefined;
  migrateBots(db);
  if (command === 'bots') {
    if (args.length < 1) return usage(io, 'bots: expected a user');
    const user = findUser(args[0]);
    const rows = db.prepare('SELECT id, kind, symbol, status, create_time FROM bots WHERE user_id = ? ORDER BY create_time').all(user.id) as {
      id: string;
      kind: string;
      symbol: string;
      status: string;
      create_time: number;
    }[];
    if (!rows.length) io.out(`${user.id} has no bots`);
    for (const row of rows) io.out(`${row.id}  ${row.kind.padEnd(9)} ${row.symbol.padEnd(24)} ${row.status.padEnd(16)} created ${new Date(row.create_time).toISOString()}`);
    return 0;
  }
  if (args.length < 3) return usage(io, 'grant-reward: expected <user> <coin> <amount>');
  const user = findUser(args[0]);
  const coin = args[1].toUpperCase();
  if (!coinInfo(coin)) return usage(io, `unknown coin "${args[1]}"`);
  if (!/^\d+(\.\d+)?$/.test(args[2])) return usage(io, 'the amount is a decimal number');
  const days = args[3] === undefined ? 30 : Number(args[3]);
  if (!Number.isInteger(days) || days < 1 || days > 3650) return usage(io, 'days is a whole number from 1 to 3650');
  if (args[4] !== undefined && !/^\d+(\.\d+)?$/.test(args[4])) return usage(io, 'the minimum investment is a decimal number');
  const kinds = args[5] === undefined ? ['GRID_SPOT'] : args[5].toUpperCase().split(',');
  const unknown = kinds.find((kind) => !isBotListType(kind));
  if (unknown !== undefined) return usage(io, `unknown bot kind "${unknown}"`);
  try {
    const id = new Rewards(db).grant({ userId: user.id, coin, amount: args[2], days, minInvestment: args[4], botTypes: kinds, now });
    const extra = `${args[4] ? `, minimum investment ${args[4]} ${coin}` : ''}${args[5] === undefined ? '' : `, for ${kinds.join(', ')}`}`;
    io.out(`granted voucher ${id}: ${args[2]} ${coin} to ${user.id}, valid ${days} day(s)${extra}`);
    return 0;
  } catch (error) {
    io.err(`error: ${(error as Error).message}`);
    return 1;
  }
}

function usage(io: BotAdminIo, message: string): number {
  io.err(`error: ${message}\n\n${BOT_ADMIN_USAGE}`);
  return 2;
}
