import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { observeServerTime, resetServerClock } from '@tb/data-access-api';
import { ready, renderWithStore } from '../testing/render';
import { ClockRate } from './ClockRate';
import { Navigation } from './Navigation';

beforeAll(() => ready());
afterEach(() => resetServerClock());

describe('Navigation', () => {
  it('is a disclosure: the Menu button says whether the links are shown, Escape closes it and gives focus back', async () => {
    const user = userEvent.setup();
    renderWithStore(<Navigation base="/tradingbot/en/" />);
    const nav = screen.getByRole('navigation', { name: 'Trading bots' });
    const menu = within(nav).getByRole('button', { name: 'Menu' });
    const list = within(nav).getByRole('list');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveAttribute('aria-controls', list.id);
    // every area is there, not the first four
    expect(within(list).getAllByRole('link').map((link) => link.textContent)).toEqual(['Home', 'Spot grid', 'Spot DCA', 'Futures grid', 'Futures martingale', 'Futures combo', 'Bot ranking', 'AI daily pick']);

    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect(nav).toHaveClass('tb-nav--open');
    await user.tab();
    expect(within(list).getByRole('link', { name: 'Home' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveFocus();

    // opened with the keyboard, closed by following a link
    await user.keyboard('{Enter}');
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(list).getByRole('link', { name: 'Spot DCA' }));
    expect(menu).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('ClockRate', () => {
  it('says nothing at real time and shows the stated speed and the exchange time otherwise', () => {
    const { container } = renderWithStore(<ClockRate locale="en" />);
    expect(container).toBeEmptyDOMElement();
    act(() => {
      observeServerTime(Date.UTC(2026, 10, 23, 15, 0), Date.now(), 60);
    });
    expect(within(screen.getByRole('complementary', { name: 'Exchange clock' })).getByText('Simulated time ×60')).toBeInTheDocument();
    expect(screen.getByText(/runs its clock 60 times faster/)).toBeInTheDocument();
    expect(container.querySelector('time')?.textContent).toMatch(/23 Nov 2026, \d\d:\d\d/);
  });
});
