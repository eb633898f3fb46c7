import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QuoteFeed } from '@tb/data-access-quotes';
import { ContractPickerDialog } from './ContractPickerDialog';
import { cacheWith, renderPage, simBtcSymbol } from './test-support';

describe('ContractPickerDialog', () => {
  it('is the picker in a modal dialog once its chunk arrives: titled, search focused, a row chooses, Escape closes', async () => {
    const { cache } = cacheWith([simBtcSymbol()]);
    const feed = new QuoteFeed({ createSocket: () => ({ readyState: 0, onopen: null, onmessage: null, onclose: null, onerror: null, send() {}, close() {} }), url: () => 'ws://x' });
    const onChange = jest.fn();
    const onClose = jest.fn();
    await act(async () => {
      await renderPage(<ContractPickerDialog title="Choose a contract" note={<p>Chosen: 1</p>} value="BTCUSDT" onChange={onChange} onClose={onClose} cache={cache} feed={feed} focusOnMount />);
    });
    const dialog = await screen.findByRole('dialog', { name: 'Choose a contract' });
    expect(within(dialog).getByText('Chosen: 1')).toBeInTheDocument();
    const list = await within(dialog).findByRole('list', { name: 'Perpetual contracts' });
    expect(within(dialog).getByRole('searchbox')).toHaveFocus();
    await userEvent.click(within(list).getByRole('button', { name: /BTCUSDT/ }));
    expect(onChange).toHaveBeenCalledWith('BTCUSDT');
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });
});
