import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadProfile, selectLoginPrompt } from '@tb/data-access-session';
import { fail, fakeExchange, ok, PROFILE, ready, renderWithStore } from '../testing/render';
import { AccountArea } from './AccountArea';

let restore = () => undefined as void;
beforeAll(() => ready());
afterEach(() => restore());

describe('AccountArea', () => {
  it('says the session is being checked until the profile is known', () => {
    restore = fakeExchange(() => undefined).restore;
    renderWithStore(<AccountArea />);
    expect(screen.getByRole('status')).toHaveTextContent('Checking your session…');
  });

  it('offers log in and sign up to an anonymous visitor, opening the prompt', async () => {
    const user = userEvent.setup();
    jest.spyOn(console, 'info').mockImplementation(() => undefined);
    restore = fakeExchange(() => fail(10007, 'not logged in')).restore;
    const { store } = renderWithStore(<AccountArea />);
    await act(() => store.dispatch(loadProfile()));
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(selectLoginPrompt(store.getState()).login.open).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(selectLoginPrompt(store.getState()).register.open).toBe(true);
  });

  it('shows the logged-in user and a log-out button', async () => {
    restore = fakeExchange(() => ok(PROFILE)).restore;
    const { store } = renderWithStore(<AccountArea />);
    await act(() => store.dispatch(loadProfile()));
    expect(screen.getByText('Signed in as alice')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
  });
});
