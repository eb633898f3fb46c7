/**
 * Spot grid backtest over columnar candles, running the same engine core as
 * the live bot (GridCore: fills, fees, profit booking, stops, trailing,
 * close). Each candle is walked along its path (common/price-path.ts).
 *
 * Two walkers give identical results:
 * - fast (`backtestSpotGrid`): keeps the next buy level, next sell level and
 *   the stop thresholds as pointers; a candle whose range crosses none of
 *   them (the vast majority) costs two comparisons and no calls;
 * - reference (`backtestSpotGridReference`): walks every candle's four path
 *   points and, for each move, scans every level of the grid for the next
 *   order to fill (the obvious per-level loop), kept to check the fast path
 *   and to measure it against. Both run GridCore's one walk loop; the
 *   reference only replaces how the next buy / sell level is found.
 *
 * Results (backtest/curve.ts): equity/PnL curve, every trade, max drawdown,
 * fills per day, grid and total APR (common/apr.ts).
 */
import { EngineInputError, compileRules, ticksToPrice } from '../core/rules';
import { type CandleSeries, candleOpenTime } from '../market/candles';
import type { Fill, OrderSide, OrderType } from '../common/orders';
import { CANDLE_PATH_OFFSETS_MS, walkCandle } from '../common/price-path';
import { trailingStopPrice } from '../common/stops';
import { GridCore, type GridSink, baseHeld, quoteHeld } from '../spot-grid/core';
import { createSpotGrid } from '../spot-grid/spot-grid';
import type { SpotGridEvent, SpotGridInput, SpotGridState, SpotGridValidation, SpotMarket } from '../spot-grid/types';
import { type BacktestOptions, type BacktestSummary, type PnlCurve, BacktestRecorder, TradeLog, backtestSummary, drawdownAfter } from './curve';

/** One fill of a backtest (common/orders.ts Fill). */
export interface BacktestTrade extends Fill {
  readonly orderType: OrderType;
  /** Grid profit booked by this fill (sells of a grid cell), quote units. */
  readonly profit: number;
}

/** A backtest's result: the summary (curve.ts BacktestSummary; investment = the investment's value at the start). */
export interface SpotGridBacktestResult extends BacktestSummary {
  readonly ok: true;
  readonly state: SpotGridState;
  readonly curve: PnlCurve;
  readonly trades: readonly BacktestTrade[];
  /** Other events (trailing, entry, closes). */
  readonly events: readonly SpotGridEvent[];
}

export type SpotGridBacktest = SpotGridBacktestResult | { readonly ok: false; readonly validation: SpotGridValidation };

class TradeSink extends TradeLog<BacktestTrade, SpotGridEvent> implements GridSink {
  filled(time: number, _ref: number, side: OrderSide, orderType: OrderType, priceTicks: number, lots: number, notional: number, fee: number): void {
    this.trades.push({ time, side, orderType, priceTicks, lots, notional, fee, profit: 0 });
  }
}

const INF = Number.POSITIVE_INFINITY;

/** The per-level reference walker: every move scans all levels (common/grid-walker.ts `scanAll`). */
class ReferenceCore extends GridCore {
  protected override readonly scanAll = true;
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
  const tsRate = cfg.tsRate;
  const { open: O, high: H, low: L, close: C } = candles;
  const regular = candles.time === undefined;
  const step = candles.intervalMs;
  const rec = new BacktestRecorder(n, t0, step, options);
  let [peakEq, maxDd, nextSample] = rec.start();
  const moveTo = (priceTicks: number, time: number): void => core.moveTo(priceTicks, time);

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
    qh = quoteHeld(s);
    bh = baseHeld(s);
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
      if (skip && tsRate !== null && h > s.peakTicks && running()) {
        // the trailing stop rises with the new high: skip only if the low stays clear of it
        if (l > trailingStopPrice(h, tsRate, 'long').ticks) {
          s.peakTicks = h;
          stops.refresh(s);
          if (stops.down > downT) downT = stops.down;
        } else skip = false;
      } else if (skip && h > s.peakTicks && running()) s.peakTicks = h;
      if (skip) last = c;
      else {
        s.lastTicks = last;
        walkCandle(o, h, l, c, t, moveTo);
        refresh();
      }
    }
    // equity at the close
    const eq = qh + bh * (done ? last : c) * upt;
    maxDd = drawdownAfter(peakEq, eq, maxDd);
    if (eq > peakEq) peakEq = eq;
    const closeTime = t + step;
    if (closeTime >= nextSample || i === n - 1) {
      rec.sample(closeTime, eq, eq + s.withdrawn - s.investmentValue, s.gridProfit);
      while (nextSample <= closeTime) nextSample += rec.sampleMs;
    }
    if ((i & 0xffff) === 0xffff) rec.progress(i);
  }
  const lastOpen = regular ? t0 + (n - 1) * step : candles.time![n - 1];
  if (!done) {
    s.lastTicks = last;
    s.lastTime = lastOpen + CANDLE_PATH_OFFSETS_MS[3];
  }
  const curve = rec.finish();

  const totalPnl = rec.last().equity + s.withdrawn - s.investmentValue;
  const summary = backtestSummary(candles, s, { fills: sink.trades.length, maxDrawdown: maxDd, investment: s.investmentValue, totalPnl });
  return { ok: true, state: s, curve, trades: sink.trades, events: sink.events, ...summary };
}
