/**
 * The one rule of which perpetual contracts take new futures bots: listed and
 * trading, offered to bots (`support_bot` of its instrument config) and not
 * taken off by a delisting. Martingale, combo (its legs, its daily pick) and
 * their AI answers all ask it here, so a delisting or a config change reaches
 * every kind at once. (The futures grid answers a delisted contract with its
 * own check code first: `FuturesGridService.contractOf`.)
 */
import type { SimContext } from '../../context';
import type { DerivContract } from '../../derivatives';

export function contractOpenToBots(ctx: Pick<SimContext, 'derivatives' | 'delistings'>, symbol: string): DerivContract | undefined {
  const c = ctx.derivatives.contracts.get(symbol);
  if (!c || !c.tradable || !c.config.support_bot || ctx.delistings.has('futures', symbol)) return undefined;
  return c;
}

/** A combo's legs settle in USDT: a contract open to bots whose margin coin is USDT. */
export function usdtContractOpenToBots(ctx: Pick<SimContext, 'derivatives' | 'delistings'>, symbol: string): DerivContract | undefined {
  const c = contractOpenToBots(ctx, symbol);
  return c?.coin === 'USDT' ? c : undefined;
}
