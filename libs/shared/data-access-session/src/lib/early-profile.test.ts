import { configureTransport, standardHeaders } from '@tb/data-access-api';
import { EARLY_PROFILE_GLOBAL, type EarlyAnswer } from './early-profile';
import { loadProfile, selectLoginStatus, selectProfileState } from './profile';
import { createStore, fakeExchange, fail, ok, PROFILE } from './test-support';

const PROFILE_URL = '/x-api/v2/private/user/profile';
type Globals = { [EARLY_PROFILE_GLOBAL]?: unknown };
const globals = globalThis as Globals;

/** What index.html's head script leaves: the request it made and its answer. */
function early(answer: Promise<EarlyAnswer>, headers: Record<string, string> = standardHeaders(false), url = PROFILE_URL) {
  globals[EARLY_PROFILE_GLOBAL] = { url, headers, answer };
}
const answer = (body: unknown, status = 200): EarlyAnswer => ({ ok: status < 300, status, statusText: '', body: JSON.stringify(body), receivedAt: Date.now() });

let restore = () => undefined as void;
afterEach(() => {
  restore();
  delete globals[EARLY_PROFILE_GLOBAL];
});

describe("the head script's early profile answer (issue 30)", () => {
  it('is used when it asked what the transport would ask, once: no second request, then later loads ask again', async () => {
    const fake = fakeExchange((url) => (url === PROFILE_URL ? ok({ ...PROFILE, id: '0' }) : undefined));
    restore = fake.restore;
    early(Promise.resolve(answer({ ret_code: 0, ret_msg: 'OK', result: PROFILE })));
    const store = createStore();
    await store.dispatch(loadProfile());
    expect(selectProfileState(store.getState())).toMatchObject({ profile: PROFILE, fetched: true, source: 'web' });
    expect(fake.calls).toHaveLength(0);
    expect(globals[EARLY_PROFILE_GLOBAL]).toBeUndefined();
    await store.dispatch(loadProfile());
    expect(fake.calls.map((call) => call.url)).toEqual([PROFILE_URL]);
    expect(selectLoginStatus(store.getState())).toBe('anonymous');
  });

  it('is an answer even when it is an error: not logged in (10007) or HTTP 401 is an anonymous visitor, without a redirect or a second request', async () => {
    jest.spyOn(console, 'info').mockImplementation(() => undefined);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const onLoginRequired = jest.fn();
    const fake = fakeExchange(() => ok(PROFILE));
    const undo = configureTransport({ onLoginRequired });
    restore = () => {
      undo();
      fake.restore();
    };
    for (const reply of [answer(fail(10007, 'not login').body), answer({ ret_code: 10007 }, 401)]) {
      early(Promise.resolve(reply));
      const store = createStore();
      await store.dispatch(loadProfile());
      expect(selectProfileState(store.getState())).toMatchObject({ profile: null, fetched: false, finished: true });
    }
    expect(fake.calls).toHaveLength(0);
    expect(onLoginRequired).not.toHaveBeenCalled();
  });

  it('offers a compliance block to the compliance wall, as the transport does', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const onBotCallFailure = jest.fn();
    const fake = fakeExchange(() => undefined);
    const undo = configureTransport({ onBotCallFailure });
    restore = () => {
      undo();
      fake.restore();
    };
    early(Promise.resolve(answer(fail(10024, 'compliance').body)));
    await createStore().dispatch(loadProfile());
    expect(onBotCallFailure).toHaveBeenCalledWith(expect.objectContaining({ retCode: 10024 }));
  });

  it('is not used when the head script asked otherwise (other headers or path), failed, or left something else', async () => {
    const fake = fakeExchange((url) => (url === PROFILE_URL ? ok(PROFILE) : undefined));
    restore = fake.restore;
    const undo = configureTransport({ platform: () => 'app' });
    const cases: Array<() => void> = [
      () => early(Promise.resolve(answer({ ret_code: 0, result: { ...PROFILE, id: '1' } })), { ...standardHeaders(false), platform: 'h5' }),
      () => early(Promise.resolve(answer({ ret_code: 0, result: { ...PROFILE, id: '1' } })), standardHeaders(false), '/x-api/v2/private/user/profile?token=x'),
      () => early(Promise.reject(new TypeError('Failed to fetch'))),
      () => early(Promise.resolve({ nonsense: true } as unknown as EarlyAnswer)),
      () => (globals[EARLY_PROFILE_GLOBAL] = { url: PROFILE_URL, headers: standardHeaders(false), answer: 'not a promise' }),
    ];
    for (const leave of cases) {
      leave();
      const store = createStore();
      await store.dispatch(loadProfile());
      expect(selectProfileState(store.getState()).profile).toEqual(PROFILE);
    }
    undo();
    expect(fake.calls).toHaveLength(cases.length);
  });
});
