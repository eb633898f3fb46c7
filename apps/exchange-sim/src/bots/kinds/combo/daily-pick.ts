/**
 * The combo daily pick (get-daily-pick; combo design decision 7).
 *
 * Once per UTC day of the simulated clock the simulator backtests a fixed
 * list of candidate baskets (below) over the 7 days of 1-minute index
 * candles before that day's 00:00 UTC with the engine's `backtestCombo`
 * (the live bot's core), and picks the highest score:
 *
 *     score = total return ÷ max(max drawdown, 0.01)
 *
 * (return against drawdown; ties → the lower drawdown, then the earlier
 * candidate in the list). The window is the day's, not the call's, so the
 * pick is the same whenever it is asked that day, and the same for the same
 * market seed. The result is stored with its backtest in SQLite
 * (`combo_daily_pick`, one row per day) and survives restarts. A candidate
 * whose contracts are not all open for combos, or whose legs' candles do
 * not cover at least MIN_CANDLES common minutes, is skipped; no candidate
 * left → no pick (400).
 *
 * Candidates (2–4 liquid USDT perpetuals, long / short / mix; leverage 2,
 * rebalanced when a weight drifts 5 % from its target, suggested margin the
 * larger of 1,000 USDT and the basket's minimum):
 */
import type { FcomboDailyPick } from '@tb/contracts';
import { DAY_MS, MINUTE_MS, type CandleSeries, type ComboContracts, type ComboInput, backtestCombo, compareDecimal, validateCombo } from '@tb/engine';
import { comboBotMode } from '@tb/util-enums';
import type { BotsKit } from '../../kit';
import type { ComboStore } from './book';

type Candidate = { readonly id: string; readonly legs: readonly (readonly [symbol: string, side: 1 | 2, weight: string])[] };

export const COMBO_PICK_CANDIDATES: readonly Candidate[] = [
  { id: 'long-btc-eth', legs: [['BTCUSDT', 1, '0.5'], ['ETHUSDT', 1, '0.5']] },
  { id: 'short-btc-eth', legs: [['BTCUSDT', 2, '0.5'], ['ETHUSDT', 2, '0.5']] },
  { id: 'mix-btc-long-eth-short', legs: [['BTCUSDT', 1, '0.5'], ['ETHUSDT', 2, '0.5']] },
  { id: 'mix-eth-long-btc-short', legs: [['ETHUSDT', 1, '0.5'], ['BTCUSDT', 2, '0.5']] },
  { id: 'long-btc-eth-sol', legs: [['BTCUSDT', 1, '0.3334'], ['ETHUSDT', 1, '0.3333'], ['SOLUSDT', 1, '0.3333']] },
  { id: 'short-btc-eth-sol', legs: [['BTCUSDT', 2, '0.3334'], ['ETHUSDT', 2, '0.3333'], ['SOLUSDT', 2, '0.3333']] },
  { id: 'mix-majors-long-alts-short', legs: [['BTCUSDT', 1, '0.25'], ['ETHUSDT', 1, '0.25'], ['SOLUSDT', 2, '0.25'], ['XRPUSDT', 2, '0.25']] },
  { id: 'long-sol-bnb-xrp-doge', legs: [['SOLUSDT', 1, '0.25'], ['BNBUSDT', 1, '0.25'], ['XRPUSDT', 1, '0.25'], ['DOGEUSDT', 1, '0.25']] },
];

export const COMBO_PICK_RULE = 'Highest backtest score over the 7 days before today 00:00 UTC: total return ÷ max(max drawdown, 1 %); ties → lower drawdown, then list order.';
export const COMBO_PICK_LEVERAGE = '2';
export const COMBO_PICK_DRIFT = '0.05';
export const COMBO_PICK_BUDGET = '1000';
export const COMBO_PICK_WINDOW_MS = 7 * DAY_MS;
/** At least a day of common minutes. */
export const COMBO_PICK_MIN_CANDLES = 1440;

type Pick = Omit<FcomboDailyPick, 'no_pop'>;

const dayText = (dayStart: number): string => new Date(dayStart).toISOString().slice(0, 10);
const fixed = (x: number): string => (Number.isFinite(x) ? x.toFixed(6) : '0');

/** The candles of every symbol over their common minutes (same start, same length). */
function aligned(series: readonly CandleSeries[]): Record<string, CandleSeries> | null {
  const start = Math.max(...series.map((s) => s.startTime));
  const end = Math.min(...series.map((s) => s.startTime + s.length * MINUTE_MS));
  const length = Math.floor((end - start) / MINUTE_MS);
  if (length < COMBO_PICK_MIN_CANDLES) return null;
  const out: Record<string, CandleSeries> = {};
  for (const s of series) {
    if (s.time !== undefined) return null;
    const from = (start - s.startTime) / MINUTE_MS;
    const cut = <T extends Int32Array | Float64Array>(a: T): T => a.subarray(from, from + length) as T;
    out[s.symbol] = { ...s, startTime: start, length, open: cut(s.open), high: cut(s.high), low: cut(s.low), close: cut(s.close), volume: cut(s.volume), quoteVolume: cut(s.quoteVolume) };
  }
  return out;
}

export class ComboDailyPick {
  constructor(
    private readonly kit: BotsKit,
    private readonly combo: ComboStore,
    private readonly contractsOf: (symbols: readonly string[]) => ComboContracts,
  ) {}

  /** Today's pick (computed on the first call of the day, then read back), or null when no candidate has the history. */
  today(): Pick | null {
    const now = this.kit.ctx.clock.now();
    const dayStart = Math.floor(now / DAY_MS) * DAY_MS;
    const day = dayText(dayStart);
    const stored = this.combo.pick(day);
    if (stored !== undefined) return JSON.parse(stored) as Pick;
    const pick = this.compute(dayStart);
    if (pick) this.combo.savePick(day, JSON.stringify(pick), now);
    return pick;
  }

  /** Every candidate's backtest over the day's window, and the best by the rule. */
  compute(dayStart: number): Pick | null {
    const d = this.kit.ctx.derivatives;
    const market = this.kit.ctx.market;
    let best: { pick: Pick; score: number; drawdown: number } | null = null;
    for (const cand of COMBO_PICK_CANDIDATES) {
      const symbols = cand.legs.map(([s]) => s);
      const open = symbols.every((s) => {
        const c = d.contracts.get(s);
        return c !== undefined && c.coin === 'USDT' && c.tradable && c.config.support_bot && !this.kit.ctx.delistings.has('futures', s);
      });
      if (!open) continue;
      const candles = aligned(symbols.map((s) => market.markCandles(s, dayStart - COMBO_PICK_WINDOW_MS, dayStart - 1).index));
      if (!candles) continue;
      const contracts = this.contractsOf(symbols);
      const base: ComboInput = {
        leverage: COMBO_PICK_LEVERAGE,
        init_margin: COMBO_PICK_BUDGET,
        adjust_position_mode: 2,
        adjust_position_percent: COMBO_PICK_DRIFT,
        symbol_settings: cand.legs.map(([symbol, side, w]) => ({ symbol, side, target_position_percent: w })),
      };
      const min = validateCombo({ ...base, init_margin: '' }, contracts).bounds.init_margin.min;
      const budget = min !== '' && compareDecimal(min, COMBO_PICK_BUDGET) > 0 ? min : COMBO_PICK_BUDGET;
      const bt = backtestCombo({ ...base, init_margin: budget }, contracts, candles);
      if (!bt.ok) continue;
      const drawdown = bt.maxDrawdown;
      const score = bt.totalPnlPer / Math.max(drawdown, 0.01);
      const curve = bt.curve;
      const points: { time: string; pnl_per: string }[] = [];
      for (let i = 0; i < curve.time.length; i++) points.push({ time: String(Math.floor(curve.time[i] / 1000)), pnl_per: fixed(curve.totalPnl[i] / bt.investment) });
      const sides = new Set(cand.legs.map(([, side]) => side));
      const mode = sides.size === 2 ? 'mix' : sides.has(1) ? 'long' : 'short';
      const start = candles[symbols[0]].startTime;
      const pick: Pick = {
        date: dayText(dayStart),
        pick_id: cand.id,
        bot_name: symbols.join(','),
        bot_mode: comboBotMode.toServer(mode),
        leverage: COMBO_PICK_LEVERAGE,
        symbol_settings: cand.legs.map(([symbol, side, w]) => ({ symbol, side, target_position_percent: w })),
        adjust_position_mode: 2,
        adjust_position_percent: COMBO_PICK_DRIFT,
        adjust_position_time_interval: 0,
        suggested_init_margin: budget,
        backtest: {
          start_time: String(Math.floor(start / 1000)),
          end_time: String(Math.floor((start + candles[symbols[0]].length * MINUTE_MS) / 1000)),
          total_pnl_per: fixed(bt.totalPnlPer),
          max_drawdown: fixed(drawdown),
          apr: fixed(bt.apr),
          rebalance_num: bt.rebalances.length,
          curve: points,
        },
        score: fixed(score),
        rule: COMBO_PICK_RULE,
      };
      if (best === null || score > best.score || (score === best.score && drawdown < best.drawdown)) best = { pick, score, drawdown };
    }
    return best?.pick ?? null;
  }
}
