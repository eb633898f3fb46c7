/**
 * Many open positions of one contract in columns (typed arrays), for the
 * work done at every price point or candle by the simulator and backtests.
 *
 * - Liquidation check: O(1) per position — the stored trigger (ticks,
 *   FuturesPosition.liqTicks, computed once per fill or margin change)
 *   against the mark's low (longs) or high (shorts).
 * - Mark-to-market: unrealised PnL = ±(lots × u × mark − cost × u), one
 *   multiply-subtract per position with the two products precomputed.
 *
 * Positions live in caller-chosen slots 0 … capacity − 1 (e.g. a bot's index);
 * `set` copies what the book needs from a FuturesPosition, so after any
 * change (fill, margin, liquidation) the caller `set`s the slot again. The
 * book never changes a position: on a hit the caller calls `liquidate`.
 *
 * Exactness: the products are kept as doubles holding integers; a position
 * whose lots × u × mark would pass 2^53 is valued in bigint instead, and a
 * total that leaves the exact range throws ExactRangeError.
 */
import { type FuturesContract } from './contract';
import { type FuturesPosition } from './position';
import { ExactRangeError, mul } from '../core/int';

const MAX_SAFE = Number.MAX_SAFE_INTEGER;

export class PositionBook {
  /** +1 long, −1 short, 0 empty. */
  private readonly dir: Int8Array;
  private readonly trigger: Float64Array;
  /** lots × unitsPerTickLot. */
  private readonly lotsU: Float64Array;
  /** cost × unitsPerTickLot (value at entry). */
  private readonly value: Float64Array;
  private readonly u: number;
  private open = 0;

  constructor(
    c: FuturesContract,
    readonly capacity: number,
  ) {
    if (!Number.isSafeInteger(capacity) || capacity < 0) throw new RangeError(`capacity must be a non-negative integer, got ${capacity}`);
    this.u = c.market.unitsPerTickLot;
    this.dir = new Int8Array(capacity);
    this.trigger = new Float64Array(capacity);
    this.lotsU = new Float64Array(capacity);
    this.value = new Float64Array(capacity);
  }

  /** Number of open positions held. */
  get size(): number {
    return this.open;
  }

  private slot(i: number): number {
    if (!Number.isInteger(i) || i < 0 || i >= this.capacity) throw new RangeError(`slot ${i} outside 0 … ${this.capacity - 1}`);
    return i;
  }

  /** Stores (or replaces) a slot's position; a flat position empties the slot. */
  set(i: number, pos: FuturesPosition): void {
    this.slot(i);
    if (pos.side === null) {
      this.clear(i);
      return;
    }
    if (this.dir[i] === 0) this.open++;
    this.dir[i] = pos.side === 'long' ? 1 : -1;
    this.trigger[i] = pos.liqTicks;
    this.lotsU[i] = mul(pos.lots, this.u, 'position size');
    this.value[i] = mul(pos.cost, this.u, 'position value');
  }

  /** Empties a slot. */
  clear(i: number): void {
    this.slot(i);
    if (this.dir[i] !== 0) this.open--;
    this.dir[i] = 0;
  }

  /**
   * Writes into `hits` (capacity ≥ the book's) the slots whose liquidation
   * trigger the mark range [low, high] reaches, in slot order, and returns
   * how many: longs with low ≤ trigger, shorts with high ≥ trigger.
   */
  scan(markLowTicks: number, markHighTicks: number, hits: Int32Array): number {
    const dir = this.dir;
    const trig = this.trigger;
    let n = 0;
    for (let i = 0; i < this.capacity; i++) {
      const d = dir[i];
      if (d === 1) {
        if (markLowTicks <= trig[i]) hits[n++] = i;
      } else if (d === -1 && markHighTicks >= trig[i]) hits[n++] = i;
    }
    return n;
  }

  /**
   * Unrealised PnL of every slot at a mark (quote units; 0 for empty slots)
   * into `out` when given, and returns their sum.
   */
  markToMarket(markTicks: number, out?: Float64Array): number {
    const dir = this.dir;
    const lu = this.lotsU;
    const v = this.value;
    let total = 0;
    for (let i = 0; i < this.capacity; i++) {
      const d = dir[i];
      let pnl = 0;
      if (d !== 0) {
        const x = lu[i] * markTicks;
        pnl = x <= MAX_SAFE ? d * (x - v[i]) : Number(BigInt(d) * (BigInt(lu[i]) * BigInt(markTicks) - BigInt(v[i])));
      }
      if (out) out[i] = pnl;
      total += pnl;
      // every partial sum must stay exact, not only the last
      if (total > MAX_SAFE || total < -MAX_SAFE || pnl > MAX_SAFE || pnl < -MAX_SAFE) throw new ExactRangeError('book unrealised PnL');
    }
    return total;
  }
}
