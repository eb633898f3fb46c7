import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadProfile, selectLoginPrompt } from '@tb/data-access-session';
import { fail, fakeExchange, ok, PROFILE, ready, renderWithStore } from '../testing/render';
import { MyBots } from './MyBots';

let restore = () => undefined as void;
beforeAll(() => ready());
afterEach(() => restore());

const bot = (id: string, type: string, symbol: string, pnl: string, per: string, product_tags: string[] = []) => ({
  bot_id: id,
  product_tags,
  bot_type: type,
  symbol,
  base_token: symbol.replace('USDT', ''),
  quote_token: 'USDT',
  status: 'RUNNING',
  create_time: 1_763_000_000_000,
  end_time: 0,
  total_investment: '1000',
  total_pnl: pnl,
  total_pnl_per: per,
  close_code: 'BOT_CLOSE_CODE_UNKNOWN',
});

const kinds = (running: Record<string, number>) =>
  ['GRID_SPOT', 'DCA_SPOT', 'GRID_FUTURES', 'MART_FUTURES', 'COMBO_FUTURES'].map((type) => ({ bot_type: type, running: running[type] ?? 0, closed: 0, totals: [] }));
const SUMMARY = {
  status_code: 200,
  debug_msg: '',
  day_start: Date.UTC(2026, 10, 20),
  today_from: Date.UTC(2026, 10, 20),
  running: 2,
  closed: 0,
  totals: [{ coin: 'USDT', total_investment: '2000', total_pnl: '9.3', total_pnl_per: '0.00465', today_pnl: '-1.234567' }],
  kinds: kinds({ GRID_SPOT: 1, DCA_SPOT: 1 }),
};

function exchange(list: (status: string, page: number) => ReturnType<typeof ok>) {
  return fakeExchange((url, body) => {
    if (url === '/x-api/v2/private/user/profile') return ok(PROFILE);
    if (url === '/x-api/s1/bot/tradingbot/v1/bots-summary') return ok(SUMMARY);
    if (url === '/x-api/s1/bot/tradingbot/v1/list-all-bots') {
      const { status, page } = body as { status: string; page: number };
      return list(status, page);
    }
    return undefined;
  });
}

describe('My bots', () => {
  it('asks an anonymous visitor to log in', async () => {
    const user = userEvent.setup();
    jest.spyOn(console, 'info').mockImplementation(() => undefined);
    restore = fakeExchange(() => fail(10007)).restore;
    const { store } = renderWithStore(<MyBots locale="en" />);
    await act(() => store.dispatch(loadProfile()));
    expect(screen.getByRole('heading', { name: 'Log in to see your bots' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(selectLoginPrompt(store.getState()).login.open).toBe(true);
  });

  it('lists running bots with PnL pills and links to each bot, and switches to closed bots', async () => {
    const user = userEvent.setup();
    const fake = exchange((status) =>
      status === 'ongoing'
        ? ok({ status_code: 200, debug_msg: '', total: 2, bots: [bot('900000000000000001', 'GRID_SPOT', 'BTCUSDT', '12.5', '0.0125'), bot('900000000000000002', 'DCA_SPOT', 'ETHUSDT', '-3.2', '-0.0032')] })
        : ok({ status_code: 200, debug_msg: '', total: 0, bots: [] }),
    );
    restore = fake.restore;
    const { store } = renderWithStore(<MyBots locale="en" />);
    await act(() => store.dispatch(loadProfile()));
    const table = await screen.findByRole('table', { name: 'Running bots' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    // the pair reads BTC/USDT, never the exchange's symbol
    expect(rows[1]).toHaveTextContent('BTC/USDT');
    expect(rows[1]).not.toHaveTextContent('BTCUSDT');
    expect(rows[1]).toHaveTextContent('Spot grid');
    expect(rows[1]).toHaveTextContent('1,000.00 USDT');
    expect(rows[1]).toHaveTextContent('+12.50 USDT (+1.25%)');
    expect(rows[2]).toHaveTextContent('-3.20 USDT (-0.32%)');
    // each row's pair is the link to its detail; the name carries the id, so no two links share one
    expect(within(table).getByRole('link', { name: 'BTC/USDT Spot grid , bot 900000000000000001' })).toHaveAttribute('href', '/tradingbot/en/spot-grid/detail/900000000000000001/');
    expect(within(table).getByRole('link', { name: 'ETH/USDT Spot DCA , bot 900000000000000002' })).toHaveAttribute('href', '/tradingbot/en/dca/detail/900000000000000002/');
    expect(screen.getByText('2 bots')).toBeInTheDocument();
    expect(fake.calls.find((c) => c.url.endsWith('list-all-bots'))?.body).toEqual({ status: 'ongoing', page: 1, limit: 10 });

    await user.click(screen.getByRole('tab', { name: 'Closed' }));
    expect(await screen.findByRole('heading', { name: 'No closed bots' })).toBeInTheDocument();
  });

  it('names a futures grid’s copy-trade role from its product tags', async () => {
    const tags = (role: string) => ['BOT_PRODUCT_TAG_FUTURE_GRID', `BOT_PRODUCT_TAG_FUTURE_GRID_COPY_TRADE_${role}`];
    restore = exchange(() =>
      ok({
        status_code: 200,
        debug_msg: '',
        total: 2,
        bots: [bot('900000000000000003', 'GRID_FUTURES', 'BTCUSDT', '1', '0.001', tags('LEADER')), bot('900000000000000004', 'GRID_FUTURES', 'ETHUSDT', '1', '0.001', tags('FOLLOWER'))],
      }),
    ).restore;
    const { store } = renderWithStore(<MyBots locale="en" />);
    await act(() => store.dispatch(loadProfile()));
    const table = await screen.findByRole('table', { name: 'Running bots' });
    expect(within(table).getByRole('link', { name: /^BTC\/USDT Futures grid ?, Copy-trade leader , bot 900000000000000003$/ })).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: /^ETH\/USDT Futures grid ?, Copy-trade follower , bot 900000000000000004$/ })).toBeInTheDocument();
  });

  it('shows a futures bot’s leverage beside its kind (leverageE2 ÷ 100), none for a spot bot', async () => {
    restore = exchange(() =>
      ok({
        status_code: 200,
        debug_msg: '',
        total: 3,
        bots: [
          { ...bot('900000000000000005', 'GRID_FUTURES', 'BTCUSDT', '1', '0.001'), fgridBot: { leverageE2: 1250 } },
          { ...bot('900000000000000006', 'MART_FUTURES', 'ETHUSDT', '1', '0.001'), fmartinBot: { leverageE2: 300 } },
          bot('900000000000000007', 'GRID_SPOT', 'SOLUSDT', '1', '0.001'),
        ],
      }),
    ).restore;
    const { store } = renderWithStore(<MyBots locale="en" />);
    await act(() => store.dispatch(loadProfile()));
    const table = await screen.findByRole('table', { name: 'Running bots' });
    expect(within(table).getByRole('link', { name: /^BTC\/USDT Futures grid ?, 12\.5x leverage , bot 900000000000000005$/ })).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: /^ETH\/USDT .*, 3x leverage , bot 900000000000000006$/ })).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: /bot 900000000000000007$/ })).not.toHaveTextContent(/leverage/);
  });

  it('shows a real empty state for a user without bots', async () => {
    restore = exchange(() => ok({ status_code: 200, debug_msg: '', total: 0, bots: [] })).restore;
    const { store } = renderWithStore(<MyBots locale="en" />);
    await act(() => store.dispatch(loadProfile()));
    expect(await screen.findByRole('heading', { name: 'No running bots' })).toBeInTheDocument();
  });

  it('pages through a long list', async () => {
    const user = userEvent.setup();
    const fake = exchange((_status, page) => ok({ status_code: 200, debug_msg: '', total: 25, bots: [bot(`90000000000000000${page}`, 'GRID_SPOT', 'BTCUSDT', '1', '0.001')] }));
    restore = fake.restore;
    const { store } = renderWithStore(<MyBots locale="en" />);
    await act(() => store.dispatch(loadProfile()));
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(fake.calls.filter((c) => c.url.endsWith('list-all-bots')).map((c) => (c.body as { page: number }).page)).toEqual([1, 2]);
  });

  it('shows an error with a retry when the list cannot be loaded', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    restore = exchange(() => (++attempts === 1 ? { status: 502, body: '' } : ok({ status_code: 200, debug_msg: '', total: 0, bots: [] }))).restore;
    const { store } = renderWithStore(<MyBots locale="en" />);
    await act(() => store.dispatch(loadProfile()));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your bots could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'No running bots' })).toBeInTheDocument();
  });

  it('sums up all the bots above the list: counts, investment, PnL and PnL today per coin, and counts per bot type', async () => {
    restore = exchange(() => ok({ status_code: 200, debug_msg: '', total: 1, bots: [bot('900000000000000001', 'GRID_SPOT', 'BTCUSDT', '12.5', '0.0125')] })).restore;
    const { store } = renderWithStore(<MyBots locale="en" />);
    await act(() => store.dispatch(loadProfile()));
    const summary = await screen.findByRole('heading', { name: 'All my bots' });
    const box = summary.closest('.tb-summary') as HTMLElement;
    expect(within(box).getByText('Running').nextElementSibling).toHaveTextContent('2');
    expect(within(box).getByText('Closed').nextElementSibling).toHaveTextContent('0');
    const usdt = within(box).getByRole('region', { name: 'In USDT' });
    expect(within(usdt).getByText('Investment').nextElementSibling).toHaveTextContent('2,000.00 USDT');
    expect(within(usdt).getByText('Total PnL').nextElementSibling).toHaveTextContent('+9.30 USDT (+0.47%)');
    expect(within(usdt).getByText('PnL today').nextElementSibling).toHaveTextContent(/^-1.23 USDTSince 20 Nov, \d\d:00$/);
    const byKind = within(box).getByRole('group', { name: 'By bot type' });
    expect(within(byKind).getByText('Spot grid').nextElementSibling).toHaveTextContent('1 running · 0 closed');
    expect(within(byKind).getByText('Spot DCA').nextElementSibling).toHaveTextContent('1 running · 0 closed');
    expect(within(byKind).queryByText('Futures grid')).toBeNull();
    // one bot is "1 bot"
    expect(await screen.findByText('1 bot')).toBeInTheDocument();
  });
});
