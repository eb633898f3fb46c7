/**
 * AI parameters across kinds: a registry of per-kind providers (a driver's
 * `ai`). A kind's AI endpoint (spot grid: `ai-params-detail`) asks through it,
 * and so will the tools that read across kinds (the AI pick area): which kinds
 * have AI parameters, and a kind's parameters for a symbol.
 */
import type { AiValidationOut, BotFailure } from '@tb/contracts';
import { AI_LOSS_LIMIT, type AiValidation } from '@tb/engine';
import { invalid, isRefusal, ok } from './common/results';
import type { AiParamsProvider, AiProposal, BotAnswer } from './driver';
import type { DriverRegistry } from './drivers';

export class AiParamsRegistry {
  constructor(private readonly drivers: DriverRegistry) {}

  /** Kinds with AI parameters. */
  kinds(): string[] {
    return this.drivers
      .all()
      .filter((d) => d.ai)
      .map((d) => d.kind);
  }

  provider(kind: string): AiParamsProvider | undefined {
    return this.drivers.get(kind)?.ai;
  }

  /**
   * The kind's AI parameters for a symbol (its provider's answer, of the
   * kind's result type `R`), or a refusal for a kind without them.
   */
  detail<R extends BotAnswer = BotAnswer>(kind: string, symbol: string): R | BotFailure {
    const provider = this.provider(kind);
    if (!provider) return invalid(`${kind} bots have no AI parameters`);
    return provider.detail(symbol) as R | BotFailure;
  }
}

/**
 * A kind's AI parameters for a subject (a pair, a contract: anything with a
 * `symbol`), computed by the kind's `compute` and kept per symbol for `ttlMs`
 * of simulated time (a clock moved back recomputes): what every kind's
 * provider extends.
 */
export abstract class CachedAiParams<K extends { readonly symbol: string }, V extends { readonly computed_at: number }> {
  private readonly entries = new Map<string, V>();

  constructor(
    private readonly clock: { now(): number },
    private readonly ttlMs: number,
  ) {}

  /** The subject's parameters (cached, or computed now; null: too little history, nothing to keep). */
  get(subject: K): { result: V; cached: boolean } | null {
    const now = this.clock.now();
    const hit = this.entries.get(subject.symbol);
    if (hit && now - hit.computed_at < this.ttlMs && now >= hit.computed_at) return { result: hit, cached: true };
    const result = this.compute(subject, now);
    if (!result) return null;
    this.entries.set(subject.symbol, result);
    return { result, cached: false };
  }

  /** The kind's parameters for `subject` at simulated time `now`, or null when its history is too short. */
  protected abstract compute(subject: K, now: number): V | null;
}

/**
 * A kind's proposal from its AI answer (a driver's `ai.proposal`): `pick`
 * chooses among the answer's proposals (the kind's recommended one, else its
 * first), `apr` and `drawdown` name the pick's backtest fields. Every kind's
 * proposals are validated walk-forward (contracts ai-validation.ts): when the
 * pick carries its `validation`, its test window's figures are the ones
 * given (actual return and drawdown, the APR annualised from its few days);
 * an answer whose proposals all failed says so (`nonePassed`). A refusal
 * stays a refusal; an answer without a proposal is refused.
 */
export function proposalOf<A extends BotAnswer>(answer: A, pick: (answer: A) => Readonly<Record<string, unknown>> | undefined, apr: string, drawdown: string): AiProposal {
  const nonePassed = (answer as { none_passed?: unknown }).none_passed === true;
  const empty = { fields: {}, apr: '', drawdown: '', windowReturn: '', days: '', nonePassed };
  if (isRefusal(answer)) return { ...answer, ...empty };
  const chosen = pick(answer);
  if (!chosen) return { ...invalid(nonePassed ? 'no AI proposal passed its test over the last days: none is offered' : 'no AI proposal for this symbol'), ...empty };
  const text = (name: string) => (typeof chosen[name] === 'string' ? (chosen[name] as string) : '');
  const v = chosen['validation'] as AiValidationOut | undefined;
  if (v) return ok({ fields: chosen, apr: v.apr, drawdown: v.max_drawdown, windowReturn: v.window_return, days: v.test_days, nonePassed });
  return ok({ fields: chosen, apr: text(apr), drawdown: text(drawdown), windowReturn: '', days: '', nonePassed });
}

/** A fraction for the AI results: 6 decimals (estimates, not money); 0 for a non-finite figure. */
export const aiFixed = (x: number): string => (Number.isFinite(x) ? x.toFixed(6) : '0');

/** An engine walk-forward test on the wire (contracts ai-validation.ts). */
export function validationOut(v: AiValidation): AiValidationOut {
  return {
    choose_start: v.fitStart,
    test_start: v.testStart,
    test_end: v.testEnd,
    test_days: aiFixed(v.days),
    window_return: aiFixed(v.windowReturn),
    max_drawdown: aiFixed(v.maxDrawdown),
    apr: aiFixed(v.apr),
    fills: v.fills,
    liquidations: v.liquidations,
    failure: v.failure ?? '',
  };
}

/** The validation summary every kind's AI result carries: the loss limit, and whether nothing passed. */
export function validationSummary(offered: number, considered: number): { loss_limit: string; none_passed: boolean } {
  return { loss_limit: String(AI_LOSS_LIMIT), none_passed: considered > 0 && offered === 0 };
}
