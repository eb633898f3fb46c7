/**
 * A closed futures bot's settlement in the parts every futures kind shows
 * (contracts futures.ts SettlementPartsOut, engine futures/settlement.ts):
 * margin back + realised PnL − fees + funding − liquidation loss. One
 * function for the three kinds; each gives its margin back, its positions
 * and what its close handed back.
 */
import type { SettlementPartsOut } from '@tb/contracts';
import { type SettlementParts, decimalToUnits } from '@tb/engine';

/**
 * The parts as decimal strings (`q`: quote units → the settlement coin's
 * decimal). They add up by the position's identity; the kinds' route tests
 * check it on every close they make (settlementSum), so a break is caught
 * there rather than answered as a server error.
 */
export function settlementPartsOut(p: SettlementParts, q: (units: number) => string): SettlementPartsOut {
  return { margin_back: q(p.marginBack), realised_pnl: q(p.realised), fees: q(p.fees), funding: q(p.funding), liquidation_loss: q(p.liquidationLoss), settlement: q(p.settlement) };
}

/** The parts' sum − the settlement, exactly (decimal strings at 18 places): 0 when they add up (the route tests' check). */
export function settlementGap(p: SettlementPartsOut): bigint {
  const u = (v: string) => decimalToUnits(v, 18);
  return u(p.margin_back) + u(p.realised_pnl) - u(p.fees) + u(p.funding) - u(p.liquidation_loss) - u(p.settlement);
}
