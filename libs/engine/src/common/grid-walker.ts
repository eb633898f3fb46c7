/**
 * What every grid kind's price walker shares (spot grid, futures grid): the
 * walk from the last price to a target, the next resting buy below and sell
 * above the gap, and the entry-price trigger of a grid awaiting activation.
 * Each kind's core extends it with its own fills, stops and edges
 * (`stepDown`/`stepUp`, `activate`), and the backtests' reference walkers
 * override `nextBuy`/`nextSell` with a scan of every level to check the gap
 * invariant.
 */

import { scanNextBuy, scanNextSell } from './grid-levels';
import type { OrderCancelReason } from './orders';

const INF = Number.POSITIVE_INFINITY;

/** The part of a grid's state the walker reads and moves. */
export interface WalkedGrid {
  status: string;
  /** Level prices in ticks, ascending; `gap` is the index of the level that carries no order. */
  levels: number[];
  gap: number;
  lastTicks: number;
  lastTime: number;
  readonly config: {
    readonly cellNumber: number;
    /** The entry trigger (ticks) of a grid awaiting activation, and the side it is reached from (−1 from above, 1 from below). */
    readonly entryTicks: number | null;
    readonly entryDirection: -1 | 0 | 1;
  };
}

/**
 * What one step of a walk did: the price (ticks) it moved to, from which the
 * walk goes on; `'done'` when nothing more happens before the target (the
 * last price becomes the target); `'closed'` when the step ended the bot (the
 * walk stops where it is).
 */
export type WalkStep = number | 'done' | 'closed';

/** The events the walker itself reports: an entry price reached, and a new grid waiting for its entry price. */
export type EntryTriggeredEvent = { type: 'entry_triggered'; time: number; priceTicks: number };
export type AwaitingActivationEvent = { type: 'status'; time: number; status: 'AWAIT_ACTIVATION' };

export abstract class GridWalker<S extends WalkedGrid> {
  /**
   * The backtests' reference walkers set it: every move then scans all
   * levels for the next order to fill instead of reading the gap, and the
   * backtests check both walkers give identical results (the gap invariant).
   */
  protected readonly scanAll: boolean = false;

  constructor(
    readonly s: S,
    readonly sink: { other(event: EntryTriggeredEvent | AwaitingActivationEvent): void },
  ) {}

  /**
   * A new grid's start at the last price (ticks): with no entry trigger to
   * wait for it activates there (an entry price the market has already
   * reached is reported as triggered there), else it waits for the entry.
   */
  begin(lastTicks: number, now: number): void {
    const c = this.s.config;
    if (c.entryDirection !== 0) {
      this.sink.other({ type: 'status', time: now, status: 'AWAIT_ACTIVATION' });
      return;
    }
    if (c.entryTicks !== null) this.sink.other({ type: 'entry_triggered', time: now, priceTicks: lastTicks });
    this.activate(lastTicks, now);
  }

  /** Starts the grid at `px` (ticks): its first orders (and position). */
  abstract activate(px: number, time: number): void;
  /** One step of a running grid's walk from `cur` down to `target`: the next fill, stop or edge below, if any. */
  protected abstract stepDown(cur: number, target: number, time: number): WalkStep;
  /** One step of a running grid's walk from `cur` up to `target`. */
  protected abstract stepUp(cur: number, target: number, time: number): WalkStep;

  /** After a walk that reached `target` in direction `dir`: the kind's extreme-price tracking (trailing stops). */
  protected walked(_dir: -1 | 1, _target: number): void {
    // Nothing by default.
  }

  /** Before any walk: true when the kind closed the bot at the last price (a stop that already holds). */
  protected closedBeforeWalk(_time: number): boolean {
    return false;
  }

  /** Walks the last price to `target` (ticks) at `time`. */
  moveTo(target: number, time: number): void {
    const s = this.s;
    if (s.status === 'COMPLETED') return;
    s.lastTime = time;
    if (this.closedBeforeWalk(time)) return;
    if (target < s.lastTicks) this.walk(-1, target, time);
    else if (target > s.lastTicks) this.walk(1, target, time);
  }

  /**
   * Walks in direction `dir` to `target`: a grid awaiting activation starts
   * if the walk reaches its entry price and walks on from there; a running
   * grid takes the kind's steps until one closes it or none is left.
   */
  private walk(dir: -1 | 1, target: number, time: number): void {
    const s = this.s;
    let cur = s.lastTicks;
    for (;;) {
      if (s.status === 'AWAIT_ACTIVATION') {
        if (!this.reachEntry(dir, target, time)) break;
        cur = s.config.entryTicks!;
        continue;
      }
      if (s.status !== 'RUNNING') return;
      const next = dir === -1 ? this.stepDown(cur, target, time) : this.stepUp(cur, target, time);
      if (next === 'closed') return;
      if (next === 'done') break;
      cur = next;
    }
    s.lastTicks = target;
    this.walked(dir, target);
  }

  /**
   * Price of the buy the walk from `cur` down to `target` fills next, or −1
   * when there is none (the gap is at the bottom). The resting buy nearest
   * below the price is always the one under the gap (`scanAll` checks it).
   */
  protected nextBuy(cur: number, target: number): number {
    const s = this.s;
    if (this.scanAll) return scanNextBuy(s.levels, s.gap, s.config.cellNumber, cur, target);
    return s.gap > 0 ? s.levels[s.gap - 1] : -1;
  }

  /** Price of the sell the walk from `cur` up to `target` fills next, or +∞ when there is none. */
  protected nextSell(cur: number, target: number): number {
    const s = this.s;
    if (this.scanAll) return scanNextSell(s.levels, s.gap, s.config.cellNumber, cur, target);
    return s.gap < s.config.cellNumber ? s.levels[s.gap + 1] : INF;
  }

  /** While awaiting activation: starts the grid if the walk in direction `dir` to `target` reaches the entry price. */
  protected reachEntry(dir: -1 | 1, target: number, time: number): boolean {
    const c = this.s.config;
    const e = c.entryTicks!;
    if (c.entryDirection !== dir || (dir === -1 ? e < target : e > target)) return false;
    this.sink.other({ type: 'entry_triggered', time, priceTicks: e });
    this.activate(e, time);
    return true;
  }
}

/** The order and profit events every grid kind records alike (each kind's event union includes them). */
export type GridCommonEvent =
  | { readonly type: 'order_placed'; readonly ref: number; readonly side: 'buy' | 'sell'; readonly priceTicks: number; readonly lots: number; readonly cell: number }
  | { readonly type: 'order_cancelled'; readonly ref: number; readonly side: 'buy' | 'sell'; readonly priceTicks: number; readonly lots: number; readonly cell: number; readonly reason: OrderCancelReason }
  | { readonly type: 'grid_profit'; readonly time: number; readonly cell: number; readonly amount: number };

/**
 * A sink that records plain event objects (the live API): placements,
 * cancellations, round-trip profit and the kind's other events; each kind
 * adds its own `filled` (what a fill carries differs: spot notional and fee,
 * futures fill and position result).
 */
export abstract class GridEventRecorder<E extends { readonly type: string }> {
  readonly events: E[] = [];
  placed(ref: number, side: 'buy' | 'sell', priceTicks: number, lots: number, cell: number): void {
    this.common({ type: 'order_placed', ref, side, priceTicks, lots, cell });
  }
  cancelled(ref: number, side: 'buy' | 'sell', priceTicks: number, lots: number, cell: number, reason: OrderCancelReason): void {
    this.common({ type: 'order_cancelled', ref, side, priceTicks, lots, cell, reason });
  }
  profit(time: number, cell: number, amount: number): void {
    this.common({ type: 'grid_profit', time, cell, amount });
  }
  other(event: E): void {
    this.events.push(event);
  }
  /** A common event is one of E's members for every kind (the kinds' unions list them with these very fields). */
  private common(event: GridCommonEvent): void {
    this.events.push(event as unknown as E);
  }
}
