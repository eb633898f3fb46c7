/**
 * The fields every futures kind's state carries besides its own (futures
 * grid, martingale, combo): the step clock, the order references, how the
 * bot stopped and the liquidation watch. A kind's state extends this with its
 * stop-type union; what the fields mean for the kind is said in its state's
 * doc comment.
 */
import type { BotCloseCode } from '../common/close-codes';
import type { RiskWatch } from './risk-watch';

export interface FuturesBotTail<StopType extends string> {
  /** Time of the latest step input seen (Unix ms). */
  lastTime: number;
  /** Next bot-local order reference. */
  nextRef: number;
  stopType: StopType | null;
  closeCode: BotCloseCode | null;
  /**
   * Liquidation warning and the guard on position-increasing orders
   * (risk-watch.ts; one watched position per leg of a multi-leg bot);
   * absent: neither (states stored before them, plain backtests).
   */
  risk?: RiskWatch;
}
