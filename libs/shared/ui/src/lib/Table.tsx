import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useUiT } from './translations';

export interface Column<Row> {
  key: string;
  header: ReactNode;
  cell: (row: Row, index: number) => ReactNode;
  align?: 'start' | 'end' | 'center';
  /** The column that names its row (rendered as a row header). */
  rowHeader?: boolean;
  width?: string;
}

export interface TableProps<Row> {
  columns: ReadonlyArray<Column<Row>>;
  rows: ReadonlyArray<Row>;
  rowKey: (row: Row, index: number) => string;
  /** Accessible name of the table. */
  label: string;
  /** Shown in the body when there are no rows. */
  empty?: ReactNode;
  /**
   * Virtualise the body: only the rows in view (plus a margin) are in the
   * DOM. Needs a fixed row height and a viewport height. Use for lists that
   * can be long (orders, history).
   */
  virtual?: { rowHeight: number; height: number; overscan?: number };
  /** Extra class of the scrolling wrapper (e.g. a layout that turns rows into cards on phones). */
  className?: string;
}

/** Which rows a virtual body renders for a scroll position. Exported for tests. */
export function visibleRange(scrollTop: number, viewport: number, rowHeight: number, count: number, overscan: number): { start: number; end: number } {
  const first = Math.floor(scrollTop / rowHeight);
  const visible = Math.ceil(viewport / rowHeight);
  const start = Math.max(0, first - overscan);
  const end = Math.min(count, first + visible + overscan);
  return { start, end };
}

/**
 * A data table: a real <table> (columns announced with each cell), logical
 * alignment (start/end follow the page direction), a real empty state, and a
 * virtualised body for long lists that keeps table semantics (spacer rows,
 * aria-rowcount / aria-rowindex).
 *
 * The box the table scrolls in takes focus (the keyboard scrolls it) and is
 * a named group, not a region: a focusable element needs a role and a name
 * (focus announces "Open orders, group"), but a region would be a landmark,
 * and tables sit in sections titled like them ("Open orders" card, "Open
 * orders" table): two landmarks of one name per card, a landmark list that
 * repeats itself (axe `landmark-unique`). The page's sections are its
 * landmarks; the scroller is not one.
 */
export function Table<Row>({ columns, rows, rowKey, label, empty, virtual, className }: TableProps<Row>) {
  const t = useUiT();
  const scrollRef = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const onScroll = useCallback(() => setScrollTop(scrollRef.current?.scrollTop ?? 0), []);
  useEffect(() => {
    if (!virtual) return;
    const node = scrollRef.current;
    node?.addEventListener('scroll', onScroll, { passive: true });
    return () => node?.removeEventListener('scroll', onScroll);
  }, [virtual, onScroll]);

  const range = virtual ? visibleRange(scrollTop, virtual.height, virtual.rowHeight, rows.length, virtual.overscan ?? 6) : { start: 0, end: rows.length };
  const shown = rows.slice(range.start, range.end);
  const alignClass = (column: Column<Row>) => `tb-table__cell--${column.align ?? 'start'}`;

  const table = (
    <table className="tb-table" aria-label={label} aria-rowcount={virtual ? rows.length + 1 : undefined}>
      <thead>
        <tr aria-rowindex={virtual ? 1 : undefined}>
          {columns.map((column) => (
            <th key={column.key} scope="col" className={alignClass(column)} style={column.width ? { inlineSize: column.width } : undefined}>
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <tr>
            <td colSpan={columns.length} className="tb-table__empty">
              {empty ?? t('table.empty')}
            </td>
          </tr>
        ) : null}
        {virtual && range.start > 0 ? <tr aria-hidden="true" style={{ blockSize: range.start * virtual.rowHeight }} /> : null}
        {shown.map((row, offset) => {
          const index = range.start + offset;
          return (
            <tr key={rowKey(row, index)} aria-rowindex={virtual ? index + 2 : undefined} style={virtual ? { blockSize: virtual.rowHeight } : undefined}>
              {columns.map((column) =>
                column.rowHeader ? (
                  <th key={column.key} scope="row" className={alignClass(column)}>
                    {column.cell(row, index)}
                  </th>
                ) : (
                  <td key={column.key} className={alignClass(column)} data-label={typeof column.header === 'string' ? column.header : undefined}>
                    {column.cell(row, index)}
                  </td>
                ),
              )}
            </tr>
          );
        })}
        {virtual && range.end < rows.length ? <tr aria-hidden="true" style={{ blockSize: (rows.length - range.end) * virtual.rowHeight }} /> : null}
      </tbody>
    </table>
  );

  if (!virtual) {
    // A wide table scrolls sideways on phones: the wrapper takes focus so the keyboard can scroll it.
    return (
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      <div className={['tb-table-wrap', className ?? ''].filter(Boolean).join(' ')} tabIndex={0} role="group" aria-label={label}>
        {table}
      </div>
    );
  }
  return (
    // A keyboard user scrolls the list with the arrow keys once it has focus.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div ref={scrollRef} className={['tb-table-wrap tb-table-wrap--virtual', className ?? ''].filter(Boolean).join(' ')} style={{ blockSize: virtual.height }} tabIndex={0} role="group" aria-label={label}>
      {table}
    </div>
  );
}
