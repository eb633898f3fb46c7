/**
 * Liquidation-distance watch of a futures position: the liquidation warning
 * (with hysteresis) and the opt-in guard that pauses position-increasing
 * orders. Shared by futures grid, martingale and combo (one watch per leg);
 * each kind only asks `guarded()` before it places or fills an increasing
 * order and calls `watchRisk` at its mark points and after changes.
 *
 * Distance (the same as the pages' `markDistance` in @tb/futures-ui):
 * d = |mark − liq| / mark, a fraction of the mark. A position is *within* a
 * distance X when d ≤ X, exactly (integers: |mark − liq| × den ≤ num × mark),
 * or when the mark has already reached the trigger. A flat position, or one
 * whose liquidation cannot be reached (long 0, short LIQ_NEVER), is never
 * within.
 *
 * Hysteresis (designed): the warning is raised once when the position comes
 * within the alert distance and may be raised again only after a check found
 * it outside; the guard pauses when a check finds it within the guard
 * distance and resumes when a check finds it outside. Checks happen at mark
 * points and after changes of the position (fills, margin, funding), never
 * between them, so an engine's result does not depend on how a feed is cut.
 */
import type { Rate } from '../core/rules';
import { type FuturesPosition, type PositionSide, LIQ_NEVER } from './position';

/** Alert and guard distances (fractions of the mark) and the watch's flags, per watched position. */
export interface RiskWatch {
  /** Warning distance; null: no warnings. */
  alert: Rate | null;
  /** Pause-adding distance; null: the guard is off. */
  guard: Rate | null;
  /** Per position (one, or one per combo leg): a warning was raised and the position has not been found outside since. */
  warned: boolean[];
  /** Per position: increasing orders are paused. */
  paused: boolean[];
}

/** The default warning distance: 10 % of the mark (issue 31). */
export const DEFAULT_ALERT_RATE: Rate = { num: 1, den: 10 };

/** What a check changed. */
export type RiskSignal = 'liq_warning' | 'liq_clear' | 'adds_paused' | 'adds_resumed';

/** A new watch of `positions` positions. */
export function newRiskWatch(alert: Rate | null, guard: Rate | null, positions = 1): RiskWatch {
  return { alert, guard, warned: Array(positions).fill(false), paused: Array(positions).fill(false) };
}

/** Copy sharing nothing mutable (rates are never written). */
export function cloneRiskWatch(w: RiskWatch | undefined): RiskWatch | undefined {
  return w === undefined ? undefined : { alert: w.alert, guard: w.guard, warned: w.warned.slice(), paused: w.paused.slice() };
}

/**
 * The boundary mark (ticks) of "within `rate`" for a trigger: a long is
 * within when mark ≤ it, a short when mark ≥ it; null when never (flat,
 * unreachable trigger, or a rate ≥ 1 on a long, which is within at every
 * mark: then the boundary is LIQ_NEVER).
 */
export function withinBoundary(side: PositionSide | null, liqTicks: number, rate: Rate): number | null {
  if (side === null) return null;
  const num = BigInt(rate.num);
  const den = BigInt(rate.den);
  const liq = BigInt(liqTicks);
  if (side === 'long') {
    if (liqTicks <= 0) return null;
    // (mark − liq) × den ≤ num × mark ⇔ mark × (den − num) ≤ liq × den
    if (num >= den) return LIQ_NEVER;
    return Number((liq * den) / (den - num));
  }
  if (liqTicks >= LIQ_NEVER) return null;
  // (liq − mark) × den ≤ num × mark ⇔ liq × den ≤ mark × (den + num)
  const d = den + num;
  return Number((liq * den + d - 1n) / d);
}

/** Whether a position is within `rate` of its liquidation at `markTicks` (module comment). */
export function withinDistance(pos: FuturesPosition, markTicks: number, rate: Rate): boolean {
  const b = withinBoundary(pos.side, pos.liqTicks, rate);
  if (b === null) return false;
  return pos.side === 'long' ? markTicks <= b : markTicks >= b;
}

/** Whether increasing orders of position `i` are paused now. */
export function guarded(w: RiskWatch | undefined, i = 0): boolean {
  return w !== undefined && w.paused[i] === true;
}

/**
 * Checks position `i` at `markTicks` and updates the flags; returns what
 * changed, in order (warning before pause). A flat position clears both.
 */
export function watchRisk(w: RiskWatch | undefined, i: number, pos: FuturesPosition, markTicks: number): RiskSignal[] {
  if (w === undefined) return NONE;
  let out: RiskSignal[] | null = null;
  const inAlert = w.alert !== null && withinDistance(pos, markTicks, w.alert);
  if (inAlert && !w.warned[i]) {
    w.warned[i] = true;
    (out ??= []).push('liq_warning');
  } else if (!inAlert && w.warned[i]) {
    w.warned[i] = false;
    (out ??= []).push('liq_clear');
  }
  const inGuard = w.guard !== null && withinDistance(pos, markTicks, w.guard);
  if (inGuard && !w.paused[i]) {
    w.paused[i] = true;
    (out ??= []).push('adds_paused');
  } else if (!inGuard && w.paused[i]) {
    w.paused[i] = false;
    (out ??= []).push('adds_resumed');
  }
  return out ?? NONE;
}
const NONE: RiskSignal[] = [];

/**
 * The open interval (low, high) of marks in which a check of position `i`
 * changes nothing: the fast backtest walkers skip a candle only when its
 * marks stay strictly inside it. (−1, +∞) without a watch.
 */
export function riskBand(w: RiskWatch | undefined, i: number, pos: FuturesPosition): { low: number; high: number } {
  let low = -1;
  let high = Number.POSITIVE_INFINITY;
  if (w === undefined) return { low, high };
  const edge = (rate: Rate | null, inside: boolean): void => {
    if (rate === null) {
      if (inside) {
        // the rate was turned off while inside: the next check clears it
        low = Number.POSITIVE_INFINITY;
      }
      return;
    }
    const b = withinBoundary(pos.side, pos.liqTicks, rate);
    if (b === null) {
      if (inside) low = Number.POSITIVE_INFINITY;
      return;
    }
    if (pos.side === 'long') {
      if (inside) high = Math.min(high, b + 1);
      else low = Math.max(low, b);
    } else if (inside) low = Math.max(low, b - 1);
    else high = Math.min(high, b);
  };
  edge(w.alert, w.warned[i] === true);
  edge(w.guard, w.paused[i] === true);
  return { low, high };
}

/** The event every futures kind records for a signal (`leg`: 0, or the combo leg's index). */
export interface RiskEvent {
  readonly type: 'risk';
  readonly time: number;
  readonly signal: RiskSignal;
  readonly leg: number;
  readonly markTicks: number;
  readonly liqTicks: number;
}

/** Sets a bot's distances (a settings change); the flags stay, so the next check raises or clears what the new distances say. */
export function setRiskDistances(w: RiskWatch, alert: Rate | null, guard: Rate | null): void {
  w.alert = alert;
  w.guard = guard;
}
