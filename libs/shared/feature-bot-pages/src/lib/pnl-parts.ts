import { BigNumber, toBigNumber } from '@tb/util-format';
import { ratioOf, type PnlFigure } from './widgets';

/**
 * A futures bot's PnL as parts that add up to the total shown (issue 32,
 * convention 14): realised, unrealised, funding, trading fees and total, with
 * one meaning for every kind — realised is the closed trades' PnL **before**
 * trading fees (liquidation losses included), the fees are their own part (a
 * cost, shown negative), funding is what was received (negative: paid), and
 * realised + unrealised + funding + fees = total, exactly.
 *
 * An engine that reports realised PnL with the fees already taken off
 * (martingale's `realized_pnl`) says so with `realisedAfterFees`: the fees
 * are added back to it here, so they are counted once, as their own part,
 * instead of hiding inside realised with a note saying so.
 *
 * The one builder of a futures PnL summary (issues 29 and 32): martingale,
 * combo and futures grid detail and close pages all build their parts here
 * (the futures grid's first part is its grid profit, the glossary's profit per
 * grid, with its position PnL giving those fees back). The glossary
 * (Glossary.tsx) words the same meanings; a close's settlement breakdown
 * (engine futures/settlement.ts) uses the same realised PnL, before fees.
 */
export interface PnlParts {
  /** Realised PnL as the API reports it. */
  readonly realised: string;
  readonly realisedAfterFees?: boolean;
  /** Unrealised PnL at the mark; left out on a close detail (nothing is open). */
  readonly unrealised?: string;
  readonly funding: string;
  /** Trading fees paid (a positive figure: what the API calls total fee). */
  readonly fees: string;
  readonly total: string;
  /** The total's ratio as the API reports it (else computed on `investment`). */
  readonly totalRatio?: string;
  /** What the ratios are of (total margin). */
  readonly investment: string;
  readonly labels: { readonly realised: string; readonly unrealised: string; readonly funding: string; readonly fees: string; readonly total: string };
}

const num = (v: string | undefined) => toBigNumber(v === '' ? '0' : v) ?? new BigNumber(0);

export function pnlParts(p: PnlParts): PnlFigure[] {
  const fees = num(p.fees);
  const realised = p.realisedAfterFees ? num(p.realised).plus(fees).toFixed() : num(p.realised).toFixed();
  const paid = fees.negated().toFixed();
  const figures: PnlFigure[] = [{ role: 'realised', label: p.labels.realised, amount: realised, ratio: ratioOf(realised, p.investment) || undefined }];
  if (p.unrealised !== undefined) figures.push({ role: 'floating', label: p.labels.unrealised, amount: num(p.unrealised).toFixed(), ratio: ratioOf(p.unrealised, p.investment) || undefined });
  figures.push(
    { role: 'funding', label: p.labels.funding, amount: num(p.funding).toFixed(), ratio: ratioOf(p.funding, p.investment) || undefined },
    { role: 'fees', label: p.labels.fees, amount: paid, ratio: ratioOf(paid, p.investment) || undefined },
    { role: 'total', label: p.labels.total, amount: num(p.total).toFixed(), ratio: p.totalRatio || ratioOf(p.total, p.investment) || undefined },
  );
  return figures;
}

/** The sum of the parts (every figure but the total), exactly: equal to the total's amount when the figures add up. */
export function sumOfParts(figures: readonly PnlFigure[]): string {
  return figures.filter((f) => f.role !== 'total').reduce((sum, f) => sum.plus(num(f.amount)), new BigNumber(0)).toFixed();
}
