/**
 * The liquidation risk desk of the simulator (issue 31; contracts notices.ts):
 * each futures bot's alert distance and opt-in add guard (the engine's
 * `RiskWatch`, kept in the bot's state so the engine applies it exactly), the
 * user's default alert distance for new bots, and the risk view (every open
 * futures position of the user's running bots, nearest liquidation first,
 * and the net exposure per coin).
 *
 * Kind-agnostic: a futures kind's state has either one position
 * (`state.position`, `state.contract`, `state.symbol`: futures grid,
 * martingale) or legs (`state.legs[]`: combo); `positionsOf` reads both.
 * A distance change is applied to the live bot between drains (the runner
 * is synchronous, so no step runs meanwhile) and written with the kind's
 * `persist`; the engine raises or clears what the new distances say at the
 * bot's next mark (risk-watch.ts `setRiskDistances`).
 */
import { type FuturesContract, type FuturesPosition, type Rate, type RiskWatch, DEFAULT_ALERT_RATE, LIQ_NEVER, lotsToQty, newRiskWatch, notional, parseRate, requiredMaintenanceMargin, ticksToPrice, unitsToDecimal, unitsToQuote, unrealisedPnl } from '@tb/engine';
import { type BotRiskResult, type RiskPosition, type RiskViewResult, RISK_DISTANCE_BOUNDS, RetCode } from '@tb/contracts';
import { BOT_KINDS } from '@tb/util-bot-kinds';
import type { Db } from '../db/database';
import type { Market } from '../market/market';
import { ApiError } from '../lib/api-error';
import type { LiveBot } from '../bots/driver';
import type { DriverRegistry } from '../bots/drivers';
import type { BotRunner } from '../bots/runner';
import type { BotStore } from '../bots/store';
import { distanceOf } from './notices';

/** The list types of the futures kinds (the registry's `market: 'futures'` rows). */
export const FUTURES_KINDS: ReadonlySet<string> = new Set(BOT_KINDS.filter((k) => k.market === 'futures').map((k) => k.listType));

type WatchedState = { status: string; risk?: RiskWatch; position?: FuturesPosition; contract?: FuturesContract; symbol?: string; baseCoin?: string; quoteCoin?: string; legs?: { symbol: string; contract: FuturesContract; position: FuturesPosition; liquidated: boolean }[] };
type Watched = LiveBot & { state: WatchedState };

export type HeldPosition = { readonly symbol: string; readonly contract: FuturesContract; readonly position: FuturesPosition };

/** The positions of a futures bot's state (module comment). */
export function positionsOf(state: WatchedState): HeldPosition[] {
  if (state.legs !== undefined) return state.legs.map((l) => ({ symbol: l.symbol, contract: l.contract, position: l.position }));
  if (state.position !== undefined && state.contract !== undefined && state.symbol !== undefined) return [{ symbol: state.symbol, contract: state.contract, position: state.position }];
  return [];
}

const rateText = (r: Rate | null): string => (r === null ? '' : unitsToDecimal(BigInt(r.num), String(r.den).length - 1));

/** A distance from a request ("" = off), within RISK_DISTANCE_BOUNDS, or a 10001 refusal naming the field. */
export function parseDistance(text: string, field: string): Rate | null {
  if (text === '') return null;
  const r = parseRate(text, field);
  const min = parseRate(RISK_DISTANCE_BOUNDS.min, 'min');
  const max = parseRate(RISK_DISTANCE_BOUNDS.max, 'max');
  const below = BigInt(r.num) * BigInt(min.den) < BigInt(min.num) * BigInt(r.den);
  const above = BigInt(r.num) * BigInt(max.den) > BigInt(max.num) * BigInt(r.den);
  if (below || above) throw new ApiError(RetCode.INVALID_PARAMS, `${field}: a distance from ${RISK_DISTANCE_BOUNDS.min} to ${RISK_DISTANCE_BOUNDS.max} of the mark, or "" for none`, 400);
  return r;
}

export class RiskDesk {
  private readonly q;

  constructor(
    private readonly deps: { db: Db; market: Market; runner: BotRunner; store: BotStore; drivers: DriverRegistry },
  ) {
    const db = deps.db;
    this.q = {
      alert: db.prepare<[number], string>('SELECT alert FROM user_risk_defaults WHERE user_id = ?').pluck(),
      setAlert: db.prepare('INSERT INTO user_risk_defaults (user_id, alert) VALUES (?, ?) ON CONFLICT (user_id) DO UPDATE SET alert = excluded.alert'),
    };
  }

  /** The user's default alert distance (10 % unless they changed it). */
  defaultAlert(userId: number): Rate {
    const text = this.q.alert.get(userId);
    return text === undefined ? DEFAULT_ALERT_RATE : parseRate(text, 'alert');
  }

  defaultAlertText(userId: number): string {
    return rateText(this.defaultAlert(userId));
  }

  setDefaultAlert(userId: number, text: string): void {
    const r = parseDistance(text, 'alert_percent');
    if (r === null) throw new ApiError(RetCode.INVALID_PARAMS, 'alert_percent: a default distance is required', 400);
    this.q.setAlert.run(userId, rateText(r));
  }

  /** The watch a new futures bot of the user starts with: the default alert, the guard off. */
  watchFor(userId: number, positions = 1): RiskWatch {
    return newRiskWatch(this.defaultAlert(userId), null, positions);
  }

  /** The caller's running futures bot `botId` (404 otherwise). */
  private owned(userId: number, botId: string): Watched {
    const row = this.deps.store.get(botId);
    const bot = row && row.user_id === userId && FUTURES_KINDS.has(row.kind) ? this.deps.runner.get<Watched>(botId) : undefined;
    if (!bot || bot.state.status === 'COMPLETED') throw new ApiError(RetCode.NOT_FOUND, 'no running futures bot of yours with this id', 200);
    return bot;
  }

  get(userId: number, botId: string): BotRiskResult {
    const bot = this.owned(userId, botId);
    const w = bot.state.risk;
    const held = positionsOf(bot.state);
    return {
      bot_id: botId,
      alert_percent: rateText(w?.alert ?? null),
      guard_percent: rateText(w?.guard ?? null),
      positions: held.map((p, i) => ({ symbol: p.symbol, warned: w?.warned[i] === true, paused: w?.paused[i] === true })),
    };
  }

  /** Sets a bot's distances (absent: kept; "" = off) and writes its state. */
  update(userId: number, botId: string, alert: string | undefined, guard: string | undefined, now: number): BotRiskResult {
    const bot = this.owned(userId, botId);
    const a = alert === undefined ? undefined : parseDistance(alert, 'alert_percent');
    const g = guard === undefined ? undefined : parseDistance(guard, 'guard_percent');
    const n = Math.max(1, positionsOf(bot.state).length);
    const old = bot.state.risk;
    const next: RiskWatch = old === undefined ? newRiskWatch(null, null, n) : { alert: old.alert, guard: old.guard, warned: old.warned.slice(), paused: old.paused.slice() };
    if (old === undefined && a === undefined) next.alert = this.defaultAlert(userId);
    if (a !== undefined) next.alert = a;
    if (g !== undefined) next.guard = g;
    bot.state = { ...bot.state, risk: next };
    const driver = this.deps.drivers.get(bot.kind);
    this.deps.db.transaction(() => driver?.persist?.(bot, now))();
    return this.get(userId, botId);
  }

  /** The risk view of the user's running futures bots (contracts RiskViewResult). */
  view(userId: number): RiskViewResult {
    const out: RiskPosition[] = [];
    const net = new Map<string, { size: bigint; scale: number; long: bigint; short: bigint; vscale: number }>();
    for (const row of this.deps.store.userRunning(userId)) {
      if (!FUTURES_KINDS.has(row.kind)) continue;
      const bot = this.deps.runner.get<Watched>(row.id);
      if (!bot || bot.state.status !== 'RUNNING') continue;
      const w = bot.state.risk;
      positionsOf(bot.state).forEach((p, i) => {
        const pos = p.position;
        if (pos.side === null) return;
        const c = p.contract;
        const m = c.market;
        const markTicks = this.deps.market.markPrice(p.symbol).markTicks;
        const liqOk = pos.liqTicks > 0 && pos.liqTicks < LIQ_NEVER;
        const upnl = unrealisedPnl(c, pos, markTicks);
        const mm = requiredMaintenanceMargin(c, pos);
        const value = notional(m, markTicks, pos.lots);
        const equity = BigInt(pos.margin) + BigInt(upnl);
        out.push({
          bot_id: row.id,
          bot_type: row.kind,
          symbol: p.symbol,
          side: pos.side,
          size: lotsToQty(m, pos.lots),
          value: unitsToQuote(m, value),
          mark_price: ticksToPrice(m, markTicks),
          liq_price: liqOk ? ticksToPrice(m, pos.liqTicks) : '',
          distance: liqOk ? distanceOf(markTicks, pos.liqTicks) : '',
          margin: unitsToQuote(m, pos.margin),
          margin_ratio: mm > 0 && equity > 0n ? ratioText(BigInt(mm), equity) : '',
          unrealised_pnl: unitsToQuote(m, upnl),
          funding_paid: unitsToQuote(m, -pos.funding),
          alert_percent: rateText(w?.alert ?? null),
          guard_percent: rateText(w?.guard ?? null),
          warned: w?.warned[i] === true,
          paused: w?.paused[i] === true,
          quote_coin: row.quote_token,
          base_coin: baseOf(p.symbol, row.quote_token),
        });
        const coin = baseOf(p.symbol, row.quote_token);
        const e = net.get(coin) ?? { size: 0n, scale: 0, long: 0n, short: 0n, vscale: 0 };
        const sign = pos.side === 'long' ? 1n : -1n;
        // sizes in the coarsest common scale: lots × lot size, as units of 10^-lotScale
        const qty = lotsToQty(m, pos.lots);
        const [units, scale] = toUnits(qty);
        const s = Math.max(scale, e.scale);
        e.size = e.size * 10n ** BigInt(s - e.scale) + sign * units * 10n ** BigInt(s - scale);
        e.scale = s;
        const [vu, vs] = toUnits(unitsToQuote(m, value));
        const v2 = Math.max(vs, e.vscale);
        e.long = e.long * 10n ** BigInt(v2 - e.vscale);
        e.short = e.short * 10n ** BigInt(v2 - e.vscale);
        if (sign > 0) e.long += vu * 10n ** BigInt(v2 - vs);
        else e.short += vu * 10n ** BigInt(v2 - vs);
        e.vscale = v2;
        net.set(coin, e);
      });
    }
    out.sort((a, b) => {
      if (a.distance === '' || b.distance === '') return a.distance === '' ? (b.distance === '' ? 0 : 1) : -1;
      const [x, sx] = toUnits(a.distance);
      const [y, sy] = toUnits(b.distance);
      const s = Math.max(sx, sy);
      const d = x * 10n ** BigInt(s - sx) - y * 10n ** BigInt(s - sy);
      return d < 0n ? -1 : d > 0n ? 1 : 0;
    });
    const exposure = [...net].map(([coin, e]) => ({
      coin,
      net_size: unitsToDecimal(e.size, e.scale),
      net_value: unitsToDecimal(e.long - e.short, e.vscale),
      long_value: unitsToDecimal(e.long, e.vscale),
      short_value: unitsToDecimal(e.short, e.vscale),
    }));
    exposure.sort((a, b) => (a.coin < b.coin ? -1 : a.coin > b.coin ? 1 : 0));
    return { positions: out, exposure };
  }
}

/** A decimal string as integer units and its scale. */
function toUnits(text: string): [bigint, number] {
  const neg = text.startsWith('-');
  const [i, f = ''] = (neg ? text.slice(1) : text).split('.');
  const u = BigInt(i + f);
  return [neg ? -u : u, f.length];
}

/** num / den, 4 places rounded up (a margin ratio is never shown safer than it is). */
function ratioText(num: bigint, den: bigint): string {
  const q = (num * 10_000n + den - 1n) / den;
  return unitsToDecimal(q, 4);
}

function baseOf(symbol: string, quote: string): string {
  return symbol.endsWith(quote) ? symbol.slice(0, -quote.length) : symbol;
}
