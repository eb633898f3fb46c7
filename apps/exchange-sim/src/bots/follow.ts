/**
 * Follow / copy: reading another user's bot to copy its parameters, for every
 * kind whose driver offers a copy detail (`driver.follow`). What every kind
 * shows the same way is computed here: who may read it (the owner, or anyone
 * when the owner allows following), the owner's masked name, how many running
 * bots copy it, and the defeat percentage — the share of the other bots *of
 * the same kind* whose APR is lower than this one's (`apr_e8`, refreshed with
 * every state write), shown only from DEFEAT_PER_MIN up.
 */
import { type BotFailure, DEFEAT_PER_MIN, FOLLOW_CURVE_POINTS, type FollowEntry } from '@tb/contracts';
import { compareDecimal } from '@tb/engine';
import type { User } from '../accounts/users';
import type { SimContext } from '../context';
import { fromUnits, toUnits } from '../lib/decimal';
import { maskName } from './common/display';
import { type Success, notFound, ok } from './common/results';
import type { FollowFacts, KindDriver, LiveBot } from './driver';
import type { BotLifecycle } from './lifecycle';
import type { BotRunner } from './runner';
import type { BotRow, BotStore } from './store';

/** What every copy detail starts with: the bot, its owner's masked name, and what it trades. */
export function followHeader(row: BotRow, facts: FollowFacts) {
  return { bot_id: row.id, nick_name: facts.nickName, symbol: row.symbol, base_token: row.base_token, quote_token: row.quote_token };
}

/** A driver that offers a copy detail of type D. */
export type FollowableDriver<L extends LiveBot, D extends object> = KindDriver<L> & {
  readonly follow: { detail(row: BotRow, bot: L, facts: FollowFacts): D };
};

export class FollowService {
  private readonly defeat;

  constructor(private readonly deps: { ctx: SimContext; store: BotStore; runner: BotRunner; lifecycle: BotLifecycle }) {
    this.defeat = deps.ctx.db.prepare('SELECT COUNT(*) AS n, COALESCE(SUM(apr_e8 < ?), 0) AS lower FROM bots WHERE kind = ? AND id != ?');
  }

  /** A bot of `kind` the user (or a visitor: null) may copy: followable, or the user's own. */
  followable(user: User | null, botId: string, kind: string): BotRow | undefined {
    const row = this.deps.store.get(botId);
    return row && row.kind === kind && (row.allow_follow === 1 || (user !== null && row.user_id === user.id)) ? row : undefined;
  }

  /** The copy detail of a followable bot: the kind's view with the shared facts. */
  detail<L extends LiveBot, D extends object>(user: User | null, botId: string, driver: FollowableDriver<L, D>): Success<{ detail: D }> | BotFailure {
    this.deps.runner.drain();
    const row = this.followable(user, botId, driver.kind);
    const found = row && this.deps.lifecycle.liveOf(driver, row);
    if (!row || !found) return notFound(driver.texts.noun);
    return ok({ detail: driver.follow.detail(row, found.bot, this.facts(row)) });
  }

  /** The last price at the leader's start (the open of that minute's candle) and now; "" where the market has none. */
  private entry(symbol: string, start: number): FollowEntry {
    const market = this.deps.ctx.market;
    const minute = start - (start % 60_000);
    const window = { start: minute, end: minute, limit: 1 };
    if (market.has(symbol)) return { symbol, start_price: market.klines(symbol, '1m', window)[0]?.o ?? '', price_now: market.lastPrice(symbol).price };
    // a contract without a spot pair: its mark price
    if (market.hasContract(symbol)) return { symbol, start_price: market.markKlines(symbol, '1m', window)[0]?.o ?? '', price_now: market.markPrice(symbol).markPrice };
    return { symbol, start_price: '', price_now: '' };
  }

  facts(row: BotRow): FollowFacts {
    const owner = this.deps.ctx.users.get(row.user_id);
    return {
      now: this.deps.ctx.clock.now(),
      nickName: maskName(owner?.username ?? 'user'),
      followers: this.deps.store.followers(row.id),
      defeatPer: (apr) => {
        const others = this.defeat.get(Number(toUnits(apr, 8)), row.kind, row.id) as { n: number; lower: number };
        const share = others.n > 0 ? fromUnits((BigInt(others.lower) * 10_000n) / BigInt(others.n), 4) : '';
        return share !== '' && compareDecimal(share, DEFEAT_PER_MIN) >= 0 ? share : '';
      },
      leader: (symbols) => {
        const now = this.deps.ctx.clock.now();
        return {
          start_time: row.start_time,
          entries: symbols.map((symbol) => this.entry(symbol, row.start_time)),
          pnl_curve: this.deps.store.pnlCurve(row.id, row.pnl_per_e8, now, FOLLOW_CURVE_POINTS),
        };
      },
    };
  }
}
