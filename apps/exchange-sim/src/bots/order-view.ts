/**
 * An order row as the grid kinds answer it (`GridOrder`: open and history
 * orders of spot and futures grids), with the kind's formatting of prices,
 * quantities and fees (a spot pair's, or a contract's).
 */
import type { GridOrder } from '@tb/contracts';
import { gridOrderStatus, orderCancelReason, orderSide } from '@tb/util-enums';
import type { OrderRow } from './store';

/** How a kind writes its instrument's numbers. */
export type OrderFormat = {
  price(ticks: number): string;
  qty(lots: number): string;
  /** Fees and profits (engine quote units). */
  quote(units: number): string;
  /** The fee coin. */
  readonly coin: string;
};

/** A row's status in util-enums terms (a cancelled order with a fill before it reads as partially filled, then cancelled: CANCELLED keeps its filled_qty). */
export function orderStatusOf(o: OrderRow): 'new' | 'filled' | 'cancelled' | 'rejected' {
  return o.status === 'NEW' ? 'new' : o.status === 'FILLED' ? 'filled' : o.status === 'CANCELLED' ? 'cancelled' : 'rejected';
}

/** A cancelled order's why on the wire (util-enums orderCancelReason), "" for any other status. */
export function cancelReasonWire(o: OrderRow): string {
  return o.status === 'CANCELLED' ? orderCancelReason.toServer(orderCancelReason.fromServer(o.cancel_reason)) : '';
}

export function orderView(f: OrderFormat, o: OrderRow): GridOrder {
  const filled = o.filled_lots > 0;
  return {
    order_id: o.order_id,
    side: orderSide.toServer(o.side),
    order_type: o.order_type === 'limit' ? 'Limit' : 'Market',
    price: f.price(o.price_ticks),
    qty: f.qty(o.lots),
    filled_qty: f.qty(o.filled_lots),
    avg_price: filled ? f.price(o.price_ticks) : '',
    fee: f.quote(o.fee),
    fee_coin: f.coin,
    status: gridOrderStatus.toServer(orderStatusOf(o)),
    cancel_reason: cancelReasonWire(o),
    grid_index: o.cell,
    create_time: o.create_time,
    update_time: o.update_time,
    profit: o.profit === null ? '' : f.quote(o.profit),
  };
}

/**
 * When each of a transition's events happened, for events that carry no time of their own (grid placements and
 * cancellations): the time of the last timed event before it, else of the first one after it, else `fallback`.
 * A close's cancellations thus happen at the close (with its closing sale), not at the later moment the step is
 * written; at one time the history (newest first, then by row id) lists the later row first.
 */
export function eventTimes(events: readonly object[], fallback: number): number[] {
  const timeOf = (e: object): number | undefined => {
    const t = (e as { time?: unknown }).time;
    return typeof t === 'number' ? t : undefined;
  };
  const first = events.map(timeOf).find((t) => t !== undefined) ?? fallback;
  let last = first;
  return events.map((e) => (last = timeOf(e) ?? last));
}
