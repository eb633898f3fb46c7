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
 * Exactness: the products are kept as doubles holding integers; when a
 * lots × u × mark product or the sum of |PnL| would pass 2^53 the whole mark
 * is redone in bigint, and a PnL or total that cannot be exact throws
 * ExactRangeError.
 */
import { type FuturesContract } from './contract';
import { type FuturesPosition } from './position';
import { ExactRangeError, mul } from '../core/int';

const MAX_SAFE = Number.MAX_SAFE_INTEGER;
const EXACT_BOUND = 2 ** 52;

export class PositionBook {
  /** 1 for a long, 0 for a short or an empty slot (the scan's selector, branch-free). */
  private readonly isLong: Float64Array;
  /** Long: trigger; short: −trigger; empty: −Infinity (never hit). */
  private readonly key: Float64Array;
  /** ±lots × unitsPerTickLot (+ long, − short, 0 empty). */
  private readonly signedLotsU: Float64Array;
  /** ±cost × unitsPerTickLot (value at entry, signed like signedLotsU). */
  private readonly signedValue: Float64Array;
  private readonly u: number;
  private open = 0;
  /** Σ |signedLotsU| and Σ |signedValue| over the slots (bounds of markToMarket's fast path). */
  private absLotsU = 0;
  private absValue = 0;

  constructor(
    c: FuturesContract,
    readonly capacity: number,
  ) {
    if (!Number.isSafeInteger(capacity) || capacity < 0) throw new RangeError(`capacity must be a non-negative integer, got ${capacity}`);
    this.u = c.market.unitsPerTickLot;
    this.isLong = new Float64Array(capacity);
    this.key = new Float64Array(capacity).fill(-Infinity);
    this.signedLotsU = new Float64Array(capacity);
    this.signedValue = new Float64Array(capacity);
    this.scratch = new Float64Array(capacity);
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
    this.clear(i);
    this.open++;
    const sign = pos.side === 'long' ? 1 : -1;
    this.isLong[i] = sign > 0 ? 1 : 0;
    this.key[i] = sign * pos.liqTicks;
    this.signedLotsU[i] = sign * mul(pos.lots, this.u, 'position size');
    this.signedValue[i] = sign * mul(pos.cost, this.u, 'position value');
    this.absLotsU += Math.abs(this.signedLotsU[i]);
    this.absValue += Math.abs(this.signedValue[i]);
  }

  /** Empties a slot. */
  clear(i: number): void {
    this.slot(i);
    if (this.key[i] !== -Infinity) this.open--;
    this.absLotsU -= Math.abs(this.signedLotsU[i]);
    this.absValue -= Math.abs(this.signedValue[i]);
    this.isLong[i] = 0;
    this.key[i] = -Infinity;
    this.signedLotsU[i] = 0;
    this.signedValue[i] = 0;
  }

  /**
   * Writes into `hits` (capacity ≥ the book's) the slots whose liquidation
   * trigger the mark range [low, high] reaches, in slot order, and returns
   * how many: longs with low ≤ trigger, shorts with high ≥ trigger.
   *
   * Branch-free selection (sides are mixed at random, so a branch on the
   * side would be mispredicted half the time): the probe is low for a long
   * and −high for a short, isLong × (low + high) − high, compared with the
   * key (trigger, or −trigger for a short; −∞ for an empty slot). All values
   * are integers below 2^33, exact in doubles.
   */
  scan(markLowTicks: number, markHighTicks: number, hits: Int32Array): number {
    const isLong = this.isLong;
    const key = this.key;
    const sum = markLowTicks + markHighTicks;
    const size = this.capacity;
    let n = 0;
    for (let i = 0; i < size; i++) {
      if (isLong[i] * sum - markHighTicks <= key[i]) hits[n++] = i;
    }
    return n;
  }

  /**
   * Unrealised PnL of every slot at a mark (quote units; 0 for empty slots)
   * into `out` when given, and returns their sum.
   */
  markToMarket(markTicks: number, out: Float64Array = this.scratch): number {
    // Every |PnL| is at most |lots × u × mark| + |value|, so every product,
    // PnL and partial sum below is an exact integer when
    // mark × Σ lots × u + Σ value ≤ 2^52 (a bound kept by set/clear; 2^52
    // leaves room for the rounding of the bound itself). Else: bigint.
    if (markTicks * this.absLotsU + this.absValue > EXACT_BOUND) return this.exactMarkToMarket(markTicks, out);
    const slu = this.signedLotsU;
    const sv = this.signedValue;
    const size = this.capacity;
    let total = 0;
    for (let i = 0; i < size; i++) {
      const pnl = slu[i] * markTicks - sv[i];
      out[i] = pnl;
      total += pnl;
    }
    return total;
  }

  private readonly scratch: Float64Array;

  /** The bigint path of markToMarket for products past 2^53; throws ExactRangeError when a PnL or the total is not exact. */
  private exactMarkToMarket(markTicks: number, out: Float64Array): number {
    let total = 0n;
    const m = BigInt(markTicks);
    for (let i = 0; i < this.capacity; i++) {
      const pnl = BigInt(this.signedLotsU[i]) * m - BigInt(this.signedValue[i]);
      if (pnl > BigInt(MAX_SAFE) || pnl < -BigInt(MAX_SAFE)) throw new ExactRangeError('position unrealised PnL');
      out[i] = Number(pnl);
      total += pnl;
    }
    if (total > BigInt(MAX_SAFE) || total < -BigInt(MAX_SAFE)) throw new ExactRangeError('book unrealised PnL');
    return Number(total);
  }
}
