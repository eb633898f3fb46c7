import { setAppEnvironment } from './app-bridge';
import { createFakeBridge } from './fake-bridge';
import { isPositiveId, loadProfile, selectIsLoggedIn, selectLoginStatus, selectProfileState } from './profile';
import { createStore, fail, fakeExchange, ok, PROFILE } from './test-support';
import { currentUserToken } from './token';
import { configureTransport, standardHeaders } from '@tb/data-access-api';

let restore = () => undefined as void;
afterEach(() => {
  restore();
  setAppEnvironment(undefined);
});

describe('profile and login state (spec §4)', () => {
  it('is unknown until the fetch finishes, then logged in when id > 0', async () => {
    ({ restore } = fakeExchange((url) => (url.startsWith('/x-api/v2/private/user/profile') ? ok(PROFILE) : undefined)));
    const store = createStore();
    expect(selectLoginStatus(store.getState())).toBe('unknown');
    const pending = store.dispatch(loadProfile());
    expect(selectProfileState(store.getState())).toMatchObject({ fetched: false, finished: false });
    await pending;
    expect(selectProfileState(store.getState())).toMatchObject({ fetched: true, finished: true, source: 'web', profile: PROFILE });
    expect(selectIsLoggedIn(store.getState())).toBe(true);
    expect(selectLoginStatus(store.getState())).toBe('logged-in');
  });

  it('a profile with id 0 is anonymous', async () => {
    ({ restore } = fakeExchange(() => ok({ ...PROFILE, id: '0' })));
    const store = createStore();
    await store.dispatch(loadProfile());
    expect(selectLoginStatus(store.getState())).toBe('anonymous');
  });

  it('a failed fetch logs to the console and leaves the user anonymous', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    ({ restore } = fakeExchange(() => ({ status: 502, body: '' })));
    const store = createStore();
    await store.dispatch(loadProfile());
    expect(selectProfileState(store.getState())).toMatchObject({ profile: null, fetched: false, finished: true });
    expect(selectLoginStatus(store.getState())).toBe('anonymous');
    expect(error).toHaveBeenCalledWith('[session] profile fetch failed:', expect.any(String), expect.objectContaining({ kind: 'http', status: 502 }));
  });

  it('10007 on the profile call is an anonymous visitor (no redirect)', async () => {
    const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    const onLoginRequired = jest.fn();
    ({ restore } = fakeExchange(() => fail(10007, 'not login')));
    const undo = configureTransport({ onLoginRequired });
    const store = createStore();
    await store.dispatch(loadProfile());
    undo();
    expect(selectLoginStatus(store.getState())).toBe('anonymous');
    expect(onLoginRequired).not.toHaveBeenCalled();
    expect(info).toHaveBeenCalled();
  });

  it('inside the app, the profile is rebuilt from the app fields and the token is sent as UserToken', async () => {
    const bridge = createFakeBridge({
      user: {
        uid: 987654321987654321n.toString(),
        userName: 'app-user',
        vagueEmail: 'ap***@x.com',
        vagueMobile: '****1234',
        mobileVerified: true,
        emailVerified: false,
        hasGoogle2fa: true,
        countryCode: 'AE',
        lang: 'ar-SA',
        parentMemId: 42,
        status: 1,
        isVip: true,
        vipLabelInfo: { labelLevel: 3 },
        userToken: 'tok-abcdefghijklmnop',
      },
    });
    setAppEnvironment({ inApp: true, version: '3.7.0', bridge });
    ({ restore } = fakeExchange(() => undefined));
    const store = createStore();
    await store.dispatch(loadProfile());
    expect(selectProfileState(store.getState())).toMatchObject({
      source: 'app',
      profile: {
        id: '987654321987654321',
        username: 'app-user',
        vague_email: 'ap***@x.com',
        vague_mobile: '****1234',
        mobile_verified: true,
        email_verified: false,
        has_google2fa: true,
        country_code: 'AE',
        lang: 'ar-SA',
        parent_member_id: '42',
        status: 1,
        loyalty_vip_info: { is_vip: true, label_level: 3 },
      },
    });
    expect(currentUserToken()).toBe('tok-abcdefghijklmnop');
    expect(standardHeaders(false).UserToken).toBe('tok-abcdefghijklmnop');
  });

  it('inside the app without a signed-in app user, the web session is asked', async () => {
    setAppEnvironment({ inApp: true, version: '3.7.0', bridge: createFakeBridge({ user: null }) });
    ({ restore } = fakeExchange(() => ok(PROFILE)));
    const store = createStore();
    await store.dispatch(loadProfile());
    expect(selectProfileState(store.getState())).toMatchObject({ source: 'web', profile: { id: PROFILE.id } });
  });

  it('isPositiveId compares digit strings beyond 2^53 without numbers', () => {
    expect(isPositiveId('100000000000000000001')).toBe(true);
    expect(isPositiveId('0')).toBe(false);
    expect(isPositiveId('000')).toBe(false);
    expect(isPositiveId('-5')).toBe(false);
    expect(isPositiveId(undefined)).toBe(false);
    expect(isPositiveId(7)).toBe(true);
  });
});
