import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PATHS } from '@tb/contracts/paths';
import { envelope, failure, scriptedExchange, type ScriptedAnswer, type ScriptedRequest } from '@tb/data-access-api/testing';
import { BigNumber } from '@tb/util-format';
import { SettlementBalance } from './SettlementBalance';
import { renderPage } from './test-support';

/**
 * A scripted exchange holding one user's USDT: the balance call answers
 * from `held`, a transfer moves money between its accounts unless the next
 * scripted outcome says otherwise ('network' drops the connection, a number
 * answers that ret code). Transfers are made once per request_id, as the
 * exchange does.
 */
function exchange(held: { spot: string; derivatives: string; unified?: string }, outcomes: Array<'network' | number> = []) {
  const booked = new Map<string, unknown>();
  const balances = () => ({
    coins: [
      {
        coin: 'USDT',
        coin_name: 'Tether USDT',
        scale: 8,
        total_balance: '0',
        accounts: (['derivatives', 'unified', 'spot'] as const).map((type) => ({ account_type: type, wallet_balance: held[type] ?? '0', available_balance: held[type] ?? '0', frozen: '0' })),
      },
    ],
  });
  const answer = (request: ScriptedRequest): ScriptedAnswer | undefined => {
    if (request.path === API_PATHS.getAllCoin) return envelope(balances());
    if (request.path !== API_PATHS.transfer) return undefined;
    const body = request.body as { amount: string; request_id: string; from_account_type: 'spot'; to_account_type: 'derivatives' };
    const outcome = outcomes.shift();
    if (outcome === 'network') throw new TypeError('Failed to fetch');
    if (typeof outcome === 'number') return failure(outcome, 'refused');
    if (!booked.has(body.request_id)) {
      held.spot = new BigNumber(held.spot).minus(body.amount).toFixed();
      held[body.to_account_type] = new BigNumber(held[body.to_account_type] ?? '0').plus(body.amount).toFixed();
      booked.set(body.request_id, { transfer_id: String(booked.size + 1), coin: 'USDT', amount: body.amount, from_account_type: 'spot', to_account_type: body.to_account_type, status: 'SUCCESS', created_at: 0 });
    }
    return envelope(booked.get(body.request_id));
  };
  const scripted = scriptedExchange(answer);
  return { ...scripted, transfers: () => scripted.calls.filter((call) => call.path === API_PATHS.transfer), held };
}

let restore: () => void = () => undefined;
afterEach(() => restore());

describe('SettlementBalance', () => {
  it('shows the available balance of the funding account, with a transfer-in shortcut', async () => {
    const fake = exchange({ spot: '5000', derivatives: '1234.5' });
    restore = fake.restore;
    await renderPage(<SettlementBalance coin="USDT" required="100" />);
    expect(await screen.findByText('1,234.50 USDT')).toBeInTheDocument();
    expect(screen.getByText(/Available in your derivatives account/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Transfer in' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(fake.calls[0].body).toEqual({ coins: ['USDT'], account_types: ['derivatives', 'unified', 'spot'], with_zero: true });
  });

  it('when the margin asked is more than available: says by how much, transfers exactly that from spot, retries safely, refreshes', async () => {
    const fake = exchange({ spot: '5000', derivatives: '100' }, ['network']);
    restore = fake.restore;
    await renderPage(<SettlementBalance coin="USDT" required="412.35" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('This needs 412.35 USDT: 312.35 USDT more than you have.');

    await userEvent.click(screen.getByRole('button', { name: 'Transfer 312.35 USDT in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Transfer USDT to your derivatives account' });
    const amount = within(dialog).getByRole('textbox', { name: 'Amount' });
    expect(amount).toHaveValue('312.35');
    expect(amount).toHaveAccessibleDescription('From your spot account: 5,000.00 USDT available');

    // the connection drops: the dialog says so, and that trying again is safe
    await userEvent.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The transfer could not be sent: check your connection and try again. The same transfer is never made twice.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const [first, second] = fake.transfers();
    expect(second.body).toEqual({ coin: 'USDT', amount: '312.35', from_account_type: 'spot', to_account_type: 'derivatives', request_id: first.body!.request_id });
    expect(String(first.body!.request_id)).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
    expect(screen.getByRole('status')).toHaveTextContent('Transferred 312.35 USDT to your derivatives account.');
    // the balance refreshed by itself: enough now
    expect(await screen.findByText('412.35 USDT')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Transfer in' })).toHaveFocus();
  });

  it('checks the amount as typed and explains the exchange’s refusals in words', async () => {
    const fake = exchange({ spot: '50', derivatives: '0', unified: '0' }, [31001, 10016]);
    restore = fake.restore;
    await renderPage(<SettlementBalance coin="USDT" account="unified" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Transfer in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Transfer USDT to your unified trading account' });
    const amount = within(dialog).getByRole('textbox', { name: 'Amount' });
    const submit = within(dialog).getByRole('button', { name: 'Transfer' });

    await userEvent.click(submit);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Enter an amount.');
    await userEvent.type(amount, '60');
    await userEvent.click(submit);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Your spot account has only 50.00 USDT available.');
    expect(fake.transfers()).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Transfer everything available' }));
    expect(amount).toHaveValue('50');
    await userEvent.click(submit);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Your spot account does not have that much available any more. Check the amount and try again.');
    await userEvent.clear(amount);
    await userEvent.type(amount, '40');
    await userEvent.click(submit);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The transfer failed: refused');
    const [a, b] = fake.transfers();
    expect(b.body!.to_account_type).toBe('unified');
    expect(b.body!.request_id).not.toBe(a.body!.request_id); // another amount, another transfer

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks a visitor to log in, without asking the exchange for a balance they have none of', async () => {
    const scripted = scriptedExchange((request) => (request.path === API_PATHS.getAllCoin ? failure(10007, 'not logged in') : undefined));
    restore = scripted.restore;
    await renderPage(<SettlementBalance coin="USDT" />, { login: 'anonymous' });
    expect(await screen.findByText('Log in to see your balance.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(scripted.calls.filter((call) => call.path === API_PATHS.getAllCoin)).toEqual([]);
  });

  it('a session that ended meanwhile is still asked to log in (the call answers "not logged in")', async () => {
    const scripted = scriptedExchange((request) => (request.path === API_PATHS.getAllCoin ? failure(10007, 'not logged in') : undefined));
    restore = scripted.restore;
    await renderPage(<SettlementBalance coin="USDT" />);
    expect(await screen.findByText('Log in to see your balance.')).toBeInTheDocument();
    expect(scripted.calls.filter((call) => call.path === API_PATHS.getAllCoin)).toHaveLength(1);
  });

  it('reads in Arabic', async () => {
    const fake = exchange({ spot: '5000', derivatives: '100' });
    restore = fake.restore;
    await renderPage(<SettlementBalance coin="USDT" required="412.35" />, { locale: 'ar-SA' });
    expect(await screen.findByRole('alert')).toHaveTextContent('\u2068412.35 USDT\u2069');
    expect(screen.getByRole('button', { name: 'تحويل \u2068312.35 USDT\u2069' })).toBeInTheDocument();
  });
});
