import { render, screen } from '@testing-library/react';
import { LineChart } from './LineChart';

const fmt = (v: number) => v.toFixed(2);

describe('LineChart', () => {
  it('reads its summary to assistive tech, labels min and max, and draws the first series on top', () => {
    const { container } = render(
      <LineChart
        times={[1, 2, 3]}
        series={[
          { key: 'total', label: 'Total PnL', values: [0, 1, 2], color: 'gold' },
          { key: 'grid', label: 'Grid profit', values: [0, 0, 1], color: 'green' },
        ]}
        summary="Total PnL went from 0 to 2"
        empty="No data yet"
        formatValue={fmt}
        formatTime={String}
      />,
    );
    expect(screen.getByRole('figure', { name: /Total PnL went from 0 to 2/ })).toBeInTheDocument();
    // the axis labels (max, min) are drawn for the eye; the summary says the same to assistive tech
    expect(screen.getByText('2.00')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('0.00')).toHaveAttribute('aria-hidden', 'true');
    const strokes = [...container.querySelectorAll('path')].map((p) => p.getAttribute('stroke'));
    // SVG paints in document order: the last path is on top.
    expect(strokes).toEqual(['green', 'gold']);
  });

  it('says so when there are fewer than two points', () => {
    render(<LineChart times={[1]} series={[{ key: 'a', label: 'A', values: [1], color: 'red' }]} summary="s" empty="No data yet" formatValue={fmt} formatTime={String} />);
    expect(screen.getByText('No data yet')).toBeInTheDocument();
    expect(screen.queryByRole('figure')).toBeNull();
  });
});
