import { candleOpenTime, type CandleSeries } from '../market/candles';
import { nextInt, nextUniform, seedRng } from '../market/prng';
import { compileContract } from '../futures/contract';
import { ETH_PERP_RULES, ethHistory } from '../testing/fixtures';
import { FUNDING_INTERVAL_MS } from '../futures/funding';
import { createFuturesGrid, futuresCandleTicks, stepFuturesGrid } from '../futures-grid/futures-grid';
import type { FuturesGridInput, FuturesGridMode, FuturesGridState, FuturesGridTick } from '../futures-grid/types';
import { backtestFuturesGrid, backtestFuturesGridReference } from './futures-grid-backtest';

const RULES = ETH_PERP_RULES;
const contract = compileContract(RULES);
const market = { symbol: 'ETHUSDT', baseCoin: 'ETH', quoteCoin: 'USDT' };
const json = (x: unknown): string => JSON.stringify(x, (_k, v: unknown) => (v instanceof Float64Array ? Array.from(v) : v));

const history = (seed: number, minutes: number): CandleSeries => ethHistory(seed, minutes, 1.5);

function randomInput(seed: number): FuturesGridInput {
  const r = seedRng(seed, 'fgbt');
  const lo = 2_500 + nextInt(r, 450);
  const hi = 3_050 + nextInt(r, 500);
  const mode: FuturesGridMode = (['neutral', 'long', 'short'] as const)[nextInt(r, 3)];
  const kind = nextInt(r, 6);
  const up = mode !== 'short';
  return {
    gridMode: mode,
    gridType: kind === 5 || nextUniform(r) < 0.5 ? 'arithmetic' : 'geometric',
    minPrice: String(lo),
    maxPrice: String(hi),
    cellNumber: 5 + nextInt(r, 60),
    leverage: String([2, 5, 10, 25][nextInt(r, 4)]),
    investment: String(2_000 + nextInt(r, 30_000)),
    tsPercent: kind === 1 && mode !== 'neutral' ? '0.03' : undefined,
    tpSlType: kind === 2 ? 'percent' : kind === 3 ? 'price' : undefined,
    takeProfitPercent: kind === 2 ? '0.2' : undefined,
    stopLossPercent: kind === 2 ? '0.3' : undefined,
    takeProfitPrice: kind === 3 ? String(up ? hi + 100 : lo - 100) : undefined,
    stopLossPrice: kind === 3 ? String(up ? lo - 100 : hi + 100) : undefined,
    entryPrice: kind === 4 ? String(2_960 + nextInt(r, 80)) : undefined,
    moveUpPrice: kind === 5 ? String(hi + 400) : undefined,
    moveDownPrice: kind === 5 ? String(lo - 400) : undefined,
  };
}

/** The live API over the same candles: each candle's funding fix (mark = its open), then its four points as last and mark. */
function stepLive(input: FuturesGridInput, candles: CandleSeries, rateE8: number): FuturesGridState | null {
  const t0 = candleOpenTime(candles, 0);
  const created = createFuturesGrid(input, contract, { ...market, lastPrice: (candles.open[0] / 100).toFixed(2) }, t0);
  if (!created.ok) return null;
  let s = created.state;
  let fix = t0 - (t0 % FUNDING_INTERVAL_MS) + FUNDING_INTERVAL_MS;
  for (let i = 0; i < candles.length && s.status !== 'COMPLETED'; i++) {
    const t = candleOpenTime(candles, i);
    const ticks: FuturesGridTick[] = [];
    for (; fix <= t; fix += FUNDING_INTERVAL_MS) ticks.push({ type: 'funding', time: fix, rateE8, markTicks: candles.open[i] });
    const c = { open: candles.open[i], high: candles.high[i], low: candles.low[i], close: candles.close[i] };
    ticks.push(...futuresCandleTicks(t, c, c));
    s = stepFuturesGrid(s, ticks).state;
  }
  return s;
}

describe('futures grid backtest', () => {
  it('gives identical results with the fast walker and the per-level reference loop, and the live API agrees, on 80 seeds', () => {
    const seen = { compared: 0, liquidated: 0, stopped: 0, moved: 0, trailing: 0, funding: 0 };
    for (let seed = 1; seed <= 80; seed++) {
      const candles = history(seed, 3_000);
      const input = randomInput(seed);
      const rateE8 = seed % 2 === 0 ? 10_000 : -30_000;
      const fast = backtestFuturesGrid(input, RULES, market, candles, { fundingRateE8: rateE8 });
      const ref = backtestFuturesGridReference(input, contract, market, candles, { fundingRateE8: rateE8 });
      expect(fast.ok).toBe(ref.ok);
      if (!fast.ok || !ref.ok) continue;
      seen.compared++;
      expect(json(fast.state)).toBe(json(ref.state));
      expect(json(fast.trades)).toBe(json(ref.trades));
      expect(json(fast.events)).toBe(json(ref.events));
      expect(json(fast.curve)).toBe(json(ref.curve));
      expect(json(fast.fundingCurve)).toBe(json(ref.fundingCurve));
      const live = stepLive(input, candles, rateE8)!;
      // the live state is the backtest's but for the last mark and time a running bot saw last
      expect(json({ ...live, markTicks: 0, lastTime: 0 })).toBe(json({ ...fast.state, markTicks: 0, lastTime: 0 }));
      if (fast.liquidations > 0) seen.liquidated++;
      if (fast.state.status === 'COMPLETED') seen.stopped++;
      if (fast.events.some((e) => e.type === 'grid_moved')) seen.moved++;
      if (fast.state.stopType === 'F_GRID_BOT_STOP_TYPE_TRAILING_STOP') seen.trailing++;
      if (fast.events.some((e) => e.type === 'funding')) seen.funding++;
    }
    expect(seen.compared).toBeGreaterThan(45);
    expect(seen.funding).toBeGreaterThan(30);
    expect(seen.stopped).toBeGreaterThan(5);
    expect(Math.min(seen.liquidated, seen.moved, seen.trailing)).toBeGreaterThan(0);
    if (process.env.FC_STATS) console.log(seen);
  });

  it('liquidates a 25x long grid in a fall at the first mark past the trigger, and the reference agrees', () => {
    // the first seed whose history falls 10 % below its start
    let seed = 1;
    let candles = history(seed, 3_000);
    while (Math.min(...Array.from(candles.low)) > candles.open[0] * 0.9) candles = history(++seed, 3_000);
    const p = candles.open[0] / 100;
    const input: FuturesGridInput = { gridMode: 'long', gridType: 'arithmetic', minPrice: (p * 0.98).toFixed(2), maxPrice: (p * 1.05).toFixed(2), cellNumber: 10, leverage: '25', investment: '5000' };
    const r = backtestFuturesGrid(input, RULES, market, candles, { fundingRateE8: 0 });
    if (!r.ok) throw new Error(r.validation.check_code);
    expect(r.liquidations).toBe(1);
    expect(r.state.stopType).toBe('F_GRID_BOT_STOP_TYPE_FOR_LIQUIDATION');
    const liq = r.events.find((e) => e.type === 'liquidated');
    if (liq?.type !== 'liquidated') throw new Error('no liquidation event');
    // the mark that hit is at or below the trigger, and no earlier candle went below it
    expect(liq.markTicks).toBeLessThanOrEqual(liq.result.triggerTicks);
    const i = Math.floor((liq.time - candleOpenTime(candles, 0)) / 60_000);
    for (let k = 0; k < i; k++) expect(candles.low[k]).toBeGreaterThan(liq.result.triggerTicks);
    const ref = backtestFuturesGridReference(input, RULES, market, candles, { fundingRateE8: 0 });
    expect(json(ref.ok && ref.events)).toBe(json(r.events));
  });
});
