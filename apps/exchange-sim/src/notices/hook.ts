/**
 * The calls a kind's book makes with the events it applied, inside the
 * step's write; every kind goes through the same `Notices.fromEvents`
 * (found by the database the store writes to, so the books need no new
 * parameter):
 * - futures kinds: `recordNotices(store, bot, events)`, prices formatted on
 *   the position's own contract;
 * - spot kinds: `recordSpotNotices(store, bot, pairs, events)`, prices on
 *   the pair's market (spot grid: one pair; DCA: its pairs, an event's
 *   `symbol` picks one);
 * - `recordNotice` for what a book derives itself from several events (a DCA
 *   buy round's add per pair), with the same preferences and push.
 */
import { type MarketRules, ticksToPrice } from '@tb/engine';
import type { NoticeKind } from '@tb/contracts';
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

/** A spot pair as the notices read it: its symbol and the market its ticks are in. */
export type NoticePair = { readonly symbol: string; readonly market: MarketRules };

/** A spot bot's events (module comment); `pairs[0]` names the bot, a `leg` is an index into `pairs`. */
export function recordSpotNotices(store: { readonly db: Db }, bot: { readonly id: string; readonly userId: number; readonly kind: string }, pairs: readonly NoticePair[], events: readonly { readonly type: string }[]): void {
  const notices = byDb.get(store.db);
  if (notices === undefined || events.length === 0 || pairs.length === 0) return;
  notices.fromEvents({ id: bot.id, userId: bot.userId, kind: bot.kind, symbol: pairs[0].symbol }, events, {
    price: (leg, ticks) => ticksToPrice((pairs[leg] ?? pairs[0]).market, ticks),
    symbol: (leg) => (pairs[leg] ?? pairs[0]).symbol,
  });
}

/** One notice a book derived itself (module comment). */
export function recordNotice(store: { readonly db: Db }, bot: { readonly id: string; readonly userId: number; readonly kind: string }, kind: NoticeKind, detail: Record<string, string>, time: number, symbol: string): void {
  byDb.get(store.db)?.record({ id: bot.id, userId: bot.userId, kind: bot.kind, symbol }, kind, detail, time, symbol);
}
