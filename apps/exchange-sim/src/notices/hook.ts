/**
 * The one call a futures kind's book makes with the events it applied:
 * `recordNotices(store, bot, events)` hands them to the server's Notices
 * (found by the database the store writes to, so the books need no new
 * parameter), formatting prices on the position's own contract.
 */
import { ticksToPrice } from '@tb/engine';
import type { Db } from '../db/database';
import type { LiveBot } from '../bots/driver';
import type { Notices } from './notices';
import { positionsOf } from './risk';

const byDb = new WeakMap<Db, Notices>();

/** Notices registers itself for its database (bots/core.ts creates one per server). */
export function registerNotices(db: Db, notices: Notices): void {
  byDb.set(db, notices);
}

export function recordNotices(store: { readonly db: Db }, bot: LiveBot & { state: object }, events: readonly { readonly type: string }[]): void {
  const notices = byDb.get(store.db);
  if (notices === undefined || events.length === 0) return;
  const held = positionsOf(bot.state as Parameters<typeof positionsOf>[0]);
  if (held.length === 0) return;
  notices.fromEvents({ id: bot.id, userId: bot.userId, kind: bot.kind, symbol: held[0].symbol }, events, {
    price: (leg, ticks) => ticksToPrice((held[leg] ?? held[0]).contract.market, ticks),
    symbol: (leg) => (held[leg] ?? held[0]).symbol,
  });
}
