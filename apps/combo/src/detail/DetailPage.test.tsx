import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { API_PATHS } from '@tb/contracts/paths';
import { bodyRows, expectCloseRefused, expectNothingToChange, expectSettingsRefusedAt, expectTexts, pathExchange, rowHeaders, renderBotArea, type PathHandler } from '@tb/feature-bot-pages/testing';
import ComboRoutes from '../routes';
import { COMBO_BOT_PATHS, COMBO_CREATE_PATHS } from '../api/bot-endpoints';

const P = { ...COMBO_BOT_PATHS, ...COMBO_CREATE_PATHS };
import { BOT_ID, DETAIL, FOLLOW, TRANSFERS } from './fixtures';
import { modifyBody, modifyFormOf, transferProblem } from './Dialogs';
import { intervalPreset, maxDrift } from './view';

let restore: () => void = () => undefined;
afterEach(() => restore());

const LIMIT = {
  check_code: 'LIMIT_CHECK_CODE_SUCCESS_UNSPECIFIED',
  init_margin: { min: '30', max: '1000000' },
  leverage: { min: '1', max: '25' },
  adjust_position_percent: { min: '0.01', max: '0.5' },
  adjust_position_time_interval: { min: '1800', max: '2419200' },
  tp_percent: { min: '0.01', max: '10' },
  sl_percent: { min: '0.01', max: '1' },
  trailing_stop_percent: { min: '0.005', max: '0.5' },
};

function exchange(extra: Record<string, PathHandler> = {}) {
  const ex = pathExchange({
    [P.getDetail]: () => ({ detail: DETAIL }),
    [P.getTransferDetail]: () => ({ total: 1, list: TRANSFERS }),
    [P.getLimit]: () => LIMIT,
    [P.getFollowDetail]: () => ({ detail: FOLLOW }),
    [API_PATHS.getAllCoin]: () => ({ coins: [{ coin: 'USDT', scale: 8, accounts: [{ account_type: 'derivatives', available_balance: '250.75' }] }] }),
    ...extra,
  });
  restore = ex.restore;
  return ex;
}

const open = (locale = 'en') => renderBotArea(<ComboRoutes />, { area: 'combo', path: `detail/${BOT_ID}/`, locale });
const fact = (within_: HTMLElement, term: string) => within(within_).getByText(term).nextElementSibling;

describe('combo detail page', () => {
  it('shows the header, the legs, the PnL decomposition and the settings in words exactly as the detail says', async () => {
    exchange();
    await open();
    expect(await screen.findByRole('heading', { level: 1, name: 'BTCUSDT,ETHUSDT,SOLUSDT · 5×' })).toBeInTheDocument();
    expect(screen.getByText('Running')).toBeInTheDocument();
    expect(screen.getByTestId('combo-mode')).toHaveTextContent('Long and short');

    const rows = bodyRows('Legs');
    expect(rowHeaders(rows)).toEqual(['BTCUSDT', 'ETHUSDT', 'SOLUSDT']);
    expectTexts(rows[0], ['Long', '33.34%', '35.12%', '0.042', '60,000.5', '61,234.5', '48,987.6', '500.10 USDT']);
    expect(rows[1]).toHaveTextContent('Short');
    expect(rows[1]).toHaveTextContent('31.01%');
    expect(rows[1]).toHaveTextContent('3,712.34');
    expect(rows[2]).toHaveTextContent('-85.12 USDT');

    const pnl = screen.getByRole('region', { name: 'Profit and loss' });
    expect(fact(pnl, 'Realised PnL')).toHaveTextContent('+10.50 USDT');
    expect(fact(pnl, 'Unrealised PnL')).toHaveTextContent('+15.12 USDT (+1.01%)');
    expect(fact(pnl, 'Funding fees')).toHaveTextContent('+0.25 USDT');
    expect(fact(pnl, 'Trading fees')).toHaveTextContent('-2.42 USDT');
    expect(fact(pnl, 'Total PnL')).toHaveTextContent('+23.46 USDT (+1.56%)');

    const settings = screen.getByTestId('combo-settings');
    expect(fact(settings, 'Rebalancing')).toHaveTextContent('When a weight drifts');
    expect(within(settings).queryByText('Schedule')).not.toBeInTheDocument();
    expect(fact(settings, 'Rebalance when a weight is off by')).toHaveTextContent('5.00%');
    expect(fact(settings, 'Take profit on the total')).toHaveTextContent('20.00%');
    expect(fact(settings, 'Stop loss on the total')).toHaveTextContent('None');
    expect(fact(settings, 'Trailing stop')).toHaveTextContent('3.00%');
    expect(fact(settings, 'Rebalances done')).toHaveTextContent('4');
    // Unix SECONDS: 1800003600 s = 2027-01-15 09:00 UTC (not 1970 as milliseconds would read)
    expect(fact(settings, 'Last rebalance')).toHaveTextContent('15 Jan 2027, 09:00');
    expect(fact(settings, 'Created')).toHaveTextContent('15 Jan 2027, 08:00');
    expect(fact(settings, 'Settings last changed')).toHaveTextContent('--');
    expect(fact(settings, 'Available in the bot')).toHaveTextContent('120.50 USDT');
    expect(fact(settings, 'APR')).toHaveTextContent('+285.30%');
    expect(fact(settings, 'Copied by')).toHaveTextContent('3 traders');

    // the return curve: the follow detail's daily points (fractions of the total margin)
    expect(await screen.findByRole('heading', { level: 2, name: 'Return over time' })).toBeInTheDocument();
    expect(screen.getByText(/Total return from \S+ to \+1\.56%; lowest -0\.37%, highest \+1\.56%\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Rebalance history' })).toHaveAttribute('href', `/tradingbot/en/combo/rebalances/${BOT_ID}/`);
    expect(screen.getByRole('link', { name: 'Order history' })).toHaveAttribute('href', `/tradingbot/en/combo/orders/${BOT_ID}/history/`);
    expect(screen.getByRole('link', { name: 'Copy parameters' })).toHaveAttribute('href', `/tradingbot/en/combo/create/?copy=${BOT_ID}`);
  });

  it('APR waits for 24 hours of running', async () => {
    exchange({ [P.getDetail]: () => ({ detail: { ...DETAIL, run_time_duration: '3600' } }) });
    await open();
    const settings = await screen.findByTestId('combo-settings');
    expect(fact(settings, 'APR')).toHaveTextContent('After 24 hours');
  });

  it('rebalance now: the weights and the largest drift before confirming, then exactly { bot_id }', async () => {
    const ex = exchange({ [P.adjustPosition]: () => ({ bot_id: BOT_ID, adjusted_position_num: '5' }) });
    await open();
    fireEvent.click(await screen.findByRole('button', { name: 'Rebalance now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rebalance now?' });
    // |0.3101 − 0.3333| = 0.0232 is the largest
    expect(within(dialog).getByTestId('rebalance-drift')).toHaveTextContent('Largest drift from target: 2.32%');
    expect(within(dialog).getByText(/taker fee 0\.055%/)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rebalance' }));
    await waitFor(() => expect(ex.callsTo(P.adjustPosition)).toEqual([{ bot_id: BOT_ID }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('rebalance refused: the refusal in words, the dialog stays', async () => {
    exchange({ [P.adjustPosition]: () => ({ status_code: 400, debug_msg: 'the combo bot is not running' }) });
    await open();
    fireEvent.click(await screen.findByRole('button', { name: 'Rebalance now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rebalance now?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rebalance' }));
    expect(await within(dialog).findByRole('alert')).not.toBeEmptyDOMElement();
  });

  it('transfer: in is bounded by the derivatives balance, out by the bot’s available balance; the exact body; the history listed', async () => {
    const ex = exchange({ [P.transfer]: () => ({ bot_id: BOT_ID, total_margin: '1479.5', available_balance: '0' }) });
    await open();
    fireEvent.click(await screen.findByRole('button', { name: 'Transfer margin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Transfer margin' });
    expect(await within(dialog).findByText(/Available in your derivatives account: 250\.75 USDT/)).toBeInTheDocument();
    const history = within(dialog).getByRole('table', { name: 'Transfers' });
    await waitFor(() => expect(within(history).getAllByRole('row')).toHaveLength(2));
    expect(within(history).getAllByRole('row')[1]).toHaveTextContent('Into the bot');
    expect(within(history).getAllByRole('row')[1]).toHaveTextContent('100.00 USDT');

    const amount = within(dialog).getByLabelText('Amount (USDT)');
    fireEvent.change(amount, { target: { value: '300' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    await waitFor(() => expect(amount).toHaveAttribute('aria-invalid', 'true'));
    expect(within(dialog).getByText('More than the 250.75 USDT you can move.')).toBeInTheDocument();
    expect(ex.callsTo(P.transfer)).toEqual([]);

    fireEvent.click(within(dialog).getByRole('radio', { name: 'Out of the bot' }));
    expect(within(dialog).getByText(/At most the bot’s available balance: 120\.50 USDT/)).toBeInTheDocument();
    fireEvent.change(amount, { target: { value: '20.5' } });
    expect(within(dialog).getByTestId('transfer-after')).toHaveTextContent('Total margin after: 1,479.50 USDT');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    await waitFor(() => expect(ex.callsTo(P.transfer)).toEqual([{ bot_id: BOT_ID, amount: '20.5', type: 2 }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('transfer refused by the exchange: the refusal in words at the amount, nothing closes', async () => {
    exchange({ [P.transfer]: () => ({ status_code: 401, debug_msg: 'insufficient USDT in the derivatives account: available 250.75, needed 200' }) });
    await open();
    fireEvent.click(await screen.findByRole('button', { name: 'Transfer margin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Transfer margin' });
    await within(dialog).findByText(/Available in your derivatives account: 250\.75 USDT/);
    const amount = within(dialog).getByLabelText('Amount (USDT)');
    fireEvent.change(amount, { target: { value: '200' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    await waitFor(() => expect(amount).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByRole('dialog', { name: 'Transfer margin' })).toBeInTheDocument();
  });

  it('close refused: the refusal in words, the page stays on the detail', async () => {
    exchange({ [P.closeBot]: () => ({ status_code: 405, debug_msg: 'the combo bot is already closing' }) });
    await open();
    await expectCloseRefused(`/tradingbot/en/combo/detail/${BOT_ID}/`);
  });

  it('modify settings: bounds from get-limit, only what changed is sent (percents as fractions, the mode as its code)', async () => {
    const ex = exchange({ [P.modifySetting]: () => ({ check_code: 'LIMIT_CHECK_CODE_SUCCESS_UNSPECIFIED' }) });
    await open();
    const dialog = await expectNothingToChange();
    expect(ex.callsTo(P.modifySetting)).toEqual([]);
    expect(await within(dialog).findByText(/^1(\.00)?% – 1,000(\.00)?% ·/)).toBeInTheDocument();
    expect(ex.callsTo(P.getLimit)[0]).toEqual({
      leverage: '5',
      init_margin: '1500',
      adjust_position_mode: 2,
      symbol_settings: [
        { symbol: 'BTCUSDT', target_position_percent: '0.3334', side: 1 },
        { symbol: 'ETHUSDT', target_position_percent: '0.3333', side: 2 },
        { symbol: 'SOLUSDT', target_position_percent: '0.3333', side: 1 },
      ],
    });

    fireEvent.click(within(dialog).getByRole('radio', { name: 'On a schedule or when a weight drifts' }));
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Every 4 hours' }));
    fireEvent.change(within(dialog).getByLabelText('Stop loss (%)'), { target: { value: '12.5' } });
    fireEvent.change(within(dialog).getByLabelText('Trailing stop (%)'), { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(ex.callsTo(P.modifySetting)).toEqual([
        { bot_id: BOT_ID, adjust_position_mode: 3, adjust_position_time_interval: 14400, adjust_position_percent: '0.05', sl_percent: '0.125', trailing_stop_percent: '' },
      ]),
    );
  });

  it('modify refused: the check code lands at its field', async () => {
    exchange({ [P.modifySetting]: () => ({ status_code: 400, debug_msg: 'tp out of range', check_code: 'LIMIT_CHECK_CODE_TP_PER_TOO_HIGH' }) });
    await open();
    await expectSettingsRefusedAt('Take profit (%)', '5000');
  });

  it('close: what closing does and the equity now, sends { bot_id } and moves to the close detail', async () => {
    const ex = exchange({ [P.closeBot]: () => ({}), [P.getCloseDetail]: () => undefined });
    await open();
    fireEvent.click(await screen.findByRole('button', { name: 'Close bot' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close this bot?' });
    expect(within(dialog).getByTestId('close-equity')).toHaveTextContent('Equity now (before closing fees): 1,523.46 USDT');
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Close bot' }));
    });
    await waitFor(() => expect(ex.callsTo(P.closeBot)).toEqual([{ bot_id: BOT_ID }]));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/tradingbot/en/combo/close-detail/${BOT_ID}/`));
  });

  it('in Arabic the page runs right to left with its own words', async () => {
    exchange();
    await open('ar-SA');
    expect(await screen.findByRole('button', { name: 'إعادة التوازن الآن' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'مكوّنات المحفظة' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 }).closest('[dir]')).toHaveAttribute('dir', 'rtl');
  });
});

describe('combo detail figures', () => {
  it('drift, presets and transfer bounds are exact', () => {
    expect(maxDrift(DETAIL.symbol_settings)).toBe('0.0232');
    expect(intervalPreset(14400)).toBe('4H');
    expect(intervalPreset('86400')).toBe('1D');
    expect(intervalPreset(1000)).toBeNull();
    expect(transferProblem('0', '10')).toBe('positive');
    expect(transferProblem('10.00000001', '10')).toBe('tooMuch');
    expect(transferProblem('10', '10')).toBeNull();
  });

  it('the modify body carries only changes', () => {
    const form = modifyFormOf(DETAIL);
    expect(form).toEqual({ mode: 'percent', interval: '86400', drift: '5', tp: '20', sl: '', trailing: '3' });
    expect(modifyBody(DETAIL, form)).toBeNull();
    expect(modifyBody(DETAIL, { ...form, drift: '10' })).toEqual({ bot_id: BOT_ID, adjust_position_percent: '0.1' });
    expect(modifyBody(DETAIL, { ...form, mode: 'byUser' })).toEqual({ bot_id: BOT_ID, adjust_position_mode: 4 });
    expect(modifyBody(DETAIL, { ...form, tp: '' })).toEqual({ bot_id: BOT_ID, tp_percent: '' });
  });
});
