/**
 * What a kind's API service starts from: the bot area's shared services,
 * the kind's driver, the simulated time, and the caller's bot of the kind
 * (drained first; another user's bot is not found).
 */
import type { BotFailure } from '@tb/contracts';
import type { User } from '../accounts/users';
import type { KindDriver, LiveBot } from './driver';
import type { BotsKit } from './kit';
import { isFailure, ok } from './common/results';
import type { CreatePlan, Owned } from './lifecycle';

export abstract class KindService<L extends LiveBot, D extends KindDriver<L> = KindDriver<L>> {
  constructor(
    protected readonly b: BotsKit,
    protected readonly driver: D,
  ) {}

  protected get now(): number {
    return this.b.ctx.clock.now();
  }

  /** A create call through the shared sequence (bots/lifecycle.ts) that answers `{ bot_id }`. */
  protected createBot<O>(user: User, open: () => O | BotFailure, plan: (opened: O, now: number) => CreatePlan<L> | BotFailure) {
    return this.b.lifecycle.create(this.driver, user, { open, plan, reply: (bot) => ok({ bot_id: bot.id }) });
  }

  /** The owner's close (no close mode) through the shared sequence, answering `{}`: 404 not theirs, 405 closed, 503 busy. */
  protected closeByOwner(user: User, botId: string) {
    const closed = this.b.lifecycle.close(this.driver, user, botId, { cause: 'user', mode: 0 });
    return isFailure(closed) ? closed : ok({});
  }

  /** The caller's bot: the runner's live copy, or one loaded from its row (closed bots). */
  protected owned(user: User, botId: string): Owned<L> | BotFailure {
    return this.b.lifecycle.mine(this.driver, user, botId);
  }
}
