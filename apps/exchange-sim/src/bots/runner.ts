/**
 * The live bot runner: drives every running bot of every registered kind on
 * the simulated market. It knows no kind; each bot's driver (driver.ts)
 * prepares its steps and the runner applies them.
 *
 * - It subscribes to the market service's price stream. Each revealed path
 *   point of a symbol some bot trades is queued per symbol; the queue is
 *   drained right after the market's tick returns (a microtask), so one
 *   tick's points for all bots become one transaction (`DrainInput`). A bot
 *   steps once per drain that carries points of its symbols, with all its new
 *   points in order; a clocked bot (DCA) steps on every drain.
 * - A step with events (fills, profit, trailing, activation, closes) is
 *   written with its orders and ledger journals in a savepoint of that
 *   transaction: a failure rolls back that bot alone (it is then marked
 *   faulted and left alone; logged). A quiet step (the price bookmark only)
 *   is written at most every QUIET_PERSIST_MS of wall time — re-deriving it
 *   after a crash gives the same state, since no level was crossed.
 * - On start it loads the bots that are not completed through their drivers
 *   and lets each driver catch its bot up on what the market did while the
 *   simulator was down, then follows the live stream.
 * - Bots run in the order they were added (ids ascending after a restart),
 *   so a restarted server steps them as one that never stopped.
 */
import { type Db, tx } from '../db/database';
import type { FundingFix, Market, MarkPoint, PricePoint } from '../market/market';
import type { SimClock } from '../market/clock';
import type { DrainInput, FuturesFeedItem, KindDriver, LiveBot, Transition } from './driver';
import type { DriverRegistry } from './drivers';
import type { BotStore } from './store';

/** Wall ms between writes of a quiet bot's price bookmark. */
export const QUIET_PERSIST_MS = 5_000;

export type RunnerStats = { drains: number; points: number; steps: number; eventfulSteps: number; lastDrainMs: number; totalDrainMs: number };

type Log = (message: string, error?: unknown) => void;

/** A bot and its driver, as the runner holds them. */
type Entry = { readonly driver: KindDriver; readonly bot: LiveBot; readonly symbols: readonly string[] };

/** Whether a drain carries anything for a bot trading `symbols` (the derivatives side adds its marks and funding here). */
function wakes(input: DrainInput, symbols: readonly string[]): boolean {
  for (const symbol of symbols) if (input.points.has(symbol) || input.futures?.has(symbol)) return true;
  return false;
}

export class BotRunner {
  private readonly entries = new Map<string, Entry>();
  /** Bots woken by their symbols' points (clocked bots are not: they step on every drain). */
  private readonly bySymbol = new Map<string, Set<Entry>>();
  private clocked = 0;
  private pending = new Map<string, PricePoint[]>();
  /** Mark points and funding fixes of contracts some bot trades, in arrival order (DrainInput.futures). */
  private pendingFutures = new Map<string, FuturesFeedItem[]>();
  private scheduled = false;
  private unsubscribe: (() => void) | null = null;
  readonly stats: RunnerStats = { drains: 0, points: 0, steps: 0, eventfulSteps: 0, lastDrainMs: 0, totalDrainMs: 0 };
  /** What went wrong (a bot left alone, a drain rolled back): reported by the tests and the logs. */
  readonly faults: string[] = [];
  private readonly deps: { db: Db; market: Market; clock: SimClock; store: BotStore; drivers: DriverRegistry; log: Log };

  constructor(deps: { db: Db; market: Market; clock: SimClock; store: BotStore; drivers: DriverRegistry; log: Log }) {
    this.deps = {
      ...deps,
      log: (message, error) => {
        this.faults.push(`${message}${error instanceof Error ? `: ${error.message}` : ''}`);
        deps.log(message, error);
      },
    };
  }

  /** Loads the bots that are not completed, catches them up, and subscribes to the market. */
  start(): void {
    if (this.unsubscribe) return;
    for (const row of this.deps.store.active()) {
      const driver = this.deps.drivers.get(row.kind);
      if (!driver) {
        this.deps.log(`bot runner: bot ${row.id} is a ${row.kind} bot, which no registered driver runs; not resumed`);
        continue;
      }
      const bot = driver.load(row);
      if (typeof bot === 'string') {
        this.deps.log(`bot runner: ${driver.texts.label} ${row.id} ${bot}; not resumed`);
        continue;
      }
      this.catchUp(driver, bot);
      if (!driver.isDone(bot)) this.add(bot);
    }
    this.unsubscribe = this.deps.market.subscribe({
      price: (point) => this.onPrice(point),
      mark: (point: MarkPoint) => this.onFutures(point.symbol, { type: 'mark', point }),
      funding: (fix: FundingFix) => this.onFutures(fix.symbol, { type: 'funding', fix }),
    });
  }

  /** Drains what is queued, writes every quiet bot's bookmark, unsubscribes. */
  stop(): void {
    this.drain();
    this.unsubscribe?.();
    this.unsubscribe = null;
    tx(this.deps.db, () => {
      for (const entry of this.entries.values()) if (entry.bot.dirty) this.persistQuiet(entry);
    });
  }

  // ── membership ────────────────────────────────────────────────────────

  /** Drives a bot from the next drain on (its kind's driver must be registered). */
  add(bot: LiveBot): void {
    const driver = this.deps.drivers.get(bot.kind);
    if (!driver) throw new Error(`bot runner: no driver for ${bot.kind}`);
    this.remove(bot.id);
    const entry: Entry = { driver, bot, symbols: driver.symbols(bot) };
    this.entries.set(bot.id, entry);
    if (driver.clocked) this.clocked++;
    else {
      for (const symbol of entry.symbols) {
        let set = this.bySymbol.get(symbol);
        if (!set) this.bySymbol.set(symbol, (set = new Set()));
        set.add(entry);
      }
    }
  }

  remove(id: string): void {
    const entry = this.entries.get(id);
    if (!entry) return;
    this.entries.delete(id);
    if (entry.driver.clocked) this.clocked--;
    else {
      for (const symbol of entry.symbols) {
        const set = this.bySymbol.get(symbol);
        set?.delete(entry);
        if (set && set.size === 0) this.bySymbol.delete(symbol);
      }
    }
  }

  /** The live record of a running bot (the caller knows its kind from the row it read). */
  get<L extends LiveBot = LiveBot>(id: string): L | undefined {
    return this.entries.get(id)?.bot as L | undefined;
  }

  /** Running bots trading `symbol`, of every kind. */
  trading(symbol: string): LiveBot[] {
    const out: LiveBot[] = [];
    for (const entry of this.entries.values()) if (entry.symbols.includes(symbol)) out.push(entry.bot);
    return out;
  }

  /** Running bots per kind. */
  size(): Record<string, number> {
    const out: Record<string, number> = {};
    for (const entry of this.entries.values()) out[entry.bot.kind] = (out[entry.bot.kind] ?? 0) + 1;
    return out;
  }

  // ── the live loop ─────────────────────────────────────────────────────

  private onPrice(point: PricePoint): void {
    if (this.bySymbol.has(point.symbol)) {
      const list = this.pending.get(point.symbol);
      if (list) list.push(point);
      else this.pending.set(point.symbol, [point]);
    } else if (this.clocked === 0) return;
    if (!this.scheduled) {
      this.scheduled = true;
      queueMicrotask(() => this.drain());
    }
  }

  private onFutures(symbol: string, item: FuturesFeedItem): void {
    if (!this.bySymbol.has(symbol)) return;
    const list = this.pendingFutures.get(symbol);
    if (list) list.push(item);
    else this.pendingFutures.set(symbol, [item]);
    if (!this.scheduled) {
      this.scheduled = true;
      queueMicrotask(() => this.drain());
    }
  }

  /**
   * Feeds everything queued to the bots in one transaction. Called after each
   * market tick (and by handlers before they act on a bot, so a user's action
   * never overtakes prices the market has already shown).
   */
  drain(): void {
    this.scheduled = false;
    const points = this.pending;
    const futures = this.pendingFutures;
    this.pending = new Map();
    if (futures.size > 0) this.pendingFutures = new Map();
    if (points.size === 0 && futures.size === 0 && this.clocked === 0) return;
    const started = performance.now();
    const input: DrainInput = futures.size > 0 ? { now: this.deps.clock.now(), points, futures } : { now: this.deps.clock.now(), points };
    for (const list of points.values()) this.stats.points += list.length;
    const commits: (() => void)[] = [];
    try {
      tx(this.deps.db, () => {
        for (const entry of this.entries.values()) {
          if (entry.bot.faulted || !(entry.driver.clocked || wakes(input, entry.symbols))) continue;
          this.stepOne(entry, input, commits);
        }
      });
      for (const commit of commits) commit();
    } catch (error) {
      this.deps.log('bot runner: a drain failed and was rolled back', error);
    }
    const ms = performance.now() - started;
    this.stats.drains++;
    this.stats.lastDrainMs = ms;
    this.stats.totalDrainMs += ms;
  }

  private stepOne(entry: Entry, input: DrainInput, commits: (() => void)[]): void {
    const { driver, bot } = entry;
    const step = driver.step(bot, input);
    if (!step) return;
    this.stats.steps++;
    if (!step.quiet) this.stats.eventfulSteps++;
    if (!this.write(entry, step, 'could not apply its step')) return;
    if (step.quiet) {
      step.commit();
      bot.dirty = true;
      if (performance.now() - bot.persistedWall >= QUIET_PERSIST_MS) this.persistQuiet(entry);
      return;
    }
    commits.push(() => {
      step.commit();
      bot.dirty = false;
      bot.persistedWall = performance.now();
      if (step.done) this.remove(bot.id);
    });
  }

  /** Runs a transition's writes in a savepoint; on failure the bot is faulted and left alone. */
  private write(entry: Entry, step: Transition, what: string): boolean {
    if (!step.write) return true;
    try {
      tx(this.deps.db, step.write);
      return true;
    } catch (error) {
      entry.bot.faulted = true;
      this.deps.log(`bot runner: ${entry.driver.texts.label} ${entry.bot.id} ${what}; left alone`, error);
      return false;
    }
  }

  private persistQuiet(entry: Entry): void {
    if (!entry.driver.persist) throw new Error(`bot runner: ${entry.bot.kind} steps quietly but has no persist`);
    entry.driver.persist(entry.bot, this.deps.clock.now());
    entry.bot.dirty = false;
    entry.bot.persistedWall = performance.now();
  }

  // ── restart ───────────────────────────────────────────────────────────

  /**
   * Catches every running bot up to the clock on the stored market, as after
   * a restart (the population's fast-forward: market.fastForward, then this).
   */
  catchUpAll(): void {
    for (const entry of [...this.entries.values()]) {
      this.catchUp(entry.driver, entry.bot);
      if (entry.driver.isDone(entry.bot)) this.remove(entry.bot.id);
    }
  }

  /** The driver's catch-up after downtime, in one transaction. */
  private catchUp(driver: KindDriver, bot: LiveBot): void {
    const step = driver.catchUp?.(bot, this.deps.clock.now());
    if (!step) return;
    if (this.write({ driver, bot, symbols: [] }, step, 'could not catch up')) step.commit();
  }
}
