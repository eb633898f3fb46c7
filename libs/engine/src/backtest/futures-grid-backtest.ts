/**
 * Futures grid backtest over columnar candles of the contract's last price,
 * running the live bot's core (futures-grid/core.ts: fills through the
 * futures position, grid profit, stops, moves, liquidation, funding).
 *
 * Inputs the history does not carry, as the backtest assumes them:
 * - mark price = last price: every path point (common/price-path.ts) is
 *   walked as a last price and then checked as a mark, so liquidation
 *   happens at the first path point at or past the position's trigger;
 * - funding: at every 8-hour instant (futures/funding.ts FUNDING_INTERVAL_MS)
 *   that a candle's open time reaches, a fix at `fundingRateE8` (default
 *   10 000 = 0.01 %, the usual base rate) and mark = that candle's open,
 *   before the candle is walked.
 *
 * Two walkers give identical results:
 * - fast (`backtestFuturesGrid`): keeps the nearest price below and above
 *   the last price at which anything can happen (next buy / sell level, the
 *   stop thresholds, the grid's edge — a move or a neutral grid's close —,
 *   the entry price, the liquidation trigger) and skips a candle that opens
 *   at the last price and stays strictly between them: two comparisons, no
 *   calls;
 * - reference (`backtestFuturesGridReference`): walks every candle's four
 *   path points and, for each move, scans every level of the grid for the
 *   next order to fill (common/grid-levels.ts scanNextBuy / scanNextSell).
 *
 * Results: equity / PnL curve (backtest/curve.ts) with the funding booked at
 * each sample, every trade, liquidation events, max drawdown, grid and total
 * APR over the total investment (common/apr.ts).
 */
import { EngineInputError, ticksToPrice } from '../core/rules';
import { type CandleSeries, candleOpenTime } from '../market/candles';
import type { OrderSide, OrderType } from '../common/orders';
import { CANDLE_PATH_OFFSETS_MS, walkCandle } from '../common/price-path';
import { trailingStopPrice } from '../common/stops';
import type { FuturesContract } from '../futures/contract';
import { FUNDING_INTERVAL_MS, nextFundingInstant } from '../futures/funding';
import type { FillResult, FuturesFill } from '../futures/position';
import { FuturesGridCore, type FuturesGridSink, totalInvestment } from '../futures-grid/core';
import { riskBand } from '../futures/risk-watch';
import { type FuturesBacktestCosts, type FuturesBacktestRun, type RiskBacktestOptions, type RiskCounts, MarginRatioLow, backtestWatch, countRisk } from './risk-track';
import { createFuturesGrid } from '../futures-grid/futures-grid';
import { contractOf } from '../futures-grid/validate';
import type { FuturesGridContract, FuturesGridEvent, FuturesGridInput, FuturesGridMarket, FuturesGridState, FuturesGridValidation } from '../futures-grid/types';
import { type BacktestOptions, type BacktestSummary, type PnlCurve, BacktestRecorder, TradeLog, backtestSummary, drawdownAfter } from './curve';

export interface FuturesGridBacktestOptions extends BacktestOptions, RiskBacktestOptions {
  /** Funding rate of every 8-hour fix, rate × 10^8 (default 10 000 = 0.01 %; positive: longs pay shorts). */
  readonly fundingRateE8?: number;
}

/** One fill of a futures grid backtest. */
export interface FuturesGridTrade {
  readonly time: number;
  readonly side: OrderSide;
  readonly orderType: OrderType;
  readonly priceTicks: number;
  readonly lots: number;
  /** Grid cell (−1: a market order, the initial position or the close). */
  readonly cell: number;
  readonly fee: number;
  readonly realisedPnl: number;
  /** Grid profit booked by this fill (the second fill of a cell's round trip), quote units. */
  readonly profit: number;
}

/** A backtest's result: the summary (curve.ts BacktestSummary; investment = the total investment, margin added included). */
export interface FuturesGridBacktestResult extends BacktestSummary, FuturesBacktestRun<FuturesGridState>, FuturesBacktestCosts {
  readonly curve: PnlCurve;
  /** Funding booked by each curve sample's time (position.funding, quote units; + received). */
  readonly fundingCurve: Float64Array;
  readonly trades: readonly FuturesGridTrade[];
  /** Other events (entry, moves, funding, liquidation, close). */
  readonly events: readonly FuturesGridEvent[];
  readonly liquidations: number;
}

export type FuturesGridBacktest = FuturesGridBacktestResult | { readonly ok: false; readonly validation: FuturesGridValidation };

class TradeSink extends TradeLog<FuturesGridTrade, FuturesGridEvent> implements FuturesGridSink {
  liquidations = 0;
  readonly risk: RiskCounts = { warnings: 0, pauses: 0, resumes: 0 };
  filled(time: number, _ref: number, side: OrderSide, orderType: OrderType, priceTicks: number, lots: number, cell: number, _fill: FuturesFill, result: FillResult): void {
    this.trades.push({ time, side, orderType, priceTicks, lots, cell, fee: result.fee, realisedPnl: result.realisedPnl, profit: 0 });
  }
  override other(event: FuturesGridEvent): void {
    if (event.type === 'liquidated') this.liquidations++;
    else if (event.type === 'risk') countRisk(this.risk, event);
    super.other(event);
  }
}

const INF = Number.POSITIVE_INFINITY;

function lowest(mr: MarginRatioLow, liquidated: boolean): string | null {
  if (liquidated) mr.liquidated();
  return mr.value();
}

/** The per-level reference walker: every move scans all levels (common/grid-walker.ts `scanAll`). */
class ReferenceCore extends FuturesGridCore {
  protected override readonly scanAll = true;
}

type BacktestArgs = [
  input: FuturesGridInput,
  contract: FuturesGridContract,
  market: Omit<FuturesGridMarket, 'lastPrice'>,
  candles: CandleSeries,
  options?: FuturesGridBacktestOptions,
];

/** Runs the bot over `candles` (normally 1m, the contract's last price) with the fast walker. */
export function backtestFuturesGrid(...args: BacktestArgs): FuturesGridBacktest {
  return run(args, false);
}

/** The same backtest with the per-level reference walker (slow; for checks and the benchmark ratio). */
export function backtestFuturesGridReference(...args: BacktestArgs): FuturesGridBacktest {
  return run(args, true);
}

function run([input, contract, market, candles, options = {}]: BacktestArgs, reference: boolean): FuturesGridBacktest {
  const n = candles.length;
  if (n === 0) throw new EngineInputError('candles', 'the history is empty');
  const c: FuturesContract = contractOf(contract);
  const t0 = candleOpenTime(candles, 0);
  const created = createFuturesGrid(input, c, { ...market, lastPrice: ticksToPrice(c.market, candles.open[0]) }, t0, backtestWatch(options));
  const mr = options.trackMarginRatio === true ? new MarginRatioLow() : null;
  if (!created.ok) return { ok: false, validation: created.validation };
  const s = created.state;
  const sink = new TradeSink();
  for (const e of created.events) {
    if (e.type === 'order_filled') sink.filled(e.time, e.ref, e.side, e.orderType, e.priceTicks, e.lots, e.cell, e.fill, e.result);
    else if (e.type === 'grid_profit') sink.profit(e.time, e.cell, e.amount);
    else if (e.type !== 'order_placed' && e.type !== 'order_cancelled') sink.other(e);
  }
  const core = reference ? new ReferenceCore(s, sink) : new FuturesGridCore(s, sink);
  const stops = core.stops;
  const cfg = s.config;
  const cells = cfg.cellNumber;
  const tsRate = cfg.mode === 'neutral' ? null : cfg.tsRate;
  const u = c.market.unitsPerTickLot;
  const rateE8 = options.fundingRateE8 ?? 10_000;
  const { open: O, high: H, low: L, close: C } = candles;
  const regular = candles.time === undefined;
  const step = candles.intervalMs;
  const rec = new BacktestRecorder(n, t0, step, options);
  const fundingCurve = new Float64Array(rec.capacity);
  let [peakEq, maxDd, nextSample] = rec.start();
  let nextFix = nextFundingInstant(t0); // the first fix after the creation
  const visit = (priceTicks: number, time: number): void => {
    core.moveTo(priceTicks, time);
    core.mark(priceTicks, time);
  };

  // Pointers of the fast walker, refreshed after every candle that needed the walk (file comment):
  // a candle that opens at `last` and stays strictly inside (downT, upT) changes nothing but the
  // trailing reference. Equity at a close P is eqA + eqB × P (wallet − owed + margin + unrealised).
  let last = 0;
  let downT = 0;
  let upT = 0;
  let done = false;
  let eqA = 0;
  let eqB = 0;
  /** While running: 1 long / −1 short (the trailing reference follows new highs / lows), else 0; `ext` that reference. */
  let trail = 0;
  let ext = 0;
  const refresh = (): void => {
    last = s.lastTicks;
    done = s.status === 'COMPLETED';
    trail = s.status !== 'RUNNING' ? 0 : cfg.mode === 'long' ? 1 : cfg.mode === 'short' ? -1 : 0;
    ext = s.extremeTicks;
    const p = s.position;
    const sign = p.side === 'long' ? 1 : p.side === 'short' ? -1 : 0;
    eqA = done ? s.settled : s.wallet - s.fundingOwed + p.margin - sign * p.cost * u;
    eqB = done ? 0 : sign * p.lots * u;
    if (done) return;
    if (s.status === 'AWAIT_ACTIVATION') {
      downT = cfg.entryDirection === -1 ? cfg.entryTicks! : -1;
      upT = cfg.entryDirection === 1 ? cfg.entryTicks! : INF;
      return;
    }
    const gap = s.gap;
    // the liquidation watch: a mark (here the last price) crossing its distances is walked
    const band = riskBand(s.risk, 0, p);
    downT = Math.max(gap > 0 ? s.levels[gap - 1] : -1, stops.down, core.edgeDown, p.side === 'long' ? p.liqTicks : -1, band.low);
    upT = Math.min(gap < cells ? s.levels[gap + 1] : INF, stops.up, core.edgeUp, p.side === 'short' ? p.liqTicks : INF, band.high);
  };
  refresh();

  for (let i = 0; i < n; i++) {
    const t = regular ? t0 + i * step : candles.time![i];
    const close = C[i];
    if (!done) {
      const o = O[i];
      while (nextFix <= t) {
        core.funding(nextFix, rateE8, o);
        nextFix += FUNDING_INTERVAL_MS;
        refresh();
      }
      const h = H[i];
      const l = L[i];
      let skip = !reference && o === last && l > downT && h < upT;
      if (skip && (trail === 1 ? h > ext : trail === -1 && l < ext)) {
        // a new extreme moves the trailing stop: skip only if the candle stays clear of the moved stop
        const x = trail === 1 ? h : l;
        if (tsRate === null) s.extremeTicks = ext = x;
        else if (trail === 1 ? l > trailingStopPrice(x, tsRate, 'long').ticks : h < trailingStopPrice(x, tsRate, 'short').ticks) {
          s.extremeTicks = x;
          stops.refresh(s);
          refresh();
        } else skip = false;
      }
      if (skip) last = close;
      else if (!done) {
        s.lastTicks = last;
        walkCandle(o, h, l, close, t, visit);
        refresh();
      }
    }
    if (mr !== null && !done) mr.observe(c, s.position, L[i], H[i]);
    // equity at the close (the mark is the last price)
    const eq = eqA + eqB * (done ? 0 : close);
    maxDd = drawdownAfter(peakEq, eq, maxDd);
    if (eq > peakEq) peakEq = eq;
    const closeTime = t + step;
    if (closeTime >= nextSample || i === n - 1) {
      const k = rec.sample(closeTime, eq, eq + s.withdrawn - totalInvestment(s), s.gridProfit);
      fundingCurve[k] = s.position.funding;
      while (nextSample <= closeTime) nextSample += rec.sampleMs;
    }
    if ((i & 0xffff) === 0xffff) rec.progress(i);
  }
  const lastOpen = regular ? t0 + (n - 1) * step : candles.time![n - 1];
  if (!done) {
    s.lastTicks = last;
    s.markTicks = last;
    s.lastTime = lastOpen + CANDLE_PATH_OFFSETS_MS[3];
  }
  const curve = rec.finish();

  const inv = totalInvestment(s);
  const summary = backtestSummary(candles, s, { fills: sink.trades.length, maxDrawdown: maxDd, investment: inv, totalPnl: rec.last().equity + s.withdrawn - inv });
  return {
    ok: true,
    state: s,
    curve,
    fundingCurve: fundingCurve.slice(0, curve.time.length),
    trades: sink.trades,
    events: sink.events,
    liquidations: sink.liquidations,
    funding: s.position.funding,
    fees: s.position.fees,
    risk: sink.risk,
    worstMarginRatio: mr === null ? null : lowest(mr, sink.liquidations > 0),
    ...summary,
  };
}
