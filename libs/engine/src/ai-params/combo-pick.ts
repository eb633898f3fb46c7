/**
 * The combo's AI daily pick, validated walk-forward (common/walk-forward.ts):
 * a fixed list of candidate baskets (the simulator's), each
 * - **ranked** by its backtest over the choosing window (the first 4 of the
 *   7 days): score = total return ÷ max(max drawdown, 1 %); ties → the lower
 *   drawdown, then list order;
 * - **tested** in that order by the combo backtest (the live bot's core)
 *   over the test window (the last 3 days), which the ranking did not see.
 * The pick is the best-ranked candidate whose test passed (a fill is the
 * opening; a leg's liquidation or a loss beyond the limit fails it); the
 * figures shown with it are its test's. No candidate passing → no pick, with
 * each candidate's failure so the page can say why.
 */
import { compareDecimal } from '../core/decimal';
import { candleOpenTime, type CandleSeries } from '../market/candles';
import { backtestCombo } from '../backtest/combo-backtest';
import { validateCombo } from '../combo/validate';
import type { ComboBacktestResult, ComboCandles } from '../combo/api-types';
import type { ComboContracts, ComboInput } from '../combo/types';
import { type AiFailure, type AiValidation, AI_LOSS_LIMIT, splitHistory, validationOf } from '../common/walk-forward';

export interface ComboCandidate {
  readonly id: string;
  readonly input: ComboInput;
}

/** A candidate's verdict: its choosing-window score and, when it was tested, its test. */
export interface ComboCandidateVerdict {
  readonly id: string;
  /** Score over the choosing window (null: its backtest was refused there). */
  readonly score: number | null;
  readonly validation: AiValidation | null;
  readonly failure: AiFailure | null;
}

export interface ComboPick {
  readonly id: string;
  readonly input: ComboInput;
  /** Its choosing-window score (the ranking rule). */
  readonly score: number;
  readonly validation: AiValidation;
  /** The test window's backtest (curve, rebalances) — what the pick shows. */
  readonly test: ComboBacktestResult;
}

export interface ComboPickResult {
  readonly pick: ComboPick | null;
  /** Every candidate in ranking order (refused ones last). */
  readonly candidates: readonly ComboCandidateVerdict[];
}

/** The candidate basket's input with the budget raised to its minimum when that is more. */
export function comboCandidateInput(base: Omit<ComboInput, 'init_margin'>, budget: string, contracts: ComboContracts): ComboInput {
  const min = validateCombo({ ...base, init_margin: '' }, contracts).bounds.init_margin.min;
  return { ...base, init_margin: min !== '' && compareDecimal(min, budget) > 0 ? min : budget };
}

const score = (bt: ComboBacktestResult) => bt.totalPnlPer / Math.max(bt.maxDrawdown, 0.01);

/** Ranks `candidates` over the choosing window of `candles` (aligned, by symbol) and picks the best that passes its test. */
export function proposeComboPick(candidates: readonly ComboCandidate[], contracts: ComboContracts, candles: ComboCandles, lossLimit = AI_LOSS_LIMIT): ComboPickResult {
  const fit: Record<string, CandleSeries> = {};
  const test: Record<string, CandleSeries> = {};
  for (const [symbol, series] of Object.entries(candles)) {
    const parts = splitHistory(series);
    fit[symbol] = parts.fit;
    test[symbol] = parts.test;
  }
  const ranked = candidates.map((c, order) => {
    const bt = backtestCombo(c.input, contracts, fit);
    return { c, order, bt: bt.ok ? bt : null };
  });
  ranked.sort((a, b) => {
    if (!a.bt || !b.bt) return (a.bt ? 0 : 1) - (b.bt ? 0 : 1) || a.order - b.order;
    return score(b.bt) - score(a.bt) || a.bt.maxDrawdown - b.bt.maxDrawdown || a.order - b.order;
  });
  let pick: ComboPick | null = null;
  const verdicts: ComboCandidateVerdict[] = [];
  for (const r of ranked) {
    if (!r.bt) {
      verdicts.push({ id: r.c.id, score: null, validation: null, failure: 'not_backtested' });
      continue;
    }
    const firstLeg = r.c.input.symbol_settings?.[0]?.symbol ?? '';
    const testLeg = test[firstLeg];
    const fitLeg = fit[firstLeg];
    const bt: ReturnType<typeof backtestCombo> | null = pick ? null : backtestCombo(r.c.input, contracts, test);
    if (!bt) {
      verdicts.push({ id: r.c.id, score: score(r.bt), validation: null, failure: null });
      continue;
    }
    const validation = validationOf(candleOpenTime(fitLeg, 0), testLeg, {
      ok: bt.ok,
      fills: bt.ok ? 1 + bt.rebalances.length : 0,
      liquidations: bt.ok ? bt.liquidations.length : 0,
      windowReturn: bt.ok ? bt.totalPnlPer : 0,
      maxDrawdown: bt.ok ? bt.maxDrawdown : 0,
      apr: bt.ok ? bt.apr : 0,
    }, lossLimit);
    verdicts.push({ id: r.c.id, score: score(r.bt), validation, failure: validation.failure });
    if (bt.ok && validation.failure === null) pick = { id: r.c.id, input: r.c.input, score: score(r.bt), validation, test: bt };
  }
  return { pick, candidates: verdicts };
}
