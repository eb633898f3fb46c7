import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { bodyRows, expectTestIds, walkCloseWords, pathExchange, renderBotArea } from '@tb/feature-bot-pages/testing';
import { COMBO_CLOSE_CODE } from '@tb/engine';
import ComboRoutes from '../routes';
import { COMBO_BOT_PATHS, COMBO_CREATE_PATHS } from '../api/bot-endpoints';

const P = { ...COMBO_BOT_PATHS, ...COMBO_CREATE_PATHS };
import { BOT_ID, CLOSE_DETAIL, DETAIL, FOLLOW, ORDERS, PARTS } from '../detail/fixtures';
import { showsDefeat } from '@tb/feature-bot-pages';

let restore: () => void = () => undefined;
afterEach(() => restore());

const CLOSED = { ...DETAIL, bot_display_status: 'BOT_DISPLAY_STATUS_COMPLETED', end_time: '1800259200' };
const open = (path: string, locale = 'en') => renderBotArea(<ComboRoutes />, { area: 'combo', path, locale });

describe('combo rebalance history', () => {
  it('lists each rebalance with its reason, every leg before → after, the fee and the limited reasons in words', async () => {
    const ex = pathExchange({ [P.getDetail]: () => ({ detail: DETAIL }), [P.getPartList]: () => ({ total: 2, list: PARTS }) });
    restore = ex.restore;
    await open(`rebalances/${BOT_ID}/`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Rebalance history · BTCUSDT,ETHUSDT,SOLUSDT' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Rebalance history' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(ex.callsTo(P.getPartList)).toEqual([{ bot_id: BOT_ID, page: 1, limit: 20 }]);
    const [drift, transfer] = within(table).getAllByRole('row').slice(1);
    expect(drift).toHaveTextContent('When a weight drifts');
    expect(drift).toHaveTextContent('BTCUSDT: 39.12% → 33.34%, 0.049 → 0.042');
    expect(drift).toHaveTextContent('ETHUSDT: 30.00% → 33.33%, 0.7 → 0.75');
    expect(drift).toHaveTextContent('0.81 USDT');
    expect(drift).toHaveTextContent('ETHUSDT: Capped by the risk limit at this leverage');
    expect(drift).toHaveTextContent('SOLUSDT: Change below one lot or the minimum order value');
    expect(transfer).toHaveTextContent('After a margin transfer');
    expect(transfer).toHaveTextContent('None');
  });
});

describe('combo history orders', () => {
  it('every leg’s filled orders with time, side, price, quantity and fee', async () => {
    const ex = pathExchange({ [P.getDetail]: () => ({ detail: DETAIL }), [P.getHistoryOrders]: () => ({ total: 2, orders: ORDERS }) });
    restore = ex.restore;
    await open(`orders/${BOT_ID}/history/`);
    const table = await screen.findByRole('table', { name: 'Order history' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    const [eth, btc] = within(table).getAllByRole('row').slice(1);
    expect(eth).toHaveTextContent('ETHUSDT');
    expect(eth).toHaveTextContent('Sell');
    expect(eth).toHaveTextContent('3,100.25');
    expect(eth).toHaveTextContent('0.09 USDT');
    expect(eth).toHaveTextContent('Rebalance');
    expect(btc).toHaveTextContent('Opening');
    expect(btc).toHaveTextContent('Buy');
    expect(btc).toHaveTextContent('1.39 USDT');
    expect(ex.callsTo(P.getHistoryOrders)).toEqual([{ bot_id: BOT_ID, page: 1, limit: 20 }]);
  });
});

describe('combo positions', () => {
  it('one row per leg on the futures position table', async () => {
    restore = pathExchange({
      [P.getDetail]: () => ({ detail: DETAIL }),
      [P.getPositions]: () => ({
        bot_id: BOT_ID,
        positions: [
          { symbol: 'BTCUSDT', side: 'SIDE_LONG', target_position_percent: '0.3334', current_position_percent: '0.3512', qty: '0.042', entry_price: '60000.5', mark_price: '61234.5', position_value: '2571.849', margin: '500.1', unrealized_pnl: '51.828', unrealized_pnl_per: '0.103635', liquidation_price: '48987.6', leverage: '5', liquidated: false },
          { symbol: 'ETHUSDT', side: 'SIDE_SHORT', target_position_percent: '0.3333', current_position_percent: '0.3101', qty: '0.75', entry_price: '3100.25', mark_price: '3050.1', position_value: '2287.575', margin: '500', unrealized_pnl: '37.6125', unrealized_pnl_per: '0.075225', liquidation_price: '3712.34', leverage: '5', liquidated: false },
          { symbol: 'SOLUSDT', side: 'SIDE_LONG', target_position_percent: '0.3333', current_position_percent: '0', qty: '0', entry_price: '', mark_price: '145.2', position_value: '0', margin: '0', unrealized_pnl: '0', unrealized_pnl_per: '0', liquidation_price: '', leverage: '5', liquidated: true },
        ],
      }),
    }).restore;
    await open(`positions/${BOT_ID}/`);
    const table = await screen.findByRole('table', { name: 'Positions' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    const [btc, eth] = within(table).getAllByRole('row').slice(1);
    expect(btc).toHaveTextContent('BTCUSDT');
    expect(btc).toHaveTextContent('48,987.6');
    expect(eth).toHaveTextContent('Short');
    expect(eth).toHaveTextContent('3,712.34');
  });
});

describe('combo close detail', () => {
  it('the stop type and close code in words, the exit equity, the decomposition and each leg’s result', async () => {
    restore = pathExchange({ [P.getDetail]: () => ({ detail: CLOSED }), [P.getCloseDetail]: () => CLOSE_DETAIL }).restore;
    await open(`close-detail/${BOT_ID}/`);
    expect(await screen.findByRole('heading', { level: 1, name: 'BTCUSDT,ETHUSDT,SOLUSDT · closed' })).toBeInTheDocument();
    expectTestIds({
      'close-reason': 'Its take profit was reached.',
      'close-code': 'Its take profit was reached.',
      'exit-equity': '1,812.35 USDT',
      'close-settlement': '1,812.35 USDT went back to your derivatives account.',
      'end-time': '18 Jan 2027, 08:00',
    });
    const pnl = screen.getByRole('region', { name: 'Profit and loss at close' });
    expect(within(pnl).getByText('Total PnL').nextElementSibling).toHaveTextContent('+312.35 USDT (+20.82%)');
    expect(within(pnl).getByText('Trading fees').nextElementSibling).toHaveTextContent('-4.50 USDT');
    // the same parts in the same order as every futures kind's close: they add up to the settlement
    const parts = within(screen.getByTestId('settlement-parts'));
    expect(parts.getAllByRole('term').map((dt) => dt.textContent)).toEqual(['Margin back', 'Realised PnL', 'Trading fees', 'Funding', 'Liquidation loss', 'Settlement']);
    expect(parts.getByText('Settlement', { selector: 'dt' }).nextElementSibling).toHaveTextContent('1,812.35 USDT');
    const rows = bodyRows('Result per leg');
    expect(rows[0]).toHaveTextContent('66,000.1');
    expect(rows[0]).toHaveTextContent('+250.50 USDT');
    expect(rows[1]).toHaveTextContent('Short');
    expect(rows[1]).toHaveTextContent('-20.25 USDT');
    expect(rows[2]).toHaveTextContent('Long · Liquidated');
  });
});

describe('every stop type and close code the engine produces, through the combo close-detail page', () => {
  it('reads each in words, the engine’s own ban spelling included, and prints no identifier', async () => {
    await walkCloseWords([...Object.entries(COMBO_CLOSE_CODE), ['BOT_STOP_TYPE_USER_BANNED', 'BOT_CLOSE_CODE_USER_BAN']], async (stop, code) => {
      const ex = pathExchange({ [P.getDetail]: () => ({ detail: CLOSED }), [P.getCloseDetail]: () => ({ ...CLOSE_DETAIL, stop_type: stop, close_code: code }) });
      await open(`close-detail/${BOT_ID}/`);
      return ex.restore;
    });
  }, 60_000);
});

describe('combo follow page', () => {
  it('the leader’s figures, legs and settings; no defeat share under 0.6; Copy opens the create form with ?copy', async () => {
    const ex = pathExchange({ [P.getFollowDetail]: () => ({ detail: FOLLOW }) });
    restore = ex.restore;
    await open(`follow/${BOT_ID}/`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Follow combo · BTCUSDT,ETHUSDT,SOLUSDT' })).toBeInTheDocument();
    const facts = screen.getByTestId('follow-facts');
    expect(within(facts).getByText('Total APR').nextElementSibling).toHaveTextContent('123.46%');
    expect(within(facts).getByText('Total return').nextElementSibling).toHaveTextContent('1.56%');
    expect(screen.getByRole('heading', { name: 'The leader’s return over time' })).toBeInTheDocument();
    // one entry row per leg
    expect(within(screen.getByTestId('entry-now')).getByText('ETHUSDT').nextElementSibling).toHaveTextContent('20000 → 21000 (+5.00% since)');
    expect(within(facts).getByText('Largest drawdown').nextElementSibling).toHaveTextContent('4.21%');
    expect(within(facts).queryByText('Ahead of')).not.toBeInTheDocument();
    const legs = screen.getByRole('table', { name: 'The leader’s legs' });
    expect(within(legs).getAllByRole('row')[2]).toHaveTextContent('Short');
    expect(screen.getByText('Every day')).toBeInTheDocument();
    expect(screen.getByText('On a schedule or when a weight drifts')).toBeInTheDocument();
    expect(screen.getByText('Least margin to copy').nextElementSibling).toHaveTextContent('30.00 USDT');
    fireEvent.click(screen.getByRole('button', { name: 'Copy this bot' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/tradingbot/en/combo/create/?copy=${BOT_ID}`));
  });

  it('the defeat share from 0.6 on', async () => {
    restore = pathExchange({ [P.getFollowDetail]: () => ({ detail: { ...FOLLOW, defeat_per: '0.6' } }) }).restore;
    await open(`follow/${BOT_ID}/`);
    const facts = await screen.findByTestId('follow-facts');
    expect(within(facts).getByText('Ahead of').nextElementSibling).toHaveTextContent('60.00% of bots of this kind');
    expect(showsDefeat('0.5999')).toBe(false);
    expect(showsDefeat('0.6')).toBe(true);
  });
});
