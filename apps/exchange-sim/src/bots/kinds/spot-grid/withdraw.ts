/**
 * Why a spot grid's withdrawable profit is what it is, and from what price it
 * becomes withdrawable: the withdraw detail explains itself instead of
 * "0.00 USDT · Nothing to withdraw yet." beside a green grid profit.
 *
 * The rule (engine `withdrawableProfit`): the booked grid profit not yet
 * withdrawn, capped so that what was taken out never exceeds the total PnL.
 * - `no_profit`: nothing booked is held (no buy-low/sell-high pair completed
 *   yet, or all of it withdrawn);
 * - `total_pnl`: the floating loss of the coins the grid holds eats part or
 *   all of the grid profit (total PnL − withdrawn < grid profit held);
 * - `none`: all of the held grid profit can be taken out.
 *
 * When capped to nothing, the price from which something becomes
 * withdrawable is found with the engine itself: the grid is walked up from
 * the current price (filling its sell orders on the way, as it would) to each
 * of its levels above, then bisected on ticks inside the first stretch where
 * withdrawable profit appears. A rise that closes the bot first (take profit)
 * or never lifts the total PnL enough answers null: only new grid profit can
 * free it then.
 */
import { type SpotGridState, stepSpotGrid, withdrawableProfit } from '@tb/engine';

export type WithdrawLimit = 'none' | 'no_profit' | 'total_pnl';

export function withdrawLimit(state: SpotGridState, priceTicks: number): WithdrawLimit {
  if (state.profitHeld <= 0) return 'no_profit';
  return withdrawableProfit(state, priceTicks) < state.profitHeld ? 'total_pnl' : 'none';
}

/** The lowest price (ticks) at or above which some profit is withdrawable, the price rising from `priceTicks`; null when none or already. */
export function withdrawableFromTicks(state: SpotGridState, priceTicks: number, time: number): number | null {
  if (state.status !== 'RUNNING' || state.profitHeld <= 0 || withdrawableProfit(state, priceTicks) > 0) return null;
  /** Withdrawable profit after the price rose to `ticks` (−1: the bot closed on the way). */
  const at = (ticks: number): number => {
    const step = stepSpotGrid(state, [{ time, priceTicks: ticks }]);
    return step.state.status === 'RUNNING' ? withdrawableProfit(step.state, ticks) : -1;
  };
  const levels = [...new Set(state.levels.filter((level) => level > priceTicks))].sort((a, b) => a - b);
  let lo = priceTicks;
  for (const hi of levels) {
    const value = at(hi);
    if (value < 0) return null;
    if (value > 0) {
      // the smallest tick in (lo, hi] with withdrawable profit
      let low = lo;
      let high = hi;
      while (high - low > 1) {
        const mid = Math.floor((low + high) / 2);
        const v = at(mid);
        if (v > 0) high = mid;
        else if (v < 0) return null;
        else low = mid;
      }
      return high;
    }
    lo = hi;
  }
  return null;
}
