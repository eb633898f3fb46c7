/**
 * Bot notifications (issue 31; contracts notices.ts): what a user's bots did
 * that the user wants to hear about, kept per user in `bot_notices`
 * (migration 6, so they survive a restart) and pushed to the user's open
 * quote sockets (ws/quote.ts, topic `bot_notices`).
 *
 * Where they come from: every kind's book (futures and spot, notices/hook.ts)
 * hands every engine step's events to `fromEvents` inside the step's write (the drain's transaction), so a
 * notice is stored exactly when the step it reports is. The events are read
 * by their `type` alone (the kinds' event unions share these shapes: `risk`,
 * `liquidated` / `leg_liquidated`, `closed`, martingale's `round_closed` and
 * `order_filled`, combo's `rebalance`; the spot kinds' `closed` says why in
 * a close reason), so no kind is named here. A bot
 * that closes also tells the owners of the running bots that copy it
 * (`leader_stopped`).
 *
 * Pushing: a recorded notice waits in `pending` and is handed to the
 * listeners in a microtask, after the synchronous drain that wrote it has
 * committed. (A step rolled back by a fault would already be pushed — the
 * runner's savepoints roll back only on a bug, which it reports.)
 *
 * Preferences: a row of `notice_prefs` turns a kind off (or on) for every
 * bot of the user (bot_id '') or for one bot; the bot's row wins. A kind
 * turned off is neither stored nor pushed.
 */
import { type BotNotice, type NoticeKind, type NoticePref, NOTICE_KINDS, URGENT_NOTICE_KINDS } from '@tb/contracts';
import type { Db } from '../db/database';

/** The bot a notice is about. */
export type NoticeBot = { readonly id: string; readonly userId: number; readonly kind: string; readonly symbol: string };
export type NoticeListener = (userId: number, notices: readonly BotNotice[]) => void;

type Row = { id: number; bot_id: string; bot_type: string; symbol: string; kind: string; detail: string; time: number; read: number };

const URGENT = new Set<string>(URGENT_NOTICE_KINDS);
const KINDS = new Set<string>(NOTICE_KINDS);

export function noticeOf(r: Row): BotNotice {
  return { id: String(r.id), bot_id: r.bot_id, bot_type: r.bot_type, symbol: r.symbol, kind: r.kind as NoticeKind, urgent: URGENT.has(r.kind), detail: JSON.parse(r.detail) as Record<string, string>, time: r.time, read: r.read === 1 };
}

/** How an event's figures are written into a notice (decimal strings), given by the driver that knows the bot's units. */
export interface NoticeFormat {
  /** A price of position `leg` (0, or a combo leg's index) in ticks, as a decimal. */
  price(leg: number, ticks: number): string;
  /** The symbol of position `leg`. */
  symbol(leg: number): string;
}

export class Notices {
  private readonly listeners = new Set<NoticeListener>();
  private pending: { userId: number; notice: BotNotice }[] = [];
  private readonly q;

  constructor(private readonly db: Db) {
    this.q = {
      insert: db.prepare('INSERT INTO bot_notices (user_id, bot_id, bot_type, symbol, kind, detail, time) VALUES (?, ?, ?, ?, ?, ?, ?)'),
      page: db.prepare<[number, number, number], Row>('SELECT id, bot_id, bot_type, symbol, kind, detail, time, read FROM bot_notices WHERE user_id = ? ORDER BY id DESC LIMIT ? OFFSET ?'),
      unreadPage: db.prepare<[number, number, number], Row>('SELECT id, bot_id, bot_type, symbol, kind, detail, time, read FROM bot_notices WHERE user_id = ? AND read = 0 ORDER BY id DESC LIMIT ? OFFSET ?'),
      botPage: db.prepare<[number, string, number, number], Row>('SELECT id, bot_id, bot_type, symbol, kind, detail, time, read FROM bot_notices WHERE user_id = ? AND bot_id = ? ORDER BY id DESC LIMIT ? OFFSET ?'),
      botCount: db.prepare<[number, string], number>('SELECT COUNT(*) FROM bot_notices WHERE user_id = ? AND bot_id = ?').pluck(),
      count: db.prepare<[number], number>('SELECT COUNT(*) FROM bot_notices WHERE user_id = ?').pluck(),
      unread: db.prepare<[number], number>('SELECT COUNT(*) FROM bot_notices WHERE user_id = ? AND read = 0').pluck(),
      readOne: db.prepare('UPDATE bot_notices SET read = 1 WHERE user_id = ? AND id = ?'),
      readAll: db.prepare('UPDATE bot_notices SET read = 1 WHERE user_id = ? AND read = 0'),
      prefs: db.prepare<[number], { bot_id: string; kind: string; enabled: number }>('SELECT bot_id, kind, enabled FROM notice_prefs WHERE user_id = ? ORDER BY bot_id, kind'),
      pref: db.prepare<[number, string, string], number>('SELECT enabled FROM notice_prefs WHERE user_id = ? AND bot_id = ? AND kind = ?').pluck(),
      setPref: db.prepare('INSERT INTO notice_prefs (user_id, bot_id, kind, enabled) VALUES (?, ?, ?, ?) ON CONFLICT (user_id, bot_id, kind) DO UPDATE SET enabled = excluded.enabled'),
      followers: db.prepare<[string], { id: string; user_id: number; kind: string; symbol: string }>("SELECT id, user_id, kind, symbol FROM bots WHERE followed_bot_id != '' AND followed_bot_id = ? AND status != 'COMPLETED'"),
    };
  }

  /** Called with every batch of notices a drain (or a request) recorded for a user, after it committed. */
  listen(listener: NoticeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Whether `kind` is on for the user's bot (module comment). */
  enabled(userId: number, botId: string, kind: NoticeKind): boolean {
    const own = this.q.pref.get(userId, botId, kind);
    if (own !== undefined) return own === 1;
    const all = this.q.pref.get(userId, '', kind);
    return all === undefined || all === 1;
  }

  /** Stores one notice (unless the user turned its kind off) and queues its push. */
  record(bot: NoticeBot, kind: NoticeKind, detail: Record<string, string>, time: number, symbol = bot.symbol): void {
    if (!this.enabled(bot.userId, bot.id, kind)) return;
    const text = JSON.stringify(detail);
    const id = Number(this.q.insert.run(bot.userId, bot.id, bot.kind, symbol, kind, text, time).lastInsertRowid);
    const notice: BotNotice = { id: String(id), bot_id: bot.id, bot_type: bot.kind, symbol, kind, urgent: URGENT.has(kind), detail, time, read: false };
    if (this.pending.length === 0) queueMicrotask(() => this.flush());
    this.pending.push({ userId: bot.userId, notice });
  }

  private flush(): void {
    const batch = this.pending;
    this.pending = [];
    const byUser = new Map<number, BotNotice[]>();
    for (const { userId, notice } of batch) {
      const list = byUser.get(userId);
      if (list) list.push(notice);
      else byUser.set(userId, [notice]);
    }
    for (const [userId, notices] of byUser) for (const l of this.listeners) l(userId, notices);
  }

  /** The notices an engine step's events raise (module comment); `events` are any futures kind's. */
  fromEvents(bot: NoticeBot, events: readonly { readonly type: string }[], format: NoticeFormat): void {
    for (const e of events) {
      const ev = e as Record<string, unknown> & { type: string; time: number };
      switch (ev.type) {
        case 'risk': {
          const signal = ev.signal as string;
          const leg = ev.leg as number;
          if (signal === 'liq_clear') break;
          const kind: NoticeKind = signal === 'liq_warning' ? 'liq_warning' : signal === 'adds_paused' ? 'adds_paused' : 'adds_resumed';
          const mark = ev.markTicks as number;
          const liq = ev.liqTicks as number;
          const detail: Record<string, string> = { mark_price: format.price(leg, mark), liq_price: liq > 0 && liq < 2 ** 31 ? format.price(leg, liq) : '' };
          if (liq > 0 && liq < 2 ** 31) detail.distance = distanceOf(mark, liq);
          this.record(bot, kind, detail, ev.time, format.symbol(leg));
          break;
        }
        case 'liquidated':
        case 'leg_liquidated': {
          const leg = typeof ev.leg === 'number' ? ev.leg : 0;
          const r = ev.result as { triggerTicks?: number };
          this.record(bot, 'liquidated', { price: r.triggerTicks === undefined ? '' : format.price(leg, r.triggerTicks) }, ev.time, format.symbol(leg));
          break;
        }
        case 'round_closed': {
          const r = ev.round as { no: number; end: string | null };
          if (r.end === 'take_profit') this.record(bot, 'round_completed', { round: String(r.no) }, ev.time);
          break;
        }
        case 'order_filled': {
          const f = ev.fill as { kind?: string; addIndex?: number; priceTicks?: number } | undefined;
          if (f?.kind === 'add') this.record(bot, 'add_placed', { add: String(f.addIndex ?? 0), price: format.price(0, f.priceTicks ?? 0) }, ev.time);
          break;
        }
        case 'rebalance': {
          const rec = ev.record as { no: number; reason: number };
          if (rec.no > 0) this.record(bot, 'rebalanced', { no: String(rec.no), reason: String(rec.reason) }, ev.time);
          break;
        }
        case 'closed': {
          // futures kinds say why in a stop type; the spot kinds in a close reason (spot grid `CLOSED_*`, DCA `MANUALLY`/…)
          const stop = String(ev.stopType ?? ev.reason ?? '');
          const code = String(ev.closeCode ?? '');
          const kind = closeNoticeKind(stop, code);
          if (kind !== null) this.record(bot, kind, { close_code: code, stop_type: stop }, ev.time);
          for (const f of this.q.followers.all(bot.id)) this.record({ id: f.id, userId: f.user_id, kind: f.kind, symbol: f.symbol }, 'leader_stopped', { leader_bot_id: bot.id, close_code: code }, ev.time);
          break;
        }
        default:
          break;
      }
    }
  }

  list(userId: number, page: number, limit: number, unreadOnly: boolean, botId?: string): { items: BotNotice[]; total: number; unread: number } {
    if (botId !== undefined) {
      const items = this.q.botPage.all(userId, botId, limit, page * limit).map(noticeOf);
      return { items, total: this.q.botCount.get(userId, botId) ?? 0, unread: this.q.unread.get(userId) ?? 0 };
    }
    const rows = (unreadOnly ? this.q.unreadPage : this.q.page).all(userId, limit, page * limit);
    const unread = this.q.unread.get(userId) ?? 0;
    return { items: rows.map(noticeOf), total: unreadOnly ? unread : (this.q.count.get(userId) ?? 0), unread };
  }

  unread(userId: number): number {
    return this.q.unread.get(userId) ?? 0;
  }

  /** Marks the user's notices `ids` (only theirs) or every one read; the unread count after. */
  markRead(userId: number, ids: readonly string[] | null): number {
    this.db.transaction(() => {
      if (ids === null) this.q.readAll.run(userId);
      else for (const id of ids) this.q.readOne.run(userId, Number(id));
    })();
    return this.unread(userId);
  }

  prefs(userId: number): NoticePref[] {
    return this.q.prefs.all(userId).flatMap((r) => (KINDS.has(r.kind) ? [{ kind: r.kind as NoticeKind, bot_id: r.bot_id, enabled: r.enabled === 1 }] : []));
  }

  setPrefs(userId: number, prefs: readonly NoticePref[]): void {
    this.db.transaction(() => {
      for (const p of prefs) this.q.setPref.run(userId, p.bot_id, p.kind, p.enabled ? 1 : 0);
    })();
  }
}

/**
 * The notice of a close (null: a liquidation, told by its own `liquidated`
 * notice): a trailing stop, take profit or stop loss read from the stop type
 * or close reason (futures `…_STOP_TYPE_TAKE_PROFIT`, spot grid
 * `CLOSED_TAKE_PROFIT`), and when that names none of them, from the unified
 * close code; any other close is `closed`, with its code.
 */
export function closeNoticeKind(stop: string, code: string): NoticeKind | null {
  const of = (why: string): NoticeKind | null =>
    /TRAILING/.test(why) ? 'trailing_hit' : /TAKE_PROFIT|_AUTO_TP$/.test(why) ? 'tp_hit' : /STOP_LOSS|_AUTO_SL$/.test(why) ? 'sl_hit' : /LIQUIDATION|BUST_PRICE/.test(why) ? null : 'closed';
  const byStop = of(stop);
  return byStop === 'closed' ? of(code) : byStop;
}

/** |mark − liq| / mark, 8 places rounded down (the pages' markDistance), from ticks. */
export function distanceOf(markTicks: number, liqTicks: number): string {
  if (markTicks <= 0) return '';
  const d = BigInt(Math.abs(markTicks - liqTicks)) * 100_000_000n;
  const q = d / BigInt(markTicks);
  const s = q.toString().padStart(9, '0');
  return `${s.slice(0, -8)}.${s.slice(-8)}`.replace(/\.?0+$/, '') || '0';
}
