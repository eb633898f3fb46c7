import { expectLocaleTree, walkCloseWords, followLeader } from '@tb/feature-bot-pages/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { FGRID_CLOSE_CODE } from '@tb/engine';
import userEvent from '@testing-library/user-event';
import { detailEn } from '../i18n/detail-en';
import { detailArSA } from '../i18n/detail-ar-SA';
import { detailZhTW } from '../i18n/detail-zh-TW';
import type { FuturesGridDetail } from '../api/bot-endpoints';
import { BOT_ID, DETAIL, FG, FG_V1, fakeExchange, ok, renderPage } from '../detail/testing';
import CloseDetailPage from './CloseDetailPage';
import FollowPage from './FollowPage';
import OrdersPage from './OrdersPage';
import PositionsPage from './PositionsPage';

jest.mock('@tb/futures-feature', () => ({ ...jest.requireActual('@tb/futures-feature'), SymbolFunding: ({ symbol }: { symbol: string }) => <p>funding of {symbol}</p> }));

/** Liquidated at 54,321.0: the margin is gone, the rest of the wallet came back. */
const LIQUIDATED: FuturesGridDetail = {
  ...DETAIL,
  status: 'FUTURE_GRID_STATUS_COMPLETED',
  close_reason: 'F_GRID_BOT_STOP_TYPE_FOR_LIQUIDATION',
  bot_close_code: 'BOT_CLOSE_CODE_CANCELED_AUTO_LIQUIDATION',
  futures_pos_side: 'FUTURES_POSITION_SIDE_UNSPECIFIED',
  current_position: '0',
  real_close_price: '54321.0',
  grid_profit: '12.5',
  funding_fee: '-1.3',
  total_fee: '3.1',
  pnl: '-298.7',
  pnl_per: '-0.2987',
  equity: '701.3',
  end_time: 1_700_172_800_000,
  // 1000 − 250 − 3.1 + (−1.3) − 44.3 = 701.3
  settlement_parts: { margin_back: '1000', realised_pnl: '-250', fees: '3.1', funding: '-1.3', liquidation_loss: '44.3', settlement: '701.3' },
};

describe('close detail', () => {
  let fake: ReturnType<typeof fakeExchange>;
  afterEach(() => fake.restore());

  it('a liquidation: the stop type in words, the close code, and the final PnL decomposition that adds up to the total', async () => {
    fake = fakeExchange({ [`${FG}/get-fgrid-detail`]: () => ok({ detail: LIQUIDATED }) });
    await renderPage(<CloseDetailPage />, { path: `close-detail/${BOT_ID}/`, route: 'close-detail/:botId' });
    expect(await screen.findByRole('heading', { level: 1, name: 'BTCUSDT futures grid · closed' })).toBeInTheDocument();
    expect(screen.getByTestId('close-reason')).toHaveTextContent('Its position was liquidated.');
    expect(screen.getByTestId('close-code')).toHaveTextContent('Its position was liquidated.');
    expect(screen.getByText('Close price').nextElementSibling).toHaveTextContent('54,321.0');
    // the PnL summary's own parts (the glossary and the settlement breakdown name some of the same terms)
    const pnl = within(screen.getByRole('region', { name: 'Profit and loss at close' }));
    const item = (label: string) => pnl.getByText(label, { selector: 'dt' }).closest('div')!;
    // position PnL = −298.7 − 12.5 + 1.3 + 3.1 = −306.8
    expect(item('Grid profit')).toHaveTextContent('+12.50 USDT');
    expect(item('Position PnL')).toHaveTextContent('-306.80 USDT');
    expect(item('Funding')).toHaveTextContent('-1.30 USDT');
    expect(item('Fees')).toHaveTextContent('-3.10 USDT');
    expect(item('Total PnL')).toHaveTextContent('-298.70 USDT');
    expect(screen.getByText('Total PnL = grid profit + position PnL + funding − fees')).toBeInTheDocument();
    // the settlement in the parts every futures kind shows, in the same order: they add up to it
    const parts = within(screen.getByTestId('settlement-parts'));
    const part = (name: string) => parts.getByText(name, { selector: 'dt' }).nextElementSibling;
    expect(parts.getAllByRole('term').map((dt) => dt.textContent)).toEqual(['Margin back', 'Realised PnL', 'Trading fees', 'Funding', 'Liquidation loss', 'Settlement']);
    expect(part('Margin back')).toHaveTextContent('1,000.00 USDT');
    expect(part('Realised PnL')).toHaveTextContent('-250.00 USDT');
    expect(part('Trading fees')).toHaveTextContent('-3.10 USDT');
    expect(part('Funding')).toHaveTextContent('-1.30 USDT');
    expect(part('Liquidation loss')).toHaveTextContent('-44.30 USDT');
    expect(part('Settlement')).toHaveTextContent('701.30 USDT');
    expect(screen.getByRole('link', { name: 'Copy parameters' })).toHaveAttribute('href', `/tradingbot/en/futures-grid/create/?symbol=BTCUSDT&copy=${BOT_ID}`);
  });

  it('a bot closed by its owner, in Arabic', async () => {
    fake = fakeExchange({ [`${FG}/get-fgrid-detail`]: () => ok({ detail: { ...LIQUIDATED, close_reason: 'F_GRID_BOT_STOP_TYPE_USER', bot_close_code: 'BOT_CLOSE_CODE_CANCELED_MANUALLY' } }) });
    await renderPage(<CloseDetailPage />, { path: `close-detail/${BOT_ID}/`, route: 'close-detail/:botId', locale: 'ar-SA' });
    expect(await screen.findByTestId('close-reason')).toHaveTextContent('أنت أغلقته.');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('شبكة عقود BTCUSDT · مغلقة');
  });
});

describe('every stop type and close code the engine produces, through the close-detail page', () => {
  it('reads each in words, the engine’s own ban spelling included, and prints no identifier', async () => {
    // each stop type with its close code (engine FGRID_CLOSE_CODE), as the simulator sends them, and the ban code as the engine spells it
    const cases: [string, string][] = [...Object.entries(FGRID_CLOSE_CODE), ['F_GRID_BOT_STOP_TYPE_USER_BAN', 'BOT_CLOSE_CODE_USER_BAN']];
    await walkCloseWords(cases, async (stop, code) => {
      const fake = fakeExchange({ [`${FG}/get-fgrid-detail`]: () => ok({ detail: { ...LIQUIDATED, close_reason: stop, bot_close_code: code } }) });
      await renderPage(<CloseDetailPage />, { path: `close-detail/${BOT_ID}/`, route: 'close-detail/:botId' });
      return fake.restore;
    });
  }, 60_000);
});

describe('orders, position and follow pages', () => {
  let fake: ReturnType<typeof fakeExchange>;
  afterEach(() => fake.restore());

  it('history: fills 50 a page with fee and round-trip profit, paged on the server', async () => {
    const fill = (i: number) => ({ order_id: String(i), side: i % 2 ? 'Sell' : 'Buy', order_type: 'Limit', price: '60000.0', qty: '0.025', filled_qty: '0.025', avg_price: '60000.0', fee: '0.3', fee_coin: 'USDT', status: 'ORDER_STATUS_FILLED', grid_index: 2, create_time: 1_700_000_000_000, update_time: 1_700_000_000_000 + i, profit: i % 2 ? '2.5' : '' });
    fake = fakeExchange({
      [`${FG}/get-fgrid-detail`]: () => ok({ detail: DETAIL }),
      [`${FG}/get-fgrid-history-orders`]: (body) => ok({ total: 60, orders: Array.from({ length: body.page === 1 ? 50 : 10 }, (_, i) => fill(i + (body.page === 1 ? 0 : 50))) }),
    });
    const user = userEvent.setup();
    await renderPage(<OrdersPage kind="history" />, { path: `orders/${BOT_ID}/history/`, route: 'orders/:botId/history' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Order history · BTCUSDT' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Order history' });
    expect(within(table).getByRole('columnheader', { name: 'Round-trip profit (USDT)' })).toBeInTheDocument();
    expect(fake.callsTo('get-fgrid-history-orders')[0].body).toEqual({ bot_id: BOT_ID, page: 1, limit: 50 });
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(fake.callsTo('get-fgrid-history-orders').at(-1)!.body).toEqual({ bot_id: BOT_ID, page: 2, limit: 50 }));
  });

  it('position page: the position and the margin behind it', async () => {
    fake = fakeExchange({ [`${FG}/get-fgrid-detail`]: () => ok({ detail: DETAIL }) });
    await renderPage(<PositionsPage />, { path: `positions/${BOT_ID}/`, route: 'positions/:botId' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Position · BTCUSDT' })).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Position' })).getByRole('rowheader', { name: 'Long' })).toBeInTheDocument();
    expect(screen.getByText('Position margin').nextElementSibling).toHaveTextContent('300.00 USDT');
    expect(screen.getByText('Maintenance margin rate').nextElementSibling).toHaveTextContent('0.50%');
    expect(screen.getByText('funding of BTCUSDT')).toBeInTheDocument();
  });

  it('follow page: the leader’s figures and parameters; Copy opens the create form with the bot id', async () => {
    fake = fakeExchange({
      [`${FG_V1}/get-follow-fgrid-detail`]: () =>
        ok({
          detail: {
            bot_id: BOT_ID, nick_name: 'Ada', symbol: 'BTCUSDT', base_token: 'BTC', quote_token: 'USDT', status: 'FUTURE_GRID_STATUS_RUNNING', operation_time: 3 * 86_400_000, total_apr: '0.4', pnl_per: '0.0312', arbitrage_num: 5, defeat_per: '0.75', follow_num: 3,
            parameters: { symbol: 'BTCUSDT', grid_mode: 2, grid_type: 1, min_price: '58000.0', max_price: '62000.0', cell_number: 4, leverage: '10', tp_sl_type: 0, take_profit_price: '', stop_loss_price: '56000.0', take_profit_per: '', stop_loss_per: '', trailing_stop_per: '', entry_price: '', move_up_price: '', move_down_price: '', min_investment: '25.5' },
            leader: followLeader(['BTCUSDT'], { start: '59000.0', now: '63000.0' }),
          },
        }),
    });
    const user = userEvent.setup();
    await renderPage(<FollowPage />, { path: `follow/${BOT_ID}/`, route: 'follow/:botId' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Copy a futures grid · BTCUSDT' })).toBeInTheDocument();
    expect(screen.getByText('Run by Ada')).toBeInTheDocument();
    expect(screen.getByText('Total APR').nextElementSibling).toHaveTextContent('+40.00%');
    expect(screen.getByText('Mode').nextElementSibling).toHaveTextContent('Long · 10x');
    expect(screen.getByText('Minimum investment').nextElementSibling).toHaveTextContent('25.50 USDT');
    expect(screen.getByText('Ahead of').nextElementSibling).toHaveTextContent('75.00% of bots of this kind');
    // the price now is above the leader's range: said in words
    expect(screen.getByTestId('range-place')).toHaveTextContent('above the leader’s range');
    await user.click(screen.getByRole('button', { name: 'Copy this bot' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/tradingbot/en/futures-grid/create/'));
    expect(fake.callsTo('get-follow-fgrid-detail')[0].body).toEqual({ bot_id: BOT_ID });
  });
});

describe('bot page strings', () => {
  it.each([
    ['zh-TW', detailZhTW],
    ['ar-SA', detailArSA],
  ] as const)('%s has every key of the English and no other, each translated', (_locale, tree) => expectLocaleTree(detailEn, tree, { translated: true }));
});
