import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { envelope, scriptedExchange, type ScriptedRequest } from '@tb/data-access-api/testing';
import { API_PATHS } from '@tb/contracts/paths';
import type { DepthResult } from '@tb/contracts';
import { botPageStrings } from '../strings';
import { renderPage } from '../testing';
import { DepthBook } from './DepthBook';
import { usePriceTarget } from './price-target';

function book(merge: number): DepthResult {
  const step = merge * 0.01;
  const level = (i: number, side: 1 | -1) => {
    const price = (64321.37 + side * (side === 1 ? i : i + 1) * step).toFixed(2);
    return { price, qty: (0.1 * (i + 1)).toFixed(6), total: ((0.1 * (i + 1) * (i + 2)) / 2).toFixed(6) };
  };
  return {
    symbol: 'BTCUSDT',
    category: 'spot',
    ts: 1_800_000_000_000,
    last_price: '64321.37',
    tick_size: '0.01',
    merge,
    merge_ratios: [1, 2, 4, 10],
    bids: [0, 1, 2].map((i) => level(i, -1)),
    asks: [0, 1, 2].map((i) => level(i, 1)),
  };
}

let calls: ScriptedRequest[];
let restore: () => void;
beforeEach(() => {
  ({ calls, restore } = scriptedExchange((request) => (request.path === API_PATHS.depth ? envelope(book(Number(request.query.get('merge') ?? 1))) : undefined)));
});
afterEach(() => restore());

function Form() {
  const [lower, setLower] = useState('');
  const [upper, setUpper] = useState('');
  const target = usePriceTarget({ lower: { label: 'Lower price', set: setLower }, upper: { label: 'Upper price', set: setUpper } });
  return (
    <>
      <label>
        Lower price
        <input value={lower} onChange={(e) => setLower(e.target.value)} {...target.track('lower')} />
      </label>
      <label>
        Upper price
        <input value={upper} onChange={(e) => setUpper(e.target.value)} {...target.track('upper')} />
      </label>
      <DepthBook symbol="BTCUSDT" category="spot" baseCoin="BTC" quoteCoin="USDT" locale="en" target={target.field} onPick={target.pick} />
    </>
  );
}

describe('DepthBook', () => {
  it('shows sells above and buys below the last price, with amounts and running totals', async () => {
    await renderPage(<DepthBook symbol="BTCUSDT" category="spot" baseCoin="BTC" quoteCoin="USDT" locale="en" />);
    const book = await screen.findByRole('region', { name: 'Order book' });
    const [asks, bids] = await within(book).findAllByRole('table');
    expect(asks).toHaveAccessibleName('Sell orders');
    expect(bids).toHaveAccessibleName('Buy orders');
    // best ask nearest the last price: listed last among the sells
    expect(within(asks).getAllByRole('row').slice(1).map((row) => row.textContent)).toEqual(['64,321.390.3000000.600000', '64,321.380.2000000.300000', '64,321.370.1000000.100000']);
    expect(within(bids).getAllByRole('row')[1]).toHaveTextContent('64,321.36');
    expect(within(book).getByText(/Last price/)).toHaveTextContent('64,321.37');
    // read-only without a target: no buttons
    expect(within(book).queryByRole('button')).toBeNull();
    expect(calls[0].query.get('symbol')).toBe('BTCUSDT');
    expect(calls[0].query.get('category')).toBe('spot');
    expect(calls[0].query.get('limit')).toBe('8');
  });

  it('merges levels by the ratio the trader chooses', async () => {
    await renderPage(<DepthBook symbol="BTCUSDT" category="spot" baseCoin="BTC" quoteCoin="USDT" locale="en" />);
    const step = await screen.findByRole('radiogroup', { name: 'Price step' });
    // the ratios are the symbol's, from the book
    expect(within(step).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual(['1 tick', '2 ticks', '4 ticks', '10 ticks']);
    await userEvent.click(within(step).getByRole('radio', { name: '10 ticks' }));
    await waitFor(() => expect(calls.some((call) => call.query.get('merge') === '10')).toBe(true));
    await waitFor(() => expect(within(step).getByRole('radio', { name: '10 ticks' })).toBeChecked());
  });

  it('puts a chosen price into the price input that last had focus', async () => {
    await renderPage(<Form />);
    const book = await screen.findByRole('region', { name: 'Order book' });
    expect(within(book).getByText('Choose a price to put it in “Lower price”.')).toBeInTheDocument();
    await userEvent.click(await within(book).findByRole('button', { name: 'Sell 64,321.37, amount 0.100000: use for “Lower price”' }));
    expect(screen.getByRole('textbox', { name: 'Lower price' })).toHaveValue('64321.37');

    await userEvent.click(screen.getByRole('textbox', { name: 'Upper price' }));
    await userEvent.click(within(book).getByRole('button', { name: 'Buy 64,321.36, amount 0.100000: use for “Upper price”' }));
    expect(screen.getByRole('textbox', { name: 'Upper price' })).toHaveValue('64321.36');
    expect(screen.getByRole('textbox', { name: 'Lower price' })).toHaveValue('64321.37');
  });

  it('speaks Arabic right to left with the same figures', async () => {
    await act(() => botPageStrings.load('ar-SA'));
    await renderPage(<DepthBook symbol="BTCUSDT" category="spot" baseCoin="BTC" quoteCoin="USDT" locale="ar-SA" />, { locale: 'ar-SA' });
    const book = await screen.findByRole('region', { name: 'دفتر الأوامر' });
    expect(await within(book).findByRole('table', { name: 'أوامر البيع' })).toBeInTheDocument();
    expect(within(book).getByRole('radio', { name: '2 وحدتان سعريتان' })).toBeInTheDocument();
  });
});
