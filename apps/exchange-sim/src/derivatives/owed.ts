/**
 * Funding a futures bot's wallet could not pay when it fell due is kept as
 * the position row's `fundingOwed` (funding.ts) and counted in the row's
 * funding only once collected, while the engine counts it at once. A driver
 * posting the engine's next result on that position moves the result's
 * funding by what is owed, so the result follows from the stored row (the
 * postings' STALE_POSITION guard). Shared by every futures kind whose engine
 * settles funding itself (martingale, combo).
 */
import type { FuturesPosition } from '@tb/engine';

/** An engine result with its position's funding as the stored row counts it (`owed` not yet collected). */
export function asStored<T extends { readonly position: FuturesPosition }>(result: T, owed: number): T {
  return owed === 0 ? result : { ...result, position: { ...result.position, funding: result.position.funding + owed } };
}
