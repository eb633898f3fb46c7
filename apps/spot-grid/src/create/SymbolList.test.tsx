import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeExchange, ok, renderInArea, spotSymbol } from './test-harness';
import { SymbolList } from './SymbolList';

/** The quote feed as a tiny store: `push` changes one symbol's row and wakes that symbol's readers only. */
jest.mock('@tb/data-access-quotes', () => {
  const { useCallback, useSyncExternalStore } = jest.requireActual('react');
  const rows = new Map<string, unknown>();
  const listeners = new Map<string, Set<() => void>>();
  const reads = new Map<string, number>();
  return {
    quoteStore: {
      reads,
      push(symbol: string, close: string) {
        rows.set(symbol, { symbol, close, open: '1', currentTime: Date.now() });
        listeners.get(symbol)?.forEach((listener) => listener());
      },
    },
    useQuote(symbol: string) {
      reads.set(symbol, (reads.get(symbol) ?? 0) + 1);
      const subscribe = useCallback(
        (onChange: () => void) => {
          const set = listeners.get(symbol) ?? new Set<() => void>();
          listeners.set(symbol, set.add(onChange));
          return () => set.delete(onChange);
        },
        [symbol],
      );
      return useSyncExternalStore(subscribe, () => rows.get(symbol));
    },
  };
});
/** Each render of the list renders its suggestions strip once: counts the list's renders. */
jest.mock('@tb/feature-bot-pages', () => {
  const actual = jest.requireActual('@tb/feature-bot-pages');
  return { ...actual, SuitedPicks: jest.fn(actual.SuitedPicks) };
});
const { quoteStore } = jest.requireMock<{ quoteStore: { reads: Map<string, number>; push: (symbol: string, close: string) => void } }>('@tb/data-access-quotes');
const listRenders = () => jest.requireMock<{ SuitedPicks: jest.Mock }>('@tb/feature-bot-pages').SuitedPicks.mock.calls.length;

const item = (base: string, price: string, amplitude: string) => spotSymbol(base, { price, amplitude });
const SYMBOLS = [item('BTC', '65000.00', '0.02'), item('ETH', '3200.00', '0.05'), item('SOL', '150.00', '0.08')];
const suited = (symbol: string, amplitude: string) => ({ symbol, base_coin: symbol.replace('USDT', ''), quote_coin: 'USDT', price: '1', change_24h: '0', amplitude, turnover_24h: '1' });

describe('the pair list', () => {
  let fake: ReturnType<typeof fakeExchange>;
  afterEach(() => fake.restore());

  it('offers the pairs suited to a grid now (recommend-symbol) above the list, in the current quote coin, and chooses one', async () => {
    fake = fakeExchange({
      // UNIUSDT is not a listed pair here: it is left out rather than offered and refused
      '/x-api/s1/bot/grid/v1/recommend-symbol': () => ok({ status_code: 200, debug_msg: '', list: [suited('SOLUSDT', '0.08'), suited('UNIUSDT', '0.07'), suited('ETHUSDT', '0.05')] }),
    });
    const onChoose = jest.fn();
    const user = userEvent.setup();
    await renderInArea(<SymbolList symbols={SYMBOLS} loading={false} current="BTCUSDT" onChoose={onChoose} />);
    const strip = await screen.findByRole('region', { name: 'Suited to a grid now' });
    const chips = within(strip).getAllByRole('button');
    expect(chips.map((c) => c.textContent)).toEqual(['SOL/USDT · range 8.00%', 'ETH/USDT · range 5.00%']);
    await user.click(chips[1]);
    expect(onChoose).toHaveBeenCalledWith(SYMBOLS[1]);
    expect(fake.callsTo('recommend-symbol')[0].body).toEqual({ quote_coin: 'USDT', limit: 5 });
    // searching hides the suggestions: the list answers the search
    await user.type(screen.getByRole('searchbox', { name: 'Search pairs' }), 'BT');
    expect(screen.queryByRole('region', { name: 'Suited to a grid now' })).not.toBeInTheDocument();
  });

  it('shows no suggestions when the call fails', async () => {
    fake = fakeExchange({});
    await renderInArea(<SymbolList symbols={SYMBOLS} loading={false} onChoose={jest.fn()} />);
    expect(await screen.findByRole('list', { name: 'Trading pairs' })).toBeInTheDocument();
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(screen.queryByRole('region', { name: 'Suited to a grid now' })).not.toBeInTheDocument();
  });

  it('updates a live price in its own row: the list, its search and suggestions do not re-render per tick', async () => {
    fake = fakeExchange({});
    await renderInArea(<SymbolList symbols={SYMBOLS} loading={false} current="BTCUSDT" onChoose={jest.fn()} />);
    const list = await screen.findByRole('list', { name: 'Trading pairs' });
    const rendersBefore = listRenders();
    const readsBefore = new Map(quoteStore.reads);
    act(() => quoteStore.push('ETHUSDT', '3300.00'));
    act(() => quoteStore.push('ETHUSDT', '3310.00'));
    expect(within(list).getByRole('button', { name: /ETH/ })).toHaveTextContent('3,310.00');
    expect(within(list).getByRole('button', { name: /BTC/ })).toHaveTextContent('65,000.00');
    // two ticks of one symbol: that row rendered twice, no other row and not the list
    expect(listRenders()).toBe(rendersBefore);
    expect((quoteStore.reads.get('ETHUSDT') ?? 0) - (readsBefore.get('ETHUSDT') ?? 0)).toBe(2);
    expect(quoteStore.reads.get('BTCUSDT')).toBe(readsBefore.get('BTCUSDT'));
    expect(quoteStore.reads.get('SOLUSDT')).toBe(readsBefore.get('SOLUSDT'));
  });
});
