/**
 * What a closed futures bot hands back, in parts (issue 29, "one meaning per
 * figure"): one definition for every futures kind (futures grid,
 * martingale, combo), the same parts in the same order —
 *
 *     settlement = margin back + realised PnL − trading fees + funding − liquidation loss
 *
 * - **margin back**: the margin the trader put in (with any added or
 *   transferred in), less what was taken out while it ran (margin and profit
 *   withdrawn, transfers out);
 * - **realised PnL**: the price PnL of every closed trade, *before* fees and
 *   funding (a grid's round trips included) — the same meaning in every kind;
 * - **trading fees**: every fill's fee (positive: paid);
 * - **funding**: funding received − paid (signed), what is still owed
 *   included;
 * - **liquidation loss**: margin forfeited to the insurance fund when a
 *   position was liquidated (0 without a liquidation).
 *
 * It is the futures position's identity (position.ts: wallet + margin =
 * deposits + realisedPnl + funding − fees − insurance) read at the close, when
 * nothing is open. Integers in quote units; `added` tells whether the parts
 * give the settlement exactly.
 */
export interface SettlementParts {
  readonly marginBack: number;
  readonly realised: number;
  readonly fees: number;
  readonly funding: number;
  readonly liquidationLoss: number;
  readonly settlement: number;
}

/** The parts' sum by the definition (what `settlement` must equal). */
export function settlementSum(p: Omit<SettlementParts, 'settlement'>): number {
  return p.marginBack + p.realised - p.fees + p.funding - p.liquidationLoss;
}

/** The parts of a close from positions (each scaled by its factor to the bot's quote units) and the margin back. */
export function settlementParts(
  marginBack: number,
  positions: readonly { readonly realisedPnl: number; readonly fees: number; readonly funding: number; readonly insurance: number; readonly factor?: number }[],
  settlement: number,
  fundingOwed = 0,
): SettlementParts {
  let realised = 0;
  let fees = 0;
  let funding = -fundingOwed;
  let liquidationLoss = 0;
  for (const p of positions) {
    const f = p.factor ?? 1;
    realised += p.realisedPnl * f;
    fees += p.fees * f;
    funding += p.funding * f;
    liquidationLoss += p.insurance * f;
  }
  return { marginBack, realised, fees, funding, liquidationLoss, settlement };
}
