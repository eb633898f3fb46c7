import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { FMART_PATHS as P } from '@tb/contracts/paths';
import { expectCloseRefused, expectNothingToChange, expectSettingsRefusedAt } from '@tb/feature-bot-pages/testing';
import MartingaleRoutes from '../routes';
import { BOT_ID, DETAIL, DONE_ROUND, RUNNING_ROUND } from './fixtures';
import { martExchange, renderMartingale, type Handler } from './testing';
import { percentToFraction, roundPnl } from './view';
import { updateBody } from './Dialogs';

let restore: () => void = () => undefined;
afterEach(() => restore());

function exchange(extra: Record<string, Handler> = {}) {
  const ex = martExchange({
    [P.getFmartDetail]: () => ({ fmart_detail: DETAIL }),
    [P.getFmartRoundList]: (body) => ({ total: 3, rounds: body.limit === 1 ? [RUNNING_ROUND] : [RUNNING_ROUND, DONE_ROUND] }),
    [P.getFmartOpenOrders]: () => ({
      total: 1,
      orders: [{ order_id: '9001', symbol: 'BTCUSDT', side: 'Buy', order_type: 'Limit', status: 'NEW', price: DETAIL.next_add_price, qty: '0.0225', filled_qty: '0', fee: '0', round: 3, create_time: 1_800_005_100_000, update_time: 1_800_005_100_000 }],
    }),
    [P.getFmartHistoryOrders]: () => ({ total: 0, orders: [] }),
    ...extra,
  });
  restore = ex.restore;
  return ex;
}

const open = () => renderMartingale(<MartingaleRoutes />, { path: `detail/${BOT_ID}/` });

describe('martingale detail page', () => {
  it('shows the current round, the PnL decomposition, the position with its liquidation and the settings, as the detail says', async () => {
    exchange();
    await open();
    expect(await screen.findByRole('heading', { level: 1, name: 'BTCUSDT martingale · Long 2×' })).toBeInTheDocument();
    const round = await screen.findByTestId('current-round');
    const fact = (term: string) => within(round).getByText(term).nextElementSibling;
    expect(fact('Adds done')).toHaveTextContent('1 of 3');
    expect(fact('Average cost')).toHaveTextContent('19,880.4');
    expect(fact('Next add price')).toHaveTextContent('19,860.5');
    expect(fact('Round target price')).toHaveTextContent('19,920.2');
    // round PnL = the running round's realised −0.37 + the open position −0.65 = −1.02
    await waitFor(() => expect(fact('Round PnL')).toHaveTextContent('-1.02 USDT'));
    expect(fact('Rounds completed')).toHaveTextContent('2');

    const pnl = screen.getByRole('region', { name: 'Profit and loss' });
    // realised PnL before fees (the glossary's one meaning): 4.25 net + 1.75 fees; the parts add up to the total: 6.00 − 0.65 − 0.50 − 1.75 = 3.10
    expect(within(pnl).getByText('Realised PnL').nextElementSibling).toHaveTextContent('+6.00 USDT');
    expect(within(pnl).getByText('Unrealised PnL').nextElementSibling).toHaveTextContent('-0.65 USDT');
    expect(within(pnl).getByText('Funding fees').nextElementSibling).toHaveTextContent('-0.50 USDT');
    expect(within(pnl).getByText('Trading fees').nextElementSibling).toHaveTextContent('-1.75 USDT');
    expect(within(pnl).getByText('Total PnL').nextElementSibling).toHaveTextContent('+3.10 USDT (+0.16%)');

    const position = screen.getByRole('table', { name: 'Position' });
    const row = within(position).getAllByRole('row')[1];
    expect(row).toHaveTextContent('Long');
    expect(row).toHaveTextContent('19,880.4');
    expect(row).toHaveTextContent('10,123.7');

    // the resting add is the open order; the rounds link to their detail
    const orders = await screen.findByRole('table', { name: 'Open orders' });
    expect(within(orders).getAllByRole('row')[1]).toHaveTextContent('19,860.5');
    const rounds = await screen.findByRole('table', { name: 'Rounds' });
    await waitFor(() => expect(within(rounds).getAllByRole('row')).toHaveLength(3));
    expect(within(rounds).getByRole('link', { name: 'Round 2 details' })).toHaveAttribute('href', `/tradingbot/en/martingale/round/${BOT_ID}/2/`);
    expect(screen.getByRole('link', { name: 'Copy parameters' })).toHaveAttribute('href', `/tradingbot/en/martingale/create/?symbol=BTCUSDT&copy=${BOT_ID}`);
  });

  it('update sends exactly what changed (percents as fractions, margin added) and keeps the dialog open on nothing to change', async () => {
    const ex = exchange({ [P.updateFmartBot]: () => ({ check_code: 'F_MART_LIMIT_CHECK_CODE_F_MART_CHECK_CODE_SUCCESS_UNSPECIFIED' }) });
    await open();
    const dialog = await expectNothingToChange();
    expect(ex.callsTo(P.updateFmartBot)).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText('Round take profit (%)'), { target: { value: '0.3' } });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Stop after this round' }));
    fireEvent.change(within(dialog).getByLabelText('Add margin (USDT)'), { target: { value: '100' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(ex.callsTo(P.updateFmartBot)).toEqual([{ bot_id: BOT_ID, round_tp_percent: '0.003', auto_cycle_toggle: 2, add_margin: '100' }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows a refused update at the field its check code names, and an add-margin shortfall at the margin field', async () => {
    let answer: Record<string, unknown> = { status_code: 400, debug_msg: 'update refused', check_code: 'F_MART_LIMIT_CHECK_CODE_F_MART_ROUND_TARGET_TP_PERCENT_TOO_HIGH' };
    exchange({ [P.updateFmartBot]: () => answer });
    await open();
    const { dialog, input: tp } = await expectSettingsRefusedAt('Round take profit (%)', '500');

    answer = { status_code: 401, debug_msg: 'insufficient USDT in the derivatives account: available 5, needed 100000' };
    fireEvent.change(tp, { target: { value: '0.2' } });
    const margin = within(dialog).getByLabelText('Add margin (USDT)');
    fireEvent.change(margin, { target: { value: '100000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(margin).toHaveAttribute('aria-invalid', 'true'));
    expect(tp).not.toHaveAttribute('aria-invalid');
  });

  it('close sends the bot id and moves to the close detail', async () => {
    const ex = exchange({ [P.closeFmartBot]: () => ({}), [P.getFmartCloseDetail]: () => undefined });
    await open();
    fireEvent.click(await screen.findByRole('button', { name: 'Close bot' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close this bot?' });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Close bot' }));
    });
    await waitFor(() => expect(ex.callsTo(P.closeFmartBot)).toEqual([{ bot_id: BOT_ID }]));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/tradingbot/en/martingale/close-detail/${BOT_ID}/`));
  });
});

describe('martingale close refused', () => {
  it('keeps the dialog open with the refusal in words and stays on the detail', async () => {
    exchange({ [P.closeFmartBot]: () => ({ status_code: 405, debug_msg: 'the martingale bot is already closed' }) });
    await open();
    await expectCloseRefused(`/tradingbot/en/martingale/detail/${BOT_ID}/`);
  });
});

describe('martingale detail figures', () => {
  it('round PnL and percent conversions are exact', () => {
    expect(roundPnl('-0.37', '-0.65')).toBe('-1.02');
    expect(roundPnl('0.1', '0.2')).toBe('0.3');
    expect(percentToFraction('0.3')).toBe('0.003');
    expect(percentToFraction('')).toBe('');
  });

  it('the update body carries only changes; clearing the stop loss sends ""', () => {
    const base = { roundTp: '0.2', stopLoss: '', autoCycle: 'on' as const, addMargin: '' };
    expect(updateBody(DETAIL, base)).toBeNull();
    expect(updateBody({ ...DETAIL, sl_per: '0.5' }, base)).toEqual({ bot_id: BOT_ID, sl_percent: '' });
    expect(updateBody(DETAIL, { ...base, stopLoss: '40' })).toEqual({ bot_id: BOT_ID, sl_percent: '0.4' });
  });
});
