/**
 * Liquidation estimates for futures forms and detail pages, computed by the
 * engine's exact integer functions (`estimateLiquidation`, `addMargin`,
 * `liquidationPriceTicks`): never a float for a price shown to a trader.
 *
 * A plan is the set of fills the caller expects (a long grid's buys below
 * the price, a martingale's first order and its adds), as decimal strings.
 * The estimate assumes every planned fill happens, in the order given, at
 * its own price, on a position that starts flat at the chosen leverage —
 * the engine's `estimateLiquidation`, so applying the same fills to a live
 * position gives exactly this trigger. The price shown is the engine's
 * trigger, already rounded conservatively to the tick (a long's up, a
 * short's down: never later than the exact point). The mark price triggers
 * liquidation, so distances are measured from the mark (./mark-distance.ts).
 */
import {
  EngineInputError,
  FuturesError,
  LIQ_NEVER,
  addMargin,
  applyFill,
  estimateLiquidation,
  flatPosition,
  liquidationPriceTicks,
  priceToTicks,
  qtyToLots,
  quoteToUnits,
  tierFor,
  type FuturesContract,
  type FuturesFill,
  type FuturesPosition,
  type Liquidity,
  type PositionSide,
  type RiskTier,
} from '@tb/engine';
import { BigNumber, toBigNumber } from '@tb/util-format';

/** One planned fill, as the form has it. */
export interface PlannedFill {
  readonly side: 'buy' | 'sell';
  /** On the contract's tick. */
  readonly price: string;
  /** Base quantity, on the contract's lot. */
  readonly qty: string;
  /** Limit orders resting on the book fill as maker (the default), market orders as taker. */
  readonly liquidity?: Liquidity;
}

/** What a plan leads to. */
export type PlanEstimate =
  | {
      readonly ok: true;
      /** The side the plan ends on (null: it ends flat). */
      readonly side: PositionSide | null;
      /** Liquidation trigger in ticks; null when it can never be reached (or flat). */
      readonly liqTicks: number | null;
      /** Margin the fills post and the fees they pay (quote units): what the wallet must hold. */
      readonly marginUnits: number;
      readonly feeUnits: number;
      /** The position after the plan. */
      readonly position: FuturesPosition;
    }
  /** Nothing to estimate yet: no fill, or one whose price or quantity is not on the contract's steps. */
  | { readonly ok: false; readonly reason: 'incomplete' }
  /**
   * The engine refused the plan at this leverage: the fill that would take
   * the position to `valueUnits`, in a tier that allows less (`tier`), or
   * beyond the last risk limit (`tier` null).
   */
  | { readonly ok: false; readonly reason: 'risk'; readonly tier: RiskTier | null; readonly valueUnits: number };

/** The plan's fills in engine units, or null when one is not on the contract's tick/lot grid (zero quantities are skipped). */
export function planFills(contract: FuturesContract, fills: readonly PlannedFill[]): FuturesFill[] | null {
  const out: FuturesFill[] = [];
  try {
    for (const fill of fills) {
      const lots = qtyToLots(contract.market, fill.qty, 'qty', 'exact');
      if (lots === 0) continue;
      out.push({ side: fill.side, ticks: priceToTicks(contract.market, fill.price, 'price', 'exact'), lots, liquidity: fill.liquidity ?? 'maker' });
    }
  } catch (error) {
    if (error instanceof EngineInputError) return null;
    throw error;
  }
  return out;
}

/** Estimates a plan at a leverage ×100 (already checked against the contract; see `readLeverage`). */
export function estimatePlan(contract: FuturesContract, leverageE2: number, fills: readonly PlannedFill[]): PlanEstimate {
  const engineFills = planFills(contract, fills);
  if (engineFills === null || engineFills.length === 0) return { ok: false, reason: 'incomplete' };
  try {
    const estimate = estimateLiquidation(contract, leverageE2, engineFills);
    const { position } = estimate;
    return { ok: true, side: position.side, liqTicks: reachable(position), marginUnits: estimate.marginPosted, feeUnits: estimate.fees, position };
  } catch (error) {
    if (error instanceof FuturesError && error.code === 'RISK_LIMIT') return refusal(contract, leverageE2, engineFills);
    if (error instanceof FuturesError || error instanceof RangeError) return { ok: false, reason: 'incomplete' };
    throw error;
  }
}

/**
 * Which fill the engine refuses, and the position value it would have made:
 * the fills are replayed with `applyFill` up to the refused one, whose value
 * is what `applyFill` checks — the cost after it (added to a position on its
 * side, or what is left of it after closing the other side) × the units of
 * one tick·lot. Only run once a plan is refused.
 */
function refusal(contract: FuturesContract, leverageE2: number, fills: readonly FuturesFill[]): PlanEstimate {
  const u = contract.market.unitsPerTickLot;
  let position = flatPosition(contract, leverageE2);
  for (const fill of fills) {
    try {
      position = applyFill(contract, position, fill).position;
    } catch (error) {
      if (!(error instanceof FuturesError)) throw error;
      const sameSide = position.side === null || (position.side === 'long') === (fill.side === 'buy');
      const cost = sameSide ? position.cost + fill.lots * fill.ticks : (fill.lots - position.lots) * fill.ticks;
      const valueUnits = cost * u;
      return { ok: false, reason: 'risk', tier: tierFor(contract, valueUnits), valueUnits };
    }
  }
  return { ok: false, reason: 'incomplete' };
}

/** The trigger of an open position, or null when it cannot be reached (a long's 0, a short's LIQ_NEVER) or the position is flat. */
export function reachable(position: FuturesPosition): number | null {
  if (position.side === null || position.liqTicks <= 0 || position.liqTicks >= LIQ_NEVER) return null;
  return position.liqTicks;
}

/** What a detail page knows of an open position (decimal strings, as a detail call sends them). */
export interface PositionFigures {
  readonly side: PositionSide;
  /** Base quantity. */
  readonly size: string;
  /** Average entry price (may carry more decimals than the tick). */
  readonly entryPrice: string;
  /** Position margin (initial margin plus any added, less any withdrawn). */
  readonly margin: string;
  /** Leverage multiplier ("50"). */
  readonly leverage: string;
}

/**
 * The engine's position for a detail page's figures, so "add margin" can
 * preview with the engine. Its cost (lots × ticks) is rebuilt from the
 * average entry, rounded against the trader (a long's up, a short's down:
 * the liquidation price never looks further than it is), through two engine
 * fills at neighbouring ticks whose cost is exactly that; its margin is then
 * set to the figure given and every derived field (tier, liquidation and
 * bankruptcy triggers) re-derived by the engine's `addMargin`, which computes
 * them from (side, lots, cost, margin). Null when a figure is not a number on
 * the contract's steps, or the engine refuses the position.
 */
export function positionFromFigures(contract: FuturesContract, figures: PositionFigures): FuturesPosition | null {
  const m = contract.market;
  try {
    const lots = qtyToLots(m, figures.size, 'size', 'exact');
    const entry = toBigNumber(figures.entryPrice);
    const leverage = toBigNumber(figures.leverage);
    if (lots < 1 || entry === null || !entry.isGreaterThan(0) || leverage === null) return null;
    const cost = entry.div(m.rules.tickSize).times(lots).integerValue(figures.side === 'long' ? BigNumber.ROUND_CEIL : BigNumber.ROUND_FLOOR).toNumber();
    const low = Math.floor(cost / lots);
    const extra = cost - low * lots; // lots at low + 1
    const side: FuturesFill['side'] = figures.side === 'long' ? 'buy' : 'sell';
    const fills: FuturesFill[] = [
      ...(extra > 0 ? [{ side, ticks: low + 1, lots: extra, liquidity: 'taker' as const }] : []),
      ...(lots - extra > 0 ? [{ side, ticks: low, lots: lots - extra, liquidity: 'taker' as const }] : []),
    ];
    const leverageE2 = leverage.times(100).integerValue(BigNumber.ROUND_DOWN).toNumber();
    const built = estimateLiquidation(contract, leverageE2, fills).position;
    const margin = quoteToUnits(m, figures.margin, 'margin', 'down');
    if (margin < 1) return null;
    // Counters belong to the real position, not to the two rebuilding fills.
    const base: FuturesPosition = { ...built, fees: 0, realisedPnl: 0, margin: margin - 1 };
    return addMargin(contract, base, 1).position;
  } catch (error) {
    if (error instanceof EngineInputError || error instanceof FuturesError || error instanceof RangeError) return null;
    throw error;
  }
}

/** Liquidation trigger now and after adding `amount` (a decimal in the settlement coin, rounded down to the quote unit), both null when unreachable. */
export function addMarginEstimate(contract: FuturesContract, position: FuturesPosition, amount: string): { readonly now: number | null; readonly after: number | null; readonly addedUnits: number } | null {
  if (position.side === null) return null;
  const now = liquidationPriceTicks(contract, position);
  const current = { ...position, liqTicks: now };
  let added = 0;
  try {
    added = amount.trim() === '' ? 0 : quoteToUnits(contract.market, amount, 'amount', 'down');
  } catch {
    return null;
  }
  const after = added > 0 ? addMargin(contract, position, added).position : current;
  return { now: reachable(current), after: reachable(after), addedUnits: added };
}
