import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { DCA_CLOSE_CODE } from '@tb/engine';
import { expectCloseInWords } from '@tb/feature-bot-pages/testing';
import userEvent from '@testing-library/user-event';
import { DETAIL } from '../detail/fixtures';
import { envelope, fakeExchange, renderInArea } from '../create/test-harness';
import DcaRoutes from '../routes';

jest.mock('@tb/data-access-quotes', () => ({ useQuote: () => undefined, useQuotes: () => ({}), useQuoteFeedStatus: () => 'open' }));

const BOT = DETAIL.bot_id;
const round = (n: number) => ({
  round_id: String(100000000000000000n + BigInt(n)), // ids are above 2^53: exact, or rows share keys
  round_no: n,
  round_type: 'DCA_ROUND_TYPE_BUY',
  time: 1_799_990_000_000 + n * 60_000,
  filled_num: 2,
  skipped_num: 0,
  quote_amount: '16',
  fee: '0.016',
});

let restore: () => void = () => undefined;
afterEach(() => restore());

describe('rounds history', () => {
  it('pages through the rounds, newest first, 50 at a time', async () => {
    const ex = fakeExchange((path, body) => {
      if (path.endsWith('/status')) return envelope({ status_code: 200, debug_msg: '', detail: DETAIL });
      if (path.endsWith('/order-history')) {
        const page = Number(body?.page);
        const all = Array.from({ length: 60 }, (_, i) => round(60 - i));
        return envelope({ status_code: 200, debug_msg: '', total: 60, rounds: all.slice((page - 1) * 50, page * 50) });
      }
      return undefined;
    });
    restore = ex.restore;
    const user = userEvent.setup();
    await renderInArea(<DcaRoutes />, { path: `/tradingbot/en/dca/orders/${BOT}/history/` });
    expect(await screen.findByRole('heading', { level: 1, name: 'Rounds history' })).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    // 50 rows are in the table, only those in view are in the DOM (virtualised body).
    const table = screen.getByRole('table', { name: 'Rounds history' });
    expect(table).toHaveAttribute('aria-rowcount', '51');
    expect(within(table).getByRole('link', { name: 'Orders of Buy #60' })).toHaveAttribute('href', `/tradingbot/en/dca/orders/${BOT}/history/100000000000000060/`);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Rounds history' })).getByRole('link', { name: 'Orders of Buy #10' })).toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(ex.calls.filter((c) => c.path.endsWith('/order-history')).map((c) => c.body)).toEqual([
      { bot_id: BOT, page: 1, limit: 50 },
      { bot_id: BOT, page: 2, limit: 50 },
    ]);
  });

  it('shows a round’s orders, and why a skipped one was not placed', async () => {
    restore = fakeExchange((path) =>
      path.endsWith('/order-details')
        ? envelope({
            status_code: 200,
            debug_msg: '',
            round: round(3),
            orders: [
              { order_id: '1', symbol: 'BTCUSDT', base: 'BTC', side: 'Buy', price: '66000.5', qty: '0.00015', quote_amount: '9.900075', fee: '0.0099', fee_coin: 'USDT', status: 'ORDER_STATUS_FILLED', reject_reason: '', time: 1 },
              { order_id: '2', symbol: 'ETHUSDT', base: 'ETH', side: 'Buy', price: '', qty: '0', quote_amount: '0', fee: '0', fee_coin: 'USDT', status: 'ORDER_STATUS_REJECTED', reject_reason: 'insufficient_balance', time: 1 },
            ],
          })
        : undefined,
    ).restore;
    await renderInArea(<DcaRoutes />, { path: `/tradingbot/en/dca/orders/${BOT}/history/100000000000000003/` });
    expect(await screen.findByRole('heading', { level: 1, name: 'Orders of Buy #3' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Orders' });
    expect(within(table).getByRole('row', { name: /^BTC/ })).toHaveTextContent('66,000.50');
    expect(within(table).getByRole('row', { name: /^BTC/ })).toHaveTextContent('Filled');
    expect(within(table).getByRole('row', { name: /^ETH/ })).toHaveTextContent('Skipped: Not enough balance');
    const trail = within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getAllByRole('listitem');
    expect(trail.map((item) => item.textContent)).toEqual(['Recurring buy (DCA)', 'DCA bot', 'Rounds history', 'Buy #3']);
    expect(within(trail[3]).getByText('Buy #3')).toHaveAttribute('aria-current', 'page');
  });

  it('shows the settlement of a closed bot', async () => {
    restore = fakeExchange((path) =>
      path.endsWith('/close-bot-detail')
        ? envelope({
            status_code: 200,
            debug_msg: '',
            detail: {
              bot_id: BOT,
              status: 'COMPLETED',
              quote_coin: 'USDT',
              close_reason: 'DCA_CLOSE_REASON_MANUALLY',
              close_code: 'BOT_CLOSE_CODE_CANCELED_MANUALLY',
              close_mode: 'DCA_QUOTE_MODE',
              create_time: 1_799_990_000_000,
              end_time: 1_799_990_000_000 + 3 * 3_600_000 + 5 * 60_000,
              rounds: 4,
              total_invested: '64',
              final_value: '65.2',
              final_pnl: '1.2',
              final_pnl_per: '0.01875',
              realised_profit: '1.2',
              settlement_assets: '65.2 USDT',
              assets: [{ coin: 'USDT', amount: '65.2' }],
            },
          })
        : undefined,
    ).restore;
    await renderInArea(<DcaRoutes />, { path: `/tradingbot/en/dca/close-detail/${BOT}/` });
    expect(await screen.findByRole('heading', { level: 1, name: `Settlement of bot ${BOT}` })).toBeInTheDocument();
    expect(screen.getByTestId('close-reason')).toHaveTextContent('You closed it.');
    expect(screen.getByTestId('close-mode')).toHaveTextContent('Sold for USDT');
    expect(screen.getByText('Ran for').nextElementSibling).toHaveTextContent('3h');
    expect(screen.getByText('Final PnL').nextElementSibling).toHaveTextContent('+1.20 USDT (+1.88%)');
    expect(screen.getByTestId('settled-assets')).toHaveTextContent('USDT 65.2');
    expect(screen.getByRole('link', { name: 'Create another bot' })).toHaveAttribute('href', '/tradingbot/en/dca/create/');
  });

  it('walks every close reason the engine produces through the settlement page: each in words, none raw', async () => {
    for (const reason of Object.keys(DCA_CLOSE_CODE)) {
      const r = fakeExchange((path) =>
        path.endsWith('/close-bot-detail')
          ? envelope({
              status_code: 200,
              debug_msg: '',
              detail: { bot_id: BOT, status: 'COMPLETED', quote_coin: 'USDT', close_reason: `DCA_CLOSE_REASON_${reason}`, close_code: DCA_CLOSE_CODE[reason as keyof typeof DCA_CLOSE_CODE], close_mode: 'DCA_QUOTE_MODE', create_time: 1_799_990_000_000, end_time: 1_799_999_000_000, rounds: 4, total_invested: '64', final_value: '65.2', final_pnl: '1.2', final_pnl_per: '0.01875', realised_profit: '1.2', settlement_assets: '65.2 USDT', assets: [{ coin: 'USDT', amount: '65.2' }] },
            })
          : undefined,
      );
      await renderInArea(<DcaRoutes />, { path: `/tradingbot/en/dca/close-detail/${BOT}/` });
      const shown = await screen.findByTestId('close-reason');
      expectCloseInWords(document.body.textContent ?? '', shown.textContent ?? '');
      cleanup();
      r.restore();
    }
  }, 60_000);
});
