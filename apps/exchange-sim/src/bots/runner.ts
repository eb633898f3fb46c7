/**
 * The live bot runner: drives every running bot on the simulated market.
 *
 * - It subscribes to the market service's price stream. Each revealed path
 *   point is queued per symbol; the queue is drained right after the market's
 *   tick returns (a microtask), so one tick's points for all bots become one
 *   transaction. Each bot of a symbol is stepped once per drain with all its
 *   new points in order (`stepSpotGrid` walks the path between them).
 * - A bot whose step produced events (fills, profit, trailing, activation,
 *   TP/SL/trailing-stop close) is written with its orders and ledger journals
 *   in a savepoint of that transaction: a failure rolls back that bot alone
 *   (it is then marked faulted and left alone; logged). A bot whose step
 *   produced no events only moved its price bookmark (last price, peak): that
 *   is written at most every QUIET_PERSIST_MS of wall time — re-deriving it
 *   after a crash gives the same state, since no level was crossed.
 * - PnL samples are written every 15 simulated minutes per grid.
 * - DCA bots are checked on every drain against the clock: a due round marks
 *   the bot "buying" (close answers 503) and executes at the next drain, at
 *   the pairs' prices then; take-profit is checked against the current prices.
 * - On start it loads the bots that are not completed and catches each grid up
 *   from its bookmark through the closed 1-minute candles the market holds
 *   (each candle walked open → low/high → close, as the backtests do), then
 *   follows the live stream. Points at or before a bot's bookmark are skipped,
 *   so a market that regenerates minutes after a crash never replays them.
 */
import { type DcaState, type SpotGridState, MINUTE_MS, candlePath, dcaTakeProfitPrice, stepDca, stepSpotGrid, unitsToQuote } from '@tb/engine';
import { type Db, tx } from '../db/database';
import type { Ledger } from '../ledger/ledger';
import type { Market, PricePoint } from '../market/market';
import type { SimClock } from '../market/clock';
import { type LiveDca, applyDcaEvents, dcaFigures } from './dca-book';
import { type LiveGrid, applyGridEvents, nextSampleAfter, quietStep, sampleGrid, saveGrid } from './grid-book';
import type { BotPair, BotPairs } from './pairs';
import { fundingAccountOf } from './postings';
import type { BotRow, BotStore } from './store';

/** Wall ms between writes of a quiet bot's price bookmark. */
export const QUIET_PERSIST_MS = 5_000;

export type RunnerStats = { drains: number; points: number; steps: number; eventfulSteps: number; lastDrainMs: number; totalDrainMs: number };

type Log = (message: string, error?: unknown) => void;

export class BotRunner {
  private readonly grids = new Map<string, LiveGrid>();
  private readonly gridsBySymbol = new Map<string, Set<LiveGrid>>();
  private readonly dcas = new Map<string, LiveDca>();
  private pending = new Map<string, PricePoint[]>();
  private scheduled = false;
  private unsubscribe: (() => void) | null = null;
  readonly stats: RunnerStats = { drains: 0, points: 0, steps: 0, eventfulSteps: 0, lastDrainMs: 0, totalDrainMs: 0 };
  /** What went wrong (a bot left alone, a drain rolled back): reported by the tests and the logs. */
  readonly faults: string[] = [];
  private readonly deps: { db: Db; ledger: Ledger; market: Market; clock: SimClock; pairs: BotPairs; store: BotStore; log: Log };

  constructor(deps: { db: Db; ledger: Ledger; market: Market; clock: SimClock; pairs: BotPairs; store: BotStore; log: Log }) {
    this.deps = {
      ...deps,
      log: (message, error) => {
        this.faults.push(`${message}${error instanceof Error ? `: ${error.message}` : ''}`);
        deps.log(message, error);
      },
    };
  }

  /** Loads the bots that are not completed, catches grids up on the candles, and subscribes to the market. */
  start(): void {
    if (this.unsubscribe) return;
    for (const row of this.deps.store.active()) {
      const bot = this.fromRow(row);
      if (!bot) continue;
      if (bot.kind === 'GRID_SPOT') {
        this.catchUp(bot);
        if (bot.state.status !== 'COMPLETED') this.addGrid(bot);
      } else this.dcas.set(bot.id, bot);
    }
    this.unsubscribe = this.deps.market.subscribe({ price: (point) => this.onPrice(point) });
  }

  /** Drains what is queued, writes every quiet bot's bookmark, unsubscribes. */
  stop(): void {
    this.drain();
    this.unsubscribe?.();
    this.unsubscribe = null;
    tx(this.deps.db, () => {
      for (const bot of this.grids.values()) if (bot.dirty) this.persistQuiet(bot);
    });
  }

  // ── membership ────────────────────────────────────────────────────────

  addGrid(bot: LiveGrid): void {
    this.grids.set(bot.id, bot);
    let set = this.gridsBySymbol.get(bot.pair.symbol);
    if (!set) this.gridsBySymbol.set(bot.pair.symbol, (set = new Set()));
    set.add(bot);
  }

  removeGrid(id: string): void {
    const bot = this.grids.get(id);
    if (!bot) return;
    this.grids.delete(id);
    const set = this.gridsBySymbol.get(bot.pair.symbol);
    set?.delete(bot);
    if (set && set.size === 0) this.gridsBySymbol.delete(bot.pair.symbol);
  }

  addDca(bot: LiveDca): void {
    this.dcas.set(bot.id, bot);
  }

  removeDca(id: string): void {
    this.dcas.delete(id);
  }

  grid(id: string): LiveGrid | undefined {
    return this.grids.get(id);
  }

  dca(id: string): LiveDca | undefined {
    return this.dcas.get(id);
  }

  /** Counts of what the runner drives. */
  size(): { grids: number; dcas: number } {
    return { grids: this.grids.size, dcas: this.dcas.size };
  }

  // ── the live loop ─────────────────────────────────────────────────────

  private onPrice(point: PricePoint): void {
    if (this.gridsBySymbol.has(point.symbol)) {
      const list = this.pending.get(point.symbol);
      if (list) list.push(point);
      else this.pending.set(point.symbol, [point]);
    } else if (this.dcas.size === 0) return;
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
    const batch = this.pending;
    this.pending = new Map();
    if (batch.size === 0 && this.dcas.size === 0) return;
    const started = performance.now();
    const now = this.deps.clock.now();
    const commits: (() => void)[] = [];
    try {
      tx(this.deps.db, () => {
        for (const [symbol, points] of batch) {
          const set = this.gridsBySymbol.get(symbol);
          if (!set) continue;
          const first = set.values().next().value as LiveGrid;
          const path = points.map((p) => ({ time: p.time, priceTicks: this.deps.pairs.toTicks(first.pair, p.ticks) }));
          this.stats.points += path.length;
          for (const bot of set) this.stepGrid(bot, path, now, commits);
        }
        for (const bot of this.dcas.values()) this.stepDcaBot(bot, now, commits);
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

  private stepGrid(bot: LiveGrid, path: { time: number; priceTicks: number }[], now: number, commits: (() => void)[]): void {
    if (bot.faulted) return;
    const last = bot.state.lastTime;
    let from = 0;
    while (from < path.length && path[from].time <= last) from++;
    if (from === path.length) return;
    const fresh = from === 0 ? path : path.slice(from);
    const quiet = quietStep(bot.state, fresh);
    const step = quiet ? { state: quiet, events: [] } : stepSpotGrid(bot.state, fresh);
    this.stats.steps++;
    const priceTicks = fresh[fresh.length - 1].priceTicks;
    const sampleDue = step.state.lastTime >= bot.nextSample || step.state.status === 'COMPLETED';
    if (step.events.length === 0) {
      bot.state = step.state;
      bot.dirty = true;
      if (sampleDue) this.sample(bot, priceTicks);
      if (performance.now() - bot.persistedWall >= QUIET_PERSIST_MS) this.persistQuiet(bot);
      return;
    }
    this.stats.eventfulSteps++;
    try {
      tx(this.deps.db, () => {
        applyGridEvents(this.deps.store, this.deps.ledger, bot, bot.pair, step.events, now);
        saveGrid(this.deps.store, bot, step.state, priceTicks, Math.max(now, step.state.lastTime));
        if (sampleDue) sampleGrid(this.deps.store, bot, step.state, priceTicks, step.state.status === 'COMPLETED' ? step.state.endedAt : boundary(bot, step.state));
      });
    } catch (error) {
      bot.faulted = true;
      this.deps.log(`bot runner: grid ${bot.id} could not apply its step; left alone`, error);
      return;
    }
    commits.push(() => {
      bot.state = step.state;
      bot.dirty = false;
      bot.persistedWall = performance.now();
      if (sampleDue) bot.nextSample = nextSampleAfter(step.state.lastTime);
      if (step.state.status === 'COMPLETED') this.removeGrid(bot.id);
    });
  }

  private sample(bot: LiveGrid, priceTicks: number): void {
    sampleGrid(this.deps.store, bot, bot.state, priceTicks, boundary(bot, bot.state));
    bot.nextSample = nextSampleAfter(bot.state.lastTime);
  }

  private persistQuiet(bot: LiveGrid): void {
    saveGrid(this.deps.store, bot, bot.state, bot.state.lastTicks, Math.max(this.deps.clock.now(), bot.state.lastTime));
    bot.dirty = false;
    bot.persistedWall = performance.now();
  }

  private stepDcaBot(bot: LiveDca, now: number, commits: (() => void)[]): void {
    if (bot.faulted || bot.state.status !== 'RUNNING') return;
    const prices: Record<string, number> = {};
    for (const p of bot.pairs) prices[p.symbol] = this.deps.pairs.lastTicks(p);
    const tpHit = bot.state.pairs.some((s) => s.lots > 0 && prices[s.symbol] >= dcaTakeProfitPrice(bot.state, s));
    const due = now >= bot.state.nextBuyAt;
    if (due && bot.buyingSince === 0) {
      // The round starts: its orders fill at the next price update (a close meanwhile answers 503).
      this.deps.store.setBuying(bot.id, now);
      bot.buyingSince = now;
      if (!tpHit) return;
    }
    const execute = (due && bot.buyingSince > 0 && now > bot.buyingSince) || tpHit;
    if (!execute) return;
    const step = this.dcaStep(bot, now, prices);
    this.stats.steps++;
    if (step.events.length) this.stats.eventfulSteps++;
    try {
      tx(this.deps.db, () => {
        applyDcaEvents(this.deps.store, this.deps.ledger, bot, step.state, step.events, false, prices);
        this.saveDca(bot, step.state, now);
        if (step.state.nextBuyAt !== bot.state.nextBuyAt || step.state.status === 'COMPLETED') this.deps.store.setBuying(bot.id, 0);
      });
    } catch (error) {
      bot.faulted = true;
      this.deps.log(`bot runner: DCA ${bot.id} could not apply its step; left alone`, error);
      return;
    }
    commits.push(() => {
      if (step.state.nextBuyAt !== bot.state.nextBuyAt || step.state.status === 'COMPLETED') bot.buyingSince = 0;
      bot.state = step.state;
      if (step.state.status === 'COMPLETED') this.removeDca(bot.id);
    });
  }

  /** One DCA step at `now`: the funding account's available quote limits the round. */
  dcaStep(bot: LiveDca, now: number, prices: Record<string, number>) {
    const available = this.deps.ledger.balance(fundingAccountOf(bot), bot.quote).available;
    const scale = bot.state.scale;
    const p0 = bot.pairs[0];
    // The engine reads the available amount at the state's common scale (rounded down).
    const atScale = available / 10n ** BigInt(Math.max(0, p0.quoteCoinScale - scale));
    return stepDca(bot.state, now, prices, unitsToQuote({ ...p0.market, quoteScale: scale }, Number(atScale)));
  }

  saveDca(bot: LiveDca, state: DcaState, now: number): void {
    const figures = dcaFigures({ quote: bot.quote, pairs: bot.pairs, state }, (p) => this.deps.pairs.lastTicks(p), now);
    this.deps.store.saveState(bot.id, state, figures, now);
  }

  // ── restart ───────────────────────────────────────────────────────────

  /** A live record of a stored bot, or undefined when its pair left the market (reported). */
  fromRow(row: BotRow): LiveGrid | LiveDca | undefined {
    const ref = { id: row.id, userId: row.user_id, account: row.account_type };
    if (row.kind === 'GRID_SPOT') {
      const pair = this.deps.pairs.get(row.symbol);
      if (!pair) {
        this.deps.log(`bot runner: grid ${row.id} trades ${row.symbol}, which the market no longer lists; not resumed`);
        return undefined;
      }
      const state = JSON.parse(row.state) as SpotGridState;
      const lastSample = this.deps.store.lastPnlTime(row.id);
      return {
        ...ref,
        kind: 'GRID_SPOT',
        pair,
        state,
        persistedWall: performance.now(),
        dirty: false,
        nextSample: nextSampleAfter(Math.max(lastSample ?? 0, state.createdAt)),
        faulted: false,
      };
    }
    if (row.kind !== 'DCA_SPOT') return undefined;
    const state = JSON.parse(row.state) as DcaState;
    const pairs: BotPair[] = [];
    for (const s of state.pairs) {
      const pair = this.deps.pairs.get(s.symbol);
      if (!pair) {
        this.deps.log(`bot runner: DCA ${row.id} buys ${s.symbol}, which the market no longer lists; not resumed`);
        return undefined;
      }
      pairs.push(pair);
    }
    return { ...ref, kind: 'DCA_SPOT', quote: row.quote_token, pairs, state, buyingSince: row.buying_since, faulted: false };
  }

  /** Walks a grid through the closed candles after its bookmark (downtime), in one transaction. */
  catchUp(bot: LiveGrid): void {
    const state = bot.state;
    if (state.status === 'COMPLETED') return;
    const from = Math.floor(state.lastTime / MINUTE_MS) * MINUTE_MS + MINUTE_MS;
    const candles = this.deps.pairs.candles(bot.pair, from, this.deps.clock.now());
    if (candles.length === 0) return;
    const path: { time: number; priceTicks: number }[] = [];
    for (let i = 0; i < candles.length; i++) {
      const openTime = candles.startTime + i * MINUTE_MS;
      for (const point of candlePath({ openTime, open: candles.open[i], high: candles.high[i], low: candles.low[i], close: candles.close[i], volume: 0, quoteVolume: 0 })) {
        if (point.time > state.lastTime) path.push(point);
      }
    }
    if (!path.length) return;
    const step = stepSpotGrid(state, path);
    const now = this.deps.clock.now();
    const priceTicks = path[path.length - 1].priceTicks;
    try {
      tx(this.deps.db, () => {
        applyGridEvents(this.deps.store, this.deps.ledger, bot, bot.pair, step.events, now);
        saveGrid(this.deps.store, bot, step.state, priceTicks, Math.max(now, step.state.lastTime));
      });
      bot.state = step.state;
    } catch (error) {
      bot.faulted = true;
      this.deps.log(`bot runner: grid ${bot.id} could not catch up; left alone`, error);
    }
  }
}

/** The sample time: the latest 15-minute boundary the state has passed (the close time for a completed bot). */
function boundary(bot: LiveGrid, state: SpotGridState): number {
  return Math.max(bot.nextSample, nextSampleAfter(state.lastTime) - 15 * 60_000);
}
