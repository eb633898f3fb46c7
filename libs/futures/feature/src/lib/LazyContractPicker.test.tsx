import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QuoteFeed } from '@tb/data-access-quotes';
import { LazyContractPicker } from './LazyContractPicker';
import { cacheWith, renderPage, simBtcSymbol } from './test-support';

describe('LazyContractPicker', () => {
  it('is the picker once its chunk arrives: search focused, a row chooses', async () => {
    const { cache } = cacheWith([simBtcSymbol()]);
    const feed = new QuoteFeed({ createSocket: () => ({ readyState: 0, onopen: null, onmessage: null, onclose: null, onerror: null, send() {}, close() {} }), url: () => 'ws://x' });
    const onChange = jest.fn();
    await act(async () => {
      await renderPage(<LazyContractPicker value="BTCUSDT" onChange={onChange} cache={cache} feed={feed} focusOnMount />);
    });
    const list = await screen.findByRole('list', { name: 'Perpetual contracts' });
    expect(screen.getByRole('searchbox')).toHaveFocus();
    await userEvent.click(within(list).getByRole('button', { name: /BTCUSDT/ }));
    expect(onChange).toHaveBeenCalledWith('BTCUSDT');
  });
});
