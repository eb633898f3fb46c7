import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QuoteFeed, type SocketLike } from '@tb/data-access-quotes';
import { ContractPicker, maxLeverageE2 } from './ContractPicker';
import { cacheWith, renderPage, simBtcSymbol } from './test-support';

/** Each render of the picker renders its suggestions strip once: counts the picker's renders. */
jest.mock('@tb/feature-bot-pages', () => {
  const actual = jest.requireActual('@tb/feature-bot-pages');
  return { ...actual, SuitedPicks: jest.fn(actual.SuitedPicks) };
});
const pickerRenders = () => jest.requireMock<{ SuitedPicks: jest.Mock }>('@tb/feature-bot-pages').SuitedPicks.mock.calls.length;

/** A websocket the test opens and pushes quote rows through. */
class Socket implements SocketLike {
  static last: Socket;
  readyState = 0;
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  constructor() {
    Socket.last = this;
  }
  send() {}
  close() {
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  push(symbol: string, open: string, close: string) {
    this.onmessage?.({ data: JSON.stringify({ topic: 'realtimes', symbol, data: [{ t: 1, s: symbol, c: close, h: close, l: open, o: open, v: '1', qv: '1', m: '0' }] }) });
  }
}

function contracts() {
  const btc = simBtcSymbol();
  const eth = { ...simBtcSymbol(), name: 'ETHUSDT', alias: 'ETHUSDT', base_currency: 'ETH', tick_size: '0.01', leverage_sections_e2: [100, 500, 2500, 5000], max_leverage_e2: 5000 };
  eth.risk_limits = eth.risk_limits.map((tier) => ({ ...tier, max_leverage_e2: Math.min(tier.max_leverage_e2, 5000) }));
  const hidden = { ...simBtcSymbol(), name: 'XRPUSDT', alias: 'XRPUSDT', base_currency: 'XRP', display: 0 };
  const noBots = { ...simBtcSymbol(), name: 'SOLUSDT', alias: 'SOLUSDT', base_currency: 'SOL', support_bot: false };
  return [btc, eth, hidden, noBots];
}

describe('maxLeverageE2', () => {
  it('is the contract cap, bounded by its highest leverage section and its first risk tier', () => {
    const btc = simBtcSymbol();
    expect(maxLeverageE2(btc)).toBe(10000);
    expect(maxLeverageE2({ ...btc, leverage_sections_e2: [100, 2500] })).toBe(2500);
    expect(maxLeverageE2({ ...btc, risk_limits: btc.risk_limits.map((tier) => ({ ...tier, max_leverage_e2: Math.min(tier.max_leverage_e2, 2000) })) })).toBe(2000);
    expect(maxLeverageE2({ ...btc, leverage_sections_e2: [], risk_limits: [] })).toBe(10000);
  });
});

describe('ContractPicker', () => {
  let feed: QuoteFeed;
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  async function setup(value?: string, selected?: readonly string[], suited?: ReadonlyArray<{ symbol: string; amplitude: string }>) {
    const { cache } = cacheWith(contracts());
    feed = new QuoteFeed({ createSocket: () => new Socket(), url: () => 'ws://x', batchIntervalMs: 10 });
    const onChange = jest.fn();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await act(async () => {
      await renderPage(<ContractPicker value={value} selected={selected} onChange={onChange} cache={cache} feed={feed} suited={suited} />);
    });
    return { onChange, user };
  }

  it('offers the contracts the kind recommends above the list, only listed ones, until the trader searches', async () => {
    const { onChange, user } = await setup('BTCUSDT', undefined, [
      { symbol: 'ETHUSDT', amplitude: '0.061' },
      { symbol: 'SOLUSDT', amplitude: '0.05' },
      { symbol: 'BTCUSDT', amplitude: '0.02' },
    ]);
    await screen.findByRole('list', { name: 'Perpetual contracts' });
    const strip = screen.getByRole('region', { name: 'Suited to a grid now' });
    // SOLUSDT does not take bots: not offered
    expect(within(strip).getAllByRole('button').map((b) => b.textContent)).toEqual(['ETHUSDT · range 6.10%', 'BTCUSDT · range 2.00%']);
    expect(within(strip).getByRole('button', { name: /BTCUSDT/ })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(strip).getByRole('button', { name: /ETHUSDT/ }));
    expect(onChange).toHaveBeenCalledWith('ETHUSDT');
    await user.type(screen.getByRole('searchbox'), 'ET');
    expect(screen.queryByRole('region', { name: 'Suited to a grid now' })).not.toBeInTheDocument();
  });

  it('lists the shown, bot-enabled perpetuals with live price, 24 h change and max leverage', async () => {
    await setup('BTCUSDT');
    const list = await screen.findByRole('list', { name: 'Perpetual contracts' });
    const rows = within(list).getAllByRole('button');
    expect(rows.map((row) => row.textContent?.slice(0, 7))).toEqual(['BTCUSDT', 'ETHUSDT']);
    expect(screen.getByRole('button', { name: /BTCUSDT/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: /ETHUSDT/ })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: /BTCUSDT/ })).toHaveAccessibleName(/up to 100x/);
    expect(screen.getByRole('button', { name: /ETHUSDT/ })).toHaveAccessibleName(/up to 50x/);
    expect(screen.getByRole('status')).toHaveTextContent('Contracts shown: 2');

    act(() => Socket.last.open());
    act(() => {
      Socket.last.push('BTCUSDT', '20000', '20500');
      Socket.last.push('ETHUSDT', '1000', '990.5');
    });
    act(() => jest.advanceTimersByTime(20));
    expect(screen.getByRole('button', { name: /BTCUSDT/ })).toHaveAccessibleName('BTCUSDT 20,500.0 +2.50% up to 100x');
    expect(screen.getByRole('button', { name: /ETHUSDT/ })).toHaveAccessibleName('ETHUSDT 990.50 -0.95% up to 50x');
  });

  it('filters by what is typed and chooses a contract with the keyboard', async () => {
    const { onChange, user } = await setup();
    await screen.findByRole('list', { name: 'Perpetual contracts' });
    await user.type(screen.getByRole('searchbox', { name: 'Search contracts' }), 'eth');
    expect(screen.queryByRole('button', { name: /BTCUSDT/ })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Contracts shown: 1');
    await user.tab();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith('ETHUSDT');
    await user.clear(screen.getByRole('searchbox', { name: 'Search contracts' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search contracts' }), 'doge');
    expect(screen.getByRole('heading', { name: 'No contract matches “doge”.' })).toBeInTheDocument();
  });

  it('marks every contract of a multi-symbol choice and reports each row chosen', async () => {
    const { onChange, user } = await setup(undefined, ['BTCUSDT', 'ETHUSDT']);
    await screen.findByRole('list', { name: 'Perpetual contracts' });
    expect(screen.getByRole('button', { name: /BTCUSDT/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: /ETHUSDT/ })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: /ETHUSDT/ }));
    expect(onChange).toHaveBeenCalledWith('ETHUSDT');
  });

  it('moves live prices row by row: a batch re-renders neither the picker nor the rows whose price did not move', async () => {
    await setup('BTCUSDT', undefined, [{ symbol: 'ETHUSDT', amplitude: '0.061' }]);
    const list = await screen.findByRole('list', { name: 'Perpetual contracts' });
    act(() => Socket.last.open());
    act(() => {
      Socket.last.push('BTCUSDT', '20000', '20500');
      Socket.last.push('ETHUSDT', '1000', '990.5');
    });
    act(() => jest.advanceTimersByTime(20));
    const rendersBefore = pickerRenders();
    const btcRow = within(list).getByRole('button', { name: /BTCUSDT/ });
    const ethName = within(list).getByRole('button', { name: /ETHUSDT/ }).textContent;
    // ten ticks of BTC inside one batch: one row renders, once
    act(() => {
      for (let i = 1; i <= 10; i += 1) Socket.last.push('BTCUSDT', '20000', `${20500 + i}`);
    });
    act(() => jest.advanceTimersByTime(20));
    expect(btcRow).toHaveAccessibleName('BTCUSDT 20,510.0 +2.55% up to 100x');
    expect(within(list).getByRole('button', { name: /ETHUSDT/ }).textContent).toBe(ethName);
    expect(pickerRenders()).toBe(rendersBefore);
    expect(feed.stats.flushes).toBe(2);
  });
});
