import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { selectPromptOpen } from '@tb/data-access-session';
import { describeAreaTranslations } from '@tb/ui/testing';
import AiPickRoutes from '../routes';
import { DAILY_PICK_PATHS as P } from '../api/types';
import { en } from '../i18n';
import { arSA } from '../i18n/ar-SA';
import { zhTW } from '../i18n/zh-TW';
import { PICK, pickExchange, renderPick, seriousViolations } from '../testing';

let restore: () => void = () => undefined;
afterEach(() => restore());

const fact = (list: HTMLElement, term: string) => within(list).getByText(term).nextElementSibling;

describe('AI pick page', () => {
  it('shows today’s pick exactly as the payload says: legs, settings in words, its test over days the ranking had not seen, and the rule', async () => {
    const ex = pickExchange();
    restore = ex.restore;
    await renderPick(<AiPickRoutes />, { url: 'ai-pick/' });
    expect(await screen.findByRole('heading', { level: 2, name: PICK.bot_name })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'AI daily pick' })).toBeInTheDocument();
    expect(ex.callsTo(P.getDailyPick)).toEqual([{}]);
    expect(screen.getByText('Pick of 2026-11-23')).toBeInTheDocument();

    const rows = within(screen.getByRole('table', { name: 'Legs' })).getAllByRole('row').slice(1);
    expect(rows.map((r) => [...r.querySelectorAll('th,td')].map((c) => c.textContent))).toEqual([
      ['BTCUSDT', 'Long', '33.34%'],
      ['ETHUSDT', 'Short', '33.33%'],
      ['SOLUSDT', 'Long', '33.33%'],
    ]);

    const settings = screen.getByLabelText('Settings');
    expect(fact(settings, 'Leverage')).toHaveTextContent('3×');
    expect(fact(settings, 'Direction')).toHaveTextContent('Long and short legs');
    expect(fact(settings, 'Rebalancing')).toHaveTextContent('Every 4 hours, or sooner when a leg drifts more than 5.00% from its weight');
    expect(fact(settings, 'Suggested margin')).toHaveTextContent('120.00 USDT');

    const backtest = screen.getByRole('region', { name: 'Its test' });
    // the window's actual return and drawdown beside the APR, which says it is annualised from 3 days
    const figures = within(backtest).getByRole('group', { name: 'Its test over 3 days it had not seen' });
    expect(fact(figures, 'Return over the 3 test days')).toHaveTextContent('+4.23%');
    expect(fact(figures, 'Max drawdown over the 3 test days')).toHaveTextContent('1.20%');
    expect(fact(figures, 'APR, annualised from 3 days only')).toHaveTextContent('+220.60%');
    expect(figures).toHaveTextContent('Chosen from 12 Nov 2025, 00:00 – 16 Nov 2025, 00:00; tested 16 Nov 2025, 00:00 – 19 Nov 2025, 00:00');
    expect(fact(backtest, 'Rebalances')).toHaveTextContent('9');
    expect(within(backtest).getByRole('figure')).toHaveAccessibleName(expect.stringContaining('+4.23% at the end, lowest -1.20%, highest +4.23%'));

    expect(screen.getByTestId('pick-rule')).toHaveTextContent(
      'Ranked by return against drawdown over the 4 days before its test, among 12 baskets (score 3.53: return ÷ max drawdown); the best-ranked one whose test over the next 3 days passed.',
    );
  });

  it('a name of contracts joined by commas wraps between contracts on a phone, and still reads as one name', async () => {
    const name = 'BTCUSDT,ETHUSDT,SOLUSDT,XRPUSDT';
    const ex = pickExchange({ pick: () => ({ ...PICK, bot_name: name }) });
    restore = ex.restore;
    await renderPick(<AiPickRoutes />, { url: 'ai-pick/' });
    // Chromium's accessibility tree, like testing-library, reads each break as a space: "BTCUSDT, ETHUSDT, …".
    const heading = await screen.findByRole('heading', { level: 2, name: name.split(',').join(', ') });
    expect(heading).toHaveTextContent(name);
    expect(heading.querySelectorAll('wbr')).toHaveLength(3);
  });

  it('says plainly when no basket passed its test today, and why each tested one failed', async () => {
    restore = pickExchange({
      pick: () => null,
      candidates: [
        { pick_id: 'a', bot_name: 'BTCUSDT,ETHUSDT', score: '2.1', failure: 'loss_beyond_limit', window_return: '-0.0431', test_days: '3.000000' },
        { pick_id: 'b', bot_name: 'SOLUSDT,XRPUSDT', score: '1.2', failure: 'liquidated', window_return: '-0.2', test_days: '3.000000' },
      ],
    }).restore;
    await renderPick(<AiPickRoutes />, { url: 'ai-pick/' });
    expect(await screen.findByRole('heading', { level: 2, name: 'No pick today' })).toBeInTheDocument();
    expect(screen.getByText('No basket passed its test over the last 3 days (no trade, a liquidation, or a loss above 2.00%), so there is no pick today.')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['BTCUSDT,ETHUSDT: lost 4.31% in its test (limit 2.00%)', 'SOLUSDT,XRPUSDT: liquidated in its test']);
    expect(screen.queryByRole('link', { name: /^Copy/ })).toBeNull();
  });

  it('Copy leads to the combo create page with ?pick=daily', async () => {
    restore = pickExchange().restore;
    await renderPick(<AiPickRoutes />, { url: 'ai-pick/' });
    const copy = await screen.findByRole('link', { name: `Copy ${PICK.bot_name} to a new combo bot` });
    expect(copy).toHaveAttribute('href', '/tradingbot/en/combo/create/?pick=daily');
    await userEvent.setup().click(copy);
    expect(screen.getByTestId('location')).toHaveTextContent('/tradingbot/en/combo/create/?pick=daily');
  });

  it('turns the home pop-up back on: the exact body, and the box follows the server', async () => {
    const ex = pickExchange({ pick: () => ({ ...PICK, no_pop: true }) });
    restore = ex.restore;
    await renderPick(<AiPickRoutes />, { url: 'ai-pick/' });
    const box = await screen.findByRole('checkbox', { name: 'Show the daily pick on the home page' });
    expect(box).not.toBeChecked();
    await userEvent.setup().click(box);
    await waitFor(() => expect(ex.callsTo(P.setDailyPickNoPop)).toEqual([{ no_pop: false }]));
    await waitFor(() => expect(box).toBeChecked());
    expect(ex.callsTo(P.getDailyPick)).toHaveLength(2);
  });

  it('says when the choice could not be saved', async () => {
    restore = pickExchange({ noPopStatus: 500 }).restore;
    await renderPick(<AiPickRoutes />, { url: 'ai-pick/' });
    await userEvent.setup().click(await screen.findByRole('checkbox', { name: 'Show the daily pick on the home page' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your choice could not be saved. Try again.');
    expect(screen.getByRole('checkbox', { name: 'Show the daily pick on the home page' })).toBeChecked();
  });

  it('a visitor reads what the page is and gets the shell’s login prompt, not an error; nothing private is called', async () => {
    const ex = pickExchange();
    restore = ex.restore;
    const { store } = await renderPick(<AiPickRoutes />, { url: 'ai-pick/', login: 'anonymous' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Log in to see today’s pick' })).toBeInTheDocument();
    expect(screen.getByText(/ranks a fixed list of futures combo baskets by their return against drawdown over 4 days, then tests them/)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(selectPromptOpen(store.getState())).toBe('login'));
    expect(ex.calls).toHaveLength(0);
  });

  it('has no serious accessibility violations (axe), in English and right-to-left Arabic', async () => {
    restore = pickExchange().restore;
    const en = await renderPick(<AiPickRoutes />, { url: 'ai-pick/' });
    await screen.findByRole('heading', { level: 2, name: PICK.bot_name });
    expect(await seriousViolations(en.container)).toEqual([]);
    en.unmount();
    const ar = await renderPick(<AiPickRoutes />, { url: 'ai-pick/', locale: 'ar-SA' });
    await screen.findByRole('heading', { level: 2, name: PICK.bot_name });
    expect(await seriousViolations(ar.container)).toEqual([]);
  });

  it('an unknown path inside the area shows the pick page', async () => {
    restore = pickExchange().restore;
    await renderPick(<AiPickRoutes />, { url: 'ai-pick/nothing-here/' });
    expect(await screen.findByRole('heading', { level: 2, name: PICK.bot_name })).toBeInTheDocument();
  });

  it('offers Retry when the pick cannot be loaded', async () => {
    restore = pickExchange({ pickStatus: 503 }).restore;
    await renderPick(<AiPickRoutes />, { url: 'ai-pick/' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Today’s pick could not be loaded.' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it.each([
    ['zh-TW', '今日 AI 精選', 'AI 每日精選', '做空', '每 4 小時，或任一標的偏離其權重超過 5.00% 時提前執行'],
    ['ar-SA', '', 'اختيار الذكاء الاصطناعي اليومي', 'بيع', 'كل 4 ساعات، أو قبل ذلك'],
  ])('%s: the page in that language, right to left for Arabic', async (locale, _popup, title, short, rebalance) => {
    restore = pickExchange().restore;
    const { container } = await renderPick(<AiPickRoutes />, { url: 'ai-pick/', locale });
    expect(await screen.findByRole('heading', { level: 2, name: PICK.bot_name })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
    expect(screen.getAllByText(short)).toHaveLength(1);
    expect(container.textContent).toContain(rebalance);
    expect((container.firstChild as HTMLElement).getAttribute('dir')).toBe(locale === 'ar-SA' ? 'rtl' : 'ltr');
    // Figures stay left to right inside a right-to-left page.
    const ret = within(screen.getByRole('region', { name: locale === 'ar-SA' ? 'اختباره' : '測試' })).getAllByRole('definition')[0];
    expect(ret.textContent).toMatch(/\+4\.23\s?%/);
    expect(ret.querySelector('bdi')).toHaveAttribute('dir', 'ltr');
  });
});

describeAreaTranslations(en, { 'zh-TW': zhTW, 'ar-SA': arSA });
