import { act, screen, within } from '@testing-library/react';
import { orderCancelReason } from '@tb/util-enums';
import { PagedTable } from './OrdersTable';
import { type OrderStatusFields, isFilledOrder, useOrderStatusColumn } from './order-status';
import { botPageStrings } from './strings';
import { renderPage } from './testing';

type Row = OrderStatusFields & { id: string };

const ROWS: Row[] = [
  { id: 'a', status: 'ORDER_STATUS_FILLED', cancel_reason: '' },
  { id: 'b', status: 'ORDER_STATUS_CANCELLED', cancel_reason: 'ORDER_CANCEL_REASON_BOT_CLOSED' },
  { id: 'c', status: 'ORDER_STATUS_CANCELLED', cancel_reason: 'ORDER_CANCEL_REASON_GRID_MOVED' },
  // the martingale's plain names read the same
  { id: 'd', status: 'CANCELLED', cancel_reason: 'ORDER_CANCEL_REASON_ROUND_ENDED' },
  { id: 'e', status: 'NEW' },
  { id: 'f', status: 'ORDER_STATUS_REJECTED', cancel_reason: '' },
  { id: 'g', status: 'ORDER_STATUS_SOMETHING_NEW', cancel_reason: '' },
  { id: 'h', status: 'ORDER_STATUS_CANCELLED', cancel_reason: 'ORDER_CANCEL_REASON_RISK_PAUSED' },
  { id: 'i', status: 'ORDER_STATUS_CANCELLED', cancel_reason: 'ORDER_CANCEL_REASON_REPLACED' },
  { id: 'j', status: 'ORDER_STATUS_CANCELLED', cancel_reason: 'who knows' },
];

function Table() {
  const status = useOrderStatusColumn<Row>();
  return <PagedTable<Row> label="Order history" columns={[{ key: 'id', header: 'Id', rowHeader: true, cell: (r) => r.id }, status]} rows={ROWS} rowKey={(r) => r.id} empty="none" page={1} total={ROWS.length} pageSize={20} onPage={() => undefined} />;
}

const statusCells = () => within(screen.getByRole('table', { name: 'Order history' })).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell').at(-1)!.textContent);

describe('order status column', () => {
  it('says every status in words, and a cancelled order’s why; nothing raw', async () => {
    await renderPage(<Table />);
    expect(screen.getByRole('columnheader', { name: 'Status' })).toBeInTheDocument();
    expect(statusCells()).toEqual([
      'Filled',
      'Cancelled: the bot closed',
      'Cancelled: the grid moved',
      'Cancelled: the round reached its take profit',
      'Open',
      'Rejected',
      'Other',
      'Cancelled: paused near liquidation',
      'Cancelled: replaced by a resized order',
      'Cancelled: reason not given',
    ]);
  });

  it('has the words in zh-TW and ar-SA, for every reason the engine gives', async () => {
    for (const locale of ['zh-TW', 'ar-SA'] as const) {
      await act(() => botPageStrings.load(locale));
      const { unmount } = await renderPage(<Table />, { locale });
      const cells = statusCells();
      expect(cells).toHaveLength(ROWS.length);
      for (const text of cells) expect(text).not.toMatch(/[A-Z_]{6,}|orderStatus\.|cancelReason\./);
      // five reasons and "not given": six different words after the status
      expect(new Set(cells.filter((_, i) => ROWS[i].status.toUpperCase().includes('CANCELLED'))).size).toBe(6);
      unmount();
    }
    expect(orderCancelReason.values.length).toBe(6);
  });

  it('tells a fill from an order that left the book unfilled', () => {
    expect(ROWS.map(isFilledOrder)).toEqual([true, false, false, false, false, false, false, false, false, false]);
    expect(isFilledOrder({ status: 'PartiallyFilled' })).toBe(true);
  });
});
