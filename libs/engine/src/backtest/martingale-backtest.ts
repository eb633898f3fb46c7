/**
 * Futures martingale backtest over 1-minute (or any) candles of the last
 * price, with mark prices and funding, running the live bot's core
 * (martingale/core.ts: rounds, adds, take profit, stop loss, liquidation at
 * the mark, funding).
 *
 * Market: the mark candles default to the engine's mark model on the
 * candles (market/mark-price.ts markSeries, seeded by `markSeed`), the
 * funding fixes to market/funding-rate.ts fundingEventsForSeries on them —
 * what the simulator's market produces for the same candles. Each candle is
 * walked along its four path points (common/price-path.ts): at each, the
 * last price (orders) and then the mark (liquidation); the mark's path takes
 * the index's order (the basis is constant within a minute, so the mark's
 * extremes are the marks of the index's). A funding fix at instant T lies in
 * (open, open + interval] of its candle: it is settled after that candle's
 * points, before the next candle's (at T), on the mark of the candle's close.
 *
 * Two walkers give identical results (states, curves, rounds):
 * - fast (`backtestMartingale`): a candle whose last-price range (from the
 *   previous price) stays strictly between the next levels below and above
 *   (add / stop loss / take profit / entry), whose mark range stays clear of
 *   the liquidation trigger and that holds no funding instant changes
 *   nothing but the prices: it costs a few comparisons;
 * - reference (`backtestMartingaleReference`): every candle's four points
 *   through the core, one by one — the obvious loop, kept to check the fast
 *   one and to measure it against.
 *
 * Results: the PnL curve (futures-curve.ts: realised, unrealised at the mark,
 * funding, fees, total; equity = total margin + total PnL), every round with
 * its fills, liquidations, max drawdown of equity, APR of the total PnL on
 * the total margin over the time the bot ran.
 */
import { EngineInputError, ticksToPrice } from '../core/rules';
import { type CandleSeries, candleOpenTime } from '../market/candles';
import { type MarkSeries, createMarkModel, markSeries } from '../market/mark-price';
import { type FundingEvent, fundingEventsForSeries } from '../market/funding-rate';
import { apr, minutesRunning } from '../common/apr';
import { CANDLE_PATH_OFFSETS_MS, highFirst } from '../common/price-path';
import type { FuturesContract } from '../futures/contract';
import { type LiquidationResult, LIQ_NEVER, unrealisedPnl } from '../futures/position';
import { MartingaleCore } from '../martingale/core';
import { createMartingale } from '../martingale/martingale';
import type { MartingaleLimits } from '../martingale/validate';
import type { MartingaleEvent, MartingaleInput, MartingaleMarket, MartingaleRound, MartingaleState, MartingaleStopType } from '../martingale/types';
import type { BacktestOptions } from './curve';
import { type FuturesPnlCurve, FuturesBacktestRecorder } from './futures-curve';
import { type FuturesBacktestCosts, type FuturesBacktestFigures, type FuturesBacktestRun, type RiskBacktestOptions, type RiskCounts, MarginRatioLow, backtestWatch, countRisk } from './risk-track';
import { riskBand } from '../futures/risk-watch';

export interface MartingaleBacktestOptions extends BacktestOptions, RiskBacktestOptions {
  /** Mark candles aligned with the candles (default: the mark model seeded with `markSeed` over them). */
  readonly marks?: MarkSeries;
  /** Seed of the default mark model (default "backtest"). */
  readonly markSeed?: string | number;
  /** Funding fixes (default: fundingEventsForSeries over the candles and marks). */
  readonly funding?: readonly FundingEvent[];
}

/** A liquidation of the backtest. */
export interface MartingaleBacktestLiquidation {
  readonly time: number;
  readonly round: number;
  readonly result: LiquidationResult;
}

export interface MartingaleBacktestResult extends FuturesBacktestRun<MartingaleState>, FuturesBacktestFigures<MartingaleStopType>, FuturesBacktestCosts {
  readonly curve: FuturesPnlCurve;
  /** Every round, the running one last. */
  readonly rounds: readonly MartingaleRound[];
  readonly liquidations: readonly MartingaleBacktestLiquidation[];
  readonly fills: number;
  readonly adds: number;
  readonly realised: number;
  readonly unrealised: number;
}

export type MartingaleBacktest = MartingaleBacktestResult | { readonly ok: false; readonly limits: MartingaleLimits };

/** Runs the bot over `candles` (last prices in the contract's ticks) with the fast walker. */
export function backtestMartingale(input: MartingaleInput, contract: FuturesContract, market: Omit<MartingaleMarket, 'lastPrice' | 'markPrice'>, candles: CandleSeries, options: MartingaleBacktestOptions = {}): MartingaleBacktest {
  return run(input, contract, market, candles, options, false);
}

/** The same backtest walking every point through the core (slow; for checks and the benchmark ratio). */
export function backtestMartingaleReference(input: MartingaleInput, contract: FuturesContract, market: Omit<MartingaleMarket, 'lastPrice' | 'markPrice'>, candles: CandleSeries, options: MartingaleBacktestOptions = {}): MartingaleBacktest {
  return run(input, contract, market, candles, options, true);
}

const INF = Number.POSITIVE_INFINITY;

function run(input: MartingaleInput, contract: FuturesContract, market: Omit<MartingaleMarket, 'lastPrice' | 'markPrice'>, candles: CandleSeries, options: MartingaleBacktestOptions, reference: boolean): MartingaleBacktest {
  const n = candles.length;
  if (n === 0) throw new EngineInputError('candles', 'the history is empty');
  const marks = options.marks ?? markSeries(createMarkModel(options.markSeed ?? 'backtest', market.symbol), candles).series;
  if (marks.length < n) throw new EngineInputError('marks', 'shorter than the candles');
  const funding = options.funding ?? fundingEventsForSeries(candles, marks.close);
  for (let k = 1; k < funding.length; k++) if (funding[k].candle < funding[k - 1].candle || funding[k].time < funding[k - 1].time) throw new EngineInputError('funding', 'fixes must be in time order');
  const m = contract.market;
  const t0 = candleOpenTime(candles, 0);
  const created = createMartingale(input, contract, { ...market, lastPrice: ticksToPrice(m, candles.open[0]), markPrice: ticksToPrice(m, marks.open[0]) }, t0, backtestWatch(options));
  if (!created.ok) return { ok: false, limits: created.limits };
  const s = created.state;
  const core = new MartingaleCore(s);
  const risk: RiskCounts = { warnings: 0, pauses: 0, resumes: 0 };
  const mr = options.trackMarginRatio === true ? new MarginRatioLow() : null;
  const rounds: MartingaleRound[] = [];
  const liquidations: MartingaleBacktestLiquidation[] = [];
  let fills = 0;
  let adds = 0;
  const collect = (events: readonly MartingaleEvent[]): void => {
    for (const e of events) {
      if (e.type === 'order_filled') {
        fills++;
        if (e.fill.kind === 'add') adds++;
      } else if (e.type === 'round_closed') rounds.push(e.round);
      else if (e.type === 'liquidated') {
        liquidations.push({ time: e.time, round: e.round, result: e.result });
        mr?.liquidated();
      } else if (e.type === 'risk') countRisk(risk, e);
    }
  };
  collect(created.events);

  const { open: O, high: H, low: L, close: C } = candles;
  const { open: MO, high: MH, low: ML, close: MC } = marks;
  const regular = candles.time === undefined;
  const step = candles.intervalMs;
  const rec = new FuturesBacktestRecorder(n, t0, step, options);
  let [peakEq, maxDd, nextSample] = rec.start();
  // funding fixes in candle order; `nextFix` is the candle of the next one (+∞ when none is left)
  let fi = 0;
  while (fi < funding.length && funding[fi].candle < 0) fi++;
  let nextFix = fi < funding.length ? funding[fi].candle : INF;
  const deposits = s.deposits;

  // The fast walker's levels (`Levels`, refreshed after every candle walked point by point): a candle is skipped
  // when its last prices stay strictly inside (downT, upT), its marks strictly clear of the liquidation trigger
  // (long: mark > liqDown; short: mark < liqUp) and it holds no funding instant. Between walks the levels, the
  // last price and mark and the figures of the curve (the position only changes in a walk) are plain locals of
  // this loop, which no closure writes: read and written 525 600 times a year, as a closure's variables they
  // cost several times the loop.
  const lv = new Levels();
  lv.read(s, core);
  let { downT, upT, liqDown, liqUp, done, last, mark, sign, lotsU, costU, exact, realised, fundingSum, fees } = lv;
  let skipped = false;
  for (let i = 0; i < n; i++) {
    const t = regular ? t0 + i * step : candles.time![i];
    if (!done) {
      const l = L[i];
      const h = H[i];
      if (!reference && nextFix !== i && (l < last ? l : last) > downT && (h > last ? h : last) < upT && ML[i] > liqDown && MH[i] < liqUp) {
        last = C[i];
        mark = MC[i];
        skipped = true;
      } else {
        s.lastTicks = last;
        s.markTicks = mark;
        walkCandle4(core, i, t, O, H, L, C, MO, MH, ML, MC);
        while (fi < funding.length && funding[fi].candle === i) {
          const f = funding[fi++];
          core.funding({ time: f.time, rateE8: f.rateE8, markTicks: MC[i] });
        }
        collect(core.events);
        core.events.length = 0;
        skipped = false;
        lv.read(s, core);
        ({ downT, upT, liqDown, liqUp, done, last, mark, sign, lotsU, costU, exact, realised, fundingSum, fees } = lv);
      }
    }
    if (nextFix <= i) {
      while (fi < funding.length && funding[fi].candle <= i) fi++;
      nextFix = fi < funding.length ? funding[fi].candle : INF;
    }
    if (mr !== null && !done) mr.observe(contract, s.position, ML[i], MH[i]);
    // the curve at the close (the bot's own figures once it completed)
    const upnl = sign === 0 ? 0 : exact ? sign * (lotsU * mark - costU) + 0 : unrealisedPnl(contract, s.position, mark); // + 0: never a negative zero
    const total = realised + upnl + fundingSum - fees;
    const eq = deposits + total;
    // curve.ts drawdownAfter, inline, dividing only when the fall may be a new largest one
    if (eq > peakEq) peakEq = eq;
    else if (peakEq > 0 && peakEq - eq > maxDd * peakEq) {
      const dd = (peakEq - eq) / peakEq;
      if (dd > maxDd) maxDd = dd;
    }
    const closeTime = t + step;
    if (closeTime >= nextSample || i === n - 1) {
      rec.sample(closeTime, eq, s.roundsProfit, realised, upnl, fundingSum, fees);
      while (nextSample <= closeTime) nextSample += rec.sampleMs;
    }
    if ((i & 0xffff) === 0xffff) rec.progress(i);
  }
  if (skipped) {
    // the last candles were skipped: the state takes the prices the walk would have left
    const lastOpen = regular ? t0 + (n - 1) * step : candles.time![n - 1];
    s.lastTicks = last;
    s.markTicks = mark;
    s.lastTime = lastOpen + CANDLE_PATH_OFFSETS_MS[3];
  }
  const curve = rec.finish();
  const lastOpen = regular ? t0 + (n - 1) * step : candles.time![n - 1];
  const tEnd = lastOpen + step;
  const startedAt = s.startedAt < 0 ? tEnd : s.startedAt;
  const endAt = s.status === 'COMPLETED' ? s.endedAt : tEnd;
  const pos = s.position;
  const unrealised = pos.side === null ? 0 : unrealisedPnl(contract, pos, s.markTicks);
  const totalPnl = realised + unrealised + pos.funding - pos.fees;
  return {
    ok: true,
    state: s,
    curve,
    rounds: s.round === null ? rounds : [...rounds, { ...s.round, fills: s.round.fills.slice() }],
    liquidations,
    candles: n,
    days: (tEnd - t0) / 86_400_000,
    fills,
    adds,
    maxDrawdown: maxDd,
    investment: s.deposits,
    totalPnl,
    realised,
    unrealised,
    funding: pos.funding,
    fees: pos.fees,
    apr: apr(totalPnl, s.deposits, minutesRunning(endAt - startedAt)),
    stopType: s.stopType,
    risk,
    worstMarginRatio: mr === null ? null : mr.value(),
  };
}

/** What the fast walker compares each candle with, and the curve's figures, read from the bot after a walk. */
class Levels {
  downT = 0;
  upT = INF;
  liqDown = -1;
  liqUp = INF;
  done = false;
  last = 0;
  mark = 0;
  /** The curve: total = realised + sign × (lotsU × mark − costU) + funding − fees (exact while `exact`). */
  sign = 0;
  lotsU = 0;
  costU = 0;
  exact = true;
  realised = 0;
  fundingSum = 0;
  fees = 0;

  read(s: MartingaleState, core: MartingaleCore): void {
    const u = s.contract.market.unitsPerTickLot;
    const pos = s.position;
    this.done = s.status === 'COMPLETED';
    this.last = s.lastTicks;
    this.mark = s.markTicks;
    this.sign = pos.side === null ? 0 : pos.side === 'long' ? 1 : -1;
    this.lotsU = pos.lots * u;
    this.costU = pos.cost * u;
    // lotsU × mark − costU is exact in doubles while lotsU × 2^31 + costU < 2^53
    this.exact = this.lotsU * 2_147_483_648 + this.costU < 2 ** 53;
    this.realised = pos.realisedPnl - pos.insurance;
    this.fundingSum = pos.funding;
    this.fees = pos.fees;
    this.liqDown = -1;
    this.liqUp = INF;
    if (s.status === 'AWAIT_ACTIVATION') {
      const e = s.config.entryTicks!;
      this.downT = s.config.entryDirection === -1 ? e : -1;
      this.upT = s.config.entryDirection === 1 ? e : INF;
      return;
    }
    const add = s.addOrder === null ? null : s.addOrder.priceTicks;
    const sl = core.slTicks;
    const tp = s.tpOrder === null ? null : s.tpOrder.priceTicks;
    if (s.config.mode === 'long') {
      this.downT = Math.max(add ?? -1, sl ?? -1);
      this.upT = tp ?? INF;
      if (this.sign !== 0) this.liqDown = pos.liqTicks;
    } else {
      this.downT = tp ?? -1;
      this.upT = Math.min(add ?? INF, sl ?? INF);
      if (this.sign !== 0) this.liqUp = pos.liqTicks >= LIQ_NEVER ? INF : pos.liqTicks;
    }
    // the liquidation watch: a mark crossing its distances is walked (futures/risk-watch.ts riskBand)
    const band = riskBand(s.risk, 0, pos);
    if (band.low > this.liqDown) this.liqDown = band.low;
    if (band.high < this.liqUp) this.liqUp = band.high;
  }
}

/** Walks candle `i` (open time `t`) through the core: at each of its four points the last price, then the mark (module comment). */
function walkCandle4(core: MartingaleCore, i: number, t: number, O: Int32Array, H: Int32Array, L: Int32Array, C: Int32Array, MO: Int32Array, MH: Int32Array, ML: Int32Array, MC: Int32Array): void {
  const hf = highFirst(O[i], C[i]);
  core.moveTo(O[i], t + CANDLE_PATH_OFFSETS_MS[0]);
  core.markTo(MO[i], t + CANDLE_PATH_OFFSETS_MS[0]);
  core.moveTo(hf ? H[i] : L[i], t + CANDLE_PATH_OFFSETS_MS[1]);
  core.markTo(hf ? MH[i] : ML[i], t + CANDLE_PATH_OFFSETS_MS[1]);
  core.moveTo(hf ? L[i] : H[i], t + CANDLE_PATH_OFFSETS_MS[2]);
  core.markTo(hf ? ML[i] : MH[i], t + CANDLE_PATH_OFFSETS_MS[2]);
  core.moveTo(C[i], t + CANDLE_PATH_OFFSETS_MS[3]);
  core.markTo(MC[i], t + CANDLE_PATH_OFFSETS_MS[3]);
}
