import { bodyRows, expectLocaleTree, expectTestIds, expectTexts, rowHeaders, walkCloseWords, followLeader } from '@tb/feature-bot-pages/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MARTINGALE_CLOSE_CODE } from '@tb/engine';
import { FMART_PATHS as P } from '@tb/contracts/paths';
import MartingaleRoutes from '../routes';
import { BOT_ID, DETAIL, DONE_ROUND, ROUND_DETAIL } from '../detail/fixtures';
import { martExchange, renderMartingale } from '../detail/testing';
import { detailEn } from '../i18n/detail-en';
import { detailArSA } from '../i18n/detail-ar-SA';
import { detailZhTW } from '../i18n/detail-zh-TW';

let restore: () => void = () => undefined;
afterEach(() => restore());

const CLOSED = { ...DETAIL, bot_display_status: 'F_MART_BOT_DISPLAY_STATUS_COMPLETED', end_time: '1800009000' };

describe('martingale round detail', () => {
  it('lists the initial order, each add and the take-profit fill with prices, sizes and fees', async () => {
    const ex = martExchange({ [P.getFmartDetail]: () => ({ fmart_detail: DETAIL }), [P.getFmartRoundDetail]: () => ROUND_DETAIL });
    restore = ex.restore;
    await renderMartingale(<MartingaleRoutes />, { path: `round/${BOT_ID}/2/` });
    expect(await screen.findByRole('heading', { level: 1, name: 'Round 2 · BTCUSDT' })).toBeInTheDocument();
    expect(ex.callsTo(P.getFmartRoundDetail)).toEqual([{ bot_id: BOT_ID, round: 2 }]);
    const rows = bodyRows('Fills of the round');
    expect(rowHeaders(rows)).toEqual(['Initial order', 'Add 1', 'Add 2', 'Round take profit']);
    expectTexts(rows[1], ['19,990.1', '0.015', '0.06 USDT', 'Maker']);
    expect(rows[3]).toHaveTextContent('20,001.7');
    expect(rows[3]).toHaveTextContent('1.91 USDT');
    const facts = screen.getByTestId('round-facts');
    expect(within(facts).getByText('Adds done').nextElementSibling).toHaveTextContent(String(DONE_ROUND.adds));
    expect(within(facts).getByText('Margin posted').nextElementSibling).toHaveTextContent('474.10 USDT');
    expect(within(facts).getByText('Profit on the margin posted').nextElementSibling).toHaveTextContent('0.213%');
  });

  it('an unknown round is not found', async () => {
    restore = martExchange({ [P.getFmartDetail]: () => ({ fmart_detail: DETAIL }), [P.getFmartRoundDetail]: () => ({ status_code: 404, debug_msg: 'round 9 not found' }) }).restore;
    await renderMartingale(<MartingaleRoutes />, { path: `round/${BOT_ID}/9/` });
    expect(await screen.findByText('This bot does not exist or is not yours.')).toBeInTheDocument();
  });
});

describe('martingale close detail', () => {
  const closeDetail = (stop_type: string, close_code: string) => ({
    bot_id: BOT_ID,
    stop_type,
    close_code,
    close_price: '19901.3',
    end_time: '1800009000',
    total_margin: '2100',
    pnl: '5.2',
    pnl_per: '0.002476',
    realized_pnl: '7.45',
    net_funding_fee: '-0.5',
    total_fee: '2.1',
    completed_rounds: 4,
    settlement_amount: '2105.2',
    account_type: 'BOT_ACCOUNT_TYPE_DERIVATIVES',
  });

  it('walks every stop type and close code the engine produces through the page: each in words, none raw', async () => {
    await walkCloseWords([...Object.entries(MARTINGALE_CLOSE_CODE), ['F_MART_BOT_STOP_TYPE_STOP_TYPE_USER_BANNED', 'BOT_CLOSE_CODE_USER_BAN']], async (stop, code) => {
      const ex = martExchange({ [P.getFmartDetail]: () => ({ fmart_detail: CLOSED }), [P.getFmartCloseDetail]: () => closeDetail(stop, code) });
      await renderMartingale(<MartingaleRoutes />, { path: `close-detail/${BOT_ID}/` });
      return ex.restore;
    });
  }, 60_000);

  it('explains the stop type and close code, shows the settlement and the PnL decomposition', async () => {
    restore = martExchange({
      [P.getFmartDetail]: () => ({ fmart_detail: CLOSED }),
      [P.getFmartCloseDetail]: () => ({
        bot_id: BOT_ID,
        stop_type: 'F_MART_BOT_STOP_TYPE_STOP_TYPE_BY_USER',
        close_code: 'BOT_CLOSE_CODE_CANCELED_MANUALLY',
        close_price: '19901.3',
        end_time: '1800009000',
        total_margin: '2100',
        pnl: '5.2',
        pnl_per: '0.002476',
        // the engine's realised PnL is after fees: pnl = realized_pnl + funding once closed
        realized_pnl: '5.7',
        net_funding_fee: '-0.5',
        total_fee: '2.1',
        completed_rounds: 4,
        cut_short_round: 5,
        settlement_amount: '2105.2',
        account_type: 'BOT_ACCOUNT_TYPE_DERIVATIVES',
      }),
    }).restore;
    await renderMartingale(<MartingaleRoutes />, { path: `close-detail/${BOT_ID}/` });
    expect(await screen.findByRole('heading', { level: 1, name: 'BTCUSDT martingale · closed' })).toBeInTheDocument();
    expectTestIds({ 'close-reason': 'You closed it.', 'close-code': 'You closed it.', 'close-settlement': '2,105.20 USDT back to your derivatives account' });
    // four rounds reached their take profit; the fifth, ended by the close, is said as such and not counted
    expect(screen.getByTestId('close-rounds')).toHaveTextContent('4');
    expect(screen.getByTestId('close-cut-short')).toHaveTextContent('Round 5 was ended by the close before its take profit, so it is not counted as completed.');
    // the parts shown add up to the total shown: 7.80 − 0.50 − 2.10 = 5.20 (the fees given back to realised, shown once)
    const pnl = screen.getByRole('region', { name: 'Profit and loss at close' });
    expect(within(pnl).getByText('Realised PnL').nextElementSibling).toHaveTextContent('+7.80 USDT');
    expect(within(pnl).getByText('Funding fees').nextElementSibling).toHaveTextContent('-0.50 USDT');
    expect(within(pnl).getByText('Trading fees').nextElementSibling).toHaveTextContent('-2.10 USDT');
    expect(within(pnl).getByText('Total PnL').nextElementSibling).toHaveTextContent('+5.20 USDT');
    expect(screen.queryByText('This bot is still running.')).not.toBeInTheDocument();
  });
});

describe('martingale follow page', () => {
  const FOLLOW = {
    bot_id: BOT_ID,
    nick_name: 'tr***er',
    symbol: 'BTCUSDT',
    base_token: 'BTC',
    quote_token: 'USDT',
    bot_display_status: 'F_MART_BOT_DISPLAY_STATUS_RUNNING',
    operation_time: '7200',
    total_apr: '1.23456',
    pnl_per: '0.00155',
    arbitrage_num: 2,
    entry_price: '',
    sl_price: '15000.5',
    tp_price: '19920.2',
    defeat_per: '0.75',
    follow_num: 3,
    parameters: { symbol: 'BTCUSDT', martingale_mode: 1, leverage: '2', price_float_percent: '0.001', add_position_percent: '1.5', add_position_num: 3, round_tp_percent: '0.002', auto_cycle_toggle: 1, sl_percent: '0.5', entry_price: '', min_init_margin: '61.2' },
    leader: followLeader(['BTCUSDT'], { start: '18000', now: '19800' }),
  };

  it('shows the owner, APR with 2 decimals, rounds, entry/stop/take and the defeat share; Copy opens the create form with the bot', async () => {
    restore = martExchange({ [P.getFmartFollowDetail]: () => ({ detail: FOLLOW }) }).restore;
    await renderMartingale(<MartingaleRoutes />, { path: `follow/${BOT_ID}/` });
    expect(await screen.findByRole('heading', { level: 1, name: 'Copy this martingale · BTCUSDT' })).toBeInTheDocument();
    expect(screen.getByText('Run by tr***er')).toBeInTheDocument();
    const facts = screen.getByTestId('follow-facts');
    const fact = (term: string) => within(facts).getByText(term).nextElementSibling;
    expect(fact('Total APR')).toHaveTextContent('123.46%');
    expect(fact('Rounds completed')).toHaveTextContent('2');
    const param = (term: string) => screen.getByText(term).nextElementSibling;
    expect(param('Entry')).toHaveTextContent('None');
    expect(param('Stop')).toHaveTextContent('15,000.5');
    expect(param('Take')).toHaveTextContent('19,920.2');
    expect(fact('Ahead of')).toHaveTextContent('75.00% of bots of this kind');
    expect(fact('Copied by')).toHaveTextContent('3 traders');
    // the leader's entry beside the price now (no live quote in the test: the detail's price_now)
    expect(within(screen.getByTestId('entry-now')).getByText('Leader’s entry → price now').nextElementSibling).toHaveTextContent('18000 → 19800 (+10.00% since)');
    expect(screen.getByText('Smallest initial margin').nextElementSibling).toHaveTextContent('61.20 USDT');
    fireEvent.click(screen.getByRole('button', { name: 'Copy this bot' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/tradingbot/en/martingale/create/?symbol=BTCUSDT&copy=${BOT_ID}`));
  });

  it('without a defeat share (below 0.6 the server sends "") the row is left out', async () => {
    restore = martExchange({ [P.getFmartFollowDetail]: () => ({ detail: { ...FOLLOW, defeat_per: '' } }) }).restore;
    await renderMartingale(<MartingaleRoutes />, { path: `follow/${BOT_ID}/` });
    await screen.findByTestId('follow-facts');
    expect(screen.queryByText('Ahead of')).not.toBeInTheDocument();
  });
});

describe('martingale orders page', () => {
  it('pages the filled orders 20 at a time', async () => {
    const ex = martExchange({
      [P.getFmartDetail]: () => ({ fmart_detail: DETAIL }),
      [P.getFmartHistoryOrders]: (body) => ({
        total: 25,
        orders: Array.from({ length: body.page === 1 ? 20 : 5 }, (_, i) => ({ order_id: `${body.page}-${i}`, symbol: 'BTCUSDT', side: 'Buy', order_type: 'Limit', status: 'FILLED', price: '19990.1', qty: '0.015', filled_qty: '0.015', fee: '0.06', round: 2, create_time: 1, update_time: 1 })),
      }),
    });
    restore = ex.restore;
    await renderMartingale(<MartingaleRoutes />, { path: `orders/${BOT_ID}/history/` });
    const table = await screen.findByRole('table', { name: 'Order history' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(21));
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(ex.callsTo(P.getFmartHistoryOrders)).toContainEqual({ bot_id: BOT_ID, page: 2, limit: 20 }));
  });
});

describe('martingale bot page strings', () => {
  it.each([
    ['zh-TW', detailZhTW],
    ['ar-SA', detailArSA],
  ] as const)('%s translates every key', (_locale, tree) => expectLocaleTree(detailEn, tree));

  it('renders right to left in Arabic with the Arabic strings', async () => {
    restore = martExchange({ [P.getFmartDetail]: () => ({ fmart_detail: DETAIL }), [P.getFmartRoundList]: () => ({ total: 0, rounds: [] }) }).restore;
    await renderMartingale(<MartingaleRoutes />, { path: `detail/${BOT_ID}/`, locale: 'ar-SA' });
    expect(await screen.findByRole('heading', { level: 1, name: /مارتينجال BTCUSDT/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'تغيير الإعدادات' })).toBeInTheDocument();
  });
});
