/**
 * Futures combo backtest over aligned candles of every leg's symbol, running
 * the live bot's core (combo/core.ts): at each of a candle's four path
 * points (common/price-path.ts, the same offsets for every leg; each leg's
 * own high/low order) every leg's last price and mark move together (the
 * candles stand for both: the combo's stops and weights read the marks, and
 * no mark series is given), then liquidation, the stops on the total, the
 * drift rebalance and the time rebalance are checked once (ComboCore.tick).
 * Funding fixes, when given per symbol, are settled after the candle whose
 * (open, close] holds their instant, at the candle's close as the mark.
 *
 * Results: the total curve (futures-curve.ts: equity, total PnL, realised,
 * unrealised, funding, fees; bot units), each leg's PnL curve at the same
 * samples, the opening allocation and every rebalance after it with its reason, the leg liquidations, max
 * drawdown of equity at candle closes, APR of the total PnL on the total
 * margin over the time the bot ran. Progress through `onProgress` (about
 * every 2^16 candles) like the other backtests, so a page can show it.
 */
import { EngineInputError } from '../core/rules';
import { candleOpenTime } from '../market/candles';
import { apr, minutesRunning } from '../common/apr';
import { highFirst, CANDLE_PATH_OFFSETS_MS } from '../common/price-path';
import { createCombo } from '../combo/combo';
import { ComboCore, comboEquity, legUpnl } from '../combo/core';
import type { ComboBacktest, ComboBacktestOptions, ComboCandles } from '../combo/api-types';
import type { ComboContracts, ComboEvent, ComboInput, ComboPrices, ComboRebalance } from '../combo/types';
import { FuturesBacktestRecorder } from './futures-curve';
import { type RiskCounts, MarginRatioLow, countRisk } from './risk-track';

/** Runs `input` over `candles` (by symbol; every leg's symbol present, same length and open times). */
export function backtestCombo(input: ComboInput, contracts: ComboContracts, candles: ComboCandles, options: ComboBacktestOptions = {}): ComboBacktest {
  const symbols = (input.symbol_settings ?? []).map((l) => l.symbol);
  const series = symbols.map((sym) => {
    const c = Object.prototype.hasOwnProperty.call(candles, sym) ? candles[sym] : undefined;
    if (c === undefined) throw new EngineInputError(`candles.${sym}`, 'no candles for this leg');
    return c;
  });
  if (series.length === 0) throw new EngineInputError('symbol_settings', 'no legs');
  const n = series[0].length;
  if (n === 0) throw new EngineInputError('candles', 'the history is empty');
  for (let j = 1; j < series.length; j++) {
    if (series[j].length !== n || series[j].intervalMs !== series[0].intervalMs || candleOpenTime(series[j], 0) !== candleOpenTime(series[0], 0)) {
      throw new EngineInputError(`candles.${symbols[j]}`, 'not aligned with the first leg’s candles');
    }
  }
  const t0 = candleOpenTime(series[0], 0);
  const prices: Record<string, { mark: number }> = {};
  symbols.forEach((sym, j) => (prices[sym] = { mark: series[j].open[0] }));
  const created = createCombo(input, contracts, prices as ComboPrices, t0, options.risk === undefined ? undefined : { alert: options.risk.alert, guard: options.risk.guard, warned: [], paused: [] });
  const risk: RiskCounts = { warnings: 0, pauses: 0, resumes: 0 };
  const mr = options.trackMarginRatio === true ? new MarginRatioLow() : null;
  if (!created.ok) return { ok: false, limits: created.limits };
  const s = created.state;
  const core = new ComboCore(s);
  const legs = s.legs;
  const k = legs.length;
  const rebalances: ComboRebalance[] = [];
  const liquidations: { time: number; symbol: string }[] = [];
  const collect = (events: readonly ComboEvent[]): void => {
    for (const e of events) {
      if (e.type === 'rebalance' && e.record.no > 0) rebalances.push(e.record);
      else if (e.type === 'leg_liquidated') {
        liquidations.push({ time: e.time, symbol: e.symbol });
        mr?.liquidated();
      } else if (e.type === 'risk') countRisk(risk, e);
    }
  };
  collect(created.events);
  // funding fixes per leg, in time order
  const fixes = symbols.map((sym) => (options.funding !== undefined && Object.prototype.hasOwnProperty.call(options.funding, sym) ? options.funding[sym] : []));
  const fi = new Array<number>(k).fill(0);
  for (let j = 0; j < k; j++) while (fi[j] < fixes[j].length && fixes[j][fi[j]].time <= t0) fi[j]++;

  const step = series[0].intervalMs;
  const rec = new FuturesBacktestRecorder(n, t0, step, options);
  const legPnl: number[][] = legs.map(() => []);
  const last = new Int32Array(k);
  const lo = new Int32Array(k);
  const hi = new Int32Array(k);
  let [peakEq, maxDd, nextSample] = rec.start();
  const regular = series.every((x) => x.time === undefined);
  for (let i = 0; i < n; i++) {
    const t = regular ? t0 + i * step : candleOpenTime(series[0], i);
    if (s.status === 'RUNNING') {
      // the four path points: open, first extreme, second extreme, close (each leg's own order)
      for (let j = 0; j < k; j++) {
        const c = series[j];
        const hf = highFirst(c.open[i], c.close[i]);
        lo[j] = hf ? c.high[i] : c.low[i];
        hi[j] = hf ? c.low[i] : c.high[i];
      }
      for (let p = 0; p < 4 && s.status === 'RUNNING'; p++) {
        for (let j = 0; j < k; j++) {
          const c = series[j];
          last[j] = p === 0 ? c.open[i] : p === 1 ? lo[j] : p === 2 ? hi[j] : c.close[i];
        }
        core.tick(last, last, t + CANDLE_PATH_OFFSETS_MS[p]);
      }
      const end = t + step;
      for (let j = 0; j < k && s.status === 'RUNNING'; j++) {
        const f = fixes[j];
        while (fi[j] < f.length && f[fi[j]].time <= end) {
          const fix = f[fi[j]++];
          core.funding(j, { time: fix.time, rateE8: fix.rateE8, markTicks: series[j].close[i] });
        }
      }
      if (core.events.length > 0) {
        collect(core.events);
        core.events.length = 0;
      }
      if (mr !== null) for (let j = 0; j < k; j++) if (!legs[j].liquidated) mr.observe(legs[j].contract, legs[j].position, series[j].low[i], series[j].high[i]);
    }
    const eq = comboEquity(s);
    if (eq > peakEq) peakEq = eq;
    else if (peakEq > 0 && peakEq - eq > maxDd * peakEq) maxDd = Math.max(maxDd, (peakEq - eq) / peakEq);
    const closeTime = t + step;
    if (closeTime >= nextSample || i === n - 1) {
      let realised = 0;
      let upnl = 0;
      let funding = 0;
      let fees = 0;
      for (let j = 0; j < k; j++) {
        const l = legs[j];
        const f = l.unitFactor;
        const r = (l.position.realisedPnl - l.position.insurance) * f;
        const u = legUpnl(l);
        realised += r;
        upnl += u;
        funding += l.position.funding * f;
        fees += l.position.fees * f;
        legPnl[j].push(r + u + (l.position.funding - l.position.fees) * f);
      }
      rec.sample(closeTime, eq, realised, realised, upnl, funding, fees);
      while (nextSample <= closeTime) nextSample += rec.sampleMs;
    }
    if ((i & 0xffff) === 0xffff) rec.progress(i);
  }
  rec.progress(n);
  const tEnd = t0 + n * step;
  const curve = rec.finish();
  const totalPnl = comboEquity(s) - s.deposits;
  const minutes = minutesRunning((s.status === 'COMPLETED' ? s.endedAt : tEnd) - s.createdAt);
  return {
    ok: true,
    state: s,
    curve,
    legCurves: legs.map((l, j) => ({ symbol: l.symbol, pnl: Float64Array.from(legPnl[j]) })),
    opening: created.events.flatMap((e) => (e.type === 'rebalance' ? [e.record] : []))[0],
    rebalances,
    liquidations,
    candles: n,
    days: (tEnd - t0) / 86_400_000,
    maxDrawdown: maxDd,
    investment: s.deposits,
    totalPnl,
    totalPnlPer: s.deposits > 0 ? totalPnl / s.deposits : 0,
    apr: apr(totalPnl, s.deposits, minutes),
    stopType: s.stopType,
    risk,
    worstMarginRatio: mr === null ? null : mr.value(),
  };
}
