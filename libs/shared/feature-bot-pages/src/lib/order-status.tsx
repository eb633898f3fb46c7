import { useCallback, useMemo } from 'react';
import type { Column } from '@tb/ui';
import { type OrderCancelReason, type OrderStatus, orderCancelReason, orderStatus } from '@tb/util-enums';
import { useBotPageDetailT } from './strings-pages';

/** The order fields the status column reads: any kind's order row (grids' ORDER_STATUS_* and the martingale's NEW/FILLED/CANCELLED both parse). */
export type OrderStatusFields = { readonly status: string; readonly cancel_reason?: string };

const STATUS_WORDS: Partial<Record<OrderStatus, 'new' | 'partiallyFilled' | 'filled' | 'cancelled' | 'rejected'>> = {
  new: 'new',
  partiallyFilled: 'partiallyFilled',
  filled: 'filled',
  cancelled: 'cancelled',
  rejected: 'rejected',
};

const REASON_WORDS: Record<OrderCancelReason, 'botClosed' | 'gridMoved' | 'replaced' | 'roundEnded' | 'riskPaused' | 'unknown'> = {
  unknown: 'unknown',
  botClosed: 'botClosed',
  gridMoved: 'gridMoved',
  replaced: 'replaced',
  roundEnded: 'roundEnded',
  riskPaused: 'riskPaused',
};

/**
 * An order's status in words, and for a cancelled order its why ("Cancelled: the bot closed"), from the
 * wire status and `cancel_reason` (util-enums orderStatus / orderCancelReason). A status this table has no
 * words for reads "Other" (never a raw identifier).
 */
export function useOrderStatusText(): (o: OrderStatusFields) => string {
  const t = useBotPageDetailT();
  // the same function while the language stands (`t` is), so a table's columns built from it can be kept
  return useCallback(
    (o: OrderStatusFields) => {
      const status = orderStatus.fromServer(o.status);
      const words = t(`orderStatus.${STATUS_WORDS[status] ?? 'other'}`);
      if (status !== 'cancelled') return words;
      return t('orderStatus.withReason', { status: words, reason: t(`cancelReason.${REASON_WORDS[orderCancelReason.fromServer(o.cancel_reason ?? '')]}`) });
    },
    [t],
  );
}

/** The orders tables' status column (history tabs of every kind). */
export function useOrderStatusColumn<Row extends OrderStatusFields>(): Column<Row> {
  const t = useBotPageDetailT();
  const text = useOrderStatusText();
  return useMemo<Column<Row>>(() => ({ key: 'status', header: t('orderColumns.status'), cell: (o) => text(o) }), [t, text]);
}

/** Whether a history row is a fill (its figures are the fill's), not an order that left the book unfilled. */
export function isFilledOrder(o: OrderStatusFields): boolean {
  const s = orderStatus.fromServer(o.status);
  return s === 'filled' || s === 'partiallyFilled';
}
