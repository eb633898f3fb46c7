import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEST_PROFILE } from '@tb/data-access-session/testing';
import { DAILY_PICK_PATHS as P } from '../api/types';
import { PICK, pickExchange, renderPick, seriousViolations } from '../testing';
import DailyPickPopup from './DailyPickPopup';
import { seenKey } from '@tb/feature-bot-pages/daily-pick';

let restore: () => void = () => undefined;
afterEach(() => restore());
beforeEach(() => window.localStorage.clear());

const openHome = (options: { login?: 'logged-in' | 'anonymous'; locale?: string } = {}) =>
  renderPick(<DailyPickPopup locale={options.locale ?? 'en'} />, { url: '', inArea: false, ...options });

describe('Daily pick pop-up on the home', () => {
  it('opens once per UTC day (the pick’s date, per user in localStorage) as a named dialog with the pick', async () => {
    restore = pickExchange().restore;
    const first = await openHome();
    const dialog = await screen.findByRole('dialog', { name: 'Today’s AI pick' });
    expect(within(dialog).getByText(PICK.bot_name)).toBeInTheDocument();
    expect(within(dialog).getAllByRole('row')).toHaveLength(4);
    expect(within(dialog).getByText('+4.23%')).toBeInTheDocument();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(window.localStorage.getItem(seenKey(TEST_PROFILE.id))).toBe('2026-11-23');
    first.unmount();

    // The same day again: no pop-up.
    const second = await openHome();
    await waitFor(() => expect(screen.queryByText('Pick of 2026-11-23')).not.toBeInTheDocument());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    second.unmount();
    restore();

    // The next day's pick: it opens again.
    restore = pickExchange({ pick: () => ({ ...PICK, date: '2026-11-24' }) }).restore;
    await openHome();
    expect(await screen.findByRole('dialog', { name: 'Today’s AI pick' })).toBeInTheDocument();
  });

  it('does not open when the user’s no_pop is true', async () => {
    const ex = pickExchange({ pick: () => ({ ...PICK, no_pop: true }) });
    restore = ex.restore;
    await openHome();
    await waitFor(() => expect(ex.callsTo(P.getDailyPick)).toHaveLength(1));
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(window.localStorage.getItem(seenKey(TEST_PROFILE.id))).toBeNull();
  });

  it('“Don’t show again” sends set-daily-pick-no-pop { no_pop: true } and closes', async () => {
    const ex = pickExchange();
    restore = ex.restore;
    await openHome();
    const dialog = await screen.findByRole('dialog', { name: 'Today’s AI pick' });
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Don’t show again' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(ex.callsTo(P.setDailyPickNoPop)).toEqual([{ no_pop: true }]);
  });

  it('keeps the dialog open and says so when the choice cannot be saved', async () => {
    restore = pickExchange({ noPopStatus: 500 }).restore;
    await openHome();
    const dialog = await screen.findByRole('dialog', { name: 'Today’s AI pick' });
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Don’t show again' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Your choice could not be saved. Try again.');
  });

  it('View opens the AI pick page, Copy the combo create page with ?pick=daily; Escape and × close', async () => {
    restore = pickExchange().restore;
    const user = userEvent.setup();
    const view = await openHome();
    let dialog = await screen.findByRole('dialog', { name: 'Today’s AI pick' });
    expect(within(dialog).getByRole('link', { name: 'View the AI daily pick' })).toHaveAttribute('href', '/tradingbot/en/ai-pick/');
    const copy = within(dialog).getByRole('link', { name: `Copy ${PICK.bot_name} to a new combo bot` });
    expect(copy).toHaveAttribute('href', '/tradingbot/en/combo/create/?pick=daily');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    view.unmount();

    window.localStorage.clear();
    await openHome();
    dialog = await screen.findByRole('dialog', { name: 'Today’s AI pick' });
    await user.click(within(dialog).getByRole('link', { name: `Copy ${PICK.bot_name} to a new combo bot` }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/tradingbot/en/combo/create/?pick=daily');
  });

  it('has no serious accessibility violations (axe)', async () => {
    restore = pickExchange().restore;
    await openHome();
    const dialog = await screen.findByRole('dialog', { name: 'Today’s AI pick' });
    expect(await seriousViolations(dialog)).toEqual([]);
  });

  it('Tab stays inside the dialog', async () => {
    restore = pickExchange().restore;
    const user = userEvent.setup();
    await openHome();
    const dialog = await screen.findByRole('dialog', { name: 'Today’s AI pick' });
    for (let i = 0; i < 8; i++) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('a visitor gets no pop-up and no private call', async () => {
    const ex = pickExchange();
    restore = ex.restore;
    await openHome({ login: 'anonymous' });
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(ex.calls).toHaveLength(0);
  });

  it('speaks the page’s language (ar-SA)', async () => {
    restore = pickExchange().restore;
    await openHome({ locale: 'ar-SA' });
    const dialog = await screen.findByRole('dialog', { name: 'اختيار الذكاء الاصطناعي لليوم' });
    expect(within(dialog).getByRole('button', { name: 'لا تعرض مرة أخرى' })).toBeInTheDocument();
  });
});
