/**
 * Test support: the replayed resting book of a grid kind's property tests
 * (spot grid, futures grid). An independent ledger keeps the orders the
 * events placed, by ref, and checks every cancel and fill against them.
 */
import { check, same } from './property';

/** One order a replayed grid rests. */
export interface RestingOrder {
  readonly side: 'buy' | 'sell';
  readonly priceTicks: number;
  readonly lots: number;
  readonly cell: number;
}

/** `ref`, checked to be above every earlier ref (refs only grow); the new highest. */
export function nextRef(maxRef: number, ref: number): number {
  check(ref > maxRef, () => `order ref ${ref} after ${maxRef}`);
  return ref;
}

/** The order `ref` rests in `book` exactly as given (`what` names the check in a failure). */
export function expectResting(book: ReadonlyMap<number, RestingOrder>, ref: number, side: string, priceTicks: number, lots: number, cell: number, what: string): void {
  const o = book.get(ref);
  check(o !== undefined, () => `${what}: order ${ref} is not resting`);
  same([o!.side, o!.priceTicks, o!.lots, o!.cell], [side, priceTicks, lots, cell], `${what}: order ${ref}`);
}

/**
 * What both grid kinds' independent ledgers keep alike: the resting book by
 * ref, the highest ref seen, booked grid profit, completed round trips and
 * withdrawn profit. A kind's ledger extends it with its own money and state.
 */
export class GridBookLedger {
  withdrawn = 0;
  gridProfit = 0;
  roundTrips = 0;
  maxRef = 0;
  readonly book = new Map<number, RestingOrder>();

  /** A newly placed order's ref, checked to be above every earlier one. */
  protected newRef(ref: number): void {
    this.maxRef = nextRef(this.maxRef, ref);
  }

  /** The resting order `ref` is exactly this one. */
  protected resting(ref: number, side: string, priceTicks: number, lots: number, cell: number, what: string): void {
    expectResting(this.book, ref, side, priceTicks, lots, cell, what);
  }
}
