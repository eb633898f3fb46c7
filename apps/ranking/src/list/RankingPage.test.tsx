import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { envelope, scriptedExchange } from '@tb/data-access-api/testing';
import { SPOT_GRID_PATHS, TOOLS_PATHS } from '@tb/contracts/paths';
import { describeAreaTranslations } from '@tb/ui/testing';
import type { RankingRow } from '../api/types';
import { en } from '../i18n';
import { arSA } from '../i18n/ar-SA';
import { zhTW } from '../i18n/zh-TW';
import { renderRankingArea } from '../test/render';
import { RANKING_PAGE_SIZE } from './query';

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 10, 24);

const row = (i: number, over: Partial<RankingRow> = {}): RankingRow => ({
  bot_id: `100000000000000${String(i).padStart(3, '0')}`,
  bot_type: i % 2 ? 'GRID_FUTURES' : 'GRID_SPOT',
  symbol: 'BTCUSDT',
  base_token: 'BTC',
  quote_token: 'USDT',
  nick_name: 'Au***',
  start_time: NOW - 9 * DAY,
  run_time: 9 * DAY + 3_600_000,
  total_pnl: '123.4567',
  total_pnl_per: '0.1234',
  total_apr: '5.01',
  max_drawdown: '0.0456',
  return_to_drawdown: '2.70',
  follow_num: 3,
  followers_pnl: '10',
  leverage: i % 2 ? '5' : '',
  curve: [
    { t: NOW - 9 * DAY, v: '0' },
    { t: NOW - 4 * DAY, v: '-0.02' },
    { t: NOW, v: '0.1234' },
  ],
  ...over,
});

/** The exchange: mixed-ranking answers pages of `total` rows; ranking-filter the bands' counts. */
function rankingExchange(total: number) {
  return scriptedExchange((request) => {
    if (request.path === TOOLS_PATHS.mixedRanking) {
      const page = Number(request.body?.['page'] ?? 1);
      const limit = Number(request.body?.['limit'] ?? 20);
      const rows = Array.from({ length: Math.max(0, Math.min(limit, total - (page - 1) * limit)) }, (_, k) => row((page - 1) * limit + k));
      return envelope({ status_code: 200, debug_msg: '', total, page, limit, as_of: NOW, rows });
    }
    if (request.path === SPOT_GRID_PATHS.rankingFilter)
      return envelope({
        status_code: 200,
        debug_msg: '',
        run_time: [{ code: 3, value: 'RANKING_RUN_TIME_7D_30D', min_hours: '168', max_hours: '720', count: 12 }],
        pnl_bands: [{ code: 3, value: 'RANKING_PNL_BAND_10_20', min_per: '0.1', max_per: '0.2', count: 7 }],
        sort: [],
      });
    return undefined;
  });
}

let restore: () => void = () => undefined;
afterEach(() => restore());

// jsdom has no layout: the list's scroller is a phone screen tall and each row 76 px, as in a browser
const heightOf = (el: HTMLElement) => (el.classList.contains('tb-ranking__scroller') ? 720 : el.classList.contains('tb-ranking__item') ? 76 : 0);
const saved = {
  clientHeight: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight'),
  clientWidth: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientWidth'),
  offsetHeight: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetHeight'),
};
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get(this: HTMLElement) { return heightOf(this); } });
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get() { return 390; } });
  Object.defineProperty(HTMLElement.prototype, 'offsetHeight', { configurable: true, get(this: HTMLElement) { return heightOf(this); } });
});
afterAll(() => {
  for (const [name, descriptor] of Object.entries(saved)) if (descriptor) Object.defineProperty(HTMLElement.prototype, name, descriptor);
});

const rankingCalls = (calls: { path: string; body?: Record<string, unknown> }[]) => calls.filter((c) => c.path === TOOLS_PATHS.mixedRanking).map((c) => c.body);

describe('ranking page', () => {
  it('lists the ranked bots with their figures, the risk beside the return, and opens a row’s follow page in its kind’s area', async () => {
    const ex = rankingExchange(3);
    restore = ex.restore;
    await renderRankingArea('ranking/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Bot ranking' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Ranked bots' });
    const links = await within(list).findAllByRole('link');
    expect(links).toHaveLength(3);
    expect(links[0]).toHaveAccessibleName('No. 1: Spot grid BTCUSDT by Au***, return +12.34%');
    expect(links[1]).toHaveAttribute('href', '/tradingbot/en/futures-grid/follow/100000000000000001/?from=rank');
    expect(links[0]).toHaveAttribute('href', '/tradingbot/en/spot-grid/follow/100000000000000000/?from=rank');
    const first = within(links[0]);
    expect(first.getByText('PnL').nextElementSibling).toHaveTextContent('+123.46 USDT');
    expect(first.getByText('Max drawdown').nextElementSibling).toHaveTextContent('4.56%');
    expect(first.getByText('Return / drawdown').nextElementSibling).toHaveTextContent('2.70');
    expect(first.getByText('Copies').nextElementSibling).toHaveTextContent('3');
    expect(first.getByText('Running').nextElementSibling).toHaveTextContent('9d 1h');
    expect(within(links[1]).getByText(/Futures grid · 5× · Au\*\*\*/)).toBeInTheDocument();
    expect(screen.getByText('Bots found: 3')).toBeInTheDocument();
    expect(rankingCalls(ex.calls)).toEqual([{ sort: 'RANKING_SORT_PNL_PERCENT', page: 1, limit: RANKING_PAGE_SIZE }]);
    await userEvent.setup().click(links[1]);
    expect(screen.getByTestId('location')).toHaveTextContent('/tradingbot/en/futures-grid/follow/100000000000000001/?from=rank');
  });

  it('keeps sort and filters in the URL both ways: the controls write it, a shared URL sets them, and each change asks for its first page', async () => {
    const ex = rankingExchange(5);
    restore = ex.restore;
    await renderRankingArea('ranking/?run=month&kind=spot-grid');
    const user = userEvent.setup();
    expect(await screen.findByRole('combobox', { name: 'Running time' })).toHaveValue('month');
    expect(screen.getByRole('checkbox', { name: 'Spot grid' })).toBeChecked();
    await waitFor(() => expect(rankingCalls(ex.calls)[0]).toEqual({ sort: 'RANKING_SORT_PNL_PERCENT', page: 1, limit: RANKING_PAGE_SIZE, bot_types: ['GRID_SPOT'], run_time: 'RANKING_RUN_TIME_7D_30D' }));
    // the bands show how many ranked bots each holds
    expect(await screen.findByRole('option', { name: '7–30 days (12)' })).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'copies');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Return' }), '10-20');
    expect(screen.getByTestId('location')).toHaveTextContent('/tradingbot/en/ranking/?sort=copies&kind=spot-grid&run=month&pnl=10-20');
    await user.type(screen.getByRole('textbox', { name: 'Symbol' }), 'ethusdt');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByTestId('location')).toHaveTextContent('symbol=ETHUSDT');
    await waitFor(() =>
      expect(rankingCalls(ex.calls).at(-1)).toEqual({
        sort: 'RANKING_SORT_COPIED_COUNT',
        page: 1,
        limit: RANKING_PAGE_SIZE,
        bot_types: ['GRID_SPOT'],
        symbol: 'ETHUSDT',
        run_time: 'RANKING_RUN_TIME_7D_30D',
        pnl_band: 'RANKING_PNL_BAND_10_20',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/\/tradingbot\/en\/ranking\/$/);
  });

  it('renders only the rows on screen and asks for the next page as the list scrolls', async () => {
    const ex = rankingExchange(120);
    restore = ex.restore;
    await renderRankingArea('ranking/');
    const list = await screen.findByRole('list', { name: 'Ranked bots' });
    expect((await within(list).findAllByRole('listitem')).length).toBeLessThan(30);
    expect(within(list).getAllByRole('listitem')[0]).toHaveAttribute('aria-setsize', '120');
    const scroller = screen.getByRole('region', { name: 'Ranked bots' });
    scroller.scrollTop = 45 * 76;
    fireEvent.scroll(scroller);
    await waitFor(() => expect(rankingCalls(ex.calls).map((b) => b?.['page'])).toEqual([1, 2]));
    scroller.scrollTop = 95 * 76;
    fireEvent.scroll(scroller);
    await waitFor(() => expect(rankingCalls(ex.calls).map((b) => b?.['page'])).toEqual([1, 2, 3]));
    await waitFor(() => expect(screen.getByText('End of the ranking')).toBeInTheDocument());
  });

  it('says so when nothing matches, and offers a retry when the call fails', async () => {
    const ex = rankingExchange(0);
    restore = ex.restore;
    await renderRankingArea('ranking/?pnl=100');
    expect(await screen.findByRole('heading', { name: 'No bot matches these filters' })).toBeInTheDocument();
  });

  it('offers a retry when the ranking cannot be loaded, and the retry recovers', async () => {
    let fail = true;
    const ok = rankingExchange(2);
    ok.restore();
    const ex = scriptedExchange((request) => {
      if (request.path !== TOOLS_PATHS.mixedRanking) return undefined;
      if (fail) return { status: 500, body: { ret_code: 10001, ret_msg: 'internal error', result: {} } };
      return envelope({ status_code: 200, debug_msg: '', total: 1, page: 1, limit: RANKING_PAGE_SIZE, as_of: NOW, rows: [row(0)] });
    });
    restore = ex.restore;
    await renderRankingArea('ranking/');
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByRole('heading', { name: 'The ranking could not be loaded' })).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(retry);
    expect(await screen.findByRole('link', { name: /No\. 1: Spot grid BTCUSDT/ })).toBeInTheDocument();
  });

  it('reads right to left in Arabic and has no serious accessibility violation', async () => {
    const ex = rankingExchange(4);
    restore = ex.restore;
    const view = await renderRankingArea('ranking/', 'ar-SA');
    expect(await screen.findByRole('heading', { level: 1, name: 'ترتيب الروبوتات' })).toBeInTheDocument();
    await screen.findByRole('list', { name: 'الروبوتات المرتبة' });
    const results = await axe.run(view.container, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  });
});

describeAreaTranslations(en, { 'zh-TW': zhTW, 'ar-SA': arSA });
