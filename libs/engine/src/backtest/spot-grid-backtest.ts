/**
 * Spot grid backtest over columnar candles, running the same engine core as
 * the live bot (GridCore: fills, fees, profit booking, stops, trailing,
 * close). Each candle is walked along the path of spot-grid.ts
 * (open → low → high → close if close ≥ open, else open → high → low → close).
 *
 * Two walkers give identical results:
 * - fast (`backtestSpotGrid`): keeps the next buy level, next sell level and
 *   the stop thresholds as pointers; a candle whose range crosses none of
 *   them (the vast majority) costs two comparisons and no calls;
 * - reference (`backtestSpotGridReference`): walks every candle's four path
 *   points and scans every level of the grid for each move, the obvious
 *   per-level loop, kept to check the fast path and to measure it against.
 *
 * Results: equity/PnL curve sampled every `sampleMs` (default one hour, at
 * candle closes), every trade, max drawdown of equity at candle closes,
 * fills per day, grid and total APR.
 */
import { EngineInputError, compileRules, ticksToPrice } from '../core/rules';
import { type CandleSeries, candleOpenTime } from '../market/candles';
import { GridCore, type GridSink } from '../spot-grid/core';
import { createSpotGrid } from '../spot-grid/spot-grid';
import type { OrderSide, SpotGridEvent, SpotGridInput, SpotGridState, SpotGridValidation, SpotMarket } from '../spot-grid/types';

/** One fill of a backtest. */
export interface BacktestTrade {
  readonly time: number;
  readonly side: OrderSide;
  readonly orderType: 'limit' | 'market';
  readonly priceTicks: number;
  readonly lots: number;
  /** Quote units. */
  readonly notional: number;
  readonly fee: number;
  /** Grid profit booked by this fill (sells of a grid cell), quote units. */
  readonly profit: number;
}

/** Sampled curve (quote units). */
export interface PnlCurve {
  readonly time: Float64Array;
  readonly equity: Float64Array;
  readonly totalPnl: Float64Array;
  readonly gridProfit: Float64Array;
}

export interface BacktestOptions {
  /** Called with the fraction done (0 … 1) about every 2^16 candles and at the end. */
  readonly onProgress?: (fraction: number) => void;
  /** Curve sampling period in ms (default 3 600 000). */
  readonly sampleMs?: number;
}

export interface SpotGridBacktestResult {
  readonly ok: true;
  readonly state: SpotGridState;
  readonly curve: PnlCurve;
  readonly trades: readonly BacktestTrade[];
  /** Other events (trailing, entry, closes). */
  readonly events: readonly SpotGridEvent[];
  readonly candles: number;
  readonly days: number;
  readonly fills: number;
  readonly fillsPerDay: number;
  /** Largest fall of equity from a previous peak, as a fraction of that peak. */
  readonly maxDrawdown: number;
  readonly investment: number;
  readonly gridProfit: number;
  readonly totalPnl: number;
  /** Fractions per year: profit / investment × 525 600 / minutes. */
  readonly gridApr: number;
  readonly totalApr: number;
}

export type SpotGridBacktest = SpotGridBacktestResult | { readonly ok: false; readonly validation: SpotGridValidation };

class TradeSink implements GridSink {
  readonly trades: BacktestTrade[] = [];
  readonly events: SpotGridEvent[] = [];
  placed(): void {
    /* resting orders are implied by the state */
  }
  cancelled(): void {
    /* idem */
  }
  filled(time: number, _ref: number, side: OrderSide, orderType: 'limit' | 'market', priceTicks: number, lots: number, notional: number, fee: number): void {
    this.trades.push({ time, side, orderType, priceTicks, lots, notional, fee, profit: 0 });
  }
  profit(_time: number, _cell: number, amount: number): void {
    const t = this.trades[this.trades.length - 1];
    this.trades[this.trades.length - 1] = { ...t, profit: amount };
  }
  other(event: SpotGridEvent): void {
    this.events.push(event);
  }
}

const INF = Number.POSITIVE_INFINITY;

/** The straightforward walker: every move scans all levels for the next order to fill. */
class ReferenceCore extends GridCore {
  override walkDown(target: number, time: number): void {
    const s = this.s;
    let cur = s.lastTicks;
    for (;;) {
      if (s.status === 'AWAIT_ACTIVATION') {
        const e = s.config.entryTicks!;
        if (s.config.entryDirection === -1 && e >= target) {
          cur = e;
          this.sink.other({ type: 'entry_triggered', time, priceTicks: e });
          this.activate(e, time);
          continue;
        }
        break;
      }
      if (s.status !== 'RUNNING') return;
      let best = -1;
      for (let c = 0; c < s.qty.length; c++) {
        const isBuy = c < s.gap;
        const p = s.levels[c];
        if (isBuy && p >= target && p <= cur && p > best) best = p;
      }
      if (best >= 0 && best >= this.stops.down) {
        this.fillBuy(time);
        cur = best;
        this.stops.refresh(s);
        continue;
      }
      if (this.stops.down >= target) {
        this.close('quote', this.stops.downReason, Math.min(this.stops.down, cur), time);
        return;
      }
      break;
    }
    s.lastTicks = target;
  }

  override walkUp(target: number, time: number): void {
    const s = this.s;
    let cur = s.lastTicks;
    for (;;) {
      if (s.status === 'AWAIT_ACTIVATION') {
        const e = s.config.entryTicks!;
        if (s.config.entryDirection === 1 && e <= target) {
          cur = e;
          this.sink.other({ type: 'entry_triggered', time, priceTicks: e });
          this.activate(e, time);
          continue;
        }
        break;
      }
      if (s.status !== 'RUNNING') return;
      let best = INF;
      for (let c = 0; c < s.qty.length; c++) {
        const isSell = c >= s.gap;
        const p = s.levels[c + 1];
        if (isSell && p <= target && p >= cur && p < best) best = p;
      }
      const tp = this.stops.up;
      const tr = this.trailingTrigger(cur);
      const next = Math.min(best, tp, tr);
      if (next > target) break;
      if (best === next) {
        this.fillSell(time);
        cur = best;
        this.stops.refresh(s);
        continue;
      }
      if (tp === next) {
        this.close('quote', 'CLOSED_TAKE_PROFIT', Math.max(tp, cur), time);
        return;
      }
      const px = Math.max(tr, cur);
      this.shiftUp(px, time);
      cur = px;
      this.stops.refresh(s);
    }
    s.lastTicks = target;
    if (s.status === 'RUNNING' && target > s.peakTicks) {
      s.peakTicks = target;
      this.stops.refresh(s);
    }
  }
}

/** Runs the bot over `candles` (normally 1m) with the fast walker. */
export function backtestSpotGrid(input: SpotGridInput, market: SpotMarket, candles: CandleSeries, options: BacktestOptions = {}): SpotGridBacktest {
  return run(input, market, candles, options, false);
}

/** The same backtest with the per-level reference walker (slow; for checks and the benchmark ratio). */
export function backtestSpotGridReference(input: SpotGridInput, market: SpotMarket, candles: CandleSeries, options: BacktestOptions = {}): SpotGridBacktest {
  return run(input, market, candles, options, true);
}

function run(input: SpotGridInput, market: SpotMarket, candles: CandleSeries, options: BacktestOptions, reference: boolean): SpotGridBacktest {
  const n = candles.length;
  if (n === 0) throw new EngineInputError('candles', 'the history is empty');
  const t0 = candleOpenTime(candles, 0);
  // the bot is created at the first candle's open, at that price
  const openPrice = ticksToPrice(compileRules(market.rules), candles.open[0]);
  const created = createSpotGrid(input, { ...market, lastPrice: openPrice }, t0);
  if (!created.ok) return { ok: false, validation: created.validation };
  const s = created.state;
  const sink = new TradeSink();
  for (const e of created.events) {
    if (e.type === 'order_filled') sink.filled(e.time, e.ref, e.side, e.orderType, e.priceTicks, e.lots, e.notional, e.fee);
    else if (e.type !== 'order_placed' && e.type !== 'order_cancelled') sink.other(e);
  }
  const core = reference ? new ReferenceCore(s, sink) : new GridCore(s, sink);
  const stops = core.stops;
  const m = s.market;
  const upt = m.unitsPerTickLot;
  const cfg = s.config;
  const cells = cfg.cellNumber;
  const trailing = cfg.enableTrailing;
  const hasTs = cfg.tsRate !== null;
  const tsKeep = hasTs ? cfg.tsRate!.den - cfg.tsRate!.num : 0;
  const tsDen = hasTs ? cfg.tsRate!.den : 1;
  const O = candles.open;
  const H = candles.high;
  const L = candles.low;
  const C = candles.close;
  const regular = candles.time === undefined;
  const step = candles.intervalMs;
  const sampleMs = options.sampleMs ?? 3_600_000;
  const onProgress = options.onProgress;
  const samples = Math.ceil((n * step) / sampleMs) + 2;
  const cT = new Float64Array(samples);
  const cE = new Float64Array(samples);
  const cP = new Float64Array(samples);
  const cG = new Float64Array(samples);
  let k = 0;
  let nextSample = t0 + sampleMs;
  let peakEq = 0;
  let maxDd = 0;

  // Pointers of the fast walker, refreshed after every candle that needed the slow walk:
  // the candle is skipped when it opens at the last price and its range stays
  // strictly inside (downT, upT): no order, stop, entry or trailing level is touched.
  let last = s.lastTicks;
  let downT = 0;
  let upT = 0;
  let done = false;
  let qh = 0;
  let bh = 0;
  const refresh = (): void => {
    last = s.lastTicks;
    done = s.status === 'COMPLETED';
    if (done) {
      qh = s.settledQuote;
      bh = s.settledBase;
      return;
    }
    qh = s.quoteFree + s.quoteInBuys + s.profitHeld;
    bh = s.baseFree + s.baseInSells;
    if (s.status === 'AWAIT_ACTIVATION') {
      downT = cfg.entryDirection === -1 ? cfg.entryTicks! : -1;
      upT = cfg.entryDirection === 1 ? cfg.entryTicks! : INF;
      return;
    }
    const gap = s.gap;
    downT = gap > 0 ? s.levels[gap - 1] : -1;
    if (stops.down > downT) downT = stops.down;
    upT = gap < cells ? s.levels[gap + 1] : trailing ? s.levels[cells] + 1 : INF;
    if (stops.up < upT) upT = stops.up;
  };
  refresh();
  const running = (): boolean => s.status === 'RUNNING';

  for (let i = 0; i < n; i++) {
    const t = regular ? t0 + i * step : candles.time![i];
    const c = C[i];
    if (!done) {
      const o = O[i];
      const h = H[i];
      const l = L[i];
      let skip = !reference && o === last && l > downT && h < upT;
      if (skip && hasTs && h > s.peakTicks && running()) {
        // the trailing stop rises with the new high: skip only if the low stays clear of it
        if (l > Math.floor((h * tsKeep) / tsDen) + 1) {
          s.peakTicks = h;
          stops.refresh(s);
          if (stops.down > downT) downT = stops.down;
        } else skip = false;
      } else if (skip && h > s.peakTicks && running()) s.peakTicks = h;
      if (skip) last = c;
      else {
        s.lastTicks = last;
        const upFirst = c < o;
        core.moveTo(o, t);
        core.moveTo(upFirst ? h : l, t + 20_000);
        core.moveTo(upFirst ? l : h, t + 40_000);
        core.moveTo(c, t + 59_999);
        refresh();
      }
    }
    // equity at the close
    const eq = qh + bh * (done ? last : c) * upt;
    if (eq > peakEq) peakEq = eq;
    else if (peakEq > 0) {
      const dd = (peakEq - eq) / peakEq;
      if (dd > maxDd) maxDd = dd;
    }
    const closeTime = t + step;
    if (closeTime >= nextSample || i === n - 1) {
      cT[k] = closeTime;
      cE[k] = eq;
      cP[k] = eq + s.withdrawn - s.investmentValue;
      cG[k] = s.gridProfit;
      k++;
      while (nextSample <= closeTime) nextSample += sampleMs;
    }
    if (onProgress !== undefined && (i & 0xffff) === 0xffff) onProgress(i / n);
  }
  if (!done) {
    s.lastTicks = last;
    s.lastTime = (regular ? t0 + (n - 1) * step : candles.time![n - 1]) + 59_999;
  }
  if (onProgress !== undefined) onProgress(1);

  const tEnd = (regular ? t0 + (n - 1) * step : candles.time![n - 1]) + step;
  const startedAt = s.startedAt < 0 ? tEnd : s.startedAt;
  const endAt = s.status === 'COMPLETED' ? s.endedAt : tEnd;
  const runMinutes = Math.max(1, Math.floor((endAt - startedAt) / 60_000));
  const days = (tEnd - t0) / 86_400_000;
  const finalEq = cE[k - 1];
  const totalPnl = finalEq + s.withdrawn - s.investmentValue;
  const inv = s.investmentValue;
  const fills = sink.trades.length;
  return {
    ok: true,
    state: s,
    curve: { time: cT.slice(0, k), equity: cE.slice(0, k), totalPnl: cP.slice(0, k), gridProfit: cG.slice(0, k) },
    trades: sink.trades,
    events: sink.events,
    candles: n,
    days,
    fills,
    fillsPerDay: days > 0 ? fills / days : 0,
    maxDrawdown: maxDd,
    investment: inv,
    gridProfit: s.gridProfit,
    totalPnl,
    gridApr: inv > 0 ? (s.gridProfit / inv) * (525_600 / runMinutes) : 0,
    totalApr: inv > 0 ? (totalPnl / inv) * (525_600 / runMinutes) : 0,
  };
}
