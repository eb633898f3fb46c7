import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DETAIL } from './fixtures';
import { envelope, fakeExchange, refusal, renderInArea, type Answer } from '../create/test-harness';
import { makeFormats } from './format';
import CloseDialog, { estimateQuoteProceeds } from './CloseDialog';
import '../i18n/bot';
import { registerDcaTranslations } from '../i18n';

jest.mock('@tb/data-access-quotes', () => ({
  useQuote: () => undefined,
  useQuotes: () => ({ BTCUSDT: { symbol: 'BTCUSDT', close: '70000' } }),
  useQuoteFeedStatus: () => 'open',
}));

registerDcaTranslations();
const CLOSE = '/x-api/s1/bot/dca/v1/close-bot';
let restore: () => void = () => undefined;
afterEach(() => restore());

async function openDialog(answers: Answer[]) {
  const ex = fakeExchange((path) => (path === CLOSE ? answers.shift() : undefined));
  restore = ex.restore;
  const onClosed = jest.fn();
  const onClose = jest.fn();
  await renderInArea(<CloseDialog detail={DETAIL} formats={makeFormats('en')} onClose={onClose} onClosed={onClosed} />);
  return { ex, onClosed, onClose, user: userEvent.setup(), dialog: await screen.findByRole('dialog', { name: 'Close bot' }) };
}

describe('close dialog', () => {
  it('offers both modes: keep the coins (listing them) or sell them with an estimate at live prices', async () => {
    const { dialog } = await openDialog([]);
    const keep = within(dialog).getByRole('radio', { name: 'Keep the coins' });
    expect(keep).toBeChecked();
    expect(keep).toHaveAccessibleDescription('Moved to your spot account as they are: 0.00045 BTC, 0.006 ETH.');
    expect(within(dialog).getByRole('radio', { name: 'Sell for USDT' })).not.toBeChecked();
    // 0.00045 × 70,000 (live) + 0.006 × 3,100 (detail) = 31.50 + 18.60 = 50.10.
    expect(within(dialog).getByTestId('close-estimate')).toHaveTextContent('about 50.10 USDT before fees');
  });

  it('sends the chosen mode and opens the settlement once accepted', async () => {
    const { ex, onClosed, user, dialog } = await openDialog([envelope({ status_code: 200, debug_msg: '', bot_id: DETAIL.bot_id, close_mode: 'DCA_QUOTE_MODE' })]);
    await user.click(within(dialog).getByRole('radio', { name: 'Sell for USDT' }));
    await user.click(within(dialog).getByRole('button', { name: 'Close bot' }));
    await waitFor(() => expect(onClosed).toHaveBeenCalled());
    expect(ex.calls.map(({ path, body }) => ({ path, body }))).toEqual([{ path: CLOSE, body: { bot_id: DETAIL.bot_id, close_mode: '3' } }]);
  });

  it('handles 503 (a buy in progress): says so, nothing changes, and the same button tries again', async () => {
    const { ex, onClosed, user, dialog } = await openDialog([
      refusal(503, 'a buy round is in progress; retry in a few seconds'),
      envelope({ status_code: 200, debug_msg: '', bot_id: DETAIL.bot_id, close_mode: 'DCA_BASE_MODE' }),
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Close bot' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('A buy is in progress. Try again in a moment.');
    expect(onClosed).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(onClosed).toHaveBeenCalledTimes(1));
    expect(ex.calls.map((c) => c.body)).toEqual([
      { bot_id: DETAIL.bot_id, close_mode: '2' },
      { bot_id: DETAIL.bot_id, close_mode: '2' },
    ]);
  });

  it('explains any other refusal in the check code’s words', async () => {
    const { onClosed, user, dialog } = await openDialog([refusal(405, 'the DCA bot is already closed')]);
    await user.click(within(dialog).getByRole('button', { name: 'Close bot' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The bot was not closed. This bot is already closing or closed.');
    expect(onClosed).not.toHaveBeenCalled();
  });

  it('estimates proceeds exactly', () => {
    expect(estimateQuoteProceeds(DETAIL.pairs, {}).toFixed()).toBe('48.75');
    expect(estimateQuoteProceeds(DETAIL.pairs, { BTCUSDT: '70000' }).toFixed()).toBe('50.1');
  });
});
