import { ACCOUNT_TYPES, type AccountType, FEATURE_FLAGS, type FeatureFlag, TAX_IDENTITIES, USER_STATUS } from '@tb/contracts';
import { type Db, getMeta } from '../db/database';
import { identifierOf, type User, Users } from '../accounts/users';
import { Ledger, LedgerError, userAccount } from '../ledger/ledger';
import { ApiError } from '../lib/api-error';
import { DelistingError, Delistings, LISTING_MARKETS, type ListingMarket } from '../market/delistings';
import { BOT_ADMIN_USAGE, runBotAdmin } from '../bots/admin';
import { LIQ_NEVER, ticksToPrice } from '@tb/engine';
import { FuturesContracts, quoteText } from '../derivatives/contracts';
import { PositionStore } from '../derivatives/positions';
import { FuturesPostings } from '../derivatives/postings';

/**
 * The admin CLI (`npm run sim:admin -- <command>`), for demos and tests. It
 * opens the same SQLite file as the server (WAL: safe while it runs); every
 * change is one transaction, seen by the server on its next request.
 */
export const ADMIN_USAGE = `Usage: npm run sim:admin -- <command> [--db <file>]   (default: $SIM_DB or data/exchange-sim.db)

  create-user <email | +<country code>-<mobile>> <password>
  list-users
  balances <user>
  fund <user> <coin> <amount> [account]        deposit (account: ${ACCOUNT_TYPES.join(' | ')}; default spot)
  withdraw <user> <coin> <amount> [account]
  flag <user> <flag> on|off                    flags: ${FEATURE_FLAGS.join(', ')}
  flags <user>
  tag <user> tax_identity <IND-GST | "">
  member-tag <user> islamic <0 | 1>
  locale <user> <locale>                       the profile locale (the account's locale of record, which decides
                                               the locale restriction: nl-NL, en-NL, en-GB); audited
  audit <user>                                 the account's audit trail (profile locale, member tag changes)
  vip <user> <level 0-5>
  ban <user> [reason]                          the running server closes their bots within 2 s
  unban <user>
  delist <symbol> [spot | futures]             take a symbol off the market (default spot): it leaves the symbol
                                               lists and bot creation, and the running server closes (or, for a
                                               DCA bot with other pairs, drops it from) every bot trading it within 2 s
  delisted                                     list the delisted symbols
  ledger-check                                 exit code 1 when an invariant fails (futures bots' identities included)
  positions <user>                             the user's futures positions (per bot and contract)
${BOT_ADMIN_USAGE}

<user> is a member id, an email, or +<country code>-<mobile> (e.g. +852-91234567).`;

export type AdminIo = { out: (line: string) => void; err: (line: string) => void };

class UsageError extends Error {}

function simNow(db: Db): number {
  const stored = getMeta(db, 'clock.sim_time');
  return stored !== undefined ? Math.max(Number(stored), 0) : Date.now();
}

function describe(user: User): string {
  const id = user.email ?? `+${user.countryCode} ${user.mobile}`;
  const status = user.status === USER_STATUS.BANNED ? `BANNED${user.banReason ? ` (${user.banReason})` : ''}` : 'normal';
  return `${user.id}  ${id}  vip ${user.vipLevel}  ${status}  tax_identity "${user.taxIdentity}"  islamic ${user.islamic}  lang ${user.lang}`;
}

/**
 * Delists a symbol on a database (what `delist` does): the row is written in
 * one transaction; a running server's sweep then applies it to the bots (a
 * server in this process: `botsOf(ctx).delist`, which applies it at once).
 */
export function delistSymbol(db: Db, market: ListingMarket, symbol: string): void {
  new Delistings(db).delist(market, symbol, simNow(db));
}

/** Runs one admin command against `db`; returns the process exit code. */
export async function runAdmin(db: Db, args: string[], io: AdminIo): Promise<number> {
  const users = new Users(db);
  const ledger = new Ledger(db, () => simNow(db));
  const futures = () => {
    const contracts = new FuturesContracts();
    const positions = new PositionStore(db);
    return { contracts, positions, postings: new FuturesPostings({ db, ledger, contracts, positions }) };
  };
  const [command, ...rest] = args;
  const need = (count: number) => {
    if (rest.length < count) throw new UsageError(`${command}: expected ${count} argument(s)`);
  };
  const findUser = (text: string): User => {
    const user = users.lookup(text);
    if (!user) throw new UsageError(`no user "${text}"`);
    return user;
  };
  const accountArg = (text: string | undefined): AccountType => {
    const account = (text ?? 'spot') as AccountType;
    if (!ACCOUNT_TYPES.includes(account)) throw new UsageError(`unknown account "${text}"; use ${ACCOUNT_TYPES.join(', ')}`);
    return account;
  };
  try {
    switch (command) {
      case 'create-user': {
        need(2);
        const mobile = /^\+([0-9]{1,4})[ -]([0-9]{5,15})$/.exec(rest[0]);
        const identifier = identifierOf(mobile ? { country_code: mobile[1], mobile: mobile[2] } : { email: rest[0] });
        const user = await users.create({ identifier, password: rest[1], now: simNow(db), actor: 'admin' });
        io.out(`created ${describe(user)}`);
        return 0;
      }
      case 'list-users': {
        for (const user of users.list()) io.out(describe(user));
        return 0;
      }
      case 'balances': {
        need(1);
        const user = findUser(rest[0]);
        const rows = ledger.userBalances(user.id);
        if (!rows.length) io.out(`${user.id} holds nothing`);
        for (const row of rows) {
          io.out(`${row.accountType.padEnd(12)} ${row.coin.padEnd(6)} wallet ${ledger.format(row.coin, row.wallet)}  frozen ${ledger.format(row.coin, row.frozen)}`);
        }
        return 0;
      }
      case 'fund':
      case 'withdraw': {
        need(3);
        const user = findUser(rest[0]);
        const coin = rest[1].toUpperCase();
        const account = accountArg(rest[3]);
        const amount = ledger.units(coin, rest[2]);
        if (amount <= 0n) throw new UsageError('amount must be greater than zero');
        const journal =
          command === 'fund'
            ? ledger.deposit(userAccount(user.id, account), coin, amount, 'admin deposit')
            : ledger.withdraw(userAccount(user.id, account), coin, amount, 'admin withdrawal');
        const balance = ledger.balance(userAccount(user.id, account), coin);
        io.out(`${command === 'fund' ? 'deposited' : 'withdrew'} ${ledger.format(coin, amount)} ${coin} ${command === 'fund' ? 'to' : 'from'} ${user.id} ${account} (journal ${journal.id}); balance ${ledger.format(coin, balance.wallet)}`);
        return 0;
      }
      case 'flag': {
        need(3);
        const user = findUser(rest[0]);
        const flag = rest[1] as FeatureFlag;
        if (!FEATURE_FLAGS.includes(flag)) throw new UsageError(`unknown flag "${rest[1]}"; flags: ${FEATURE_FLAGS.join(', ')}`);
        if (rest[2] !== 'on' && rest[2] !== 'off') throw new UsageError('say on or off');
        users.setFlag(user.id, flag, rest[2] === 'on');
        io.out(`${user.id} ${flag} ${rest[2]}`);
        return 0;
      }
      case 'flags': {
        need(1);
        const user = findUser(rest[0]);
        const on = users.flags(user.id);
        for (const flag of FEATURE_FLAGS) io.out(`${flag.padEnd(20)} ${on.has(flag) ? 'on' : 'off'}`);
        return 0;
      }
      case 'tag': {
        need(2);
        const user = findUser(rest[0]);
        if (rest[1] !== 'tax_identity') throw new UsageError('the only tag is tax_identity');
        const value = rest[2] ?? '';
        if (!(TAX_IDENTITIES as readonly string[]).includes(value)) throw new UsageError(`tax_identity must be one of: ${TAX_IDENTITIES.map((v) => `"${v}"`).join(', ')}`);
        users.update(user.id, { taxIdentity: value });
        io.out(`${user.id} tax_identity "${value}"`);
        return 0;
      }
      case 'member-tag': {
        need(3);
        const user = findUser(rest[0]);
        if (rest[1] !== 'islamic' || (rest[2] !== '0' && rest[2] !== '1')) throw new UsageError('usage: member-tag <user> islamic 0|1');
        users.setIslamic(user.id, Number(rest[2]), 'admin', simNow(db));
        io.out(`${user.id} islamic ${rest[2]}`);
        return 0;
      }
      case 'locale': {
        need(2);
        const user = findUser(rest[0]);
        const { lang, changed } = users.setLocale(user.id, rest[1], 'admin', simNow(db));
        io.out(`${user.id} lang ${lang}${changed ? '' : ' (unchanged)'}`);
        return 0;
      }
      case 'audit': {
        need(1);
        const user = findUser(rest[0]);
        const changes = users.changes(user.id);
        if (!changes.length) io.out(`${user.id}: no recorded changes`);
        for (const c of changes) io.out(`${new Date(c.at).toISOString()}  ${c.actor.padEnd(6)}  ${c.field}  "${c.oldValue}" → "${c.newValue}"`);
        return 0;
      }
      case 'vip': {
        need(2);
        const user = findUser(rest[0]);
        const level = Number(rest[1]);
        if (!Number.isInteger(level) || level < 0 || level > 5) throw new UsageError('VIP level is an integer from 0 to 5');
        users.update(user.id, { vipLevel: level });
        io.out(`${user.id} vip ${level}`);
        return 0;
      }
      case 'ban': {
        need(1);
        const user = findUser(rest[0]);
        const reason = rest.slice(1).join(' ') || 'banned by an administrator';
        users.ban(user.id, reason);
        io.out(`${user.id} banned: ${reason}`);
        return 0;
      }
      case 'unban': {
        need(1);
        const user = findUser(rest[0]);
        users.unban(user.id);
        io.out(`${user.id} unbanned`);
        return 0;
      }
      case 'delist': {
        need(1);
        const symbol = rest[0].toUpperCase();
        const market = (rest[1] ?? 'spot') as ListingMarket;
        if (!LISTING_MARKETS.includes(market)) throw new UsageError(`unknown market "${rest[1]}"; use ${LISTING_MARKETS.join(' or ')}`);
        try {
          delistSymbol(db, market, symbol);
        } catch (error) {
          if (!(error instanceof DelistingError)) throw error;
          io.err(`error: ${error.message}`);
          return 1;
        }
        io.out(`${symbol} (${market}) delisted; the running server closes the bots trading it within 2 s`);
        return 0;
      }
      case 'delisted': {
        const list = new Delistings(db).list();
        if (!list.length) io.out('no symbol is delisted');
        for (const d of list) io.out(`${d.symbol.padEnd(12)} ${d.market.padEnd(8)} since ${new Date(d.time).toISOString()}`);
        return 0;
      }
      case 'ledger-check': {
        const result = ledger.check();
        const bots = futures().postings.checkAll();
        io.out(`ledger: ${result.journals} journals, ${result.entries} entries`);
        for (const coin of result.coins) {
          io.out(`  ${coin.coin.padEnd(6)} deposits ${coin.deposits}  withdrawals ${coin.withdrawals}  held ${coin.held}`);
        }
        const problems = [...result.problems, ...bots.problems];
        if (problems.length === 0) {
          io.out('ledger OK: every journal balances, balances equal their entries, holdings equal deposits − withdrawals');
          io.out(`futures OK: ${bots.bots} bot(s) with positions, wallet + margin = deposits + PnL + funding − fees − insurance for each`);
          return 0;
        }
        for (const problem of problems) io.err(`  ✖ ${problem}`);
        io.err(`ledger check FAILED: ${problems.length} problem(s)`);
        return 1;
      }
      case 'positions': {
        need(1);
        const user = findUser(rest[0]);
        const { contracts, positions } = futures();
        const rows = positions.ofUser(user.id);
        if (!rows.length) io.out(`${user.id} has no futures positions`);
        for (const row of rows) {
          const c = contracts.get(row.symbol);
          const p = row.position;
          const money = (units: number) => (c ? quoteText(c, units) : String(units));
          const liq = !c || p.side === null || p.liqTicks === 0 || p.liqTicks >= LIQ_NEVER ? '-' : ticksToPrice(c.futures.market, p.liqTicks);
          io.out(
            `bot ${row.botId} ${row.symbol.padEnd(12)} ${(p.side ?? 'flat').padEnd(5)} ${p.lots} lots  margin ${money(p.margin)}  liq ${liq}  ` +
              `realised ${money(p.realisedPnl)}  fees ${money(p.fees)}  funding ${money(p.funding)}  insurance ${money(p.insurance)} ${row.coin}` +
              (row.fundingOwed ? `  owes ${money(row.fundingOwed)}` : ''),
          );
        }
        return 0;
      }
      case undefined:
      case 'help':
      case '--help':
        io.out(ADMIN_USAGE);
        return command === undefined ? 2 : 0;
      default: {
        const code = runBotAdmin(db, command, rest, io, findUser, simNow(db));
        if (code !== undefined) return code;
        throw new UsageError(`unknown command "${command}"`);
      }
    }
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(`error: ${error.message}\n\n${ADMIN_USAGE}`);
      return 2;
    }
    if (error instanceof ApiError || error instanceof LedgerError) {
      io.err(`error: ${error.message}`);
      return 1;
    }
    throw error;
  }
}
