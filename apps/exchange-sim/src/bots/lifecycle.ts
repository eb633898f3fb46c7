/**
 * The create and close sequences every bot kind goes through; the kind plugs
 * its own steps in (`CreateSteps`, its driver's `settle` / `busy`).
 *
 * Create (`create`):
 *  1. a banned user gets status_code 421 with `ban_reason_text`;
 *  2. `open()`: the kind resolves what the bot trades (pairs / contracts open
 *     for bots) and checks the request (its own refusals, its own order);
 *  3. the runner is drained and the per-user running limit of the kind's
 *     registry row applies (402);
 *  4. `plan()`: the kind builds the engine state (its remaining checks) and
 *     says which account funds the bot, what must be available there, what
 *     moves into the bot account, and the voucher it uses;
 *  5. what must be available is checked (401);
 *  6. one transaction: the bot's id and row, the funding journal (funding
 *     account → bot account), the voucher's journal and its use, and the
 *     kind's `start` (the engine's first events applied, the state written);
 *     a ledger refusal inside answers 401 and leaves nothing behind;
 *  7. the live bot is handed to the runner (unless it completed at once) and
 *     `reply` builds the success result.
 *
 * Account and market guards (guards.ts), each a refusal that changes nothing:
 *  - before 2: a unified-account upgrade in progress answers 413;
 *  - after 4: a sub-account copying another member's bot answers 407, and a
 *    symbol the bot would trade whose order placement is halted answers 504.
 *
 * Close (`close` for the owner, `systemClose` for bans and delistings): the
 * runner is drained; an id of no bot of the kind answers 404, another user's
 * bot 406 (cannot cancel others' grid); a closed bot is refused (405); a bot
 * the runner faulted (its last transition failed to write) answers 500; a
 * unified-account upgrade in progress 413; a halted symbol of the bot 504; a
 * busy one (DCA round executing) answers 503 or is retried by the next sweep;
 * the driver's `settle` runs in one transaction (orders cancelled, settlement
 * postings back to the funding account, closed state); the runner stops
 * driving it.
 *
 * Every other call on a bot id (`mine`): 404 when no bot of the kind has the
 * id, 403 FORBIDDEN when it is another user's (reads and changes alike: the
 * close already tells that the id exists, so hiding it on reads would only
 * make the answers disagree). Copy reads (follow details) are not owner calls.
 */
import { BOT_STATUS_CODE, type BotFailure } from '@tb/contracts';
import { type User, isBanned } from '../accounts/users';
import type { SimContext } from '../context';
import { tx } from '../db/database';
import { LedgerError, userAccount } from '../ledger/ledger';
import { isFailure, notFound, refuse } from './common/results';
import { BotGuards } from './guards';
import type { CloseOrder, KindDriver, LiveBot } from './driver';
import type { DriverRegistry } from './drivers';
import { type BotRef, postFunding, postReward } from './postings';
import type { Rewards } from './rewards';
import type { BotRunner } from './runner';
import type { BotRow, BotStore, FundingAccount, NewBot } from './store';

/** Coins in ledger minor units. */
export type CoinAmount = { readonly coin: string; readonly amount: bigint };

export type CreatePlan<L extends LiveBot> = {
  readonly account: FundingAccount;
  /** The row's kind-specific columns (id, owner, kind, account and time are the sequence's). */
  readonly row: Omit<NewBot, 'user_id' | 'kind' | 'account_type' | 'create_time'>;
  /** Must be available in the funding account (else 401, naming the first short coin). */
  readonly needs: readonly CoinAmount[];
  /** Said after "in the <account> account" when short, e.g. " for the first round". */
  readonly needsFor?: string;
  /** Moves from the funding account into the bot account (`bot-fund`). */
  readonly funding: readonly CoinAmount[];
  /** A voucher the kind accepted: its amount enters the bot from outside (`bot-reward`) and it is marked used. */
  readonly voucher?: { readonly rewardId: string } & CoinAmount;
  /** Inside the transaction, after the postings: applies the engine's first events, writes the state, returns the live bot. */
  start(ref: BotRef, now: number): L;
};

/** The row of a bot that copies no one, allows no copies and used no voucher: its state and config as JSON. */
export function ownBotRow(f: { symbol: string; base_token: string; quote_token: string; status: string; config: object; state: object }): CreatePlan<LiveBot>['row'] {
  const { config, state, ...names } = f;
  return { ...names, config: JSON.stringify(config), state: JSON.stringify(state), allow_follow: 0, followed_bot_id: '', reward_id: '', reward_amount: '0' };
}

export type CreateSteps<L extends LiveBot, O, R> = {
  open(): O | BotFailure;
  plan(opened: O, now: number): CreatePlan<L> | BotFailure;
  reply(bot: L): R;
};

/** A bot of the caller's: its row and its live record (`running`: the runner's own copy). */
export type Owned<L extends LiveBot> = { row: BotRow; bot: L; running: boolean };

/** What a system close did: closed it, found it closed already, or left it for the next sweep (busy); a delisting may also change a bot that goes on ('updated'). */
export type SystemOutcome = 'closed' | 'done' | 'busy' | 'updated';

export const refuseShortfall = (error: unknown): BotFailure | undefined =>
  error instanceof LedgerError && error.code === 'INSUFFICIENT_BALANCE' ? refuse(BOT_STATUS_CODE.INSUFFICIENT_BALANCE, error.message) : undefined;

export class BotLifecycle {
  /** Member types, account upgrades and symbol halts (guards.ts). */
  readonly guards: BotGuards;

  constructor(private readonly deps: { ctx: SimContext; store: BotStore; runner: BotRunner; rewards: Rewards; drivers: DriverRegistry }) {
    this.guards = new BotGuards(deps.ctx.db);
  }

  /** 413 while the member's unified-account upgrade runs: any call that moves the member's funds asks this first. */
  upgrading(user: User): BotFailure | undefined {
    const until = this.guards.upgradingUntil(user.id, this.deps.ctx.clock.now());
    return until ? refuse(BOT_STATUS_CODE.USER_UNIFY_ACCOUNT_UPGRADING, `the unified account is being upgraded until ${new Date(until).toISOString()}; funds cannot move meanwhile`) : undefined;
  }

  /** 504 when order placement on one of `symbols` is halted: the orders could not be placed within the deadline. */
  halted(symbols: readonly string[]): BotFailure | undefined {
    const symbol = this.guards.haltedOf(symbols);
    return symbol ? refuse(BOT_STATUS_CODE.INTERNAL_TIMEOUT, `order placement on ${symbol} is halted: the orders could not be placed in time; nothing was changed`) : undefined;
  }

  /** 407 when a sub-account would copy another member's bot (copy-trading is for main accounts). */
  private memberType(user: User, followedBotId: string): BotFailure | undefined {
    if (!followedBotId || this.guards.masterOf(user.id) === 0) return undefined;
    const leader = this.deps.store.get(followedBotId);
    if (!leader || leader.user_id === user.id) return undefined;
    return refuse(BOT_STATUS_CODE.UNSUPPORTED_MEMBER_TYPE, 'a sub-account cannot copy another member\'s bot');
  }

  create<L extends LiveBot, O, R>(driver: KindDriver<L>, user: User, steps: CreateSteps<L, O, R>): R | BotFailure {
    const { ctx, store, runner } = this.deps;
    if (isBanned(user)) return refuse(BOT_STATUS_CODE.USER_BANNED, 'user banned', { ban_reason_text: user.banReason || 'banned' });
    const upgrading = this.upgrading(user);
    if (upgrading) return upgrading;
    const opened = steps.open();
    if (isFailure(opened)) return opened;
    runner.drain();
    const limit = this.deps.drivers.row(driver.kind).runningLimit;
    if (store.countActive(user.id, driver.kind) >= limit) {
      return refuse(BOT_STATUS_CODE.REACH_BOT_NUMBER_UPPER_LIMIT, `at most ${limit} running ${driver.texts.plural} per user`);
    }
    const now = ctx.clock.now();
    const plan = steps.plan(opened, now);
    if (isFailure(plan)) return plan;
    const guarded = this.memberType(user, plan.row.followed_bot_id) ?? this.halted(plan.row.symbol.split(','));
    if (guarded) return guarded;
    const ledger = ctx.ledger;
    const funding = userAccount(user.id, plan.account);
    const short = plan.needs.find(({ coin, amount }) => amount > 0n && ledger.balance(funding, coin).available < amount);
    if (short) {
      const available = ledger.balance(funding, short.coin).available;
      return refuse(
        BOT_STATUS_CODE.INSUFFICIENT_BALANCE,
        `insufficient ${short.coin} in the ${plan.account} account${plan.needsFor ?? ''}: available ${ledger.format(short.coin, available)}, needed ${ledger.format(short.coin, short.amount)}`,
      );
    }
    let bot: L;
    try {
      bot = tx(ctx.db, () => {
        const id = store.newBotId();
        store.insertBot({ ...plan.row, id, user_id: user.id, kind: driver.kind, account_type: plan.account, create_time: now });
        const ref: BotRef = { id, userId: user.id, account: plan.account };
        postFunding(ledger, ref, [...plan.funding]);
        if (plan.voucher) {
          postReward(ledger, ref, plan.voucher.coin, plan.voucher.amount, plan.voucher.rewardId);
          this.deps.rewards.markUsed(plan.voucher.rewardId, id, now);
        }
        return plan.start(ref, now);
      });
    } catch (error) {
      const refusal = refuseShortfall(error);
      if (refusal) return refusal;
      throw error;
    }
    if (!driver.isDone(bot)) runner.add(bot);
    return steps.reply(bot);
  }

  /** The caller's bot of the driver's kind, after a drain (404 no such bot of the kind, 403 another user's). */
  mine<L extends LiveBot>(driver: KindDriver<L>, user: User, botId: string): Owned<L> | BotFailure {
    this.deps.runner.drain();
    const row = this.deps.store.owned(botId, user.id, driver.kind);
    if (!row) {
      const other = this.deps.store.get(botId);
      if (other && other.kind === driver.kind) return refuse(BOT_STATUS_CODE.FORBIDDEN, `${driver.texts.noun} ${botId} is not yours`);
      return notFound(driver.texts.noun);
    }
    const bot = this.liveOf(driver, row);
    return bot ? bot : notFound(driver.texts.noun);
  }

  /** The runner's live record of a row, else one loaded from the row (closed bots); undefined when the driver cannot load it. */
  liveOf<L extends LiveBot>(driver: KindDriver<L>, row: BotRow): Owned<L> | undefined {
    const running = this.deps.runner.get<L>(row.id);
    if (running) return { row, bot: running, running: true };
    const loaded = driver.load(row);
    return typeof loaded === 'string' ? undefined : { row, bot: loaded, running: false };
  }

  /** The owner closes a bot (`order.mode`: the request's close mode code). */
  close<L extends LiveBot>(driver: KindDriver<L>, user: User, botId: string, order: CloseOrder): Owned<L> | BotFailure {
    const found = this.mine(driver, user, botId);
    if (isFailure(found)) {
      return found.status_code === BOT_STATUS_CODE.FORBIDDEN ? refuse(BOT_STATUS_CODE.CANNOT_CANCEL_OTHERS_GRID, `${driver.texts.noun} ${botId} is another user's; only its owner can close it`) : found;
    }
    if (driver.isDone(found.bot)) return refuse(BOT_STATUS_CODE.GRID_CANNOT_BE_CANCELLED, driver.texts.alreadyClosed);
    if (found.bot.faulted) return refuse(BOT_STATUS_CODE.INTERNAL, `${driver.texts.noun} ${botId} failed to write its last change and is held for an operator; it cannot be closed now`);
    const guarded = this.upgrading(user) ?? this.halted(driver.symbols(found.bot));
    if (guarded) return guarded;
    const busy = driver.busy?.(found.bot);
    if (busy) return refuse(BOT_STATUS_CODE.BOT_CANNOT_CLOSE_CURRENTLY, busy);
    this.settle(driver, found.bot, order);
    return found;
  }

  /** The exchange closes a running bot (a ban, a delisting): the cause's close mode and reason are the kind's. */
  systemClose<L extends LiveBot>(driver: KindDriver<L>, row: BotRow, order: CloseOrder): SystemOutcome {
    this.deps.runner.drain();
    const found = this.liveOf(driver, row);
    if (!found || driver.isDone(found.bot)) return 'done';
    if (driver.busy?.(found.bot)) return 'busy';
    this.settle(driver, found.bot, order);
    return 'closed';
  }

  /**
   * A symbol the bot trades is delisted: the kind's driver says whether the
   * bot closes (with its delisting close) or goes on without the symbol.
   */
  systemDelist<L extends LiveBot>(driver: KindDriver<L>, row: BotRow, symbol: string): SystemOutcome {
    this.deps.runner.drain();
    const found = this.liveOf(driver, row);
    if (!found || driver.isDone(found.bot)) return 'done';
    const now = this.deps.ctx.clock.now();
    const action = driver.delist ? driver.delist(found.bot, symbol, now) : 'close';
    if (action === 'unchanged') return 'done';
    if (action === 'close') return this.systemClose(driver, row, { cause: 'delisting', symbol });
    if (action.write) tx(this.deps.ctx.db, action.write);
    action.commit();
    return 'updated';
  }

  private settle<L extends LiveBot>(driver: KindDriver<L>, bot: L, order: CloseOrder): void {
    const now = this.deps.ctx.clock.now();
    const commit = tx(this.deps.ctx.db, () => driver.settle(bot, order, now));
    commit();
    this.deps.runner.remove(bot.id);
  }
}
