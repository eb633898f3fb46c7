import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { compileContract } from '@tb/engine';
import { btcPerpRules } from '@tb/engine/testing';
import { gridPnlCurve } from '@tb/feature-bot-pages/testing';
import { addMarginEstimate, positionFromFigures, tickPriceText } from '@tb/futures-ui';
import DetailPage from './DetailPage';
import { positionPnl } from './figures';
import { BOT_ID, DETAIL, FG, FG_V1, fakeExchange, ok, renderPage } from './testing';
import type { FuturesGridDetail } from '../api/bot-endpoints';

const CONTRACT = compileContract(btcPerpRules());

jest.mock('@tb/futures-feature', () => {
  const { compileContract: compile } = jest.requireActual('@tb/engine');
  const { btcPerpRules: rules } = jest.requireActual('@tb/engine/testing');
  return {
    ...jest.requireActual('@tb/futures-feature'),
    useFuturesContract: () => ({ status: 'ready', contract: compile(rules()), rules: rules() }),
    SymbolFunding: ({ symbol }: { symbol: string }) => <p>funding of {symbol}</p>,
    SettlementBalance: ({ coin }: { coin: string }) => <p>Available 5,000.00 {coin}</p>,
  };
});
jest.mock('@tb/data-access-quotes', () => ({ liveQuoteSource: () => () => () => undefined, useQuote: () => undefined }));
// lightweight-charts draws on canvas, which jsdom lacks: the chart's lines are what the page decides
jest.mock('@tb/ui-charts', () => ({
  ...jest.requireActual('@tb/ui-charts'),
  PriceChart: ({ lines }: { lines: Array<{ price: string; kind: string }> }) => <p data-testid="price-chart">{lines.map((l) => `${l.kind}:${l.price}`).join(' ')}</p>,
}));

function exchange(detail: FuturesGridDetail = DETAIL, extra: Record<string, (body: Record<string, unknown>) => { result: unknown } | undefined> = {}) {
  return fakeExchange({
    [`${FG}/get-fgrid-detail`]: () => ok({ detail }),
    [`${FG}/get-fgrid-pnl-curve`]: () =>
      ok({
        bot_id: BOT_ID,
        ...gridPnlCurve([
          ['0', '0', '0', '60000.0'],
          ['12.5', '18.7', '31.2', '60500.0'],
        ]),
      }),
    '/x-api/s1/market/v1/mark-kline': () => ({ result: { symbol: 'BTCUSDT', interval: '15m', list: [{ t: 1_700_000_000_000, o: '60000', h: '60600', l: '59900', c: '60500', v: '1', qv: '60500' }] } }),
    [`${FG_V1}/get-fgrid-open-orders`]: () =>
      ok({ total: 1, orders: [{ order_id: '9', side: 'Buy', order_type: 'Limit', price: '59000.0', qty: '0.025', filled_qty: '0', avg_price: '', fee: '0', fee_coin: 'USDT', status: 'ORDER_STATUS_NEW', grid_index: 1, create_time: 1_700_000_000_000, update_time: 1_700_000_000_000, profit: '' }] }),
    [`${FG}/get-fgrid-history-orders`]: () => ok({ total: 0, orders: [] }),
    ...extra,
  });
}

const open = () => renderPage(<DetailPage />, { path: `detail/${BOT_ID}/`, route: 'detail/:botId' });

/** The detail page with one of its actions' dialogs open (the button and the dialog share the name). */
async function openDialog(name: string) {
  const user = userEvent.setup();
  await open();
  await user.click(await screen.findByRole('button', { name }));
  return { user, dialog: await screen.findByRole('dialog', { name }) };
}

describe('PnL decomposition', () => {
  it('position PnL is the rest of the total: pnl − grid profit − funding + fees, exactly', () => {
    expect(positionPnl(DETAIL)).toBe('22.4');
    expect(positionPnl({ pnl: '0.1', grid_profit: '0.2', funding_fee: '0', total_fee: '0.3' })).toBe('0.2');
  });
});

describe('futures grid detail', () => {
  let fake: ReturnType<typeof exchange>;
  afterEach(() => fake.restore());

  it('shows the response’s figures: title, status, PnL side by side, the position, grid + liquidation on the chart, orders, APR after a day', async () => {
    fake = exchange();
    await open();
    expect(await screen.findByRole('heading', { level: 1, name: 'BTCUSDT Long futures grid · 10x' })).toBeInTheDocument();
    expect(screen.getByText('Running')).toBeInTheDocument();
    expect(screen.getByText('Running for 2d 0h 0m')).toBeInTheDocument();
    expect(screen.getByTestId('mark-price')).toHaveTextContent('60,500.0');

    const pnl = screen.getByRole('region', { name: 'Profit and loss' });
    const figure = (label: string) => within(pnl).getByText(label).closest('div')!;
    expect(figure('Grid profit')).toHaveTextContent('+12.50 USDT');
    expect(figure('Position PnL')).toHaveTextContent('+22.40 USDT');
    expect(figure('Funding')).toHaveTextContent('-1.30 USDT');
    expect(figure('Fees')).toHaveTextContent('-2.40 USDT');
    expect(figure('Total PnL')).toHaveTextContent('+31.20 USDT');
    expect(figure('Total PnL')).toHaveTextContent('+3.12%');

    const position = screen.getByRole('table', { name: 'Position' });
    const row = within(position).getByRole('rowheader', { name: 'Long' }).closest('tr')!;
    expect(row).toHaveTextContent('0.05');
    expect(row).toHaveTextContent('60,000.0');
    expect(row).toHaveTextContent('60,500.0');
    expect(row).toHaveTextContent('54,321.0');
    expect(row).toHaveTextContent('300.00 USDT');
    // margin ratio: 3025 × 0.005 / (300 + 25) = 4.65 %
    expect(row).toHaveTextContent('4.65%');
    expect(screen.getByText('funding of BTCUSDT')).toBeInTheDocument();

    expect(await screen.findByTestId('price-chart')).toHaveTextContent('level:58000.0 level:59000.0 level:60000.0 level:61000.0 level:62000.0 liquidation:54321.0 sl:56000.0');
    const settings = screen.getByTestId('fg-settings');
    expect(within(settings).getByText('Total APR').nextElementSibling).toHaveTextContent('+569.00%');
    expect(within(settings).getByText('Take profit').nextElementSibling).toHaveTextContent('20.00%');
    expect(within(settings).getByText('Trailing stop').nextElementSibling).toHaveTextContent('5.00%');
    const orders = await screen.findByRole('table', { name: 'Open orders' });
    expect(within(orders).getByRole('rowheader', { name: 'Buy' }).closest('tr')).toHaveTextContent('59,000.0');
    expect(fake.callsTo('get-fgrid-open-orders')[0].body).toEqual({ bot_id: BOT_ID, page: 1, limit: 10 });
    const actions = screen.getByRole('group', { name: 'Bot actions' });
    expect(within(actions).getByRole('link', { name: 'Copy parameters' })).toHaveAttribute('href', `/tradingbot/en/futures-grid/create/?symbol=BTCUSDT&copy=${BOT_ID}`);
  });

  it('the APR waits for a day of running', async () => {
    fake = exchange({ ...DETAIL, operation_time: 3_600_000 });
    await open();
    const settings = await screen.findByTestId('fg-settings');
    expect(within(settings).getByText('Total APR').nextElementSibling).toHaveTextContent('Shown after 24 h running');
  });

  it('add margin shows the liquidation price after the amount before confirming, then sends exactly the amount', async () => {
    fake = exchange(DETAIL, { [`${FG}/add-margin`]: () => ok({ bot_id: BOT_ID, position_balance: '400', liquidation_price: '52000.0', available_balance: '650' }) });
    const { user, dialog } = await openDialog('Add margin');
    const position = positionFromFigures(CONTRACT, { side: 'long', size: '0.05', entryPrice: '60000', margin: '300', leverage: '10' })!;
    const expected = addMarginEstimate(CONTRACT, position, '100')!;
    await user.type(within(dialog).getByRole('textbox', { name: /Amount \(USDT\)/ }), '100');
    const now = within(dialog).getByRole('status', { name: 'Liquidation price now' });
    const after = within(dialog).getByRole('status', { name: /After adding 100(\.00)? USDT/ });
    expect(now).toHaveTextContent(tickPriceText(CONTRACT, expected.now!, 'en'));
    expect(after).toHaveTextContent(tickPriceText(CONTRACT, expected.after!, 'en'));
    // the long's liquidation moves down, away from the mark
    expect(expected.after!).toBeLessThan(expected.now!);
    expect(fake.callsTo('add-margin')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Add margin' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add margin' })).not.toBeInTheDocument());
    expect(fake.callsTo('add-margin')[0].body).toEqual({ bot_id: BOT_ID, amount: '100' });
  });

  it('add margin refused: the reason at the amount field, nothing changed', async () => {
    fake = exchange(DETAIL, { [`${FG}/add-margin`]: () => ({ result: { status_code: 400, debug_msg: 'amount: insufficient USDT in the derivatives account', check_code: 'FGRID_CHECK_CODE_OPERATE_DENIED' }, status: 400 }) });
    const { user, dialog } = await openDialog('Add margin');
    const input = within(dialog).getByRole('textbox', { name: /Amount \(USDT\)/ });
    await user.type(input, '99999');
    await user.click(within(dialog).getByRole('button', { name: 'Add margin' }));
    await waitFor(() => expect(input).toHaveAccessibleDescription(/The margin was not added\./));
    expect(screen.getByRole('dialog', { name: 'Add margin' })).toBeInTheDocument();
  });

  it('withdraw shows the withdrawable maximum first and refuses more than it at the field', async () => {
    fake = exchange(DETAIL, { [`${FG}/withdraw-profit`]: () => ok({ bot_id: BOT_ID, position_balance: '300', liquidation_price: '54321.0', available_balance: '640' }) });
    const { user, dialog } = await openDialog('Withdraw profit');
    expect(within(dialog).getByTestId('withdrawable')).toHaveTextContent('12.50 USDT');
    const input = within(dialog).getByRole('textbox', { name: /Amount \(USDT\)/ });
    await user.type(input, '13');
    expect(input).toHaveAccessibleDescription(/At most 12\.50 USDT/);
    expect(within(dialog).getByRole('button', { name: 'Withdraw' })).toBeDisabled();
    await user.clear(input);
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw all 12.50 USDT' }));
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(fake.callsTo('withdraw-profit')).toHaveLength(1));
    expect(fake.callsTo('withdraw-profit')[0].body).toEqual({ bot_id: BOT_ID, amount: '12.5' });
  });

  it('TP/SL: the server’s ranges at the fields, percents sent ÷ 100, the trailing stop on its own call', async () => {
    const ranges = { take_profit_price: { from: '60510.1', to: '' }, stop_loss_price: { from: '54321.1', to: '60509.9' }, take_profit: { from: '0.001', to: '10' }, stop_loss: { from: '0.001', to: '0.9' } };
    fake = exchange(DETAIL, {
      [`${FG}/query-fgrid-tpsl-range`]: () => ok({ check_code: 'FGRID_CHECK_CODE_SUCCESS', ...ranges }),
      [`${FG}/update-fgrid-bot-tpsl`]: () => ok({ bot_id: BOT_ID, check_code: 'FGRID_CHECK_CODE_SUCCESS' }),
      [`${FG}/update-trailing-stop`]: () => ok({ bot_id: BOT_ID, check_code: 'FGRID_CHECK_CODE_SUCCESS' }),
    });
    const { user, dialog } = await openDialog('TP/SL and trailing stop');
    const tp = within(dialog).getByRole('textbox', { name: /Take profit \(% of the investment\)/ });
    expect(tp).toHaveValue('20');
    await waitFor(() => expect(tp).toHaveAccessibleDescription('Allowed: 0.10% – 1,000.00%'));
    const sl = within(dialog).getByRole('textbox', { name: /Stop-loss price \(USDT\)/ });
    expect(sl).toHaveAccessibleDescription('Allowed: 54,321.1 USDT – 60,509.9 USDT');
    await user.clear(tp);
    await user.type(tp, '12.5');
    const ts = within(dialog).getByRole('textbox', { name: /Trailing stop \(%\)/ });
    expect(ts).toHaveValue('5');
    await user.clear(ts);
    await user.type(ts, '2.5');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fake.callsTo('update-trailing-stop')).toHaveLength(1));
    const body = { bot_id: BOT_ID, tp_sl_type: 4, take_profit_price: '', take_profit_per: '0.125', stop_loss_price: '56000.0', stop_loss_per: '' };
    expect(fake.callsTo('query-fgrid-tpsl-range').map((c) => c.body)).toEqual([{ bot_id: BOT_ID }, body]);
    expect(fake.callsTo('update-fgrid-bot-tpsl')[0].body).toEqual(body);
    expect(fake.callsTo('update-trailing-stop')[0].body).toEqual({ bot_id: BOT_ID, trailing_stop_per: '0.025' });
  });

  it('TP/SL refused by the verdict: the check code’s words at the stop-loss field, nothing sent', async () => {
    fake = exchange(DETAIL, {
      [`${FG}/query-fgrid-tpsl-range`]: (body) =>
        ok({ check_code: body.stop_loss_price === '54000' ? 'FGRID_CHECK_CODE_SL_CAUSE_LIQUIDATION' : 'FGRID_CHECK_CODE_SUCCESS', take_profit_price: { from: '', to: '' }, stop_loss_price: { from: '54321.1', to: '60509.9' }, take_profit: { from: '', to: '' }, stop_loss: { from: '', to: '' } }),
    });
    const { user, dialog } = await openDialog('TP/SL and trailing stop');
    const sl = within(dialog).getByRole('textbox', { name: /Stop-loss price \(USDT\)/ });
    await user.clear(sl);
    await user.type(sl, '54000');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sl).toHaveAttribute('aria-invalid', 'true'));
    expect(sl).toHaveAccessibleDescription(/liquidat/i);
    expect(fake.callsTo('update-fgrid-bot-tpsl')).toHaveLength(0);
    expect(fake.callsTo('update-trailing-stop')).toHaveLength(0);
  });

  it('feature flags off: no moving range, no trailing stop and no TP/SL by percent to choose (the simulator refuses them without the flags)', async () => {
    fake = exchange(DETAIL, { [`${FG}/query-fgrid-tpsl-range`]: () => ok({ check_code: 'FGRID_CHECK_CODE_SUCCESS' }) });
    const user = userEvent.setup();
    await renderPage(<DetailPage />, { path: `detail/${BOT_ID}/`, route: 'detail/:botId', flags: [] });
    const tpsl = await screen.findByRole('button', { name: 'TP/SL and trailing stop' });
    expect(screen.queryByRole('button', { name: 'Move range' })).not.toBeInTheDocument();
    await user.click(tpsl);
    const dialog = await screen.findByRole('dialog', { name: 'TP/SL and trailing stop' });
    expect(within(dialog).queryByRole('textbox', { name: /Trailing stop/ })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('radiogroup')).not.toBeInTheDocument();
  });

  it('feature flag tpslEquity off: the percent take profit the bot already has is shown read-only with a note, kept as it is on save, and can be cleared (then set by price)', async () => {
    fake = exchange(DETAIL, {
      [`${FG}/query-fgrid-tpsl-range`]: () => ok({ check_code: 'FGRID_CHECK_CODE_SUCCESS' }),
      [`${FG}/update-fgrid-bot-tpsl`]: () => ok({ bot_id: BOT_ID, check_code: 'FGRID_CHECK_CODE_SUCCESS' }),
    });
    const user = userEvent.setup();
    await renderPage(<DetailPage />, { path: `detail/${BOT_ID}/`, route: 'detail/:botId', flags: [] });
    await user.click(await screen.findByRole('button', { name: 'TP/SL and trailing stop' }));
    let dialog = await screen.findByRole('dialog', { name: 'TP/SL and trailing stop' });
    const tp = within(dialog).getByRole('textbox', { name: /Take profit \(% of the investment\)/ });
    expect(tp).toHaveValue('20');
    expect(tp).toHaveAttribute('readonly');
    expect(tp).toHaveAccessibleDescription(/can no longer set or change: it stays as it is until you clear it/);
    await user.type(tp, '5');
    expect(tp).toHaveValue('20');
    // saving keeps it: the same fraction goes back, beside the stop-loss price
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fake.callsTo('update-fgrid-bot-tpsl')).toHaveLength(1));
    expect(fake.callsTo('update-fgrid-bot-tpsl')[0].body).toMatchObject({ take_profit_per: '0.2', stop_loss_price: '56000.0' });
    // cleared: the price field takes its place, empty; saving sends no percent
    await user.click(await screen.findByRole('button', { name: 'TP/SL and trailing stop' }));
    dialog = await screen.findByRole('dialog', { name: 'TP/SL and trailing stop' });
    await user.click(within(dialog).getByRole('button', { name: 'Clear the take profit' }));
    const price = within(dialog).getByRole('textbox', { name: /Take-profit price \(USDT\)/ });
    expect(price).toHaveValue('');
    expect(price).not.toHaveAttribute('readonly');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fake.callsTo('update-fgrid-bot-tpsl')).toHaveLength(2));
    expect(fake.callsTo('update-fgrid-bot-tpsl')[1].body).toMatchObject({ take_profit_per: '', take_profit_price: '' });
  });

  it('move range: the allowed bounds from query-fgrid-move-scope, the verdict, then the update with the values', async () => {
    const scope = { check_code: 'FGRID_CHECK_CODE_SUCCESS', supported: true, move_up_price: { from: '62000.1', to: '90000.0' }, move_down_price: { from: '30000.0', to: '57999.9' }, current_move_up_price: '', current_move_down_price: '', curr_min_price: '58000.0', curr_max_price: '62000.0', shift: 0 };
    fake = exchange(DETAIL, {
      [`${FG}/query-fgrid-move-scope`]: () => ok(scope),
      [`${FG}/update-fgrid-move-scope`]: () => ok({ bot_id: BOT_ID, check_code: 'FGRID_CHECK_CODE_SUCCESS' }),
    });
    const { user, dialog } = await openDialog('Move range');
    const up = await within(dialog).findByRole('textbox', { name: /Move up to \(USDT\)/ });
    expect(up).toHaveAccessibleDescription('Allowed: 62,000.1 USDT – 90,000.0 USDT');
    await user.type(up, '65000');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fake.callsTo('update-fgrid-move-scope')).toHaveLength(1));
    expect(fake.callsTo('update-fgrid-move-scope')[0].body).toEqual({ bot_id: BOT_ID, move_up_price: '65000', move_down_price: '' });
  });

  it('close shows its mode with the estimate, closes and moves to the close detail', async () => {
    fake = exchange(DETAIL, {
      [`${FG_V1}/get-futures-close-mode`]: () => ok({ close_modes: [{ close_mode: 1, name: 'CLOSE_POSITION_AT_MARKET', estimated_settlement: '1029.5' }] }),
      [`${FG}/fgrid-bot-close`]: () => ok({ bot_id: BOT_ID, bot_close_code: 'BOT_CLOSE_CODE_CANCELED_MANUALLY', close_reason: 'F_GRID_BOT_STOP_TYPE_USER', settled: '1029.5' }),
    });
    const { user, dialog } = await openDialog('Close bot');
    expect(await within(dialog).findByRole('radio', { name: /Cancel orders and close the position at market/ })).toBeChecked();
    expect(within(dialog).getByText(/Estimated back to you: .*1,029\.50 USDT/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close bot' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/tradingbot/en/futures-grid/close-detail/${BOT_ID}/`));
    expect(fake.callsTo('fgrid-bot-close')[0].body).toEqual({ bot_id: BOT_ID });
  });

  it('close says so when no close mode is offered now, and has nothing to confirm', async () => {
    fake = exchange(DETAIL, { [`${FG_V1}/get-futures-close-mode`]: () => ok({ close_modes: [] }) });
    const { dialog } = await openDialog('Close bot');
    // the spinner (also a status) first, then the words once the modes' answer is in
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent('No close mode is available now. Try again in a moment.'));
    expect(within(dialog).queryByRole('radio')).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Close bot' })).toBeDisabled();
  });

  it('someone else’s bot reads as not found', async () => {
    fake = fakeExchange({ [`${FG}/get-fgrid-detail`]: () => ({ result: { status_code: 404, debug_msg: 'bot not found' } }) });
    await open();
    expect(await screen.findByText('This bot does not exist or is not yours.')).toBeInTheDocument();
  });
});
