/**
 * Futures grid transition core. Every method mutates a *working* state (the
 * public API in futures-grid.ts clones first; the backtest runs one working
 * state through a whole history) and reports through a sink.
 *
 * Orders. One isolated position per bot (futures/position.ts), the grid's
 * orders all of `qty` lots: a buy fill of cell c at P_c adds to a long or
 * reduces a short, a sell fill at P_{c+1} the reverse; after each fill the
 * cell's counter-order rests one level away (buy filled → sell at P_{c+1},
 * sell filled → buy at P_c), so the gap moves with the price. Grid orders
 * fill as maker, market orders (the initial position, the close) as taker.
 * Every fill goes through `applyFill`: the wallet pays margin and fee and
 * receives released margin and realised PnL.
 *
 * Grid profit. Two consecutive fills of a cell (a buy at its lower level
 * and a sell at its upper one, in either order) are one round trip: it books
 * qty × (P_{c+1} − P_c) less both fills' maker fees as grid profit and
 * counts one arbitrage. The first fill of a cell whose initial position was
 * bought or sold at market starts a round trip (its market leg is not a grid
 * trade). Grid profit is an attribution: the money is in the position's
 * realised PnL (average-cost based) and unrealised PnL.
 *
 * Path (common/price-path.ts): between two consecutive last prices the price
 * moves linearly, so every level between them is touched in order. A buy
 * fills when the price is ≤ its level, a sell when ≥ (touch fills, at the
 * order's own price). Walking down, the first of these that the path reaches
 * happens (at equal prices in this order): the next buy fills; a stop fires
 * (TP/SL by price or percent of the total PnL, trailing stop; thresholds
 * from common/stops.ts, on the last price) — or a neutral grid leaves its
 * range (price below its bottom: BOTTOM_PRICE_TRIGGERED); the grid moves down
 * a cell (arithmetic, within move_down_price). Walking up the same with
 * sells, the top and move_up_price. A stop closes at its threshold, or at
 * the current point when the threshold was already passed; a stop whose
 * condition holds at the current price (a fill, funding, margin or a
 * settings change moved the PnL line past it) closes there, after the fill
 * or at the next last price.
 *
 * Moving (arithmetic grids only). When every order is on one side (gap at
 * the top) and the price reaches the level above the top, the grid moves up
 * one cell: the lowest cell's order (a buy at P_0) is cancelled and a new
 * top cell rests a buy at the old top; the position does not change. Down
 * symmetrically (the highest cell's sell at P_N is cancelled, a new bottom
 * cell rests a sell at the old bottom). A move happens only while the new
 * top (bottom) stays within move_up_price (move_down_price), the moved
 * orders pass the symbol's rules and the wallet can pay every order the
 * moved grid could fill (see `orderReserve`).
 *
 * Liquidation is checked at mark points (`mark`): when the mark reaches the
 * position's trigger (long: mark ≤ liq, short: mark ≥ liq) the position is
 * liquidated (futures/position.ts `liquidate`) and the bot closes
 * (FOR_LIQUIDATION). The fills the last-price walk made up to that point
 * come first.
 *
 * Money the wallet cannot pay. A grid fill whose wallet change would leave
 * the wallet negative (margin and fee of an opening fill after funding
 * drained it), or that the risk limit refuses, is not made: the bot closes
 * at that price (NO_BALANCE, RISK_LIMIT). A close at market whose loss the
 * wallet cannot absorb (the price past bankruptcy) is a liquidation instead
 * (BUST_PRICE): the position is taken over at its trigger price.
 *
 * Funding (futures/funding.ts): at each fix while a position is open,
 * `settleFunding` at the fix's mark and rate. Mirroring the simulator's
 * settlement (derivatives/funding.ts): a payment the wallet cannot make is
 * kept as `fundingOwed`, not posted; after each fix, owed funding the wallet
 * can pay is collected; at the close, owed funding is collected when the
 * wallet can pay it and forgiven otherwise.
 *
 * Liquidation watch (futures/risk-watch.ts, when the state has `risk`):
 * checked at mark points, after fills, funding and margin. While the guard
 * holds, the side that would increase the position (a long's buys, a short's
 * sells) has no resting orders: the pause cancels them (`held`), the walk
 * fills none of that side, a reducing fill places no counter-order of it and
 * a move neither cancels nor places one. The resume re-places them at their
 * levels; those the last price reached meanwhile fill at once at their
 * levels (as the walk fills a level it passes), then the walk goes on.
 */
import { checkOrder, fee, notional } from '../core/rules';
import { GridEventRecorder, GridWalker, type WalkStep } from '../common/grid-walker';
import { levelAt, nearestLevel } from '../common/grid-levels';
import { type OrderCancelReason, type OrderSide, type OrderType, marketChunks } from '../common/orders';
import { StopLevels, lossLimitPrice, profitTargetPrice, trailingStopPrice } from '../common/stops';
import { FuturesError } from '../futures/contract';
import { type CashResult, type FillResult, type FuturesFill, applyFill, liquidate, liquidationHit, unrealisedPnl } from '../futures/position';
import { settleFunding } from '../futures/funding';
import { watchRisk } from '../futures/risk-watch';
import { initialCells, runPath } from './sizing';
import { type FuturesGridEvent, type FuturesGridState, type FuturesGridStopType, FGRID_CLOSE_CODE, FGRID_STOP_REASON } from './types';

const INF = Number.POSITIVE_INFINITY;
const DAY_MS = 86_400_000;

/** Receives what a transition does. */
export interface FuturesGridSink {
  placed(ref: number, side: OrderSide, priceTicks: number, lots: number, cell: number): void;
  cancelled(ref: number, side: OrderSide, priceTicks: number, lots: number, cell: number, reason: OrderCancelReason): void;
  filled(time: number, ref: number, side: OrderSide, orderType: OrderType, priceTicks: number, lots: number, cell: number, fill: FuturesFill, result: FillResult): void;
  profit(time: number, cell: number, amount: number): void;
  other(event: FuturesGridEvent): void;
}

/** Sink that records plain event objects (the live API). */
export class EventSink extends GridEventRecorder<FuturesGridEvent> implements FuturesGridSink {
  filled(time: number, ref: number, side: OrderSide, orderType: OrderType, priceTicks: number, lots: number, cell: number, fill: FuturesFill, result: FillResult): void {
    this.events.push({ type: 'order_filled', time, ref, side, orderType, priceTicks, lots, cell, fill, result });
  }
}

/** Total investment: the initial one plus margin added (the base of PnL %, percent TP/SL and APR). */
export function totalInvestment(s: FuturesGridState): number {
  return s.investment + s.marginAdded;
}

/**
 * Total PnL as a line in the last price (common/stops.ts LinearPnl):
 * wallet − owed funding + margin + unrealised PnL(P) + withdrawn − total
 * investment, with unrealised PnL = ±(lots × P − cost) × u.
 */
export function pnlLine(s: FuturesGridState): { a: number; b: number; unitsPerTickLot: number } {
  const p = s.position;
  const u = s.contract.market.unitsPerTickLot;
  const sign = p.side === 'long' ? 1 : p.side === 'short' ? -1 : 0;
  return { a: s.wallet - s.fundingOwed + p.margin + s.withdrawn - totalInvestment(s) - sign * p.cost * u, b: sign * p.lots, unitsPerTickLot: u };
}

/** Equity at a mark: wallet − owed funding + margin + unrealised PnL. */
export function equityAt(s: FuturesGridState, markTicks: number): number {
  return s.wallet - s.fundingOwed + s.position.margin + unrealisedPnl(s.contract, s.position, markTicks);
}

/** The grid's resting orders as the walk down (buys) and up (sells) would fill them. */
export function restingPaths(s: FuturesGridState): { down: FuturesFill[]; up: FuturesFill[] } {
  const down: FuturesFill[] = [];
  const up: FuturesFill[] = [];
  if (s.status !== 'RUNNING') return { down, up };
  for (let i = s.gap - 1; i >= 0; i--) down.push({ side: 'buy', lots: s.qty, ticks: s.levels[i], liquidity: 'maker' });
  for (let i = s.gap + 1; i < s.levels.length; i++) up.push({ side: 'sell', lots: s.qty, ticks: s.levels[i], liquidity: 'maker' });
  return { down, up };
}

/**
 * The margin and fees the resting orders may take from the wallet: running
 * the orders on the position as the price would fill them, all the way down
 * and all the way up (a reversal first releases margin and books the cell's
 * profit, so one-way runs are the worst), the larger of the two runs' most
 * negative wallet balance (futures-grid/sizing.ts runPath). FG-4's
 * `total_order_balance`; +∞ when the risk limit would refuse a fill.
 */
export function orderReserve(s: FuturesGridState, levels: readonly number[] = s.levels): number {
  if (s.status !== 'RUNNING') return 0;
  const down: FuturesFill[] = [];
  const up: FuturesFill[] = [];
  for (let i = s.gap - 1; i >= 0; i--) down.push({ side: 'buy', lots: s.qty, ticks: levels[i], liquidity: 'maker' });
  for (let i = s.gap + 1; i < levels.length; i++) up.push({ side: 'sell', lots: s.qty, ticks: levels[i], liquidity: 'maker' });
  return Math.max(runPath(s.contract, s.position, down).need, runPath(s.contract, s.position, up).need);
}

/**
 * The bot's stops as price thresholds, recomputed after anything that moves
 * the PnL line (fills, funding, margin, withdrawals) or the settings.
 */
export class FuturesStops extends StopLevels {
  refresh(s: FuturesGridState): void {
    this.clear();
    if (s.status !== 'RUNNING') return;
    const c = s.config;
    if (c.tpTicks !== null) {
      if (c.tpUp) this.above(c.tpTicks, 'take_profit');
      else this.below(c.tpTicks, 'take_profit');
    }
    if (c.slTicks !== null) {
      if (c.slUp) this.above(c.slTicks, 'stop_loss');
      else this.below(c.slTicks, 'stop_loss');
    }
    if (c.slRate !== null || c.tpRate !== null) {
      const line = pnlLine(s);
      const inv = totalInvestment(s);
      if (c.slRate !== null) this.add(lossLimitPrice(line, inv, c.slRate), 'stop_loss');
      if (c.tpRate !== null) this.add(profitTargetPrice(line, inv, c.tpRate), 'take_profit');
    }
    if (c.tsRate !== null && c.mode !== 'neutral') this.add(trailingStopPrice(s.extremeTicks, c.tsRate, c.mode), 'trailing_stop');
  }
}

/** What happens at a grid edge (gap at the bottom / top): a move, a neutral grid's close, or nothing. */
export type EdgeKind = 'move' | 'close' | 'none';

/** The working-state engine. */
export class FuturesGridCore extends GridWalker<FuturesGridState> {
  readonly stops = new FuturesStops();
  /** Walking down: the price at which the bottom edge acts (−1 none), and how. */
  edgeDown = -1;
  edgeDownKind: EdgeKind = 'none';
  /** Walking up: the price at which the top edge acts (+∞ none), and how. */
  edgeUp = INF;
  edgeUpKind: EdgeKind = 'none';

  constructor(
    s: FuturesGridState,
    override readonly sink: FuturesGridSink,
  ) {
    super(s, sink);
    this.refresh();
  }

  private ref(): number {
    return this.s.nextRef++;
  }

  /** Recomputes the stops and the edges. */
  refresh(): void {
    this.stops.refresh(this.s);
    this.refreshEdges();
  }

  /** Level `i` of the moved progression (index into the original grid, may lie outside 0 … N). */
  private levelOf(i: number): number {
    const c = this.s.config;
    return levelAt(c.gridType, c.minTicks, c.maxTicks, c.cellNumber, i);
  }

  refreshEdges(): void {
    const s = this.s;
    const n = s.config.cellNumber;
    this.edgeDown = -1;
    this.edgeDownKind = 'none';
    this.edgeUp = INF;
    this.edgeUpKind = 'none';
    if (s.status !== 'RUNNING') return;
    const neutral = s.config.mode === 'neutral';
    if (s.gap === 0) {
      const next = this.canMoveDown();
      if (next > 0) {
        this.edgeDown = next;
        this.edgeDownKind = 'move';
      } else if (neutral) {
        this.edgeDown = s.levels[0] - 1;
        this.edgeDownKind = 'close';
      }
    }
    if (s.gap === n) {
      const next = this.canMoveUp();
      if (next > 0) {
        this.edgeUp = next;
        this.edgeUpKind = 'move';
      } else if (neutral) {
        this.edgeUp = s.levels[n] + 1;
        this.edgeUpKind = 'close';
      }
    }
  }

  /** The level a move up would reach (the new top), or 0 when the grid may not move up now. */
  canMoveUp(): number {
    const s = this.s;
    const c = s.config;
    if (c.gridType !== 'arithmetic' || c.moveUpTicks === null) return 0;
    const n = c.cellNumber;
    const top = this.levelOf(n + s.shift + 1);
    if (top > c.moveUpTicks || checkOrder(s.contract.market, s.levels[n], s.qty) !== null) return 0;
    const moved = s.levels.slice(1);
    moved.push(top);
    return orderReserve(s, moved) <= s.wallet - s.fundingOwed ? top : 0;
  }

  /** The level a move down would reach (the new bottom), or 0 when the grid may not move down now. */
  canMoveDown(): number {
    const s = this.s;
    const c = s.config;
    if (c.gridType !== 'arithmetic' || c.moveDownTicks === null) return 0;
    const n = c.cellNumber;
    const bottom = this.levelOf(s.shift - 1);
    if (bottom < Math.max(1, c.moveDownTicks) || checkOrder(s.contract.market, s.levels[0], s.qty) !== null) return 0;
    const moved = [bottom, ...s.levels.slice(0, n)];
    return orderReserve(s, moved) <= s.wallet - s.fundingOwed ? bottom : 0;
  }

  /** Applies a fill to the position and wallet; null (nothing changed) when the wallet cannot take it or the risk limit refuses it. */
  private tryFill(fill: FuturesFill): { result: FillResult } | { refused: FuturesGridStopType } {
    const s = this.s;
    let r: FillResult;
    try {
      r = applyFill(s.contract, s.position, fill);
    } catch (e) {
      if (e instanceof FuturesError && e.code === 'RISK_LIMIT') return { refused: 'F_GRID_BOT_STOP_TYPE_RISK_LIMIT' };
      throw e;
    }
    if (s.wallet + r.walletDelta < 0) return { refused: 'F_GRID_BOT_STOP_TYPE_NO_BALANCE' };
    s.position = r.position;
    s.wallet += r.walletDelta;
    return { result: r };
  }

  /** Market order of `lots` at `px` in chunks (common/orders.ts marketChunks); the stop type when a chunk is refused (nothing more done), else null. */
  private market(side: OrderSide, lots: number, px: number, time: number): FuturesGridStopType | null {
    for (const x of marketChunks(this.s.contract.market, px, lots)) {
      const fill: FuturesFill = { side, lots: x, ticks: px, liquidity: 'taker' };
      const r = this.tryFill(fill);
      if ('refused' in r) return r.refused;
      this.sink.filled(time, this.ref(), side, 'market', px, x, -1, fill, r.result);
    }
    return null;
  }

  /** Starts the grid at price `px` (creation without entry price, or the entry trigger). */
  override activate(px: number, time: number): void {
    const s = this.s;
    const n = s.config.cellNumber;
    const gap = nearestLevel(s.levels, px);
    s.gap = gap;
    s.lastTicks = px;
    const init = initialCells(s.config.mode, n, gap) * s.qty;
    const refused = init > 0 ? this.market('buy', init, px, time) : init < 0 ? this.market('sell', -init, px, time) : null;
    if (refused !== null) {
      this.close('F_GRID_BOT_STOP_TYPE_INIT', px, time);
      return;
    }
    for (let c = 0; c < n; c++) {
      const ref = this.ref();
      s.refs[c] = ref;
      if (c < gap) this.sink.placed(ref, 'buy', s.levels[c], s.qty, c);
      else this.sink.placed(ref, 'sell', s.levels[c + 1], s.qty, c);
    }
    s.status = 'RUNNING';
    s.startedAt = time;
    s.extremeTicks = px;
    this.sink.other({ type: 'status', time, status: 'RUNNING' });
    this.refresh();
    this.checkRisk(time);
    if (s.status !== 'RUNNING') return;
    // a percent stop can already hold at the start price
    if (this.stops.down >= px) this.close(FGRID_STOP_REASON[this.stops.downKind], px, time);
    else if (this.stops.up <= px) this.close(FGRID_STOP_REASON[this.stops.upKind], px, time);
  }

  /** A fill of cell `c` starts or completes its round trip (file comment). */
  private roundTrip(c: number, time: number): void {
    const s = this.s;
    if (s.open[c] === 0) {
      s.open[c] = 1;
      return;
    }
    s.open[c] = 0;
    const m = s.contract.market;
    const lo = notional(m, s.levels[c], s.qty);
    const hi = notional(m, s.levels[c + 1], s.qty);
    const profit = hi - lo - fee(lo, m.maker) - fee(hi, m.maker);
    s.gridProfit += profit;
    s.arbitrageCount++;
    const trips = s.tripTimes;
    let old = 0;
    while (old < trips.length && trips[old] <= time - DAY_MS) old++;
    if (old > 0) trips.splice(0, old);
    trips.push(time);
    this.sink.profit(time, c, profit);
  }

  /** The buy under the gap fills; false when it could not be paid (the bot closed). */
  fillBuy(time: number): boolean {
    const s = this.s;
    const c = s.gap - 1;
    const p = s.levels[c];
    const fill: FuturesFill = { side: 'buy', lots: s.qty, ticks: p, liquidity: 'maker' };
    const r = this.tryFill(fill);
    if ('refused' in r) {
      this.close(r.refused, p, time);
      return false;
    }
    this.sink.filled(time, s.refs[c], 'buy', 'limit', p, s.qty, c, fill, r.result);
    this.roundTrip(c, time);
    const ref = this.ref();
    s.refs[c] = ref;
    if (s.held !== 'sell') this.sink.placed(ref, 'sell', s.levels[c + 1], s.qty, c);
    s.gap = c;
    s.lastTicks = p;
    this.checkRisk(time);
    return true;
  }

  /** The sell above the gap fills; false when it could not be paid (the bot closed). */
  fillSell(time: number): boolean {
    const s = this.s;
    const c = s.gap;
    const p = s.levels[c + 1];
    const fill: FuturesFill = { side: 'sell', lots: s.qty, ticks: p, liquidity: 'maker' };
    const r = this.tryFill(fill);
    if ('refused' in r) {
      this.close(r.refused, p, time);
      return false;
    }
    this.sink.filled(time, s.refs[c], 'sell', 'limit', p, s.qty, c, fill, r.result);
    this.roundTrip(c, time);
    const ref = this.ref();
    s.refs[c] = ref;
    if (s.held !== 'buy') this.sink.placed(ref, 'buy', s.levels[c], s.qty, c);
    s.gap = c + 1;
    s.lastTicks = p;
    this.checkRisk(time);
    return true;
  }

  /** The liquidation watch at the latest mark (file comment): events, and the guard's hold or release. */
  checkRisk(time: number): void {
    const s = this.s;
    if (s.risk === undefined || s.status !== 'RUNNING') return;
    for (const signal of watchRisk(s.risk, 0, s.position, s.markTicks)) {
      this.sink.other({ type: 'risk', time, signal, leg: 0, markTicks: s.markTicks, liqTicks: s.position.liqTicks });
      if (signal === 'adds_paused') this.hold();
      else if (signal === 'adds_resumed') this.release(time);
    }
  }

  /** The pause: the resting orders that would increase the position are cancelled. */
  private hold(): void {
    const s = this.s;
    const side = s.position.side === 'long' ? 'buy' : s.position.side === 'short' ? 'sell' : null;
    if (side === null || s.held !== undefined) return;
    s.held = side;
    for (let c = 0; c < s.refs.length; c++) {
      if (side === 'buy' && c < s.gap) this.sink.cancelled(s.refs[c], 'buy', s.levels[c], s.qty, c, 'risk_paused');
      else if (side === 'sell' && c >= s.gap) this.sink.cancelled(s.refs[c], 'sell', s.levels[c + 1], s.qty, c, 'risk_paused');
    }
  }

  /** The resume: the held side's orders rest again; those the last price reached fill now at their levels. */
  private release(time: number): void {
    const s = this.s;
    const side = s.held;
    if (side === undefined) return;
    delete s.held;
    for (let c = 0; c < s.refs.length; c++) {
      if (side === 'buy' ? c >= s.gap : c < s.gap) continue;
      const ref = this.ref();
      s.refs[c] = ref;
      if (side === 'buy') this.sink.placed(ref, 'buy', s.levels[c], s.qty, c);
      else this.sink.placed(ref, 'sell', s.levels[c + 1], s.qty, c);
    }
    const px = s.lastTicks;
    let filled = false;
    while (s.status === 'RUNNING' && s.held === undefined) {
      if (side === 'buy' ? s.gap > 0 && s.levels[s.gap - 1] >= px : s.gap < s.config.cellNumber && s.levels[s.gap + 1] <= px) {
        if (!(side === 'buy' ? this.fillBuy(time) : this.fillSell(time))) return;
        filled = true;
      } else break;
    }
    if (filled && s.status === 'RUNNING') {
      s.lastTicks = px;
      this.refresh();
      this.closeIfStopHolds(px, time);
    }
  }

  /** Moves the grid up one cell (gap at the top; file comment). */
  moveUp(top: number, time: number): void {
    const s = this.s;
    const n = s.config.cellNumber;
    if (s.held !== 'buy') this.sink.cancelled(s.refs[0], 'buy', s.levels[0], s.qty, 0, 'grid_moved');
    s.levels.shift();
    s.levels.push(top);
    s.refs.shift();
    s.open.shift();
    s.open.push(0);
    const ref = this.ref();
    s.refs.push(ref);
    s.shift++;
    this.sink.other({ type: 'grid_moved', time, direction: 'up', shift: s.shift, minTicks: s.levels[0], maxTicks: top });
    if (s.held !== 'buy') this.sink.placed(ref, 'buy', s.levels[n - 1], s.qty, n - 1);
  }

  /** Moves the grid down one cell (gap at the bottom; file comment). */
  moveDown(bottom: number, time: number): void {
    const s = this.s;
    const n = s.config.cellNumber;
    if (s.held !== 'sell') this.sink.cancelled(s.refs[n - 1], 'sell', s.levels[n], s.qty, n - 1, 'grid_moved');
    s.levels.pop();
    s.levels.unshift(bottom);
    s.refs.pop();
    s.open.pop();
    s.open.unshift(0);
    const ref = this.ref();
    s.refs.unshift(ref);
    s.shift--;
    this.sink.other({ type: 'grid_moved', time, direction: 'down', shift: s.shift, minTicks: bottom, maxTicks: s.levels[n] });
    if (s.held !== 'sell') this.sink.placed(ref, 'sell', s.levels[1], s.qty, 0);
  }

  /**
   * A stop whose condition already holds at `cur` (a fill moved the PnL line
   * past a percent TP/SL on the side the walk does not look at; funding,
   * margin or a settings change did, since the last price) fires at `cur`.
   */
  closeIfStopHolds(cur: number, time: number): boolean {
    const stops = this.stops;
    if (this.s.status !== 'RUNNING') return false;
    if (stops.down >= cur) this.close(FGRID_STOP_REASON[stops.downKind], cur, time);
    else if (stops.up <= cur) this.close(FGRID_STOP_REASON[stops.upKind], cur, time);
    else return false;
    return true;
  }

  /** A stop that already holds at the last price closes the grid before any walk. */
  protected override closedBeforeWalk(time: number): boolean {
    return this.closeIfStopHolds(this.s.lastTicks, time);
  }

  protected override stepDown(cur: number, target: number, time: number): WalkStep {
    const s = this.s;
    const stops = this.stops;
    const buy = s.held === 'buy' ? -1 : this.nextBuy(cur, target);
    const stop = stops.down;
    const edge = this.edgeDown;
    if (buy >= target && buy >= stop && buy >= edge) {
      if (!this.fillBuy(time)) return 'closed';
      this.refresh();
      return this.closeIfStopHolds(buy, time) ? 'closed' : buy;
    }
    if (stop >= target && stop >= edge) {
      this.close(FGRID_STOP_REASON[stops.downKind], Math.min(stop, cur), time);
      return 'closed';
    }
    if (edge >= target) {
      if (this.edgeDownKind === 'close') {
        this.close('F_GRID_BOT_STOP_TYPE_BOTTOM_PRICE_TRIGGERED', Math.min(edge, cur), time);
        return 'closed';
      }
      this.moveDown(edge, time);
      this.refresh();
      return edge;
    }
    return 'done';
  }

  protected override stepUp(cur: number, target: number, time: number): WalkStep {
    const s = this.s;
    const stops = this.stops;
    const sell = s.held === 'sell' ? INF : this.nextSell(cur, target);
    const stop = stops.up;
    const edge = this.edgeUp;
    if (sell <= target && sell <= stop && sell <= edge) {
      if (!this.fillSell(time)) return 'closed';
      this.refresh();
      return this.closeIfStopHolds(sell, time) ? 'closed' : sell;
    }
    if (stop <= target && stop <= edge) {
      this.close(FGRID_STOP_REASON[stops.upKind], Math.max(stop, cur), time);
      return 'closed';
    }
    if (edge <= target) {
      if (this.edgeUpKind === 'close') {
        this.close('F_GRID_BOT_STOP_TYPE_TOP_PRICE_TRIGGERED', Math.max(edge, cur), time);
        return 'closed';
      }
      this.moveUp(edge, time);
      this.refresh();
      return edge;
    }
    return 'done';
  }

  /** A walk to a new extreme in the grid's direction (the long's high, the short's low) moves the trailing stop. */
  protected override walked(dir: -1 | 1, target: number): void {
    const s = this.s;
    if (s.status !== 'RUNNING') return;
    if (dir === 1 ? s.config.mode === 'long' && target > s.extremeTicks : s.config.mode === 'short' && target < s.extremeTicks) {
      s.extremeTicks = target;
      if (s.config.tsRate !== null) this.stops.refresh(s);
    }
  }

  /** A mark price: liquidation when it reaches the position's trigger. */
  mark(markTicks: number, time: number): void {
    const s = this.s;
    if (s.status === 'COMPLETED') return;
    s.markTicks = markTicks;
    if (s.status === 'RUNNING' && liquidationHit(s.position, markTicks, markTicks)) this.liquidateNow('F_GRID_BOT_STOP_TYPE_FOR_LIQUIDATION', markTicks, time);
    this.checkRisk(time);
  }

  /** A funding fix at `time` (file comment). */
  funding(time: number, rateE8: number, markTicks: number): void {
    const s = this.s;
    if (s.status !== 'RUNNING' || s.position.side === null) return;
    const result: CashResult = settleFunding(s.contract, s.position, markTicks, rateE8);
    let owed = 0;
    if (result.walletDelta >= 0 || s.wallet >= -result.walletDelta) {
      s.position = result.position;
      s.wallet += result.walletDelta;
    } else {
      owed = -result.walletDelta;
      s.fundingOwed += owed;
    }
    this.sink.other({ type: 'funding', time, instant: time, rateE8, markTicks, result, owed });
    this.collectOwed(time);
    this.refresh();
    this.checkRisk(time);
  }

  /** Owed funding the wallet can pay now is paid (the simulator's collectOwed). */
  private collectOwed(time: number): void {
    const s = this.s;
    const owed = s.fundingOwed;
    if (owed > 0 && s.wallet >= owed) {
      s.wallet -= owed;
      s.fundingOwed = 0;
      s.position = { ...s.position, funding: s.position.funding - owed };
      this.sink.other({ type: 'funding_collected', time, amount: owed });
    }
  }

  private cancelAll(): void {
    const s = this.s;
    if (s.status !== 'RUNNING') return;
    for (let c = 0; c < s.refs.length; c++) {
      if (c < s.gap) {
        if (s.held !== 'buy') this.sink.cancelled(s.refs[c], 'buy', s.levels[c], s.qty, c, 'bot_closed');
      } else if (s.held !== 'sell') this.sink.cancelled(s.refs[c], 'sell', s.levels[c + 1], s.qty, c, 'bot_closed');
    }
  }

  /** The position is taken over by the liquidation engine at its trigger (`markTicks`: the mark that reached it, or the bust price); the bot closes. */
  private liquidateNow(stopType: FuturesGridStopType, markTicks: number, time: number): void {
    const s = this.s;
    this.cancelAll();
    const result = liquidate(s.contract, s.position);
    s.position = result.position;
    this.sink.other({ type: 'liquidated', time, markTicks, result });
    this.finish(stopType, result.triggerTicks, time, 0);
  }

  /**
   * Cancels every order, closes the position at market at `px` (taker, in
   * chunks; a remainder no valid order can carry is closed as one
   * reduce-only fill) and completes the bot. A close the wallet cannot
   * absorb is a liquidation (BUST_PRICE; file comment).
   */
  close(stopType: FuturesGridStopType, px: number, time: number): void {
    const s = this.s;
    if (s.status === 'COMPLETED') return;
    const pos = s.position;
    const exitEquity = s.position.side === null ? s.wallet - s.fundingOwed : equityAt(s, px);
    if (pos.side !== null) {
      const side: OrderSide = pos.side === 'long' ? 'sell' : 'buy';
      let chunks = marketChunks(s.contract.market, px, pos.lots);
      if (chunks.length === 0) chunks = [pos.lots];
      const fills = chunks.map((x): FuturesFill => ({ side, lots: x, ticks: px, liquidity: 'taker' }));
      if (runPath(s.contract, pos, fills).need > s.wallet && pos.liqTicks > 0 && pos.liqTicks < 2 ** 31) {
        this.liquidateNow('F_GRID_BOT_STOP_TYPE_BUST_PRICE', px, time);
        return;
      }
      this.cancelAll();
      for (const fill of fills) {
        const r = applyFill(s.contract, s.position, fill);
        s.position = r.position;
        s.wallet += r.walletDelta;
        this.sink.filled(time, this.ref(), side, 'market', px, fill.lots, -1, fill, r);
      }
    } else this.cancelAll();
    this.finish(stopType, px, time, exitEquity);
  }

  /** The end of every close: owed funding collected or forgiven, the wallet handed back, COMPLETED. */
  private finish(stopType: FuturesGridStopType, px: number, time: number, exitEquity: number): void {
    const s = this.s;
    if (s.fundingOwed > 0) {
      if (s.wallet >= s.fundingOwed) this.collectOwed(time);
      else {
        this.sink.other({ type: 'funding_forgiven', time, amount: s.fundingOwed });
        s.fundingOwed = 0;
      }
    }
    s.status = 'COMPLETED';
    s.endedAt = time;
    s.lastTicks = px;
    s.closeTicks = px;
    s.stopType = stopType;
    s.closeCode = FGRID_CLOSE_CODE[stopType];
    s.exitEquity = stopType === 'F_GRID_BOT_STOP_TYPE_FOR_LIQUIDATION' || stopType === 'F_GRID_BOT_STOP_TYPE_BUST_PRICE' ? s.wallet : exitEquity;
    s.settled = s.wallet;
    s.wallet = 0;
    this.refresh();
    this.sink.other({ type: 'closed', time, stopType, closeCode: s.closeCode, priceTicks: px, settled: s.settled });
    this.sink.other({ type: 'status', time, status: 'COMPLETED' });
  }
}
