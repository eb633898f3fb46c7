/**
 * Bot commands of the admin CLI (`npm run sim:admin -- <command>`):
 *   grant-reward <user> <coin> <amount> [days] [min-investment] [kinds]   grant a trial-fund voucher
 *   bots <user>                                                     list a user's bots
 *   sub-account <user> <master | none>                              make a member a sub-account (or a main one again)
 *   account-upgrade <user> start [minutes] | finish                 a unified-account upgrade in progress (413)
 *   halt <symbol> | resume <symbol> | halts                         halt order placement on a symbol (504)
 * They open the bot tables on the CLI's database (migrating them if the
 * server never ran), each change one transaction.
 */
import { BOT_KINDS, BOT_LIST_TYPES, isBotListType } from '@tb/util-bot-kinds';
import type { User } from '../accounts/users';
import type { Db } from '../db/database';
import { coinInfo } from '../ledger/coins';
import { linearContract, spotPair } from '../market/symbols';
import { BotGuards } from './guards';
import { Rewards } from './rewards';
import { KIND_MODULES } from './kinds';
import { migrateBots } from './schema';

/** The kinds a voucher is for when the command names none: those whose create redeems one (registry `vouchers`). */
const VOUCHER_KINDS: readonly string[] = BOT_KINDS.filter((row) => row.vouchers).map((row) => row.listType);

export const BOT_ADMIN_USAGE = `  grant-reward <user> <coin> <amount> [days] [min-investment] [kinds]
                                               grant a trial-fund voucher (default 30 days) for bot kinds
                                               (comma-separated: ${BOT_LIST_TYPES.join(', ')}; default ${VOUCHER_KINDS.join(', ')})
  bots <user>                                  list a user's bots
  sub-account <user> <master | none>           make <user> a sub-account of <master> (it may not copy other
                                               members' bots: 407), or a main account again
  account-upgrade <user> start [minutes]       a unified-account upgrade runs (default 30 simulated minutes):
  account-upgrade <user> finish                creates, closes and fund moves answer 413 until it ends
  halt <symbol>                                halt order placement on a symbol (spot and futures): bot
                                               creates and closes on it answer 504 and change nothing
  resume <symbol>                              let orders on it again
  halts                                        list the halted symbols`;

const GUARD_COMMANDS = new Set(['sub-account', 'account-upgrade', 'halt', 'resume', 'halts']);

export type BotAdminIo = { out: (line: string) => void; err: (line: string) => void };

/**
 * Runs a bot command; returns the exit code, or undefined when `command` is
 * not a bot command. `findUser` resolves a member id, email or mobile (and
 * throws the CLI's usage error when unknown).
 */
export function runBotAdmin(db: Db, command: string | undefined, args: string[], io: BotAdminIo, findUser: (text: string) => User, now: number): number | undefined {
  if (command !== 'grant-reward' && command !== 'bots' && !GUARD_COMMANDS.has(command ?? '')) return undefined;
  migrateBots(db, KIND_MODULES);
  if (GUARD_COMMANDS.has(command ?? '')) return runGuardCommand(db, command as string, args, io, findUser, now);
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
  const kinds = args[5] === undefined ? [...VOUCHER_KINDS] : args[5].toUpperCase().split(',');
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

/** The account and market states of bots/guards.ts. */
function runGuardCommand(db: Db, command: string, args: string[], io: BotAdminIo, findUser: (text: string) => User, now: number): number {
  const guards = new BotGuards(db);
  switch (command) {
    case 'sub-account': {
      if (args.length < 2) return usage(io, 'sub-account: expected <user> <master | none>');
      const user = findUser(args[0]);
      if (args[1] === 'none') {
        guards.setMaster(user.id, 0);
        io.out(`${user.id} is a main account`);
        return 0;
      }
      const master = findUser(args[1]);
      if (master.id === user.id) return usage(io, 'a member cannot be its own master');
      if (guards.masterOf(master.id) !== 0) return usage(io, `${master.id} is a sub-account itself`);
      guards.setMaster(user.id, master.id);
      io.out(`${user.id} is a sub-account of ${master.id}`);
      return 0;
    }
    case 'account-upgrade': {
      if (args.length < 2 || (args[1] !== 'start' && args[1] !== 'finish')) return usage(io, 'account-upgrade: expected <user> start [minutes] | finish');
      const user = findUser(args[0]);
      if (args[1] === 'finish') {
        guards.setUpgrade(user.id, 0);
        io.out(`${user.id}: unified-account upgrade finished`);
        return 0;
      }
      const minutes = args[2] === undefined ? 30 : Number(args[2]);
      if (!Number.isInteger(minutes) || minutes < 1 || minutes > 10_080) return usage(io, 'minutes is a whole number from 1 to 10080');
      const until = now + minutes * 60_000;
      guards.setUpgrade(user.id, until);
      io.out(`${user.id}: unified-account upgrade in progress until ${new Date(until).toISOString()} (simulated)`);
      return 0;
    }
    case 'halt':
    case 'resume': {
      if (args.length < 1) return usage(io, `${command}: expected a symbol`);
      const symbol = args[0].toUpperCase();
      if (command === 'halt') {
        if (!spotPair(symbol) && !linearContract(symbol)) return usage(io, `${symbol} is neither a spot pair nor a perpetual contract`);
        io.out(guards.halt(symbol, now) ? `${symbol}: order placement halted; bot creates and closes on it answer 504` : `${symbol} is halted already`);
      } else {
        io.out(guards.resume(symbol) ? `${symbol}: order placement resumed` : `${symbol} was not halted`);
      }
      return 0;
    }
    default: {
      const list = guards.halts();
      if (!list.length) io.out('no symbol is halted');
      for (const h of list) io.out(`${h.symbol.padEnd(12)} since ${new Date(h.time).toISOString()}`);
      return 0;
    }
  }
}

function usage(io: BotAdminIo, message: string): number {
  io.err(`error: ${message}\n\n${BOT_ADMIN_USAGE}`);
  return 2;
}
