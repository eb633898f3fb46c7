/**
 * What a kind's API service starts from: the bot area's shared services,
 * the kind's driver, the simulated time, and the caller's bot of the kind
 * (drained first; another user's bot is not found).
 */
import type { BotFailure } from '@tb/contracts';
import type { User } from '../accounts/users';
import type { BotRow } from './store';
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

  /** The owner's close (no close mode) through the shared sequence, answering `{}`: 404 not theirs, 405 closed, 503 busy (the close route of kinds whose close answers nothing more). */
  closeByOwner(user: User, botId: string) {
    const closed = this.b.lifecycle.close(this.driver, user, botId, { cause: 'user', mode: 0 });
    return isFailure(closed) ? closed : ok({});
  }

  /** The caller's bot: the runner's live copy, or one loaded from its row (closed bots). */
  protected owned(user: User, botId: string): Owned<L> | BotFailure {
    return this.b.lifecycle.mine(this.driver, user, botId);
  }

  /** The caller's bot's detail answered under `key` (the kind's answer field), built by `of` from the row and live bot: 404 when not theirs. */
  protected ownDetail<K extends string, T>(user: User, botId: string, key: K, of: (found: Owned<L>) => T) {
    const found = this.owned(user, botId);
    if (isFailure(found)) return found;
    return ok({ [key]: of(found) } as { [P in K]: T });
  }

  /** The configuration the kind stored in the bot's row at create (its own row type `C`). */
  protected configOf<C>(row: BotRow): C {
    return JSON.parse(row.config) as C;
  }
}
