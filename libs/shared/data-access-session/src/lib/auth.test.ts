import { setAppEnvironment } from './app-bridge';
import { configureTransport, transportContext } from '@tb/data-access-api';
import { loginWithPassword, logout, nativeLogin, openLoginPrompt, openRegisterPrompt, registerAccount, requireLogin, setReloadPage } from './auth';
import { createFakeBridge } from './fake-bridge';
import { selectLoginStatus } from './profile';
import { selectLoginPrompt } from './prompt';
import { createStore, fail, fakeExchange, ok, PROFILE } from './test-support';
import { currentUserToken, setUserToken } from './token';

const APP_USER = { uid: '777', userName: 'native', userToken: 'native-token-12345678' };
let restoreFetch = () => undefined as void;
let restoreReload = () => undefined as void;
const reload = jest.fn();

beforeEach(() => {
  restoreReload = setReloadPage(reload);
});
afterEach(() => {
  restoreFetch();
  restoreReload();
  setAppEnvironment(undefined);
  setUserToken(undefined);
});

describe('web prompt', () => {
  it('outside the app, openLoginPrompt opens the web prompt with its options', async () => {
    const store = createStore();
    await openLoginPrompt({ regEmail: 'x@y.z', extraProps: { block: 'hero' } });
    expect(selectLoginPrompt(store.getState()).login.open).toBe(true);
    expect(selectLoginPrompt(store.getState()).options).toMatchObject({ regEmail: 'x@y.z' });
  });

  it('showReg opens on the registration form', async () => {
    const store = createStore();
    await openLoginPrompt({ showReg: true });
    expect(selectLoginPrompt(store.getState()).register.open).toBe(true);
  });

  it('requireLogin opens the prompt for an anonymous user and reports false', async () => {
    const store = createStore();
    expect(requireLogin()).toBe(false);
    await Promise.resolve();
    expect(selectLoginPrompt(store.getState()).login.open).toBe(true);
  });

  it('loginWithPassword logs in, reads the profile, sets the flags and reloads', async () => {
    const exchange = fakeExchange((url) => {
      if (url === '/x-api/user/public/login') return ok({ user_id: PROFILE.id, expires_at: 1 });
      if (url === '/x-api/v2/private/user/profile') return ok(PROFILE);
      return undefined;
    });
    restoreFetch = exchange.restore;
    const store = createStore();
    await loginWithPassword({ email: 'alice@example.com' }, 'Password1');
    expect(exchange.calls[0]).toMatchObject({ method: 'POST', body: { email: 'alice@example.com', password: 'Password1' } });
    expect(selectLoginPrompt(store.getState()).login.success).toBe(true);
    expect(selectLoginPrompt(store.getState()).userInfo).toEqual(PROFILE);
    expect(selectLoginStatus(store.getState())).toBe('logged-in');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('logout ends the session and reloads; a "not logged in" answer meanwhile does not send the page to the login screen', async () => {
    const exchange = fakeExchange((url) => (url === '/x-api/user/private/logout' ? ok({}) : undefined));
    restoreFetch = exchange.restore;
    const toLogin = jest.fn();
    const restoreTransport = configureTransport({ onLoginRequired: toLogin });
    try {
      createStore();
      const pending = logout();
      // a poll answering 10007 while the logout is on its way
      transportContext().onLoginRequired();
      await pending;
      transportContext().onLoginRequired();
      expect(toLogin).not.toHaveBeenCalled();
      expect(exchange.calls.map((c) => c.method)).toEqual(['POST']);
      expect(reload).toHaveBeenCalledTimes(1);
    } finally {
      restoreTransport();
    }
  });

  it('a wrong password rejects with the server error and changes nothing', async () => {
    restoreFetch = fakeExchange(() => fail(20001, 'Incorrect email/mobile or password')).restore;
    const store = createStore();
    await expect(loginWithPassword({ email: 'a@b.c' }, 'nope')).rejects.toMatchObject({ error: { retCode: 20001, silent: true } });
    expect(selectLoginPrompt(store.getState()).login.success).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('registerAccount registers with the referral code (which logs in) and reloads', async () => {
    const exchange = fakeExchange((url) => {
      if (url === '/x-api/user/public/register') return ok({ user_id: '9', expires_at: 1 });
      if (url === '/x-api/v2/private/user/profile') return ok({ ...PROFILE, id: '9' });
      return undefined;
    });
    restoreFetch = exchange.restore;
    const store = createStore();
    await registerAccount({ mobile: '91234567', country_code: '+852' }, 'Password1', 'REF123');
    expect(exchange.calls.map((c) => c.url)).toEqual(['/x-api/user/public/register', '/x-api/v2/private/user/profile']);
    expect(exchange.calls[0].body).toEqual({ mobile: '91234567', country_code: '+852', password: 'Password1', referral_code: 'REF123' });
    expect(selectLoginPrompt(store.getState()).register.success).toBe(true);
    expect(reload).toHaveBeenCalled();
  });
});

describe('native login in the app (spec §4 "App mode")', () => {
  it('app ≥ 3.6.1: pushes the native login page with fromWeb=1, re-reads the profile and succeeds on a token', async () => {
    const bridge = createFakeBridge({ signInAs: APP_USER });
    setAppEnvironment({ inApp: true, version: '3.6.1', bridge });
    const store = createStore();
    await openLoginPrompt();
    expect(bridge.calls.map((c) => c.method)).toEqual(['routerPush', 'getUserInfo']);
    expect(bridge.calls[0].args).toEqual(['tbapp://login?fromWeb=1']);
    const prompt = selectLoginPrompt(store.getState());
    expect(prompt.login).toEqual({ open: false, closed: false, success: true });
    expect(prompt.userInfo).toMatchObject({ id: '777', username: 'native' });
    expect(currentUserToken()).toBe('native-token-12345678');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('registration pushes the register page with fromWeb=1 and directlyRegister', async () => {
    const bridge = createFakeBridge({ signInAs: APP_USER });
    setAppEnvironment({ inApp: true, version: '4.0.0', bridge });
    const store = createStore();
    await openRegisterPrompt();
    expect(bridge.calls[0].args).toEqual(['tbapp://register?fromWeb=1&directlyRegister=1']);
    expect(selectLoginPrompt(store.getState()).register.success).toBe(true);
  });

  it('falls back to the web prompt when the native attempt fails', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const bridge = createFakeBridge({ failRouter: true });
    setAppEnvironment({ inApp: true, version: '3.6.1', bridge });
    const store = createStore();
    await openLoginPrompt();
    expect(selectLoginPrompt(store.getState()).login.open).toBe(true);
    expect(warn).toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  it('coming back from the native screen without a token closes the prompt', async () => {
    const bridge = createFakeBridge();
    setAppEnvironment({ inApp: true, version: '3.6.1', bridge });
    const store = createStore();
    await openLoginPrompt();
    expect(selectLoginPrompt(store.getState()).login).toEqual({ open: false, closed: true, success: false });
  });

  it('an app older than 3.6.1 uses the web prompt directly', async () => {
    const bridge = createFakeBridge({ signInAs: APP_USER });
    setAppEnvironment({ inApp: true, version: '3.6.0', bridge });
    const store = createStore();
    await openLoginPrompt();
    expect(bridge.calls).toHaveLength(0);
    expect(selectLoginPrompt(store.getState()).login.open).toBe(true);
    expect(await nativeLogin('login')).toBe('failed');
  });
});
