import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiRequestError, createStore } from '@tb/data-access-api';
import { loginOpened, registrationOpened, selectLoginPrompt, setReloadPage } from '@tb/data-access-session';
import { fail, fakeExchange, ok, PROFILE, ready, renderWithStore } from '../testing/render';
import LoginModal, { serverErrorOf } from './LoginModal';

let restore = () => undefined as void;
let restoreReload = () => undefined as void;
const reload = jest.fn();
beforeAll(() => ready());
beforeEach(() => {
  restoreReload = setReloadPage(reload);
});
afterEach(() => {
  restore();
  restoreReload();
});

describe('LoginModal', () => {
  it('checks the fields before calling, and names the problems next to them', async () => {
    const user = userEvent.setup();
    const exchange = fakeExchange(() => undefined);
    restore = exchange.restore;
    const { store } = renderWithStore(<LoginModal kind="login" />);
    act(() => void store.dispatch(loginOpened()));
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveAccessibleDescription('Enter your email address.');
    expect(screen.getByLabelText(/Password/)).toHaveAccessibleDescription('Enter your password.');
    expect(exchange.calls).toHaveLength(0);
  });

  it('logs in, sets the success flag and reloads', async () => {
    const user = userEvent.setup();
    const exchange = fakeExchange((url) => {
      if (url === '/x-api/user/public/login') return ok({ user_id: PROFILE.id, expires_at: 1 });
      if (url === '/x-api/v2/private/user/profile') return ok(PROFILE);
      return undefined;
    });
    restore = exchange.restore;
    const { store } = renderWithStore(<LoginModal kind="login" />);
    act(() => void store.dispatch(loginOpened()));
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'alice@example.com');
    await user.type(screen.getByLabelText(/Password/), 'Password1');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect({ url: exchange.calls[0].url, body: exchange.calls[0].body }).toEqual({ url: '/x-api/user/public/login', body: { email: 'alice@example.com', password: 'Password1' } });
    expect(selectLoginPrompt(store.getState()).login.success).toBe(true);
  });

  it('says so when the password is wrong, and stays open', async () => {
    const user = userEvent.setup();
    restore = fakeExchange(() => fail(20001, 'wrong email/mobile or password')).restore;
    const { store } = renderWithStore(<LoginModal kind="login" />);
    act(() => void store.dispatch(loginOpened()));
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'alice@example.com');
    await user.type(screen.getByLabelText(/Password/), 'nope');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong email/mobile or password.');
    expect(reload).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
  });

  it('registration honours the prompt options: prefilled read-only email and referral code', async () => {
    const user = userEvent.setup();
    const exchange = fakeExchange((url) => {
      if (url === '/x-api/user/public/register') return ok({ user_id: '7', expires_at: 1 });
      if (url === '/x-api/v2/private/user/profile') return ok({ ...PROFILE, id: '7' });
      return undefined;
    });
    restore = exchange.restore;
    const store = createStore();
    store.dispatch(registrationOpened({ regEmail: 'bob@example.com', readOnlyEmail: true, userCode: 'FRIEND42', readOnlyCode: true }));
    renderWithStore(<LoginModal kind="register" />, { store });
    const email = screen.getByRole('textbox', { name: /Email/ });
    expect(email).toHaveValue('bob@example.com');
    expect(email).toHaveAttribute('readonly');
    const referral = screen.getByRole('textbox', { name: /Referral code/ });
    expect(referral).toHaveValue('FRIEND42');
    expect(referral).toHaveAttribute('readonly');
    expect(referral).toHaveAccessibleDescription('Invited by FRIEND42');
    await user.type(screen.getByLabelText(/Password/), 'Password1');
    // where the user lives: the account's profile locale (it decides the futures restriction), the page's to begin with
    const residence = screen.getByRole('combobox', { name: /Where you live/ });
    expect(residence).toHaveValue('en');
    expect(residence).toHaveAccessibleDescription(/leveraged futures bots are not offered in some regions/);
    await user.selectOptions(residence, 'en-GB');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(exchange.calls[0].body).toEqual({ email: 'bob@example.com', password: 'Password1', referral_code: 'FRIEND42', lang: 'en-GB' });
  });

  it('registration by phone with the country code from the options', async () => {
    restore = fakeExchange(() => undefined).restore;
    const store = createStore();
    store.dispatch(registrationOpened({ regPhone: '91234567', regCountryCode: '+852' }));
    renderWithStore(<LoginModal kind="register" />, { store });
    expect(screen.getByRole('radio', { name: 'Mobile' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: /Country code/ })).toHaveValue('+852');
    expect(screen.getByRole('textbox', { name: /Mobile number/ })).toHaveValue('91234567');
  });

  it('switches between login and registration, and closes with the closed flag', async () => {
    const user = userEvent.setup();
    restore = fakeExchange(() => undefined).restore;
    const { store } = renderWithStore(<LoginModal kind="login" />);
    act(() => void store.dispatch(loginOpened()));
    await user.click(screen.getByRole('button', { name: 'No account yet? Create one' }));
    expect(selectLoginPrompt(store.getState()).register.open).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(selectLoginPrompt(store.getState()).login.closed).toBe(true);
  });

  it('maps account API answers onto the form', () => {
    const err = (retCode: number, status?: number) => new ApiRequestError({ kind: status ? 'http' : 'business', retCode, message: '', status });
    expect(serverErrorOf(err(20002))).toEqual({ field: 'identifier', key: 'accountExists' });
    expect(serverErrorOf(err(20003))).toEqual({ field: 'referral', key: 'unknownReferral' });
    expect(serverErrorOf(err(10006, 429))).toEqual({ field: 'form', key: 'rateLimited' });
    expect(serverErrorOf(new Error('x'))).toEqual({ field: 'form', key: 'generic' });
  });
});
