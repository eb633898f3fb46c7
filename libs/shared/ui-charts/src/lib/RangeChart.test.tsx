import { render, screen, within } from '@testing-library/react';
import { closeExtremes, lastClose, RangeChart, rangeChartAxes } from './RangeChart';

const points = [
  { t: Date.UTC(2026, 10, 16, 0), c: '100' },
  { t: Date.UTC(2026, 10, 19, 12), c: '120' },
  { t: Date.UTC(2026, 10, 23, 0), c: '110' },
];

describe('closeExtremes / lastClose', () => {
  it('read the exact closes once per list of points (the same answer for the same list)', () => {
    const extremes = closeExtremes(points)!;
    expect([extremes.low.toFixed(), extremes.high.toFixed()]).toEqual(['100', '120']);
    expect(closeExtremes(points)).toBe(extremes);
    expect(lastClose(points)).toBe('110');
    expect(lastClose([{ t: 0, c: 'x' }])).toBeUndefined();
    expect(closeExtremes([{ t: 0, c: '0' }])).toBeNull();
  });
});

describe('rangeChartAxes', () => {
  it('spans every price (closes, levels, last) padded by 6 %, in exact, evenly spaced ticks, top first', () => {
    const axes = rangeChartAxes(points, ['90', '130'], '111')!;
    // 90 … 130 padded by 2.4 each side
    expect(axes.high.toFixed()).toBe('132.4');
    expect(axes.low.toFixed()).toBe('87.6');
    expect(axes.prices.map((p) => p.price)).toEqual(['132.4', '121.2', '110', '98.8', '87.6']);
    expect(axes.prices.map((p) => p.at)).toEqual([0, 0.25, 0.5, 0.75, 1]);
    expect(axes.fraction(axes.high)).toBe(0);
    expect(axes.fraction(axes.low)).toBe(1);
    expect(axes.times.map((x) => x.time)).toEqual([points[0].t, Date.UTC(2026, 10, 19, 12), points[2].t]);
  });

  it('keeps exact decimals where floats would not (0.1 + 0.2)', () => {
    const axes = rangeChartAxes([{ t: 0, c: '0.1' }, { t: 1, c: '0.3' }], [], undefined, 3)!;
    expect(axes.prices.map((p) => p.price)).toEqual(['0.312', '0.2', '0.088']);
  });

  it('draws nothing from fewer than two closes', () => {
    expect(rangeChartAxes(points.slice(0, 1), ['1', '2'], '1')).toBeNull();
  });
});

describe('RangeChart', () => {
  it('is a named figure with a text alternative, price and time axes, and no table or unnamed graphic exposed', () => {
    render(
      <RangeChart
        label="Recent price of BTC/USDT with the grid levels"
        summary="From 16 Nov to 23 Nov the price moved between 100 and 120."
        points={points}
        levels={['95', '105', '115']}
        lastPrice="110"
        formatPrice={(p) => `$${p}`}
        formatTime={(ms) => new Date(ms).toISOString().slice(5, 10)}
      />,
    );
    const figure = screen.getByRole('figure', { name: 'Recent price of BTC/USDT with the grid levels' });
    expect(figure).toHaveAccessibleDescription('From 16 Nov to 23 Nov the price moved between 100 and 120.');
    const prices = within(figure).getByTestId('price-axis');
    expect(prices).toHaveTextContent('$114.5');
    expect(prices).toHaveTextContent('$93.5');
    expect(within(figure).getByTestId('time-axis').textContent).toBe('11-1611-1911-23');
    // the drawing and the axis labels are hidden: the summary says it in words
    expect(prices.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('lays time left to right in right-to-left pages', () => {
    render(
      <div dir="rtl">
        <RangeChart label="l" summary="s" points={points} levels={[]} formatPrice={(p) => p} formatTime={(ms) => String(ms)} />
      </div>,
    );
    const axis = screen.getByTestId('time-axis');
    expect(axis.closest('[dir]')).toHaveAttribute('dir', 'ltr');
    // each label isolated, so an Arabic date is not reordered by the left-to-right axis
    expect(Array.from(axis.children).map((label) => label.tagName)).toEqual(['BDI', 'BDI', 'BDI']);
  });
});
