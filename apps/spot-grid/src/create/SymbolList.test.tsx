import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeExchange, ok, renderInArea } from '../test/harness';
import type { SpotSymbolItem } from '../api/types';
import { SymbolList } from './SymbolList';

jest.mock('@tb/data-access-quotes', () => ({ useQuotes: () => ({}) }));

const item = (base: string, price: string, amplitude: string): SpotSymbolItem => ({
  symbol: `${base}USDT`,
  base_coin: base,
  quote_coin: 'USDT',
  price,
  amplitude,
  change_24h: '0.01',
  tick_size: '0.01',
  price_scale: 2,
  qty_scale: 4,
  min_trade_qty: '0.0001',
  max_trade_qty: '1000',
  min_trade_amount: '5',
  max_trade_amount: '2000000',
  is_support_ts: false,
  status: 'Trading',
  display: 1,
});
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
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('region', { name: 'Suited to a grid now' })).not.toBeInTheDocument();
  });
});
