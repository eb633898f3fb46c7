import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { formatPrice } from '@tb/util-format';
import { describeChartLines, PriceChart } from './PriceChart';
import type { LivePriceSource } from './types';

// lightweight-charts draws on canvas, which jsdom lacks: a recording stand-in checks what the chart is told.
const calls: { lines: Array<Record<string, unknown>>; updates: Array<Record<string, number>>; options: Record<string, unknown>[] } = { lines: [], updates: [], options: [] };
jest.mock(
  'lightweight-charts',
  () => ({
  CandlestickSeries: 'candles',
  ColorType: { Solid: 'solid' },
  LineStyle: { Solid: 0, Dotted: 1, Dashed: 2 },
  createChart: (node: HTMLElement, options: Record<string, unknown>) => {
    calls.options.push(options);
    // as the library does: a layout table of canvases inside the container (unnamed and empty to a screen reader)
    node.appendChild(document.createElement('table')).appendChild(document.createElement('tr')).appendChild(document.createElement('td'));
    return {
      addSeries: () => ({
        setData: () => undefined,
        update: (bar: Record<string, number>) => calls.updates.push(bar),
        createPriceLine: (line: Record<string, unknown>) => (calls.lines.push(line), line),
        removePriceLine: () => undefined,
      }),
      timeScale: () => ({ fitContent: () => undefined }),
      remove: () => undefined,
    };
  },
}), { virtual: true }); // the package's exports name only its ESM build, which jest's resolver does not pick

/** Prices as a page passes them: on the 0.01 tick, in English. */
const cents = (price: string) => formatPrice(price, { tickSize: '0.01' });

const bars = [
  { t: 0, o: '100', h: '110', l: '95', c: '105' },
  { t: 60_000, o: '105', h: '108', l: '101', c: '102' },
];

describe('PriceChart', () => {
  beforeEach(() => {
    calls.lines = [];
    calls.updates = [];
    calls.options = [];
  });

  it('draws the candles as SVG first, and loads the library only when a pointer reaches the plot', async () => {
    const { container } = render(<PriceChart label="chart" summary="s" bars={bars} intervalMs={60_000} precision={2} tickSize="0.01" formatPrice={cents} lines={[{ price: '90', kind: 'level' }, { price: '108', kind: 'tp', title: 'TP' }]} />);
    const figure = screen.getByRole('figure', { name: 'chart' });
    expect(figure).toHaveAccessibleDescription('s');
    // one up candle (100 → 105) and one down (105 → 102): their paths are drawn, the library is not asked
    expect(container.querySelector('.tb-candles__body--up')?.getAttribute('d')).toMatch(/^M/);
    expect(container.querySelector('.tb-candles__body--down')?.getAttribute('d')).toMatch(/^M/);
    expect(figure.querySelector('svg')!.closest('[aria-hidden="true"]')).not.toBeNull();
    // the take profit is labelled on the axis with its price, the grid level is not
    expect(figure).toHaveTextContent('TP 108.00');
    expect(container.querySelectorAll('.tb-candles__line')).toHaveLength(2);
    await act(async () => undefined);
    expect(calls.options).toHaveLength(0);
    fireEvent.pointerEnter(figure.querySelector('.tb-price-chart__plot')!);
    await waitFor(() => expect(calls.options).toHaveLength(1));
  });

  it('once pointed at, is the library’s chart: a named figure with a text alternative, the canvas and table hidden', async () => {
    render(
      <PriceChart
        label="BTC/USDT price, 1-minute candles"
        summary="From 100 to 102; liquidation 80"
        bars={bars}
        intervalMs={60_000}
        precision={2}
        tickSize="0.01" formatPrice={cents}
        lines={[{ price: '90', kind: 'level' }, { price: '80', kind: 'liquidation', title: 'Liq.' }, { price: '95', kind: 'order', title: 'Add' }]}
      />,
    );
    fireEvent.pointerDown(screen.getByRole('figure').querySelector('.tb-price-chart__plot')!);
    await waitFor(() => expect(calls.options).toHaveLength(1));
    const figure = screen.getByRole('figure', { name: 'BTC/USDT price, 1-minute candles' });
    expect(figure).toHaveAccessibleDescription('From 100 to 102; liquidation 80');
    expect(figure.querySelector('[aria-hidden="true"]')).not.toBeNull();
    // the library's table is in the document, but hidden from assistive tech with the plot
    await waitFor(() => expect(figure.querySelector('table')).not.toBeNull());
    expect(figure.querySelector('table')!.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
    await waitFor(() => expect(calls.lines).toHaveLength(3));
    expect(calls.lines[1]).toMatchObject({ price: 80, title: 'Liq.', axisLabelVisible: true, lineWidth: 2 });
    // a resting order (a martingale's next add) is labelled on the axis, unlike a grid level
    expect(calls.lines[2]).toMatchObject({ price: 95, title: 'Add', axisLabelVisible: true, lineWidth: 1 });
    expect(calls.lines[0]).toMatchObject({ price: 90, axisLabelVisible: false });
    expect(calls.options[0]).toMatchObject({ rightPriceScale: { visible: true }, timeScale: { visible: true, timeVisible: true } });
  });

  it('prints the axis and the lines’ prices as the page prints prices: grouped, on the tick, each figure left to right', async () => {
    const btc = [
      { t: 0, o: '67100.5', h: '67321.5', l: '66950', c: '67200' },
      { t: 60_000, o: '67200', h: '67480', l: '67150.5', c: '67433.5' },
    ];
    const tenths = (price: string) => formatPrice(price, { tickSize: '0.1', locale: 'ar-SA' });
    render(
      <PriceChart
        label="chart"
        summary="s"
        bars={btc}
        intervalMs={60_000}
        precision={1}
        tickSize="0.1"
        formatPrice={tenths}
        lines={[{ price: '67000', kind: 'level' }, { price: '67412.3', kind: 'tp', title: 'جني الربح' }]}
        formatTime={() => 'ص ١٠:٠٠ ٢٩ نوفمبر'}
      />,
    );
    const axis = screen.getByTestId('price-axis');
    // the last close and the take profit as the figures beside the chart print them
    expect(within(axis).getByText('67,433.5')).toHaveClass('tb-candles__tag--last');
    const tp = within(axis).getByText('67,412.3');
    expect(tp.tagName).toBe('BDI');
    expect(tp).toHaveAttribute('dir', 'ltr');
    expect(tp.parentElement).toHaveTextContent('جني الربح 67,412.3');
    expect(tp.parentElement).toHaveAttribute('dir', 'auto');
    // five price labels, each grouped with the tick's one decimal, and the unseen sizer as wide as the highest of them
    const ticks = axis.querySelectorAll('.tb-candles__tick');
    expect(ticks).toHaveLength(5);
    for (const tick of ticks) expect(tick.textContent).toMatch(/^\d{2},\d{3}\.\d$/);
    expect(axis.querySelector('.tb-candles__sizer')?.textContent).toBe(ticks[0].textContent);
    // an Arabic date on the time axis keeps its own order
    expect(within(screen.getByTestId('time-axis')).getAllByText('ص ١٠:٠٠ ٢٩ نوفمبر').map((label) => label.tagName)).toEqual(['BDI', 'BDI', 'BDI']);
    // the library's own axis, once pointed at, prints the same way
    fireEvent.pointerEnter(screen.getByRole('figure', { name: 'chart' }).querySelector('.tb-price-chart__plot')!);
    await waitFor(() => expect(calls.options).toHaveLength(1));
    const { priceFormatter } = (calls.options[0] as { localization: { priceFormatter: (price: number) => string } }).localization;
    expect(priceFormatter(67321.5)).toBe('67,321.5');
    expect(priceFormatter(1234567.04)).toBe('1,234,567.0');
  });

  it('the still chart follows the live price: the last candle moves, then a new one begins', () => {
    let push: (price: string, time: number) => void = () => undefined;
    const live: LivePriceSource = (onPrice) => ((push = onPrice), () => undefined);
    const { container } = render(<PriceChart label="chart" summary="s" bars={bars} intervalMs={60_000} precision={2} tickSize="0.01" formatPrice={cents} lines={[]} live={live} />);
    const lastTag = () => container.querySelector('.tb-candles__tag--last')?.textContent;
    expect(lastTag()).toBe('102.00');
    act(() => push('112', 60_000 + 5_000));
    expect(lastTag()).toBe('112.00');
    // the down candle became an up one (105 → 112): no down body is left
    expect(container.querySelector('.tb-candles__body--down')?.getAttribute('d')).toBe('');
    act(() => push('99', 120_000 + 1_000));
    expect(lastTag()).toBe('99.00');
  });

  it('follows the live price without a React render: same candle, then a new one', async () => {
    let push: (price: string, time: number) => void = () => undefined;
    const live: LivePriceSource = (onPrice) => ((push = onPrice), () => undefined);
    render(<PriceChart label="chart" summary="s" bars={bars} intervalMs={60_000} precision={2} tickSize="0.01" formatPrice={cents} lines={[]} live={live} />);
    fireEvent.pointerEnter(screen.getByRole('figure', { name: 'chart' }).querySelector('.tb-price-chart__plot')!);
    await waitFor(() => expect(calls.options).toHaveLength(1));
    act(() => push('112', 60_000 + 5_000));
    act(() => push('99', 120_000 + 1_000));
    expect(calls.updates).toEqual([
      { time: 60, open: 105, high: 112, low: 101, close: 112 },
      { time: 120, open: 112, high: 99, low: 99, close: 99 },
    ]);
  });
});

describe('describeChartLines', () => {
  it('words the grid and each labelled line for the text alternative', () => {
    const text = describeChartLines(
      [
        { price: '60000', kind: 'level' },
        { price: '65000', kind: 'level' },
        { price: '70000', kind: 'level' },
        { price: '52310.5', kind: 'liquidation' },
      ],
      (p) => p,
      { levels: (n, from, to) => `${n} grid levels from ${from} to ${to}`, line: (kind, price) => `${kind} ${price}` },
    );
    expect(text).toBe('3 grid levels from 60000 to 70000; liquidation 52310.5');
  });
});
