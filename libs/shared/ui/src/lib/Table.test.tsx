import { fireEvent, render, screen, within } from '@testing-library/react';
import { Table, visibleRange, type Column } from './Table';

type Order = { id: string; price: string };
const columns: Column<Order>[] = [
  { key: 'id', header: 'Order', cell: (row) => row.id, rowHeader: true },
  { key: 'price', header: 'Price', cell: (row) => row.price, align: 'end' },
];

describe('Table', () => {
  it('is a labelled table with column and row headers', () => {
    render(<Table label="Open orders" columns={columns} rows={[{ id: 'A1', price: '100.5' }]} rowKey={(row) => row.id} />);
    const table = screen.getByRole('table', { name: 'Open orders' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Order', 'Price']);
    expect(within(table).getByRole('rowheader', { name: 'A1' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: '100.5' })).toHaveClass('tb-table__cell--end');
  });

  it('shows the empty state in the body', () => {
    render(<Table label="Open orders" columns={columns} rows={[]} rowKey={(row) => row.id} empty="No open orders" />);
    expect(screen.getByRole('cell', { name: 'No open orders' })).toBeInTheDocument();
  });

  it('virtualises long lists: only rows in view are in the DOM, with their row index', () => {
    const rows = Array.from({ length: 10_000 }, (_, i) => ({ id: `O${i}`, price: String(i) }));
    render(<Table label="History" columns={columns} rows={rows} rowKey={(row) => row.id} virtual={{ rowHeight: 40, height: 400, overscan: 5 }} />);
    const table = screen.getByRole('table', { name: 'History' });
    expect(table).toHaveAttribute('aria-rowcount', '10001');
    expect(within(table).getAllByRole('rowheader')).toHaveLength(15);
    const scroller = screen.getByRole('group', { name: 'History' });
    scroller.scrollTop = 40 * 5000;
    fireEvent.scroll(scroller);
    const header = within(table).getByRole('rowheader', { name: 'O5000' });
    expect(header.closest('tr')).toHaveAttribute('aria-rowindex', '5002');
    expect(within(table).queryByRole('rowheader', { name: 'O0' })).toBeNull();
    expect(within(table).getAllByRole('rowheader').length).toBeLessThanOrEqual(20);
  });

  it('scrolls in a named, focusable group that is not a landmark (a card titled like its table keeps one landmark of that name)', () => {
    render(
      <section aria-labelledby="title">
        <h2 id="title">Open orders</h2>
        <Table label="Open orders" columns={columns} rows={[{ id: 'A1', price: '100.5' }]} rowKey={(row) => row.id} />
      </section>,
    );
    expect(screen.getAllByRole('region', { name: 'Open orders' })).toHaveLength(1);
    const scroller = screen.getByRole('group', { name: 'Open orders' });
    expect(scroller).toHaveAttribute('tabindex', '0');
    expect(within(scroller).getByRole('table', { name: 'Open orders' })).toBeInTheDocument();
  });

  it('visibleRange clamps to the list', () => {
    expect(visibleRange(0, 400, 40, 100, 5)).toEqual({ start: 0, end: 15 });
    expect(visibleRange(40 * 98, 400, 40, 100, 5)).toEqual({ start: 93, end: 100 });
  });
});
