/**
 * An order row as the grid kinds answer it (`GridOrder`: open and history
 * orders of spot and futures grids), with the kind's formatting of prices,
 * quantities and fees (a spot pair's, or a contract's).
 */
import type { GridOrder } from '@tb/contracts';
import { gridOrderStatus, orderSide } from '@tb/util-enums';
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
    status: gridOrderStatus.toServer(o.status === 'NEW' ? 'new' : o.status === 'FILLED' ? 'filled' : 'rejected'),
    grid_index: o.cell,
    create_time: o.create_time,
    update_time: o.update_time,
    profit: o.profit === null ? '' : f.quote(o.profit),
  };
}
