/**
 * DCA backtest: the DcaCore of the live bot driven by candles. All series
 * must share start time, interval and length (one column per pair). At each
 * candle: a pair whose TP price lies within the candle sells at that price
 * (or at the open if it opened above it); then a due round buys at the open.
 */
import { pow10 } from '../core/decimal';
import { EngineInputError, notional } from '../core/rules';
import { type CandleSeries, candleOpenTime } from '../market/candles';
import { apr, minutesRunning } from '../common/apr';
import { type DcaEvent, type DcaInput, type DcaState, DcaCore, createDca, dcaTakeProfitPrice } from '../dca/dca';
import { type BacktestOptions, type PnlCurve, BacktestRecorder, drawdownAfter } from './curve';

export interface DcaBacktestResult {
  readonly state: DcaState;
  readonly events: readonly DcaEvent[];
  /** equity = invested + PnL; totalPnl; gridProfit holds the realised (TP) profit. Common quote units of the state. */
  readonly curve: PnlCurve;
  readonly fills: number;
  readonly fillsPerDay: number;
  readonly days: number;
  readonly maxDrawdown: number;
  readonly invested: number;
  readonly totalPnl: number;
  readonly apr: number;
}

export function backtestDca(input: DcaInput, candles: Readonly<Record<string, CandleSeries>>, options: BacktestOptions = {}): DcaBacktestResult {
  const t0Guess = Object.values(candles)[0];
  if (!t0Guess || t0Guess.length === 0) throw new EngineInputError('candles', 'the history is empty');
  const t0 = candleOpenTime(t0Guess, 0);
  const s = createDca(input, t0);
  const series = s.pairs.map((p) => {
    const c = candles[p.symbol];
    if (!c) throw new EngineInputError('candles', `no candles for ${p.symbol}`);
    if (c.length !== t0Guess.length || candleOpenTime(c, 0) !== t0 || c.intervalMs !== t0Guess.intervalMs) throw new EngineInputError('candles', `${p.symbol} is not aligned with the other series`);
    return c;
  });
  const n = t0Guess.length;
  const step = t0Guess.intervalMs;
  const core = new DcaCore(s);
  const units = s.pairs.map((p) => Number(pow10(s.scale - p.market.quoteScale)));
  const rec = new BacktestRecorder(n, t0, step, options);
  let [peak, maxDd, nextSample] = rec.start();
  const tp = s.pairs.map((p) => dcaTakeProfitPrice(s, p));
  let idx = 0;
  const priceOf = (symbol: string): number => series[s.pairs.findIndex((p) => p.symbol === symbol)].open[idx];
  for (let i = 0; i < n; i++) {
    idx = i;
    const t = candleOpenTime(t0Guess, i);
    if (s.status === 'RUNNING') {
      let changed = false;
      for (let j = 0; j < s.pairs.length; j++) {
        if (series[j].high[i] >= tp[j]) {
          core.takeProfit(t, s.pairs[j], Math.max(tp[j], series[j].open[i]));
          changed = true;
        }
      }
      if (t >= s.nextBuyAt) {
        core.round(t, priceOf);
        changed = true;
      }
      if (changed) for (let j = 0; j < s.pairs.length; j++) tp[j] = dcaTakeProfitPrice(s, s.pairs[j]);
    }
    let pnl = 0;
    let realised = 0;
    for (let j = 0; j < s.pairs.length; j++) {
      const p = s.pairs[j];
      pnl += (notional(p.market, series[j].close[i], p.lots) - p.spent - p.buyFees + p.realisedProfit) * units[j];
      realised += p.realisedProfit * units[j];
    }
    const eq = s.invested + pnl;
    maxDd = drawdownAfter(peak, eq, maxDd);
    if (eq > peak) peak = eq;
    const closeTime = t + step;
    if (closeTime >= nextSample || i === n - 1) {
      rec.sample(closeTime, eq, pnl, realised);
      while (nextSample <= closeTime) nextSample += rec.sampleMs;
    }
    if ((i & 0xffff) === 0xffff) rec.progress(i);
  }
  const curve = rec.finish();
  const days = (n * step) / 86_400_000;
  const fills = core.events.filter((e) => e.type === 'order_filled').length;
  const totalPnl = rec.last().totalPnl;
  return {
    state: s,
    events: core.events,
    curve,
    fills,
    fillsPerDay: days > 0 ? fills / days : 0,
    days,
    maxDrawdown: maxDd,
    invested: s.invested,
    totalPnl,
    apr: apr(totalPnl, s.invested, minutesRunning(n * step)),
  };
}
