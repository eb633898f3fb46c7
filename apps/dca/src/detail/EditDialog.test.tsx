import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONFIG, DETAIL } from './fixtures';
import { envelope, fakeExchange, refusal, renderInArea, type Answer } from '../create/test-harness';
import { makeFormats } from './format';
import { valuesFromParameters, type DcaFormValues } from '../create/form';
import EditDialog, { updateBody } from './EditDialog';
import '../i18n/bot';
import { registerDcaTranslations } from '../i18n';

registerDcaTranslations();

const PARAMETERS = {
  frequency_in_second: 3600,
  quote_coin: 'USDT',
  pairs: [
    { base: 'BTC', amount: '10' },
    { base: 'ETH', amount: '6' },
  ],
  max_invest_amount: '500',
  take_profit_per: '',
  account_type: 4,
};

describe('updateBody', () => {
  const before = valuesFromParameters(PARAMETERS, [600, 3600]);

  it('reads the parameters back into the form (TP as a percent, no cap as empty, a non-preset as custom seconds)', () => {
    expect(before).toEqual({
      quoteCoin: 'USDT',
      pairs: [
        { id: 'BTC', base: 'BTC', amount: '10' },
        { id: 'ETH', base: 'ETH', amount: '6' },
      ],
      frequency: { mode: 'preset', seconds: 3600 },
      maxInvest: '500',
      takeProfit: '',
    });
    expect(valuesFromParameters({ ...PARAMETERS, frequency_in_second: 45, max_invest_amount: '0', take_profit_per: '0.05' }, [600]).frequency).toEqual({
      mode: 'custom',
      value: '45',
      unit: 'second',
    });
  });

  it('sends only what changed; "" removes the cap or the take-profit', () => {
    expect(updateBody('1', before, before)).toBeNull();
    expect(updateBody('1', before, { ...before, pairs: [before.pairs[0], { ...before.pairs[1], amount: '6.00' }] })).toBeNull();
    const after: DcaFormValues = { ...before, pairs: [before.pairs[0], { ...before.pairs[1], amount: '8' }], maxInvest: '', takeProfit: '5', frequency: { mode: 'preset', seconds: 600 } };
    expect(updateBody('1', before, after)).toEqual({
      bot_id: '1',
      parameters: { pairs: [{ base: 'ETH', amount: '8' }], frequency_in_second: 600, max_invest_amount: '', take_profit_per: '0.05' },
    });
  });
});

describe('edit dialog', () => {
  let restore: () => void = () => undefined;
  afterEach(() => restore());

  async function open(updates: Answer[]) {
    const ex = fakeExchange((path) => {
      if (path.endsWith('/parameters')) return envelope({ status_code: 200, debug_msg: '', bot_id: DETAIL.bot_id, parameters: PARAMETERS, next_buy_time: 0, update_time: 0 });
      if (path.endsWith('/create-bot-configuration')) return envelope(CONFIG);
      if (path.endsWith('/update-parameters')) return updates.shift();
      return undefined;
    });
    restore = ex.restore;
    const onClose = jest.fn();
    await renderInArea(<EditDialog detail={DETAIL} formats={makeFormats('en')} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Edit plan' });
    await within(dialog).findByRole('textbox', { name: 'Amount per round of ETH' });
    return { ex, onClose, dialog, user: userEvent.setup() };
  }

  it('checks as the trader types: the cap cannot go below what is already invested', async () => {
    const { ex, dialog, user } = await open([]);
    const cap = within(dialog).getByRole('textbox', { name: 'Total investment cap (USDT)' });
    await user.clear(cap);
    await user.type(cap, '40');
    expect(within(dialog).getByText('The cap must be at least what is already invested: 48.05 USDT.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(ex.calls.some((c) => c.path.endsWith('/update-parameters'))).toBe(false);
  });

  it('says when nothing changed, and saves a change', async () => {
    const { ex, onClose, dialog, user } = await open([envelope({ status_code: 200, debug_msg: '', bot_id: DETAIL.bot_id, parameters: PARAMETERS })]);
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText('Nothing has changed.')).toBeInTheDocument();
    const eth = within(dialog).getByRole('textbox', { name: 'Amount per round of ETH' });
    await user.clear(eth);
    await user.type(eth, '8');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(ex.calls.filter((c) => c.path.endsWith('/update-parameters')).map((c) => c.body)).toEqual([{ bot_id: DETAIL.bot_id, parameters: { pairs: [{ base: 'ETH', amount: '8' }] } }]);
  });

  it('puts the server’s 411 next to the cap', async () => {
    const { dialog, user } = await open([refusal(411, 'parameters.max_invest_amount: below what is invested')]);
    const cap = within(dialog).getByRole('textbox', { name: 'Total investment cap (USDT)' });
    await user.clear(cap);
    await user.type(cap, '60');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(cap).toHaveAccessibleDescription(/The maximum investment cannot be less than what the bot has already invested/));
  });
});
