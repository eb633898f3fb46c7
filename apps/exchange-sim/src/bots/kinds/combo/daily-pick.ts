/**
 * The combo daily pick (get-daily-pick; combo design decision 7), validated
 * walk-forward (issue 29; engine `proposeComboPick`, contracts
 * ai-validation.ts).
 *
 * Once per UTC day of the simulated clock the simulator takes a fixed list
 * of candidate baskets (below) and the 7 days of 1-minute index candles
 * before that day's 00:00 UTC: each candidate is ranked by its
 * `backtestCombo` (the live bot's core) over the first 4 days,
 *
 *     score = total return ÷ max(max drawdown, 0.01)
 *
 * (ties → the lower drawdown, then the earlier candidate in the list), and
 * the best-ranked one whose test over the last 3 days made its fills, lost
 * no leg to liquidation and lost no more than the limit is the pick; its
 * `backtest` is that test. The window is the day's, not the call's, so the
 * pick is the same whenever it is asked that day, and the same for the same
 * market seed. The result (pick or none, with every candidate's verdict) is
 * stored in SQLite (`combo_daily_pick`, one row per day) and survives
 * restarts. A candidate whose contracts are not all open for combos is
 * skipped; legs' candles must cover at least MIN_CANDLES common minutes, or
 * there is no pick yet (400).
 *
 * Candidates (2–4 liquid USDT perpetuals, long / short / mix; leverage 2,
 * rebalanced when a weight drifts 5 % from its target, suggested margin the
 * larger of 1,000 USDT and the basket's minimum):
 */
import type { FcomboDailyPick, FcomboPickCandidate } from '@tb/contracts';
import { DAY_MS, MINUTE_MS, type CandleSeries, type ComboContracts, comboCandidateInput, proposeComboPick } from '@tb/engine';
import { comboBotMode } from '@tb/util-enums';
import type { BotsKit } from '../../kit';
import { aiFixed, validationOut, validationSummary } from '../../ai-params';
import type { ComboStore } from './book';
import { usdtContractOpenToBots } from '../../common/open-contract';

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

export const COMBO_PICK_RULE =
  'Ranked by backtest score over the first 4 of the 7 days before today 00:00 UTC (total return ÷ max(max drawdown, 1 %); ties → lower drawdown, then list order); the best-ranked basket whose test over the last 3 days traded, had no liquidation and lost no more than the limit.';
export const COMBO_PICK_LEVERAGE = '2';
export const COMBO_PICK_DRIFT = '0.05';
export const COMBO_PICK_BUDGET = '1000';
export const COMBO_PICK_WINDOW_MS = 7 * DAY_MS;
/** At least a day of common minutes. */
export const COMBO_PICK_MIN_CANDLES = 1440;

type Pick = Omit<FcomboDailyPick, 'no_pop'>;
/** The day's answer: the pick (or none) and every candidate's verdict. */
export interface DayPick {
  readonly date: string;
  readonly pick: Pick | null;
  readonly loss_limit: string;
  readonly none_passed: boolean;
  readonly candidates: FcomboPickCandidate[];
}

const dayText = (dayStart: number): string => new Date(dayStart).toISOString().slice(0, 10);
const fixed = aiFixed;

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

  /** Today's answer (computed on the first call of the day, then read back), or null when the candidates lack the history. */
  today(): DayPick | null {
    const now = this.kit.ctx.clock.now();
    const dayStart = Math.floor(now / DAY_MS) * DAY_MS;
    const day = dayText(dayStart);
    const stored = this.combo.pick(day);
    if (stored !== undefined) {
      const read = JSON.parse(stored) as DayPick | Pick;
      // a row stored before issue 29 is a bare pick: it is recomputed
      if ('candidates' in read) return read;
    }
    const pick = this.compute(dayStart);
    if (pick) this.combo.savePick(day, JSON.stringify(pick), now);
    return pick;
  }

  /** Every open candidate ranked over the day's choosing window and tested over its test window (engine proposeComboPick). */
  compute(dayStart: number): DayPick | null {
    const market = this.kit.ctx.market;
    const open = COMBO_PICK_CANDIDATES.filter((cand) =>
      cand.legs.every(([s]) => usdtContractOpenToBots(this.kit.ctx, s) !== undefined),
    );
    const symbols = [...new Set(open.flatMap((c) => c.legs.map(([s]) => s)))];
    if (!symbols.length) return null;
    const candles = aligned(symbols.map((s) => market.markCandles(s, dayStart - COMBO_PICK_WINDOW_MS, dayStart - 1).index));
    if (!candles) return null;
    const contracts: ComboContracts = this.contractsOf(symbols);
    const inputs = open.map((cand) => ({
      id: cand.id,
      input: comboCandidateInput(
        {
          leverage: COMBO_PICK_LEVERAGE,
          adjust_position_mode: 2,
          adjust_position_percent: COMBO_PICK_DRIFT,
          symbol_settings: cand.legs.map(([symbol, side, w]) => ({ symbol, side, target_position_percent: w })),
        },
        COMBO_PICK_BUDGET,
        contracts,
      ),
    }));
    const result = proposeComboPick(inputs, contracts, candles);
    const nameOf = (id: string) => (COMBO_PICK_CANDIDATES.find((c) => c.id === id)?.legs ?? []).map(([s]) => s).join(',');
    const date = dayText(dayStart);
    let pick: Pick | null = null;
    if (result.pick) {
      const cand = COMBO_PICK_CANDIDATES.find((c) => c.id === result.pick!.id)!;
      const bt = result.pick.test;
      const points: { time: string; pnl_per: string }[] = [];
      for (let i = 0; i < bt.curve.time.length; i++) points.push({ time: String(Math.floor(bt.curve.time[i] / 1000)), pnl_per: fixed(bt.curve.totalPnl[i] / bt.investment) });
      const sides = new Set(cand.legs.map(([, side]) => side));
      const mode = sides.size === 2 ? 'mix' : sides.has(1) ? 'long' : 'short';
      const v = result.pick.validation;
      pick = {
        date,
        pick_id: cand.id,
        bot_name: nameOf(cand.id),
        bot_mode: comboBotMode.toServer(mode),
        leverage: COMBO_PICK_LEVERAGE,
        symbol_settings: cand.legs.map(([symbol, side, w]) => ({ symbol, side, target_position_percent: w })),
        adjust_position_mode: 2,
        adjust_position_percent: COMBO_PICK_DRIFT,
        adjust_position_time_interval: 0,
        suggested_init_margin: result.pick.input.init_margin,
        backtest: {
          start_time: String(Math.floor(v.testStart / 1000)),
          end_time: String(Math.floor(v.testEnd / 1000)),
          total_pnl_per: fixed(bt.totalPnlPer),
          max_drawdown: fixed(bt.maxDrawdown),
          apr: fixed(bt.apr),
          rebalance_num: bt.rebalances.length,
          curve: points,
        },
        score: fixed(result.pick.score),
        rule: COMBO_PICK_RULE,
        validation: validationOut(v),
      };
    }
    const verdicts = result.candidates.filter((c) => c.id !== result.pick?.id);
    return {
      date,
      pick,
      ...validationSummary(pick ? 1 : 0, result.candidates.length),
      candidates: verdicts.map((c) => ({
        pick_id: c.id,
        bot_name: nameOf(c.id),
        score: c.score === null ? '' : fixed(c.score),
        failure: c.failure ?? '',
        window_return: c.validation ? fixed(c.validation.windowReturn) : '',
        test_days: c.validation ? fixed(c.validation.days) : '',
      })),
    };
  }
}
